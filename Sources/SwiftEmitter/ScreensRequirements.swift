/// One thing the app supplies through the generated `Screens` protocol. The list is derived
/// once from the plan (`LayoutPlan.screensRequirements`); the UIKit and SwiftUI protocols and
/// both scaffolds are written from it, so a new requirement is added in one place and every
/// writer must say how it spells it (the `switch` over it is exhaustive).
enum ScreensRequirement {
    /// A screen the app makes itself: a screen without a list.
    case makeScreen(ScreenPlan)
    /// The rows of a dynamic list.
    case rows(ScreenPlan, ListPlan)
    /// What a swipe action does to a row. UIKit hands the app a completion, as
    /// `UIContextualAction` hands one to its handler, so the app can ask before it deletes.
    case swipeAction(ScreenPlan, ListPlan)
    /// The order the user gave the rows by dragging them: a static list reports one section's
    /// rows at a time (outline children after their parent), a dynamic list all its rows.
    case reorder(ScreenPlan, ListPlan)
    /// What a toolbar button of a list screen does (screens the app makes handle their own).
    case toolbar(ScreenPlan, ListPlan)
    /// A row of any list was selected, before its destination opens, as a `Selection`: one
    /// requirement whose cases are the spec's list screens, so renaming a screen breaks the app's
    /// `switch` instead of leaving a method that is no longer called. Optional: a protocol
    /// extension supplies an empty default.
    case didSelect
    /// Rows dragged from lists whose `dragTo` names the screen were dropped onto a row of its list
    /// (`acceptsDrops: true`): the app moves them in its data.
    case drop(ScreenPlan, ListPlan)
    /// Runs an app action (`actions:`) a control names with `perform:`.
    case perform
    /// Whether app actions with `enabled: app` can run now, and whether those with `checked: app`
    /// are on.
    case actionState
    /// What an item of a toolbar button's menu does, where it has no action of its own.
    case toolbarMenu(ScreenPlan, ListPlan)
    /// The text (and scope) of a list screen's search field changed: the app applies the rows
    /// that match.
    case search(ScreenPlan, ListPlan)
    /// An item of a row's context menu was chosen: the app performs it on the row.
    case contextMenu(ScreenPlan, ListPlan)
    /// People pulled a list down (`refreshable: true`): the app fetches new rows and applies
    /// them, then says it is done (UIKit: a completion; SwiftUI: an async function's return).
    case refresh(ScreenPlan, ListPlan)
}

extension ScreensRequirement {
    /// The documentation of `didSelect(_:)`, the same in the UIKit and SwiftUI protocols.
    static let didSelectDoc = """
        A row was selected, before its destination opens. `selection` names the list by its screen and
        carries the row: switch over it, so that renaming a screen in the spec stops this code compiling
        instead of leaving it uncalled. Optional.
        """
}

extension LayoutPlan {
    /// Every requirement, in the order the protocol declares them: the app's screens, then each
    /// list's.
    var screensRequirements: [ScreensRequirement] {
        var result = customScreens.map(ScreensRequirement.makeScreen)
        if !appActions.isEmpty { result.append(.perform) }
        if hasActionStates { result.append(.actionState) }
        for (screen, list) in lists {
            if list.isDynamic { result.append(.rows(screen, list)) }
            if list.swipeNeedsApp { result.append(.swipeAction(screen, list)) }
            if list.reorderable { result.append(.reorder(screen, list)) }
            if screen.toolbarNeedsApp { result.append(.toolbar(screen, list)) }
            if screen.toolbarMenuNeedsApp { result.append(.toolbarMenu(screen, list)) }
            if screen.search != nil { result.append(.search(screen, list)) }
            if list.refreshes { result.append(.refresh(screen, list)) }
            if list.contextMenuNeedsApp { result.append(.contextMenu(screen, list)) }
            if list.acceptsDrops { result.append(.drop(screen, list)) }
        }
        if !lists.isEmpty { result.append(.didSelect) }
        return result
    }

    /// The static list screens whose spec leaves some rows without a destination (what a
    /// scaffold's `didSelect` is written for), with those rows' case names.
    var listsWithRowsWithoutDestination: [(screen: ScreenPlan, rows: [String])] {
        lists.compactMap { screen, list in
            guard let fixed = list.staticList else { return nil }
            let rows = fixed.items.filter { $0.destination == nil }.map(\.caseName)
            return rows.isEmpty ? nil : (screen, rows)
        }
    }
}
