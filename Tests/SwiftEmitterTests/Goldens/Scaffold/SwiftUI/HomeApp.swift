// Written once by `layoutc scaffold` from Specs/Home.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Home+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The Home app: its main window shows the layout. If your app has an entry point already, take
/// `@main` off and add these scenes to its `body`.
@main
@MainActor
struct HomeApp: App {
    /// The app's side of the layout, made once and kept for the app's life.
    @State private var screens = HomeScreenViews()

    var body: some Scene {
        WindowGroup {
            Home.RootView(screens: screens)
        }
    }
}
