import Diagnostics

/// The rules the front end and the decoder report: the spec cannot be read as written.
/// They have no `Rule` type because reading produces them, but they are documented,
/// configurable in severity only down to error, and listed like every other rule.
public enum InputRules {
    public static let all: [RuleDescriptor] = [
        input(InputRuleID.yamlSyntax, "The text is not valid YAML",
              "Nothing after a syntax error can be read reliably, so layoutc reports where libyaml stopped and what it was reading."),
        input(InputRuleID.duplicateKey, "A mapping repeats a key",
              "YAML readers disagree on which of two equal keys wins; libyaml keeps both silently. layoutc uses the first and reports the second so the spec says one thing."),
        input(InputRuleID.invalidEncoding, "The file is not UTF-8 text (or UTF-16 with a byte order mark), or contains NUL",
              "Positions, fix-its and generated strings all depend on reading the characters the author typed."),
        input(InputRuleID.multipleDocuments, "A second YAML document in one spec file",
              "A spec file describes one scene; a second document would be silently ignored by other tools."),
        input(InputRuleID.resourceLimit, "Nesting, alias expansion or file size beyond the configured limits",
              "A spec is small; a file that nests thousands of levels or expands aliases exponentially is an accident or an attack, and must not exhaust a build machine."),
        input(InputRuleID.unknownKey, "A key not allowed at that place",
              "A misspelled key is silently ignored by YAML, so the app would not be what the spec says; layoutc suggests the key you meant."),
        input(InputRuleID.missingKey, "A required key is absent",
              "Without it the layout is undefined (a split with no secondary column has nothing to show)."),
        input(InputRuleID.wrongType, "A value of the wrong shape",
              "A string where a list is expected, or `yes` where YAML 1.2 needs `true`, means the spec says something other than its author thinks."),
        input(InputRuleID.unknownValue, "A value outside the allowed set",
              "Values map one-to-one onto UIKit's enumerations; an unknown one has no meaning."),
        input(InputRuleID.conflictingKeys, "Keys that exclude each other",
              "A list with both `items` and `sections`, or a row with two selection actions, is ambiguous."),
        RuleDescriptor(id: InputRuleID.deviceIdiom, category: .structure, defaultSeverity: .error,
                       summary: "A key that branches on the device (`idiom`, `device`, `userInterfaceIdiom`)",
                       rationale: "An iPad in Slide Over or a narrow Split View has compact width, so a layout chosen by device gives it the iPad layout where it has an iPhone's space. Specs vary by size class only (`{ regular: A, compact: B }` and `split.compact`); the decoder reports these keys instead of `unknown-key`."),
        input(InputRuleID.configError, "A problem in `.layoutc.yml`",
              "A configuration that cannot be read would silently change which findings you see."),
        RuleDescriptor(id: InputRuleID.unusedSuppression, category: .input, defaultSeverity: .warning,
                       summary: "A suppression comment that suppresses nothing",
                       rationale: "Stale suppressions hide future findings on that line; remove them once the finding is fixed."),
    ]

    static func input(_ id: String, _ summary: String, _ rationale: String) -> RuleDescriptor {
        RuleDescriptor(id: id, category: .input, defaultSeverity: .error, summary: summary, rationale: rationale)
    }
}
