// Written once by `layoutc scaffold` from Specs/Notes.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Notes.layout.swift
// declares the protocols it adopts.

import UIKit

/// Installs the Notes layout in each window scene. Name it in Info.plist's scene configuration
/// (`UISceneDelegateClassName`: `$(PRODUCT_MODULE_NAME).NotesSceneDelegate`).
final class NotesSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var layout: Notes.Layout?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let screens = NotesScreens()
        let layout = Notes.Layout(screens: screens)
        screens.layout = layout
        window = layout.makeWindow(for: scene)
        self.layout = layout
    }
}
