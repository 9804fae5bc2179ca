import Foundation
import Testing
@testable import SpecSource

/// Broken and hostile text becomes located problems, never a crash, a hang or a memory blow-up.
@Suite("Front-end problems")
struct FrontEndProblemTests {
    func parse(_ text: String, limits: YAMLLimits = .default) -> YAMLTree {
        YAMLParser.parse(path: "t.yaml", bytes: Array(text.utf8), limits: limits)
    }

    func location(_ tree: YAMLTree, _ range: SourceRange) -> String {
        tree.source.location(of: range.start).description
    }

    @Test func aSyntaxErrorIsAtLibyamlsProblemWithItsContextAsRelatedNote() {
        // libyaml notices at the end of the file; the mistake is the quote that opens on line 1.
        let t = parse("a: \"unclosed\nb: c\n")
        let problem = try! #require(t.problems.first)
        #expect(problem.kind == .syntax)
        #expect(problem.message == "this string's closing `\"` is missing, so the rest of the file was read as part of it")
        #expect(location(t, problem.range) == "1:4")
        #expect(problem.notes == ["libyaml says: while scanning a quoted scalar, found unexpected end of stream"])
        #expect(problem.fix?.edits == [TextEdit(range: .at(12), replacement: "\"")])
        #expect(!t.isComplete)
    }

    @Test func anUnclosedFlowCollectionAtTheEndOfTheFileIsReportedAtItsOpener() {
        let t = parse("items: [a, b\n")
        #expect(t.problems.map(\.kind) == [.syntax])
        #expect(t.problems[0].message == "this `[` list is never closed")
        #expect(location(t, t.problems[0].range) == "1:8")
        #expect(t.problems[0].fix?.edits == [TextEdit(range: .at(12), replacement: "]")])
    }

    @Test func anErrorNoDiagnosisFitsKeepsLibyamlsContextAsARelatedPlace() {
        let t = parse("a: [b, {c: d]\n")
        let problem = try! #require(t.problems.first)
        #expect(problem.kind == .syntax)
        #expect(!problem.related.isEmpty)
    }

    @Test func aPartialTreeSurvivesASyntaxError() {
        let t = parse("app: Mail\nsplit:\n  style: [\n")
        #expect(t.root != nil)
        #expect(t.pairs(t.root!).first.map { t.string($0.value) } == "Mail")
    }

    @Test func repeatedKeysAreReportedAtTheSecondWithTheFirstAsRelated() {
        let t = parse("a: 1\nb: 2\na: 3\n")
        let problem = try! #require(t.problems.first)
        #expect(problem.kind == .duplicateKey)
        #expect(location(t, problem.range) == "3:1")
        #expect(problem.related.map { location(t, $0.range) } == ["1:1"])
        // The first one counts.
        #expect(t.pairs(t.root!).map { t.string($0.value) } == ["1", "2"])
    }

    @Test func repeatedKeysInLargeMappingsAreFoundToo() {
        let text = (0..<40).map { "k\($0): v" }.joined(separator: "\n") + "\nk7: again\n"
        let t = parse(text)
        #expect(t.problems.map(\.kind) == [.duplicateKey])
        #expect(location(t, t.problems[0].range) == "41:1")
    }

    @Test func problemsAccumulate() {
        let t = parse("a: 1\na: 2\nb: {x: 1, x: 2}\n")
        #expect(t.problems.count == 2)
    }

    @Test func aBillionLaughsDocumentFailsFastAtTheAliasThatCrossesTheLimit() {
        var text = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        var previous = "a"
        for name in ["b", "c", "d", "e", "f", "g", "h", "i"] {
            text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
            previous = name
        }
        let t = parse(text)
        let problem = try! #require(t.problems.first)
        #expect(problem.kind == .resourceLimit)
        #expect(problem.message.contains("more than 1000000 nodes"))
        #expect(t.nodeCount < 1000)
    }

    @Test func aliasesWithinTheLimitResolveToTheAnchoredNode() {
        let t = parse("base: &b { title: Inbox }\ncopy: *b\n")
        #expect(t.problems.isEmpty)
        let pairs = t.pairs(t.root!)
        #expect(pairs[0].value == pairs[1].value)
    }

    @Test func anUnknownAliasIsASyntaxProblem() {
        let t = parse("a: *nowhere\n")
        #expect(t.problems.map(\.kind) == [.syntax])
        #expect(t.problems[0].message.contains("*nowhere"))
    }

    @Test func deepNestingStopsAtTheDepthLimit() {
        let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let t = parse(text)
        #expect(t.problems.map(\.kind) == [.resourceLimit])
        #expect(location(t, t.problems[0].range) == "1:257")
    }

    @Test func theDepthLimitIsConfigurable() {
        let t = parse("a: [[[x]]]\n", limits: YAMLLimits(maxDepth: 3))
        #expect(t.problems.map(\.kind) == [.resourceLimit])
        #expect(parse("a: [[[x]]]\n", limits: YAMLLimits(maxDepth: 4)).problems.isEmpty)
    }

    @Test func aSecondDocumentIsAnError() {
        let t = parse("a: 1\n---\nb: 2\n")
        #expect(t.problems.map(\.kind) == [.multipleDocuments])
        #expect(location(t, t.problems[0].range) == "2:1")
    }

    @Test func anEmptyFileOrOnlyCommentsHasNoRoot() {
        #expect(parse("").root == nil)
        #expect(parse("# just a comment\n\n# another\n").root == nil)
        #expect(parse("").problems.isEmpty)
    }

    @Test func textThatIsNotYAMLAtAllIsReported() {
        let t = parse("{{{ this is not yaml ::: ]]\n")
        #expect(t.problems.first?.kind == .syntax)
    }

    @Test func invalidUTF8IsReportedAtTheFirstBadByte() {
        let bytes = Array("a: b\nc: ".utf8) + [0xC3, 0x28] + Array("\n".utf8)
        let t = YAMLParser.parse(path: "bad.yaml", bytes: bytes)
        #expect(t.problems.map(\.kind) == [.invalidEncoding])
        #expect(location(t, t.problems[0].range) == "2:4")
    }

    @Test func nulBytesAreInvalidEncoding() {
        let t = YAMLParser.parse(path: "nul.yaml", bytes: Array("a: b".utf8) + [0] + Array("\n".utf8))
        #expect(t.problems.map(\.kind) == [.invalidEncoding])
        #expect(t.problems[0].message.contains("NUL"))
    }

    @Test func overlongAndSurrogateEncodingsAreRejected() {
        #expect(TextDecoding.firstInvalidUTF8([0xC0, 0x80]) == 0)
        #expect(TextDecoding.firstInvalidUTF8([0x61, 0xED, 0xA0, 0x80]) == 1)
        #expect(TextDecoding.firstInvalidUTF8([0xF0, 0x9F, 0x93]) == 0)
        #expect(TextDecoding.firstInvalidUTF8(Array("ok é 📬".utf8)) == nil)
    }

    @Test func tabsUsedForIndentationAreASyntaxError() {
        let t = parse("split:\n\tstyle: doubleColumn\n")
        #expect(t.problems.first?.kind == .syntax)
        #expect(t.problems.first?.message.contains("tab") == true)
    }

    @Test func theFileSizeLimitIsCheckedBeforeParsing() {
        let t = parse("a: b\n", limits: YAMLLimits(maxFileBytes: 3))
        #expect(t.problems.map(\.kind) == [.resourceLimit])
    }
}

/// libyaml's own words are kept in a note; the message is always ours.
@Suite("libyaml's problems in a person's words")
struct SyntaxMessageCoverageTests {
    @Test("every problem libyaml can report has our own message", arguments: SyntaxMessages.libyamlProblems)
    func explained(_ problem: String) {
        let words = SyntaxMessages.explain(problem: problem, context: nil)
        let echoed = problem.prefix(1).lowercased() + problem.dropFirst()
        #expect(words.message != echoed, "`\(problem)` is echoed, not explained")
        #expect(!words.message.isEmpty)
    }

    @Test func everyProblemStringInTheLinkedLibyamlIsListed() throws {
        // The strings libyaml's scanner, parser and reader can report, read from the library
        // this build links, so a libyaml upgrade with a new message fails here until it is explained.
        let candidates = ["/usr/lib/x86_64-linux-gnu/libyaml-0.so.2", "/usr/lib/aarch64-linux-gnu/libyaml-0.so.2",
                          "/opt/homebrew/lib/libyaml.dylib", "/usr/local/lib/libyaml.dylib"]
        guard let path = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else { return }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let strings = bytes.split(separator: 0).compactMap { String(bytes: $0, encoding: .utf8) }
        let prefixes = ["found ", "did not find ", "could not find ", "mapping ", "block sequence ", "control characters", "duplicate %", "incompatible %"]
        let reported = Set(strings.filter { s in prefixes.contains { s.hasPrefix($0) } && !s.contains("document->") })
        #expect(reported.subtracting(SyntaxMessages.libyamlProblems).sorted() == [])
    }
}
