import Diagnostics
import LayoutModel

/// A triple-column split needs something to show in its middle column.
struct TripleColumnRequiresSupplementary: Rule {
    static let descriptor = RuleDescriptor(
        id: "triple-column-requires-supplementary",
        category: .structure,
        defaultSeverity: .error,
        summary: "`style: tripleColumn` needs a `supplementary` column",
        rationale: """
            A triple-column split reserves room for a middle column. With nothing assigned to it, \
            people see an empty pane between the sidebar and the content, and the `two…` display \
            modes show a blank column.
            """)

    static let basis = """
        `UISplitViewController(style: .tripleColumn)` lays out primary, supplementary and secondary \
        columns; `setViewController(_:for: .supplementary)` is what fills the middle one.
        """

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Mail
        screens:
          Mailboxes:
          Message:
        ↓split:
          style: tripleColumn
          primary: Mailboxes
          secondary: Message
        """),
        RuleExample("""
        spec: 1
        app: Notes
        ↓split: { style: tripleColumn, primary: { name: Folders }, secondary: { name: Editor } }
        """),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Mail
        screens:
          Mailboxes:
          MessageList:
          Message:
        split:
          style: tripleColumn
          primary: Mailboxes
          supplementary: MessageList
          secondary: Message
        """),
        RuleExample("""
        spec: 1
        app: Contacts
        split:
          style: doubleColumn
          primary: { name: People }
          secondary: { name: Card }
        """),
    ]

    func check(_ context: RuleContext, into findings: inout Findings) {
        guard let split = context.spec.split, let style = split.style, style.value == .tripleColumn,
              split.column(.supplementary) == nil else { return }
        // Two columns is a safe fix only when nothing else needs the third one.
        let needsThree = (split.displayMode?.value.needsTripleColumn ?? false)
            || context.graph.edges.contains { $0.kind == .showSupplementary }
            || split.columnWidths.contains { $0.column == .supplementary }
        findings.report(
            "this split is `tripleColumn` but has no `supplementary` column",
            at: split.keyRange,
            label: "the middle column would be empty",
            related: [RelatedLocation(range: style.range, label: "three columns are requested here")],
            help: "add `supplementary: SCREEN` to the split, or change `style` to `doubleColumn`",
            fixIts: needsThree ? [] : [.replace(style.range, with: "doubleColumn", message: "change the style to `doubleColumn`")])
    }
}
