// Written once by `layoutc scaffold` from Tests/SwiftEmitterTests/Fixtures/Kitchen.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Kitchen.layout.swift
// declares the protocols it adopts.

import UIKit

/// Installs the Kitchen layout in each window scene. Name it in Info.plist's scene configuration
/// (`UISceneDelegateClassName`: `$(PRODUCT_MODULE_NAME).KitchenSceneDelegate`).
final class KitchenSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var layout: Kitchen.Layout?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let screens = KitchenScreens()
        let layout = Kitchen.Layout(screens: screens)
        screens.layout = layout
        window = layout.makeWindow(for: scene)
        self.layout = layout
    }
}
