// Written once by `layoutc scaffold` from Specs/Shortcuts.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Shortcuts+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The ShortcutEditor screen. `ShortcutsScreenViews` makes it for the row the user selected.
struct ShortcutsShortcutEditorView: View {
    let selection: Shortcuts.Selection?

    var body: some View {
        Text(selection.map { "\($0)" } ?? "Nothing selected")
            .navigationTitle("Edit Shortcut")
            .toolbar {
                Shortcuts.ShortcutEditorToolbarItem.toolbar { item in
                    didTap(item)
                }
            }
    }

    private func didTap(_ item: Shortcuts.ShortcutEditorToolbarItem) {
        switch item {
        case .run:
            break // What this button does.
        case .share:
            break // What this button does.
        }
    }
}
