// Written once by `layoutc scaffold` from Specs/Shortcuts.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Shortcuts+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// The app's side of the Shortcuts layout: the screens the spec leaves to the app, and its data.
@MainActor
final class ShortcutsScreens: Shortcuts.Screens {
    /// Set by the scene delegate; shows the spec's transient UI (`layout?.shortcutDetails.present(_:from:anchor:)`).
    weak var layout: Shortcuts.Layout?

    func makeShortcutEditor(for selection: Shortcuts.Selection?) -> UIViewController {
        ShortcutsShortcutEditorViewController(selection: selection)
    }

    func makeAutomationEditor(for selection: Shortcuts.Selection?) -> UIViewController {
        ShortcutsAutomationEditorViewController(selection: selection)
    }

    func loadShortcutCollection(
        _ list: Shortcuts.ShortcutCollectionViewController,
        for selection: Shortcuts.Selection?
    ) {
        // Replace with your data for `selection`; call `list.apply(_:)` again whenever it changes.
        list.apply([
            Shortcuts.Shortcut(id: "shortcutCollection-1", title: "All Shortcuts 1"),
            Shortcuts.Shortcut(id: "shortcutCollection-2", title: "All Shortcuts 2"),
            Shortcuts.Shortcut(id: "shortcutCollection-3", title: "All Shortcuts 3"),
        ])
    }

    func shortcutCollection(
        _ list: Shortcuts.ShortcutCollectionViewController,
        perform action: Shortcuts.ShortcutCollectionSwipeAction,
        on row: Shortcuts.Shortcut,
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
}
