/// Where the user is in a layout, as data: the route stack of each regular-width column, the
/// stack of each compact tab, the selected tab, and the regular display mode. Every user action
/// and every change of width is a function from one state to the next (`NavigationState+Actions`),
/// written without a UI framework so it runs and is tested anywhere; UIKit and SwiftUI code
/// only shows a state and reports what the user did.
///
/// The state is `Codable`: saved with the scene (`NSUserActivity`, `@SceneStorage`) and restored
/// exactly.
public struct NavigationState<Screen: NavigationValue, Selection: NavigationValue>: NavigationValue {
    public typealias Route = LayoutRuntime.Route<Screen, Selection>
    public typealias Step = LayoutRuntime.Step<Screen, Selection>
    public typealias Map = NavigationMap<Screen, Selection>

    /// Which layout is showing: the split view's columns, or the compact flow.
    public enum Width: String, NavigationValue {
        case regular, compact
    }

    /// `UISplitViewController.DisplayMode`: which columns regular width shows.
    public enum DisplayMode: String, NavigationValue, CaseIterable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary,
             twoOverSecondary, twoDisplaceSecondary

        /// The mode after a pick that shows a detail, so the detail can be used: sidebars drawn over
        /// it are put away (`secondaryOnly`); a detail displaced "dimmed, noninteractive"
        /// (`twoDisplaceSecondary`, UISplitViewController.h:25) gets its primary column put away
        /// (`oneBesideSecondary`, the list beside the detail). Any other mode stays.
        public var afterDetailPick: DisplayMode {
            switch self {
            case .oneOverSecondary, .twoOverSecondary: .secondaryOnly
            case .twoDisplaceSecondary: .oneBesideSecondary
            default: self
            }
        }
    }

    public var width: Width
    /// The primary column's stack: its first screen, then what was pushed onto it.
    public var primary: [Route]
    /// The supplementary column's stack; empty shows the column's first screen with no selection.
    /// Once the user works in that first screen (selects a row in it, pushes from it) it is in
    /// the stack, because it is then part of the way back in compact width.
    public var supplementary: [Route]
    /// The secondary column's stack; empty shows the column's first screen with no selection:
    /// the placeholder for "nothing selected", which compact width never shows on top.
    public var secondary: [Route]
    /// The column whose top opened the secondary column's first screen (a three-column split
    /// can show a detail from the primary list or from the supplementary one).
    public var detailSource: ColumnSlot?
    /// The compact stacks, one per tab (one without a tab bar), each from its root.
    public var tabs: [[Step]]
    public var selectedTab: Int
    /// The display mode regular width shows (what UIKit reports as `displayMode`).
    public var displayMode: DisplayMode

    /// The state of a layout that launches in `width`: every column and tab at its first screen,
    /// then the rows the spec selects at launch picked in turn, as if the user had picked them;
    /// in compact width that chain is the stack, on the tab that shows it.
    public init(_ map: Map, width: Width, displayMode: DisplayMode = .automatic) {
        self.width = width
        primary = [Route(map.primary)]
        supplementary = []
        secondary = []
        detailSource = nil
        // The secondary column's first screen is also a sidebar row's tab root (Social's home
        // timeline): that row is selected from the start, as it is after any trip through compact
        // width, so the sidebar shows where the user is and a collapse and an expansion come back.
        let first = map.rootStep(map.secondary)
        if first.column == .secondary, first.selection != nil {
            secondary = [first.route]
            detailSource = .primary
        }
        tabs = map.compactRoots.map { [map.rootStep($0)] }
        selectedTab = 0
        self.displayMode = displayMode
        guard !map.launch.isEmpty else { return }
        self.width = .regular
        var source = ColumnSlot.primary
        for pick in map.launch {
            select(pick.selection, opening: pick.destination, from: .column(source), map)
            source = map.column(for: pick.destination.presentation, from: source)
        }
        // The spec's display mode stands: a pick at launch does not put its sidebars away.
        self.displayMode = displayMode
        if width == .compact { collapse(map) }
    }

    /// The compact stack on screen.
    public var compactStack: [Step] {
        get { tabs.indices.contains(selectedTab) ? tabs[selectedTab] : [] }
        set { if tabs.indices.contains(selectedTab) { tabs[selectedTab] = newValue } }
    }

    /// A regular-width column's stack.
    public func stack(_ column: ColumnSlot) -> [Route] {
        switch column {
        case .primary: primary
        case .supplementary: supplementary
        case .secondary: secondary
        }
    }

    mutating func setStack(_ column: ColumnSlot, _ routes: [Route]) {
        switch column {
        case .primary: primary = routes
        case .supplementary: supplementary = routes
        case .secondary: secondary = routes
        }
    }

    /// What the user opened in regular width, in the order they opened it, each step in its
    /// column: the primary column's pushes, the supplementary column, the secondary column. Every
    /// column's first screen was opened by the top of the column before it, so this is one chain.
    /// The primary column's first screen is where every chain starts, so it is not part of it;
    /// neither is the placeholder, which screens pushed from it go back past.
    public func chain(_ map: Map) -> [Step] {
        var steps = primary.dropFirst().map { Step($0, in: .primary, opensColumn: false) }
        steps += supplementary.enumerated().map { Step($1, in: .supplementary, opensColumn: $0 == 0) }
        for (index, route) in secondary.enumerated() where !(index == 0 && route == Route(map.secondary)) {
            steps.append(Step(route, in: .secondary, opensColumn: index == 0))
        }
        return steps
    }

    /// The columns after `column` in the chain, which show what its top opened. (A detail opened
    /// from the primary column of a three-column split closes too when the user turns to the
    /// supplementary column: the detail then belongs to what they do there.)
    func columns(after column: ColumnSlot) -> [ColumnSlot] {
        switch column {
        case .primary: [.supplementary, .secondary]
        case .supplementary: [.secondary]
        case .secondary: []
        }
    }

    /// Empties the columns after `column`: what they showed came from a top that changed.
    mutating func closeColumns(after column: ColumnSlot) {
        for later in columns(after: column) {
            setStack(later, [])
            if later == .secondary { detailSource = nil }
        }
    }

    /// The screen on top: what the user is looking at (the deepest column in regular width).
    public func topRoute(_ map: Map) -> Route {
        switch width {
        case .compact:
            return compactStack.last?.route ?? Route(map.compactRoots.first ?? map.primary)
        case .regular:
            return secondary.last ?? supplementary.last ?? primary.last ?? Route(map.primary)
        }
    }

    /// The row highlighted in the list on top of a regular column: the selection that opened
    /// what the next column shows. Lists keep it visible, so the sidebar always matches the route.
    public func highlightedSelection(in column: ColumnSlot) -> Selection? {
        switch column {
        case .primary:
            if let selection = supplementary.first?.selection { return selection }
            return detailSource == .primary ? secondary.first?.selection : nil
        case .supplementary:
            return detailSource == .supplementary ? secondary.first?.selection : nil
        case .secondary:
            return nil
        }
    }

    /// The route a regular column shows on top: its stack's last, or its first screen.
    public func visibleRoute(in column: ColumnSlot, _ map: Map) -> Route? {
        if let top = stack(column).last { return top }
        switch column {
        case .primary: return Route(map.primary)
        case .supplementary: return map.supplementary.map { Route($0) }
        case .secondary: return Route(map.secondary)
        }
    }
}
