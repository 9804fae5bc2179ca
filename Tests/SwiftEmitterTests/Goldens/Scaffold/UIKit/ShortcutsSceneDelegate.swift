// Written once by `layoutc scaffold` from Specs/Shortcuts.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Shortcuts.layout.swift
// declares the protocols it adopts.

import UIKit

/// Installs the Shortcuts layout in each window scene. Name it in Info.plist's scene configuration
/// (`UISceneDelegateClassName`: `$(PRODUCT_MODULE_NAME).ShortcutsSceneDelegate`).
final class ShortcutsSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var layout: Shortcuts.Layout?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let screens = ShortcutsScreens()
        let layout = Shortcuts.Layout(screens: screens)
        screens.layout = layout
        window = layout.makeWindow(for: scene)
        self.layout = layout
    }
}
