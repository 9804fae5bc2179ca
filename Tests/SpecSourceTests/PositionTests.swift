import Testing
@testable import SpecSource

/// Every node knows exactly where it was written, in bytes, and converts to the columns
/// people (Unicode scalars) and editors (UTF-16) count in.
@Suite("Positions")
struct PositionTests {
    func tree(_ text: String) -> YAMLTree {
        YAMLParser.parse(path: "t.yaml", bytes: Array(text.utf8))
    }

    func node(_ tree: YAMLTree, _ path: String...) -> NodeID {
        var current = tree.root!
        for key in path {
            let pair = tree.pairs(current).first { tree.string($0.key) == key }!
            current = pair.value
        }
        return current
    }

    @Test func asciiScalarsHaveExactRanges() {
        let t = tree("app: Mail\nsplit:\n  style: tripleColumn\n")
        let style = node(t, "split", "style")
        #expect(t.source.text(t.range(style)) == "tripleColumn")
        let at = t.source.location(of: t.range(style).start)
        #expect(at.line == 3 && at.column == 10)
    }

    @Test func multiByteCharactersCountAsOneColumnForPeopleAndByUTF16ForEditors() {
        let t = tree("title: \"Café 📬 邮件\"\nnext: x\n")
        let next = node(t, "next")
        #expect(t.source.text(t.range(next)) == "x")
        let value = node(t, "title")
        #expect(t.string(value) == "Café 📬 邮件")
        // `x` on line 2 is unaffected by line 1's multi-byte text.
        #expect(t.source.location(of: t.range(next).start).column == 7)
        // A position after the emoji: scalars count it once, UTF-16 twice, UTF-8 four times.
        let afterEmoji = t.range(value).start + Array("\"Café 📬".utf8).count
        #expect(t.source.location(of: afterEmoji, in: .unicodeScalar).column == 15)
        #expect(t.source.location(of: afterEmoji, in: .utf16).column == 16)
        #expect(t.source.location(of: afterEmoji, in: .utf8).column == 19)
        #expect(t.source.offset(line: 0, column: 15, in: .utf16) == afterEmoji)
        #expect(t.source.offset(line: 0, column: 14, in: .unicodeScalar) == afterEmoji)
    }

    @Test func nonASCIIKeysKeepLaterNodesAligned() {
        let t = tree("ключ: значение\nb: [é, ü]\n")
        let b = node(t, "b")
        #expect(t.source.text(t.range(b)) == "[é, ü]")
        #expect(t.items(b).map { t.source.text(t.range($0)) } == ["é", "ü"])
    }

    @Test func crlfLinesAreCountedOnce() {
        let t = tree("a: 1\r\nsplit:\r\n  style: doubleColumn\r\n")
        let style = node(t, "split", "style")
        #expect(t.source.text(t.range(style)) == "doubleColumn")
        let at = t.source.location(of: t.range(style).start)
        #expect(at.line == 3 && at.column == 10)
        #expect(t.source.lineStarts.count == 4)
    }

    @Test func lineBreaksAreLFCRLFOrLoneCR() {
        let source = SourceFile(path: "x", text: "a\rb\r\nc\nd")
        #expect(Array(source.lineStarts) == [0, 2, 5, 7])
        #expect(Array(source.lineBytes(1)) == Array("b".utf8))
    }

    @Test func tabsInsideScalarsAreOneColumn() {
        let t = tree("title: \"a\tb\"\nz: y\n")
        #expect(t.string(node(t, "title")) == "a\tb")
        #expect(t.source.location(of: t.range(node(t, "z")).start).column == 4)
    }

    @Test func flowAndBlockCollectionsSpanTheirText() {
        let t = tree("flow: { a: 1, b: [x, y] }\nblock:\n  - one\n  - two\n")
        #expect(t.source.text(t.range(node(t, "flow"))) == "{ a: 1, b: [x, y] }")
        #expect(t.source.text(t.range(node(t, "block"))) == "- one\n  - two")
    }

    @Test func quotedAndBlockScalarsKeepTheirValueAndSourceRange() {
        let t = tree("a: 'it''s'\nb: \"tab\\t\"\nc: |\n  line one\n  line two\nd: e\n")
        #expect(t.string(node(t, "a")) == "it's")
        #expect(t.source.text(t.range(node(t, "a"))) == "'it''s'")
        #expect(t.string(node(t, "b")) == "tab\t")
        #expect(t.string(node(t, "c")) == "line one\nline two\n")
        #expect(t.source.text(t.range(node(t, "c"))) == "|\n  line one\n  line two")
        #expect(t.style(node(t, "c")) == .literal)
    }

    @Test func aByteOrderMarkIsSkippedButOffsetsStayInTheFile() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a: b\n".utf8)
        let t = YAMLParser.parse(path: "bom.yaml", bytes: bytes)
        #expect(t.problems.isEmpty)
        #expect(t.source.encoding == .utf8WithBOM)
        let b = node(t, "a")
        #expect(t.range(b).start == 6)
        #expect(t.string(b) == "b")
    }

    @Test func utf16FilesWithAByteOrderMarkAreRead() {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "a: é\n".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let t = YAMLParser.parse(path: "u16.yaml", bytes: bytes)
        #expect(t.problems.isEmpty)
        #expect(t.source.encoding == .utf16LittleEndian)
        #expect(t.string(node(t, "a")) == "é")
    }
}

/// Character offsets from the start of the file, as SARIF counts them.
@Suite("Scalar offsets")
struct ScalarOffsetTests {
    @Test func countUnicodeScalarsBeforeAnOffsetOnAnyLine() {
        let text = "a: é\r\nb: 📬 x\nc: 邮件\rd: e\n"
        let source = SourceFile(path: "t", text: text)
        for (index, offset) in text.utf8.indices.enumerated() {
            _ = index
            let byteOffset = text.utf8.distance(from: text.utf8.startIndex, to: offset)
            let prefix = String(decoding: Array(text.utf8)[0..<byteOffset], as: UTF8.self)
            guard prefix.utf8.count == byteOffset, text.unicodeScalars.indices.contains(offset) else { continue }
            #expect(source.scalarOffset(of: byteOffset) == prefix.unicodeScalars.count, "at byte \(byteOffset)")
        }
        #expect(source.scalarOffset(of: source.bytes.count) == text.unicodeScalars.count)
    }

    /// The table a renderer makes once answers as counting from the start does, at every
    /// offset and at every kind of line break.
    @Test func aScalarLineTableAgreesWithCountingFromTheStart() {
        for text in ["a: é\r\nb: 📬 x\nc: 邮件\rd: e\n", "", "é", "\n\n日本\r\n", "plain\nascii\n"] {
            let source = SourceFile(path: "t", text: text)
            let table = ScalarLineTable(source)
            for offset in -1...(source.bytes.count + 1) {
                #expect(table.scalarOffset(of: offset, in: source) == source.scalarOffset(of: offset), "\(text.debugDescription) at \(offset)")
            }
        }
    }

    @Test func asciiOffsetsAreByteOffsets() {
        let source = SourceFile(path: "t", text: "abc\ndef\n")
        #expect(source.scalarOffset(of: 5) == 5)
    }
}
