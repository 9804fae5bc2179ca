// Written once by `layoutc scaffold` from Examples/Podcasts/Sources/PodcastsLayout/Studio.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated PodcastStudio+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// Installs the PodcastStudio layout in each window scene. Name it in Info.plist's scene configuration
/// (`UISceneDelegateClassName`: `$(PRODUCT_MODULE_NAME).PodcastStudioSceneDelegate`; `layoutc scene-manifest`
/// prints the entries).
final class PodcastStudioSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var layout: PodcastStudio.Layout?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let screens = PodcastStudioScreens()
        let layout = PodcastStudio.Layout(screens: screens)
        // At the place the user left the window, if the system kept it.
        window = layout.makeWindow(for: scene, restoring: session.stateRestorationActivity)
        self.layout = layout
    }

    /// Where the user is, which the system gives back as `session.stateRestorationActivity` at the next launch.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        layout?.stateRestorationActivity()
    }
}
