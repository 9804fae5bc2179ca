import Diagnostics
import LayoutModel

/// Each split behavior allows only some display modes; UIKit remaps the others.
struct DisplayModeBehaviorMismatch: Rule {
    static let evidence = Evidence.valuesPresent
    static let descriptor = RuleDescriptor(
        id: "display-mode-behavior-mismatch",
        category: .structure,
        defaultSeverity: .error,
        summary: "A display mode that the split behavior cannot show",
        rationale: """
            Under `tile`, sidebars sit beside the content; under `overlay` they cover it; under \
            `displace` they push it aside. A display mode from another behavior is silently \
            remapped, so people see sidebars covering content the spec meant to keep visible, or \
            the other way round. `behavior: automatic` (or none) lets UIKit choose, so any mode is allowed.
            """)

    static let basis = """
        `UISplitViewController.h` and the `DisplayMode` documentation: `tile` allows secondaryOnly, \
        oneBesideSecondary, twoBesideSecondary; `overlay` allows secondaryOnly, oneOverSecondary, \
        twoOverSecondary; `displace` allows secondaryOnly, oneBesideSecondary, twoDisplaceSecondary. \
        `preferredDisplayMode` is read in terms of the current `splitBehavior` (a preferred \
        `twoBesideSecondary` becomes `twoOverSecondary` under `overlay`).
        """

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Mail
        split:
          style: tripleColumn
          behavior: overlay
          displayMode: ↓twoBesideSecondary
          primary: { name: Mailboxes }
          supplementary: { name: Messages }
          secondary: { name: Message }
        """),
        RuleExample("""
        spec: 1
        app: Reminders
        split:
          style: doubleColumn
          behavior: tile
          displayMode: ↓oneOverSecondary
          primary: { name: Lists }
          secondary: { name: Reminders }
        """),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Mail
        split:
          style: tripleColumn
          behavior: displace
          displayMode: twoDisplaceSecondary
          primary: { name: Mailboxes }
          supplementary: { name: Messages }
          secondary: { name: Message }
        """),
        RuleExample("""
        spec: 1
        app: Contacts
        split:
          style: doubleColumn
          behavior: automatic
          displayMode: oneOverSecondary
          primary: { name: People }
          secondary: { name: Card }
        """),
        RuleExample("""
        spec: 1
        app: Photos
        split:
          style: doubleColumn
          behavior: overlay
          displayMode: secondaryOnly
          primary: { name: Albums }
          secondary: { name: Grid }
        """),
    ]

    func check(_ context: RuleContext, into findings: inout Findings) {
        guard let split = context.spec.split, let behavior = split.behavior, let mode = split.displayMode,
              mode.value != .automatic, let allowed = behavior.value.allowedDisplayModes,
              !allowed.contains(mode.value) else { return }
        // A `two…` mode in two columns is `display-mode-style-mismatch`; one finding, one fix.
        if split.style?.value == .doubleColumn, mode.value.needsTripleColumn { return }
        let actual = behavior.value.remapped(mode.value)
        findings.report(
            "`behavior: \(behavior.value.rawValue)` cannot show `\(mode.value.rawValue)`; UIKit shows `\(actual.rawValue)` instead",
            at: mode.range,
            label: "remapped by UIKit",
            related: [RelatedLocation(range: behavior.range, label: "`\(behavior.value.rawValue)` allows \(Suggestions.list(allowed.map(\.rawValue)))")],
            notes: ["UIKit reads the preferred display mode in terms of the split behavior and shows the closest mode that behavior allows"],
            help: "write `\(actual.rawValue)`, or choose the behavior that matches `\(mode.value.rawValue)`",
            fixIts: [.replace(mode.range, with: actual.rawValue, message: "change the display mode to `\(actual.rawValue)`")])
    }
}
