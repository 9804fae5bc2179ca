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
    /// Every screen the spec defines, in source order, each name once.
    public private(set) var allScreens: [String] = []
    /// Screens a control of a screen presents in a transient (`present:` of an entry with
    /// `content:`): paths to them as much as selections are, but they show over the split view,
    /// not in it, so a size-class change does not rebuild them.
    public private(set) var presentations: [(from: String, to: String, range: SourceRange)] = []

    /// Every name the graph mentions (screens, and targets that name no screen), each once: the
    /// sets and maps below are keyed by a name's number here, not by the name. Keyed by name,
    /// a 5 MB spec's graph was 2.8 MB of hash tables and a `Set` per screen, alive with the
    /// whole model while the rules ran.
    var nameTable = ScreenNames()
    /// For each name, the index in `spec.screens` of the screen it refers to (-1 for none).
    var screenIndices: [Int32] = []
    var regular = NameSet()
    var compact = NameSet()
    var detailNames = NameSet()
    var destinationNames = NameSet()
    var presentedOnly = NameSet()
    /// The columns each name is shown in, in regular width, one bit per `Column`.
    var columnBits: [UInt8] = []
    /// The edges from each name (`outgoing`) and the names each presents (`presented`).
    var outgoing = Adjacency()
    var presented = Adjacency()
    /// The name each edge of `edges` leads to, numbered.
    var edgeTargets: [Int32] = []
    /// Indices in `spec.screens` of the screens that count (the first of each name) and have a list.
    var listScreensThatCount: [Int] = []
    var membersByColumn: [Column: [String]] = [:]

    /// Screens reachable in regular width from the split's column screens.
    public var reachableInRegular: Set<String> { nameTable.set(regular) }
    /// Screens reachable in compact width from the compact flow's roots (or, with no compact
    /// flow, from every column screen, as UIKit collapses the columns into one stack).
    public var reachableInCompact: Set<String> { nameTable.set(compact) }
    /// Screens shown only inside presented transients: their content screens and the screens
    /// pushed from those, when the split view does not show them too.
    public var shownOnlyWhenPresented: Set<String> { nameTable.set(presentedOnly) }
    /// The columns each screen is shown in, in regular width: a column's root lives there,
    /// `showSupplementary` and `showDetail` targets live in the supplementary and secondary
    /// columns, and a pushed screen lives in every column of the screen that pushes it.
    public var columnsByScreen: [String: Set<Column>] {
        var result: [String: Set<Column>] = [:]
        for id in columnBits.indices where columnBits[id] != 0 { result[nameTable.name(Int32(id))] = Self.columns(columnBits[id]) }
        return result
    }
    /// The index in `spec.screens` of the screen each name refers to (the first with that name).
    public var screenIndex: ScreenIndex { ScreenIndex(names: nameTable, indices: screenIndices) }

    public init(_ spec: LayoutSpec) {
        let screens = spec.screens
        var starts: [(start: Int, id: Int32)] = []
        starts.reserveCapacity(screens.count)
        var edgeEnds: [(from: Int32, to: Int32)] = []
        for index in screens.indices {
            let name = screens[index].name
            let from = nameTable.id(name.value)
            starts.append((name.range.start, from))
            if screenIndices.count <= Int(from) { screenIndices.append(contentsOf: repeatElement(-1, count: Int(from) + 1 - screenIndices.count)) }
            guard screenIndices[Int(from)] < 0 else { continue }
            screenIndices[Int(from)] = Int32(index)
            func addEdge(_ kind: Located<SelectionKind>, to target: Located<String>) {
                edges.append(Edge(from: name.value, to: target.value, kind: kind.value, range: target.range, kindRange: kind.range))
                edgeEnds.append((from, nameTable.id(target.value)))
            }
            // Actions are visited where they are, not collected into arrays first.
            func addSelection(_ action: Action) {
                if let kind = action.selectionKind { addEdge(Located(kind, range: action.kind.range), to: action.target) }
            }
            // A toolbar item or title menu item that opens a screen is a path to it, like a row's selection.
            screens[index].forEachBarAction(addSelection)
            guard let list = screens[index].list else { continue }
            // So is a context menu item or a swipe action that opens a screen for its row.
            for entry in list.contextMenu { if let action = entry.action { addSelection(action) } }
            for swipe in list.swipeActions.leading { if let action = swipe.action { addSelection(action) } }
            for swipe in list.swipeActions.trailing { if let action = swipe.action { addSelection(action) } }
            list.forEachRowAction(addSelection)
            listScreensThatCount.append(index)
            if let onSelect = list.onSelect { addEdge(onSelect.kind, to: onSelect.target) }
            list.forEachItem { item in if let onSelect = item.onSelect { addEdge(onSelect.kind, to: onSelect.target) } }
        }
        var listed = NameSet()
        allScreens.reserveCapacity(starts.count)
        for (_, id) in starts.sorted(by: { $0.start < $1.start }) where listed.insert(id) {
            allScreens.append(nameTable.name(id))
        }
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
                // In the order of the screen's toolbar and title menu, then its list's context
                // menu, swipe actions and row actions; visited where they are.
                screens[index].forEachBarAction(addPresentation)
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
        let split = spec.split
        let columns = split?.columns ?? []
        let columnRoots = columns.map(\.screen.value)
        // A keyboard shortcut works wherever the user is, and so does an action tab in compact
        // width: what they open or present is reachable from anywhere.
        let sceneWide = spec.sceneWideActions
        let openedFromAnywhere = sceneWide.filter { $0.selectionKind != nil }.map(\.target.value)
        let fromScreens = presentations.count
        for action in sceneWide {
            if let shown = shownOver(action) { presentations.append(("", shown.value, action.target.range)) }
        }
        // What screens present, not what works from anywhere (those are roots instead).
        let presentationEnds = presentations[..<fromScreens].map { (nameTable.id($0.from), nameTable.id($0.to)) }
        let globalRoots = openedFromAnywhere + presentations.filter { $0.from.isEmpty }.map(\.to)
        if let compact = split?.compact {
            hasCompactFlow = true
            compactRoots = compact.roots.map(\.value)
        } else {
            compactRoots = columnRoots
        }
        let columnRootIDs = columnRoots.map { nameTable.id($0) }
        let compactRootIDs = compactRoots.map { nameTable.id($0) }
        let globalRootIDs = globalRoots.map { nameTable.id($0) }
        outgoing = Adjacency(count: nameTable.count, links: edgeEnds.enumerated().map { ($0.element.from, Int32($0.offset)) })
        presented = Adjacency(count: nameTable.count, links: presentationEnds)
        edgeEnds.removeAll()
        edgeTargets = edges.map { nameTable.id($0.to) }
        regular = closure(from: columnRootIDs + globalRootIDs)
        compact = closure(from: compactRootIDs + globalRootIDs)
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
        columnBits = placeInColumns(columns)
        for id in columnBits.indices where columnBits[id] != 0 {
            for column in Self.columns(columnBits[id]) { membersByColumn[column, default: []].append(nameTable.name(Int32(id))) }
        }
        for column in membersByColumn.keys { membersByColumn[column]?.sort() }
        for detail in detailScreens { detailNames.insert(nameTable.id(detail.name)) }
        if !presentations.isEmpty {
            // What the split view itself shows, without presenting anything; then what only
            // presentations show: their content and the screens pushed in their stacks.
            let inSplit = closure(from: columnRootIDs + compactRootIDs, followingPresentations: false)
            var seen = NameSet()
            var stack = presentations.map { nameTable.id($0.to) }
            while let next = stack.popLast() {
                guard !inSplit.contains(next), seen.insert(next) else { continue }
                for index in outgoing[next] where edges[Int(index)].kind == .push { stack.append(edgeTargets[Int(index)]) }
            }
            presentedOnly = seen
        }
        if hasCompactFlow {
            var roots = NameSet()
            for id in compactRootIDs { roots.insert(id) }
            var seen = NameSet()
            for destination in destinations.sorted(by: { $0.range.start < $1.range.start }) {
                let id = nameTable.id(destination.name)
                if !roots.contains(id) && !presentedOnly.contains(id) && seen.insert(id) {
                    rebuiltOnSizeClassChange.append(destination)
                }
            }
        }
        for destination in destinations { destinationNames.insert(nameTable.id(destination.name)) }
    }

    static func columns(_ bits: UInt8) -> Set<Column> {
        Set(Column.allCases.enumerated().filter { bits & (1 << $0.offset) != 0 }.map(\.element))
    }

    static func bit(_ column: Column) -> UInt8 {
        1 << UInt8(Column.allCases.firstIndex(of: column)!)
    }

    /// The outgoing edges of a screen.
    public func edges(from screen: String) -> [Edge] {
        guard let id = nameTable.existingID(screen) else { return [] }
        return outgoing[id].map { edges[Int($0)] }
    }

    public func isReachableInRegular(_ screen: String) -> Bool { nameTable.existingID(screen).map(regular.contains) ?? false }

    /// Whether people can get to the screen in compact width (iPhone, Slide Over, narrow Split View).
    public func isShownInCompact(_ screen: String) -> Bool { nameTable.existingID(screen).map(compact.contains) ?? false }

    public func isDetailScreen(_ screen: String) -> Bool { nameTable.existingID(screen).map(detailNames.contains) ?? false }

    /// Whether a selection action targets the screen, or it is the supplementary or secondary root.
    public func isDestination(_ screen: String) -> Bool { nameTable.existingID(screen).map(destinationNames.contains) ?? false }

    /// The columns a screen is shown in, in regular width (empty when no column reaches it).
    public func columns(of screen: String) -> Set<Column> {
        guard let id = nameTable.existingID(screen), Int(id) < columnBits.count else { return [] }
        return Self.columns(columnBits[Int(id)])
    }

    /// The screens shown in a column, sorted by name.
    public func screens(in column: Column) -> [String] { membersByColumn[column] ?? [] }

    /// The names reachable from `roots` through selections and, unless told not to, through
    /// the transients their controls present.
    func closure(from roots: [Int32], followingPresentations: Bool = true) -> NameSet {
        var seen = NameSet()
        var stack = roots
        while let next = stack.popLast() {
            guard seen.insert(next) else { continue }
            for index in outgoing[next] { stack.append(edgeTargets[Int(index)]) }
            if followingPresentations { stack += presented[next] }
        }
        return seen
    }

    /// Walks (screen, column) pairs from the column roots: `showDetail` and `showSupplementary`
    /// move to their column, `push` stays in the pushing screen's column.
    func placeInColumns(_ columns: [ColumnAssignment]) -> [UInt8] {
        var placed = [UInt8](repeating: 0, count: nameTable.count)
        var stack = columns.map { (nameTable.existingID($0.screen.value)!, $0.column) }
        while let (screen, column) = stack.popLast() {
            let bit = Self.bit(column)
            guard placed[Int(screen)] & bit == 0 else { continue }
            placed[Int(screen)] |= bit
            for index in outgoing[screen] {
                let edge = edges[Int(index)], target = edgeTargets[Int(index)]
                switch edge.kind {
                case .showDetail: stack.append((target, .secondary))
                case .showSupplementary: stack.append((target, .supplementary))
                case .push: stack.append((target, column))
                }
            }
        }
        return placed
    }
}

/// The names a navigation graph mentions, numbered in the order first met.
struct ScreenNames: Sendable {
    private(set) var names: [String] = []
    private var ids: [String: Int32] = [:]

    var count: Int { names.count }

    mutating func id(_ name: String) -> Int32 {
        if let id = ids[name] { return id }
        let id = Int32(names.count)
        names.append(name)
        ids[name] = id
        return id
    }

    func existingID(_ name: String) -> Int32? { ids[name] }
    func name(_ id: Int32) -> String { names[Int(id)] }

    func set(_ members: NameSet) -> Set<String> {
        Set(names.indices.lazy.filter { members.contains(Int32($0)) }.map { names[$0] })
    }
}

/// A set of numbered names, a bit each.
struct NameSet: Sendable {
    private var words: [UInt64] = []

    func contains(_ id: Int32) -> Bool {
        let word = Int(id) >> 6
        return word < words.count && words[word] & (1 << UInt64(id & 63)) != 0
    }

    /// Whether it was not there yet.
    @discardableResult
    mutating func insert(_ id: Int32) -> Bool {
        let word = Int(id) >> 6, bit: UInt64 = 1 << UInt64(id & 63)
        if word >= words.count { words.append(contentsOf: repeatElement(0, count: word + 1 - words.count)) }
        guard words[word] & bit == 0 else { return false }
        words[word] |= bit
        return true
    }
}

/// Links from numbered names, in the order given, held as one array with an offset per name
/// instead of an array per name.
struct Adjacency: Sendable {
    private var starts: [Int32] = []
    private var targets: [Int32] = []

    init() {}

    init(count: Int, links: [(from: Int32, to: Int32)]) {
        var starts = [Int32](repeating: 0, count: count + 1)
        for link in links { starts[Int(link.from) + 1] += 1 }
        for i in 0..<count { starts[i + 1] += starts[i] }
        var next = starts
        var targets = [Int32](repeating: 0, count: links.count)
        for link in links {
            targets[Int(next[Int(link.from)])] = link.to
            next[Int(link.from)] += 1
        }
        self.starts = starts
        self.targets = targets
    }

    subscript(id: Int32) -> ArraySlice<Int32> {
        let i = Int(id)
        guard i + 1 < starts.count else { return [] }
        return targets[Int(starts[i])..<Int(starts[i + 1])]
    }
}

extension NavigationGraph {
    /// Where a screen name's screen is in `spec.screens`, read as `graph.screenIndex[name]`.
    public struct ScreenIndex: Sendable {
        let names: ScreenNames
        let indices: [Int32]

        public subscript(name: String) -> Int? {
            guard let id = names.existingID(name), Int(id) < indices.count, indices[Int(id)] >= 0 else { return nil }
            return Int(indices[Int(id)])
        }
    }
}
