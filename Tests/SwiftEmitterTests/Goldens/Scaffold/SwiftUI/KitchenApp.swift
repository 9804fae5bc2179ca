// Written once by `layoutc scaffold` from Tests/SwiftEmitterTests/Fixtures/Kitchen.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Kitchen+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The Kitchen app: its main window shows the layout, its scene kinds open windows of their own,
/// its keyboard shortcuts are in the menu bar and the ⌘ overlay. If your app has an entry point
/// already, take `@main` off and add these scenes to its `body`.
@main
@MainActor
struct KitchenApp: App {
    /// The app's side of the layout, made once and kept for the app's life.
    @State private var screens = KitchenScreenViews()

    var body: some Scene {
        WindowGroup {
            Kitchen.RootView(screens: screens)
        }
        .commands {
            Kitchen.ShortcutCommands()
        }
        Kitchen.SceneWindows(screens: screens)
    }
}
