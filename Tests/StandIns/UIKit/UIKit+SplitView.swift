// Stand-in UIKit, part 4: the split view controller and its delegate (uikit-api.md section 1).
// See UIKit.swift for the conventions.

// MARK: - Split view controller (iOS 14 column API)

@available(iOS 3.2, *)
@MainActor open class UISplitViewController: UIViewController {
    @available(iOS 8.0, *)
    public enum DisplayMode: Int, Sendable {
        case automatic = 0
        case secondaryOnly = 1
        case oneBesideSecondary = 2
        case oneOverSecondary = 3
        @available(iOS 14.0, *) case twoBesideSecondary = 4
        @available(iOS 14.0, *) case twoOverSecondary = 5
        @available(iOS 14.0, *) case twoDisplaceSecondary = 6
        @available(*, deprecated, renamed: "UISplitViewController.DisplayMode.secondaryOnly")
        public static var primaryHidden: UISplitViewController.DisplayMode { .secondaryOnly }
        @available(*, deprecated, renamed: "UISplitViewController.DisplayMode.oneBesideSecondary")
        public static var allVisible: UISplitViewController.DisplayMode { .oneBesideSecondary }
        @available(*, deprecated, renamed: "UISplitViewController.DisplayMode.oneOverSecondary")
        public static var primaryOverlay: UISplitViewController.DisplayMode { .oneOverSecondary }
    }

    @available(iOS 11.0, *)
    public enum PrimaryEdge: Int, Sendable {
        case leading = 0
        case trailing = 1
    }

    @available(iOS 13.0, *)
    public enum BackgroundStyle: Int, Sendable {
        case none = 0
        case sidebar = 1
    }

    @available(iOS 14.0, *)
    public enum Style: Int, Sendable {
        case unspecified = 0
        case doubleColumn = 1
        case tripleColumn = 2
    }

    @available(iOS 14.0, *)
    public enum Column: Int, Sendable {
        case primary = 0
        /// Valid for `.tripleColumn` only.
        case supplementary = 1
        case secondary = 2
        case compact = 3
        #if LAYOUTC_STANDIN_IOS26
        @available(iOS 26.0, *) case inspector = 4
        #endif
    }

    @available(iOS 14.0, *)
    public enum SplitBehavior: Int, Sendable {
        case automatic = 0
        case tile = 1
        case overlay = 2
        case displace = 3
    }

    @available(iOS 14.5, *)
    public enum DisplayModeButtonVisibility: Int, Sendable {
        case automatic = 0
        case never = 1
        case always = 2
    }

    #if LAYOUTC_STANDIN_IOS26
    @available(iOS 26.0, *)
    public enum LayoutEnvironment: Int, Sendable {
        case none = 0
        case expanded = 1
        case collapsed = 2
    }
    #endif

    /// `UISplitViewControllerAutomaticDimension` (apinotes).
    @available(iOS 8.0, *)
    public class var automaticDimension: CGFloat { -1 }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    @available(iOS 14.0, *)
    public init(style: UISplitViewController.Style) { super.init(nibName: nil, bundle: nil) }

    @available(iOS 14.0, *)
    open var style: UISplitViewController.Style { .unspecified }
    weak open var delegate: (any UISplitViewControllerDelegate)?
    @available(iOS 14.0, *)
    open var showsSecondaryOnlyButton: Bool = false
    @available(iOS 14.0, *)
    open var preferredSplitBehavior: UISplitViewController.SplitBehavior = .automatic
    @available(iOS 14.0, *)
    open var splitBehavior: UISplitViewController.SplitBehavior { .automatic }
    @available(iOS 14.0, *)
    open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {}
    @available(iOS 14.0, *)
    open func viewController(for column: UISplitViewController.Column) -> UIViewController? { nil }
    @available(iOS 14.0, *)
    open func hide(_ column: UISplitViewController.Column) {}
    @available(iOS 14.0, *)
    open func show(_ column: UISplitViewController.Column) {}
    #if LAYOUTC_STANDIN_IOS26
    @available(iOS 26.0, *)
    open func isShowing(_ column: UISplitViewController.Column) -> Bool { false }
    #endif
    open var viewControllers: [UIViewController] = []
    @available(iOS 5.1, *)
    open var presentsWithGesture: Bool = true
    @available(iOS 8.0, *)
    open var isCollapsed: Bool { false }
    @available(iOS 8.0, *)
    open var preferredDisplayMode: UISplitViewController.DisplayMode = .automatic
    @available(iOS 8.0, *)
    open var displayMode: UISplitViewController.DisplayMode { .secondaryOnly }
    @available(iOS 8.0, *)
    open var displayModeButtonItem: UIBarButtonItem { UIBarButtonItem() }
    @available(iOS 14.5, *)
    open var displayModeButtonVisibility: UISplitViewController.DisplayModeButtonVisibility = .automatic
    @available(iOS 8.0, *)
    open var preferredPrimaryColumnWidthFraction: CGFloat = -1
    @available(iOS 14.0, *)
    open var preferredPrimaryColumnWidth: CGFloat = -1
    @available(iOS 8.0, *)
    open var minimumPrimaryColumnWidth: CGFloat = -1
    @available(iOS 8.0, *)
    open var maximumPrimaryColumnWidth: CGFloat = -1
    @available(iOS 8.0, *)
    open var primaryColumnWidth: CGFloat { 0 }
    @available(iOS 14.0, *)
    open var preferredSupplementaryColumnWidthFraction: CGFloat = -1
    @available(iOS 14.0, *)
    open var preferredSupplementaryColumnWidth: CGFloat = -1
    @available(iOS 14.0, *)
    open var minimumSupplementaryColumnWidth: CGFloat = -1
    @available(iOS 14.0, *)
    open var maximumSupplementaryColumnWidth: CGFloat = -1
    @available(iOS 14.0, *)
    open var supplementaryColumnWidth: CGFloat { 0 }
    #if LAYOUTC_STANDIN_IOS26
    @available(iOS 26.0, *) open var preferredInspectorColumnWidthFraction: CGFloat = -1
    @available(iOS 26.0, *) open var preferredInspectorColumnWidth: CGFloat = -1
    @available(iOS 26.0, *) open var minimumInspectorColumnWidth: CGFloat = -1
    @available(iOS 26.0, *) open var maximumInspectorColumnWidth: CGFloat = -1
    #endif
    @available(iOS 11.0, *)
    open var primaryEdge: UISplitViewController.PrimaryEdge = .leading
    @available(iOS 13.0, *)
    open var primaryBackgroundStyle: UISplitViewController.BackgroundStyle = .none
}

/// All requirements are `@objc optional` in the SDK; here they have default implementations.
@MainActor public protocol UISplitViewControllerDelegate: AnyObject {
    @available(iOS 8.0, *)
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    @available(iOS 8.0, *)
    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode
    @available(iOS 8.0, *)
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool
    @available(iOS 8.0, *)
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool
    @available(iOS 8.0, *)
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
    @available(iOS 8.0, *)
    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController?
    @available(iOS 8.0, *)
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController) -> Bool
    @available(iOS 8.0, *)
    func splitViewController(_ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController?
    @available(iOS 14.0, *)
    func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column
    @available(iOS 14.0, *)
    func splitViewController(_ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode
    @available(iOS 14.0, *)
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    @available(iOS 14.0, *)
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    @available(iOS 14.0, *)
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    @available(iOS 14.0, *)
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    @available(iOS 14.0, *)
    func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController)
    @available(iOS 14.0, *)
    func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController)
    #if LAYOUTC_STANDIN_IOS26
    @available(iOS 26.0, *)
    func splitViewController(_ svc: UISplitViewController, didShow column: UISplitViewController.Column)
    @available(iOS 26.0, *)
    func splitViewController(_ svc: UISplitViewController, didHide column: UISplitViewController.Column)
    #endif
}

extension UISplitViewControllerDelegate {
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    public func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode { .automatic }
    public func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool { false }
    public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? { nil }
    public func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? { nil }
    public func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? { nil }
    public func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column { proposedTopColumn }
    public func splitViewController(_ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode { proposedDisplayMode }
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
    public func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController) {}
    public func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController) {}
    #if LAYOUTC_STANDIN_IOS26
    public func splitViewController(_ svc: UISplitViewController, didShow column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, didHide column: UISplitViewController.Column) {}
    #endif
}
