import Diagnostics
import LayoutRules
import Testing

/// One generic test runs every example of every rule: a rule cannot exist without proof that it
/// fires where its examples say, and only there. `↓` in a triggering example marks where each
/// expected finding starts; the markers are removed and their byte offsets compared with the
/// findings' `range.start`, no more and no fewer. A failure is reported at the example's own
/// line in the rule's file (`RuleExample` records where it is written).
@Suite("Rule examples")
struct RuleExampleTests {
    @Test("every example of the rule behaves as marked", arguments: Examples.ruleIDs)
    func examplesProveTheRule(_ id: String) {
        let rule = Examples.rule(id)
        #expect(rule.triggeringExamples.count >= 2, "\(id) needs at least two triggering examples")
        #expect(rule.nonTriggeringExamples.count >= 2, "\(id) needs at least two non-triggering examples")

        for (index, example) in rule.triggeringExamples.enumerated() {
            let marked = MarkedExample(example)
            if marked.markers.isEmpty {
                Issue.record("\(id) triggering example \(index + 1) has no ↓ marker", sourceLocation: example.sourceLocation())
            }
            let result = Examples.check(marked.text)
            let found = result.diagnostics.filter { $0.ruleID == id }
            let starts = Set(found.map(\.range.start))
            for marker in marked.markers where !starts.contains(marker) {
                Issue.record("\(id) triggering example \(index + 1): expected a finding here (\(Examples.position(marker, in: marked.text)))",
                             sourceLocation: example.sourceLocation(ofOffset: marker, in: marked.text))
            }
            for diagnostic in found where !marked.markers.contains(diagnostic.range.start) {
                Issue.record("\(id) triggering example \(index + 1): unexpected finding at \(Examples.position(diagnostic.range.start, in: marked.text)): \(diagnostic.message)",
                             sourceLocation: example.sourceLocation(ofOffset: diagnostic.range.start, in: marked.text))
            }
            if found.count != marked.markers.count && Set(marked.markers).count == marked.markers.count && starts == Set(marked.markers) {
                Issue.record("\(id) triggering example \(index + 1): \(found.count) findings for \(marked.markers.count) markers",
                             sourceLocation: example.sourceLocation())
            }
            for diagnostic in found {
                #expect(diagnostic.severity == rule.descriptor.defaultSeverity, "\(id) reports with its default severity",
                        sourceLocation: example.sourceLocation(ofOffset: diagnostic.range.start, in: marked.text))
                #expect(diagnostic.help != nil, "\(id) says what to write instead: \(diagnostic.message)",
                        sourceLocation: example.sourceLocation(ofOffset: diagnostic.range.start, in: marked.text))
            }
            for problem in Examples.inputProblems(in: result) {
                Issue.record("\(id) triggering example \(index + 1) is not a readable spec: [\(problem.ruleID)] \(problem.message)",
                             sourceLocation: example.sourceLocation(ofOffset: problem.range.start, in: marked.text))
            }
        }

        for (index, example) in rule.nonTriggeringExamples.enumerated() {
            let marked = MarkedExample(example)
            if !marked.markers.isEmpty {
                Issue.record("\(id) non-triggering example \(index + 1) has a ↓ marker", sourceLocation: example.sourceLocation())
            }
            let result = Examples.check(marked.text)
            for diagnostic in result.diagnostics where diagnostic.ruleID == id {
                Issue.record("\(id) non-triggering example \(index + 1) fired at \(Examples.position(diagnostic.range.start, in: marked.text)): \(diagnostic.message)",
                             sourceLocation: example.sourceLocation(ofOffset: diagnostic.range.start, in: marked.text))
            }
            for problem in Examples.inputProblems(in: result) {
                Issue.record("\(id) non-triggering example \(index + 1) is not a readable spec: [\(problem.ruleID)] \(problem.message)",
                             sourceLocation: example.sourceLocation(ofOffset: problem.range.start, in: marked.text))
            }
        }
    }

    /// The location a failing example reports is its own line in the rule's file.
    @Test func anExampleKnowsWhereItIsWritten() throws {
        let written = #line + 1
        let example = RuleExample("""
            spec: 1
            app: ↓Mail
            """)
        let marked = MarkedExample(example)
        let location = example.sourceLocation(ofOffset: marked.markers[0], in: marked.text)
        #expect(location.fileName == "RuleExampleTests.swift")
        #expect(location.line == written + 2, "the marker is on the snippet's second line")
    }
}
