// Written once by `layoutc scaffold` from Specs/FoodTruck.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated FoodTruck+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The OrderComplete screen. `FoodTruckScreenViews` makes it for the row the user selected.
struct FoodTruckOrderCompleteView: View {
    let selection: FoodTruck.Selection?
    /// Runs the toolbar's own actions (`action:` in the spec); `RootView` provides it.
    @Environment(\.layoutcFoodTruckRun) private var run

    var body: some View {
        Text(selection.map { "\($0)" } ?? "Nothing selected")
            .navigationTitle("Order")
            .toolbar {
                FoodTruck.OrderCompleteToolbarItem.toolbar { item in
                    didTap(item)
                }
            }
    }

    @MainActor
    private func didTap(_ item: FoodTruck.OrderCompleteToolbarItem) {
        if let action = item.action { run?(action); return }
        switch item {
        case .done:
            break // What this button does.
        }
    }
}
