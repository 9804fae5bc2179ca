// Written once by `layoutc scaffold` from Specs/Shortcuts.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Shortcuts+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The app's side of the Shortcuts layout: the screens the spec leaves to the app, and its data.
/// `ShortcutsApp` shows the layout with one (`WindowGroup { Shortcuts.RootView(screens:) }`). Keep your data
/// here. Make the class `@Observable` (iOS 17) or, to run on iOS 16, an `ObservableObject`
/// with `@Published` data, which `RootView` observes, so the lists refresh when its data changes.
@MainActor
final class ShortcutsScreenViews: Shortcuts.ScreenViews {
    func shortcutEditor(for selection: Shortcuts.Selection?) -> some View {
        ShortcutsShortcutEditorView(selection: selection)
    }

    func automationEditor(for selection: Shortcuts.Selection?) -> some View {
        ShortcutsAutomationEditorView(selection: selection)
    }

    func shortcutCollectionRows(for selection: Shortcuts.Selection?) -> [Shortcuts.Shortcut] {
        // Replace with your data for `selection`.
        [
            Shortcuts.Shortcut(id: "shortcutCollection-1", title: "All Shortcuts 1"),
            Shortcuts.Shortcut(id: "shortcutCollection-2", title: "All Shortcuts 2"),
            Shortcuts.Shortcut(id: "shortcutCollection-3", title: "All Shortcuts 3"),
        ]
    }

    func shortcutCollection(
        perform action: Shortcuts.ShortcutCollectionSwipeAction,
        on row: Shortcuts.Shortcut,
        for selection: Shortcuts.Selection?
    ) {
        // Do what `action` means for `row`; change the data behind the list to update it.
    }
}
