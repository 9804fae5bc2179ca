import SwiftEmitter
import Testing

/// Spec ids become lowerCamelCase Swift members; names become type names. The conversion is
/// shared with the `invalid-identifier` rule (LayoutModel's `SwiftIdentifier`).
@Suite("Swift names")
struct SwiftNameTests {
    @Test("Ids split at non-alphanumerics into lowerCamelCase", arguments: [
        ("inbox", "inbox"),
        ("allInboxes", "allInboxes"),
        ("icloud-drive", "icloudDrive"),
        ("speakers & TVs", "speakersTVs"),
        ("Delete", "delete"),
        ("New Contact", "newContact"),
        ("2fa", "_2fa"),
        ("on_my_ipad", "onMyIpad"),
    ])
    func member(id: String, expected: String) {
        #expect(SwiftName.member(id) == expected)
    }

    @Test("A keyword is escaped, so the generated code still compiles")
    func keywordIsEscaped() {
        #expect(SwiftName.member("default") == "`default`")
        #expect(SwiftName.member("class") == "`class`")
    }

    @Test("A name with no letters still gives a stable identifier")
    func noLetters() {
        let name = SwiftName.member("---")
        #expect(name.hasPrefix("_"))
        #expect(name == SwiftName.member("---"))
    }

    @Test("Type names are used as written when valid, else joined in UpperCamelCase")
    func typeNames() {
        #expect(SwiftName.type("MessageList") == "MessageList")
        #expect(SwiftName.type("message list") == "MessageList")
        #expect(SwiftName.type("File-Item") == "FileItem")
    }

    @Test("String literals escape what Swift would read as code")
    func literals() {
        #expect(SwiftLiteral.string("Speakers & TVs") == "\"Speakers & TVs\"")
        #expect(SwiftLiteral.string("say \"hi\" \\(x)") == "\"say \\\"hi\\\" \\\\(x)\"")
        #expect(SwiftLiteral.string("a\nb") == "\"a\\nb\"")
        #expect(SwiftLiteral.number(240) == "240")
        #expect(SwiftLiteral.number(0.22) == "0.22")
    }
}
