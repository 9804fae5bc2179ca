import Diagnostics
import LayoutModel
import Parallel
import SpecSource

/// Every rule layoutc knows, in the order `layoutc rules` lists them.
public enum RuleRegistry {
    /// The rules that check a decoded spec. Add a new rule's type here.
    public static let rules: [any Rule.Type] = [
        // Structure (errors). `device-idiom` is reported by the decoder; see InputRules.
        SupplementaryRequiresTripleColumn.self,
        TripleColumnRequiresSupplementary.self,
        UnknownScreen.self,
        UnknownAction.self,
        DuplicateID.self,
        InvalidIdentifier.self,
        DisplayModeStyleMismatch.self,
        DisplayModeBehaviorMismatch.self,
        ColumnWidthRange.self,
        SelectTargetColumn.self,
        DynamicItemsNeedType.self,
        DropTargetNotAccepting.self,
        SearchSingleScope.self,
        DuplicateShortcut.self,
        ReservedShortcut.self,
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
        PopoverWithoutAnchor.self,
        SheetNotDismissible.self,
        StandardShortcutRepurposed.self,
        ShortcutWithoutModifier.self,
        ToolbarCrowdedInCompactWidth.self,
        DestructiveSwipeLeading.self,
        DestructiveSwipeNotAtEdge.self,
        DestructiveSwipeUnconfirmed.self,
        DestructiveMenuItemUnmarked.self,
        SearchInSeveralColumns.self,
        HiddenSidebarUnreachable.self,
        TabNeedsImage.self,
        EmptyList.self,
        CompactFlowMissing.self,
        SidebarInCompactWidth.self,
        DeploymentTargetTooLow.self,
        SceneNeverOpened.self,
        RestoresStateWithoutEffect.self,
        LaunchSelectionUnreached.self,
        ItemTypeUnused.self,
    ]

    /// Every rule's descriptor, input rules first.
    public static var descriptors: [RuleDescriptor] {
        InputRules.all + [SharedNames.descriptor] + rules.map { $0.descriptor }
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
    /// Threads the rules of one large spec may share. Rules only read the spec, so they run side
    /// by side; set to 1 where specs are already checked in parallel.
    public var workers: Int = ParallelMap.coreCount
    /// Below this size a spec's rules take less time than starting a thread.
    static let parallelFromBytes = 256 * 1024
    /// Raised when the findings are no longer wanted: the rules not started yet are skipped
    /// (the language server's check of a text edited again since).
    public var cancellation: Cancellation?

    public init(enabledRuleIDs: Set<String>? = nil) {
        self.enabledRuleIDs = enabledRuleIDs
    }

    public func isEnabled(_ descriptor: RuleDescriptor) -> Bool {
        if let enabledRuleIDs { return enabledRuleIDs.contains(descriptor.id) }
        return !descriptor.isOptIn
    }

    /// Every enabled rule's findings, in the registry's order whichever thread ran the rule.
    public func run(_ context: RuleContext) -> [Diagnostic] {
        let enabled = RuleRegistry.rules.indices.filter { isEnabled(RuleRegistry.rules[$0].descriptor) }
        let threads = context.source.bytes.count >= Self.parallelFromBytes ? workers : 1
        let perRule = ParallelMap.map(enabled, workers: threads) { [cancellation] index -> [Diagnostic] in
            if cancellation?.isCancelled == true { return [] }
            let ruleType = RuleRegistry.rules[index]
            var findings = Findings(descriptor: ruleType.descriptor)
            ruleType.init().check(context, into: &findings)
            return Self.withholdingConsequences(findings.diagnostics, of: ruleType.evidence, in: context.spec)
        }
        return Array(perRule.joined())
    }

    /// Drops the findings a decoding error explains (see `Evidence`).
    static func withholdingConsequences(_ diagnostics: [Diagnostic], of evidence: Evidence, in spec: LayoutSpec) -> [Diagnostic] {
        let undecoded = spec.undecoded
        guard !undecoded.isEmpty, !diagnostics.isEmpty else { return diagnostics }
        switch evidence {
        case .valuesPresent:
            return diagnostics
        case .wholeSpec:
            return []
        case .surroundings:
            // The root object holds everything; an unknown top-level key says nothing about a list.
            let regions = undecoded.filter { $0 != spec.range }
            guard !regions.isEmpty else { return diagnostics }
            func isUnknown(_ range: SourceRange) -> Bool {
                regions.contains { $0.start <= range.start && range.end <= $0.end }
            }
            /// The innermost object holding `range` (other than `range` itself, when `strictly`).
            func object(holding range: SourceRange, strictly: Bool) -> SourceRange? {
                var best: SourceRange?
                for object in spec.objectRegions where object != spec.range && object.start <= range.start && range.end <= object.end {
                    if strictly, object == range { continue }
                    if best.map({ object.length < $0.length }) ?? true { best = object }
                }
                return best
            }
            // An unknown part of the object a finding is about, one level down: a section whose
            // `titel:` is misspelt leaves "no section of this list has a title" unknown, but a
            // row's misspelt `onSelect` key says nothing about the list's appearance.
            let unknownParts = Set(regions.compactMap { object(holding: $0, strictly: true) })
            return diagnostics.filter { d in
                if isUnknown(d.range) || d.related.contains(where: { $0.path == nil && isUnknown($0.range) }) { return false }
                if let subject = object(holding: d.range, strictly: false), unknownParts.contains(subject) { return false }
                return true
            }
        }
    }
}
