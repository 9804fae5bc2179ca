import LayoutModel

/// A spec's navigation as plain data, named by screen: the columns, the compact flow, each list's
/// rows and where they lead. The generators write the runtime's `NavigationMap` from it, and the
/// navigation property tests drive the runtime's state through it, so both read one derivation.
public struct NavigationOutline: Sendable, Equatable {
    public enum Style: String, Sendable { case doubleColumn, tripleColumn }

    /// A row that can be selected, and what it opens.
    public struct Row: Sendable, Equatable {
        /// The row's id: the item's raw value for a fixed list; a sample id for a dynamic list.
        public var id: String
        /// `showDetail`, `showSupplementary` or `push`, and the screen; nil for a row that opens nothing.
        public var presentation: String?
        public var destination: String?
    }

    public var app: String
    public var style: Style
    public var primary: String
    public var supplementary: String?
    public var secondary: String
    /// The compact roots: one for a navigation stack, one per tab; the primary screen when the
    /// spec has no compact flow.
    public var compactRoots: [String]
    public var hasTabBar: Bool
    /// Screen name → the rows of its list (screens without a list have none).
    public var rows: [String: [Row]]
    /// The screens whose list rows all come from data (`items: dynamic`, sections from data only).
    public var dynamicLists: Set<String>
    /// Tab root → the primary list's row that opens it, and how (`showDetail`, `showSupplementary`).
    public var sidebarRoutes: [String: (row: String, presentation: String)]
    /// The rows picked at launch (`selectedAtLaunch`), in order: each in the list of the screen
    /// the previous one opened, from the primary screen's.
    public var launch: [(screen: String, row: Row)] = []

    public static func == (a: NavigationOutline, b: NavigationOutline) -> Bool {
        a.app == b.app && a.style == b.style && a.primary == b.primary && a.supplementary == b.supplementary
            && a.secondary == b.secondary && a.compactRoots == b.compactRoots && a.hasTabBar == b.hasTabBar
            && a.rows == b.rows && a.dynamicLists == b.dynamicLists
            && a.sidebarRoutes.mapValues { "\($0.row)/\($0.presentation)" } == b.sidebarRoutes.mapValues { "\($0.row)/\($0.presentation)" }
            && a.launch.map(\.screen) == b.launch.map(\.screen) && a.launch.map(\.row) == b.launch.map(\.row)
    }

    /// The sample rows a dynamic list gets, so tests can select in it.
    public static let dynamicSampleRows = ["sample-1", "sample-2"]
}

extension SwiftEmitter {
    /// The navigation outline of a spec that has no errors (screens that do not resolve are left out).
    public static func navigationOutline(_ spec: LayoutSpec) -> NavigationOutline? {
        let plan = LayoutPlan(spec: spec, sourcePath: "")
        return plan.navigationOutline
    }
}

extension LayoutPlan {
    var navigationOutline: NavigationOutline? {
        guard let primary = columnScreen(.primary), let secondary = columnScreen(.secondary) else { return nil }
        var rows: [String: [NavigationOutline.Row]] = [:]
        var dynamic = Set<String>()
        for (screen, list) in lists {
            func row(_ id: String, _ destination: DestinationPlan?) -> NavigationOutline.Row {
                NavigationOutline.Row(id: id, presentation: destination?.kind.rawValue, destination: destination.map { screens[$0.screen].name })
            }
            switch list.content {
            case .fixed(let fixed):
                rows[screen.name] = fixed.items.map { row($0.rawValue, $0.destination) }
            case .dynamic(let data):
                // Rows from data get samples; the spec's own rows beside them keep their ids.
                let listed = data.listed?.items.map { row($0.rawValue, $0.destination) } ?? []
                if listed.isEmpty { dynamic.insert(screen.name) }
                rows[screen.name] = listed + NavigationOutline.dynamicSampleRows.map { row($0, list.defaultDestination) }
            }
        }
        let roots: [String]
        switch compact {
        case .navigation(let root)?: roots = [screens[root].name]
        case .tabBar(let tabs)?: roots = tabs.map { screens[$0.root].name }
        case nil: roots = [primary.name]
        }
        var sidebarRoutes: [String: (row: String, presentation: String)] = [:]
        if !dynamic.contains(primary.name) {
            for root in roots where root != primary.name {
                if let row = rows[primary.name]?.first(where: { $0.destination == root }), let presentation = row.presentation {
                    sidebarRoutes[root] = (row.id, presentation)
                }
            }
        }
        var outline = NavigationOutline(app: app, style: style == .tripleColumn ? .tripleColumn : .doubleColumn,
                                        primary: primary.name, supplementary: columnScreen(.supplementary)?.name,
                                        secondary: secondary.name, compactRoots: roots,
                                        hasTabBar: { if case .tabBar = compact { true } else { false } }(),
                                        rows: rows, dynamicLists: dynamic, sidebarRoutes: sidebarRoutes)
        outline.launch = launchChain.map { screen, item in
            (screens[screen].name, NavigationOutline.Row(id: item.rawValue, presentation: item.destination?.kind.rawValue,
                                                         destination: item.destination.map { screens[$0.screen].name }))
        }
        return outline
    }
}
