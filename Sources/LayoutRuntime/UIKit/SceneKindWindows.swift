#if canImport(UIKit)
import UIKit

/// The windows of a spec's scene kinds (`scenes:`) that one layout shows. A window of a scene kind
/// shows the kind's screen for the route it was opened for, in a navigation stack of its own, and
/// closes by ending its scene; where the app cannot have another window (iPhone), or the system
/// refuses one, the kind is a page sheet instead. The generated `Layout` keeps one and makes the
/// screens (`make`).
@MainActor
@available(iOSApplicationExtension, unavailable)
public final class SceneKindWindows<Kind: SceneKindDescribing, Selection: NavigationValue> {
    public typealias Route = LayoutRuntime.Route<Kind.Screen, Selection>

    /// The kind of the layout's window, when it is not the main one.
    public private(set) var kind: Kind?
    /// What that window was opened for: it shows it first, and comes back to it.
    public private(set) var route: Route?
    /// That window's stack: a scene kind's window has no columns, so whatever its screens open is
    /// pushed onto it.
    public private(set) weak var stack: UINavigationController?
    /// This window's stack when `controller` is the stack or one of its screens: what they open is
    /// pushed onto it. `nil` otherwise.
    public func stack(holding controller: UIViewController) -> UINavigationController? {
        guard let stack, controller === stack || controller.navigationController === stack else { return nil }
        return stack
    }
    /// The window the layout made, which a late restoration may make a scene kind's.
    public weak var window: UIWindow?
    /// A kind presented as a page sheet, and which kind.
    private weak var sheet: UINavigationController?
    private var sheetKind: Kind?
    private let make: @MainActor (Route) -> UIViewController

    /// `make`: the controller for a route, as the layout makes every screen.
    public init(make: @escaping @MainActor (Route) -> UIViewController) {
        self.make = make
    }

    /// Makes `window` a window of `kind`: its screen for the activity's route, in a stack of its
    /// own that keeps `owner` (the layout) alive. A route saved by another version of the spec, or
    /// for another screen, shows the kind's screen.
    public func show(_ kind: Kind, from activity: NSUserActivity, in window: UIWindow, owner: AnyObject) {
        let saved = (activity.userInfo?[Self.routeKey] as? String).flatMap { Route(savedText: $0) }
        let route = saved.flatMap { $0.screen == kind.screen ? $0 : nil } ?? Route(kind.screen)
        let stack = SceneNavigationController(rootViewController: make(route))
        stack.owner = owner
        self.kind = kind
        self.route = route
        self.stack = stack
        self.window = window
        window.windowScene?.title = kind.title
        window.rootViewController = stack
    }

    /// Opens a window of `kind` showing `route`: a new scene beside this one where the app can
    /// have several windows (`UIApplication.supportsMultipleScenes`, UIApplication.h:175, true on
    /// iPad with `UIApplicationSupportsMultipleScenes` in Info.plist), requested with
    /// `activateSceneSession(for:errorHandler:)` (iOS 17, :181) or
    /// `requestSceneSessionActivation` (:184-187) before; a page sheet over `source` where it cannot,
    /// or where the system refuses the window (:180), so the tap still does something. The new
    /// scene's delegate passes the activity to the layout's `makeWindow(for:restoring:)`.
    public func open(_ kind: Kind, _ route: Route, from source: UIViewController) {
        guard UIApplication.shared.supportsMultipleScenes else { return presentSheet(kind, route, from: source) }
        let activity = Self.activity(opening: kind, showing: route)
        let refused = SceneActivation.errorHandler { [weak self, weak source] in
            guard let self, let source else { return }
            self.presentSheet(kind, route, from: source)
        }
        if #available(iOS 17.0, *) {
            let request = UISceneSessionActivationRequest(role: .windowApplication, userActivity: activity)
            UIApplication.shared.activateSceneSession(for: request, errorHandler: refused)
        } else {
            UIApplication.shared.requestSceneSessionActivation(nil, userActivity: activity, options: nil, errorHandler: refused)
        }
    }

    private func presentSheet(_ kind: Kind, _ route: Route, from source: UIViewController) {
        let sheet = UINavigationController(rootViewController: make(route))
        sheet.modalPresentationStyle = .pageSheet
        self.sheet = sheet
        sheetKind = kind
        source.present(sheet, animated: true)
    }

    /// Closes the window of `kind` this layout shows (its Send or Cancel): the system destroys the
    /// scene's session, so the window does not come back. Where `kind` was presented as a sheet,
    /// the sheet is dismissed. Any other window is left alone.
    public func close(_ kind: Kind) {
        if self.kind == kind, let session = window?.windowScene?.session {
            UIApplication.shared.requestSceneSessionDestruction(session, options: nil)
        } else if sheetKind == kind, let sheet {
            sheet.dismiss(animated: true)
            sheetKind = nil
        }
    }

    /// A scene kind's window, to restore at the next launch showing what it was opened for; `nil`
    /// for the main window.
    public var restorationActivity: NSUserActivity? {
        guard let kind, let route else { return nil }
        return Self.activity(opening: kind, showing: route)
    }

    /// The `userInfo` key of the route a scene kind's activity carries, as `Route.savedText`.
    private static var routeKey: String { "route" }

    /// The activity that opens a window of `kind` showing `route`, and restores it.
    public static func activity(opening kind: Kind, showing route: Route) -> NSUserActivity {
        let activity = NSUserActivity(activityType: kind.activityType)
        activity.title = kind.title
        activity.userInfo = [routeKey: route.savedText]
        return activity
    }
}
#endif
