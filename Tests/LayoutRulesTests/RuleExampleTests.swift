import Diagnostics
import LayoutRules
import Testing

/// One generic test runs every example of every rule: a rule cannot exist without proof that it
/// fires where its examples say, and only there. `↓` in a triggering example marks where each
/// expected finding starts; the markers are removed and their byte offsets compared with the
/// findings' `range.start`, no more and no fewer.
@Suite("Rule examples")
struct RuleExampleTests {
    @Test("every example of the rule behaves as marked", arguments: Examples.ruleIDs)
    func examplesProveTheRule(_ id: String) {
        let rule = Examples.rule(id)
        #expect(rule.triggeringExamples.count >= 2, "\(id) needs at least two triggering examples")
        #expect(rule.nonTriggeringExamples.count >= 2, "\(id) needs at least two non-triggering examples")

        for (index, example) in rule.triggeringExamples.enumerated() {
            let marked = MarkedExample(example)
            #expect(!marked.markers.isEmpty, "\(id) triggering example \(index + 1) has no ↓ marker")
            let result = Examples.check(marked.text)
            let found = result.diagnostics.filter { $0.ruleID == id }
            #expect(found.map(\.range.start).sorted() == marked.markers.sorted(), """
                \(id) triggering example \(index + 1): expected findings at \(marked.markers.map { Examples.position($0, in: marked.text) }), \
                found \(found.map { "\(Examples.position($0.range.start, in: marked.text)) \($0.message)" })
                """)
            for diagnostic in found {
                #expect(diagnostic.severity == rule.descriptor.defaultSeverity, "\(id) reports with its default severity")
                #expect(diagnostic.help != nil, "\(id) says what to write instead: \(diagnostic.message)")
            }
            let problems = Examples.inputProblems(in: result)
            #expect(problems.isEmpty, "\(id) triggering example \(index + 1) is not a readable spec: \(problems.map(\.message))")
        }

        for (index, example) in rule.nonTriggeringExamples.enumerated() {
            let marked = MarkedExample(example)
            #expect(marked.markers.isEmpty, "\(id) non-triggering example \(index + 1) has a ↓ marker")
            let result = Examples.check(marked.text)
            let found = result.diagnostics.filter { $0.ruleID == id }
            #expect(found.isEmpty, """
                \(id) non-triggering example \(index + 1) fired: \
                \(found.map { "\(Examples.position($0.range.start, in: marked.text)) \($0.message)" })
                """)
            let problems = Examples.inputProblems(in: result)
            #expect(problems.isEmpty, "\(id) non-triggering example \(index + 1) is not a readable spec: \(problems.map(\.message))")
        }
    }
}
