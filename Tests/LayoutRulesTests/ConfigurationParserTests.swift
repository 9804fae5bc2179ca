import Diagnostics
import LayoutRules
import SpecSource
import TestSupport
import Testing

/// `.layoutc.yml` is read with the spec front end: valid settings apply, and every problem is a
/// `config-error` at the exact key or value in that file.
@Suite("Configuration file")
struct ConfigurationParserTests {
    func problems(_ text: String) -> [Finding] {
        let result = configuration(text)
        #expect(result.diagnostics.allSatisfy { $0.ruleID == "config-error" })
        return result.diagnostics.map { Finding($0, in: result.source) }
    }

    @Test func everySettingIsRead() {
        let result = configuration("""
            rules:
              supplementary-requires-triple-column: warning
              unused-suppression: off
            opt_in_rules: []
            disabled_rules: [supplementary-requires-triple-column]
            strict: true
            excluded: [Generated, "Drafts/**"]
            limits: { maxDepth: 40, maxAliasExpansion: 500, maxFileBytes: 65536 }
            """)
        #expect(result.diagnostics.isEmpty)
        let c = result.configuration
        #expect(c.ruleSettings == ["supplementary-requires-triple-column": .severity(.warning), "unused-suppression": .off])
        #expect(c.disabledRules == ["supplementary-requires-triple-column"])
        #expect(c.strict)
        #expect(c.excluded.map(\.text) == ["Generated", "Drafts/**"])
        #expect(c.limits == YAMLLimits(maxDepth: 40, maxAliasExpansion: 500, maxFileBytes: 65536))
        #expect(c.path == ".layoutc.yml")
    }

    @Test func accessIsPublicOrInternal() {
        #expect(configuration("access: internal").configuration.access == .internal)
        #expect(configuration("access: public").configuration.access == .public)
        #expect(configuration("strict: true").configuration.access == nil, "unset: `--access` or public decides")
        let wrong = configuration("access: interal")
        #expect(wrong.diagnostics.map(\.message) == ["`access` expects `public` or `internal`, found the string `interal`"])
        #expect(wrong.diagnostics.first?.fixIts.first?.edits.first?.replacement == "internal")
    }

    @Test func anEmptyFileOrEmptySectionsChangeNothing() {
        #expect(configuration("").configuration == Configuration(path: ".layoutc.yml"))
        #expect(configuration("# only a comment\n").diagnostics.isEmpty)
        let result = configuration("rules:\nopt_in_rules:\nexcluded:\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.configuration.ruleSettings.isEmpty)
    }

    @Test func anUnknownKeyIsReportedAtTheKeyWithASuggestionAndAFixIt() {
        let result = configuration("strict: true\nrule:\n  unknown-key: error\n")
        #expect(result.diagnostics.map { Finding($0, in: result.source) }
                == [Finding(at: "2:1", .error, "unknown key `rule` in .layoutc.yml")])
        #expect(result.diagnostics.first?.help == "did you mean `rules`?")
        #expect(result.diagnostics.first?.fixIts.first?.edits.first?.replacement == "rules")
        #expect(result.configuration.strict, "the valid settings still apply")
    }

    @Test func anUnknownRuleIdIsReportedWhereverRuleIdsAreWritten() {
        #expect(problems("rules:\n  suplementary-requires-triple-column: warning\n")
                == [Finding(at: "2:3", .error, "unknown rule `suplementary-requires-triple-column` in `rules`")])
        #expect(problems("disabled_rules: [supplementary-requires-triple-column, tab-needs-imgae-xyz]\n").map(\.at) == ["1:56"])
        let result = configuration("opt_in_rules:\n  - supplementary-requires-tripel-column\n")
        #expect(result.diagnostics.map { Finding($0, in: result.source) }
                == [Finding(at: "2:5", .error, "unknown rule `supplementary-requires-tripel-column` in `opt_in_rules`")])
        #expect(result.diagnostics.first?.help == "did you mean `supplementary-requires-triple-column`?")
    }

    @Test func anUnknownSeverityListsTheAllowedWordsAndTheClosest() {
        let result = configuration("rules:\n  supplementary-requires-triple-column: warn\n")
        #expect(result.diagnostics.map { Finding($0, in: result.source) } == [Finding(
            at: "2:41", .error,
            "unknown severity `warn` for `supplementary-requires-triple-column`; use `error`, `warning` or `off`")])
        #expect(result.diagnostics.first?.fixIts.first?.edits.first?.replacement == "warning")
        #expect(result.configuration.ruleSettings.isEmpty)
    }

    @Test func wrongTypesAreReportedAtTheValue() {
        #expect(problems("strict: yes\n") == [Finding(at: "1:9", .error, "`strict` expects `true` or `false`, found the string `yes`")])
        #expect(problems("rules: [a, b]\n")
                == [Finding(at: "1:8", .error, "`rules` expects a mapping of rule ids to `error`, `warning` or `off`, found a list")])
        #expect(problems("opt_in_rules: compact-flow-missing\n")
                == [Finding(at: "1:15", .error, "`opt_in_rules` expects a list of rule ids, found the string `compact-flow-missing`")])
        #expect(problems("excluded: 3\n") == [Finding(at: "1:11", .error, "`excluded` expects a list of paths or globs, found the number `3`")])
        #expect(problems("rules:\n  supplementary-requires-triple-column: 2\n")
                == [Finding(at: "2:41", .error, "`supplementary-requires-triple-column` expects `error`, `warning` or `off`, found the number `2`")])
        #expect(problems("- strict\n").map(\.at) == ["1:1"])
    }

    @Test func limitsMustBePositiveWholeNumbersWithKnownNames() {
        #expect(problems("limits:\n  maxDepth: -1\n  maxDepht: 3\n  maxFileBytes: 1.5\n") == [
            Finding(at: "2:13", .error, "`maxDepth` expects a whole number above 0, found the number `-1`"),
            Finding(at: "3:3", .error, "unknown key `maxDepht` in `limits`"),
            Finding(at: "4:17", .error, "`maxFileBytes` expects a whole number above 0, found the number `1.5`"),
        ])
        #expect(problems("limits: { maxDepth: 100000 }\n").map(\.at) == ["1:21"])
        // Positions in a spec are 32-bit: a larger limit would let offsets wrap.
        #expect(problems("limits: { maxFileBytes: 4294967296 }\n").map(\.at) == ["1:25"])
        #expect(configuration("limits: { maxFileBytes: 2147483647 }\n").configuration.limits.maxFileBytes == 2_147_483_647)
    }

    @Test func inputRulesCannotBeTurnedOffOrLowered() {
        #expect(problems("rules:\n  yaml-syntax: off\n  unknown-key: warning\n  duplicate-key: error\n") == [
            Finding(at: "2:16", .error, "`yaml-syntax` is an input rule and is always an error: the spec cannot be read as written"),
            Finding(at: "3:16", .error, "`unknown-key` is an input rule and is always an error: the spec cannot be read as written"),
        ])
        #expect(problems("disabled_rules: [wrong-type]\n")
                == [Finding(at: "1:18", .error, "`wrong-type` is an input rule and cannot be turned off: the spec cannot be read as written")])
        // The one input-category rule that is about style, not readability, can be configured.
        #expect(problems("rules: { unused-suppression: error }\ndisabled_rules: [unused-suppression]\n").isEmpty)
    }

    @Test func listingADefaultRuleAsOptInIsAWarning() {
        #expect(problems("opt_in_rules: [supplementary-requires-triple-column]\n")
                == [Finding(at: "1:16", .warning, "`supplementary-requires-triple-column` is not an opt-in rule; it already runs by default")])
    }

    @Test func yamlProblemsInTheFileAreConfigErrorsAtTheirPosition() {
        #expect(problems("strict: true\nstrict: false\n").map(\.at) == ["2:1"])
        // The syntax error first, at the `{` that is never closed, then the rule id that could
        // still be read before it.
        #expect(problems("rules: { a: b\n").map(\.at) == ["1:8", "1:10"])
        #expect(problems("rules: { a: b\n").first?.message.contains("never closed") == true)
    }

    @Test func aMappingAtTheRootIsRequired() {
        #expect(problems("true\n") == [Finding(
            at: "1:1", .error,
            "a configuration is a mapping of settings (rules, opt_in_rules, disabled_rules, strict, excluded, limits, access), found the boolean `true`")])
    }
}

extension Finding {
    init(at: String, _ severity: Severity, _ message: String) {
        self.init(at: at, severity: severity, message: message)
    }
}
