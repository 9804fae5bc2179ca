// Stand-in UIKit, part 3: windows and scenes, gesture recognizers, presentation controllers
// (uikit-api.md section 5, and the SDK headers for what it does not list). See UIKit.swift for
// the conventions.

// MARK: - Windows and scenes

@available(iOS 2.0, *)
@MainActor open class UIWindow: UIView {
    @available(iOS 13.0, *)
    public init(windowScene: UIWindowScene) { super.init(frame: .zero) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    @available(iOS 4.0, *)
    open var rootViewController: UIViewController?
    open func makeKeyAndVisible() {}
}

@available(iOS 13.0, *)
@MainActor open class UIScene: UIResponder {
    /// `-init` is NS_UNAVAILABLE; UIKit makes scenes.
    init(standIn: Void) { super.init() }
    open var delegate: (any UISceneDelegate)?

    /// `UISceneConnectionOptions`, renamed by UIKit.apinotes.
    @available(iOS 13.0, *)
    @MainActor open class ConnectionOptions: NSObject {
        init(standIn: Void) { super.init() }
    }
}

@available(iOS 13.0, *)
@MainActor open class UIWindowScene: UIScene {
    open var windows: [UIWindow] { [] }
}

@available(iOS 13.0, *)
@MainActor open class UISceneSession: NSObject {
    init(standIn: Void) { super.init() }
    open var persistentIdentifier: String { "" }
}

/// All requirements are optional in the SDK; here they have default implementations.
@available(iOS 13.0, *)
@MainActor public protocol UISceneDelegate: NSObjectProtocol {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
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
    open var presentingViewController: UIViewController { UIViewController() }
    open var presentedViewController: UIViewController { UIViewController() }
    @available(iOS 8.0, *)
    weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?
}

@available(iOS 8.0, *)
@available(tvOS, unavailable)
@MainActor open class UIPopoverPresentationController: UIPresentationController {
    open var sourceView: UIView?
    open var sourceRect: CGRect = .zero
    open var passthroughViews: [UIView]?
}

/// All requirements are optional in the SDK; here they have default implementations.
@MainActor public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    @available(iOS 8.0, *)
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    @available(iOS 13.0, *)
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    @available(iOS 13.0, *)
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    @available(iOS 13.0, *)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .automatic }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}
