// Written once by `layoutc scaffold` from Specs/References.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated References+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// Installs the References layout in each window scene. Name it in Info.plist's scene configuration
/// (`UISceneDelegateClassName`: `$(PRODUCT_MODULE_NAME).ReferencesSceneDelegate`; `layoutc scene-manifest`
/// prints the entries).
final class ReferencesSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var layout: References.Layout?

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        let screens = ReferencesScreens()
        let layout = References.Layout(screens: screens)
        screens.layout = layout
        // A window `openScene` asked for gets its activity; a window the system brings back, what it saved.
        let opened = connectionOptions.userActivities.first { activity in
            References.SceneKind(activityType: activity.activityType) != nil
        }
        window = layout.makeWindow(for: scene, restoring: opened ?? session.stateRestorationActivity)
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
