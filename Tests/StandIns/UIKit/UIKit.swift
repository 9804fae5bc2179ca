// A stand-in for the iOS 17 SDK's UIKit, for type-checking generated code on Linux.
//
// It declares exactly the API layoutc's generated and scaffolded code uses, plus the minimal
// checklist of /shared/reference/uikit-api.md section 8, with the SDK's spellings, nesting,
// struct-versus-class, generic constraints, optionality, `@MainActor` isolation and
// availability (sources: uikit-api.md; for members it does not cover, the iPhoneOS 17.0 SDK's
// headers and UIKit.swiftinterface). It is never adjusted to make generated code pass: a
// declaration here that differs from the SDK is a bug in this file.
//
// The containers also behave (UIKit+Model.swift): containment, navigation and tab bar
// controllers, the column-style split view controller, presentation, windows and the horizontal
// size class follow the SDK's headers and documentation, each behaviour citing its source at the
// code, so generated code can run on Linux. The state behind it is in internal `_model…` members,
// outside the SDK surface; `UIKitModel` is the test-only driver (what a person or the system does).
//
// Conventions that follow from what Linux lacks:
// - Objective-C classes marked NS_SWIFT_UI_ACTOR are `@MainActor open class`; NS_SWIFT_SENDABLE
//   ones are `@unchecked Sendable`. Members of the Swift overlay spelled
//   `@_Concurrency.MainActor(unsafe)` are `@preconcurrency @MainActor`.
// - `@objc optional` protocol requirements are requirements with default implementations.
// - Availability attributes are kept as documentation: on Linux the compiler does not enforce
//   `iOS` availability, so only the real-SDK check catches an API newer than the deployment
//   target. What the iOS 17 SDK deprecates is `@available(*, deprecated)` here, so a use warns
//   as it does when building for iOS 17.
// - iOS 26 additions are behind `#if LAYOUTC_STANDIN_IOS26`: they are not in the iOS 17 SDK.
// - Imported Objective-C methods that return a value are implicitly `@discardableResult`
//   (SE-0047), so the stand-in marks such methods `@discardableResult` where it declares them.
// - Compiled with: swiftc -emit-module -module-name UIKit -parse-as-library -swift-version 6

@_exported import Foundation

// MARK: - Responders, views, view controllers

@available(iOS 2.0, *)
@MainActor open class UIResponder: NSObject {
    public override init() { super.init() }
    /// UIResponder.h:72: default NO. A view controller that returns true can be first responder,
    /// and so start the responder chain that key commands and menu commands are looked up on.
    open var canBecomeFirstResponder: Bool { false }
    /// UIResponder.h:73. Model: a responder that can become first responder and is on a visible
    /// window (a controller in its hierarchy, presented ones included) becomes that window's first
    /// responder, after the old one agrees to resign (:75-76); anything else returns false (the
    /// method's documentation: only call it on a responder in an active hierarchy).
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        UIKitModel._update {
            guard canBecomeFirstResponder, let window = UIKitModel._visibleWindow(holding: self) else { return false }
            if let current = window._modelFirstResponder, current !== self {
                guard current.canResignFirstResponder else { return false }
                window._modelFirstResponder = nil
            }
            window._modelFirstResponder = self
            return true
        }
    }
    /// UIResponder.h:75: default YES.
    open var canResignFirstResponder: Bool { true }
    /// UIResponder.h:76. Model: the window is left with no first responder; UIKit picks none.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        for window in _ModelState.visibleWindows where window._modelFirstResponder === self {
            guard canResignFirstResponder else { return false }
            window._modelFirstResponder = nil
        }
        return true
    }
    /// UIResponder.h:78.
    open var isFirstResponder: Bool {
        _ModelState.visibleWindows.contains { $0._modelFirstResponder === self }
    }
    /// UIResponder.h:125 (iOS 7): the key commands this responder offers; default nil.
    @available(iOS 7.0, *)
    open var keyCommands: [UIKeyCommand]? { nil }
    /// UIResponder.h:114 (iOS 13): adds to or changes the main menu.
    @available(iOS 13.0, *)
    open func buildMenu(with builder: any UIMenuBuilder) {}
    /// Model: the Objective-C message send of `action` to this responder, which Linux lacks;
    /// returns whether the responder performs it. Nothing performs anything by default.
    open func _modelPerform(_ action: Selector, sender: Any?) -> Bool { false }
    /// UIResponder.h:109 (iOS 3): whether this responder takes `action` now; the responder chain
    /// skips one that says no (`targetForAction:withSender:`, :110-111). Model: yes; whether it
    /// implements the action is `_modelPerform`'s answer.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { true }
    /// UIResponder.h:115 (iOS 13): updates a command's title, attributes and state before UIKit
    /// shows it. Default: nothing.
    @available(iOS 13.0, *)
    open func validate(_ command: UICommand) {}
}

@available(iOS 8.0, *)
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

@available(iOS 8.0, *)
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// Model: the one trait the behavioural model varies (UIKit+Model.swift); immutable, as trait
    /// collections are (UITraitCollection.h:47 `readonly`).
    let _modelHorizontalSizeClass: UIUserInterfaceSizeClass

    public override init() {
        _modelHorizontalSizeClass = .unspecified
        super.init()
    }

    /// `+traitCollectionWithHorizontalSizeClass:` (UITraitCollection.h:46), imported as an initializer.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(_modelHorizontalSizeClass: horizontalSizeClass)
    }

    init(_modelHorizontalSizeClass sizeClass: UIUserInterfaceSizeClass) {
        _modelHorizontalSizeClass = sizeClass
        super.init()
    }

    /// UITraitCollection.h:47; `.unspecified` unless the collection was made with one.
    open var horizontalSizeClass: UIUserInterfaceSizeClass { _modelHorizontalSizeClass }
    open var verticalSizeClass: UIUserInterfaceSizeClass { .unspecified }
}

/// Trait environments expose a trait collection that describes their environment.
@MainActor public protocol UITraitEnvironment: NSObjectProtocol {
    var traitCollection: UITraitCollection { get }
    @available(*, deprecated, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

@available(iOS 17.0, tvOS 17.0, *)
public protocol UITraitDefinition {
    associatedtype Value
    static var defaultValue: Self.Value { get }
    static var identifier: String { get }
    static var name: String { get }
}

@available(iOS 17.0, tvOS 17.0, *)
public typealias UITrait = any UITraitDefinition.Type

@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitHorizontalSizeClass: UITraitDefinition {
    public typealias Value = UIUserInterfaceSizeClass
    public static let defaultValue: UIUserInterfaceSizeClass = .unspecified
    public static let name: String = "HorizontalSizeClass"
    public static let identifier: String = "UITraitHorizontalSizeClass"
}

@available(iOS 17.0, tvOS 17.0, *)
@MainActor public protocol UITraitChangeRegistration: NSObjectProtocol {}

@available(iOS 17.0, tvOS 17.0, *)
@MainActor public protocol UITraitChangeObservable {
    typealias TraitChangeHandler<TraitEnvironment> = (_ traitEnvironment: TraitEnvironment, _ previousTraitCollection: UITraitCollection) -> Void where TraitEnvironment: UITraitEnvironment
    // The `target:action:` and `action:` variants take an Objective-C selector; Linux has none.
    @discardableResult func registerForTraitChanges<TraitEnvironment>(_ traits: [UITrait], handler: @escaping Self.TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration where TraitEnvironment: UITraitEnvironment
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

@available(iOS 2.0, *)
@MainActor open class UIView: UIResponder, UITraitEnvironment {
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    public init(frame: CGRect) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    public convenience override init() { self.init(frame: .zero) }

    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var autoresizingMask: UIView.AutoresizingMask = []
    /// Model: the view tree is kept only for traits (a view takes its superview's traits).
    weak var _modelSuperview: UIView?
    var _modelSubviews: [UIView] = []
    open var superview: UIView? { _modelSuperview }
    open var subviews: [UIView] { _modelSubviews }
    /// UIView.h:223 (readonly, nullable). Model: the visible window that shows the controller
    /// whose view holds this one (`UIKitModel._onScreen`: a navigation stack's top, the columns a
    /// split view shows, presented controllers over their presenters); `nil` otherwise, as UIKit
    /// takes a covered stack entry's or a hidden column's view out of the window.
    open var window: UIWindow? { UIKitModel._window(showing: self) }
    /// The `addSubview(_:)` doc: a view that has another superview is removed from it first.
    open func addSubview(_ view: UIView) {
        guard view !== self else { return }
        view.removeFromSuperview()
        _modelSubviews.append(view)
        view._modelSuperview = self
    }
    open func removeFromSuperview() {
        _modelSuperview?._modelSubviews.removeAll { $0 === self }
        _modelSuperview = nil
    }
    open var backgroundColor: UIColor?
    @available(iOS 6.0, *)
    open var translatesAutoresizingMaskIntoConstraints: Bool = true
    @available(iOS 9.0, *)
    open var readableContentGuide: UILayoutGuide { UILayoutGuide() }
    /// UIView.h:270-275. Model: bars and insets are not modelled, so the safe area is the view's bounds.
    @available(iOS 11.0, *)
    open var safeAreaLayoutGuide: UILayoutGuide {
        let guide = UILayoutGuide()
        guide._modelFrame = bounds
        return guide
    }
    @available(iOS 9.0, *)
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    @available(iOS 9.0, *)
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    @available(iOS 9.0, *)
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    @available(iOS 9.0, *)
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    @available(iOS 3.2, *)
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
    @available(iOS 3.2, *)
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}

    /// Model: a view controller's root view takes the controller's traits (UIViewController.h:115
    /// `view`), other views their superview's; a view in no hierarchy has unspecified traits.
    weak var _modelViewController: UIViewController?
    /// Handlers registered with `registerForTraitChanges` (UITraitCollection.h:181).
    var _modelTraitRegistrations: [_ModelTraitChangeRegistration] = []

    open var traitCollection: UITraitCollection {
        _modelViewController?.traitCollection ?? _modelSuperview?.traitCollection ?? UITraitCollection()
    }
    @available(*, deprecated, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

@available(iOS 9.0, *)
@MainActor open class UILayoutGuide: NSObject {
    public override init() { super.init() }
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// UILayoutGuide.h:29: the guide's frame in its owning view's coordinates.
    open var layoutFrame: CGRect { _modelFrame }
    var _modelFrame: CGRect = .zero
}

@available(iOS 9.0, *)
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    public override init() { super.init() }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
}

@available(iOS 9.0, *)
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

@available(iOS 9.0, *)
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

@available(iOS 6.0, *)
@MainActor open class NSLayoutConstraint: NSObject {
    public override init() { super.init() }
    @available(iOS 8.0, *)
    open class func activate(_ constraints: [NSLayoutConstraint]) {}
    open var isActive: Bool = false
}

@available(iOS 2.0, *)
open class UIColor: NSObject, @unchecked Sendable {
    public override init() { super.init() }
    @available(iOS 13.0, *)
    open class var systemBackground: UIColor { UIColor() }
    /// UIInterface.h:163.
    @available(iOS 13.0, *)
    open class var secondaryLabel: UIColor { UIColor() }
}

/// UIFont.h (iOS 2): only what option structs name.
@available(iOS 2.0, *)
open class UIFont: NSObject, @unchecked Sendable {
    public override init() { super.init() }
}

/// NSText.h:21-31.
@available(iOS 6.0, *)
public enum NSTextAlignment: Int, @unchecked Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

@available(iOS 2.0, *)
open class UIImage: NSObject, @unchecked Sendable {
    public override init() { super.init() }
    /// `+systemImageNamed:` (nullable), renamed by UIKit.apinotes.
    @available(iOS 13.0, *)
    public convenience init?(systemName name: String) { self.init() }
}

@available(iOS 2.0, *)
@MainActor open class UILabel: UIView {
    open var text: String?
    open var numberOfLines: Int = 1
    /// UILabel.h:56: natural by default.
    open var textAlignment: NSTextAlignment = .natural
    /// UILabel.h:37 (null_resettable): the label color by default.
    open var textColor: UIColor! = UIColor()
}

// MARK: - Controls and their menus

@available(iOS 2.0, *)
@MainActor open class UIControl: UIView {
    var _modelContextMenuInteraction: UIContextMenuInteraction?
    /// UIControl.h:131-132: the control's context menu interaction, which the control makes (with
    /// itself as its delegate). Model: one per control, made on first use.
    @available(iOS 14.0, *)
    open var contextMenuInteraction: UIContextMenuInteraction? {
        if let interaction = _modelContextMenuInteraction { return interaction }
        let interaction = UIContextMenuInteraction(standIn: ())
        interaction._modelView = self
        _modelContextMenuInteraction = interaction
        return interaction
    }
    /// UIControl.h:133-134: `false` by default.
    @available(iOS 14.0, *)
    open var isContextMenuInteractionEnabled: Bool = false
    /// UIControl.h:135-136, the showsMenuAsPrimaryAction doc: the menu is the control's primary
    /// action and shows on touch-down (`UIKitModel.tap(_:)`); `false` by default.
    @available(iOS 14.0, *)
    open var showsMenuAsPrimaryAction: Bool = false

    /// The actions added with `addAction(_:for:)`, with their events.
    var _modelEventActions: [(action: UIAction, events: UIControl.Event)] = []
    /// UIControl.h:109 (iOS 14): `action` runs when one of `controlEvents` happens.
    @available(iOS 14.0, *)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        _modelEventActions.append((action, controlEvents))
    }
    /// UIControl.h: `sendActionsForControlEvents:`: runs the actions added for those events, in the
    /// order they were added.
    open func sendActions(for controlEvents: UIControl.Event) {
        UIKitModel._update {
            for (action, events) in _modelEventActions where !events.isDisjoint(with: controlEvents) {
                action._modelHandler?(action)
            }
        }
    }
}

extension UIControl {
    /// UIControl.h:14-43 (`UIControlEvents`, `NS_OPTIONS`): the events the model sends.
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// UIControl.h:27 (`1 << 12`): a value changed (a slider, a refresh control pulled).
        public static let valueChanged = Event(rawValue: 1 << 12)
    }
}

/// UIRefreshControl.h:16-35: pulled down by people, it sends `.valueChanged` (:21) and shows that
/// it is refreshing until `endRefreshing()` is called (:33, "Must be explicitly called when the
/// refreshing has completed"). Model: `UIKitListModel.pullToRefresh(_:)` is the pull.
@available(iOS 6.0, *)
@MainActor open class UIRefreshControl: UIControl {
    var _modelIsRefreshing = false
    /// UIRefreshControl.h:25 (readonly).
    open var isRefreshing: Bool { _modelIsRefreshing }
    /// UIRefreshControl.h:31-32: an external event began the refresh; no `.valueChanged`.
    @available(iOS 6.0, *)
    open func beginRefreshing() { _modelIsRefreshing = true }
    /// UIRefreshControl.h:33-34.
    @available(iOS 6.0, *)
    open func endRefreshing() { _modelIsRefreshing = false }
}

@available(iOS 2.0, *)
@MainActor open class UIButton: UIControl {
    /// UIButton.h:104-105: setting a menu enables the context menu interaction, `nil` disables it.
    /// Model: the button keeps the menu it is given (the SDK property is `copy`).
    @available(iOS 14.0, *)
    open var menu: UIMenu? {
        didSet { isContextMenuInteractionEnabled = menu != nil }
    }
}

@available(iOS 13.0, *)
@MainActor open class UIContextMenuInteraction: NSObject {
    /// The stand-in's interactions are the ones controls make (`init(delegate:)` is not declared).
    init(standIn: Void) { super.init() }
    weak var _modelView: UIView?
    /// UIContextMenuInteraction.h:70-73: dismisses the menu it presents, if there is one.
    open func dismissMenu() {
        UIKitModel._update {
            if let view = _modelView { UIKitModel._closeMenu(of: view) }
        }
    }
}

@available(iOS 2.0, *)
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    @available(iOS 3.2, *) case pageSheet = 1
    @available(iOS 3.2, *) case formSheet = 2
    @available(iOS 3.2, *) case currentContext = 3
    @available(iOS 7.0, *) case custom = 4
    @available(iOS 8.0, *) case overFullScreen = 5
    @available(iOS 8.0, *) case overCurrentContext = 6
    @available(iOS 8.0, *) case popover = 7
    @available(iOS 13.0, *) case automatic = -2
    case none = -1
}

@available(iOS 2.0, *)
@MainActor open class UIViewController: UIResponder, UITraitEnvironment {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    /// `-init`, inherited from NSObject; a convenience initializer because the class declares its own designated ones.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    // Model state (internal, so not part of the SDK surface; see UIKit+Model.swift).
    weak var _modelParent: UIViewController?
    var _modelChildren: [UIViewController] = []
    var _modelView: UIView?
    var _modelIsLoadingView = false
    var _modelNavigationItem: UINavigationItem?
    var _modelTabBarItem: UITabBarItem?
    /// What this controller presented (it is the presentation context: see `present`).
    var _modelPresented: UIViewController?
    weak var _modelPresenting: UIViewController?
    var _modelPresentationController: UIPresentationController?
    var _modelModalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The window this controller is the root of.
    weak var _modelWindow: UIWindow?
    /// Model: the size class of a root controller that is in no window (`UIKitModel.setHorizontalSizeClass(_:for:)`).
    var _modelDetachedSizeClass: UIUserInterfaceSizeClass = .unspecified
    var _modelTraitRegistrations: [_ModelTraitChangeRegistration] = []

    // MARK: View (UIViewController.h:115-124)

    /// UIViewController.h:115: the getter first invokes `loadView()` if the view has not been set
    /// yet; :123: `viewDidLoad()` follows `loadView()`. Setting `nil` makes the next read load again
    /// (`null_resettable`).
    open var view: UIView! {
        get {
            if _modelView == nil && !_modelIsLoadingView {
                _modelIsLoadingView = true
                loadView()
                if _modelView == nil {
                    // Model: a `loadView()` override that sets no view gets an empty one (UIKit would call
                    // `loadView()` again on the next read).
                    UIKitModel._warn("\(_modelDescription): loadView() did not set a view")
                    _modelView = UIView()
                }
                _modelView?._modelViewController = self
                _modelIsLoadingView = false
                viewDidLoad()
            }
            return _modelView
        }
        set {
            if _modelView?._modelViewController === self { _modelView?._modelViewController = nil }
            _modelView = newValue
            newValue?._modelViewController = self
        }
    }
    /// UIViewController.h:116: creates the view; the default makes a plain `UIView`.
    open func loadView() { view = UIView() }
    /// UIViewController.h:117.
    @available(iOS 9.0, *)
    open func loadViewIfNeeded() { _ = view }
    /// UIViewController.h:118: the view if loaded, `nil` otherwise (does not load it).
    @available(iOS 9.0, *)
    open var viewIfLoaded: UIView? { _modelView }
    /// UIViewController.h:124.
    @available(iOS 3.0, *)
    open var isViewLoaded: Bool { _modelView != nil }

    /// The `title` doc (developer.apple.com/documentation/uikit/uiviewcontroller/title): assigning it
    /// updates the title of the controller's navigation item and tab bar item, if they exist.
    open var title: String? {
        didSet {
            _modelNavigationItem?.title = title
            _modelTabBarItem?.title = title
        }
    }
    open func viewDidLoad() {}
    /// Appearance callbacks: the model calls them when the controller comes onto or leaves the
    /// screen of a visible window (UIKit+Model.swift, `_refreshAppearance`).
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    @available(iOS 5.0, *)
    open func viewWillLayoutSubviews() {}

    // MARK: Content unavailable (UIViewController.h:676-695, iOS 17)

    var _modelContentUnavailableConfiguration: (any UIContentConfiguration)?
    /// UIViewController.h:678-680: what covers the controller's view while its content is
    /// unavailable; `nil` (the default) shows the view.
    @available(iOS 17.0, *)
    public var contentUnavailableConfiguration: (any UIContentConfiguration)? {
        get { _modelContentUnavailableConfiguration }
        set { _modelContentUnavailableConfiguration = newValue }
    }
    /// UIViewController.h:682-686; UIContentUnavailableConfigurationState.h:28: the trait
    /// collection and, by default, the search bar text of the controller's search controller.
    @available(iOS 17.0, *)
    open var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
        var state = UIContentUnavailableConfigurationState(traitCollection: traitCollection)
        state.searchText = _modelNavigationItem?.searchController?.searchBar.text
        return state
    }
    /// UIViewController.h:688-691: requests an update; "multiple requests may be coalesced into a
    /// single update at the appropriate time". Model: the update runs once, when the current
    /// change of the model ends (`UIKitModel._update`), never during the call.
    @available(iOS 17.0, *)
    open func setNeedsUpdateContentUnavailableConfiguration() {
        UIKitModel._requestContentUnavailableUpdate(of: self)
    }
    /// UIViewController.h:693-695: subclasses override it to set `contentUnavailableConfiguration`
    /// for `state`; not to be called directly. (An `@objc dynamic` extension member in the SDK,
    /// UIKit.si:2335; declared in the class here, where Swift cannot override extension members.)
    @available(iOS 17.0, *)
    open func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {}

    open var isEditing: Bool = false
    open func setEditing(_ editing: Bool, animated: Bool) {}
    open var editButtonItem: UIBarButtonItem { UIBarButtonItem() }

    // MARK: Containment (UIViewController.h:203, :410-423, :478-496)

    /// UIViewController.h:203: the containing view controller (weak); not the presenting one.
    open var parent: UIViewController? { _modelParent }
    /// UIViewController.h:410: the children, without presented controllers.
    @available(iOS 5.0, *)
    open var children: [UIViewController] { _modelChildren }
    /// UIViewController.h:413-417: a child of another parent is first removed from it with
    /// `removeFromParent()`; :484-485: calls `willMove(toParent: self)` before adding the child, but
    /// not `didMove(toParent:)` (the container calls it).
    @available(iOS 5.0, *)
    open func addChild(_ childController: UIViewController) {
        guard childController !== self, childController._modelParent !== self else { return }
        UIKitModel._update {
            if childController._modelParent != nil { childController.removeFromParent() }
            childController.willMove(toParent: self)
            _modelChildren.append(childController)
            childController._modelParent = self
        }
    }
    /// UIViewController.h:423; :488: does not call `willMove(toParent: nil)` (the container does).
    /// The `didMove(toParent:)` doc: `removeFromParent()` calls `didMove(toParent: nil)` after removing.
    @available(iOS 5.0, *)
    open func removeFromParent() {
        guard let parent = _modelParent else { return }
        UIKitModel._update {
            parent._modelChildren.removeAll { $0 === self }
            _modelParent = nil
            didMove(toParent: nil)
        }
    }
    /// UIViewController.h:495-496: containers call these around adding (`parent`) and removing (`nil`).
    @available(iOS 5.0, *)
    open func willMove(toParent parent: UIViewController?) {}
    @available(iOS 5.0, *)
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Containers above this controller

    /// UINavigationController.h:129: created on demand, one per controller. Model: it starts with
    /// the controller's title.
    open var navigationItem: UINavigationItem {
        if let item = _modelNavigationItem { return item }
        let item = UINavigationItem()
        item.title = title
        _modelNavigationItem = item
        return item
    }
    /// UINavigationController.h:131: the navigation controller this controller was pushed onto,
    /// i.e. the nearest ancestor that is one.
    open var navigationController: UINavigationController? { _modelNearestAncestor(UINavigationController.self) }
    /// UISplitViewController.h:257: the nearest ancestor that is a split view controller.
    open var splitViewController: UISplitViewController? { _modelNearestAncestor(UISplitViewController.self) }
    /// UITabBarController.h:78: the nearest ancestor that is a tab bar controller.
    open var tabBarController: UITabBarController? { _modelNearestAncestor(UITabBarController.self) }
    /// UITabBarController.h:76: `null_resettable`, created lazily with the controller's title when
    /// not set; setting `nil` makes the next read create a new one.
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = _modelTabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            _modelTabBarItem = item
            return item
        }
        set { _modelTabBarItem = newValue }
    }
    /// UINavigationController.h:137-138.
    open var toolbarItems: [UIBarButtonItem]?
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }

    // MARK: Showing (UIViewController.h:318-323)

    /// UIViewController.h:318-320: asks the nearest ancestor that overrides `show(_:sender:)` (a
    /// navigation controller pushes, UINavigationController.h:85; a split view controller, see
    /// there); with none, presents `vc`. Model: only UIKit's own containers count as overriding.
    @available(iOS 8.0, *)
    open func show(_ vc: UIViewController, sender: Any?) {
        UIKitModel._update {
            var ancestor = _modelParent
            while let candidate = ancestor {
                if candidate is UINavigationController || candidate is UISplitViewController {
                    candidate.show(vc, sender: sender)
                    return
                }
                ancestor = candidate._modelParent
            }
            present(vc, animated: true)
        }
    }
    /// UIViewController.h:321-323: asks the nearest ancestor that overrides
    /// `showDetailViewController(_:sender:)` (a split view controller, UISplitViewController.h:176);
    /// with none, presents `vc`.
    @available(iOS 8.0, *)
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        UIKitModel._update {
            if let split = _modelNearestAncestor(UISplitViewController.self) {
                split.showDetailViewController(vc, sender: sender)
            } else {
                present(vc, animated: true)
            }
        }
    }

    // MARK: Presentation (UIViewController.h:209-253, :270-273, :584-592)

    /// UIViewController.h:214-219: the ancestor a current-context presentation covers; without
    /// one, the root. A search controller's presentation is one (`UISearchController.isActive`).
    @available(iOS 5.0, *)
    open var definesPresentationContext: Bool = false

    /// UIViewController.h:251. Model: one presented controller per presentation context, which is
    /// the farthest ancestor of the receiver by containment (UIViewController.h:212
    /// `presentingViewController` is "the view controller that presented this view controller (or
    /// its farthest ancestor)"); a controller between the receiver and that ancestor that already
    /// presents over its own context (a search, `definesPresentationContext`) refuses it as UIKit
    /// does ("Attempt to present … which is already presenting").
    ///
    /// Presentations are asynchronous: an animated one is in progress until the event that started
    /// it has been handled (the model's outermost change ends; `UIKitModel._finishTransitions`), and
    /// its completion runs then, as UIKit calls it "after the presentation finishes" (the
    /// `present(_:animated:completion:)` doc). While a context's presentation or dismissal is in
    /// progress it refuses another presentation, which UIKit logs as "Attempt to present … while a
    /// presentation is in progress". Model: a non-animated one finishes at once.
    @available(iOS 5.0, *)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        UIKitModel._update {
            let context = _modelContainmentRoot
            if _ModelState.transitioning.contains(where: { $0 === context }) {
                UIKitModel._warn("Attempt to present \(viewControllerToPresent._modelDescription) on \(context._modelDescription) while a presentation is in progress")
                return
            }
            var ancestor: UIViewController? = self
            while let current = ancestor, current !== context {
                if let presented = current._modelPresented {
                    UIKitModel._warn("Attempt to present \(viewControllerToPresent._modelDescription) on \(current._modelDescription) which is already presenting \(presented._modelDescription)")
                    return
                }
                ancestor = current._modelParent
            }
            if let current = context._modelPresented {
                // Model: UIKit logs this and presents nothing.
                UIKitModel._warn("Attempt to present \(viewControllerToPresent._modelDescription) on \(context._modelDescription) which is already presenting \(current._modelDescription)")
                return
            }
            if viewControllerToPresent._modelPresenting != nil || viewControllerToPresent._modelParent != nil || viewControllerToPresent === context {
                // Model: UIKit raises NSInvalidArgumentException here (an active or already presented
                // controller); only a device can confirm the exact message.
                UIKitModel._warn("Application tried to present modally \(viewControllerToPresent._modelDescription), which is already in a hierarchy")
                return
            }
            // The presentation adapts to the presenter's width: in compact width UIKit asks the
            // delegate (UIPresentationController._modelAdaptedStyle).
            let presentationController = viewControllerToPresent.presentationController
            let shown = presentationController?._modelAdaptedStyle(in: context._modelHorizontalSizeClass)
                ?? viewControllerToPresent.modalPresentationStyle
            // Fact 9 of uikit-behaviour-and-actions.md (§4; message from rebeloper/AlertKit#6): a
            // popover needs an anchor, a source view or a bar item (`sourceItem`, `barButtonItem`).
            // A popover that adapts to a sheet in compact width (the UIModalPresentationStyle.popover
            // doc) needs none; one the delegate keeps a popover (`.none`) does.
            if shown == .popover, let popover = presentationController as? UIPopoverPresentationController, !popover._modelHasAnchor {
                UIKitModel._raise("NSGenericException", "UIPopoverPresentationController (\(popover)) should have a non-nil sourceView or barButtonItem set before the presentation occurs.")
                return
            }
            context._modelPresented = viewControllerToPresent
            viewControllerToPresent._modelPresenting = context
            presentationController?._modelPresenting = context
            presentationController?._modelShownStyle = shown
            UIKitModel._transition(of: context, animated: flag, completion: completion)
        }
    }
    /// UIViewController.h:253; the `dismiss(animated:completion:)` doc: the presenting controller
    /// dismisses what it presented, and a presented controller asks its presenter to dismiss it.
    /// Controllers it presented in turn go too. An animated dismissal is in progress, and its
    /// presenter refuses presentations, until the event that started it has been handled; the
    /// completion runs then (see `present`). Model: what it dismissed leaves the hierarchy at once.
    @available(iOS 5.0, *)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        UIKitModel._update {
            let context = _modelContainmentRoot
            let presenter: UIViewController
            if context._modelPresented != nil {
                presenter = context
            } else if let presenting = context._modelPresenting {
                presenter = presenting
            } else {
                return
            }
            presenter._modelDismissPresented()
            UIKitModel._transition(of: presenter, animated: flag, completion: completion)
        }
    }
    /// UIViewController.h:209: what this controller or its nearest ancestor presented.
    @available(iOS 5.0, *)
    open var presentingViewController: UIViewController? { _modelFirstInAncestry { $0._modelPresenting } }
    /// UIViewController.h:212: the controller that presented this one or its farthest ancestor.
    @available(iOS 5.0, *)
    open var presentedViewController: UIViewController? { _modelFirstInAncestry { $0._modelPresented } }
    /// UIViewController.h:270-273: defaults to `.automatic`, and reading it never returns
    /// `.automatic`: a plain view controller resolves it to `.pageSheet`.
    @available(iOS 3.2, *)
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { _modelModalPresentationStyle == .automatic ? .pageSheet : _modelModalPresentationStyle }
        set { _modelModalPresentationStyle = newValue }
    }
    /// UIViewController.h:584; the `presentationController` doc: before presentation, reading it
    /// creates a presentation controller for the current `modalPresentationStyle`.
    @available(iOS 8.0, *)
    open var presentationController: UIPresentationController? {
        // Model: a popover has a popover presentation controller; a page or form sheet a sheet
        // presentation controller (UIViewController.h:585, iOS 15); other styles a plain one.
        let style = modalPresentationStyle
        let isSheet = style == .pageSheet || style == .formSheet
        if let controller = _modelPresentationController {
            // Model: before a presentation, a change of style makes a new presentation controller.
            let stale = _modelPresenting == nil
                && ((style == .popover) != (controller is UIPopoverPresentationController) || isSheet != (controller is UISheetPresentationController))
            if !stale { return controller }
        }
        let controller = style == .popover
            ? UIPopoverPresentationController(_modelPresented: self)
            : isSheet ? UISheetPresentationController(_modelPresented: self) : UIPresentationController(_modelPresented: self)
        _modelPresentationController = controller
        return controller
    }
    /// UIViewController.h:586; the `popoverPresentationController` doc: the nearest popover
    /// presentation controller managing this controller or an ancestor; before presentation, reading
    /// it creates one when `modalPresentationStyle` is `.popover`, and it is `nil` otherwise.
    @available(iOS 8.0, *)
    open var popoverPresentationController: UIPopoverPresentationController? {
        var candidate: UIViewController? = self
        while let controller = candidate {
            if controller._modelPresenting != nil, let popover = controller._modelPresentationController as? UIPopoverPresentationController {
                return popover
            }
            candidate = controller._modelParent
        }
        guard modalPresentationStyle == .popover else { return nil }
        return presentationController as? UIPopoverPresentationController
    }
    /// UIViewController.h:591-592: blocks interactive dismissal (`UIKitModel.userDismissPresentation`).
    @available(iOS 13.0, *)
    open var isModalInPresentation: Bool = false

    // MARK: Traits (UITraitCollection.h:152-158)

    /// Model: the horizontal size class comes from the parent, else the presenting controller, else
    /// the window (UIKit+Scenes.swift), else the size class the model set for a root in no window.
    open var traitCollection: UITraitCollection { UITraitCollection(horizontalSizeClass: _modelHorizontalSizeClass) }
    @available(*, deprecated, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIView: UITraitChangeObservable {
    /// UITraitCollection.h:181: the handler runs when one of `traits` changes. Model: only the
    /// horizontal size class changes in the model.
    @discardableResult public func registerForTraitChanges<TraitEnvironment>(_ traits: [UITrait], handler: @escaping UIView.TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration where TraitEnvironment: UITraitEnvironment {
        let registration = _ModelTraitChangeRegistration(traits) { environment, previous in
            if let environment = environment as? TraitEnvironment { handler(environment, previous) }
        }
        _modelTraitRegistrations.append(registration)
        return registration
    }
    /// UITraitCollection.h:190.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        _modelTraitRegistrations.removeAll { $0 === registration }
    }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIViewController: UITraitChangeObservable {
    /// UITraitCollection.h:181: the handler runs when one of `traits` changes. Model: only the
    /// horizontal size class changes in the model.
    @discardableResult public func registerForTraitChanges<TraitEnvironment>(_ traits: [UITrait], handler: @escaping UIViewController.TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration where TraitEnvironment: UITraitEnvironment {
        let registration = _ModelTraitChangeRegistration(traits) { environment, previous in
            if let environment = environment as? TraitEnvironment { handler(environment, previous) }
        }
        _modelTraitRegistrations.append(registration)
        return registration
    }
    /// UITraitCollection.h:190.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        _modelTraitRegistrations.removeAll { $0 === registration }
    }
}

// MARK: - Bars, items, actions

@available(iOS 2.0, *)
@MainActor open class UIBarItem: NSObject {
    public override init() { super.init() }
    open var title: String?
    open var image: UIImage?
    open var tag: Int = 0
    /// UIBarItem.h:25: default YES; a disabled item is dimmed and ignores taps (`UIKitModel.tap(_:)`).
    open var isEnabled: Bool = true
}

@available(iOS 2.0, *)
@MainActor open class UIBarButtonItem: UIBarItem {
    public required override init() { super.init() }
    /// UIBarButtonItem.h:97 (`flexibleSpaceItem`): space that grows to spread a toolbar's items.
    @available(iOS 14.0, *)
    open class func flexibleSpace() -> Self {
        let item = self.init()
        item._modelIsFlexibleSpace = true
        return item
    }
    var _modelIsFlexibleSpace = false
    /// UIBarButtonItem.h:72-73: a plain item made from the action's title and image.
    @available(iOS 14.0, *)
    public convenience init(primaryAction: UIAction?) {
        self.init()
        _modelSetPrimaryAction(primaryAction)
    }

    var _modelPrimaryAction: UIAction?
    /// UIBarButtonItem.h:106-107: what a tap does; when non-nil, `target` and `action` are ignored.
    /// Setting an action takes its title and image; setting `nil` leaves them unchanged.
    @available(iOS 14.0, *)
    open var primaryAction: UIAction? {
        get { _modelPrimaryAction }
        set { _modelSetPrimaryAction(newValue) }
    }

    func _modelSetPrimaryAction(_ action: UIAction?) {
        _modelPrimaryAction = action
        guard let action else { return }
        title = action.title
        image = action.image
    }
    /// UIBarButtonItem.h:109-110 (`copy`): the menu opens on a tap when the item would not otherwise
    /// act on a tap (no primary action), on a long press otherwise (`UIKitModel.tap(_:)`). Model: the
    /// item keeps the menu it is given rather than a copy.
    @available(iOS 14.0, *)
    open var menu: UIMenu?
    /// UIBarButtonItem.h:120 (iOS 15): drawn as selected (on).
    @available(iOS 15.0, *)
    open var isSelected: Bool = false
}

extension UIBarButtonItem {
    /// UIKit.si:1706 (the Swift overlay). Model: the primary action is set first, so a title or an
    /// image passed here wins over the action's.
    @available(iOS 14.0, tvOS 14.0, *)
    @preconcurrency @MainActor
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        _modelSetPrimaryAction(primaryAction)
        if let title { self.title = title }
        if let image { self.image = image }
        self.menu = menu
    }
}

@available(iOS 13.0, *)
@MainActor open class UIMenuElement: NSObject {
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }

    /// `-init` is NS_UNAVAILABLE; elements are made by their subclasses' factories.
    init(standIn: Void) { super.init() }
    var _modelTitle = ""
    var _modelImage: UIImage?
    /// UIMenuElement.h: the title and image the element is made with.
    open var title: String { _modelTitle }
    open var image: UIImage? { _modelImage }
}

@available(iOS 13.0, *)
public typealias UIActionHandler = (UIAction) -> Void

@available(iOS 13.0, *)
@MainActor open class UIAction: UIMenuElement {
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The handler the action was made with; the model runs it when the user picks the action
    /// (`UIKitModel.tap(_:)`, `UIKitModel.chooseMenuItem(_:)`).
    var _modelHandler: UIActionHandler?
    var _modelIdentifier = UIAction.Identifier("")
    /// UIAction.h:40 (readonly): the identifier it was made with, or one UIKit generates.
    open var identifier: UIAction.Identifier { _modelIdentifier }
    /// UIAction.h:43, :46: how the action is shown (`.destructive` in red) and its checkmark.
    open var attributes: UIMenuElement.Attributes = []
    open var state: UIMenuElement.State = .off
}

@available(iOS 13.0, tvOS 14.0, *)
extension UIAction {
    @_disfavoredOverload @preconcurrency @MainActor
    public convenience init(title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.init(standIn: ())
        _modelTitle = title
        _modelImage = image
        _modelHandler = handler
        _modelIdentifier = identifier ?? UIAction.Identifier("model.generated.\(ObjectIdentifier(self).hashValue)")
        self.attributes = attributes
        self.state = state
    }
}

/// UIDeferredMenuElement.h:13 (iOS 14): a placeholder the menu replaces with the elements its
/// provider hands to the completion when the menu is shown. The cached form asks once; the
/// uncached form (iOS 15, :28-36) asks every time the element is displayed
/// (`UIKitModel.shownElements(of:)`).
@available(iOS 14.0, *)
@MainActor open class UIDeferredMenuElement: UIMenuElement {
    var _modelProvider: ((@escaping ([UIMenuElement]) -> Void) -> Void)?
    var _modelIsUncached = false
    var _modelCached: [UIMenuElement]?

    /// UIKit.apinotes:1141-1144: `elementWithProvider:` imported as `init(_:)`.
    public convenience init(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
        self.init(standIn: ())
        _modelProvider = elementProvider
    }

    /// UIKit.apinotes:1145-1147: `elementWithUncachedProvider:` imported as `uncached(_:)`.
    @available(iOS 15.0, *)
    open class func uncached(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) -> Self {
        // Model: only UIDeferredMenuElement itself is made (the stand-in has no required initializer).
        let element = UIDeferredMenuElement(standIn: ())
        element._modelProvider = elementProvider
        element._modelIsUncached = true
        return element as! Self
    }

    /// Model: what the element stands for when shown; nil while the provider has not called back.
    func _modelElements() -> [UIMenuElement]? {
        if !_modelIsUncached, let cached = _modelCached { return cached }
        var result: [UIMenuElement]?
        _modelProvider? { result = $0 }
        if !_modelIsUncached { _modelCached = result }
        return result
    }
}

@available(iOS 13.0, *)
@MainActor open class UIMenu: UIMenuElement {
    /// `UIMenuIdentifier` (UIMenu.h:13), an extensible string enum.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// `UIMenuOptions` (UIMenu.h:15-28).
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        @available(iOS 15.0, *)
        public static let singleSelection = Options(rawValue: 1 << 5)
        @available(iOS 17.0, *)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    var _modelChildren: [UIMenuElement] = []
    var _modelOptions: UIMenu.Options = []
    /// UIMenu.h:51 (readonly): the actions and submenus.
    open var children: [UIMenuElement] { _modelChildren }
    /// UIMenu.h:45 (readonly).
    open var options: UIMenu.Options { _modelOptions }
}

@available(iOS 13.0, tvOS 14.0, *)
extension UIMenu {
    /// UIKit.si:3342. Model: the menu keeps the elements it is given (UIMenu.h:50: UIKit takes
    /// copies of the menus it receives).
    @_disfavoredOverload @preconcurrency @MainActor
    public convenience init(title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil, options: UIMenu.Options = [], children: [UIMenuElement] = []) {
        self.init(standIn: ())
        _modelTitle = title
        _modelImage = image
        _modelOptions = options
        _modelChildren = children
    }
}

@available(iOS 2.0, *)
@MainActor open class UINavigationItem: NSObject {
    public override init() { super.init() }
    open var title: String?
    /// UINavigationItem.h:125-131: placed from the leading edge inwards; the first of
    /// `rightBarButtonItems` sits at the trailing outside edge.
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// UINavigationItem.h:174, :178: the search field under the title; it stays visible while
    /// scrolling only when `hidesSearchBarWhenScrolling` is false (default true).
    @available(iOS 11.0, *)
    open var searchController: UISearchController?
    @available(iOS 11.0, *)
    open var hidesSearchBarWhenScrolling: Bool = true
    /// UINavigationItem.h:39-46 (iOS 16).
    @available(iOS 16.0, *)
    public enum SearchBarPlacement: Int, Sendable {
        case automatic = 0, inline, stacked
    }
    /// UINavigationItem.h:181 (iOS 16): where the search bar goes; default `.automatic`.
    @available(iOS 16.0, *)
    open var preferredSearchBarPlacement: UINavigationItem.SearchBarPlacement {
        get { UINavigationItem.SearchBarPlacement(rawValue: _modelSearchBarPlacement) ?? .automatic }
        set { _modelSearchBarPlacement = newValue.rawValue }
    }
    var _modelSearchBarPlacement = 0
    /// UINavigationItem.h:108-109 (iOS 16): when set, UIKit makes the suggested actions and calls
    /// this for the menu the title shows when tapped (`UIKitModel.tapTitle(of:)`).
    @available(iOS 16.0, *)
    open var titleMenuProvider: (([UIMenuElement]) -> UIMenu?)?
    /// UINavigationItem.h:119-120, 143-144: the single properties refer to the first item of the arrays.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
}

@available(iOS 2.0, *)
@MainActor open class UINavigationController: UIViewController {
    /// UINavigationController.h:55: pushes the root view controller without animation.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        pushViewController(rootViewController, animated: false)
    }
    /// UINavigationController.h:57: an empty stack.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
    public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }

    /// UINavigationController.h:82.
    weak open var delegate: (any UINavigationControllerDelegate)?

    /// UINavigationController.h:70: the stack. Model: the stack is the controller's children
    /// (`children`, UIViewController.h:410), so a controller that leaves with `removeFromParent()`
    /// leaves the stack too. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { _modelChildren }
        set { setViewControllers(newValue, animated: false) }
    }

    /// UINavigationController.h:72: replaces the stack; controllers left out lose their parent. The
    /// checks are those of a push (below): a navigation controller or a controller with another
    /// parent in `viewControllers` records the exception and leaves the stack unchanged. Model: the
    /// delegate hears about the new top (UINavigationController.h:110, "setting of the view
    /// controller stack"); a repeated controller counts once.
    @available(iOS 3.0, *)
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        UIKitModel._update {
            var stack: [UIViewController] = []
            for controller in viewControllers where !stack.contains(where: { $0 === controller }) {
                stack.append(controller)
            }
            for controller in stack {
                guard _modelMayPush(controller) else { return }
                guard _modelMayAdopt(controller) else { return }
            }
            for old in _modelChildren where !stack.contains(where: { $0 === old }) {
                _modelRemoveChild(old)
            }
            let added = stack.filter { $0._modelParent !== self }
            for controller in added { addChild(controller) }
            _modelChildren = stack
            for controller in added { controller.didMove(toParent: self) }
            if let top = stack.last { _modelDidShow(top, animated: animated) }
        }
    }

    /// UINavigationController.h:61: no effect if the controller is already in the stack.
    /// Pushing a navigation controller records `NSInvalidArgumentException` "Pushing a navigation
    /// controller is not supported" and pushes nothing (uikit-behaviour-and-actions.md §2, fact 8);
    /// a controller that has another parent records `UIViewControllerHierarchyInconsistency` (§2).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        UIKitModel._update {
            guard !_modelChildren.contains(where: { $0 === viewController }) else { return }
            guard _modelMayPush(viewController), _modelMayAdopt(viewController) else { return }
            addChild(viewController)
            viewController.didMove(toParent: self)
            _modelDidShow(viewController, animated: animated)
        }
    }

    /// UINavigationController.h:63: returns the popped controller. Model: the root is never popped
    /// (`nil`).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        UIKitModel._update {
            guard _modelChildren.count > 1, let top = _modelChildren.last else { return nil }
            _modelRemoveChild(top)
            if let newTop = _modelChildren.last { _modelDidShow(newTop, animated: animated) }
            return top
        }
    }

    /// UINavigationController.h:64: pops until `viewController` is on top; returns the popped
    /// controllers (Model: `nil` when `viewController` is not in the stack).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        UIKitModel._update {
            guard let index = _modelChildren.firstIndex(where: { $0 === viewController }) else { return nil }
            let popped = Array(_modelChildren[(index + 1)...])
            guard !popped.isEmpty else { return [] }
            for controller in popped.reversed() { _modelRemoveChild(controller) }
            _modelDidShow(viewController, animated: animated)
            return popped
        }
    }

    /// UINavigationController.h:65: pops until only the root is left; returns the popped controllers.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = _modelChildren.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// UINavigationController.h:67.
    open var topViewController: UIViewController? { _modelChildren.last }
    /// UINavigationController.h:68: the modally presented controller if there is one, otherwise
    /// the top view controller.
    open var visibleViewController: UIViewController? {
        var presented = presentedViewController
        while let next = presented?._modelPresented { presented = next }
        return presented ?? topViewController
    }

    /// UINavigationController.h:78: defaults to hidden.
    @available(iOS 3.0, *)
    open var isToolbarHidden: Bool = true
    /// UINavigationController.h:79.
    @available(iOS 3.0, *)
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

    /// UINavigationController.h:85: interpreted as `pushViewController(_:animated:)`.
    @available(iOS 8.0, *)
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    /// The push checks of uikit-behaviour-and-actions.md §2 (fact 8).
    func _modelMayPush(_ controller: UIViewController) -> Bool {
        if controller is UINavigationController {
            UIKitModel._raise("NSInvalidArgumentException", "Pushing a navigation controller is not supported")
            return false
        }
        if controller is UISplitViewController {
            // uikit-api.md §1.3 and 6.13 (Apple's class page, via velog.io): a split view controller
            // cannot be pushed onto a navigation stack. Model: the exception name and message are
            // assumed; only a device can confirm them.
            UIKitModel._raise("NSInvalidArgumentException", "Split View Controllers cannot be pushed to a Navigation Controller \(_modelDescription)")
            return false
        }
        return true
    }

    /// UINavigationController.h:110-112: the delegate hears about a new top view controller shown
    /// "via a push, pop or setting of the view controller stack". Model: for programmatic and user
    /// changes alike, `willShow` then `didShow`, at once (there is no animation).
    func _modelDidShow(_ controller: UIViewController, animated: Bool) {
        _ModelState.stackChanges.append((self, controller, animated))
        delegate?.navigationController(self, willShow: controller, animated: animated)
        delegate?.navigationController(self, didShow: controller, animated: animated)
    }
}

/// All requirements are `@optional` in the SDK (UINavigationController.h:105-125); here they have
/// default implementations. Only the two the model calls are declared.
@MainActor public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

@available(iOS 2.0, *)
@MainActor open class UITabBarItem: UIBarItem {
    public override init() { super.init() }
    /// UITabBarItem.h: the item keeps the title, image and tag it is made with.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }
    @available(iOS 7.0, *)
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
    }
    public convenience init(tabBarSystemItem systemItem: UITabBarItem.SystemItem, tag: Int) {
        self.init()
        self.tag = tag
    }
    @available(iOS 7.0, *)
    open var selectedImage: UIImage?
    open var badgeValue: String?
}

@available(iOS 2.0, *)
@MainActor open class UITabBarController: UIViewController {
    /// The tabs as set (`nil` until set).
    var _modelTabs: [UIViewController]?
    var _modelSelectedIndex = 0
    var _modelMoreNavigationController: UINavigationController?

    /// UITabBarController.h:35-37. Model: the tabs are children; one that leaves with
    /// `removeFromParent()` leaves the list. The More navigation controller is not in it (:37).
    open var viewControllers: [UIViewController]? {
        get { _modelTabs?.filter { $0._modelParent === self } }
        set { setViewControllers(newValue, animated: false) }
    }

    /// UITabBarController.h:38. A controller that has another parent records
    /// `UIViewControllerHierarchyInconsistency` (uikit-behaviour-and-actions.md §2) and nothing
    /// changes. With more than five tabs the first four show and the rest are under More (:26-27,
    /// :36). Model: the selected controller stays selected if it is still a tab; otherwise the
    /// first tab is selected.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        UIKitModel._update {
            var tabs: [UIViewController] = []
            for controller in viewControllers ?? [] where !tabs.contains(where: { $0 === controller }) {
                tabs.append(controller)
            }
            for controller in tabs {
                guard _modelMayAdopt(controller) else { return }
            }
            let previous = selectedViewController
            for old in _modelChildren where !tabs.contains(where: { $0 === old }) && old !== _modelMoreNavigationController {
                _modelRemoveChild(old)
            }
            let added = tabs.filter { $0._modelParent !== self }
            for controller in added { addChild(controller) }
            for controller in added { controller.didMove(toParent: self) }
            _modelTabs = viewControllers == nil ? nil : tabs
            if tabs.count > 5 {
                let more = moreNavigationController
                if more._modelParent !== self {
                    addChild(more)
                    more.didMove(toParent: self)
                }
            } else if let more = _modelMoreNavigationController, more._modelParent === self {
                _modelRemoveChild(more)
            }
            _modelChildren = tabs + _modelChildren.filter { $0 === _modelMoreNavigationController }
            _modelSelectedIndex = tabs.firstIndex(where: { $0 === previous }) ?? 0
        }
    }

    /// UITabBarController.h:40. Model: a controller under More is returned itself, not the More
    /// navigation controller. Setting a controller that is not a tab is ignored (Apple's
    /// `selectedViewController` doc: only a controller in `viewControllers` can be selected, quoted
    /// in facebookarchive/three20 PR #754); programmatic selection does not call the delegate (the
    /// `tabBarController(_:didSelect:)` doc).
    open var selectedViewController: UIViewController? {
        get {
            guard let tabs = viewControllers, !tabs.isEmpty else { return nil }
            return tabs[min(max(_modelSelectedIndex, 0), tabs.count - 1)]
        }
        set {
            guard let newValue, let index = viewControllers?.firstIndex(where: { $0 === newValue }) else {
                UIKitModel._warn("\(_modelDescription): only a view controller in viewControllers can be selected")
                return
            }
            selectedIndex = index
        }
    }
    /// UITabBarController.h:41 (NSUInteger, imported as Int). Model: an index outside the tabs is
    /// ignored.
    open var selectedIndex: Int {
        get { _modelSelectedIndex }
        set {
            guard let tabs = viewControllers, tabs.indices.contains(newValue) else { return }
            UIKitModel._update { _modelSelectedIndex = newValue }
        }
    }

    /// UITabBarController.h:43: created on first use. Model: its root is a list titled "More".
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    open var moreNavigationController: UINavigationController {
        if let more = _modelMoreNavigationController { return more }
        let list = UIViewController()
        list.title = "More"
        let more = UINavigationController(rootViewController: list)
        _modelMoreNavigationController = more
        return more
    }

    /// UITabBarController.h:48.
    weak open var delegate: (any UITabBarControllerDelegate)?
}

/// All requirements are `@optional` in the SDK (UITabBarController.h:52-72); here they have default
/// implementations. Only the two the model calls are declared.
@MainActor public protocol UITabBarControllerDelegate: NSObjectProtocol {
    @available(iOS 3.0, *)
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
