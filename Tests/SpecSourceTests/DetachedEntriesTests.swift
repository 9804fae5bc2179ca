import Testing
@testable import SpecSource

/// `build` copies each screen out of the tree as it is read (`DetachedEntries`) and decodes the
/// copies on another core: a copy must read exactly as the entry does in the whole tree.
@Suite("Detached entries")
struct DetachedEntriesTests {
    static let text = """
    app: Copies
    shared: &swipes
      leading: [{ title: "Gelesen — 既読", image: envelope.open }]
      trailing: [{ title: 'it''s gone', style: destructive }]
    screens:
      One:
        title: "Eins \\u00e9"
        list:
          swipeActions: *swipes
          sections: [{ items: [a, b, { id: c, children: [d] }] }]
      "Two":
        title: >-
          folded
          text
        list: { swipeActions: *swipes, sections: [] }
      Three: { title: plain }

    """

    /// The whole tree, and the screens taken into one batch while reading a second time.
    static func read() -> (whole: YAMLTree, taken: DetachedEntries) {
        let bytes = Array(text.utf8)
        let whole = YAMLParser.parse(path: "c.layout.yaml", bytes: bytes)
        var taken: DetachedEntries?
        let streaming = YAMLStreaming(section: "screens", commentDirective: "# layoutc:", take: { tree, key, value in
            var entries = taken ?? DetachedEntries(source: tree.source)
            taken = nil
            let took = entries.take(key: key, value: value, from: tree)
            taken = entries
            return took
        }, restart: { taken = nil })
        _ = YAMLParser.parse(path: "c.layout.yaml", bytes: bytes, streaming: streaming)
        return (whole, taken!)
    }

    /// A node as text, with its range and style, so that any difference in the copy shows.
    static func dump(_ node: NodeID, in tree: YAMLTree) -> String {
        let r = tree.range(node)
        switch tree.kind(node) {
        case .scalar:
            return "\(tree.string(node))@\(r.start)-\(r.end)/\(tree.style(node))"
        case .sequence:
            return "[" + tree.items(node).map { dump($0, in: tree) }.joined(separator: ", ") + "]@\(r.start)"
        case .mapping:
            return "{" + tree.pairs(node).map { "\(dump($0.key, in: tree)): \(dump($0.value, in: tree))" }.joined(separator: ", ") + "}@\(r.start)"
        }
    }

    @Test func aCopyReadsAsTheEntryDoesInTheWholeTree() throws {
        let (whole, taken) = Self.read()
        let screens = try #require(whole.value(whole.root!, forKey: "screens"))
        let original = Array(whole.pairs(screens))
        #expect(taken.entries.count == original.count)
        for (entry, (key, value)) in zip(taken.entries, original) {
            #expect(Self.dump(entry.key, in: taken.tree) == Self.dump(key, in: whole))
            #expect(Self.dump(entry.value, in: taken.tree) == Self.dump(value, in: whole))
        }
    }

    /// Both lists alias the same swipe actions: the batch holds one copy of them, which stays an
    /// alias target, so the decoder replays it instead of decoding it twice.
    @Test func anAnchorBothEntriesReachIsCopiedOnceAndStaysAnAliasTarget() throws {
        let (_, taken) = Self.read()
        func swipes(_ entry: Int) throws -> NodeID {
            let list = try #require(taken.tree.value(taken.entries[entry].value, forKey: "list"))
            return try #require(taken.tree.value(list, forKey: "swipeActions"))
        }
        #expect(try swipes(0) == swipes(1))
        #expect(taken.tree.isAliasTarget(try swipes(0)))
        #expect(!taken.tree.isAliasTarget(taken.entries[2].value))
    }

    /// The index each entry's value had in the tree read, by which decoding finds it again.
    @Test func eachEntryKeepsWhereItsValueWasRead() {
        let (_, taken) = Self.read()
        let originals = taken.entries.map(\.original)
        #expect(originals == originals.sorted() && Set(originals).count == 3)
    }

    /// A tagged node is left in the tree (and decoded with it): nothing is copied.
    @Test func aTreeWithTagsIsNotCopied() {
        let bytes = Array("screens:\n  One: { title: !!str 1 }\n".utf8)
        var taken = DetachedEntries(source: SourceFile(path: "t", bytes: bytes))
        let streaming = YAMLStreaming(section: "screens", commentDirective: "# layoutc:", take: { tree, key, value in
            taken.take(key: key, value: value, from: tree)
        }, restart: {})
        let left = YAMLParser.parse(path: "t", bytes: bytes, streaming: streaming)
        #expect(taken.entries.isEmpty && taken.tree.nodeCount == 0)
        #expect(left.nodeCount == YAMLParser.parse(path: "t", bytes: bytes).nodeCount)
    }
}
