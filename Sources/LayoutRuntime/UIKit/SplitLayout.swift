#if canImport(UIKit)
import UIKit

/// What every generated UIKit `Layout` does whatever its spec says, written once: the split view,
/// installing it in a window, and making a scene's window at the place it saved. A generated
/// layout adopts it with its `navigator` and says how it restores a saved activity; a layout with
/// scene kinds makes its windows itself.
@MainActor
public protocol SplitLayout: AnyObject {
    associatedtype Screen: NavigationValue
    associatedtype Selection: NavigationValue
    /// The navigation state and the UIKit that shows it.
    var navigator: SplitNavigator<Screen, Selection> { get }
    /// Shows the place `activity` saved (`stateRestorationActivity()`), and what else the layout
    /// saved with it.
    func restore(from activity: NSUserActivity)
}

extension SplitLayout {
    /// The window's root view controller.
    public var splitViewController: LayoutSplitViewController { navigator.splitViewController }

    /// Makes the split view `window`'s root view controller and shows the window; the window then
    /// keeps the split view, and the split view keeps this layout.
    public func install(in window: UIWindow) {
        navigator.install(in: window)
    }

    /// For `scene(_:willConnectTo:options:)`: a window for `scene` with the split view installed,
    /// at the place `session.stateRestorationActivity` saved, if any.
    public func makeWindow(for scene: UIScene, restoring activity: NSUserActivity? = nil) -> UIWindow? {
        guard let windowScene = scene as? UIWindowScene else { return nil }
        let window = UIWindow(windowScene: windowScene)
        install(in: window)
        if let activity { restore(from: activity) }
        return window
    }

    /// For `scene(_:restoreInteractionStateWith:)`, which UIKit calls after connection and before
    /// activation with the activity the window saved (UIScene.h:88-93): the saved place, where
    /// `session.stateRestorationActivity` was not yet readable when the window was made
    /// (UISceneSession.h:49-50: it depends on the app's data protection class and whether the
    /// device is locked).
    public func restoreInteractionState(with activity: NSUserActivity) {
        restore(from: activity)
    }
}
#endif
