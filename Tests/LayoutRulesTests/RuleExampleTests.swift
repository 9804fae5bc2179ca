import Diagnostics
import LayoutRules
import Testing

/// One test runs every example of every rule: a rule cannot exist without proof that it fires
/// where its examples say, and only there.
@Suite("Rule examples")
struct RuleExampleTests {
    @Test("every rule has at least two triggering and two non-triggering examples", arguments: Examples.ruleIDs)
    func hasEnoughExamples(_ id: String) {
        let rule = Examples.rule(id)
        #expect(rule.triggeringExamples.count >= 2, "\(id) needs at least two triggering examples")
        #expect(rule.nonTriggeringExamples.count >= 2, "\(id) needs at least two non-triggering examples")
    }

    @Test("triggering examples produce the rule's findings exactly at the ↓ markers", arguments: Examples.ruleIDs)
    func triggeringExamplesFireAtMarkers(_ id: String) {
        let rule = Examples.rule(id)
        for (index, example) in rule.triggeringExamples.enumerated() {
            let marked = MarkedExample(example)
            #expect(!marked.markers.isEmpty, "\(id) triggering example \(index + 1) has no ↓ marker")
            let result = Examples.check(marked.text)
            let found = result.diagnostics.filter { $0.ruleID == id }
            let foundStarts = found.map(\.range.start).sorted()
            #expect(foundStarts == marked.markers.sorted(), """
                \(id) triggering example \(index + 1): expected findings at \(marked.markers.map { Examples.position($0, in: marked.text) }), \
                found \(found.map { "\(Examples.position($0.range.start, in: marked.text)) \($0.message)" })
                """)
            for diagnostic in found {
                #expect(diagnostic.severity == rule.descriptor.defaultSeverity, "\(id) reports with its default severity")
                #expect(!diagnostic.message.isEmpty && diagnostic.help != nil, "\(id) says what is wrong and what to write instead")
            }
            let problems = Examples.inputProblems(in: result)
            #expect(problems.isEmpty, "\(id) triggering example \(index + 1) is not a readable spec: \(problems.map(\.message))")
        }
    }

    @Test("non-triggering examples produce none of the rule's findings", arguments: Examples.ruleIDs)
    func nonTriggeringExamplesStayQuiet(_ id: String) {
        let rule = Examples.rule(id)
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
