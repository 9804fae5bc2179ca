// A stand-in for the iOS 17 SDK's UIKit, for type-checking generated code on Linux.
//
// It declares exactly the API layoutc's generated and scaffolded code uses, plus the minimal
// checklist of /shared/reference/uikit-api.md section 8, with the SDK's spellings, nesting,
// struct-versus-class, generic constraints, optionality, `@MainActor` isolation and
// availability (sources: uikit-api.md; for members it does not cover, the iPhoneOS 17.0 SDK's
// headers and UIKit.swiftinterface). It is never adjusted to make generated code pass: a
// declaration here that differs from the SDK is a bug in this file.
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
// - Compiled with: swiftc -emit-module -module-name UIKit -parse-as-library -swift-version 6

@_exported import Foundation

// MARK: - Responders, views, view controllers

@available(iOS 2.0, *)
@MainActor open class UIResponder: NSObject {
    public override init() { super.init() }
}

@available(iOS 8.0, *)
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

@available(iOS 8.0, *)
open class UITraitCollection: NSObject, @unchecked Sendable {
    public override init() { super.init() }
    open var horizontalSizeClass: UIUserInterfaceSizeClass { .unspecified }
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
    open var superview: UIView? { nil }
    open func addSubview(_ view: UIView) {}
    open func removeFromSuperview() {}
    open var backgroundColor: UIColor?
    @available(iOS 6.0, *)
    open var translatesAutoresizingMaskIntoConstraints: Bool = true
    @available(iOS 9.0, *)
    open var readableContentGuide: UILayoutGuide { UILayoutGuide() }
    @available(iOS 11.0, *)
    open var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
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

    open var traitCollection: UITraitCollection { UITraitCollection() }
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

    open var view: UIView! = UIView()
    @available(iOS 9.0, *)
    open var viewIfLoaded: UIView? { nil }
    open var title: String?
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    @available(iOS 5.0, *)
    open func viewWillLayoutSubviews() {}
    open var isEditing: Bool = false
    open func setEditing(_ editing: Bool, animated: Bool) {}
    open var editButtonItem: UIBarButtonItem { UIBarButtonItem() }
    open var navigationItem: UINavigationItem { UINavigationItem() }
    open var navigationController: UINavigationController? { nil }
    open var splitViewController: UISplitViewController? { nil }
    open var tabBarController: UITabBarController? { nil }
    /// `null_resettable`: created lazily from the title.
    open var tabBarItem: UITabBarItem! = nil
    open var toolbarItems: [UIBarButtonItem]?
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {}
    @available(iOS 8.0, *)
    open func show(_ vc: UIViewController, sender: Any?) {}
    @available(iOS 8.0, *)
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {}
    @available(iOS 5.0, *)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
    @available(iOS 5.0, *)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
    @available(iOS 5.0, *)
    open var presentingViewController: UIViewController? { nil }
    @available(iOS 5.0, *)
    open var presentedViewController: UIViewController? { nil }
    @available(iOS 3.2, *)
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    @available(iOS 8.0, *)
    open var presentationController: UIPresentationController? { nil }
    @available(iOS 8.0, *)
    open var popoverPresentationController: UIPopoverPresentationController? { nil }
    @available(iOS 13.0, *)
    open var isModalInPresentation: Bool = false

    open var traitCollection: UITraitCollection { UITraitCollection() }
    @available(*, deprecated, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIView: UITraitChangeObservable {
    @discardableResult public func registerForTraitChanges<TraitEnvironment>(_ traits: [UITrait], handler: @escaping UIView.TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration where TraitEnvironment: UITraitEnvironment { fatalError() }
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {}
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIViewController: UITraitChangeObservable {
    @discardableResult public func registerForTraitChanges<TraitEnvironment>(_ traits: [UITrait], handler: @escaping UIViewController.TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration where TraitEnvironment: UITraitEnvironment { fatalError() }
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {}
}

// MARK: - Bars, items, actions

@available(iOS 2.0, *)
@MainActor open class UIBarItem: NSObject {
    public override init() { super.init() }
    open var title: String?
    open var image: UIImage?
    open var tag: Int = 0
}

@available(iOS 2.0, *)
@MainActor open class UIBarButtonItem: UIBarItem {
    public override init() { super.init() }
    @available(iOS 14.0, *)
    public convenience init(primaryAction: UIAction?) { self.init() }
    @available(iOS 14.0, *)
    public convenience init(title: String?, image: UIImage?, primaryAction: UIAction?, menu: UIMenu?) { self.init() }
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
    open var title: String { "" }
    open var image: UIImage? { nil }
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
}

@available(iOS 13.0, tvOS 14.0, *)
extension UIAction {
    @_disfavoredOverload @preconcurrency @MainActor
    public convenience init(title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) { self.init(standIn: ()) }
}

@available(iOS 13.0, *)
@MainActor open class UIMenu: UIMenuElement {}

@available(iOS 2.0, *)
@MainActor open class UINavigationItem: NSObject {
    public override init() { super.init() }
    open var title: String?
    open var rightBarButtonItem: UIBarButtonItem?
    open var leftBarButtonItem: UIBarButtonItem?
}

@available(iOS 2.0, *)
@MainActor open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
    public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }

    open var viewControllers: [UIViewController] = []
    @available(iOS 3.0, *)
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
    open func popViewController(animated: Bool) -> UIViewController? { nil }
    open var topViewController: UIViewController? { nil }
    @available(iOS 3.0, *)
    open var isToolbarHidden: Bool = true
    @available(iOS 3.0, *)
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {}
}

@available(iOS 2.0, *)
@MainActor open class UITabBarItem: UIBarItem {
    public override init() { super.init() }
    public convenience init(title: String?, image: UIImage?, tag: Int) { self.init() }
    @available(iOS 7.0, *)
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) { self.init() }
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
    }
    public convenience init(tabBarSystemItem systemItem: UITabBarItem.SystemItem, tag: Int) { self.init() }
    @available(iOS 7.0, *)
    open var selectedImage: UIImage?
    open var badgeValue: String?
}

@available(iOS 2.0, *)
@MainActor open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]?
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {}
    /// `unsafe_unretained`, nullable.
    open var selectedViewController: UIViewController?
    /// NSUInteger, imported as Int.
    open var selectedIndex: Int = 0
}
