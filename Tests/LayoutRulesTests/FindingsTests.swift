import Diagnostics
import LayoutRules
import SpecSource
import Testing

/// A rule that finds the same thing in thousands of lists says the same words each time; the
/// findings keep one copy of each text, since they are alive with the whole model at the peak
/// of `check`.
@Suite struct FindingsTests {
    static func storage(_ text: String) -> UnsafePointer<UInt8>? {
        var text = text
        return text.withUTF8 { $0.baseAddress }
    }

    @Test func equalTextsOfTwoFindingsShareOneCopy() throws {
        let descriptor = try #require(RuleRegistry.descriptors.first)
        var findings = Findings(descriptor: descriptor)
        for start in [10, 20] {
            // Built anew each time, as a rule's interpolations are.
            let name = "Löschen"
            findings.report("`\(name)` destroys data and a full trailing swipe runs it at once",
                            at: SourceRange(start: start, end: start + 5),
                            related: [RelatedLocation(range: SourceRange(start: 0, end: 3), label: "the list of `\(name)` is here")],
                            notes: ["a full swipe runs the first trailing action without a tap: `\(name)`"],
                            help: "ask first with `confirm: \(name) this item?`",
                            fixIts: [.replace(SourceRange(start: start, end: start), with: "confirm: \(name) this item?, ",
                                              message: "ask before `\(name)`")])
        }
        let (first, second) = (findings.diagnostics[0], findings.diagnostics[1])
        #expect(first.message == second.message)
        #expect(Self.storage(first.message) == Self.storage(second.message))
        #expect(Self.storage(first.help!) == Self.storage(second.help!))
        #expect(Self.storage(first.notes[0]) == Self.storage(second.notes[0]))
        #expect(Self.storage(first.related[0].label) == Self.storage(second.related[0].label))
        #expect(Self.storage(first.fixIts[0].message) == Self.storage(second.fixIts[0].message))
        #expect(Self.storage(first.fixIts[0].edits[0].replacement) == Self.storage(second.fixIts[0].edits[0].replacement))
        // What differs stays apart.
        #expect(first.range != second.range)
    }
}
