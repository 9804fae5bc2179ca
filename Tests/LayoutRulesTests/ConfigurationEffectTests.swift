import Diagnostics
import LayoutCompiler
import LayoutRules
import SpecSource
import TestSupport
import Testing

/// What a configuration does to a check: severities, rules turned off, opt-in rules turned on,
/// strictness and front-end limits, all in the one pipeline.
@Suite("Configuration effects")
struct ConfigurationEffectTests {
    static let rule = "supplementary-requires-triple-column"

    func applied(_ text: String) -> Configuration {
        let result = configuration(text)
        #expect(result.diagnostics.isEmpty)
        return result.configuration
    }

    @Test func aRuleReportsAtItsDefaultSeverityWithoutConfiguration() {
        let result = check(doubleColumnWithSupplementary)
        #expect(result.diagnostics.filter { $0.ruleID == Self.rule }.map { Finding($0, in: result.source) }.map(\.at) == ["11:3"])
        #expect(result.diagnostics.first { $0.ruleID == Self.rule }?.severity == .error)
    }

    @Test func aSeverityOverrideChangesTheFindingsSeverity() {
        let result = check(doubleColumnWithSupplementary, configuration: applied("rules: { \(Self.rule): warning }"))
        #expect(result.diagnostics.filter { $0.ruleID == Self.rule }.map(\.severity) == [.warning])
    }

    @Test func offAndDisabledRulesDoNotRun() {
        for text in ["rules: { \(Self.rule): off }", "disabled_rules: [\(Self.rule)]"] {
            let configuration = applied(text)
            #expect(!configuration.enabledRuleIDs.contains(Self.rule))
            #expect(!check(doubleColumnWithSupplementary, configuration: configuration).diagnostics.ids().contains(Self.rule))
        }
    }

    @Test func inputRulesKeepReportingWhateverTheConfigurationSays() {
        let configuration = Configuration(ruleSettings: ["unknown-key": .off], disabledRules: ["unknown-key"])
        let result = check("spec: 1\napp: A\nsplt: {}\n", configuration: configuration)
        #expect(result.diagnostics.filter { $0.ruleID == "unknown-key" }.map(\.severity) == [.error])
    }

    /// The first opt-in rule in the registry, with a spec that triggers it.
    static var optInRule: (id: String, example: String)? {
        guard let rule = RuleRegistry.rules.first(where: { $0.descriptor.isOptIn }),
              let example = rule.triggeringExamples.first else { return nil }
        return (rule.descriptor.id, example.text.replacingOccurrences(of: "↓", with: ""))
    }

    @Test(.enabled(if: optInRule != nil, "needs an opt-in rule such as compact-flow-missing in the registry"))
    func optInRulesRunOnlyWhenEnabled() throws {
        let (id, example) = try #require(Self.optInRule)
        #expect(!check(example).diagnostics.ids().contains(id), "off by default")
        #expect(check(example, configuration: applied("opt_in_rules: [\(id)]")).diagnostics.ids().contains(id))
        let bySeverity = check(example, configuration: applied("rules: { \(id): error }"))
        #expect(bySeverity.diagnostics.filter { $0.ruleID == id }.allSatisfy { $0.severity == .error })
        #expect(bySeverity.diagnostics.ids().contains(id), "giving an opt-in rule a severity turns it on")
        #expect(!Configuration.default.enabledRuleIDs.contains(id))
    }

    @Test func theEnabledRulesAreTheDefaultsWithoutConfiguration() {
        let defaults = Set(RuleRegistry.rules.map { $0.descriptor }.filter { !$0.isOptIn }.map { $0.id })
        #expect(Configuration.default.enabledRuleIDs == defaults)
    }

    @Test func limitsReachTheFrontEnd() {
        let nested = "spec: 1\napp: A\nsplit: { primary: { name: { a: { b: { c: 1 } } } } }\n"
        #expect(!check(nested).diagnostics.ids().contains("resource-limit"))
        let limited = check(nested, configuration: applied("limits: { maxDepth: 3 }"))
        #expect(limited.diagnostics.ids().contains("resource-limit"))
    }

    @Test func strictMakesWarningsFailTheRun() throws {
        let folder = try TemporaryFolder()
        try folder.write("lenient/.layoutc.yml", "rules: { \(Self.rule): warning }\n")
        try folder.write("lenient/a.layout.yaml", doubleColumnWithSupplementary)
        try folder.write("strict/.layoutc.yml", "rules: { \(Self.rule): warning }\nstrict: true\n")
        try folder.write("strict/b.layout.yaml", doubleColumnWithSupplementary)

        func run(_ path: String, strictFlag: Bool = false) -> CheckSession.Outcome {
            CheckSession(strict: strictFlag, base: folder.path).check([folder.path + "/" + path])
        }
        let lenient = run("lenient")
        #expect(lenient.specs.count == 1)
        #expect(lenient.specs[0].diagnostics.filter { $0.ruleID == Self.rule }.map(\.severity) == [.warning])
        #expect(!lenient.failed, "warnings alone do not fail")
        #expect(run("lenient", strictFlag: true).failed, "--strict makes them fail")
        #expect(run("strict").failed, "so does `strict: true`")
        #expect(run("strict").specs[0].diagnostics.filter { $0.ruleID == Self.rule }.map(\.severity) == [.warning],
                "strict fails the run but keeps each finding's severity")
    }
}
