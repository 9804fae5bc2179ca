// Written once by `layoutc scaffold` from Tests/SwiftEmitterTests/Fixtures/Minimal.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Minimal+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The app's side of the Minimal layout: the screens the spec leaves to the app, and its data.
/// `MinimalApp` shows the layout with one (`WindowGroup { Minimal.RootView(screens:) }`). Keep your data
/// here. Make the class `@Observable` (iOS 17) or, to run on iOS 16, an `ObservableObject`
/// with `@Published` data, which `RootView` observes, so the lists refresh when its data changes.
@MainActor
final class MinimalScreenViews: Minimal.ScreenViews {
    func sidebar(for selection: Minimal.Selection?) -> some View {
        MinimalSidebarView(selection: selection)
    }

    func detail(for selection: Minimal.Selection?) -> some View {
        MinimalDetailView(selection: selection)
    }
}
