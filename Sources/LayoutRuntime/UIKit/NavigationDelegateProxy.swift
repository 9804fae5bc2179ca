#if canImport(UIKit)
import UIKit

/// What the navigator hears from UIKit. A separate, non-generic delegate object, because UIKit's
/// delegate protocols are Objective-C protocols, which a generic class cannot adopt.
@MainActor
protocol NavigationEventHandling: AnyObject {
    func willCollapse(proposed: UISplitViewController.Column) -> UISplitViewController.Column
    func willExpand(proposed: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode
    func displayModeWillChange(to mode: UISplitViewController.DisplayMode)
    func navigationControllerDidShow(_ navigationController: UINavigationController)
    func tabBarControllerDidSelect(index: Int)
    func tabBarControllerShouldSelect(index: Int) -> Bool
}

@MainActor
final class NavigationDelegateProxy: NSObject, UISplitViewControllerDelegate, UINavigationControllerDelegate, UITabBarControllerDelegate {
    weak var handler: (any NavigationEventHandling)?

    // The pre-transition hooks (UISplitViewController.h:244-245): the new stacks are in place
    // before UIKit animates, so nothing jumps afterwards.
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        handler?.willCollapse(proposed: proposedTopColumn) ?? proposedTopColumn
    }

    func splitViewController(_ svc: UISplitViewController,
                             displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode {
        handler?.willExpand(proposed: proposedDisplayMode) ?? proposedDisplayMode
    }

    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        handler?.displayModeWillChange(to: displayMode)
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        handler?.navigationControllerDidShow(navigationController)
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        guard let index = tabBarController.viewControllers?.firstIndex(where: { $0 === viewController }) else { return true }
        return handler?.tabBarControllerShouldSelect(index: index) ?? true
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        handler?.tabBarControllerDidSelect(index: tabBarController.selectedIndex)
    }
}

extension SplitNavigator: NavigationEventHandling {
    func willCollapse(proposed: UISplitViewController.Column) -> UISplitViewController.Column {
        update { $0.collapse(map) }
        // A `.compact` controller is set, and it is what the collapsed split view shows
        // (UISplitViewController.h:52); the proposal is returned as it came.
        return proposed
    }

    func willExpand(proposed: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode {
        update { $0.expand(map) }
        // The sidebars as the user last had them in regular width (UIKit proposes the preferred
        // mode, which a gesture or the display-mode button does not change).
        if state.displayMode != .automatic { return Self.uikitMode(state.displayMode) }
        let behavior: Map.Behavior
        switch splitViewController.splitBehavior {
        case .tile: behavior = .tile
        case .overlay: behavior = .overlay
        case .displace: behavior = .displace
        default: behavior = .automatic
        }
        return Self.uikitMode(state.displayModeForExpanding(proposed: Self.stateMode(proposed), behavior: behavior, map))
    }

    func displayModeWillChange(to mode: UISplitViewController.DisplayMode) {
        update { $0.displayModeChanged(to: Self.stateMode(mode)) }
    }

    func navigationControllerDidShow(_ navigationController: UINavigationController) {
        guard !isRendering else { return }
        // Back button or edge swipe: the stack is shorter than the state's.
        let count = navigationController.viewControllers.count
        for (placement, entries) in shown where entries.count > count && isOnScreen(placement) {
            guard entries.first.map({ $0.controller.parent === navigationController }) ?? false else { continue }
            shown[placement] = Array(entries.prefix(count))
            switch placement {
            case .column(let column): update { $0.popped(to: count, at: .column(column), map) }
            case .compact(let tab) where tab == state.selectedTab: update { $0.popped(to: count, at: .compact, map) }
            case .compact: break
            }
        }
    }

    func tabBarControllerDidSelect(index: Int) {
        guard tabBarSlots.indices.contains(index), case .stack(let tab) = tabBarSlots[index] else { return }
        update { $0.selectTab(tab) }
    }

    /// An action tab is never selected: its action runs, and the tab the user was on stays.
    func tabBarControllerShouldSelect(index: Int) -> Bool {
        guard tabBarSlots.indices.contains(index), case .action(let action) = tabBarSlots[index] else { return true }
        performActionTab?(action)
        return false
    }

    static func stateMode(_ mode: UISplitViewController.DisplayMode) -> State.DisplayMode {
        switch mode {
        case .secondaryOnly: .secondaryOnly
        case .oneBesideSecondary: .oneBesideSecondary
        case .oneOverSecondary: .oneOverSecondary
        case .twoBesideSecondary: .twoBesideSecondary
        case .twoOverSecondary: .twoOverSecondary
        case .twoDisplaceSecondary: .twoDisplaceSecondary
        default: .automatic
        }
    }

    static func uikitMode(_ mode: State.DisplayMode) -> UISplitViewController.DisplayMode {
        switch mode {
        case .automatic: .automatic
        case .secondaryOnly: .secondaryOnly
        case .oneBesideSecondary: .oneBesideSecondary
        case .oneOverSecondary: .oneOverSecondary
        case .twoBesideSecondary: .twoBesideSecondary
        case .twoOverSecondary: .twoOverSecondary
        case .twoDisplaceSecondary: .twoDisplaceSecondary
        }
    }
}
#endif
