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

    @Test("Any number of threads writes the same bytes as one", arguments: SpecGenerator.Shape.allCases)
    func partsJoinIntoTheSequentialFile(shape: SpecGenerator.Shape) throws {
        let spec = try Self.largeSpec(shape)
        var emitter = UIKitEmitter()
        emitter.workers = 1
        let sequential = try emitter.emit(spec, sourcePath: "Large.layout.yaml")
        for workers in [2, 3, 8] {
            emitter.workers = workers
            let parallel = try emitter.emit(spec, sourcePath: "Large.layout.yaml")
            // Compared as a whole (memcmp); a difference is reported by its first byte, not a dump.
            guard parallel != sequential else { continue }
            let (a, b) = (parallel.bytes, sequential.bytes)
            let firstDifference = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
            Issue.record("\(workers) threads: the files differ from byte \(firstDifference)")
        }
        let text = String(decoding: sequential.bytes, as: UTF8.self)
        #expect(text.contains("// MARK: - Content0 list (UIKit)") || text.contains("// MARK: - Timeline0 list (UIKit)"))
        #expect(text.hasSuffix("#endif\n"))
    }

    @Test("A part joined after text ending in a blank line owes no second blank line")
    func owedBlankLineAfterBlank() {
        var whole = CodeWriter()
        whole.line("struct A {}")
        whole.blank()
        whole.mark("B")
        whole.line("struct B {}")

        var joined = CodeWriter()
        joined.line("struct A {}")
        joined.blank()
        var part = joined.part()
        part.mark("B")
        part.line("struct B {}")
        joined.append(part)
        #expect(joined.finished == whole.finished)
        #expect(joined.finished == "struct A {}\n\n// MARK: - B\n\nstruct B {}\n")
    }

    @Test("A part that begins with a blank line gets it when joined after a line of code")
    func owedBlankLineAfterCode() {
        var joined = CodeWriter()
        joined.line("struct A {}")
        var part = joined.part()
        part.mark("B")
        part.line("struct B {}")
        joined.append(part)
        #expect(joined.finished == "struct A {}\n\n// MARK: - B\n\nstruct B {}\n")
    }

    @Test("A part keeps the depth it was made at, and what follows it sees its last line")
    func depthAndTrailingBlank() {
        var whole = CodeWriter()
        whole.block("extension App {") { w in
            w.line("let a = 1")
            w.blank()
            w.line("let b = 2")
            w.blank()
            w.blank()
            w.line("let c = 3")
        }
        var joined = CodeWriter()
        joined.block("extension App {") { w in
            w.line("let a = 1")
            var part = w.part()
            part.blank()
            part.line("let b = 2")
            part.blank()
            w.append(part)
            w.blank()
            w.line("let c = 3")
        }
        #expect(joined.finished == whole.finished)
        #expect(joined.finished == "extension App {\n    let a = 1\n\n    let b = 2\n\n    let c = 3\n}\n")
    }

    @Test("An empty part changes nothing, and one that only asked for a blank line adds one")
    func emptyParts() {
        var joined = CodeWriter()
        joined.line("a")
        joined.append(joined.part())
        joined.line("b")
        var blankOnly = joined.part()
        blankOnly.blank()
        joined.append(blankOnly)
        joined.line("c")
        #expect(joined.finished == "a\nb\n\nc\n")
    }
}

extension ParallelEmissionTests {
    @Test("The SwiftUI file of a large spec is also the same whatever the number of threads", arguments: SpecGenerator.Shape.allCases)
    func swiftUIPartsJoinIntoTheSequentialFile(shape: SpecGenerator.Shape) throws {
        let spec = try Self.largeSpec(shape)
        var emitter = SwiftUIEmitter()
        emitter.workers = 1
        let sequential = try emitter.emit(spec, sourcePath: "Large.layout.yaml")
        emitter.workers = 3
        let parallel = try emitter.emit(spec, sourcePath: "Large.layout.yaml")
        #expect(parallel == sequential)
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
        var joined = head
        for part in [first, onlyBlank, empty, last] { joined.append(part) }
        let segments = CodeWriter.finishedSegments(head, [first, onlyBlank, empty, last])
        #expect(Array(segments.joined()) == joined.finishedBytes)
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
