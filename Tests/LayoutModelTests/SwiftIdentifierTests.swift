@testable import LayoutModel
import Testing

/// How ids and names become Swift names: the conversion `invalid-identifier` checks and the
/// generators use.
@Suite("Swift identifiers")
struct SwiftIdentifierTests {
    @Test(arguments: [
        ("inbox", "inbox"), ("icloudInbox", "icloudInbox"), ("speakers-and-TVs", "speakersAndTVs"),
        ("living room", "livingRoom"), ("My_Lists", "myLists"), ("2fa", "_2fa"), ("MessageList", "messageList"),
        ("café", "café"), ("--x--", "x"),
    ])
    func caseNames(_ id: String, _ expected: String) {
        #expect(SwiftIdentifier.caseName(for: id) == expected)
    }

    @Test("A name that is already one ASCII word takes the short way, to the same case name")
    func shortWaysAgreeWithTheWords() {
        for name in ["MessageList", "Flag", "A", "Z9", "Content70", "inbox", "x", "iCloud2", "URLs", "Über", "Two Words", "Ab-c", "A_b"] {
            #expect(SwiftIdentifier.caseName(for: name) == SwiftIdentifier.caseNameByWords(name), "\(name)")
        }
        #expect(SwiftIdentifier.caseName(for: "MessageList") == "messageList")
        #expect(SwiftIdentifier.caseName(for: "URLs") == "uRLs", "only the first letter is lowered, as for any first word")
    }

    @Test func anIdWithoutLettersOrDigitsHasNoCaseName() {
        #expect(SwiftIdentifier.caseName(for: "--") == nil)
        #expect(SwiftIdentifier.caseName(for: "") == nil)
    }

    @Test func typeNamesMustBeIdentifiersAndNotKeywords() {
        #expect(SwiftIdentifier.problemAsTypeName("Mail") == nil)
        #expect(SwiftIdentifier.problemAsTypeName("_Internal") == nil)
        #expect(SwiftIdentifier.problemAsTypeName("mail") == nil, "UpperCamelCase is not required")
        #expect(SwiftIdentifier.problemAsTypeName("My Mail") != nil)
        #expect(SwiftIdentifier.problemAsTypeName("2Pane") != nil)
        #expect(SwiftIdentifier.problemAsTypeName("File-Item") != nil)
        #expect(SwiftIdentifier.problemAsTypeName("Self") != nil)
        #expect(SwiftIdentifier.problemAsTypeName("Type") != nil)
        #expect(SwiftIdentifier.problemAsTypeName("`Mail`") != nil, "backticks are not allowed")
    }

    @Test func keywordCasesAreReportedNotEscaped() {
        #expect(SwiftIdentifier.problemAsCaseName("default") != nil)
        #expect(SwiftIdentifier.problemAsCaseName("class") != nil)
        #expect(SwiftIdentifier.problemAsCaseName("defaults") == nil)
    }
}
