// Written once by `layoutc scaffold` from Tests/SwiftEmitterTests/Fixtures/Kitchen.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Kitchen+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The Recipe screen. `KitchenScreenViews` makes it for the row the user selected.
struct KitchenRecipeView: View {
    let selection: Kitchen.Selection?
    /// Runs the toolbar's own actions (`action:` in the spec); `RootView` provides it.
    @Environment(\.layoutcKitchenRun) private var run

    var body: some View {
        Text(selection.map { "\($0)" } ?? "Nothing selected")
            .navigationTitle("Recipe")
            .toolbar {
                Kitchen.RecipeToolbarItem.toolbar { item in
                    didTap(item)
                }
            }
            .modifier(Kitchen.RecipeToolbarMenuItem.titleMenu { entry in didChoose(entry) })
    }

    @MainActor
    private func didTap(_ item: Kitchen.RecipeToolbarItem) {
        if let action = item.action { run?(action); return }
        switch item {
        case .cook:
            break // What this button does.
        case .counter:
            break // What this button does.
        case .cellar:
            break // What this button does.
        case .timers:
            break // What this button does.
        case .share:
            break // What this button does.
        }
    }

    @MainActor
    private func didChoose(_ entry: Kitchen.RecipeToolbarMenuItem) {
        if let action = entry.action { run?(action); return }
        switch entry {
        case .shareRecipe:
            break // What this menu item does.
        case .asText:
            break // What this menu item does.
        case .asPDF:
            break // What this menu item does.
        }
    }
}
