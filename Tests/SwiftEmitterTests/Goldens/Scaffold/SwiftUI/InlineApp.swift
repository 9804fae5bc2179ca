// Written once by `layoutc scaffold` from Tests/SwiftEmitterTests/Fixtures/Inline.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Inline+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The Inline app: its main window shows the layout. If your app has an entry point already, take
/// `@main` off and add these scenes to its `body`.
@main
@MainActor
struct InlineApp: App {
    /// The app's side of the layout, made once and kept for the app's life.
    @State private var screens = InlineScreenViews()

    var body: some Scene {
        WindowGroup {
            Inline.RootView(screens: screens)
        }
    }
}
