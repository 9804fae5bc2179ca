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
    /// UISplitViewController.h:81.
    @available(iOS 14.0, *)
    public init(style: UISplitViewController.Style) {
        _modelStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    // Model state (internal; the behaviour is in the extension at the end of this file).
    var _modelStyle: UISplitViewController.Style = .unspecified
    /// The controller of each column (keyed by `Column.rawValue`), as `setViewController(_:for:)` set it.
    var _modelColumns: [Int: UIViewController] = [:]
    /// Whether the split view is laid out collapsed; `isCollapsed` reports it once a transition finishes.
    var _modelIsCollapsed = false
    /// What `isCollapsed` reports while a collapse or an expand is under way: the old value, until
    /// the transition finishes and its delegate methods have been called (Apple's `isCollapsed`
    /// documentation: "false until the collapse transition finishes", "true until the transition
    /// finishes" when expanding). `nil`: no transition.
    var _modelReportedCollapsed: Bool?
    /// When collapsed without a `.compact` controller: the column on top of the one stack.
    var _modelTopColumn: UISplitViewController.Column = .secondary
    /// The display mode once laid out or changed; before, the resolved preferred mode.
    var _modelDisplayMode: UISplitViewController.DisplayMode?
    var _modelPreferredDisplayMode: UISplitViewController.DisplayMode = .automatic
    var _modelPreferredSplitBehavior: UISplitViewController.SplitBehavior = .automatic
    /// Whether the split view controller has been laid out (shown in a visible window, or given a
    /// size class by the model): before that, changes of the preferred values call no delegate.
    var _modelIsLive = false

    /// UISplitViewController.h:82.
    @available(iOS 14.0, *)
    open var style: UISplitViewController.Style { _modelStyle }
    weak open var delegate: (any UISplitViewControllerDelegate)?
    @available(iOS 14.0, *)
    open var showsSecondaryOnlyButton: Bool = false
    /// UISplitViewController.h:89: default `.automatic`.
    @available(iOS 14.0, *)
    open var preferredSplitBehavior: UISplitViewController.SplitBehavior {
        get { _modelPreferredSplitBehavior }
        set {
            UIKitModel._update {
                _modelPreferredSplitBehavior = newValue
                _modelApplyPreferredDisplayMode()
            }
        }
    }
    /// UISplitViewController.h:89-90: with `.automatic` UIKit picks the behavior from "width buckets
    /// and view aspect ratio". Model: `.automatic` is `.overlay` in a portrait window (sidebars
    /// are drawn over the detail, :128) and `.tile` otherwise; only a device can confirm which
    /// behavior a given width gets.
    @available(iOS 14.0, *)
    open var splitBehavior: UISplitViewController.SplitBehavior {
        guard _modelPreferredSplitBehavior == .automatic else { return _modelPreferredSplitBehavior }
        return _modelIsInPortrait ? .overlay : .tile
    }

    /// Whether the window this split view controller is in (as a root, or under one) is portrait.
    var _modelIsInPortrait: Bool {
        var root: UIViewController = _modelContainmentRoot
        while let presenting = root._modelPresenting { root = presenting._modelContainmentRoot }
        return root._modelWindow?._modelIsPortrait ?? false
    }
    /// UISplitViewController.h:92 (see `_modelSetViewController` below).
    @available(iOS 14.0, *)
    open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {
        UIKitModel._update { _modelSetViewController(vc, for: column) }
    }
    /// UISplitViewController.h:93; the `viewController(for:)` doc: "the corresponding child view
    /// controller object", so for a wrapped controller the navigation controller UIKit made.
    @available(iOS 14.0, *)
    open func viewController(for column: UISplitViewController.Column) -> UIViewController? {
        _modelColumn(column)
    }
    /// UISplitViewController.h:95-117 (see `_modelHide` below).
    @available(iOS 14.0, *)
    open func hide(_ column: UISplitViewController.Column) {
        UIKitModel._update { _modelHide(column) }
    }
    /// UISplitViewController.h:95-118 (see `_modelShow` below).
    @available(iOS 14.0, *)
    open func show(_ column: UISplitViewController.Column) {
        UIKitModel._update { _modelShow(column) }
    }
    #if LAYOUTC_STANDIN_IOS26
    @available(iOS 26.0, *)
    open func isShowing(_ column: UISplitViewController.Column) -> Bool {
        _modelIsCollapsed ? _modelCollapsedColumns.contains(column) : _modelVisibleColumns(in: displayMode).contains(column)
    }
    #endif
    /// UISplitViewController.h:120; the `viewControllers` doc: expanded, the primary, supplementary
    /// (triple column) and secondary controllers; collapsed, the `.compact` controller if set,
    /// otherwise the primary one. Model: setting it on a column-style controller sets the columns
    /// in that order; on a classic one it replaces the children.
    open var viewControllers: [UIViewController] {
        get {
            guard _modelIsColumnStyle else { return _modelChildren }
            if _modelIsCollapsed {
                return [_modelColumn(.compact) ?? _modelColumn(.primary)].compactMap { $0 }
            }
            return _modelColumnOrder.compactMap { _modelColumn($0) }
        }
        set {
            UIKitModel._update {
                guard _modelIsColumnStyle else {
                    for old in _modelChildren where !newValue.contains(where: { $0 === old }) { _modelRemoveChild(old) }
                    for controller in newValue where controller._modelParent !== self {
                        guard _modelMayAdopt(controller) else { return }
                        addChild(controller)
                        controller.didMove(toParent: self)
                    }
                    return
                }
                for (column, controller) in zip(_modelColumnOrder, newValue) {
                    _modelSetViewController(controller, for: column)
                }
            }
        }
    }
    @available(iOS 5.1, *)
    open var presentsWithGesture: Bool = true
    /// UISplitViewController.h:126; during a collapse or an expand, its old value until the
    /// transition finishes (`_modelReportedCollapsed`).
    @available(iOS 8.0, *)
    open var isCollapsed: Bool { _modelReportedCollapsed ?? _modelIsCollapsed }
    /// UISplitViewController.h:128-129: default `.automatic`. Model: when set on a split view
    /// controller that is laid out and expanded, the display mode changes at once (no animation),
    /// to the preferred mode as the split behavior reads it (see `_modelResolve`).
    @available(iOS 8.0, *)
    open var preferredDisplayMode: UISplitViewController.DisplayMode {
        get { _modelPreferredDisplayMode }
        set {
            UIKitModel._update {
                _modelPreferredDisplayMode = newValue
                _modelApplyPreferredDisplayMode()
            }
        }
    }
    /// UISplitViewController.h:131-132: never `.automatic`.
    @available(iOS 8.0, *)
    open var displayMode: UISplitViewController.DisplayMode { _modelDisplayMode ?? _modelResolve(_modelPreferredDisplayMode) }
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

    /// UISplitViewController.h:173-174: the delegate may handle it (:195-197); otherwise, in compact
    /// width a full-screen presentation, in regular width it "will set either the master or detail
    /// view controller depending on the original target". Model: the secondary column when `sender`
    /// is in it, the primary column otherwise.
    @available(iOS 8.0, *)
    open override func show(_ vc: UIViewController, sender: Any?) {
        UIKitModel._update {
            if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
            if isCollapsed {
                present(vc, animated: true)
                return
            }
            let senderColumn = (sender as? UIViewController).flatMap { _modelColumn(containing: $0) }
            _modelSetViewController(vc, for: senderColumn == .secondary ? .secondary : .primary)
        }
    }

    /// UISplitViewController.h:176-177: the delegate may handle it (:199-201); in regular width it
    /// sets the detail, that is the secondary column, which pushes onto the secondary navigation
    /// controller when there is one (fact 2, FB8640357); in compact width the collapsed controller is
    /// sent `show(_:sender:)`. Model: collapsed with a `.compact` controller, that controller is sent
    /// `show(_:sender:)` (UIViewController.h:318-320 then decides); collapsed without one, the
    /// secondary column is set as in regular width and brought on top (`show(.secondary)`), which
    /// matches FB8640357's collapsed walk-through; only a device can confirm the latter.
    @available(iOS 8.0, *)
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        UIKitModel._update {
            if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
            if isCollapsed, let compact = _modelColumn(.compact) {
                compact.show(vc, sender: sender)
                return
            }
            _modelSetViewController(vc, for: .secondary)
            if isCollapsed { _modelShow(.secondary) }
        }
    }
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

// MARK: - Behaviour of the column-style split view controller (model)

extension UISplitViewController {
    var _modelIsColumnStyle: Bool { _modelStyle != .unspecified }

    /// The columns in stacking order: UISplitViewController.h:50, the supplementary column is for
    /// the triple-column style only.
    var _modelColumnOrder: [UISplitViewController.Column] {
        _modelStyle == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
    }

    /// The controller set for `column`, if it is still a child (one that left with
    /// `removeFromParent()` is gone from its column).
    func _modelColumn(_ column: UISplitViewController.Column) -> UIViewController? {
        guard let controller = _modelColumns[column.rawValue] else { return nil }
        guard controller._modelParent === self || _modelIsNested(controller) else {
            _modelColumns[column.rawValue] = nil
            return nil
        }
        return controller
    }

    /// Whether `controller` is a column's navigation controller pushed onto the primary one by a
    /// collapse (`_modelSyncNesting`).
    func _modelIsNested(_ controller: UIViewController) -> Bool {
        guard let primary = _modelColumns[UISplitViewController.Column.primary.rawValue], primary !== controller,
              primary._modelParent === self else { return false }
        return controller._modelParent === primary
    }

    /// The column whose controller is `controller` or its nearest ancestor that is one (collapsed,
    /// a column's navigation controller is the primary one's child: the nearest one counts).
    func _modelColumn(containing controller: UIViewController) -> UISplitViewController.Column? {
        let columns: [UISplitViewController.Column] = [.primary, .supplementary, .secondary, .compact]
        var candidate: UIViewController? = controller
        while let current = candidate, current !== self {
            if let column = columns.first(where: { _modelColumn($0) === current }) { return column }
            candidate = current._modelParent
        }
        return nil
    }

    /// UISplitViewController.h:92: a controller that is not a navigation controller is wrapped in
    /// a new one, except for the `.compact` column (fact 1). Fact 2 (FB8640357, Apple's reply:
    /// "expected"): a plain controller set on `.secondary` while `.secondary` holds a navigation
    /// controller is pushed onto that stack. `nil` empties the column. One parent only
    /// (uikit-behaviour-and-actions.md §2): a controller that has another parent records
    /// `UIViewControllerHierarchyInconsistency` and the column is unchanged.
    func _modelSetViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {
        guard _modelIsColumnStyle else {
            // The `setViewController(_:for:)` doc: it does not apply to classic split view controllers.
            UIKitModel._warn("\(_modelDescription): setViewController(_:for:) does not apply to a split view controller of style .unspecified")
            return
        }
        guard column == .compact || _modelColumnOrder.contains(column) else {
            // UISplitViewController.h:50: the supplementary column is valid for triple column only.
            // Model: the call is ignored.
            UIKitModel._warn("\(_modelDescription): the supplementary column is valid for the triple-column style only")
            return
        }
        let current = _modelColumn(column)
        if column == .primary, let current { _modelUnnest(from: current) }
        guard let vc else {
            if let current { current._modelParent?._modelRemoveChild(current) }
            _modelColumns[column.rawValue] = nil
            _modelSyncNesting()
            return
        }
        if vc === current { return }
        if column == .secondary, !(vc is UINavigationController), let stack = current as? UINavigationController {
            stack.pushViewController(vc, animated: true)
            return
        }
        if let current, vc._modelParent === current {
            // Model: setting a column's own content again changes nothing.
            return
        }
        let child: UIViewController
        if column == .compact || vc is UINavigationController {
            guard _modelMayAdopt(vc) else { return }
            child = vc
        } else {
            let wrapper = UINavigationController()
            guard wrapper._modelMayAdopt(vc) else { return }
            wrapper.pushViewController(vc, animated: false)
            child = wrapper
        }
        for (key, controller) in _modelColumns where controller === child {
            // Model: a controller moved from another column of this split view leaves that column.
            _modelColumns[key] = nil
        }
        if let current { current._modelParent?._modelRemoveChild(current) }
        if child._modelParent !== self {
            addChild(child)
            child.didMove(toParent: self)
        }
        _modelColumns[column.rawValue] = child
        _modelSyncNesting()
    }

    // MARK: Display modes

    /// UISplitViewController.h:55-58 (allowed modes per behavior) and Apple's
    /// `preferredDisplayMode` doc (a preferred `.twoBesideSecondary` is shown as `.twoOverSecondary`
    /// under `.overlay` and `.twoDisplaceSecondary` under `.displace`). The other rows are inferred
    /// from the allowed modes (uikit-api.md §1.3; the same table as the repository's
    /// Sources/LayoutModel/DisplayModeRemapping.swift).
    static func _modelRemapped(_ mode: UISplitViewController.DisplayMode, under behavior: UISplitViewController.SplitBehavior) -> UISplitViewController.DisplayMode {
        switch (behavior, mode) {
        case (.tile, .oneOverSecondary): return .oneBesideSecondary
        case (.tile, .twoOverSecondary), (.tile, .twoDisplaceSecondary): return .twoBesideSecondary
        case (.overlay, .oneBesideSecondary): return .oneOverSecondary
        case (.overlay, .twoBesideSecondary), (.overlay, .twoDisplaceSecondary): return .twoOverSecondary
        case (.displace, .oneOverSecondary): return .oneBesideSecondary
        case (.displace, .twoOverSecondary), (.displace, .twoBesideSecondary): return .twoDisplaceSecondary
        default: return mode
        }
    }

    /// The display mode shown for a preferred (or requested) `mode`, never `.automatic`
    /// (UISplitViewController.h:131). `.automatic` is, per :128, "an overlay mode in portrait and a
    /// side-by-side mode in landscape" on iPad. Model: in landscape, `.oneBesideSecondary` for
    /// double column and `.twoBesideSecondary` for triple column; in portrait the sidebars are
    /// put away (`.secondaryOnly`) and overlay the detail when shown (the split behavior is then
    /// `.overlay`). A `two…` mode (triple column only, :22) on a double-column controller becomes
    /// its one-sidebar counterpart; then the split behavior remaps it (`_modelRemapped`). Only a
    /// device can confirm the automatic choices.
    func _modelResolve(_ mode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode {
        var resolved = mode
        if resolved == .automatic {
            resolved = _modelIsInPortrait ? .secondaryOnly : _modelStyle == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
        }
        if _modelStyle != .tripleColumn {
            switch resolved {
            case .twoBesideSecondary, .twoDisplaceSecondary: resolved = .oneBesideSecondary
            case .twoOverSecondary: resolved = .oneOverSecondary
            default: break
            }
        }
        return Self._modelRemapped(resolved, under: splitBehavior)
    }

    /// UISplitViewController.h:19-25: which columns a display mode shows. The "one" sidebar is the
    /// supplementary column in triple column and the primary column otherwise (:19-20).
    func _modelVisibleColumns(in mode: UISplitViewController.DisplayMode) -> [UISplitViewController.Column] {
        let triple = _modelStyle == .tripleColumn
        switch mode {
        case .secondaryOnly: return [.secondary]
        case .oneBesideSecondary, .oneOverSecondary: return triple ? [.supplementary, .secondary] : [.primary, .secondary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: return triple ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        default: return _modelVisibleColumns(in: _modelResolve(mode))
        }
    }

    func _modelSidebarCount(_ mode: UISplitViewController.DisplayMode) -> Int {
        switch mode {
        case .secondaryOnly: return 0
        case .oneBesideSecondary, .oneOverSecondary: return 1
        default: return 2
        }
    }

    /// UISplitViewController.h:55-58: the display modes the current split behavior allows (the
    /// `two…` ones for triple column only, :22).
    var _modelAllowedModes: [UISplitViewController.DisplayMode] {
        let modes: [UISplitViewController.DisplayMode]
        switch splitBehavior {
        case .overlay: modes = [.secondaryOnly, .oneOverSecondary, .twoOverSecondary]
        case .displace: modes = [.secondaryOnly, .oneBesideSecondary, .twoDisplaceSecondary]
        default: modes = [.secondaryOnly, .oneBesideSecondary, .twoBesideSecondary]
        }
        return _modelStyle == .tripleColumn ? modes : Array(modes.prefix(2))
    }

    /// UISplitViewController.h:109/:113: "the nearest displayMode" where `column` is (not) visible.
    /// Model: nearest means the fewest sidebars added or removed, among the modes the split behavior
    /// allows; on a tie, fewer sidebars.
    func _modelNearestMode(where column: UISplitViewController.Column, isVisible visible: Bool) -> UISplitViewController.DisplayMode? {
        let current = _modelSidebarCount(displayMode)
        return _modelAllowedModes
            .filter { _modelVisibleColumns(in: $0).contains(column) == visible }
            .min { abs(_modelSidebarCount($0) - current) < abs(_modelSidebarCount($1) - current) }
    }

    /// Changes the display mode. The delegate first hears `splitViewController(_:willChangeTo:)`
    /// (UISplitViewController.h:190, "allows a client to update any bar button items etc." before
    /// the change), then `willShow`/`willHide` for each column that appears or disappears
    /// (:248-249). Model: that order, and no animation; only a device can confirm the order.
    func _modelChangeDisplayMode(to mode: UISplitViewController.DisplayMode, notify: Bool) {
        let old = displayMode
        guard mode != old else {
            _modelDisplayMode = mode
            return
        }
        if notify, let delegate {
            delegate.splitViewController(self, willChangeTo: mode)
            let before = _modelVisibleColumns(in: old)
            let after = _modelVisibleColumns(in: mode)
            for column in after where !before.contains(column) { delegate.splitViewController(self, willShow: column) }
            for column in before where !after.contains(column) { delegate.splitViewController(self, willHide: column) }
        }
        _modelDisplayMode = mode
    }

    /// After `preferredDisplayMode` or `preferredSplitBehavior` changes. Model: a laid-out, expanded
    /// split view controller changes its display mode at once; otherwise the preferred mode is read
    /// again when it is laid out or expands.
    func _modelApplyPreferredDisplayMode() {
        let resolved = _modelResolve(_modelPreferredDisplayMode)
        if _modelIsLive && !_modelIsCollapsed {
            _modelChangeDisplayMode(to: resolved, notify: true)
        } else {
            _modelDisplayMode = nil
        }
    }

    // MARK: show(_:) and hide(_:) (UISplitViewController.h:95-118)

    func _modelShow(_ column: UISplitViewController.Column) {
        // :96: the compact column is not accepted; :50 supplementary is for triple column only.
        guard column != .compact, _modelIsColumnStyle, _modelColumnOrder.contains(column) else { return }
        if _modelIsCollapsed {
            // :101-104: pushes the column and any intervening ones if it is not in the stack, does
            // nothing if it is on top, pops the columns covering it otherwise.
            let order = _modelColumnOrder
            guard let target = order.firstIndex(of: column), let top = order.firstIndex(of: _modelTopColumn), target != top else { return }
            if target > top {
                for pushed in order[(top + 1)...target] { delegate?.splitViewController(self, willShow: pushed) }
            } else {
                for popped in order[(target + 1)...top].reversed() { delegate?.splitViewController(self, willHide: popped) }
            }
            _modelTopColumn = column
            _modelSyncNesting()
        } else {
            // :110-113: ignored for the secondary column and for a visible column; otherwise the
            // nearest display mode that shows the column.
            guard column != .secondary, !_modelVisibleColumns(in: displayMode).contains(column) else { return }
            if let mode = _modelNearestMode(where: column, isVisible: true) { _modelChangeDisplayMode(to: mode, notify: true) }
        }
    }

    func _modelHide(_ column: UISplitViewController.Column) {
        guard column != .compact, _modelIsColumnStyle, _modelColumnOrder.contains(column) else { return }
        if _modelIsCollapsed {
            // :98-100: ignored for the primary column and for a column that is not on top;
            // otherwise the column is popped.
            guard column != .primary, column == _modelTopColumn, let index = _modelColumnOrder.firstIndex(of: column) else { return }
            delegate?.splitViewController(self, willHide: column)
            _modelTopColumn = _modelColumnOrder[index - 1]
            _modelSyncNesting()
        } else {
            // :106-109: ignored for the secondary column and for a hidden column; otherwise the
            // nearest display mode that hides the column.
            guard column != .secondary, _modelVisibleColumns(in: displayMode).contains(column) else { return }
            if let mode = _modelNearestMode(where: column, isVisible: false) { _modelChangeDisplayMode(to: mode, notify: true) }
        }
    }

    // MARK: Collapsing and expanding

    /// Collapsed without a `.compact` controller: the columns stacked up to the top one
    /// (UISplitViewController.h:52 "stacking the vc's for the Primary, Supplementary, and Secondary
    /// columns").
    var _modelCollapsedColumns: [UISplitViewController.Column] {
        let order = _modelColumnOrder
        guard let top = order.firstIndex(of: _modelTopColumn) else { return order }
        return Array(order[...top])
    }

    /// How UIKit stacks the columns when it collapses without a `.compact` controller
    /// (UISplitViewController.h:52): the navigation controllers of the columns after the primary
    /// one, up to the top column, are pushed onto the primary column's navigation controller, as
    /// children of it. Sources: woocommerce-ios pull request 17778 (2026, a column-style split view
    /// with a list and a detail: collapsed, UIKit "can present the two columns as one navigation
    /// flow by pushing the secondary navigation controller into the primary navigation stack. One
    /// navigation controller ends up nested inside the other"), and for the classic split view the
    /// `splitViewController(_:collapseSecondary:onto:)` documentation (a `UINavigationController`
    /// primary "responds by pushing the secondary view controller onto its navigation stack",
    /// quoted by malcolmhall.com, 2017). Expanded, or with a `.compact` controller, every column's
    /// controller is the split view controller's child again. `show(_:)` and `hide(_:)` while
    /// collapsed push and pop them (:97-104). Model: the supplementary column of a triple-column
    /// split view is nested the same way, before the secondary (no source describes it);
    /// `viewController(for:)` keeps answering each column's own controller; the pushes are silent
    /// (no navigation delegate hears them). Only a device can confirm these (Docs/DeviceChecklist.md).
    func _modelSyncNesting() {
        let primaryKey = UISplitViewController.Column.primary.rawValue
        let primary = _modelColumns[primaryKey].flatMap { $0._modelParent === self ? $0 as? UINavigationController : nil }
        let nesting = _modelIsCollapsed && _modelColumns[UISplitViewController.Column.compact.rawValue] == nil
        // A column's controller that left with `removeFromParent()` is no longer the column's.
        let columns = _modelColumnOrder.dropFirst().compactMap { _modelColumns[$0.rawValue] }
            .filter { $0._modelParent === self || ($0._modelParent === primary && primary != nil) }
        let wanted: [UIViewController] = nesting && primary != nil
            ? _modelCollapsedColumns.dropFirst().compactMap { column in
                columns.first { $0 === _modelColumns[column.rawValue] } as? UINavigationController
            } : []
        let nestedNow = primary?._modelChildren.filter { child in columns.contains { $0 === child } } ?? []
        guard nestedNow.count != wanted.count || zip(nestedNow, wanted).contains(where: { $0 !== $1 }) else { return }
        // Every nested column back to the split view, then the wanted ones pushed in column order.
        for controller in nestedNow {
            primary?._modelRemoveChild(controller)
            addChild(controller)
            controller.didMove(toParent: self)
        }
        guard let primary else { return }
        for controller in wanted {
            _modelRemoveChild(controller)
            primary.addChild(controller)
            controller.didMove(toParent: primary)
        }
    }

    /// Before the primary column's controller is replaced: the columns nested in it come back to
    /// the split view, so they stay the split view's columns (`_modelSyncNesting` nests them again
    /// in the new one).
    func _modelUnnest(from primary: UIViewController) {
        for column in _modelColumnOrder.dropFirst() {
            guard let controller = _modelColumns[column.rawValue], controller._modelParent === primary else { continue }
            primary._modelRemoveChild(controller)
            addChild(controller)
            controller.didMove(toParent: self)
        }
    }

    /// A layout pass (`UIKitModel`): collapses in compact width and expands otherwise. A split view
    /// controller starts expanded and collapses when first laid out in compact width (commandshift.co.uk,
    /// "Understanding split view controller": "When it is added to the window, if running in a
    /// .Compact horizontal size class, it collapses"). Model: the first layout settles the display
    /// mode without calling the delegate, and a collapse there is no transition: it is over before
    /// anything appears.
    func _modelLayOut() {
        let first = !_modelIsLive
        if first {
            _modelIsLive = true
            if _modelDisplayMode == nil { _modelDisplayMode = _modelResolve(_modelPreferredDisplayMode) }
        }
        if _modelHorizontalSizeClass == .compact {
            _modelCollapse(inTransition: !first)
        } else {
            _modelExpand()
        }
    }

    /// The collapse sequence. `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`
    /// (UISplitViewController.h:244; column style only, per its doc) is asked with `.compact`
    /// proposed when a `.compact` controller is set (an Apple engineer, developer forums thread
    /// 650732; uikit-behaviour-and-actions.md §1.4); otherwise with `.secondary`: neither the header
    /// nor the doc says, practice suggests the detail (fact 5). The controllers that come onto or
    /// leave the screen get `viewWillAppear`/`viewWillDisappear` while `isCollapsed` is still false
    /// (Apple's `isCollapsed` documentation: false until the collapse transition finishes); then it
    /// is true, `splitViewControllerDidCollapse(_:)` is called (:246; its doc: after the collapse,
    /// `isCollapsed` is true), and the did-callbacks follow. Model: a returned column the style has
    /// not (or `.compact` without a `.compact` controller) counts as `.secondary`. What is shown is the `.compact` controller when one is set (:52), otherwise the
    /// columns stacked up to the returned one (`_modelVisibleStacks`). The classic
    /// `collapseSecondary…`/`primaryViewController(forCollapsing:)` hooks are not called.
    func _modelCollapse(inTransition: Bool) {
        guard !_modelIsCollapsed else { return }
        var top: UISplitViewController.Column = .secondary
        if _modelIsColumnStyle, let delegate {
            let proposal: UISplitViewController.Column = _modelColumn(.compact) != nil ? .compact : .secondary
            let chosen = delegate.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposal)
            if _modelColumnOrder.contains(chosen) {
                top = chosen
            } else if chosen == .compact, proposal == .compact {
                // The `.compact` controller is what shows; the columns' order is not used.
            } else {
                UIKitModel._warn("\(_modelDescription): topColumnForCollapsingToProposedTopColumn returned a column the style has not; .secondary kept")
            }
        }
        _modelTopColumn = top
        _modelIsCollapsed = true
        _modelSyncNesting()
        guard inTransition else { return delegate?.splitViewControllerDidCollapse(self) ?? () }
        _modelReportedCollapsed = false
        UIKitModel._refreshAppearance {
            self._modelReportedCollapsed = nil
            self.delegate?.splitViewControllerDidCollapse(self)
        }
    }

    /// The expand sequence. `splitViewController(_:displayModeForExpandingToProposedDisplayMode:)`
    /// (UISplitViewController.h:245) is asked with the preferred display mode as the split behavior
    /// reads it; what it returns is read the same way (never `.automatic`, :131) and becomes the
    /// display mode (with `willChangeTo` if it differs). The columns' controllers get
    /// `viewWillAppear` while `isCollapsed` is still true (Apple's `isCollapsed` documentation: true
    /// until the expand transition finishes); then it is false, `splitViewControllerDidExpand(_:)`
    /// is called (:247), and the did-callbacks follow. The column controllers keep their stacks.
    func _modelExpand() {
        guard _modelIsCollapsed else { return }
        let proposal = _modelResolve(_modelPreferredDisplayMode)
        var mode = proposal
        if _modelIsColumnStyle, let delegate {
            mode = _modelResolve(delegate.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposal))
        }
        _modelReportedCollapsed = true
        _modelIsCollapsed = false
        _modelSyncNesting()
        _modelChangeDisplayMode(to: mode, notify: true)
        UIKitModel._refreshAppearance {
            self._modelReportedCollapsed = nil
            self.delegate?.splitViewControllerDidExpand(self)
        }
    }

    /// What is on screen (`UIKitModel.visibleStack(of:)`): expanded, the stack of each column the
    /// display mode shows (:19-25); collapsed, the `.compact` controller's stack when one is set (:52),
    /// otherwise the primary navigation controller's stack, onto which the columns up to the top
    /// one are pushed (:52, `_modelSyncNesting`); a pushed navigation controller stands for its
    /// stack, which reproduces FB8640357's collapsed walk-through (Back from a second detail shows
    /// the first detail).
    func _modelVisibleStacks() -> [[UIViewController]] {
        if _modelIsCollapsed {
            if let compact = _modelColumn(.compact) { return UIKitModel._visibleStacks(of: compact) }
            return [_modelColumn(.primary).map(UIKitModel._stack(of:)) ?? []]
        }
        return _modelVisibleColumns(in: displayMode).compactMap { _modelColumn($0) }.map(UIKitModel._stack(of:))
    }
}
