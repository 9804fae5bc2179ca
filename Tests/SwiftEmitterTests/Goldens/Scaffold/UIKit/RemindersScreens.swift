// Written once by `layoutc scaffold` from Specs/Reminders.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Reminders+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// The app's side of the Reminders layout: the screens the spec leaves to the app, and its data.
@MainActor
final class RemindersScreens: Reminders.Screens {
    /// Set by the scene delegate; shows the spec's transient UI (`layout?.listInfo.present(_:from:)`).
    weak var layout: Reminders.Layout?

    func makeReminderDetails(for selection: Reminders.Selection?) -> UIViewController {
        RemindersReminderDetailsViewController(selection: selection)
    }

    func loadListContents(_ list: Reminders.ListContentsViewController, for selection: Reminders.Selection?) {
        // Replace with your data for `selection`; call `list.apply(_:)` again whenever it changes.
        list.apply([
            Reminders.Reminder(id: "listContents-1", title: "Today 1"),
            Reminders.Reminder(id: "listContents-2", title: "Today 2"),
            Reminders.Reminder(id: "listContents-3", title: "Today 3"),
        ])
    }

    func listContents(
        _ list: Reminders.ListContentsViewController,
        perform action: Reminders.ListContentsSwipeAction,
        on row: Reminders.Reminder,
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        if action.isDestructive {
            // To ask first, present an alert here and call `completion` from its buttons.
            list.apply(list.rows.filter { $0.id != row.id })
            completion(true)
            return
        }
        // Do what `action` means for `row`; call `completion(true)` once it is done, or
        // `completion(false)` to just close the row.
        completion(false)
    }

    func listContents(_ list: Reminders.ListContentsViewController, didTap item: Reminders.ListContentsToolbarItem) {
        switch item {
        case .newReminder:
            break // What this button does.
        }
    }
}
