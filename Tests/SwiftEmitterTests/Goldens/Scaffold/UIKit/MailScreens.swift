// Written once by `layoutc scaffold` from Specs/Mail.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Mail+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// The app's side of the Mail layout: the screens the spec leaves to the app, and its data.
@MainActor
final class MailScreens: Mail.Screens {
    /// Set by the scene delegate; shows the spec's transient UI (`layout?.moveMenu.attach(_:to:)`).
    weak var layout: Mail.Layout?

    func makeMessageDetail(for selection: Mail.Selection?) -> UIViewController {
        MailMessageDetailViewController(selection: selection)
    }

    func loadMessageList(_ list: Mail.MessageListViewController, for selection: Mail.Selection?) {
        // Replace with your data for `selection`; call `list.apply(_:)` again whenever it changes.
        list.apply([
            Mail.Message(id: "messageList-1", title: "Inbox 1"),
            Mail.Message(id: "messageList-2", title: "Inbox 2"),
            Mail.Message(id: "messageList-3", title: "Inbox 3"),
        ])
    }

    func messageList(
        _ list: Mail.MessageListViewController,
        perform action: Mail.MessageListSwipeAction,
        on row: Mail.Message,
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

    func refreshMessageList(_ list: Mail.MessageListViewController, done: @escaping @MainActor () -> Void) {
        // Fetch the rows, apply them as `loadMessageList` does, then call `done()` to end the indicator.
        done()
    }
}
