/// The order a reorderable list shows its rows in: the spec's order until the user moves rows,
/// then theirs. A row moves among its siblings only, so its section and outline parent always
/// come from the spec, never from where a drag happened to end. Generated lists keep one order
/// per section and put it through `arranged(_:by:children:)` whenever it changes.
public enum RowOrder {
    /// `rows` and their outline children, depth first, each group of siblings sorted by its
    /// place in `saved`; rows `saved` lacks follow in spec order. A row `saved` names twice
    /// counts at its first place.
    public static func arranged<Row: Hashable>(_ rows: [Row], by saved: [Row], children: (Row) -> [Row]) -> [Row] {
        let rank = Dictionary(saved.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var result: [Row] = []
        append(rows, rank: rank, unranked: saved.count, children: children, to: &result)
        return result
    }

    private static func append<Row: Hashable>(_ rows: [Row], rank: [Row: Int], unranked: Int, children: (Row) -> [Row],
                                              to result: inout [Row]) {
        let sorted = rows.enumerated().sorted { (rank[$0.element] ?? unranked + $0.offset) < (rank[$1.element] ?? unranked + $1.offset) }
        for (_, row) in sorted {
            result.append(row)
            append(children(row), rank: rank, unranked: unranked, children: children, to: &result)
        }
    }
}
