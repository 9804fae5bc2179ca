import Diagnostics
import SpecSource
import Testing

/// The human format's layout rules, beyond what the goldens show.
@Suite struct HumanRendererTests {
    static let mail = SourceFile(path: "Mail.layout.yaml", text: """
        spec: 1
        app: Mail
        split:
          style: doubleColumn
          primary: Mailboxes
          secondary: Message

        """)

    func offset(of text: String, in source: SourceFile) -> Int {
        source.text(SourceRange(start: 0, end: source.bytes.count)).utf8.indexOfSubsequence(Array(text.utf8))!
    }

    func range(of text: String, in source: SourceFile) -> SourceRange {
        let start = offset(of: text, in: source)
        return SourceRange(start: start, end: start + text.utf8.count)
    }

    @Test(arguments: [
        ([Severity](), 3, "no problems in 3 specs"),
        ([.error], 1, "1 error in 1 spec"),
        ([.error, .error, .warning], 3, "2 errors, 1 warning in 3 specs"),
        ([.warning, .note, .note], 2, "1 warning, 2 notes in 2 specs"),
    ])
    func summaryLine(_ severities: [Severity], _ specs: Int, _ expected: String) {
        let findings = severities.map { Diagnostic(ruleID: "r", severity: $0, message: "m", range: .at(0)) }
        let output = HumanRenderer().render([FileDiagnostics(source: Self.mail, diagnostics: findings)], specCount: specs)
        #expect(output.hasSuffix("\n\(expected)\n") || output == "\(expected)\n")
    }

    @Test func colourOnlyWhenAsked() {
        let d = Diagnostic(ruleID: "r", severity: .error, message: "m", range: range(of: "Mailboxes", in: Self.mail))
        let files = [FileDiagnostics(source: Self.mail, diagnostics: [d])]
        #expect(!HumanRenderer(colored: false).render(files, specCount: 1).contains("\u{1B}"))
        #expect(HumanRenderer(colored: true).render(files, specCount: 1).contains("\u{1B}[1;31merror[r]\u{1B}[0m"))
    }

    @Test func aRelatedPlaceInAnotherFileGetsItsOwnSnippet() {
        let config = SourceFile(path: ".layoutc.yml", text: "rules:\n  primary-sidebar-appearance: off\n")
        let d = Diagnostic(ruleID: "r", severity: .warning, message: "m", range: range(of: "Mailboxes", in: Self.mail),
                           related: [RelatedLocation(range: SourceRange(start: 9, end: 35), label: "turned off here",
                                                     path: ".layoutc.yml")])
        let output = HumanRenderer().render(d, in: Self.mail, otherSources: [".layoutc.yml": config])
        #expect(output == """
            warning[r]: m
             --> Mail.layout.yaml:5:12
              |
            5 |   primary: Mailboxes
              |            ^^^^^^^^^
             ::: .layoutc.yml:2:3
              |
            2 |   primary-sidebar-appearance: off
              |   -------------------------- turned off here

            """)
    }

    @Test func aSpanOverSeveralLinesIsUnderlinedToTheEndOfItsFirstLineAndSaysWhereItEnds() {
        let d = Diagnostic(ruleID: "r", severity: .error, message: "m",
                           range: SourceRange(start: offset(of: "style", in: Self.mail), end: offset(of: "Message\n", in: Self.mail) + 7),
                           label: "this mapping")
        #expect(HumanRenderer().render(d, in: Self.mail).contains("""
            4 |   style: doubleColumn
              |   ^^^^^^^^^^^^^^^^^^^ this mapping (continues to line 6)
            """))
    }

    @Test func anEmptyRangeGetsOneCaret() {
        let d = Diagnostic(ruleID: "missing-key", severity: .error, message: "m", range: .at(offset(of: "style", in: Self.mail)))
        #expect(HumanRenderer().render(d, in: Self.mail).contains("4 |   style: doubleColumn\n  |   ^\n"))
    }

    @Test func anInsertionIsMarkedWithPlusAndADeletionShowsWhatGoes() {
        let at = offset(of: "  secondary", in: Self.mail)
        let insert = FixIt(message: "add a supplementary column",
                           edits: [TextEdit(range: .at(at), replacement: "  supplementary: List\n")])
        let delete = FixIt.replace(range(of: "  primary: Mailboxes\n", in: Self.mail), with: "", message: "remove it")
        let d = Diagnostic(ruleID: "r", severity: .error, message: "m", range: .at(at), fixIts: [insert, delete])
        let output = HumanRenderer().render(d, in: Self.mail)
        #expect(output.contains("""
            fix: add a supplementary column
              |
            6 |   supplementary: List
              |   +++++++++++++++++++
            7 |   secondary: Message
            fix: remove it
              |
            5 |   primary: Mailboxes
              |   ------------------

            """))
    }

    @Test func linesBetweenTwoAnnotationsAreShownOrElided() {
        let near = Diagnostic(ruleID: "r", severity: .error, message: "m", range: range(of: "Mailboxes", in: Self.mail),
                              related: [RelatedLocation(range: range(of: "doubleColumn", in: Self.mail), label: "here")])
        #expect(HumanRenderer().render(near, in: Self.mail).contains("4 |   style: doubleColumn\n  |          ------------ here\n5 |"))
        let far = Diagnostic(ruleID: "r", severity: .error, message: "m", range: range(of: "Message\n", in: Self.mail),
                             related: [RelatedLocation(range: range(of: "spec", in: Self.mail), label: "here")])
        #expect(HumanRenderer().render(far, in: Self.mail).contains("  | ---- here\n...\n6 |"))
    }

    @Test func controlCharactersInTheSpecCannotReachTheTerminal() {
        let source = SourceFile(path: "a.layout.yaml", text: "title: \"\u{1B}[2J\"\n")
        let d = Diagnostic(ruleID: "r", severity: .error, message: "bad \u{1B}[2J title", range: SourceRange(start: 7, end: 13))
        #expect(!HumanRenderer().render(d, in: source).contains("\u{1B}"))
    }
}
