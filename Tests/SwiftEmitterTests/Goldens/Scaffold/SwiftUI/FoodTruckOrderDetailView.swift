// Written once by `layoutc scaffold` from Specs/FoodTruck.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated FoodTruck+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The OrderDetail screen. `FoodTruckScreenViews` makes it for the row the user selected.
struct FoodTruckOrderDetailView: View {
    let selection: FoodTruck.Selection?
    /// Runs the toolbar's own actions (`action:` in the spec); `RootView` provides it.
    @Environment(\.layoutcFoodTruckRun) private var run
    /// The app's state of the toolbar's actions; `RootView` provides it.
    @Environment(\.layoutcFoodTruckActionState) private var actionState

    var body: some View {
        Text(selection.map { "\($0)" } ?? "Nothing selected")
            .navigationTitle("Order")
            .toolbar {
                FoodTruck.OrderDetailToolbarItem.toolbar(
                    action: { item in didTap(item) },
                    state: { action in actionState?(action) ?? FoodTruck.ActionState() })
            }
    }

    @MainActor
    private func didTap(_ item: FoodTruck.OrderDetailToolbarItem) {
        if let action = item.action { run?(action); return }
        switch item {
        case .prepare:
            break // What this button does.
        }
    }
}
