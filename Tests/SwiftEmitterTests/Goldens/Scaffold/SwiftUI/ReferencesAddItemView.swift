// Written once by `layoutc scaffold` from Specs/References.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated References+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The AddItem screen. `ReferencesScreenViews` makes it for the row the user selected.
struct ReferencesAddItemView: View {
    let selection: References.Selection?
    /// Runs the toolbar's own actions (`action:` in the spec); `RootView` provides it.
    @Environment(\.layoutcReferencesRun) private var run

    var body: some View {
        Text(selection.map { "\($0)" } ?? "Nothing selected")
            .navigationTitle("Add by Identifier")
            .toolbar {
                References.AddItemToolbarItem.toolbar { item in
                    didTap(item)
                }
            }
    }

    @MainActor
    private func didTap(_ item: References.AddItemToolbarItem) {
        if let action = item.action { run?(action); return }
        switch item {
        case .cancel:
            break // What this button does.
        case .add:
            break // What this button does.
        }
    }
}
