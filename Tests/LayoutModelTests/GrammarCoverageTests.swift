import Diagnostics
import JSONValue
import LayoutModel
import SpecSource
import TestSupport
import Testing

/// The safety net for growing the language. A key added to `Grammar` is accepted by the decoder's
/// key check, so without these tests a key that is never decoded would be silently dropped, and a
/// key no spec uses would never reach the generators' goldens and type-checks.
///
/// The bundled specs and the fixtures (Kitchen uses every key the others leave out) are walked
/// together with the grammar: every key they write must leave a trace in `layoutc model --ranges`,
/// and every key of the grammar must be written by one of them.
@Suite("Grammar coverage")
struct GrammarCoverageTests {
    /// A key of the grammar: the object it belongs to and its name (`split.style`, `item.children`).
    struct KeyPath: Hashable, Comparable, CustomStringConvertible {
        var object: String
        var key: String
        var description: String { "\(object).\(key)" }
        static func < (a: KeyPath, b: KeyPath) -> Bool { a.description < b.description }
    }

    /// One key as written in a spec: where, and the range of its value.
    struct Use {
        var path: KeyPath
        var file: String
        var line: Int
        var value: SourceRange
        var valueKind: NodeKind
    }

    /// Items nest (`children`): the grammar names the nested shape without repeating its keys.
    static func resolved(_ shape: ObjectShape) -> ObjectShape {
        shape.keys.isEmpty && shape.name == Grammar.item.name ? Grammar.item : shape
    }

    /// Every key the grammar defines, reached from the root.
    static func grammarKeys() -> Set<KeyPath> {
        var keys = Set<KeyPath>()
        var visited = Set<String>()
        func visit(_ shape: ValueShape) {
            switch shape {
            case .object(let object):
                let object = resolved(object)
                guard visited.insert(object.name).inserted else { return }
                for key in object.keys {
                    keys.insert(KeyPath(object: object.name, key: key.name))
                    visit(key.shape)
                }
            case .list(let element), .map(let element): visit(element)
            case .oneOf(let shapes): shapes.forEach(visit)
            default: break
            }
        }
        visit(.object(Grammar.root))
        return keys
    }

    /// Walks a tree with the grammar: each mapping key that the grammar knows, with its value.
    static func uses(in tree: YAMLTree, file: String) -> [Use] {
        var uses: [Use] = []
        func walk(_ node: NodeID, _ shape: ValueShape) {
            switch (shape, tree.kind(node)) {
            case (.object(let object), .mapping):
                let object = resolved(object)
                for (k, v) in tree.pairs(node) {
                    guard let key = object.key(tree.string(k)) else { continue }
                    uses.append(Use(path: KeyPath(object: object.name, key: key.name), file: file,
                                    line: tree.source.location(of: tree.range(k).start).line,
                                    value: tree.range(v), valueKind: tree.kind(v)))
                    walk(v, key.shape)
                }
            case (.list(let element), .sequence):
                for item in tree.items(node) { walk(item, element) }
            case (.map(let element), .mapping):
                for (_, v) in tree.pairs(node) { walk(v, element) }
            case (.oneOf(let shapes), let kind):
                for shape in shapes where Self.accepts(shape, kind) {
                    walk(node, shape)
                    return
                }
            default: break
            }
        }
        if let root = tree.root { walk(root, .object(Grammar.root)) }
        return uses
    }

    static func accepts(_ shape: ValueShape, _ kind: NodeKind) -> Bool {
        switch shape {
        case .object, .map: kind == .mapping
        case .list: kind == .sequence
        case .oneOf(let shapes): shapes.contains { accepts($0, kind) }
        default: kind == .scalar
        }
    }

    /// The byte ranges `layoutc model --ranges` reports.
    static func modelRanges(_ json: JSON) -> [SourceRange] {
        var ranges: [SourceRange] = []
        func visit(_ value: JSON) {
            switch value {
            case .object(let pairs):
                if let range = value["range"], let start = range["start", "offset"]?.intValue, let end = range["end", "offset"]?.intValue {
                    ranges.append(SourceRange(start: start, end: end))
                }
                pairs.forEach { visit($0.1) }
            case .array(let items): items.forEach(visit)
            default: break
            }
        }
        visit(json)
        return ranges
    }

    static let files: [(path: String, tree: YAMLTree)] = Repository.specPaths.map { path in
        (path, YAMLParser.parse(path: path, bytes: (try? Repository.bytes(path)) ?? []))
    }

    @Test("the specs the coverage rests on are read without input errors")
    func specsAreReadable() {
        #expect(Self.files.count >= 9)
        for (path, tree) in Self.files {
            let (_, diagnostics) = SpecDecoder.decode(tree)
            let input = diagnostics.filter { $0.severity == .error }
            #expect(input.isEmpty, "\(path): \(input.map { "\(tree.source.location(of: $0.range.start)) [\($0.ruleID)] \($0.message)" })")
        }
    }

    @Test("every key of every spec is decoded into the model JSON")
    func everyWrittenKeyIsDecoded() {
        for (path, tree) in Self.files {
            let (spec, _) = SpecDecoder.decode(tree)
            let ranges = Self.modelRanges(ModelJSONEncoder(source: tree.source, includeRanges: true).encode(spec))
            for use in Self.uses(in: tree, file: path) {
                // A scalar's own range must be there; a list or mapping must have something
                // decoded inside it.
                let traced = use.valueKind == .scalar
                    ? ranges.contains(use.value)
                    : ranges.contains { $0.start >= use.value.start && $0.end <= use.value.end && !$0.isEmpty }
                #expect(traced, """
                    \(path):\(use.line): `\(use.path)` is in the grammar but its value is not in the model JSON: \
                    decode it (Sources/LayoutModel/Decoder*.swift) into the model and add it to ModelJSON.swift
                    """)
            }
        }
    }

    @Test("every key of the grammar is used by a fixture or bundled spec")
    func everyGrammarKeyIsUsed() {
        let used = Set(Self.files.flatMap { Self.uses(in: $0.tree, file: $0.path) }.map(\.path))
        for key in Self.grammarKeys().subtracting(used).sorted() {
            Issue.record("""
                `\(key)` is in the grammar but no spec uses it, so no golden or type-check covers it: \
                use it in Tests/SwiftEmitterTests/Fixtures/Kitchen.layout.yaml
                """)
        }
    }
}
