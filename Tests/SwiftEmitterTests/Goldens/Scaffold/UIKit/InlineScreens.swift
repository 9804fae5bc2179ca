// Written once by `layoutc scaffold` from Tests/SwiftEmitterTests/Fixtures/Inline.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Inline+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// The app's side of the Inline layout: the screens the spec leaves to the app, and its data.
@MainActor
final class InlineScreens: Inline.Screens {
    func makeDocument(for selection: Inline.Selection?) -> UIViewController {
        InlineDocumentViewController(selection: selection)
    }

    func library(_ list: Inline.LibraryViewController, didTap item: Inline.LibraryToolbarItem) {
        switch item {
        case .add:
            break // What this button does.
        }
    }

    func library(_ list: Inline.LibraryViewController, searchFor text: String) {
        // Show what matches `text`.
    }
}
