import Diagnostics
import LayoutRules
import SpecSource

extension LayoutCompiler {
    /// A compiler that checks the way `configuration` says: its limits for the front end, its
    /// enabled rules (opt-ins included, rules turned off left out), its severities, and
    /// suppression comments applied after the rules.
    public init(configuration: Configuration) {
        self.init(limits: configuration.limits, rules: configuration.ruleEngine)
        self.configuration = configuration
    }

    /// The last stage of the pipeline: configured severities, then suppression comments, which
    /// also report the ones that silence nothing.
    func configured(_ diagnostics: [Diagnostic], comments: Suppressions.Parsed) -> [Diagnostic] {
        let severities = configuration.applySeverities(to: diagnostics)
        return Suppressions.apply(to: severities, comments: comments,
                                  unusedSeverity: configuration.severity(for: Suppressions.unusedRuleID))
    }
}
