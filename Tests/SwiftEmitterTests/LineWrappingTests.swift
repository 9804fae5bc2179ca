@testable import SwiftEmitter
import Testing

/// Generated lines stay within 120 columns where Swift allows a break: comments are reflowed under
/// their marker, calls and signatures are broken one argument a line (as swift-format would), and
/// a line with no safe place to break (a long generic type, a string) is left whole.
@Suite("Line wrapping")
struct LineWrappingTests {
    static let long = String(repeating: "x", count: 40)

    @Test("A long signature is broken one argument a line, closed at its own indentation")
    func breaksArguments() throws {
        let line = "func make(\(Self.long): Int, second\(Self.long): String, third\(Self.long): Bool) -> Int {"
        let pieces = try #require(LineWrapping.wrap(line, indent: 4))
        #expect(pieces == [
            .init(extraDepth: 0, text: "func make("),
            .init(extraDepth: 1, text: "\(Self.long): Int,"),
            .init(extraDepth: 1, text: "second\(Self.long): String,"),
            .init(extraDepth: 1, text: "third\(Self.long): Bool"),
            .init(extraDepth: 0, text: ") -> Int {"),
        ])
    }

    @Test("A line that fits is left alone")
    func fitsAlready() {
        #expect(LineWrapping.wrap("f(a, b)", indent: 0) == nil)
        #expect(LineWrapping.wrap(String(repeating: "y", count: 116) + "(a)", indent: 0) == nil)
    }

    @Test("An argument that is still too long is broken again, one level deeper")
    func breaksRecursively() throws {
        let inner = "inner(\(Self.long), \(Self.long), \(Self.long))"
        let pieces = try #require(LineWrapping.wrap("outer(\(inner), b)", indent: 0))
        #expect(pieces.first == .init(extraDepth: 0, text: "outer("))
        #expect(pieces.contains(.init(extraDepth: 1, text: "inner(")))
        #expect(pieces.contains(.init(extraDepth: 2, text: "\(Self.long),")))
        #expect(pieces.last == .init(extraDepth: 0, text: ")"))
        #expect(pieces.allSatisfy { $0.extraDepth * 4 + $0.text.count <= LineWrapping.width })
    }

    @Test("Commas and parentheses inside strings, brackets and generic arguments are not breaks")
    func respectsNesting() throws {
        let text = "\"(\(Self.long), \(Self.long))\""
        #expect(LineWrapping.wrap("let label = \(text) + \(text)", indent: 0) == nil, "no parentheses outside the strings")
        let generic = try #require(LineWrapping.wrap("call(Dictionary<\(Self.long), \(Self.long)>(), [\(Self.long), 1])", indent: 0))
        #expect(generic.map(\.text) == ["call(", "Dictionary<\(Self.long), \(Self.long)>(),", "[\(Self.long), 1]", ")"])
        #expect(LineWrapping.wrap("f(\"\\(a, b)\", \(Self.long), \(Self.long), \(Self.long))", indent: 0) == nil, "interpolation is not scanned")
        #expect(LineWrapping.wrap("f(#\"raw\"#, \(Self.long), \(Self.long), \(Self.long))", indent: 0) == nil, "raw strings are not scanned")
        #expect(LineWrapping.wrap("f(a, b // \(Self.long), \(Self.long), \(Self.long))", indent: 0) == nil, "a trailing comment is not code")
    }

    @Test("A comparison is not a generic argument list")
    func comparisons() throws {
        let pieces = try #require(LineWrapping.wrap("if a < b, check(\(Self.long), \(Self.long), \(Self.long)) {", indent: 0))
        #expect(pieces.map(\.text) == ["if a < b, check(", "\(Self.long),", "\(Self.long),", "\(Self.long)", ") {"])
    }

    @Test("A long comment is reflowed at its spaces under the same marker")
    func reflowsComments() throws {
        let words = Array(repeating: "word", count: 40).joined(separator: " ")
        let doc = try #require(LineWrapping.wrap("/// " + words, indent: 8))
        #expect(doc.count == 2)
        #expect(doc.allSatisfy { $0.text.hasPrefix("/// ") && 8 + $0.text.count <= LineWrapping.width })
        #expect(doc.map { $0.text.dropFirst(4) }.joined(separator: " ") == words)
        let plain = try #require(LineWrapping.wrap("// " + words, indent: 0))
        #expect(plain.allSatisfy { $0.text.hasPrefix("// ") && !$0.text.hasPrefix("///") })
        #expect(LineWrapping.wrap("// " + String(repeating: "z", count: 130), indent: 0) == nil, "one word cannot be reflowed")
    }

    @Test("Without an argument list, a collection literal is broken one element a line")
    func breaksCollectionLiterals() throws {
        let line = "children: [\(Self.long).a, \(Self.long).b, \(Self.long).c]"
        let pieces = try #require(LineWrapping.wrap(line, indent: 4))
        #expect(pieces == [
            .init(extraDepth: 0, text: "children: ["),
            .init(extraDepth: 1, text: "\(Self.long).a,"),
            .init(extraDepth: 1, text: "\(Self.long).b,"),
            .init(extraDepth: 1, text: "\(Self.long).c"),
            .init(extraDepth: 0, text: "]"),
        ])
        #expect(LineWrapping.wrap("x = [\"\(Self.long)\(Self.long)\(Self.long)\"]", indent: 4) == nil, "one element: nothing to break")
    }

    @Test("A case with many patterns is filled, a level deeper after its first line")
    func fillsCasePatterns() throws {
        let patterns = (1...20).map { ".pattern\($0)" }
        let pieces = try #require(LineWrapping.wrap("case " + patterns.joined(separator: ", ") + ": [.reorder()]", indent: 12))
        #expect(pieces.count > 1 && pieces.dropFirst().allSatisfy { $0.extraDepth == 1 } && pieces[0].text.hasPrefix("case .pattern1,"))
        #expect(pieces.allSatisfy { 12 + $0.extraDepth * 4 + $0.text.utf8.count <= LineWrapping.width })
        #expect(pieces.map(\.text).joined(separator: " ") == "case " + patterns.joined(separator: ", ") + ": [.reorder()]")
    }

    /// The property the emitters rely on: no line of a bundled spec's generated or scaffolded file
    /// is over the width (and one that were would be a line with no safe place to break).
    @Test("No generated line of a bundled spec is over 120 columns", arguments: EmitTarget.allCases)
    func generatedFilesAreWrapped(target: EmitTarget) throws {
        var over = 0
        for spec in Package.specPaths {
            let files = try Package.generated(spec, target: target).files + Package.scaffolded(spec, target: target)
            for file in files {
                // The first line names the spec, whole, for tools that look for a file's origin there.
                for line in file.contents.split(separator: "\n", omittingEmptySubsequences: false).dropFirst() where line.count > LineWrapping.width {
                    let indent = line.prefix { $0 == " " }.count
                    over += 1
                    #expect(LineWrapping.wrap(String(line.dropFirst(indent)), indent: indent) == nil, "\(file.name): \(line)")
                }
            }
        }
        // None today: the emitters break by hand what the wrapper cannot (closures, interpolations).
        #expect(over == 0, "\(over) unbreakable lines over \(LineWrapping.width) columns")
    }
}
