// Written once by `layoutc scaffold` from Specs/FoodTruck.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated FoodTruck.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The NewDonut screen. `FoodTruckScreens` makes it for the row the user selected.
struct FoodTruckNewDonutView: View {
    let selection: FoodTruck.Selection?

    var body: some View {
        Text(selection.map { "\($0)" } ?? "Nothing selected")
            .navigationTitle("New Donut")
            .toolbar {
                FoodTruck.NewDonutToolbarItem.toolbar { item in
                    didTap(item)
                }
            }
    }

    private func didTap(_ item: FoodTruck.NewDonutToolbarItem) {
        switch item {
        case .cancel:
            break // What this button does.
        case .add:
            break // What this button does.
        }
    }
}
