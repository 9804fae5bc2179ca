// Written once by `layoutc scaffold` from Tests/SwiftEmitterTests/Fixtures/Inline.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Inline+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The app's side of the Inline layout: the screens the spec leaves to the app, and its data.
/// `InlineApp` shows the layout with one (`WindowGroup { Inline.RootView(screens:) }`). Keep your data
/// here. Make the class `@Observable` (iOS 17) or, to run on iOS 16, an `ObservableObject`
/// with `@Published` data, which `RootView` observes, so the lists refresh when its data changes.
@MainActor
final class InlineScreenViews: Inline.ScreenViews {
    func document(for selection: Inline.Selection?) -> some View {
        InlineDocumentView(selection: selection)
    }

    func library(didTap item: Inline.LibraryToolbarItem) {
        switch item {
        case .add:
            break // What this button does.
        }
    }

    func library(searchFor text: String) {
        // Publish the rows that match; the list shows what the rows function returns.
    }
}
