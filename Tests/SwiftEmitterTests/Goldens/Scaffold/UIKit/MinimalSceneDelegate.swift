// Written once by `layoutc scaffold` from Tests/SwiftEmitterTests/Fixtures/Minimal.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Minimal.layout.swift
// declares the protocols it adopts.

import UIKit

/// Installs the Minimal layout in each window scene. Name it in Info.plist's scene configuration
/// (`UISceneDelegateClassName`: `$(PRODUCT_MODULE_NAME).MinimalSceneDelegate`).
final class MinimalSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var layout: Minimal.Layout?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let screens = MinimalScreens()
        let layout = Minimal.Layout(screens: screens)
        window = layout.makeWindow(for: scene)
        self.layout = layout
    }
}
