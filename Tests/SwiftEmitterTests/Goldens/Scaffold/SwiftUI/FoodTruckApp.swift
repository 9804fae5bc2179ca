// Written once by `layoutc scaffold` from Specs/FoodTruck.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated FoodTruck+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The FoodTruck app: its main window shows the layout. If your app has an entry point already,
/// take `@main` off and add these scenes to its `body`.
@main
@MainActor
struct FoodTruckApp: App {
    /// The app's side of the layout, made once and kept for the app's life.
    @State private var screens = FoodTruckScreenViews()

    var body: some Scene {
        WindowGroup {
            FoodTruck.RootView(screens: screens)
        }
    }
}
