import LayoutModel
import SpecSource

/// Which screens lead to which, in regular and in compact width. Built once per spec; rules
/// such as `compact-unreachable-destination` and `state-restoration-missing` query it.
///
/// The terms follow hig-rules.md: a screen is reachable in regular width from the split's column
/// screens through selection actions, and in compact width from the compact flow's roots (or,
/// with no compact flow, from every column screen, because UIKit collapses the columns into one
/// stack). A detail screen is the secondary column's root or a `showDetail` target.
public struct NavigationGraph: Sendable {
    /// A navigation step from one screen to another.
    public struct Edge: Sendable, Equatable {
        public var from: String
        public var to: String
        public var kind: SelectionKind
        /// The selection action's target, where the edge is written.
        public var range: SourceRange
        /// The selection action's key (`showDetail`).
        public var kindRange: SourceRange
    }

    /// Every selection action as an edge, screen by screen: a list's `onSelect`, then its rows'.
    public private(set) var edges: [Edge] = []
    /// Screens reachable in regular width from the split's column screens.
    public private(set) var reachableInRegular: Set<String> = []
    /// Screens reachable in compact width from the compact flow's roots (or, with no compact
    /// flow, from every column screen, as UIKit collapses the columns into one stack).
    public private(set) var reachableInCompact: Set<String> = []
    /// Destinations: selection targets and the roots of the supplementary and secondary columns.
    public private(set) var destinations: [(name: String, range: SourceRange)] = []
    /// Screens shown in the secondary column: its root and every `showDetail` target.
    public private(set) var detailScreens: [(name: String, range: SourceRange)] = []
    /// The screens a size-class change rebuilds when the split has its own compact flow: every
    /// screen the columns can show beyond the compact flow's own roots (the supplementary and
    /// secondary columns' screens and every selection target, pushed ones included), each with
    /// the first place that shows it.
    public private(set) var rebuiltOnSizeClassChange: [(name: String, range: SourceRange)] = []
    /// The screens compact width starts from: tab roots, the navigation root, or the column screens.
    public private(set) var compactRoots: [String] = []
    /// Whether the split declares its own `compact` flow.
    public private(set) var hasCompactFlow = false
    /// The columns each screen is shown in, in regular width: a column's root lives there,
    /// `showSupplementary` and `showDetail` targets live in the supplementary and secondary
    /// columns, and a pushed screen lives in every column of the screen that pushes it.
    public private(set) var columnsByScreen: [String: Set<Column>] = [:]
    /// Every screen the spec defines, in source order, each name once.
    public private(set) var allScreens: [String] = []
    /// The index in `spec.screens` of the screen each name refers to (the first with that name).
    public private(set) var screenIndex: [String: Int] = [:]
    /// Screens a control of a screen presents in a transient (`present:` of an entry with
    /// `content:`): paths to them as much as selections are, but they show over the split view,
    /// not in it, so a size-class change does not rebuild them.
    public private(set) var presentations: [(from: String, to: String, range: SourceRange)] = []
    /// Screens shown only inside presented transients: their content screens and the screens
    /// pushed from those, when the split view does not show them too.
    public private(set) var shownOnlyWhenPresented: Set<String> = []
    /// Indices into `edges` by the screen they start from, so walks stay linear in large specs.
    var outgoing: [String: [Int]] = [:]
    var presentedFrom: [String: [String]] = [:]
    var detailNames: Set<String> = []
    var destinationNames: Set<String> = []
    /// Indices in `spec.screens` of the screens that count (the first of each name) and have a list.
    var listScreensThatCount: [Int] = []
    var membersByColumn: [Column: [String]] = [:]

    public init(_ spec: LayoutSpec) {
        let screens = spec.screens
        var starts: [(start: Int, name: String)] = []
        starts.reserveCapacity(screens.count)
        for index in screens.indices {
            let name = screens[index].name
            starts.append((name.range.start, name.value))
            guard screenIndex[name.value] == nil else { continue }
            screenIndex[name.value] = index
            // Actions are visited where they are, not collected into arrays first.
            func addSelection(_ action: Action) {
                guard let kind = action.selectionKind else { return }
                edges.append(Edge(from: name.value, to: action.target.value, kind: kind, range: action.target.range, kindRange: action.kind.range))
            }
            // A toolbar item that opens a screen is a path to it, like a row's selection.
            for item in screens[index].toolbar { item.forEachAction(addSelection) }
            guard let list = screens[index].list else { continue }
            // So is a context menu item or a swipe action that opens a screen for its row.
            for entry in list.contextMenu { if let action = entry.action { addSelection(action) } }
            for swipe in list.swipeActions.leading { if let action = swipe.action { addSelection(action) } }
            for swipe in list.swipeActions.trailing { if let action = swipe.action { addSelection(action) } }
            list.forEachRowAction(addSelection)
            listScreensThatCount.append(index)
            if let onSelect = list.onSelect { addEdge(from: name.value, onSelect) }
            list.forEachItem { item in if let onSelect = item.onSelect { addEdge(from: name.value, onSelect) } }
        }
        var listed = Set<String>()
        for (_, name) in starts.sorted(by: { $0.start < $1.start }) where listed.insert(name).inserted {
            allScreens.append(name)
        }
        for (index, edge) in edges.enumerated() { outgoing[edge.from, default: []].append(index) }
        // `present:` of an entry with content, from the screen whose control (or whose alert's
        // button) presents it.
        var contentByTransient: [String: Located<String>] = [:]
        for entry in spec.transient {
            if let id = entry.id?.value, let content = entry.content, contentByTransient[id] == nil { contentByTransient[id] = content }
        }
        // A search's results screen is shown over its screen while people search, like a
        // presentation.
        for screen in screens {
            if let results = screen.search?.results { presentations.append((screen.name.value, results.value, results.range)) }
        }
        // `openScene:` shows its kind's screen in a window of its own, or a sheet where there is
        // one window: like `present:`, a screen shown over the layout.
        var screenByScene: [String: Located<String>] = [:]
        for kind in spec.scenes {
            if let screen = kind.screen, screenByScene[kind.name.value] == nil { screenByScene[kind.name.value] = screen }
        }
        /// The screen an action shows over the layout, if it shows one.
        func shownOver(_ action: Action) -> Located<String>? {
            switch action.kind.value {
            case .present: contentByTransient[action.target.value]
            case .openScene: screenByScene[action.target.value]
            default: nil
            }
        }
        if !contentByTransient.isEmpty || !screenByScene.isEmpty {
            // From the screen whose control (or whose alert's button) presents or opens it.
            for index in screens.indices {
                let name = screens[index].name.value
                func addPresentation(_ action: Action) {
                    if let shown = shownOver(action) { presentations.append((name, shown.value, action.target.range)) }
                }
                // In the order of the screen's toolbar, then its list's context menu, swipe
                // actions and row actions; visited where they are.
                for item in screens[index].toolbar { item.forEachAction(addPresentation) }
                guard let list = screens[index].list else { continue }
                for entry in list.contextMenu { if let action = entry.action { addPresentation(action) } }
                for swipe in list.swipeActions.leading { if let action = swipe.action { addPresentation(action) } }
                for swipe in list.swipeActions.trailing { if let action = swipe.action { addPresentation(action) } }
                list.forEachRowAction(addPresentation)
            }
            for entry in spec.transient {
                guard let presenter = entry.screen?.value else { continue }
                for action in entry.buttons.compactMap(\.action) {
                    if let shown = shownOver(action) { presentations.append((presenter, shown.value, action.target.range)) }
                }
            }
        }
        for link in presentations { presentedFrom[link.from, default: []].append(link.to) }
        let split = spec.split
        let columns = split?.columns ?? []
        let columnRoots = columns.map(\.screen.value)
        // A keyboard shortcut works wherever the user is, and so does an action tab in compact
        // width: what they open or present is reachable from anywhere.
        let sceneWide = spec.sceneWideActions
        let openedFromAnywhere = sceneWide.filter { $0.selectionKind != nil }.map(\.target.value)
        for action in sceneWide {
            if let shown = shownOver(action) { presentations.append(("", shown.value, action.target.range)) }
        }
        let globalRoots = openedFromAnywhere + presentations.filter { $0.from.isEmpty }.map(\.to)
        reachableInRegular = closure(from: columnRoots + globalRoots)
        if let compact = split?.compact {
            hasCompactFlow = true
            compactRoots = compact.roots.map(\.value)
        } else {
            compactRoots = columnRoots
        }
        reachableInCompact = closure(from: compactRoots + globalRoots)
        for column in columns where column.column != .primary {
            destinations.append((column.screen.value, column.screen.range))
            if column.column == .secondary { detailScreens.append((column.screen.value, column.screen.range)) }
        }
        for edge in edges {
            destinations.append((edge.to, edge.range))
            if edge.kind == .showDetail { detailScreens.append((edge.to, edge.range)) }
        }
        for action in sceneWide {
            guard let kind = action.selectionKind else { continue }
            destinations.append((action.target.value, action.target.range))
            if kind == .showDetail { detailScreens.append((action.target.value, action.target.range)) }
        }
        columnsByScreen = placeInColumns(columns)
        for (screen, placed) in columnsByScreen {
            for column in placed { membersByColumn[column, default: []].append(screen) }
        }
        for column in membersByColumn.keys { membersByColumn[column]?.sort() }
        detailNames = Set(detailScreens.map(\.name))
        if !presentations.isEmpty {
            // What the split view itself shows, without presenting anything; then what only
            // presentations show: their content and the screens pushed in their stacks.
            let inSplit = closure(from: columnRoots + compactRoots, followingPresentations: false)
            var seen = Set<String>()
            var stack = presentations.map(\.to)
            while let next = stack.popLast() {
                guard !inSplit.contains(next), seen.insert(next).inserted else { continue }
                for index in outgoing[next] ?? [] where edges[index].kind == .push { stack.append(edges[index].to) }
            }
            shownOnlyWhenPresented = seen
        }
        if hasCompactFlow {
            let roots = Set(compactRoots)
            var seen = Set<String>()
            for destination in destinations.sorted(by: { $0.range.start < $1.range.start })
            where !roots.contains(destination.name) && !shownOnlyWhenPresented.contains(destination.name)
                && seen.insert(destination.name).inserted {
                rebuiltOnSizeClassChange.append(destination)
            }
        }
        destinationNames = Set(destinations.map(\.name))
    }

    mutating func addEdge(from screen: String, _ action: SelectionAction) {
        edges.append(Edge(from: screen, to: action.target.value, kind: action.kind.value,
                          range: action.target.range, kindRange: action.kind.range))
    }

    /// The outgoing edges of a screen.
    public func edges(from screen: String) -> [Edge] { (outgoing[screen] ?? []).map { edges[$0] } }

    public func isReachableInRegular(_ screen: String) -> Bool { reachableInRegular.contains(screen) }

    /// Whether people can get to the screen in compact width (iPhone, Slide Over, narrow Split View).
    public func isShownInCompact(_ screen: String) -> Bool { reachableInCompact.contains(screen) }

    public func isDetailScreen(_ screen: String) -> Bool { detailNames.contains(screen) }

    /// Whether a selection action targets the screen, or it is the supplementary or secondary root.
    public func isDestination(_ screen: String) -> Bool { destinationNames.contains(screen) }

    /// The columns a screen is shown in, in regular width (empty when no column reaches it).
    public func columns(of screen: String) -> Set<Column> { columnsByScreen[screen] ?? [] }

    /// The screens shown in a column, sorted by name.
    public func screens(in column: Column) -> [String] { membersByColumn[column] ?? [] }

    /// The screens reachable from `roots` through selections and, unless told not to, through
    /// the transients their controls present.
    func closure(from roots: [String], followingPresentations: Bool = true) -> Set<String> {
        var seen = Set<String>()
        var stack = roots
        while let next = stack.popLast() {
            guard seen.insert(next).inserted else { continue }
            for index in outgoing[next] ?? [] { stack.append(edges[index].to) }
            if followingPresentations { stack += presentedFrom[next] ?? [] }
        }
        return seen
    }

    /// Walks (screen, column) pairs from the column roots: `showDetail` and `showSupplementary`
    /// move to their column, `push` stays in the pushing screen's column.
    func placeInColumns(_ columns: [ColumnAssignment]) -> [String: Set<Column>] {
        var placed: [String: Set<Column>] = [:]
        var stack = columns.map { ($0.screen.value, $0.column) }
        while let (screen, column) = stack.popLast() {
            guard placed[screen, default: []].insert(column).inserted else { continue }
            for index in outgoing[screen] ?? [] {
                let edge = edges[index]
                switch edge.kind {
                case .showDetail: stack.append((edge.to, .secondary))
                case .showSupplementary: stack.append((edge.to, .supplementary))
                case .push: stack.append((edge.to, column))
                }
            }
        }
        return placed
    }
}
