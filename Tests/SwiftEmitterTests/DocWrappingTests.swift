@testable import SwiftEmitter
import Testing

/// Generated doc comments are wrapped at 96 characters. ASCII text is wrapped on its bytes (every
/// list controller wraps a few sentences, so this is on `build`'s path); other text by its
/// `Character`s. Both give the same lines.
@Suite("Doc comment wrapping")
struct DocWrappingTests {
    @Test("Words move to the next line where they would pass the width, never split")
    func wrapsAtSpaces() {
        #expect(ListControllerEmitter.wrapped("aaa bbb ccc", width: 7) == "aaa bbb\nccc")
        #expect(ListControllerEmitter.wrapped("aaaaaaaaaa bb", width: 4) == "aaaaaaaaaa\nbb")
        #expect(ListControllerEmitter.wrapped("", width: 10) == "")
        #expect(ListControllerEmitter.wrapped("  two  spaces  ", width: 80) == "two spaces")
    }

    @Test("Non-ASCII text counts characters, not bytes")
    func countsCharacters() {
        #expect(ListControllerEmitter.wrappedASCII("Übersicht list", width: 10) == nil)
        #expect(ListControllerEmitter.wrappedASCII("a\r\nb", width: 10) == nil)
        // 9 characters, 10 bytes: fits a width of 9.
        #expect(ListControllerEmitter.wrapped("Übersicht x", width: 9) == "Übersicht\nx")
        #expect(ListControllerEmitter.wrapped("Übersicht", width: 9) == "Übersicht")
    }

    @Test("The byte path and the character path agree on ASCII text")
    func pathsAgree() {
        var generator = SystemRandomNumberGenerator()
        let words = ["a", "list", "`Content70Item`", "rows", "the", "supplementary", "(`.sidebarPlain`)", "x", "\n", "identified", "\r\n"]
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                words.randomElement(using: &generator)! + String(repeating: " ", count: Int.random(in: 0...2, using: &generator))
            }.joined(separator: " ")
            let width = Int.random(in: 1...100, using: &generator)
            if let bytes = ListControllerEmitter.wrappedASCII(text, width: width) {
                #expect(bytes == ListControllerEmitter.wrappedByCharacters(text, width: width), "\(text.debugDescription) at \(width)")
            } else {
                #expect(text.contains("\r\n"), "only a carriage return sends ASCII text to the character path")
            }
        }
    }
}
