#if canImport(UIKit)
import Foundation
import UIKit

/// Where a screen's controller is shown: in a regular-width column, or on a compact stack.
public enum Placement: Hashable, Sendable {
    case column(ColumnSlot)
    case compact(tab: Int)
}

/// The UIKit side of a layout's navigation: it owns the split view controller, its column and
/// compact navigation controllers, and the `NavigationState`; it shows the state and turns what
/// UIKit reports (a Back tap, a tab switch, a size-class change, a display-mode change) and what
/// the lists report (a row selected) into state changes. Generated layouts create one.
///
/// Behaviour that rests on UIKit facts (each in `UIKit-facts` of Docs/CodeGeneration.md):
/// - the columns hold navigation controllers made here, and their stacks are set, never pushed
///   onto: setting a plain controller on `.secondary` again pushes it (FB8640357), which made the
///   detail column grow with every pick;
/// - a `.compact` controller is always set, so collapsing never stacks the columns by itself
///   (UISplitViewController.h:52) and never shows an empty detail;
/// - collapse and expand are decided in the pre-transition delegate hooks
///   (`topColumnForCollapsingToProposedTopColumn`, `displayModeForExpandingToProposedDisplayMode`),
///   so nothing jumps after the transition;
/// - a controller has one parent: a controller that moves between hierarchies is taken out of its
///   old navigation controller first (UIViewControllerHierarchyInconsistency);
/// - a navigation controller is never pushed (NSInvalidArgumentException): the factory answers
///   with screens (the generated layout passes every app answer through `screen(from:for:)`), and
///   a restored copy the app makes is passed through it here.
@MainActor
public final class SplitNavigator<Screen: NavigationValue, Selection: NavigationValue> {
    public typealias State = NavigationState<Screen, Selection>
    public typealias Map = NavigationMap<Screen, Selection>
    public typealias Route = LayoutRuntime.Route<Screen, Selection>
    /// Makes the controller for a route; the generated layout asks the app for its own screens and
    /// answers with the screen itself, never a navigation controller (`screen(from:for:)`).
    public typealias Factory = @MainActor (_ route: Route, _ placement: Placement) -> UIViewController

    public let map: Map
    /// The window's root view controller. It keeps the navigator (and the generated layout,
    /// its `owner`) alive, so a layout works however the app holds it.
    public var splitViewController: LayoutSplitViewController {
        guard let split = weakSplitViewController else {
            preconditionFailure("the layout's split view controller was released; install it in a window with install(in:)")
        }
        return split
    }
    public private(set) var state: State
    /// The split view controller owns the navigator; the navigator holds it strongly only until
    /// it is installed in a window, so neither outlives the window.
    weak var weakSplitViewController: LayoutSplitViewController?
    var splitViewControllerUntilInstalled: LayoutSplitViewController?
    /// Called after every change of the state (to save it, or to update the app's own UI).
    public var onChange: (@MainActor (State) -> Void)?

    let factory: Factory
    let restoresState: @MainActor (Screen) -> Bool
    let delegateProxy = NavigationDelegateProxy()
    let columnNavigationControllers: [ColumnSlot: UINavigationController]
    let compactNavigationControllers: [UINavigationController]
    /// The compact controller: the single stack, or a tab bar controller around the tabs' stacks.
    let compactController: UIViewController
    /// The controllers on each stack, with the route each shows, bottom first.
    var shown: [Placement: [(route: Route, controller: UIViewController)]] = [:]
    /// Set while the navigator changes stacks itself, so UIKit's callbacks are not taken as the user's.
    var isRendering = false

    /// What each item of the compact tab bar is, in order: a tab with its stack (its index in the
    /// state's tabs), or an action tab (its index among the action tabs).
    public enum TabBarSlot: Equatable, Sendable {
        case stack(Int)
        case action(Int)
    }
    /// The compact tab bar's items in order; empty without a tab bar.
    let tabBarSlots: [TabBarSlot]
    /// Runs an action tab, by its index among the action tabs (the generated layout sets it).
    public var performActionTab: (@MainActor (Int) -> Void)?

    /// - Parameters:
    ///   - tabItems: the title and SF Symbol of each compact tab, when the compact flow is a tab bar.
    ///   - actionTabs: tabs that run an action instead of showing a stack, with their place among
    ///     all the tab bar's items; a tap runs `performActionTab` and the selected tab stays.
    ///   - restoresState: screens whose live controller moves to the other size class (keeping its
    ///     scroll position or draft) instead of being made again for the same route.
    public init(map: Map, tabItems: [(title: String, image: String?)] = [],
                actionTabs: [(position: Int, title: String, image: String?)] = [], displayMode: State.DisplayMode = .automatic,
                restoresState: @escaping @MainActor (Screen) -> Bool = { _ in false }, factory: @escaping Factory) {
        self.map = map
        self.factory = factory
        self.restoresState = restoresState
        state = State(map, width: .regular, displayMode: displayMode)
        let split = LayoutSplitViewController(style: map.style == .tripleColumn ? .tripleColumn : .doubleColumn)
        weakSplitViewController = split
        splitViewControllerUntilInstalled = split
        var columns: [ColumnSlot: UINavigationController] = [.primary: UINavigationController(), .secondary: UINavigationController()]
        if map.style == .tripleColumn { columns[.supplementary] = UINavigationController() }
        columnNavigationControllers = columns
        compactNavigationControllers = map.compactRoots.map { _ in UINavigationController() }
        switch map.compact {
        case .stack:
            compactController = compactNavigationControllers[0]
            tabBarSlots = []
        case .tabs:
            let tabBarController = UITabBarController()
            for (index, navigationController) in compactNavigationControllers.enumerated() where index < tabItems.count {
                let item = tabItems[index]
                navigationController.tabBarItem = UITabBarItem(title: item.title, image: item.image.flatMap { UIImage(systemName: $0) }, selectedImage: nil)
            }
            // Action tabs go between the stacks at their places; each is a bare controller that is
            // never selected (`tabBarController(_:shouldSelect:)` says no).
            var slots = compactNavigationControllers.indices.map(TabBarSlot.stack)
            var controllers: [UIViewController] = compactNavigationControllers
            for (index, tab) in actionTabs.enumerated().sorted(by: { $0.element.position < $1.element.position }) {
                let placeholder = UIViewController()
                placeholder.tabBarItem = UITabBarItem(title: tab.title, image: tab.image.flatMap { UIImage(systemName: $0) }, selectedImage: nil)
                let position = min(max(tab.position, 0), controllers.count)
                controllers.insert(placeholder, at: position)
                slots.insert(.action(index), at: position)
            }
            tabBarSlots = slots
            tabBarController.setViewControllers(controllers, animated: false)
            tabBarController.delegate = delegateProxy
            compactController = tabBarController
        }
        delegateProxy.handler = self
        split.delegate = delegateProxy
        for navigationController in columns.values { navigationController.delegate = delegateProxy }
        for navigationController in compactNavigationControllers { navigationController.delegate = delegateProxy }
        split.navigator = self
        render()
        // The columns hold these navigation controllers for good; only their stacks change.
        split.setViewController(columns[.primary], for: .primary)
        if let supplementary = columns[.supplementary] { split.setViewController(supplementary, for: .supplementary) }
        split.setViewController(columns[.secondary], for: .secondary)
        split.setViewController(compactController, for: .compact)
    }

    /// For a layout whose window shows something else (a scene kind's window): the split view,
    /// never installed, goes with the screens it made, instead of living as long as the layout
    /// (it would keep the layout alive: the split view owns it). `splitViewController` must not be
    /// asked for afterwards.
    public func releaseSplitView() {
        splitViewControllerUntilInstalled = nil
    }

    /// Makes the split view `window`'s root view controller and shows the window. From then on
    /// the window keeps the split view, the navigator and the layout alive.
    public func install(in window: UIWindow) {
        window.rootViewController = splitViewController
        splitViewControllerUntilInstalled = nil
        window.makeKeyAndVisible()
    }

    // MARK: What the user does

    /// A row of the list `source` was selected; `destination` is where its spec says it leads.
    /// `selection` is nil for a control that is not a row (a toolbar button of `source`).
    public func select(_ selection: Selection?, opening destination: Destination<Screen>, from source: UIViewController) {
        let position = self.position(of: source) ?? (state.width == .compact ? .compact : .column(.primary))
        let detail = state.secondary
        // The mode UIKit shows, which the state does not know while it is `.automatic`.
        let shown = splitViewController.isCollapsed ? nil : splitViewController.displayMode
        update(animated: true) { $0.select(selection, opening: destination, from: position, map) }
        guard state.width == .regular, state.secondary != detail, !state.secondary.isEmpty, let shown else { return }
        // A detail was picked: what covers it steps aside (`DisplayMode.afterDetailPick`) through
        // show/hide (:95-118), whose display-mode change the state then hears.
        switch shown {
        case .oneOverSecondary, .twoOverSecondary:
            if map.style == .tripleColumn { splitViewController.hide(.supplementary) }
            splitViewController.hide(.primary)
        case .twoDisplaceSecondary:
            splitViewController.hide(.primary)
        default:
            break
        }
    }

    // MARK: Programmatic navigation and saved state

    /// Opens a chain of screens from the primary column's first screen, as if the user had
    /// selected each: in regular width each in its column, in compact width on the right tab.
    public func open(_ steps: [Step<Screen, Selection>]) {
        update(animated: true) { $0.open(steps, map) }
    }

    /// Selects a compact tab (what regular width shows is unchanged).
    public func selectTab(_ index: Int) {
        update { $0.selectTab(index) }
    }

    /// Shows `count` on a compact tab bar item (`UITabBarItem.badgeValue`, UITabBarItem.h:49);
    /// `nil` or 0 shows none. The tab bar is what compact width shows; in regular width the count
    /// belongs on the sidebar row that opens the tab's screen.
    public func setBadge(_ count: Int?, on slot: TabBarSlot) {
        guard let tabBarController = compactController as? UITabBarController,
              let index = tabBarSlots.firstIndex(of: slot), let items = tabBarController.viewControllers, index < items.count else { return }
        items[index].tabBarItem.badgeValue = BadgeCount.text(count)
    }

    /// Shows a regular-width column (it may move the display mode, as `show(_:)` does).
    public func reveal(_ column: ColumnSlot) {
        guard !splitViewController.isCollapsed else { return }
        switch column {
        case .primary: splitViewController.show(.primary)
        case .supplementary: splitViewController.show(.supplementary)
        case .secondary: splitViewController.show(.secondary)
        }
    }

    /// Goes back to a saved state (a scene's `stateRestorationActivity`); a state that does not
    /// fit this layout is ignored. Returns whether it was used.
    @discardableResult
    public func restore(_ saved: State) -> Bool {
        guard var restored = State.restored(saved, map) else { return false }
        // The saved width is not the current one: bring the state to the width on screen.
        if splitViewController.isCollapsed { restored.collapse(map) } else { restored.expand(map) }
        // The sidebars as the user left them, where that is the user's choice: under `.automatic`
        // UIKit tiles the columns in landscape and puts them away in portrait
        // (UISplitViewController.h:128), so a saved tiled mode is what it chose, and pinning it
        // would draw the sidebars over the detail in portrait. Sidebars the user put away stay away.
        let mode = Self.uikitMode(restored.displayMode)
        if restored.displayMode != .automatic, splitViewController.preferredDisplayMode != .automatic || mode == .secondaryOnly {
            splitViewController.preferredDisplayMode = mode
        } else {
            restored.displayMode = .automatic
        }
        update { $0 = restored }
        return true
    }

    /// The key of the navigation state in a user activity's `userInfo`.
    public static var userInfoKey: String { "layoutc.navigation" }

    /// The scene's navigation state in a user activity, for `stateRestorationActivity(for:)`.
    public func stateRestorationActivity(activityType: String) -> NSUserActivity {
        let activity = NSUserActivity(activityType: activityType)
        if let data = try? JSONEncoder().encode(state) {
            activity.addUserInfoEntries(from: [Self.userInfoKey: data])
        }
        return activity
    }

    /// Restores from a user activity made by `stateRestorationActivity(activityType:)`.
    @discardableResult
    public func restore(from activity: NSUserActivity) -> Bool {
        guard let data = activity.userInfo?[Self.userInfoKey] as? Data,
              let saved = try? JSONDecoder().decode(State.self, from: data) else { return false }
        return restore(saved)
    }

    /// The route a controller of this layout shows, if it is on one of its stacks.
    public func route(of controller: UIViewController) -> Route? {
        for entries in shown.values {
            if let entry = entries.first(where: { $0.controller === controller }) { return entry.route }
        }
        return nil
    }

    // MARK: Showing the state

    /// Changes the state and shows it. `animated`: the change is the user's (a row, a control, the
    /// app's `open`), so a push or a pop it makes on screen animates as UIKit's own do; restoring
    /// and size-class changes show their result at once.
    func update(animated: Bool = false, _ change: (inout State) -> Void) {
        let before = state
        change(&state)
        guard state != before else { return }
        render(animated: animated)
        onChange?(state)
    }

    /// Sets every navigation controller's stack to what the state says, keeping controllers that
    /// already show the same route at the same place, and moving restorable ones across.
    func render(animated: Bool = false) {
        isRendering = true
        defer { isRendering = false }
        switch state.width {
        case .regular:
            for column in ColumnSlot.allCases {
                guard let navigationController = columnNavigationControllers[column] else { continue }
                var routes = state.stack(column)
                if routes.isEmpty, let first = state.visibleRoute(in: column, map) { routes = [first] }
                setStack(navigationController, routes, .column(column), animated: animated)
            }
        case .compact:
            for (index, navigationController) in compactNavigationControllers.enumerated() where state.tabs.indices.contains(index) {
                setStack(navigationController, state.tabs[index].map(\.route), .compact(tab: index),
                         animated: animated && index == state.selectedTab)
            }
            if let tabBarController = compactController as? UITabBarController,
               let selected = tabBarSlots.firstIndex(of: .stack(state.selectedTab)), tabBarController.selectedIndex != selected {
                tabBarController.selectedIndex = selected
            }
        }
        highlightSelections()
    }

    /// `animated`: only a push or a pop animates (the new stack extends the old one or is a part of
    /// it, UINavigationController.h:72); a new root, as a column's detail replaced, does not.
    func setStack(_ navigationController: UINavigationController, _ routes: [Route], _ placement: Placement, animated: Bool = false) {
        let current = shown[placement] ?? []
        var next: [(route: Route, controller: UIViewController)] = []
        for (index, route) in routes.enumerated() {
            if index < current.count, current[index].route == route, current[index].controller.parent === navigationController
                || current[index].controller.parent == nil {
                next.append(current[index])
            } else {
                next.append((route, controller(for: route, placement, excluding: current.map(\.controller))))
            }
        }
        shown[placement] = next
        let controllers = next.map(\.controller)
        let old = navigationController.viewControllers
        guard old.count != controllers.count || zip(old, controllers).contains(where: { $0 !== $1 }) else { return }
        let common = min(old.count, controllers.count)
        let pushOrPop = common > 0 && zip(old.prefix(common), controllers.prefix(common)).allSatisfy { $0 === $1 }
        navigationController.setViewControllers(controllers, animated: animated && pushOrPop && isOnScreen(placement))
    }

    /// A controller for `route` at `placement`: for a `restoresState` screen whose controller
    /// adopts `RestorableController`, the copy it makes of its live controller in the other
    /// hierarchy (or that controller itself, taken out of it first, when it answers with itself);
    /// else a new one from the factory. A controller that does not adopt it is never moved:
    /// taking a live controller from one hierarchy into another while UIKit collapses or expands
    /// the split view is what an Apple engineer advises against ("If you want to reparent view
    /// controllers at that time, be careful … it's probably easier to have separate vc
    /// instances", developer forums thread 650732), and the app has not said its controller can.
    func controller(for route: Route, _ placement: Placement, excluding: [UIViewController]) -> UIViewController {
        if restoresState(route.screen) {
            for (other, entries) in shown where other != placement {
                guard let index = entries.firstIndex(where: { $0.route == route }), !isOnScreen(other),
                      let restorable = entries[index].controller as? any RestorableController else { continue }
                let live = entries[index].controller
                let copy = restorable.makeRestoredCopy()
                if copy === live { detach(live, from: other) }
                return Self.screen(from: copy, for: route)
            }
        }
        return factory(route, placement)
    }

    /// Whether a placement belongs to the width on screen (its controllers are not free to move).
    func isOnScreen(_ placement: Placement) -> Bool {
        switch (placement, state.width) {
        case (.column, .regular), (.compact, .compact): true
        default: false
        }
    }

    /// Takes a controller out of the stack it is on, so it can have a new parent.
    func detach(_ controller: UIViewController, from placement: Placement) {
        shown[placement]?.removeAll { $0.controller === controller }
        guard let navigationController = controller.parent as? UINavigationController else { return }
        navigationController.setViewControllers(navigationController.viewControllers.filter { $0 !== controller }, animated: false)
    }

    /// The screen an app's factory answered for `route`: the controller itself, or the single
    /// screen of a `UINavigationController` it returned, taken out of it. Every path that shows an
    /// app's controller goes through here: UIKit refuses to push a navigation controller or to make
    /// one the root of another (`NSInvalidArgumentException`), and the layout owns the stacks.
    public static func screen(from controller: UIViewController, for route: Route) -> UIViewController {
        guard let navigationController = controller as? UINavigationController else { return controller }
        let stack = navigationController.viewControllers
        guard let screen = stack.last else {
            assertionFailure("The factory for \(route.screen) returned an empty UINavigationController; return the screen's view controller")
            return UIViewController()
        }
        if stack.count > 1 {
            assertionFailure("The factory for \(route.screen) returned a UINavigationController with \(stack.count) screens; return the screen's view controller (the layout owns the navigation stacks)")
        }
        navigationController.setViewControllers([], animated: false)
        return screen
    }

    /// The lists on top of the columns highlight the row that opened the next column.
    func highlightSelections() {
        guard state.width == .regular else { return }
        for column in ColumnSlot.allCases {
            guard let top = shown[.column(column)]?.last?.controller as? any HighlightingList else { continue }
            top.highlightRow(matchingAny: state.highlightedSelection(in: column))
        }
    }

    /// Where a list controller is: which column, or the compact stack.
    func position(of controller: UIViewController) -> ListPosition? {
        // A search's results controller stands for the screen whose search field shows it
        // (UISearchController.h:62): its rows open screens as that screen's would.
        func isShowing(_ entry: UIViewController) -> Bool {
            entry === controller || entry.navigationItem.searchController?.searchResultsController === controller
        }
        for (placement, entries) in shown where entries.contains(where: { isShowing($0.controller) }) && isOnScreen(placement) {
            switch placement {
            case .column(let column): return .column(column)
            case .compact: return .compact
            }
        }
        return nil
    }
}

/// A screen that carries its own state (a scroll position, a draft) into the other size class:
/// the layout asks it for a copy to show there. Returning `self` moves the live controller; the
/// layout takes it out of its old stack first.
@MainActor
public protocol RestorableController: UIViewController {
    func makeRestoredCopy() -> UIViewController
}

/// A list whose rows the user can collapse (outline parents, section title rows): generated lists
/// with outlines adopt it, so a layout can save what the user collapsed with the window and give it
/// back to the live lists when the window is restored.
@MainActor
public protocol OutlineList: AnyObject {
    /// The collapsed rows, by keys that last across launches.
    var collapsedRowKeys: [String] { get set }
}

/// A list that shows which of its rows opened the next column (generated lists adopt it).
@MainActor
public protocol HighlightingList: AnyObject {
    /// Selects the row for `selection` (the layout's generated `Selection`, which a list of
    /// another layout's does not name), or clears it for nil.
    func highlightRow<Selection: Hashable>(matchingAny selection: Selection?)
}

/// The navigation controller at the root of a window that shows one screen of a layout (a scene
/// kind's window): like `LayoutSplitViewController` for the main window, it keeps the layout, and
/// so the app's screens, alive for as long as it is in the window.
@MainActor
public final class SceneNavigationController: UINavigationController {
    /// Whatever must live as long as the window (the generated layout).
    public var owner: AnyObject?
}

/// The split view controller of a layout. It keeps its navigator, and so the layout and the
/// app's screens, alive for as long as it is in a window, whoever created it (a layout made and
/// dropped in one expression, `window.rootViewController = Mail.Layout(screens: s).splitViewController`,
/// keeps working).
@MainActor
public final class LayoutSplitViewController: UISplitViewController {
    /// The navigator, held strongly; it knows this controller weakly once installed.
    var navigator: AnyObject?
    /// Whatever else must live as long as the split view (the generated layout).
    public var owner: AnyObject?

    // MARK: Keyboard shortcuts

    /// The split view controller is first responder when nothing else is: a key press goes to the
    /// first responder or the focused item, and with neither the responder chain is only the
    /// window and the application (UIResponder.h:72, `canBecomeFirstResponder` defaults to NO),
    /// so no screen's key command, the shortcuts' included, would run before the user tapped
    /// something that takes first responder.
    public override var canBecomeFirstResponder: Bool { true }

    /// Takes first responder once the split view is on screen (UIKit only makes a responder first
    /// responder when it is in a window).
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if !isFirstResponder { becomeFirstResponder() }
    }

    /// The layout's keyboard shortcuts as key commands. The split view controller is on every
    /// screen's responder chain (each column's, and a presented sheet's through the controller
    /// that presented it), so they work wherever the user is; UIKit lists them, by their
    /// discoverability titles, in the overlay shown while ⌘ is held.
    public var shortcutKeyCommands: [UIKeyCommand] = []
    /// Runs a shortcut by its name, the key command's `propertyList` (the generated layout sets it).
    public var performShortcut: (@MainActor (String) -> Void)?

    public override var keyCommands: [UIKeyCommand]? {
        (super.keyCommands ?? []) + shortcutKeyCommands
    }

    /// The action of the shortcuts' key commands: a method of this class, which the responder
    /// chain reaches from any screen of the layout.
    public static var shortcutAction: Selector {
        #if canImport(ObjectiveC)
        #selector(LayoutSplitViewController.layoutcPerformShortcut(_:))
        #else
        Selector("layoutcPerformShortcut:")
        #endif
    }

    /// Whether a shortcut, by its name, can run now and is on: the app's state of the action it
    /// runs (`enabled: app`, `checked: app`); nil for a shortcut whose state the app does not give.
    public var shortcutState: (@MainActor (String) -> (isEnabled: Bool, isChecked: Bool)?)?

    /// A shortcut whose action the app disables is not taken: the key goes on up the responder
    /// chain, and the ⌘ overlay shows it dimmed (UIResponder.h:109-111).
    public override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        guard action == Self.shortcutAction, let command = sender as? UIKeyCommand,
              let name = command.propertyList as? String, let state = shortcutState?(name) else {
            return super.canPerformAction(action, withSender: sender)
        }
        return state.isEnabled
    }

    /// Shows a shortcut's state where UIKit lists it: dimmed when its action cannot run, with a
    /// checkmark when it is on (UIResponder.h:115, UICommand.h:81-84).
    public override func validate(_ command: UICommand) {
        super.validate(command)
        guard let name = command.propertyList as? String, command.action == Self.shortcutAction,
              let state = shortcutState?(name) else { return }
        if state.isEnabled { command.attributes.remove(.disabled) } else { command.attributes.insert(.disabled) }
        command.state = state.isChecked ? .on : .off
    }

    /// A shortcut's key command reached the split view controller: run the shortcut it names.
    func handleShortcut(_ command: UIKeyCommand) {
        guard let name = command.propertyList as? String else { return }
        performShortcut?(name)
    }

    #if canImport(ObjectiveC)
    @objc func layoutcPerformShortcut(_ command: UIKeyCommand) {
        handleShortcut(command)
    }
    #else
    /// Linux has no Objective-C message send: the UIKit model delivers the action here.
    public override func _modelPerform(_ action: Selector, sender: Any?) -> Bool {
        guard action == Self.shortcutAction, let command = sender as? UIKeyCommand else { return super._modelPerform(action, sender: sender) }
        handleShortcut(command)
        return true
    }
    #endif
}
#endif
