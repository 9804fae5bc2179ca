import LayoutModel
import SpecSource

/// Which screens lead to which, in regular and in compact width. Built once per spec; rules
/// such as `compact-unreachable-destination` and `state-restoration-missing` query it.
public struct NavigationGraph: Sendable {
    /// A navigation step from one screen to another.
    public struct Edge: Sendable, Equatable {
        public var from: String
        public var to: String
        public var kind: SelectionKind
        /// The selection action's target, where the edge is written.
        public var range: SourceRange
    }

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

    public init(_ spec: LayoutSpec) {
        for screen in spec.screens {
            guard let list = screen.list else { continue }
            var actions: [SelectionAction] = []
            if let onSelect = list.onSelect { actions.append(onSelect) }
            for item in list.allItems { if let onSelect = item.onSelect { actions.append(onSelect) } }
            for action in actions {
                edges.append(Edge(from: screen.name.value, to: action.target.value, kind: action.kind.value,
                                  range: action.target.range))
            }
        }
        let split = spec.split
        let columnRoots = split?.columns.map(\.screen.value) ?? []
        reachableInRegular = closure(from: columnRoots)
        if let compact = split?.compact {
            reachableInCompact = closure(from: compact.roots.map(\.value))
        } else {
            reachableInCompact = closure(from: columnRoots)
        }
        for column in split?.columns ?? [] where column.column != .primary {
            destinations.append((column.screen.value, column.screen.range))
            if column.column == .secondary { detailScreens.append((column.screen.value, column.screen.range)) }
        }
        for edge in edges {
            destinations.append((edge.to, edge.range))
            if edge.kind == .showDetail { detailScreens.append((edge.to, edge.range)) }
        }
    }

    /// The outgoing edges of a screen.
    public func edges(from screen: String) -> [Edge] { edges.filter { $0.from == screen } }

    func closure(from roots: [String]) -> Set<String> {
        var seen = Set<String>()
        var stack = roots
        while let next = stack.popLast() {
            guard seen.insert(next).inserted else { continue }
            for edge in edges where edge.from == next { stack.append(edge.to) }
        }
        return seen
    }
}
