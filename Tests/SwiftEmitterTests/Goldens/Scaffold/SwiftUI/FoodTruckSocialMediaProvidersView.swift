// Written once by `layoutc scaffold` from Specs/FoodTruck.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated FoodTruck+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The SocialMediaProviders screen. `FoodTruckScreenViews` makes it for the row the user selected.
struct FoodTruckSocialMediaProvidersView: View {
    let selection: FoodTruck.Selection?

    var body: some View {
        Text(selection.map { "\($0)" } ?? "Nothing selected")
            .navigationTitle("SocialMediaProviders")
    }
}
