// Written once by `layoutc scaffold` from Specs/Mail.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Mail+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The app's side of the Mail layout: the screens the spec leaves to the app, and its data.
/// `MailApp` shows the layout with one (`WindowGroup { Mail.RootView(screens:) }`). Keep your data
/// here. Make the class `@Observable` (iOS 17) or, to run on iOS 16, an `ObservableObject`
/// with `@Published` data, which `RootView` observes, so the lists refresh when its data changes.
@MainActor
final class MailScreenViews: Mail.ScreenViews {
    func messageDetail(for selection: Mail.Selection?) -> some View {
        MailMessageDetailView(selection: selection)
    }

    func messageListRows(for selection: Mail.Selection?) -> [Mail.Message] {
        // Replace with your data for `selection`.
        [
            Mail.Message(id: "messageList-1", title: "Inbox 1"),
            Mail.Message(id: "messageList-2", title: "Inbox 2"),
            Mail.Message(id: "messageList-3", title: "Inbox 3"),
        ]
    }

    func messageList(
        perform action: Mail.MessageListSwipeAction,
        on row: Mail.Message,
        for selection: Mail.Selection?
    ) {
        // Do what `action` means for `row`; change the data behind the list to update it.
    }

    func refreshMessageList(for selection: Mail.Selection?) async {
        // Fetch the rows; the list shows what the rows functions return once this returns.
    }
}
