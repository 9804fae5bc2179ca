import Diagnostics
import SpecSource
import Testing

/// Carets must sit under the text they flag, whatever characters come before it on the line.
@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("abc", 3),
        ("\t", 4),
        ("a\tb", 6),
        ("受信トレイ", 10),          // CJK and katakana: two columns each
        ("ＡＢ", 4),                 // fullwidth Latin
        ("한국", 4),                 // precomposed Hangul
        ("\u{1100}\u{1161}", 2),     // decomposed Hangul syllable: one wide cluster
        ("📥", 2),                   // emoji presentation
        ("☕\u{FE0F}", 2),           // text-default emoji made emoji by VS16
        ("👩\u{200D}💻", 2),         // ZWJ sequence: one glyph
        ("🇯🇵", 2),                   // flag: two regional indicators, one glyph
        ("👍🏽", 2),                   // skin tone modifier
        ("Cafe\u{301}", 4),          // combining acute accent takes no column
        ("a\u{200B}b", 2),           // zero-width space
    ])
    func width(_ text: String, _ expected: Int) {
        #expect(DisplayWidth.of(text) == expected)
    }

    @Test func printableTextExpandsTabsAndNeutralisesControlCharacters() {
        #expect(DisplayWidth.printable("a\tb") == "a    b")
        #expect(DisplayWidth.printable("x\u{1B}[31my") == "x\u{FFFD}[31my")
        #expect(DisplayWidth.of("x\u{1B}y") == DisplayWidth.of(DisplayWidth.printable("x\u{1B}y")))
    }

    /// The flagged word, read back from the printed snippet: the characters of the source row
    /// whose columns lie under the `^` marks.
    @Test(arguments: [
        "title: plain ascii, flagged: BAD",
        "title:\tafter a tab, flagged: BAD",
        "- {\tid: a,\ttitle: BAD }",
        "title: 受信トレイ 📥, flagged: BAD",
        "title: \"Cafe\u{301} ☕\u{FE0F}\", flagged: BAD",
        "title: 👩\u{200D}💻 🇯🇵 ＡＢ, flagged: BAD",
        "title: \u{1100}\u{1161}\u{11A8} BAD",
    ])
    func caretsSitUnderTheFlaggedText(_ line: String) throws {
        let text = "spec: 1\n\(line)\n"
        let source = SourceFile(path: "a.layout.yaml", text: text)
        let start = try #require(text.utf8.indexOfSubsequence(Array("BAD".utf8)))
        let diagnostic = Diagnostic(ruleID: "r", severity: .error, message: "m",
                                    range: SourceRange(start: start, end: start + 3))
        let rows = HumanRenderer().render(diagnostic, in: source).split(separator: "\n").map(String.init)
        let sourceRow = try #require(rows.first { $0.hasPrefix("2 |") })
        let caretRow = try #require(rows.first { $0.contains("^") })
        #expect(Self.text(in: sourceRow, under: caretRow) == "BAD")
    }

    static func text(in sourceRow: String, under markRow: String) -> String {
        let marked = markRow.enumerated().filter { $0.element == "^" }.map(\.offset)
        guard let first = marked.first, let last = marked.last else { return "" }
        var column = 0
        var out = ""
        for character in sourceRow {
            if column >= first && column <= last { out.append(character) }
            column += DisplayWidth.of(character)
        }
        return out
    }
}

extension String.UTF8View {
    /// The byte offset of the first occurrence of `needle`.
    func indexOfSubsequence(_ needle: [UInt8]) -> Int? {
        let bytes = Array(self)
        guard needle.count <= bytes.count else { return nil }
        for i in 0...(bytes.count - needle.count) where Array(bytes[i..<i + needle.count]) == needle { return i }
        return nil
    }
}
