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
