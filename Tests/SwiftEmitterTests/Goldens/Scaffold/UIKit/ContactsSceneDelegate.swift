// Written once by `layoutc scaffold` from Specs/Contacts.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Contacts.layout.swift
// declares the protocols it adopts.

import UIKit

/// Installs the Contacts layout in each window scene. Name it in Info.plist's scene configuration
/// (`UISceneDelegateClassName`: `$(PRODUCT_MODULE_NAME).ContactsSceneDelegate`).
final class ContactsSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var layout: Contacts.Layout?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let screens = ContactsScreens()
        let layout = Contacts.Layout(screens: screens)
        screens.layout = layout
        window = layout.makeWindow(for: scene)
        self.layout = layout
    }
}
