// Written once by `layoutc scaffold` from Tests/SwiftEmitterTests/Fixtures/Minimal.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Minimal+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// The app's side of the Minimal layout: the screens the spec leaves to the app, and its data.
@MainActor
final class MinimalScreens: Minimal.Screens {
    func makeSidebar(for selection: Minimal.Selection?) -> UIViewController {
        MinimalSidebarViewController(selection: selection)
    }

    func makeDetail(for selection: Minimal.Selection?) -> UIViewController {
        MinimalDetailViewController(selection: selection)
    }
}
