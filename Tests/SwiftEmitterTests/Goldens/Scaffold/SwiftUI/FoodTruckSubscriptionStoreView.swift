// Written once by `layoutc scaffold` from Specs/FoodTruck.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated FoodTruck+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The SubscriptionStore screen. `FoodTruckScreenViews` makes it for the row the user selected.
struct FoodTruckSubscriptionStoreView: View {
    let selection: FoodTruck.Selection?
    /// Runs the toolbar's own actions (`action:` in the spec); `RootView` provides it.
    @Environment(\.layoutcFoodTruckRun) private var run

    var body: some View {
        Text(selection.map { "\($0)" } ?? "Nothing selected")
            .navigationTitle("SubscriptionStore")
            .toolbar {
                FoodTruck.SubscriptionStoreToolbarItem.toolbar { item in
                    didTap(item)
                }
            }
    }

    @MainActor
    private func didTap(_ item: FoodTruck.SubscriptionStoreToolbarItem) {
        if let action = item.action { run?(action); return }
        switch item {
        case .xmarkCircleFill:
            break // What this button does.
        }
    }
}
