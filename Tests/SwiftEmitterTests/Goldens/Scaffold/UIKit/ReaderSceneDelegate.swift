// Written once by `layoutc scaffold` from Specs/Reader.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Reader+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// Installs the Reader layout in each window scene. Name it in Info.plist's scene configuration
/// (`UISceneDelegateClassName`: `$(PRODUCT_MODULE_NAME).ReaderSceneDelegate`; `layoutc scene-manifest`
/// prints the entries).
final class ReaderSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var layout: Reader.Layout?

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        let screens = ReaderScreens()
        let layout = Reader.Layout(screens: screens)
        screens.layout = layout
        // At the place the user left the window, if the system kept it.
        window = layout.makeWindow(for: scene, restoring: session.stateRestorationActivity)
        self.layout = layout
    }

    /// Where the user is, which the system gives back as `session.stateRestorationActivity` at the next launch.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        layout?.stateRestorationActivity()
    }

    /// The saved place again, before the window shows: at a launch while the device is locked it is
    /// not yet in `session.stateRestorationActivity` when the scene connects.
    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {
        layout?.restoreInteractionState(with: stateRestorationActivity)
    }
}
