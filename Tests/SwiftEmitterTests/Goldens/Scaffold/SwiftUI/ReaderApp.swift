// Written once by `layoutc scaffold` from Specs/Reader.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Reader+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The Reader app: its main window shows the layout, its keyboard shortcuts are in the menu bar and
/// the ⌘ overlay. If your app has an entry point already, take `@main` off and add these scenes to
/// its `body`.
@main
@MainActor
struct ReaderApp: App {
    /// The app's side of the layout, made once and kept for the app's life.
    @State private var screens = ReaderScreenViews()

    var body: some Scene {
        WindowGroup {
            Reader.RootView(screens: screens)
        }
        .commands {
            Reader.ShortcutCommands()
        }
    }
}
