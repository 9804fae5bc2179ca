import Foundation
import Testing
import TestSupport
import SpecGenerator
@testable import SpecSource

/// The common-shape reader is an optimisation, never a second meaning: for any text it either
/// gives up (and libyaml reads it) or builds exactly the tree libyaml's events build, node for
/// node, range for range, value for value, with the same problems.
@Suite("Common-shape reader")
struct CommonShapeReaderTests {
    /// Every node in event order: kind, style, range, value, tag and children.
    static func dump(_ tree: YAMLTree) -> [String] {
        var lines = ["root \(tree.root.map { "\($0.index)" } ?? "-") complete \(tree.isComplete)"]
        for problem in tree.problems {
            lines.append("problem \(problem.kind) \(problem.range.start)-\(problem.range.end) \(problem.message) \(problem.related.map { "\($0.range.start)-\($0.range.end) \($0.label)" })")
        }
        for index in 0..<tree.nodeCount {
            let node = NodeID(Int32(index))
            let range = tree.range(node)
            var line = "\(index) \(tree.kind(node)) \(tree.style(node)) \(range.start)-\(range.end) tag \(tree.tag(node) ?? "-")"
            switch tree.kind(node) {
            case .scalar: line += " value \(tree.string(node).debugDescription)"
            case .sequence: line += " items \(tree.items(node).map(\.index))"
            case .mapping: line += " pairs \(tree.pairs(node).map { [$0.key.index, $0.value.index] })"
            }
            lines.append(line)
        }
        return lines
    }

    /// Parses `bytes` both ways; returns which reader the automatic choice used.
    @discardableResult
    static func expectSameTree(_ bytes: [UInt8], _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> YAMLReader {
        let automatic = YAMLParser.parse(path: name, bytes: bytes)
        let decoded = TextDecoding.decode(path: name, bytes: bytes)
        guard decoded.problem == nil else { return automatic.reader }
        let libyaml = YAMLParser.parse(decoded.source, reader: .libyaml)
        let (a, b) = (dump(automatic), dump(libyaml))
        if a != b {
            let i = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
            Issue.record("\(name): the readers disagree at line \(i):\n  common shape: \(i < a.count ? a[i] : "(end)")\n  libyaml:      \(i < b.count ? b[i] : "(end)")",
                         sourceLocation: sourceLocation)
        }
        return automatic.reader
    }

    static var yamlFiles: [String] {
        var paths = Repository.specPaths
        for folder in ["Tests", "Fuzz/Regressions", "Specs"] {
            let walker = FileManager.default.enumerator(atPath: Repository.url(folder).path)
            while let name = walker?.nextObject() as? String {
                if name.hasSuffix(".yaml") || name.hasSuffix(".yml") { paths.append("\(folder)/\(name)") }
            }
        }
        return Array(Set(paths)).sorted()
    }

    @Test func buildsTheTreeLibyamlBuildsForEveryFileInTheRepository() throws {
        for path in Self.yamlFiles {
            Self.expectSameTree(try Repository.bytes(path), path)
        }
    }

    @Test func readsTheShippedSpecsItself() throws {
        for path in Repository.specs(in: "Specs") {
            #expect(Self.expectSameTree(try Repository.bytes(path), path) == .commonShape, "\(path)")
        }
    }

    /// The benchmark's specs are what the speed figures are quoted on: they must be read by
    /// the fast reader, or the figures measure libyaml.
    @Test(arguments: SpecGenerator.Shape.allCases)
    func readsTheBenchmarkSpecsItself(_ shape: SpecGenerator.Shape) {
        let text = SpecGenerator(targetBytes: 60_000, shape: shape).generate()
        #expect(Self.expectSameTree(Array(text.utf8), "bench-\(shape).layout.yaml") == .commonShape)
    }

    @Test(arguments: [
        "spec: 1\napp: Mail\n",
        "screens:\n  Message:\n  Inbox:\n    title: Inbox\n",
        "a:\n  - x\n  - y\nb: z\n",
        "a:\n- x\n- y\nb:\n",
        "items:\n- id: a\n  title: A\n- id: b\n  sub:\n  - c\n",
        "list: { appearance: sidebar, items: [a, b], nested: { x: { y: z } }, empty: {}, none: [] }\n",
        "t: \"Café 📬\"\nu: 'single'\nv: \"\"\nw: plain with spaces   # a comment\n",
        "# leading comment\n\n  root: indented\n  next: x\n",
        "a: b\na: c\n",
        "x: [ \"q\", 'r' , s ]\ny: Hello, world\n",
        "k:\n  # a comment at the nested level\n  v: 1\n",
        "- a\n- b\n",
        "a: 1\n  b: 2\n",
        "a: b: c\n",
        "a: [b, c\n",
        "a: { b: c, }\n",
        "a:\n\tb: c\n",
        "a: &x b\nc: *x\n",
        "a: |\n  text\nb: c\n",
        "a: plain\n  continued\n",
        "---\na: b\n",
        "a: b\n---\nc: d\n",
        "a: \"esc\\\"aped\"\n",
        "a: 'it''s'\n",
        "a: -1\nb: ?x\n",
        "a:b\n",
        "a: b #c\n  d: e\n",
        "? complex\n: value\n",
        "a: \"unclosed\n",
        "a: x:y\nb: http://example.com\n",
        "a: { url: http://x }\n",
        "base: &b\n  x: 1\nother: *b\nlist: &l\n- a\nagain: *l\n",
        "s: &s plain\nq: &q \"quoted\"\nf: &f { a: b }\nuse: [*s, *q, *f]\nm: { k: *s }\n",
        "a: &x\nb: c\n",
        "a: &-",
        "a: &x",
        "a: &x # comment\n  b: c\nd: *x\n",
        "a: *missing\n",
        "a: &x\n  - *x\n",
        "a: &x1 v\nb: *x1 trailing\n",
        "a: &x[1]\n",
        "- &i item\n- *i\n",
        "deep: " + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "\n",
        "a: [x: y]\n",
        "a: {b}\n",
        "a:\r\n  b: c\r\n",
        "- - a\n",
        "-\n  a: b\n",
        "a: \"x\" y\n",
        "a: \"x\"# not a comment\n",
        "a: b\n...\n",
        "%YAML 1.2\n---\na: b\n",
        "a: !!str b\n",
        "a:\n    - x\n  - y\n",
        "a:\n  b: c\n d: e\n",
        "a: b\n\n\n",
        "a: b",
        "a:",
        "",
        "# only a comment\n",
        "key with spaces: value\n",
        "a: {b: c}\n",
        "a: [ ]\n",
    ])
    func agreesWithLibyamlOnTheEdgesOfTheShape(_ text: String) {
        Self.expectSameTree(Array(text.utf8), "edge.yaml")
    }

    @Test func readsTheCommonShapeWithoutLibyaml() {
        for text in ["spec: 1\napp: Mail\n", "a:\n- x\n- y\nb:\n", "items:\n- id: a\n  title: A\n- id: b\n",
                     "list: { a: [b, c], d: {} }\n", "t: \"Café\"\nu: 'x' # note\n", "a: &x\n  b: c\nd: *x\n"] {
            #expect(YAMLParser.parse(path: "t.yaml", bytes: Array(text.utf8)).reader == .commonShape, "\(text)")
        }
    }

    @Test func leavesEverythingElseToLibyaml() {
        for text in ["a:\n\tb: c\n", "a: !t b\n", "a: |\n  text\n", "a: plain\n  continued\n", "---\na: b\n",
                     "a: \"esc\\n\"\n", "a: b: c\n", "a: [b, c\n", "a: !!str b\n", "- a\n"] {
            #expect(YAMLParser.parse(path: "t.yaml", bytes: Array(text.utf8)).reader == .libyaml, "\(text)")
        }
    }

    /// Two thousand small edits to real specs (a character deleted, or one of YAML's
    /// meaningful characters inserted), each read both ways.
    @Test func agreesWithLibyamlOnEditedSpecs() throws {
        // Mail, and a benchmark spec that shares swipe actions through an anchor and aliases.
        let originals = [try Repository.bytes("Specs/Mail.layout.yaml"), Array(SpecGenerator(targetBytes: 12_000).generate().utf8)]
        var readItself = 0
        for edit in RandomEdits.edits(of: originals, count: 2000, seed: 0x5EED) {
            if Self.expectSameTree(edit.bytes, edit.name) == .commonShape { readItself += 1 }
        }
        // Most edits keep the text in the common shape, so the comparison is not vacuous.
        #expect(readItself > 600)
    }
}
