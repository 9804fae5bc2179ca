import Diagnostics
import LayoutModel
import SpecSource

/// Every rule layoutc knows, in the order `layoutc rules` lists them.
public enum RuleRegistry {
    /// The rules that check a decoded spec. Add a new rule's type here.
    public static let rules: [any Rule.Type] = [
        // Structure (errors). `device-idiom` is reported by the decoder; see InputRules.
        SupplementaryRequiresTripleColumn.self,
        TripleColumnRequiresSupplementary.self,
        UnknownScreen.self,
        DuplicateID.self,
        InvalidIdentifier.self,
        DisplayModeStyleMismatch.self,
        DisplayModeBehaviorMismatch.self,
        ColumnWidthRange.self,
        SelectTargetColumn.self,
        DynamicItemsNeedType.self,
        // Guidelines (warnings).
        PrimarySidebarAppearance.self,
        SupplementarySidebarPlain.self,
        SecondaryNotSidebar.self,
        TabBarOverflow.self,
        CompactUnreachableDestination.self,
        StateRestorationMissing.self,
        BehaviorHasNoEffect.self,
        HeaderModeWithoutTitles.self,
        OutlineWithoutChildren.self,
        TransientWithoutDismissal.self,
        DestructiveSwipeLeading.self,
        DestructiveSwipeNotAtEdge.self,
        TabNeedsImage.self,
        EmptyList.self,
        CompactFlowMissing.self,
    ]

    /// Every rule's descriptor, input rules first.
    public static var descriptors: [RuleDescriptor] {
        InputRules.all + rules.map { $0.descriptor }
    }

    public static func descriptor(for id: String) -> RuleDescriptor? {
        descriptors.first { $0.id == id }
    }

    public static func rule(for id: String) -> (any Rule.Type)? {
        rules.first { $0.descriptor.id == id }
    }
}

/// Runs the enabled rules over a spec.
public struct RuleEngine: Sendable {
    /// Ids of rules to run; nil runs every rule that is not opt-in.
    public var enabledRuleIDs: Set<String>?

    public init(enabledRuleIDs: Set<String>? = nil) {
        self.enabledRuleIDs = enabledRuleIDs
    }

    public func isEnabled(_ descriptor: RuleDescriptor) -> Bool {
        if let enabledRuleIDs { return enabledRuleIDs.contains(descriptor.id) }
        return !descriptor.isOptIn
    }

    public func run(_ context: RuleContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for ruleType in RuleRegistry.rules where isEnabled(ruleType.descriptor) {
            var findings = Findings(descriptor: ruleType.descriptor)
            ruleType.init().check(context, into: &findings)
            result += findings.diagnostics
        }
        return result
    }
}
