// Written once by `layoutc scaffold` from Specs/Reminders.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Reminders.layout.swift
// declares the protocols it adopts.

import UIKit

/// Installs the Reminders layout in each window scene. Name it in Info.plist's scene configuration
/// (`UISceneDelegateClassName`: `$(PRODUCT_MODULE_NAME).RemindersSceneDelegate`).
final class RemindersSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var layout: Reminders.Layout?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let screens = RemindersScreens()
        let layout = Reminders.Layout(screens: screens)
        screens.layout = layout
        window = layout.makeWindow(for: scene)
        self.layout = layout
    }
}
