// Scenario support: generated layouts driven as a person and the system drive them, on the
// behavioural model of UIKit (Tests/StandIns/UIKit). Compiled with every spec's generated and
// scaffolded files by NavigationScenarioTests; not part of any SwiftPM target.
import Foundation
import LayoutRuntime
import UIKit

/// What went wrong in the scenario being run.
@MainActor
enum Scenario {
    static var failures: [String] = []
    static var name = ""

    static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { failures.append(message()) }
    }

    /// UIKit would have raised: a navigation controller pushed, a controller with two parents.
    static func checkNoExceptions(_ context: @autoclosure () -> String) {
        let raised = UIKitModel.exceptions + UIKitListModel.exceptions.map { "\($0)" }
        check(raised.isEmpty, "UIKit raised \(raised) \(context())")
    }
}

/// SplitMix64: the same sequence for a seed on every machine.
struct ScenarioRandom: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A generated layout in a window, with what the scenario needs to see through it.
@MainActor
struct Driven<Screen: NavigationValue, Selection: NavigationValue> {
    let window: UIWindow
    let navigator: SplitNavigator<Screen, Selection>
    var split: UISplitViewController { navigator.splitViewController }
    var state: NavigationState<Screen, Selection> { navigator.state }
    var map: NavigationMap<Screen, Selection> { navigator.map }

    /// What the user sees: one stack of titles per column on screen (collapsed: the compact stack).
    var titles: [[String]] { UIKitModel.visibleTitles(of: split) }
    var stacks: [[UIViewController]] { UIKitModel.visibleStack(of: split) }

    /// The navigation controller of a regular column.
    func column(_ column: UISplitViewController.Column) -> UINavigationController? {
        split.viewController(for: column) as? UINavigationController
    }

    /// The list a controller shows, if it is a generated list.
    static func collectionView(of controller: UIViewController) -> UICollectionView? {
        controller.view.subviews.compactMap { $0 as? UICollectionView }.first
    }

    /// Taps the row at `index` (counting every visible row, sections in order) of a list.
    @discardableResult
    func tapRow(_ index: Int, in controller: UIViewController) -> Bool {
        guard let list = Self.collectionView(of: controller) else { return false }
        var remaining = index
        for (section, items) in UIKitListModel.visibleItems(of: list).enumerated() {
            if remaining < items.count {
                _ = UIKitListModel.tapRow(at: IndexPath(item: remaining, section: section), in: list)
                return true
            }
            remaining -= items.count
        }
        return false
    }

    func rowCount(in controller: UIViewController) -> Int {
        Self.collectionView(of: controller).map { UIKitListModel.visibleItems(of: $0).joined().count } ?? 0
    }

    /// Where the user is, in the width on screen: the columns in regular width, the tab and its
    /// stack in compact width (the other width's part of the state is not on screen).
    var place: String { Self.place(of: state) }

    static func place(of state: NavigationState<Screen, Selection>) -> String {
        switch state.width {
        case .regular: "\(state.primary) \(state.supplementary) \(state.secondary)"
        case .compact: "\(state.selectedTab) \(state.compactStack.map(\.route))"
        }
    }

    /// The controller on top of a regular column, or of the compact stack.
    var compactTop: UIViewController? { split.isCollapsed ? stacks.last?.last : nil }

    // MARK: Invariants

    /// What must hold whatever the user did: UIKit raised nothing; no navigation controller sits
    /// in a stack; the stacks on screen are the state's; the detail column never piles up; compact
    /// width never shows the empty placeholder on top; the sidebar highlights the route.
    func checkInvariants(_ context: String) {
        Scenario.checkNoExceptions(context)
        for stack in stacks {
            Scenario.check(!stack.contains { $0 is UINavigationController }, "a navigation controller inside a stack \(context)")
        }
        if split.isCollapsed {
            Scenario.check(state.width == .compact, "collapsed, but the state is \(state.width) \(context)")
            let shown = stacks.last ?? []
            Scenario.check(shown.count == state.compactStack.count,
                           "compact width shows \(shown.count) screens, the state has \(state.compactStack.count) \(context): \(titles)")
            if let top = shown.last, shown.count > 1, let route = navigator.route(of: top) {
                Scenario.check(!(route.screen == map.secondary && route.selection == nil), "compact width shows the empty detail on top \(context)")
            }
        } else {
            Scenario.check(state.width == .regular, "expanded, but the state is \(state.width) \(context)")
            let secondaryCount = column(.secondary)?.viewControllers.count ?? 0
            Scenario.check(secondaryCount == max(1, state.secondary.count),
                           "the secondary column holds \(secondaryCount) controllers for \(state.secondary.count) routes \(context)")
            for slot in ColumnSlot.allCases {
                let uikitColumn: UISplitViewController.Column = slot == .primary ? .primary : slot == .supplementary ? .supplementary : .secondary
                guard let navigationController = column(uikitColumn), let top = navigationController.viewControllers.last else { continue }
                Scenario.check(navigator.route(of: top) == state.visibleRoute(in: slot, map),
                               "the \(slot) column shows \(String(describing: navigator.route(of: top)?.screen)), the state \(String(describing: state.visibleRoute(in: slot, map)?.screen)) \(context)")
                if let list = Self.collectionView(of: top) {
                    let highlighted = state.highlightedSelection(in: slot) != nil
                    let selected = !(list.indexPathsForSelectedItems ?? []).isEmpty
                    // (A collapsed outline parent hides a selected child.)
                    Scenario.check(!highlighted || selected || UIKitListModel.hasCollapsedItems(in: list),
                                   "the \(slot) list does not highlight the row that opened the next column \(context)")
                }
            }
        }
    }

    // MARK: Random use

    /// Seeded random use: taps on rows of any visible list, Back, tabs, display-mode changes,
    /// rotation and Slide Over (size-class changes), checking the invariants after every step and
    /// that a size-class change and back keeps the user's place.
    func exercise(seed: UInt64, steps: Int, makeAgain: @escaping () -> Driven) {
        var random = ScenarioRandom(state: seed)
        var trace: [String] = []
        for _ in 0..<steps {
            let context = "after \(trace.joined(separator: " → ")) (seed \(seed))"
            var actions: [() -> String] = []
            for stack in stacks {
                guard let top = stack.last else { continue }
                let rows = rowCount(in: top)
                if rows > 0 {
                    actions.append {
                        let index = Int.random(in: 0..<rows, using: &random)
                        self.tapRow(index, in: top)
                        return "tap row \(index) of \(top.title ?? "?")"
                    }
                }
                if stack.count > 1 {
                    actions.append {
                        _ = UIKitModel.tapBack(in: top)
                        return "Back from \(top.title ?? "?")"
                    }
                }
            }
            if let tabs = split.viewController(for: .compact) as? UITabBarController, split.isCollapsed, let count = tabs.viewControllers?.count {
                actions.append {
                    let index = Int.random(in: 0..<count, using: &random)
                    _ = UIKitModel.selectTab(index, in: tabs)
                    return "tab \(index)"
                }
            }
            actions.append {
                let target: UIUserInterfaceSizeClass = self.split.isCollapsed ? .regular : .compact
                let before = self.state
                let titles = self.titles
                UIKitModel.setHorizontalSizeClass(target, for: self.window)
                UIKitModel.setHorizontalSizeClass(target == .regular ? .compact : .regular, for: self.window)
                Scenario.check(self.place == Self.place(of: before) && self.titles == titles,
                               "a size-class change and back lost the user's place: \(titles) became \(self.titles) \(context)")
                UIKitModel.setHorizontalSizeClass(target, for: self.window)
                return target == .regular ? "expand" : "collapse"
            }
            if !split.isCollapsed {
                actions.append {
                    let modes: [UISplitViewController.DisplayMode] = [.secondaryOnly, .oneBesideSecondary, .oneOverSecondary]
                    let mode = modes.randomElement(using: &random)!
                    UIKitModel.userChangedDisplayMode(mode, for: self.split)
                    return "display mode \(mode.rawValue)"
                }
            }
            actions.append {
                // Save and restore into a new scene of the same width.
                let activity = self.navigator.stateRestorationActivity(activityType: "scenario")
                let again = makeAgain()
                UIKitModel.setHorizontalSizeClass(self.split.isCollapsed ? .compact : .regular, for: again.window)
                Scenario.check(again.navigator.restore(from: activity), "a saved state was refused \(context)")
                Scenario.check(again.place == self.place, "the restored state differs \(context)")
                if !self.split.isCollapsed, [.oneOverSecondary, .twoOverSecondary].contains(self.split.displayMode) {
                    // A sidebar open over the detail comes back put away (`NavigationState.restored`).
                    Scenario.check(again.titles.last == self.titles.last,
                                   "the restored detail shows \(String(describing: again.titles.last)), not \(String(describing: self.titles.last)) \(context)")
                } else {
                    Scenario.check(again.titles == self.titles, "the restored layout shows \(again.titles), not \(self.titles) \(context)")
                }
                again.checkInvariants("in the restored layout \(context)")
                return "save and restore"
            }
            let action = actions.randomElement(using: &random)!
            trace.append(action())
            checkInvariants("after \(trace.joined(separator: " → ")) (seed \(seed))")
            if Scenario.failures.count > 3 { return }
        }
    }
}
