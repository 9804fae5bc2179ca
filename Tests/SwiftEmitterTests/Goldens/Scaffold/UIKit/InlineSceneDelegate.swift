// Written once by `layoutc scaffold` from Tests/SwiftEmitterTests/Fixtures/Inline.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Inline.layout.swift
// declares the protocols it adopts.

import UIKit

/// Installs the Inline layout in each window scene. Name it in Info.plist's scene configuration
/// (`UISceneDelegateClassName`: `$(PRODUCT_MODULE_NAME).InlineSceneDelegate`).
final class InlineSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var layout: Inline.Layout?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let screens = InlineScreens()
        let layout = Inline.Layout(screens: screens)
        window = layout.makeWindow(for: scene)
        self.layout = layout
    }
}
