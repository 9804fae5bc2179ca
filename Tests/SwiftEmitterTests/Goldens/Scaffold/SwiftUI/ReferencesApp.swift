// Written once by `layoutc scaffold` from Specs/References.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated References+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The References app: its main window shows the layout, its scene kinds open windows of their own,
/// its keyboard shortcuts are in the menu bar and the ⌘ overlay. If your app has an entry point
/// already, take `@main` off and add these scenes to its `body`.
@main
@MainActor
struct ReferencesApp: App {
    /// The app's side of the layout, made once and kept for the app's life.
    @State private var screens = ReferencesScreenViews()

    var body: some Scene {
        WindowGroup {
            References.RootView(screens: screens)
        }
        .commands {
            References.ShortcutCommands()
        }
        References.SceneWindows(screens: screens)
    }
}
