import Diagnostics
import Foundation
import LayoutCompiler
import LayoutModel
import LayoutRules
import SpecGenerator
import SpecSource
import Testing
import TestSupport

/// `check` decodes each screen as soon as it is read and releases its part of the tree
/// (`SpecDecoder.decodeWhileReading`), `build` decodes a large spec's screens on other threads
/// while the text is read (`decodeWhileReading(…, workers:)`), and the language server decodes
/// a whole tree's screens on several threads (`SpecDecoder.decode(_:workers:)`). All must be
/// invisible: the same model and the same findings, in the same order, as decoding the whole
/// tree on one thread, whatever the text.
@Suite struct StreamedDecodingTests {
    /// Decodes `bytes` both ways and records every difference.
    @discardableResult
    static func expectSameDecoding(_ bytes: [UInt8], _ name: String, limits: YAMLLimits = .default,
                                   sourceLocation: Testing.SourceLocation = #_sourceLocation) -> (released: Bool, tree: YAMLTree) {
        let whole = YAMLParser.parse(path: "spec.layout.yaml", bytes: bytes, limits: limits)
        let batch = SpecDecoder.decode(whole)
        // `build` decodes a large tree's screens on several threads, a chunk of screens each: the
        // same model and findings again, here from any text (up to 16 or 24 screens, each its own
        // chunk; more share them). Models are compared as bytes: `String`'s `==` would take an
        // accent written two ways as the same text.
        let encoder = ModelJSONEncoder(source: whole.source, includeRanges: true)
        let batchBytes = Array(encoder.encode(batch.spec).serialized().utf8)
        for workers in [2, 3] {
            let parallel = SpecDecoder.decode(whole, workers: workers, parallelFromBytes: 0)
            #expect(parallel.diagnostics == batch.diagnostics, "\(name): the findings differ on \(workers) threads", sourceLocation: sourceLocation)
            #expect(Array(encoder.encode(parallel.spec).serialized().utf8) == batchBytes, "\(name): the models differ on \(workers) threads",
                    sourceLocation: sourceLocation)
            #expect(parallel.spec.undecoded == batch.spec.undecoded && parallel.spec.objectRegions == batch.spec.objectRegions,
                    "\(name) on \(workers) threads", sourceLocation: sourceLocation)
        }
        let (streamed, skeleton) = SpecDecoder.decodeWhileReading(path: "spec.layout.yaml", bytes: bytes, limits: limits,
                                                                  commentDirective: Suppressions.marker)
        #expect(streamed.diagnostics == batch.diagnostics, "\(name): the findings differ", sourceLocation: sourceLocation)
        #expect(Array(encoder.encode(streamed.spec).serialized().utf8) == batchBytes, "\(name): the models differ", sourceLocation: sourceLocation)
        #expect(streamed.spec.undecoded == batch.spec.undecoded, "\(name)", sourceLocation: sourceLocation)
        #expect(streamed.spec.objectRegions == batch.spec.objectRegions, "\(name)", sourceLocation: sourceLocation)
        // `build` decodes the screens on other threads while the text is read, batches of copies
        // of them (`DetachedEntries`): here batches of one screen and of three.
        for (workers, perBatch) in [(2, 1), (3, 3)] {
            let (twoCores, left) = SpecDecoder.decodeWhileReading(path: "spec.layout.yaml", bytes: bytes, limits: limits,
                                                                  commentDirective: Suppressions.marker, workers: workers,
                                                                  parallelFromBytes: 0, screensPerBatch: perBatch)
            let label = "\(name), read on \(workers) threads in batches of \(perBatch)"
            #expect(twoCores.diagnostics == batch.diagnostics, "\(label): the findings differ", sourceLocation: sourceLocation)
            #expect(Array(encoder.encode(twoCores.spec).serialized().utf8) == batchBytes, "\(label): the models differ",
                    sourceLocation: sourceLocation)
            #expect(twoCores.spec.undecoded == batch.spec.undecoded && twoCores.spec.objectRegions == batch.spec.objectRegions,
                    "\(label)", sourceLocation: sourceLocation)
            #expect(left.stoppedAt == whole.stoppedAt && left.isComplete == whole.isComplete && (left.root == nil) == (whole.root == nil),
                    "\(label): another skeleton", sourceLocation: sourceLocation)
            if CommentScanner.contains(Suppressions.marker, in: whole.source.bytes) {
                #expect(CommentScanner.comments(in: left) == CommentScanner.comments(in: whole), "\(label)", sourceLocation: sourceLocation)
            }
        }
        // What is read after decoding (comment directives, where reading stopped) is the same too.
        // Comments are only read when there is a directive among them.
        if CommentScanner.contains(Suppressions.marker, in: whole.source.bytes) {
            #expect(CommentScanner.comments(in: skeleton) == CommentScanner.comments(in: whole), "\(name)", sourceLocation: sourceLocation)
        }
        #expect(skeleton.stoppedAt == whole.stoppedAt && skeleton.isComplete == whole.isComplete && (skeleton.root == nil) == (whole.root == nil),
                "\(name)", sourceLocation: sourceLocation)
        // And so is what `check` prints, suppressions and all.
        var compiler = LayoutCompiler()
        compiler.limits = limits
        #expect(compiler.diagnose(path: "spec.layout.yaml", bytes: bytes).diagnostics
                    == compiler.check(path: "spec.layout.yaml", bytes: bytes).diagnostics,
                "\(name): check's findings differ", sourceLocation: sourceLocation)
        return (skeleton.nodeCount < whole.nodeCount, skeleton)
    }

    static func expectSameDecoding(_ text: String, _ name: String, limits: YAMLLimits = .default,
                                   sourceLocation: Testing.SourceLocation = #_sourceLocation) -> (released: Bool, tree: YAMLTree) {
        expectSameDecoding(Array(text.utf8), name, limits: limits, sourceLocation: sourceLocation)
    }

    static var specFiles: [String] {
        var paths = Repository.specPaths
        for folder in ["Tests/Fixtures", "Fuzz/Regressions", "Specs", "Docs/Examples"] {
            let walker = FileManager.default.enumerator(atPath: Repository.url(folder).path)
            while let name = walker?.nextObject() as? String {
                if name.hasSuffix(".yaml") { paths.append("\(folder)/\(name)") }
            }
        }
        return Array(Set(paths)).sorted()
    }

    @Test func decodesEverySpecInTheRepositoryAsTheWholeTreeDoes() throws {
        var released = 0
        for path in Self.specFiles {
            if Self.expectSameDecoding(try Repository.bytes(path), path).released { released += 1 }
        }
        #expect(released > 10, "the shipped specs release their screens, so the comparison is not vacuous")
    }

    @Test(arguments: SpecGenerator.Shape.allCases)
    func decodesTheBenchmarkSpecsAsTheWholeTreeDoes(_ shape: SpecGenerator.Shape) {
        let result = Self.expectSameDecoding(SpecGenerator(targetBytes: 60_000, shape: shape).generate(), "\(shape)")
        #expect(result.released)
    }

    /// What is left of the tree is the part outside the screens, whatever the spec's size.
    @Test func keepsOnlyTheSkeletonOfTheTree() {
        let small = SpecDecoder.decodeWhileReading(path: "s.layout.yaml", bytes: Array(SpecGenerator(targetBytes: 20_000).generate().utf8),
                                                   commentDirective: Suppressions.marker).tree
        let large = SpecDecoder.decodeWhileReading(path: "l.layout.yaml", bytes: Array(SpecGenerator(targetBytes: 400_000).generate().utf8),
                                                   commentDirective: Suppressions.marker).tree
        let whole = YAMLParser.parse(path: "l.layout.yaml", bytes: Array(SpecGenerator(targetBytes: 400_000).generate().utf8))
        #expect(large.nodeCount * 20 < whole.nodeCount, "\(large.nodeCount) of \(whole.nodeCount) nodes kept")
        // Read on two threads too, although every list but the first aliases the first one's
        // swipe actions: the aliased nodes are copied with the screens that reach them.
        let twoCores = SpecDecoder.decodeWhileReading(path: "l.layout.yaml", bytes: Array(SpecGenerator(targetBytes: 400_000).generate().utf8),
                                                      commentDirective: Suppressions.marker, workers: 2).tree
        #expect(twoCores.nodeCount * 20 < whole.nodeCount, "\(twoCores.nodeCount) of \(whole.nodeCount) nodes kept")
        #expect(small.nodeCount > 0)
    }

    static let base = """
    spec: 1
    app: Streams
    screens:
      Library:
        title: Library
        list:
          appearance: sidebar
          sections:
            - items:
                - { id: inbox, title: Inbox, onSelect: { showDetail: Detail } }
      Detail:
        title: Detail
    split:
      style: doubleColumn
      primary: Library
      secondary: Detail

    """

    /// The cases where an entry must be kept whole, or where what is read later changes what
    /// decoding an entry means.
    @Test(arguments: [
        ("an anchor in one screen, its alias in another", """
        spec: 1
        app: A
        screens:
          One:
            list:
              sections: &shared
                - items: [{ id: a, title: A, onSelect: { showDetail: Two } }]
          Two:
            list:
              sections: *shared
        split: { style: doubleColumn, primary: One, secondary: Two }

        """),
        ("an anchor on `screens` itself, aliased further down", """
        spec: 1
        app: A
        screens: &all
          One:
            title: One
          Two:
            title: Two
        itemTypes: *all
        scenes: *all
        split: { style: doubleColumn, primary: One, secondary: Two }

        """),
        ("a syntax error inside a flow screen still being read", """
        spec: 1
        app: A
        screens:
          One:
            toolbar:
              - { title: Add }
          Two: { title: Two, list: { sections: [ { items: [ { id: a, title: A } ] } ]
        split: { style: doubleColumn, primary: One, secondary: Two }

        """),
        ("an anchor on a screen itself", """
        spec: 1
        app: A
        screens:
          One: &one
            title: One
          Two: *one
        split: { style: doubleColumn, primary: One, secondary: Two }

        """),
        ("a screen named twice, the second one wrong", """
        spec: 1
        app: A
        screens:
          One:
            title: One
          One:
            titel: Wrong
            list: { apperance: sidebar }
        split: { style: doubleColumn, primary: One, secondary: One }

        """),
        ("`screens` written twice", """
        spec: 1
        app: A
        screens:
          One:
            title: One
        screens:
          Two:
            list: { apperance: sidebar }
        split: { style: doubleColumn, primary: One, secondary: One }

        """),
        ("a missing key, then a syntax error further down", """
        spec: 1
        app: A
        screens:
          One:
            list:
              sections:
                - items: [{ title: no id }]
            toolbar:
              - { title: Add }
          Two:
            title: [unclosed
        split: { style: doubleColumn, primary: One, secondary: Two }

        """),
        ("a missing key, then a second document", """
        spec: 1
        app: A
        screens:
          One:
            toolbar:
              - { title: Add }
        ---
        spec: 1

        """),
        ("a tab late in the text, so libyaml reads it again from the start", """
        spec: 1
        app: A
        screens:
          One:
            toolbar:
              - { title: Add }
          Two:
            title:\tTwo
        split: { style: doubleColumn, primary: One, secondary: Two }

        """),
        ("a directive, and a `#` inside a block scalar of a screen", """
        spec: 1
        app: A
        screens:
          One:
            title: |
              # layoutc:disable-next-line not-a-comment
              One
            readableWidth: true
          # layoutc:disable-next-line state-restoration-missing
          Two:
            title: Two # layoutc:disable unknown-rule
        split: { style: doubleColumn, primary: One, secondary: Two }

        """),
        ("screens that are not mappings", """
        spec: 1
        app: A
        screens:
          One: just text
          Two: [a, list]
          Three:
          Four: { title: Four }
        split: { style: doubleColumn, primary: One, secondary: Four }

        """),
        ("a tag in a screen", """
        spec: 1
        app: A
        screens:
          One:
            title: !!str 12
          Two: !!map { title: Two }
        split: { style: doubleColumn, primary: One, secondary: Two }

        """),
        ("`screens` below the root is not the section", """
        spec: 1
        app: A
        split:
          style: doubleColumn
          screens:
            One: { title: One }
          primary: One
          secondary: One

        """),
        ("`screens` as a list of screens", """
        spec: 1
        app: A
        screens:
          - One: { title: One }
          - Two: { title: Two }

        """),
        ("a screen key that is not a string", """
        spec: 1
        app: A
        screens:
          [a, b]: { title: One }
          ? { x: 1 }
          : { title: Two }

        """),
        ("a shared value first decoded in a screen read ahead, then reading stops early", """
        spec: 1
        app: A
        screens:
          One:
            list:
              swipeActions: &sw
                trailing:
                  - { title: Delete, action: {} }
              sections:
                - items: [{ id: a, title: A }]
          Two:
            list:
              swipeActions: *sw
              sections:
                - items: [{ id: b, title: B }]
          Three:
            toolbar: [ { title: Unclosed
        """),
        ("the same long title with its accent precomposed in one screen and decomposed in the next", """
        spec: 1
        app: A
        screens:
          One:
            title: "Caf\u{E9} de la R\u{E9}publique"
          Two:
            title: "Cafe\u{301} de la Re\u{301}publique"
        split: { style: doubleColumn, primary: One, secondary: Two }

        """),
        ("the aliases' expansion limit reached inside a screen", """
        spec: 1
        app: A
        screens:
          One:
            title: &t One
          Two:
            title: *t
        """),
    ])
    func decodesTheEdgesAsTheWholeTreeDoes(_ name: String, _ text: String) {
        Self.expectSameDecoding(text, name)
    }

    /// A long string is held once per decoder, but only for the same bytes: the second screen's
    /// title keeps its decomposed accents although `String` calls it equal to the first's.
    @Test func keepsEachSpellingOfAnAccentAsWritten() throws {
        let precomposed = "Caf\u{E9} de la R\u{E9}publique", decomposed = "Cafe\u{301} de la Re\u{301}publique"
        let text = "spec: 1\napp: A\nscreens:\n  One:\n    title: \(precomposed)\n  Two:\n    title: \(decomposed)\n"
        let spec = SpecDecoder.decode(YAMLParser.parse(path: "s.layout.yaml", bytes: Array(text.utf8))).spec
        let titles = spec.screens.map { $0.title.map { Array($0.value.utf8) } }
        #expect(titles == [Array(precomposed.utf8), Array(decomposed.utf8)])
    }

    /// The reader's limits stop reading in a later screen, after earlier ones were decoded with
    /// missing keys: those findings go, as they do when the whole tree is decoded.
    @Test(arguments: [
        ("depth", YAMLLimits(maxDepth: 6)),
        ("aliases", YAMLLimits(maxAliasExpansion: 2)),
    ])
    func decodesWhatTheLimitsStopAsTheWholeTreeDoes(_ name: String, _ limits: YAMLLimits) {
        let text = """
        spec: 1
        app: A
        screens:
          One:
            toolbar:
              - { title: Add }
          Two:
            title: &t Two
            list:
              sections:
                - items: [{ id: a, title: *t, children: [{ id: b, title: *t, children: [{ id: c, title: *t }] }] }]
        split: { style: doubleColumn, primary: One, secondary: Two }

        """
        let result = Self.expectSameDecoding(text, name, limits: limits)
        #expect(!result.tree.isComplete, "the limit is reached")
    }

    /// libyaml reads a text with a byte order mark, and UTF-16 is decoded first: both stream too.
    @Test func decodesOtherEncodingsAsTheWholeTreeDoes() {
        let withBOM = [0xEF, 0xBB, 0xBF] + Array(Self.base.utf8)
        #expect(Self.expectSameDecoding(withBOM, "UTF-8 with a byte order mark").released)
        let utf16: [UInt8] = [0xFF, 0xFE] + Self.base.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(Self.expectSameDecoding(utf16, "UTF-16").released)
    }

    /// Two thousand small edits to real specs, each decoded both ways.
    @Test func decodesEditedSpecsAsTheWholeTreeDoes() throws {
        let originals = [try Repository.bytes("Specs/Mail.layout.yaml"), Array(Self.base.utf8),
                         try Repository.bytes("Docs/Examples/MailMistakes.layout.yaml")]
        // A tab sends the text to libyaml, which reads it again from the start.
        let insertions = RandomEdits.yamlInsertions + [Array("\t".utf8), Array("x".utf8)]
        var released = 0
        for edit in RandomEdits.edits(of: originals, count: 2000, seed: 0x57AE, insertions: insertions) {
            if Self.expectSameDecoding(edit.bytes, edit.name).released { released += 1 }
        }
        #expect(released > 1000)
    }
}
