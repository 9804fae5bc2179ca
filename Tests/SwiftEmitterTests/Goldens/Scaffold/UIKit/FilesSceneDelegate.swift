// Written once by `layoutc scaffold` from Specs/Files.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Files.layout.swift
// declares the protocols it adopts.

import UIKit

/// Installs the Files layout in each window scene. Name it in Info.plist's scene configuration
/// (`UISceneDelegateClassName`: `$(PRODUCT_MODULE_NAME).FilesSceneDelegate`).
final class FilesSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var layout: Files.Layout?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let screens = FilesScreens()
        let layout = Files.Layout(screens: screens)
        screens.layout = layout
        window = layout.makeWindow(for: scene)
        self.layout = layout
    }
}
