import Diagnostics
import JSONValue
import LayoutModel
import SpecSource

extension NavigationGraph {
    /// The graph as JSON for `layoutc model --graph`, in a fixed order so the output can be
    /// diffed and used in golden tests: name sets sorted, edges as `edges` lists them, screens in the
    /// order the spec defines them (then any undefined name an edge mentions, sorted).
    ///
    /// With `source`, every edge also says where it is written (`line:column`).
    public func json(locationsIn source: SourceFile? = nil) -> JSON {
        func names(_ list: some Sequence<String>) -> JSON { .array(Set(list).sorted().map(JSON.string)) }
        let undefined = Set(edges.flatMap { [$0.from, $0.to] } + compactRoots).subtracting(allScreens).sorted()
        let screenEntries: [JSON] = (allScreens + undefined).map { name in
            .object([
                ("name", .string(name)),
                ("columns", .array(Column.allCases.filter { columns(of: name).contains($0) }.map { .string($0.rawValue) })),
                ("reachableInRegular", .bool(isReachableInRegular(name))),
                ("reachableInCompact", .bool(isShownInCompact(name))),
                ("destination", .bool(isDestination(name))),
                ("detail", .bool(isDetailScreen(name))),
            ])
        }
        let edgeEntries: [JSON] = edges.map { edge in
            var pairs: [(String, JSON)] = [("from", .string(edge.from)), ("to", .string(edge.to)), ("kind", .string(edge.kind.rawValue))]
            if let source { pairs.append(("at", .string(source.location(of: edge.range.start).description))) }
            return .object(pairs)
        }
        return .object([
            ("compactFlow", .bool(hasCompactFlow)),
            ("compactRoots", .array(compactRoots.map(JSON.string))),
            ("reachableInRegular", names(reachableInRegular)),
            ("reachableInCompact", names(reachableInCompact)),
            ("columns", .object(Column.allCases.map { ($0.rawValue, .array(screens(in: $0).map(JSON.string))) })),
            ("edges", .array(edgeEntries)),
            ("destinations", names(destinations.map(\.name))),
            ("detailScreens", names(detailScreens.map(\.name))),
            ("screens", .array(screenEntries)),
        ])
    }
}
