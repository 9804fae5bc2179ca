/// Specs shaped to find superlinear paths: each makes one kind of work as large as it can be
/// for its size, and grows linearly with `scale`. A stage that stays linear takes about
/// `scale` times as long at `scale` as at 1; one that does not shows it at 2× and 4×.
///
/// `layoutc-bench --scaling` times every stage on each shape at 1×, 2× and 4×;
/// `ScalingTests` pins the ratio loosely on small sizes.
public enum WorstCaseSpec: String, CaseIterable, Sendable {
    /// Rows that each open a misspelt screen (`push: Detial`): one `unknown-screen` finding and
    /// one did-you-mean per row, all for the same word.
    case typos
    /// Rows that each carry a misspelt key (`titel:`): unknown keys, decoded and suggested.
    case unknownKeys
    /// Lists whose empty sections each get an `empty-list` finding: many findings of one rule,
    /// to render, summarise and publish.
    case findings
    /// Outline lists nested as deep as the YAML limits allow at 4×.
    case deepOutlines
    /// Rows written on very long lines, each ending in a misspelt key, so diagnostics point far
    /// into a line (columns, UTF-16 positions, snippets).
    case longLines

    /// The spec at `scale` (1, 2, 4 …), with `unit` setting the size of 1× (rows, lists, or
    /// characters per line, as the shape has it).
    public func spec(scale: Int, unit: Int? = nil) -> String {
        let count = (unit ?? defaultUnit) * max(1, scale)
        switch self {
        case .typos: return Self.rows(count) { i in "{ id: row\(i), title: \"Row \(i)\", onSelect: { push: Detial } }" }
        case .unknownKeys: return Self.rows(count) { i in "{ id: row\(i), titel: \"Row \(i)\" }" }
        case .findings: return Self.emptySections(count)
        case .deepOutlines: return Self.outlines(depth: count)
        case .longLines: return Self.longLines(width: count)
        }
    }

    /// 1× of each shape: about 0.3 MB for the row shapes, well inside what a test runs in debug.
    public var defaultUnit: Int {
        switch self {
        case .typos, .unknownKeys: 2_500
        case .findings: 1_000
        case .deepOutlines: 16
        case .longLines: 20_000
        }
    }

    static let header = "spec: 1\napp: Worst\n"
    static let split = "split:\n  style: doubleColumn\n  primary: Home\n  secondary: Detail\n"
    static let detail = "  Detail:\n    title: Detail\n    restoresState: true\n"
    /// The start of a spec whose sidebar has one row, before the screens a shape adds.
    static let sidebarWithOneRow = header + "screens:\n  Home:\n    title: Home\n    list:\n      appearance: sidebar\n"
        + "      items: [{ id: first, title: First, onSelect: { showDetail: Detail } }]\n"

    /// One sidebar of `count` rows, twenty to a section.
    static func rows(_ count: Int, _ row: (Int) -> String) -> String {
        var out = header + "screens:\n  Home:\n    title: Home\n    list:\n      appearance: sidebar\n      sections:\n"
        for i in 0..<count {
            if i % 20 == 0 { out += "        - id: s\(i / 20)\n          title: Section \(i / 20)\n          items:\n" }
            out += "            - \(row(i))\n"
        }
        return out + detail + split
    }

    /// `count` screens, each a list with one row and one empty section.
    static func emptySections(_ count: Int) -> String {
        var out = sidebarWithOneRow
        for i in 0..<count {
            out += "  Screen\(i):\n    title: Screen \(i)\n    restoresState: true\n    list:\n      sections:\n"
            out += "        - { id: full, title: Full, items: [{ id: row, title: Row }] }\n"
            out += "        - { id: empty, title: Empty, items: [] }\n"
        }
        return out + detail + split
    }

    /// A hundred outline lists whose rows nest `depth` levels deep, in block style as people
    /// write outlines. (Written as one flow line instead, libyaml's own scanner takes time in
    /// proportion to the depth for every token, bounded by `YAMLLimits.maxDepth`.)
    static func outlines(depth: Int) -> String {
        var out = sidebarWithOneRow
        for screen in 0..<100 {
            out += "  Outline\(screen):\n    title: Outline \(screen)\n    restoresState: true\n    list:\n      sections:\n"
            out += "        - id: tree\n          title: Tree\n          outline: true\n          items:\n"
            var indent = "            "
            for level in 0..<depth {
                out += "\(indent)- id: l\(level)\n\(indent)  title: Level \(level)\n\(indent)  children:\n"
                indent += "    "
            }
            out += "\(indent)- { id: leaf, title: Leaf }\n"
        }
        return out + detail + split
    }

    /// Forty rows, each a line of about `width` characters ending in a misspelt key.
    static func longLines(width: Int) -> String {
        let words = String(repeating: "a long title ", count: max(1, width / 13))
        return rows(40) { i in "{ id: row\(i), title: \"\(words)\", titel: x }" }
    }
}
