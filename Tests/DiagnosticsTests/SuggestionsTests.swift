import SpecSource
import Diagnostics
import Testing

/// "Did you mean" answers a misspelling once however often a spec repeats it: 20,000 rows that
/// `push: Detial` among 10,000 screens took 59 s when each asked again.
@Suite("Did you mean")
struct SuggestionsTests {
    static let screens = (0..<2_000).map { "Screen\($0)" } + ["Detail", "Inbox"]

    @Test func answersAreTheCandidatesOwn() {
        var answers = Suggestions.Answers(Self.screens)
        let candidates = Suggestions.Candidates(Self.screens)
        for word in ["Detial", "Inbx", "Screen12x", "Nothing like it", "detail"] {
            #expect(answers.closest(to: word) == candidates.closest(to: word), "\(word)")
        }
        #expect(answers.closest(to: "Detial") == "Detail")
    }

    @Test func aRepeatedMisspellingIsMeasuredOnce() {
        var answers = Suggestions.Answers(Self.screens)
        for _ in 0..<5_000 { #expect(answers.closest(to: "Detial") == "Detail") }
        #expect(answers.closest(to: "Inbx") == "Inbox")
        #expect(answers.measuredWords == 2)
    }

    @Test("A long list of names is counted in a note, not spelled out")
    func longListsAreCounted() {
        #expect(Suggestions.listed(["a", "b"], heading: "declared actions", counted: "app actions") == "declared actions: `a` and `b`")
        #expect(Suggestions.listed(Self.screens, heading: "declared actions", counted: "app actions") == "the spec declares 2002 app actions")
    }
}

/// The formats people read print the first findings of each rule and count the rest; the
/// summary still counts every one.
@Suite("Findings of one rule, summarised")
struct RuleLimitTests {
    static func file(_ count: Int) -> [FileDiagnostics] {
        let source = SourceFile(path: "Mail.layout.yaml", bytes: Array(String(repeating: "push: Detial\n", count: count).utf8))
        let diagnostics = (0..<count).map { line in
            Diagnostic(ruleID: "unknown-screen", severity: .error, message: "no screen named `Detial`",
                       range: SourceRange(start: source.lineStarts[line], end: source.lineStarts[line] + 4))
        }
        return [FileDiagnostics(source: source, diagnostics: diagnostics)]
    }

    @Test func humanPrintsAHundredOfARuleAndCountsTheRest() {
        let text = HumanRenderer(maximumPerRule: RuleLimit.readable).render(Self.file(250), specCount: 1)
        #expect(text.components(separatedBy: "error[unknown-screen]").count - 1 == 100)
        #expect(text.contains("note: 150 more [unknown-screen] findings not shown; `--format json` lists every one"))
        #expect(text.hasSuffix("250 errors in 1 spec\n"))
    }

    @Test func xcodeDoesTooAndAFewAreAllPrinted() {
        let many = XcodeRenderer(maximumPerRule: RuleLimit.readable).render(Self.file(101))
        #expect(many.components(separatedBy: "[unknown-screen]\n").count - 1 == 100)
        #expect(many.hasSuffix("note: 1 more [unknown-screen] finding not shown; `--format json` lists every one\n"))
        let few = XcodeRenderer(maximumPerRule: RuleLimit.readable).render(Self.file(100))
        #expect(!few.contains("not shown"))
    }
}
