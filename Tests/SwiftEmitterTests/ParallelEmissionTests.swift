import LayoutCompiler
import LayoutModel
import SpecGenerator
import SwiftEmitter
import Testing

/// A large spec's UIKit file is written in parts on the machine's cores and joined in file order.
/// Build systems compare generated files byte for byte, so the parts must join into exactly the
/// text one thread writes, whatever the number of threads and whichever thread finishes first.
@Suite("Writing a file in parts")
struct ParallelEmissionTests {
    /// A generated spec of the shape, large enough that the emitter writes it in parts.
    static func largeSpec(_ shape: SpecGenerator.Shape) throws -> LayoutSpec {
        let text = SpecGenerator(targetBytes: 400_000, shape: shape).generate()
        let result = LayoutCompiler().check(path: "Large.layout.yaml", bytes: Array(text.utf8))
        try #require(!result.hasErrors)
        // Below 256 KB the emitter writes on one thread, and this test would compare it with itself.
        try #require(result.spec.range.end >= 256 * 1024)
        return result.spec
    }

    @Test("Any number of threads writes the same bytes as one",
          arguments: SpecGenerator.Shape.allCases, EmitTarget.allCases)
    func partsJoinIntoTheSequentialFile(shape: SpecGenerator.Shape, target: EmitTarget) throws {
        let spec = try Self.largeSpec(shape)
        let sequential = try SwiftEmitter.emit(spec, sourcePath: "Large.layout.yaml", target: target, workers: 1)
        for workers in [2, 3, 8] {
            let parallel = try SwiftEmitter.emit(spec, sourcePath: "Large.layout.yaml", target: target, workers: workers)
            // Compared as a whole (memcmp); a difference is reported by its first byte, not a dump.
            for (parallel, sequential) in zip(parallel.files, sequential.files) where parallel != sequential {
                let (a, b) = (parallel.bytes, sequential.bytes)
                let firstDifference = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
                Issue.record("\(workers) threads: \(sequential.name) differs from byte \(firstDifference)")
            }
        }
        #expect(sequential.files.allSatisfy { $0.segments.count == 1 }, "one thread writes one segment")
        let model = sequential.model.contents, code = sequential.targets[0].contents
        #expect(model.contains("// MARK: - Content0 list") || model.contains("// MARK: - Timeline0 list"))
        #expect(target == .swiftui || code.contains("// MARK: - Content0 list") || code.contains("// MARK: - Timeline0 list"))
        #expect(code.hasSuffix("#endif\n"))
    }

    /// The text of `head` and `parts` as the emitters keep it: in segments.
    static func joined(_ head: CodeWriter, _ parts: [CodeWriter]) -> String {
        String(decoding: Array(CodeWriter.finishedSegments(head, parts).joined()), as: UTF8.self)
    }

    @Test("A part written after text ending in a blank line owes no second blank line")
    func owedBlankLineAfterBlank() {
        var whole = CodeWriter()
        whole.line("struct A {}")
        whole.blank()
        whole.mark("B")
        whole.line("struct B {}")

        var head = CodeWriter()
        head.line("struct A {}")
        head.blank()
        var part = head.part()
        part.mark("B")
        part.line("struct B {}")
        #expect(Self.joined(head, [part]) == whole.finished)
        #expect(Self.joined(head, [part]) == "struct A {}\n\n// MARK: - B\n\nstruct B {}\n")
    }

    @Test("A part that begins with a blank line gets it after a line of code")
    func owedBlankLineAfterCode() {
        var head = CodeWriter()
        head.line("struct A {}")
        var part = head.part()
        part.mark("B")
        part.line("struct B {}")
        #expect(Self.joined(head, [part]) == "struct A {}\n\n// MARK: - B\n\nstruct B {}\n")
    }

    @Test("A part sees the last line of the part before it: blank lines never double up")
    func partsFollowEachOther() {
        var whole = CodeWriter()
        whole.line("let a = 1")
        whole.blank()
        whole.line("let b = 2")
        whole.blank()
        whole.blank()
        whole.line("let c = 3")

        var head = CodeWriter()
        head.line("let a = 1")
        var first = head.part()
        first.blank()
        first.line("let b = 2")
        first.blank()
        var second = head.part()
        second.blank()
        second.line("let c = 3")
        #expect(Self.joined(head, [first, second]) == whole.finished)
        #expect(Self.joined(head, [first, second]) == "let a = 1\n\nlet b = 2\n\nlet c = 3\n")
    }

    @Test("An empty part changes nothing, and one that only asked for a blank line adds one")
    func emptyParts() {
        var head = CodeWriter()
        head.line("a")
        var b = head.part()
        b.line("b")
        var blankOnly = head.part()
        blankOnly.blank()
        var c = head.part()
        c.line("c")
        #expect(Self.joined(head, [head.part(), b, blankOnly, c]) == "a\nb\n\nc\n")
    }
}

extension ParallelEmissionTests {
    @Test("Parts kept as segments read as the joined text, with no blank line left at the end")
    func segmentsReadAsTheJoinedText() {
        var head = CodeWriter()
        head.line("a")
        var first = head.part()
        first.mark("B")
        first.line("b")
        first.blank()
        var onlyBlank = head.part()
        onlyBlank.blank()
        let empty = head.part()
        var last = head.part()
        last.line("c")
        last.blank()
        let segments = CodeWriter.finishedSegments(head, [first, onlyBlank, empty, last])
        #expect(segments.count > 1, "kept apart, not joined")
        #expect(String(decoding: Array(segments.joined()), as: UTF8.self) == "a\n\n// MARK: - B\n\nb\n\nc\n")

        // A text whose last parts are only blank lines ends at its last line, across segments.
        var trailing = head.part()
        trailing.line("d")
        var blank = head.part()
        blank.blank()
        let ending = CodeWriter.finishedSegments(head, [trailing, blank, blank])
        #expect(String(decoding: Array(ending.joined()), as: UTF8.self) == "a\nd\n")
    }

    @Test("Files are equal by name and bytes, however the bytes are split")
    func filesCompareByBytes() {
        let whole = GeneratedFile(name: "A.swift", bytes: Array("abcdef".utf8))
        #expect(whole == GeneratedFile(name: "A.swift", segments: [Array("ab".utf8), [], Array("cdef".utf8)]))
        #expect(whole != GeneratedFile(name: "A.swift", segments: [Array("ab".utf8), Array("cdeg".utf8)]))
        #expect(whole != GeneratedFile(name: "B.swift", bytes: Array("abcdef".utf8)))
        #expect(GeneratedFile(name: "A.swift", segments: [Array("ab".utf8), Array("cd".utf8)]).bytes == Array("abcd".utf8))
    }
}
