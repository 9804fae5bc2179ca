// Written once by `layoutc scaffold` from Specs/Reminders.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Reminders+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The Reminders app: its main window shows the layout. If your app has an entry point already,
/// take `@main` off and add these scenes to its `body`.
@main
@MainActor
struct RemindersApp: App {
    /// The app's side of the layout, made once and kept for the app's life.
    @State private var screens = RemindersScreenViews()

    var body: some Scene {
        WindowGroup {
            Reminders.RootView(screens: screens)
        }
    }
}
