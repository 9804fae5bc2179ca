import SpecSource

/// The ids of the rules that reading a spec reports (the front end, the decoder, the
/// configuration parser and suppression comments). The reporters and the rule documentation
/// (`InputRules` in LayoutRules) share these constants, so an id cannot drift between the
/// place that reports it and the place that describes it.
public enum InputRuleID {
    public static let yamlSyntax = YAMLProblem.Kind.syntax.rawValue
    public static let duplicateKey = YAMLProblem.Kind.duplicateKey.rawValue
    public static let invalidEncoding = YAMLProblem.Kind.invalidEncoding.rawValue
    public static let multipleDocuments = YAMLProblem.Kind.multipleDocuments.rawValue
    public static let resourceLimit = YAMLProblem.Kind.resourceLimit.rawValue
    public static let unknownKey = "unknown-key"
    public static let missingKey = "missing-key"
    public static let wrongType = "wrong-type"
    public static let unknownValue = "unknown-value"
    public static let conflictingKeys = "conflicting-keys"
    public static let deviceIdiom = "device-idiom"
    public static let configError = "config-error"
    public static let unusedSuppression = "unused-suppression"

    /// The problems of reading the text itself, before it has any meaning.
    public static let readingProblems: Set<String> = [yamlSyntax, duplicateKey, invalidEncoding, multipleDocuments, resourceLimit]

    /// The problems of giving the text its meaning (the decoder's findings).
    public static let meaningProblems: Set<String> = [unknownKey, missingKey, wrongType, unknownValue, conflictingKeys, deviceIdiom]
}
