/// The fixed shape of a layout's navigation, from its spec: the split view's columns and the
/// flow that replaces them in compact width. Generated code declares one as a constant; the
/// navigation state is interpreted against it.
public struct NavigationMap<Screen: NavigationValue, Selection: NavigationValue>: NavigationValue {
    /// `UISplitViewController.Style`.
    public enum Style: String, NavigationValue {
        case doubleColumn, tripleColumn
    }

    /// What compact width shows instead of the columns (`setViewController(_:for: .compact)`).
    public enum CompactFlow: NavigationValue {
        /// One navigation stack from `root`. A spec without a compact flow gets one from its
        /// primary screen: the single stack UIKit itself collapses the columns into.
        case stack(root: Screen)
        /// A tab bar, a navigation stack per tab, each from its root screen.
        case tabs([Screen])
    }

    /// `UISplitViewController.SplitBehavior`: it limits the display modes UIKit shows.
    public enum Behavior: String, NavigationValue {
        case automatic, tile, overlay, displace
    }

    /// A sidebar row that opens a screen, and how it shows it.
    public struct SidebarRoute: NavigationValue {
        public var selection: Selection
        public var presentation: Presentation

        public init(_ selection: Selection, _ presentation: Presentation) {
            self.selection = selection
            self.presentation = presentation
        }
    }

    /// A row picked when the layout starts with no saved place (`selectedAtLaunch`), and where
    /// it leads.
    public struct LaunchPick: NavigationValue {
        public var selection: Selection
        public var destination: Destination<Screen>

        public init(_ selection: Selection, _ destination: Destination<Screen>) {
            self.selection = selection
            self.destination = destination
        }
    }

    public var style: Style
    /// The screens the columns show first.
    public var primary: Screen
    public var supplementary: Screen?
    public var secondary: Screen
    public var compact: CompactFlow
    /// For each tab root that is not the primary screen: the sidebar row that opens it.
    /// Expanding turns such a tab's root into that sidebar selection, so the sidebar shows where
    /// the user is; launching in compact width opens the tab root for that row.
    public var sidebarRoutes: [Screen: SidebarRoute]
    /// The rows picked at launch, each in the list the previous one opened, starting from the
    /// primary column's first screen.
    public var launch: [LaunchPick]

    public init(style: Style, primary: Screen, supplementary: Screen? = nil, secondary: Screen,
                compact: CompactFlow? = nil, sidebarRoutes: [Screen: SidebarRoute] = [:], launch: [LaunchPick] = []) {
        self.style = style
        self.primary = primary
        self.supplementary = style == .tripleColumn ? supplementary : nil
        self.secondary = secondary
        self.compact = compact ?? .stack(root: primary)
        self.sidebarRoutes = sidebarRoutes
        self.launch = launch
    }

    /// The roots of the compact stacks, one per tab (one without a tab bar).
    public var compactRoots: [Screen] {
        switch compact {
        case .stack(let root): [root]
        case .tabs(let roots): roots
        }
    }

    /// The column that shows a destination opened from a list in `source`. A two-column split
    /// has no supplementary column (the `select-target-column` rule reports that spec).
    public func column(for presentation: Presentation, from source: ColumnSlot) -> ColumnSlot {
        switch presentation {
        case .showDetail: .secondary
        case .showSupplementary: style == .tripleColumn ? .supplementary : .secondary
        case .push: source
        }
    }

    /// The first step of a compact stack rooted at `screen`: the primary screen as itself; a
    /// screen the sidebar opens, with that row's selection and the column it shows it in;
    /// otherwise the column whose first screen it is.
    public func rootStep(_ screen: Screen) -> Step<Screen, Selection> {
        if screen == primary { return Step(Route(screen), in: .primary) }
        if let sidebar = sidebarRoutes[screen] {
            return Step(Route(screen, selection: sidebar.selection), in: column(for: sidebar.presentation, from: .primary))
        }
        return Step(Route(screen), in: screen == supplementary ? .supplementary : .secondary)
    }
}
