import SpecSource
import Testing
@testable import LanguageServer

/// Incremental sync: ranged edits in the negotiated encoding, applied in order.
@Suite struct TextDocumentTests {
    func document(_ text: String) -> TextDocument {
        TextDocument(uri: "file:///tmp/a.layout.yaml", version: 1, text: Array(text.utf8))
    }

    func change(_ l1: Int, _ c1: Int, _ l2: Int, _ c2: Int, _ text: String) -> TextDocument.Change {
        TextDocument.Change(range: (Position(line: l1, character: c1), Position(line: l2, character: c2)), text: text)
    }

    func text(_ document: TextDocument) -> String { String(decoding: document.source.bytes, as: UTF8.self) }

    @Test func utf16ColumnsCountEmojiAsTwoUnitsAndCJKAsOne() {
        // "title: 😀 受信 x": 😀 is two UTF-16 units, 受 and 信 one each, so `x` is at 13.
        var doc = document("app: A\ntitle: 😀 受信 x\n")
        doc.apply([change(1, 13, 1, 14, "y")], version: 2, encoding: .utf16)
        #expect(text(doc) == "app: A\ntitle: 😀 受信 y\n")
        #expect(doc.version == 2)
    }

    @Test func theSameEditInUTF8AndUTF32CountsTheirOwnUnits() {
        var utf8 = document("t: 😀 受信 x\n")
        utf8.apply([change(0, 15, 0, 16, "y")], version: 2, encoding: .utf8)
        #expect(text(utf8) == "t: 😀 受信 y\n")
        var utf32 = document("t: 😀 受信 x\n")
        utf32.apply([change(0, 8, 0, 9, "y")], version: 2, encoding: .utf32)
        #expect(text(utf32) == "t: 😀 受信 y\n")
    }

    @Test func laterChangesSeeTheTextEarlierOnesMade() {
        var doc = document("a: 1\nb: 2\n")
        doc.apply([
            change(0, 3, 0, 4, "😀😀"),       // line 0 becomes "a: 😀😀" (7 UTF-16 units)
            change(0, 7, 0, 7, "!"),          // after the emoji just inserted
            change(1, 0, 1, 0, "# 中\n"),
        ], version: 5, encoding: .utf16)
        #expect(text(doc) == "a: 😀😀!\n# 中\nb: 2\n")
    }

    @Test func insertionsDeletionsAndMultiLineReplacements() {
        var doc = document("one\ntwo\nthree\n")
        doc.apply([change(0, 3, 2, 0, " and ")], version: 2, encoding: .utf16)
        #expect(text(doc) == "one and three\n")
        doc.apply([change(0, 0, 0, 4, "")], version: 3, encoding: .utf16)
        #expect(text(doc) == "and three\n")
        doc.apply([change(1, 0, 1, 0, "four\n")], version: 4, encoding: .utf16)
        #expect(text(doc) == "and three\nfour\n")
    }

    @Test func aChangeWithoutARangeReplacesTheWholeText() {
        var doc = document("old\n")
        doc.apply([TextDocument.Change(range: nil, text: "new 😀\n"), change(0, 4, 0, 6, "x")], version: 2, encoding: .utf16)
        #expect(text(doc) == "new x\n")
    }

    @Test func positionsPastTheEndOfALineOrTheFileClamp() {
        var doc = document("ab\ncd")
        doc.apply([change(0, 99, 0, 99, "!")], version: 2, encoding: .utf16)
        #expect(text(doc) == "ab!\ncd")
        doc.apply([change(7, 0, 9, 0, "?")], version: 3, encoding: .utf16)
        #expect(text(doc) == "ab!\ncd?")
    }

    @Test func crlfLineBreaksStayIntact() {
        var doc = document("a: 1\r\nb: 2\r\n")
        doc.apply([change(1, 3, 1, 4, "3")], version: 2, encoding: .utf16)
        #expect(text(doc) == "a: 1\r\nb: 3\r\n")
        doc.apply([change(0, 99, 0, 99, "0")], version: 3, encoding: .utf16)
        #expect(text(doc) == "a: 10\r\nb: 3\r\n")
    }

    @Test func aBackwardsRangeIsReadForwards() {
        var doc = document("hello world")
        doc.apply([change(0, 11, 0, 6, "there")], version: 2, encoding: .utf16)
        #expect(text(doc) == "hello there")
    }

    @Test func diagnosticsPositionsUseTheNegotiatedEncoding() {
        let source = SourceFile(path: "x", text: "a: 😀 受 x\n")
        let byteOffsetOfX = Array("a: 😀 受 ".utf8).count
        #expect(PositionConverter(source: source, encoding: .utf16).position(of: byteOffsetOfX) == Position(line: 0, character: 8))
        #expect(PositionConverter(source: source, encoding: .utf32).position(of: byteOffsetOfX) == Position(line: 0, character: 7))
        #expect(PositionConverter(source: source, encoding: .utf8).position(of: byteOffsetOfX) == Position(line: 0, character: 12))
    }

    @Test func fileURIsBecomePathsAndBack() {
        #expect(DocumentURI.path(of: "file:///home/me/My%20Specs/Mail.layout.yaml") == "/home/me/My Specs/Mail.layout.yaml")
        #expect(DocumentURI.path(of: "file://localhost/tmp/a.yaml") == "/tmp/a.yaml")
        #expect(DocumentURI.path(of: "untitled:Untitled-1") == nil)
        #expect(DocumentURI.uri(ofPath: "/tmp/My Specs/受信.yaml") == "file:///tmp/My%20Specs/%E5%8F%97%E4%BF%A1.yaml")
        #expect(DocumentURI.path(of: DocumentURI.uri(ofPath: "/a b/c#d%e")) == "/a b/c#d%e")
    }
}

@Suite struct PositionEncodingTests {
    @Test func utf16IsTheDefault() {
        #expect(PositionEncoding.negotiate(clientOffers: nil) == .utf16)
        #expect(PositionEncoding.negotiate(clientOffers: []) == .utf16)
        #expect(PositionEncoding.negotiate(clientOffers: ["utf-7", "ebcdic"]) == .utf16)
    }

    @Test func theClientsFirstSupportedOfferWins() {
        #expect(PositionEncoding.negotiate(clientOffers: ["utf-8", "utf-16"]) == .utf8)
        #expect(PositionEncoding.negotiate(clientOffers: ["utf-32", "utf-8"]) == .utf32)
        #expect(PositionEncoding.negotiate(clientOffers: ["utf-16", "utf-8"]) == .utf16)
        #expect(PositionEncoding.negotiate(clientOffers: ["latin1", "utf-32"]) == .utf32)
    }
}
