import SpecSource
import Testing
@testable import LanguageServer

/// Where the cursor is in the language, read from indentation so half-typed (invalid) YAML
/// still completes. `|` marks the cursor.
@Suite struct CompletionContextTests {
    func context(_ marked: String) -> CompletionContext? {
        var bytes = Array(marked.utf8)
        let cursor = bytes.firstIndex(of: UInt8(ascii: "|"))!
        bytes.remove(at: cursor)
        return CompletionContext.at(cursor, in: SourceFile(path: "x", bytes: bytes))
    }

    func path(_ segments: SpecPath.Segment...) -> SpecPath { SpecPath(segments) }

    @Test func aTopLevelKey() {
        let c = context("spec: 1\nap|\n")
        #expect(c?.kind == .key)
        #expect(c?.path == path())
        #expect(c?.word == "ap")
        #expect(c?.presentKeys == ["spec"])
    }

    @Test func aKeyInsideANestedItemOfAList() {
        let c = context("""
            screens:
              Mailboxes:
                list:
                  sections:
                    - id: favorites
                      title: Favorites
                      items:
                        - { id: a }
                        - id: b
                          ti|
                          image: tray
                    - id: other
            """)
        #expect(c?.kind == .key)
        #expect(c?.path == path(.key("screens"), .key("Mailboxes"), .key("list"), .key("sections"), .element, .key("items"), .element))
        #expect(c?.presentKeys == ["id", "image"])
        #expect(c?.word == "ti")
    }

    @Test func aValueAfterAKey() {
        let c = context("split:\n  style: trip|\n")
        #expect(c?.kind == .value(key: "style"))
        #expect(c?.path == path(.key("split")))
        #expect(c?.word == "trip")
    }

    @Test func aValueInsideAFlowMapping() {
        let c = context("screens:\n  A:\n    list:\n      onSelect: { showDetail: Me|")
        #expect(c?.kind == .value(key: "showDetail"))
        #expect(c?.path == path(.key("screens"), .key("A"), .key("list"), .key("onSelect")))
        #expect(c?.word == "Me")
    }

    @Test func aKeyInsideAFlowMappingListEntry() {
        let c = context("screens:\n  A:\n    list:\n      items:\n        - { id: x, tit|")
        #expect(c?.kind == .key)
        #expect(c?.path == path(.key("screens"), .key("A"), .key("list"), .key("items"), .element))
        #expect(c?.presentKeys == ["id"])
    }

    @Test func anEntryOfAFlowSequence() {
        let c = context("transient:\n  - id: m\n    dismissOn: [scroll, out|]")
        #expect(c?.kind == .key)
        #expect(c?.path == path(.key("transient"), .element, .key("dismissOn"), .element))
        #expect(c?.word == "out")
    }

    @Test func aBlockSequenceEntry() {
        let c = context("transient:\n  - id: m\n    dismissOn:\n      - |\n")
        #expect(c?.path == path(.key("transient"), .element, .key("dismissOn"), .element))
        #expect(c?.kind == .key)
    }

    @Test func theFirstKeyOfANewListEntry() {
        let c = context("transient:\n  - id: m\n    kind: menu\n  - |\n")
        #expect(c?.path == path(.key("transient"), .element))
        #expect(c?.presentKeys == [])
    }

    @Test func keysAfterTheFirstOfAListEntrySeeIt() {
        let c = context("transient:\n  - id: m\n    |\n")
        #expect(c?.path == path(.key("transient"), .element))
        #expect(c?.presentKeys == ["id"])
    }

    @Test func commentsBlankLinesAndDeeperLinesAboveAreSkipped() {
        let c = context("split:\n  # the columns\n\n  columnWidths:\n    primary: { fraction: 0.3 }\n  |")
        #expect(c?.path == path(.key("split")))
        #expect(c?.presentKeys == ["columnWidths"])
    }

    @Test func nothingToCompleteInCommentsQuotesOrBlockScalars() {
        #expect(context("# a comment |\n") == nil)
        #expect(context("app: \"My |") == nil)
        #expect(context("title: >\n  some text\n  mo|") == nil)
    }

    @Test func theWordAfterTheCursorIsReplacedToo() {
        let c = context("split:\n  sty|le: tripleColumn\n")
        #expect(c?.word == "sty")
        #expect(c?.wordSuffixLength == 2)
        #expect(c?.keyColonFollows == true)
    }
}
