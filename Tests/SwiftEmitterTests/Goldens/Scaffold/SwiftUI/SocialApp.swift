// Written once by `layoutc scaffold` from Specs/Social.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Social+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The Social app: its main window shows the layout, its keyboard shortcuts are in the menu bar and
/// the ⌘ overlay. If your app has an entry point already, take `@main` off and add these scenes to
/// its `body`.
@main
@MainActor
struct SocialApp: App {
    /// The app's side of the layout, made once and kept for the app's life.
    @State private var screens = SocialScreenViews()

    var body: some Scene {
        WindowGroup {
            Social.RootView(screens: screens)
        }
        .commands {
            Social.ShortcutCommands()
        }
    }
}
