import Diagnostics
import LayoutCompiler
import LayoutRules
import TestSupport
import Testing

/// The registry is the one list of rules: ids are unique, and hig-rules.md's minimum set is in it.
@Suite("Rule registry")
struct RuleRegistryTests {
    /// The ids hig-rules.md lists, copied from its tables (Structure, then Guidelines).
    static let structureIDs = [
        "supplementary-requires-triple-column", "triple-column-requires-supplementary", "unknown-screen",
        "duplicate-id", "invalid-identifier", "display-mode-style-mismatch", "display-mode-behavior-mismatch",
        "device-idiom", "column-width-range", "select-target-column", "dynamic-items-need-type",
    ]
    static let guidelineIDs = [
        "primary-sidebar-appearance", "supplementary-sidebar-plain", "secondary-not-sidebar", "tab-bar-overflow",
        "compact-unreachable-destination", "state-restoration-missing", "behavior-has-no-effect",
        "header-mode-without-titles", "outline-without-children", "transient-without-dismissal",
        "destructive-swipe-leading", "tab-needs-image", "empty-list", "compact-flow-missing",
    ]
    static let inputIDs = [
        "yaml-syntax", "duplicate-key", "invalid-encoding", "multiple-documents", "resource-limit", "unknown-key",
        "missing-key", "wrong-type", "unknown-value", "conflicting-keys", "config-error", "unused-suppression",
    ]

    @Test func everyRuleIDIsUnique() {
        let ids = RuleRegistry.descriptors.map(\.id)
        let repeated = Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        #expect(repeated.isEmpty, "ids registered twice: \(repeated)")
    }

    @Test func everyRuleInHIGRulesIsRegistered() {
        let registered = Set(RuleRegistry.descriptors.map(\.id))
        let missing = (Self.inputIDs + Self.structureIDs + Self.guidelineIDs).filter { !registered.contains($0) }
        #expect(missing.isEmpty, "rules in hig-rules.md without a descriptor: \(missing)")
    }

    @Test func structureRulesAreErrorsAndGuidelinesWarnings() {
        for id in Self.structureIDs {
            let descriptor = RuleRegistry.descriptor(for: id)
            #expect(descriptor?.category == .structure && descriptor?.defaultSeverity == .error, "\(id) is a structure error")
            #expect(descriptor?.isOptIn == false, "\(id) is on by default")
        }
        for id in Self.guidelineIDs {
            let descriptor = RuleRegistry.descriptor(for: id)
            #expect(descriptor?.category == .guideline && descriptor?.defaultSeverity == .warning, "\(id) is a guideline warning")
            #expect(descriptor?.isOptIn == (id == "compact-flow-missing"), "only compact-flow-missing is opt-in")
        }
    }

    @Test("every model rule documents its rationale and the UIKit or HIG fact behind it", arguments: Examples.ruleIDs)
    func documented(_ id: String) {
        let rule = Examples.rule(id)
        #expect(!rule.descriptor.summary.isEmpty)
        #expect(rule.descriptor.rationale.count > 80, "\(id) explains what goes wrong for people using the app")
        #expect(!rule.basis.isEmpty, "\(id) names the UIKit or HIG fact it rests on")
        #expect(rule.descriptor.documentationPath == "Docs/Rules.md#\(id)")
    }

    @Test func optInRulesDoNotRunByDefault() {
        let text = """
            spec: 1
            app: Notes
            split: { style: doubleColumn, primary: { name: Folders }, secondary: { name: Editor } }
            """
        let result = LayoutCompilerDefaults.check(text)
        #expect(!result.diagnostics.contains { $0.ruleID == "compact-flow-missing" })
        #expect(Examples.findings(of: "compact-flow-missing", in: text).count == 1)
    }
}

/// A rule file that is not in the registry never runs, and nothing else would notice.
@Suite("Rule files")
struct RuleFilesTests {
    /// `struct Name: Rule` declarations in Sources/LayoutRules/Rules, one per file.
    static func declaredRules() throws -> [(type: String, file: String)] {
        try Repository.sources(of: "LayoutRules").filter { $0.hasPrefix("Sources/LayoutRules/Rules/") }.flatMap { file in
            try Repository.read(file).split(separator: "\n").compactMap { line -> (String, String)? in
                guard let match = line.firstMatch(of: /^\s*(?:public\s+)?struct\s+(\w+)\s*:\s*Rule\b/) else { return nil }
                return (String(match.1), file)
            }
        }
    }

    @Test func everyRuleInRulesIsRegistered() throws {
        let registered = Set(RuleRegistry.rules.map { String(describing: $0) })
        let declared = try Self.declaredRules()
        #expect(declared.count >= 24)
        for rule in declared where !registered.contains(rule.type) {
            Issue.record("\(rule.type) (\(rule.file)) is not in RuleRegistry.rules, so it never runs; add `\(rule.type).self` there")
        }
        let files = Set(declared.map(\.type))
        for type in registered.sorted() where !files.contains(type) {
            Issue.record("\(type) is registered but not declared in Sources/LayoutRules/Rules/ (one rule, one file)")
        }
    }

    @Test func oneRuleAFileNamedAfterIt() throws {
        for rule in try Self.declaredRules() {
            #expect(rule.file.hasSuffix("/\(rule.type).swift"), "\(rule.type) lives in \(rule.file)")
        }
    }
}

/// A large spec's rules run on several threads, and report exactly what one thread reports,
/// in the same order.
@Suite("Rules on several threads")
struct ParallelRulesTests {
    /// About 400 KB: a sidebar of screens whose lists break several rules each.
    static var largeSpecWithFindings: String {
        var text = "spec: 1\napp: Big\nscreens:\n  Sidebar:\n    list:\n      appearance: plain\n      items:\n"
        for i in 0..<2500 {
            text += "        - { id: class\(i % 3 == 0 ? "" : "\(i)"), title: Row \(i), onSelect: { showDetail: \(i % 100 == 0 ? "Missing" : "Screen")\(i % 1500) } }\n"
        }
        for i in 0..<1500 {
            text += "  Screen\(i):\n    list:\n      appearance: sidebar\n      swipeActions:\n        leading:\n          - { title: Delete, style: destructive }\n      items:\n        - { id: a, title: A }\n        - { id: a, title: Again }\n"
        }
        text += "split:\n  style: doubleColumn\n  primary: Sidebar\n  secondary: Screen0\n"
        return text
    }

    @Test func severalThreadsReportWhatOneThreadReports() throws {
        let text = Self.largeSpecWithFindings
        #expect(text.utf8.count > 256 * 1024)
        let result = LayoutCompiler().check(path: "Big.layout.yaml", bytes: Array(text.utf8))
        let context = RuleContext(spec: result.spec, source: result.source)
        var one = RuleEngine()
        one.workers = 1
        var two = RuleEngine()
        two.workers = 2
        let alone = one.run(context)
        #expect(Set(alone.map(\.ruleID)).count >= 4, "the spec breaks several rules: \(Set(alone.map(\.ruleID)))")
        for _ in 0..<3 {
            let shared = two.run(context)
            #expect(shared.map { "\($0.ruleID) \($0.range.start) \($0.message)" } == alone.map { "\($0.ruleID) \($0.range.start) \($0.message)" })
        }
    }
}
