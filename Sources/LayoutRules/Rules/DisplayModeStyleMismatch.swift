import Diagnostics
import LayoutModel

/// The `two…` display modes show two sidebars, which only a triple-column split has.
struct DisplayModeStyleMismatch: Rule {
    static let evidence = Evidence.valuesPresent
    static let descriptor = RuleDescriptor(
        id: "display-mode-style-mismatch",
        category: .structure,
        defaultSeverity: .error,
        summary: "A `two…` display mode in a `doubleColumn` split",
        rationale: """
            `twoBesideSecondary`, `twoOverSecondary` and `twoDisplaceSecondary` show the primary \
            and the supplementary column next to the content. A two-column split has no \
            supplementary column, so UIKit cannot honour the mode and people get a different \
            arrangement from the one the spec describes.
            """)

    static let basis = """
        Apple's documentation of each `two…` `UISplitViewController.DisplayMode` says it is only \
        available for `tripleColumn` interfaces; the header says "For triple-column style only".
        """

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Contacts
        split:
          style: doubleColumn
          displayMode: ↓twoBesideSecondary
          primary: { name: People }
          secondary: { name: Card }
        """),
        RuleExample("""
        spec: 1
        app: Reminders
        split:
          displayMode: ↓twoDisplaceSecondary
          behavior: displace
          style: doubleColumn
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
          displayMode: twoBesideSecondary
          primary: { name: Mailboxes }
          supplementary: { name: Messages }
          secondary: { name: Message }
        """),
        RuleExample("""
        spec: 1
        app: Contacts
        split:
          style: doubleColumn
          behavior: overlay
          displayMode: oneOverSecondary
          primary: { name: People }
          secondary: { name: Card }
        """),
    ]

    func check(_ context: RuleContext, into findings: inout Findings) {
        guard let split = context.spec.split, let style = split.style, style.value == .doubleColumn,
              let mode = split.displayMode, mode.value.needsTripleColumn else { return }
        let replacement = mode.value.oneSidebarCounterpart(under: split.behavior?.value)
        findings.report(
            "`\(mode.value.rawValue)` shows two sidebars, but a `doubleColumn` split has only one",
            at: mode.range,
            label: "needs `style: tripleColumn`",
            related: [RelatedLocation(range: style.range, label: "the split is two columns here")],
            help: "write `\(replacement.rawValue)`, or make the split `tripleColumn` with a supplementary column",
            // With a supplementary column, `style` is the likelier mistake and has its own fix-it.
            fixIts: split.column(.supplementary) != nil ? []
                : [.replace(mode.range, with: replacement.rawValue, message: "change the display mode to `\(replacement.rawValue)`")])
    }
}
