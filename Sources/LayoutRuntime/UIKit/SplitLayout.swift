#if canImport(UIKit)
import UIKit

/// What every generated UIKit `Layout` does whatever its spec says, written once: the split view,
/// installing it in a window, making a scene's window at the place it saved, saving that place,
/// and opening a destination from a screen wherever the screen is shown. A generated layout
/// adopts it with its `navigator`, its screen factory, and what else it saves with the window; a
/// layout with scene kinds adopts `SceneKindLayout`, which makes their windows too.
@MainActor
public protocol SplitLayout: AnyObject {
    associatedtype Screen: NavigationValue & RawRepresentable where Screen.RawValue == String
    associatedtype Selection: NavigationValue
    /// The navigation state and the UIKit that shows it.
    var navigator: SplitNavigator<Screen, Selection> { get }
    /// What the user collapsed in the layout's outline lists, saved with the window; `nil` for a
    /// spec without outline lists.
    var expansions: OutlineExpansions<Screen>? { get }
    /// The `NSUserActivity` type of the main window's saved place (`stateRestorationActivity()`).
    static var navigationActivityType: String { get }
    /// The controller for `route`: a generated list (unless the app replaces it), or the app's own
    /// screen. Every screen of the layout is made here.
    func makeController(for route: Route<Screen, Selection>) -> UIViewController
    /// For `scene(_:willConnectTo:options:)`: a window for `scene`.
    func makeWindow(for scene: UIScene, restoring activity: NSUserActivity?) -> UIWindow?
    /// For `scene(_:restoreInteractionStateWith:)`.
    func restoreInteractionState(with activity: NSUserActivity)
    /// For `stateRestorationActivity(for:)`: where the user is, to restore at the next launch.
    func stateRestorationActivity() -> NSUserActivity
    /// The stack of a window of its own (a scene kind's) that holds `controller`, which whatever
    /// the controller opens is pushed onto; `nil` for a controller of the main window.
    func sceneStack(holding controller: UIViewController) -> UINavigationController?
}

extension SplitLayout {
    /// The window's root view controller.
    public var splitViewController: LayoutSplitViewController { navigator.splitViewController }

    /// A spec without outline lists saves only the navigation state.
    public var expansions: OutlineExpansions<Screen>? { nil }

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

    /// Shows the place `activity` saved (`stateRestorationActivity()`): the main window's
    /// navigation state, and what the user collapsed in its outline lists.
    public func restore(from activity: NSUserActivity) {
        navigator.restore(from: activity)
        expansions?.restore(from: activity)
    }

    /// For `stateRestorationActivity(for:)`: where the user is, to restore at the next launch.
    public func stateRestorationActivity() -> NSUserActivity {
        savingExpansions(into: navigator.stateRestorationActivity(activityType: Self.navigationActivityType))
    }

    /// `activity`, with what the user collapsed in the outline lists added.
    func savingExpansions(into activity: NSUserActivity) -> NSUserActivity {
        expansions?.save(into: activity)
        return activity
    }

    /// The main window has only the split view's stacks.
    public func sceneStack(holding controller: UIViewController) -> UINavigationController? { nil }

    /// A row or a control of `source` opens `destination`, as its spec says. On the split view's
    /// stacks the navigator does it. In a scene kind's window everything is pushed onto the
    /// window's stack. In a presented stack (a sheet's) a push stays in that stack, and any other
    /// destination closes the presentation and opens where it was presented from.
    public func select(_ selection: Selection?, opening destination: Destination<Screen>, from source: UIViewController) {
        let route = Route<Screen, Selection>(destination.screen, selection: selection)
        if let sceneStack = sceneStack(holding: source) {
            sceneStack.pushViewController(makeController(for: route), animated: true)
            return
        }
        guard let stack = source.navigationController, let presenter = stack.presentingViewController else {
            navigator.select(selection, opening: destination, from: source)
            return
        }
        if destination.presentation == .push {
            stack.pushViewController(makeController(for: route), animated: true)
            return
        }
        presenter.dismiss(animated: true)
        if let sceneStack = sceneStack(holding: presenter) {
            // Presented over a scene kind's window: what it opens goes onto that window's stack.
            sceneStack.pushViewController(makeController(for: route), animated: true)
            return
        }
        navigator.select(selection, opening: destination, from: presenter)
    }
}

/// A layout whose spec has scene kinds (`scenes:`): besides the main window with the split view,
/// it can be a window of one kind, which shows the kind's screen in a navigation stack of its own
/// (`SceneKindWindows`). The generated layout adopts it with its `sceneWindows`.
@MainActor
@available(iOSApplicationExtension, unavailable)
public protocol SceneKindLayout: SplitLayout {
    associatedtype SceneKind: SceneKindDescribing where SceneKind.Screen == Screen
    /// The window this layout made, and when it is a scene kind's, that kind's screen and stack.
    var sceneWindows: SceneKindWindows<SceneKind, Selection> { get }
}

@available(iOSApplicationExtension, unavailable)
extension SceneKindLayout {
    /// The kind of window this layout shows when it is not the main one (`makeWindow(for:restoring:)`).
    public var sceneKind: SceneKind? { sceneWindows.kind }

    /// For `scene(_:willConnectTo:options:)`: a window for `scene`. An activity of a scene kind
    /// (`SceneKind.activityType`: the one `openScene` sends, or the one the window saved) makes a
    /// window of that kind, its screen for the activity's route in a navigation stack of its own;
    /// any other activity, or none, makes the main window with the split view, at the place
    /// `session.stateRestorationActivity` saved, if any.
    public func makeWindow(for scene: UIScene, restoring activity: NSUserActivity? = nil) -> UIWindow? {
        guard let windowScene = scene as? UIWindowScene else { return nil }
        let window = UIWindow(windowScene: windowScene)
        sceneWindows.window = window
        if let activity, let kind = SceneKind(activityType: activity.activityType) {
            show(kind, from: activity, in: window)
            window.makeKeyAndVisible()
            return window
        }
        install(in: window)
        if let activity { restore(from: activity) }
        return window
    }

    /// For `scene(_:restoreInteractionStateWith:)`, which UIKit calls after connection and before
    /// activation with the activity the window saved (UIScene.h:88-93): the saved place, where
    /// `session.stateRestorationActivity` was not yet readable when the window was made
    /// (UISceneSession.h:49-50). A place already shown stays as it is.
    public func restoreInteractionState(with activity: NSUserActivity) {
        guard sceneWindows.kind == nil else { return }
        guard let kind = SceneKind(activityType: activity.activityType) else { return restore(from: activity) }
        // Made as the main window before the activity could be read: it becomes the kind's window.
        guard let window = sceneWindows.window else { return }
        show(kind, from: activity, in: window)
    }

    /// For `stateRestorationActivity(for:)`: where the user is; a scene kind's window comes back
    /// showing what it was opened for.
    public func stateRestorationActivity() -> NSUserActivity {
        savingExpansions(into: sceneWindows.restorationActivity
            ?? navigator.stateRestorationActivity(activityType: Self.navigationActivityType))
    }

    /// The stack of this layout's window when it is a scene kind's and holds `controller`.
    public func sceneStack(holding controller: UIViewController) -> UINavigationController? {
        sceneWindows.stack(holding: controller)
    }

    /// Opens a window of `kind` showing its screen for `selection` (the row it was opened for): a
    /// new scene beside this one where the app can have several windows (iPad, with
    /// `UIApplicationSupportsMultipleScenes` in Info.plist), or a page sheet over `source` where it
    /// cannot (iPhone), or where the system refuses a new window.
    public func openScene(_ kind: SceneKind, for selection: Selection? = nil, from source: UIViewController) {
        sceneWindows.open(kind, Route(kind.screen, selection: selection), from: source)
    }

    /// Closes the window of `kind` this layout shows, ending its scene, or the sheet that stands for it.
    public func closeScene(_ kind: SceneKind, from source: UIViewController) {
        sceneWindows.close(kind)
    }

    /// Makes `window` a window of `kind`: its screen for the activity's route, in a stack of its own.
    private func show(_ kind: SceneKind, from activity: NSUserActivity, in window: UIWindow) {
        // This window has no split view: let the one the layout made go.
        navigator.releaseSplitView()
        sceneWindows.show(kind, from: activity, in: window, owner: self)
        expansions?.restore(from: activity)
    }
}
#endif
