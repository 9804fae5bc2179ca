// Written once by `layoutc scaffold` from Specs/FoodTruck.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated FoodTruck+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The DonutEditor screen. `FoodTruckScreenViews` makes it for the row the user selected.
struct FoodTruckDonutEditorView: View {
    let selection: FoodTruck.Selection?

    var body: some View {
        Text(selection.map { "\($0)" } ?? "Nothing selected")
            .navigationTitle("New Donut")
            .modifier(FoodTruck.DonutEditorToolbarMenuItem.titleMenu { entry in didChoose(entry) })
    }

    private func didChoose(_ entry: FoodTruck.DonutEditorToolbarMenuItem) {
        switch entry {
        case .myAction:
            break // What this menu item does.
        }
    }
}
