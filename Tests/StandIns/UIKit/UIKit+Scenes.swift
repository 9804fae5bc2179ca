// Stand-in UIKit, part 3: windows and scenes, gesture recognizers, presentation controllers and
// their adaptation, popover anchors (uikit-api.md section 5, and the SDK headers for what it does
// not list). See UIKit.swift for the conventions.

// MARK: - Windows and scenes

@available(iOS 2.0, *)
@MainActor open class UIWindow: UIView {
    /// Model: the window's horizontal size class, from its scene or `UIKitModel`; a window made
    /// with a frame is regular (an iPad app in full screen).
    var _modelHorizontalSizeClass: UIUserInterfaceSizeClass = .regular
    var _modelRootViewController: UIViewController?
    var _modelIsVisible = false
    /// Model: the window's first responder (`UIResponder.becomeFirstResponder()`); a controller
    /// that leaves the window's hierarchy stops being it (`UIKitModel._firstResponder(of:)`).
    weak var _modelFirstResponder: UIResponder?
    /// Model: whether the window is taller than wide (an iPad in portrait, `UIKitModel.rotate`);
    /// a new window is landscape.
    var _modelIsPortrait = false
    /// Model: the list that has keyboard focus (`UIKitModel.moveFocus(into:)`).
    weak var _modelFocusedList: UICollectionView?

    /// UIWindow.h:25.
    @available(iOS 13.0, *)
    public init(windowScene: UIWindowScene) {
        super.init(frame: .zero)
        self.windowScene = windowScene
        _modelJoin(windowScene)
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// UIWindow.h:29 (weak). Model: the window takes the scene's size class.
    @available(iOS 13.0, *)
    weak open var windowScene: UIWindowScene? {
        didSet {
            oldValue?._modelWindows.removeAll { $0.window === self || $0.window == nil }
            if let windowScene { _modelJoin(windowScene) }
        }
    }

    func _modelJoin(_ scene: UIWindowScene) {
        guard !scene._modelWindows.contains(where: { $0.window === self }) else { return }
        scene._modelWindows.append(_ModelWeakWindow(window: self))
        _modelHorizontalSizeClass = scene._modelHorizontalSizeClass
    }

    /// UIWindow.h:66: the root view controller, whose traits are the window's (UIKit+Model.swift).
    /// Model: a visible window lays the new root out at once (a split view in compact width
    /// collapses).
    @available(iOS 4.0, *)
    open var rootViewController: UIViewController? {
        get { _modelRootViewController }
        set {
            UIKitModel._update {
                if let old = _modelRootViewController, old !== newValue, old._modelWindow === self { old._modelWindow = nil }
                _modelRootViewController = newValue
                newValue?._modelWindow = self
                if _modelIsVisible, let newValue { UIKitModel._layOut(newValue) }
            }
        }
    }

    /// UIWindow.h:64. Model: the window becomes visible and its root is laid out: this is the
    /// first layout, when a split view controller in compact width collapses (see
    /// `UISplitViewController._modelLayOut`).
    open func makeKeyAndVisible() {
        UIKitModel._update {
            _modelIsVisible = true
            UIKitModel._windowBecameVisible(self)
            if let root = _modelRootViewController { UIKitModel._layOut(root) }
        }
    }

    open override var traitCollection: UITraitCollection { UITraitCollection(horizontalSizeClass: _modelHorizontalSizeClass) }
}

/// A weak reference to a window (a scene does not keep its windows alive in the model).
struct _ModelWeakWindow {
    weak var window: UIWindow?
}

@available(iOS 13.0, *)
@MainActor open class UIScene: UIResponder {
    /// `-init` is NS_UNAVAILABLE; UIKit makes scenes.
    init(standIn: Void) { super.init() }
    open var delegate: (any UISceneDelegate)?
    /// UIScene.h:29. Model: the session `UIKitModel.connect` made for the scene.
    open var session: UISceneSession { _modelSession }
    var _modelSession = UISceneSession(standIn: ())
    /// UIScene.h:47-49 (null_resettable): the title the system shows for the scene.
    open var title: String! {
        get { _modelTitle ?? "" }
        set { _modelTitle = newValue }
    }
    var _modelTitle: String?

    /// `UISceneConnectionOptions`, renamed by UIKit.apinotes.
    @available(iOS 13.0, *)
    @MainActor open class ConnectionOptions: NSObject {
        init(standIn: Void) { super.init() }
        /// UISceneOptions.h:38: the activities the scene was connected for (an activation request's).
        open var userActivities: Set<NSUserActivity> { _modelUserActivities }
        var _modelUserActivities: Set<NSUserActivity> = []
    }

    /// `UISceneActivationRequestOptions` (UISceneOptions.h:75), renamed by UIKit.apinotes.
    @available(iOS 13.0, *)
    @MainActor open class ActivationRequestOptions: NSObject {}
}

/// UISceneOptions.h:100-104.
@available(iOS 13.0, *)
@MainActor open class UISceneDestructionRequestOptions: NSObject {}

// MARK: - The application and scene activation

/// UIApplication.h:85: the app. Only what scene activation needs.
@available(iOS 2.0, *)
@MainActor open class UIApplication: UIResponder {
    /// `-init` is not for apps; the model makes the one instance.
    init(standIn: Void) { super.init() }
    static let _modelShared = UIApplication(standIn: ())

    /// UIApplication.h:87 (`sharedApplication`).
    open class var shared: UIApplication { _modelShared }

    /// UIApplication.h:174-175: whether Info.plist declares multiple scene support and the device
    /// allows it (iPad: true; iPhone: false). Model: `UIKitModel.supportsMultipleScenes`.
    @available(iOS 13.0, *)
    open var supportsMultipleScenes: Bool { _ModelState.supportsMultipleScenes }

    /// UIApplication.h:184-187 (`API_TO_BE_DEPRECATED`, which Swift imports as deprecated in iOS
    /// 100000: no warning with the iOS 17 SDK). Model: recorded; `UIKitModel.connectRequestedScene`
    /// connects the scene the system would make.
    @available(iOS, introduced: 13.0, deprecated: 100000, message: "Please use activateSceneSession(for:errorHandler:)")
    open func requestSceneSessionActivation(_ sceneSession: UISceneSession?, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?, errorHandler: ((any Error) -> Void)? = nil) {
        _ModelState.sceneRequests.append(userActivity)
        _ModelState.sceneRequestHandlers.append(errorHandler)
    }

    /// UIApplication.h:190: the system closes the session's scene and discards the session.
    /// Model: recorded, and the scene's windows are no longer visible.
    @available(iOS 13.0, *)
    open func requestSceneSessionDestruction(_ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?, errorHandler: ((any Error) -> Void)? = nil) {
        _ModelState.destroyedSessions.append(sceneSession)
        for scene in _ModelState.scenes where scene.session === sceneSession {
            _ModelState.visibleWindows.removeAll { $0.windowScene === scene }
        }
        _ModelState.scenes.removeAll { $0.session === sceneSession }
    }
}

/// The Swift overlay's request (UIKit.swiftinterface, iOS 17; the Objective-C class is SwiftPrivate):
/// a role or a session to activate, and the activity to send to the scene.
@available(iOS 17.0, *)
public struct UISceneSessionActivationRequest: Hashable {
    public var role: UISceneSession.Role { _modelRole }
    public var session: UISceneSession? { _modelSession }
    public var userActivity: NSUserActivity?
    public var options: UIScene.ActivationRequestOptions?
    var _modelRole: UISceneSession.Role
    var _modelSession: UISceneSession?

    public init(role: UISceneSession.Role = .windowApplication, userActivity: NSUserActivity? = nil, options: UIScene.ActivationRequestOptions? = nil) {
        _modelRole = role
        self.userActivity = userActivity
        self.options = options
    }

    public init(session: UISceneSession, userActivity: NSUserActivity? = nil, options: UIScene.ActivationRequestOptions? = nil) {
        _modelRole = .windowApplication
        _modelSession = session
        self.userActivity = userActivity
        self.options = options
    }
}

@available(iOS 17.0, *)
extension UIApplication {
    /// UIKit.swiftinterface (iOS 17; UIApplication.h:181). Model: recorded as
    /// `requestSceneSessionActivation` is.
    public func activateSceneSession(for request: UISceneSessionActivationRequest, errorHandler: ((any Error) -> Void)? = nil) {
        _ModelState.sceneRequests.append(request.userActivity)
        _ModelState.sceneRequestHandlers.append(errorHandler)
    }
}

@available(iOS 13.0, *)
@MainActor open class UIWindowScene: UIScene {
    /// Model: the scene's horizontal size class (`UIKitModel.connect(_:in:)`,
    /// `UIKitModel.setHorizontalSizeClass(_:for:)`), given to its windows.
    var _modelHorizontalSizeClass: UIUserInterfaceSizeClass = .regular
    var _modelWindows: [_ModelWeakWindow] = []
    /// UIWindowScene.h:38: the windows associated with the scene.
    open var windows: [UIWindow] { _modelWindows.compactMap(\.window) }
}

@available(iOS 13.0, *)
@MainActor open class UISceneSession: NSObject {
    init(standIn: Void) { super.init() }
    open var persistentIdentifier: String { "" }
    /// UISceneSession.h:49-51: the activity the scene saved with `stateRestorationActivity(for:)`
    /// when it was last in the background. Model: set by `UIKitModel.relaunch`.
    open var stateRestorationActivity: NSUserActivity? {
        get { _modelRestorationActivity }
        set { _modelRestorationActivity = newValue }
    }
    var _modelRestorationActivity: NSUserActivity?

    /// `UISceneSessionRole` (UISceneDefinitions.h:20, NS_TYPED_ENUM), renamed by UIKit.apinotes.
    public struct Role: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// UISceneDefinitions.h: `UIWindowSceneSessionRoleApplication`.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }
}

/// All requirements are optional in the SDK; here they have default implementations.
@available(iOS 13.0, *)
@MainActor public protocol UISceneDelegate: NSObjectProtocol {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    /// UIScene.h:86: the activity to restore the scene from at its next connection.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
    /// UIScene.h:88-93: called after connection and before activation with the activity last
    /// saved (the session's `stateRestorationActivity`), which may not be readable at connection
    /// (UISceneSession.h:49-50).
    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
    public func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {}
}

@available(iOS 13.0, *)
@MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

// MARK: - Gesture recognizers

@available(iOS 3.2, *)
@MainActor open class UIGestureRecognizer: NSObject {
    /// `-init` (the target-action initializer takes an Objective-C selector, which Linux lacks).
    public override init() { super.init() }
    weak open var delegate: (any UIGestureRecognizerDelegate)?
    open var view: UIView? { nil }
    open var isEnabled: Bool = true
    open var cancelsTouchesInView: Bool = true
}

@available(iOS 3.2, *)
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {}

@available(iOS 3.2, *)
@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired: Int = 1
}

/// All requirements are optional in the SDK; here they have default implementations.
@MainActor public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    @available(iOS 3.2, *)
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    @available(iOS 3.2, *)
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

// MARK: - Presentation

@available(iOS 8.0, *)
@MainActor open class UIPresentationController: NSObject {
    /// `-init` is NS_UNAVAILABLE; UIKit makes presentation controllers.
    init(standIn: Void) { super.init() }
    /// Model: made by `UIViewController.presentationController` for the controller it presents.
    init(_modelPresented presented: UIViewController) {
        _modelPresented = presented
        super.init()
    }

    // Model: weak, so the presented controller (which keeps its presentation controller) is not
    // kept alive by it; the SDK's properties are strong and non-optional.
    weak var _modelPresented: UIViewController?
    weak var _modelPresenting: UIViewController?
    /// Model: the style the presentation shows in now, after adaptation; `nil` when not presented
    /// (`UIKitModel.presentationStyle(of:)`).
    var _modelShownStyle: UIModalPresentationStyle?

    /// UIPresentationController.h:67. Model: before presentation, the presented controller itself.
    open var presentingViewController: UIViewController { _modelPresenting ?? presentedViewController }
    /// UIPresentationController.h:68.
    open var presentedViewController: UIViewController { _modelPresented ?? UIViewController() }
    @available(iOS 8.0, *)
    weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// What a presentation of this style adapts to in compact width when the delegate gives no
    /// answer. UIPresentationController.h:81-83 says popover and form sheet presentation controllers
    /// adapt to full screen then, but that is the iOS 8 behaviour: since iOS 13 a form sheet in
    /// compact width is a sheet with part of the content behind it visible (the
    /// UIModalPresentationStyle.formSheet doc), so other styles do not adapt here (Model: `.none`).
    /// A popover adapts (`UIPopoverPresentationController`).
    var _modelDefaultAdaptiveStyle: UIModalPresentationStyle { .none }

    /// The style this presentation shows in when its presenter is in `sizeClass`. Only horizontally
    /// compact width adapts (the `adaptivePresentationStyle` doc: the style "to use when the
    /// presented view controller becomes horizontally compact"); UIKit then asks the delegate
    /// (UIPresentationController.h:81, :29-32; `adaptivePresentationStyle(for:traitCollection:)`,
    /// which falls back on `adaptivePresentationStyle(for:)`, whose default is this controller's own
    /// adaptation). `.none` means no adaptation (:31). Model: an answer other than `.none`,
    /// `.fullScreen`, `.overFullScreen` (the styles the `adaptivePresentationStyle(for:)` doc allows)
    /// or the sheets is ignored with a warning, and the default adaptation applies.
    func _modelAdaptedStyle(in sizeClass: UIUserInterfaceSizeClass) -> UIModalPresentationStyle {
        let style = presentedViewController.modalPresentationStyle
        guard sizeClass == .compact else { return style }
        let traits = UITraitCollection(horizontalSizeClass: sizeClass)
        let answer = delegate?.adaptivePresentationStyle(for: self, traitCollection: traits) ?? _modelDefaultAdaptiveStyle
        switch answer {
        case .none:
            return style
        case .fullScreen, .overFullScreen, .pageSheet, .formSheet:
            return answer
        default:
            UIKitModel._warn("\(answer) is not a style a presentation adapts to; the default adaptation applies")
            return _modelDefaultAdaptiveStyle == .none ? style : _modelDefaultAdaptiveStyle
        }
    }
}

@available(iOS 8.0, *)
@available(tvOS, unavailable)
@MainActor open class UIPopoverPresentationController: UIPresentationController {
    /// UIPopoverPresentationController.h:46: the anchor view (see `UIViewController.present`).
    open var sourceView: UIView?
    /// UIPopoverPresentationController.h:48-51: the rectangle in `sourceView` the popover points
    /// at, ignored when a bar item is set; the default, `CGRectNull` since iOS 13.2, follows the
    /// view's bounds.
    open var sourceRect: CGRect = .null
    /// UIPopoverPresentationController.h:57-58 (iOS 16): a bar button item (or a view, a layout
    /// guide, a tab bar item; UIPopoverPresentationControllerSourceItem.h) the popover points at.
    @available(iOS 16.0, *)
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)?
    /// UIPopoverPresentationController.h:60: replaced by `sourceItem`, and `API_TO_BE_DEPRECATED`,
    /// which Swift imports as deprecated in iOS 100000: no warning with the iOS 17 SDK.
    @available(iOS, introduced: 8.0, deprecated: 100000)
    open var barButtonItem: UIBarButtonItem? {
        get { _modelBarButtonItem }
        set { _modelBarButtonItem = newValue }
    }
    var _modelBarButtonItem: UIBarButtonItem?
    /// UIPopoverPresentationController.h:65-68: views that stay interactive while the popover is up.
    open var passthroughViews: [UIView]?

    /// Fact 9 of uikit-behaviour-and-actions.md: something to point at, a source view or a bar item.
    var _modelHasAnchor: Bool { sourceView != nil || sourceItem != nil || _modelBarButtonItem != nil }

    /// UIPopoverPresentationController.h:83-84 (iOS 15): the sheet "this popover will adapt to in
    /// compact size classes"; the UIModalPresentationStyle.popover doc: in iOS 13 and later a
    /// popover in compact width behaves as `.formSheet`, which there is a sheet over the presenter
    /// (the formSheet doc). Model: recorded as `.formSheet`. (UIPresentationController.h:81-83 still
    /// says full screen, the iOS 8 behaviour; either way the presenter is covered.)
    override var _modelDefaultAdaptiveStyle: UIModalPresentationStyle { .formSheet }
}

/// UIPopoverPresentationControllerSourceItem.h (iOS 16): what a popover can point at. The iOS 17
/// `frame(in:)` is not declared (generated code does not use it).
@available(iOS 16.0, *)
public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}

@available(iOS 16.0, *)
extension UIView: UIPopoverPresentationControllerSourceItem {}
@available(iOS 16.0, *)
extension UILayoutGuide: UIPopoverPresentationControllerSourceItem {}
@available(iOS 16.0, *)
extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}
@available(iOS 16.0, *)
extension UITabBarItem: UIPopoverPresentationControllerSourceItem {}

/// All requirements are optional in the SDK; here they have default implementations that do what
/// UIKit does when the delegate does not implement them.
@MainActor public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    @available(iOS 8.0, *)
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    @available(iOS 8.3, *)
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    @available(iOS 13.0, *)
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    @available(iOS 13.0, *)
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    @available(iOS 13.0, *)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    @available(iOS 13.0, *)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// Not implemented: UIKit uses the presentation controller's own adaptation
    /// (UIPresentationController.h:81-83; see `_modelDefaultAdaptiveStyle`).
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller._modelDefaultAdaptiveStyle
    }
    /// Not implemented: UIKit asks the iOS 8.0 method instead (UIPresentationController.h:28-32).
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
