// Written once by `layoutc scaffold` from Tests/SwiftEmitterTests/Fixtures/Kitchen.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Kitchen+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The ShoppingList screen. `KitchenScreenViews` makes it for the row the user selected.
struct KitchenShoppingListView: View {
    let selection: Kitchen.Selection?
    /// Runs the toolbar's own actions (`action:` in the spec); `RootView` provides it.
    @Environment(\.layoutcKitchenRun) private var run

    var body: some View {
        Text(selection.map { "\($0)" } ?? "Nothing selected")
            .navigationTitle("Shopping List")
            .toolbar {
                Kitchen.ShoppingListToolbarItem.toolbar { item in
                    didTap(item)
                }
            }
    }

    @MainActor
    private func didTap(_ item: Kitchen.ShoppingListToolbarItem) {
        if let action = item.action { run?(action); return }
        switch item {
        case .done:
            break // What this button does.
        }
    }
}
