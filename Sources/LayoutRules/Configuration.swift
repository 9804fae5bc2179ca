import Diagnostics
import LayoutModel
import SpecSource

/// What a `.layoutc.yml` says: which rules run and how much each matters, whether warnings
/// fail, which specs are left alone, the front end's resource limits, and the access level of
/// generated code.
///
/// A value with no file behind it (`.default`) changes nothing, so a project without a
/// configuration gets every rule at its default severity.
public struct Configuration: Sendable, Equatable {
    /// A rule's setting under `rules:`.
    public enum RuleSetting: Sendable, Equatable {
        case severity(Severity)
        case off
    }

    /// The file this came from, as it is displayed; nil for the built-in defaults.
    public var path: String?
    /// Per-rule settings from `rules:`.
    public var ruleSettings: [String: RuleSetting]
    /// Opt-in rules turned on by `opt_in_rules:`.
    public var optInRules: Set<String>
    /// Rules turned off by `disabled_rules:`.
    public var disabledRules: Set<String>
    /// Warnings fail the run.
    public var strict: Bool
    /// Specs to leave alone, relative to the configuration file's folder.
    public var excluded: [PathPattern]
    /// Bounds for the YAML front end.
    public var limits: YAMLLimits
    /// Of generated declarations (`access:`); nil leaves it to `--access`, else `public`.
    public var access: GeneratedAccess?

    public init(path: String? = nil, ruleSettings: [String: RuleSetting] = [:], optInRules: Set<String> = [],
                disabledRules: Set<String> = [], strict: Bool = false, excluded: [PathPattern] = [],
                limits: YAMLLimits = .default, access: GeneratedAccess? = nil) {
        self.path = path
        self.ruleSettings = ruleSettings
        self.optInRules = optInRules
        self.disabledRules = disabledRules
        self.strict = strict
        self.excluded = excluded
        self.limits = limits
        self.access = access
    }

    public static let `default` = Configuration()

    /// The severity findings of `ruleID` are reported with, or nil when the rule is off.
    ///
    /// Input rules (the spec cannot be read as written) always stay errors; the parser refuses
    /// settings that try to change them, so this only has to ignore them.
    /// `fallback` is used for ids no descriptor describes (the diagnostic's own severity).
    public func severity(for ruleID: String, fallback: Severity? = nil) -> Severity? {
        let descriptor = RuleRegistry.descriptor(for: ruleID)
        if let descriptor, !Self.isConfigurable(descriptor) { return descriptor.defaultSeverity }
        if disabledRules.contains(ruleID) { return nil }
        switch ruleSettings[ruleID] {
        case .off?: return nil
        case .severity(let severity)?: return severity
        case nil: break
        }
        guard let descriptor else { return fallback ?? .error }
        if descriptor.isOptIn && !optInRules.contains(ruleID) { return nil }
        return fallback ?? descriptor.defaultSeverity
    }

    /// Whether a rule's severity can be changed or turned off: every rule except the input
    /// rules, whose findings mean the spec cannot be read (but `unused-suppression` can).
    public static func isConfigurable(_ descriptor: RuleDescriptor) -> Bool {
        descriptor.category != .input || descriptor.id == Suppressions.unusedRuleID
    }

    /// The ids of the model rules that run: defaults, plus opt-ins enabled by `opt_in_rules` or by a
    /// severity under `rules`, minus the ones turned off.
    public var enabledRuleIDs: Set<String> {
        Set(RuleRegistry.rules.map { $0.descriptor.id }.filter { severity(for: $0) != nil })
    }

    /// A rule engine that runs exactly the enabled rules.
    public var ruleEngine: RuleEngine {
        RuleEngine(enabledRuleIDs: enabledRuleIDs)
    }

    /// Findings with this configuration's severities: rules turned off are dropped, the others
    /// carry their configured severity. (Whether an opt-in rule ran is the rule engine's
    /// business: a finding that exists was asked for.)
    public func applySeverities(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        if ruleSettings.isEmpty && disabledRules.isEmpty { return diagnostics }
        return diagnostics.compactMap { diagnostic in
            let id = diagnostic.ruleID
            if let descriptor = RuleRegistry.descriptor(for: id), !Self.isConfigurable(descriptor) { return diagnostic }
            if disabledRules.contains(id) { return nil }
            switch ruleSettings[id] {
            case .off?: return nil
            case .severity(let severity)?:
                var configured = diagnostic
                configured.severity = severity
                return configured
            case nil: return diagnostic
            }
        }
    }

    /// Whether a spec (its path relative to the configuration file's folder) is excluded.
    public func isExcluded(relativePath: String) -> Bool {
        excluded.contains { $0.matches(relativePath) }
    }
}
