// Written once by `layoutc scaffold` from Specs/Reminders.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Reminders+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The app's side of the Reminders layout: the screens the spec leaves to the app, and its data.
/// `RemindersApp` shows the layout with one (`WindowGroup { Reminders.RootView(screens:) }`). Keep your data
/// here. Make the class `@Observable` (iOS 17) or, to run on iOS 16, an `ObservableObject`
/// with `@Published` data, which `RootView` observes, so the lists refresh when its data changes.
@MainActor
final class RemindersScreenViews: Reminders.ScreenViews {
    func reminderDetails(for selection: Reminders.Selection?) -> some View {
        RemindersReminderDetailsView(selection: selection)
    }

    func listContentsRows(for selection: Reminders.Selection?) -> [Reminders.Reminder] {
        // Replace with your data for `selection`.
        [
            Reminders.Reminder(id: "listContents-1", title: "Today 1"),
            Reminders.Reminder(id: "listContents-2", title: "Today 2"),
            Reminders.Reminder(id: "listContents-3", title: "Today 3"),
        ]
    }

    func listContents(
        perform action: Reminders.ListContentsSwipeAction,
        on row: Reminders.Reminder,
        for selection: Reminders.Selection?
    ) {
        // Do what `action` means for `row`; change the data behind the list to update it.
    }

    func listContents(didTap item: Reminders.ListContentsToolbarItem) {
        switch item {
        case .newReminder:
            break // What this button does.
        }
    }
}
