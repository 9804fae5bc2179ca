// Written once by `layoutc scaffold` from Examples/Podcasts/Sources/PodcastsLayout/Podcasts.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Podcasts+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// Installs the Podcasts layout in each window scene. Name it in Info.plist's scene configuration
/// (`UISceneDelegateClassName`: `$(PRODUCT_MODULE_NAME).PodcastsSceneDelegate`; `layoutc scene-manifest`
/// prints the entries).
final class PodcastsSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var layout: Podcasts.Layout?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let screens = PodcastsScreens()
        let layout = Podcasts.Layout(screens: screens)
        // At the place the user left the window, if the system kept it.
        window = layout.makeWindow(for: scene, restoring: session.stateRestorationActivity)
        self.layout = layout
    }

    /// Where the user is, which the system gives back as `session.stateRestorationActivity` at the next launch.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        layout?.stateRestorationActivity()
    }
}
