// Written once by `layoutc scaffold` from Tests/SwiftEmitterTests/Fixtures/Minimal.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Minimal+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The Minimal app: its main window shows the layout. If your app has an entry point already, take
/// `@main` off and add these scenes to its `body`.
@main
@MainActor
struct MinimalApp: App {
    /// The app's side of the layout, made once and kept for the app's life.
    @State private var screens = MinimalScreenViews()

    var body: some Scene {
        WindowGroup {
            Minimal.RootView(screens: screens)
        }
    }
}
