import Diagnostics
import LayoutModel

/// UIKit only shows a supplementary column in a triple-column split.
struct SupplementaryRequiresTripleColumn: Rule {
    static let evidence = Evidence.valuesPresent
    static let descriptor = RuleDescriptor(
        id: "supplementary-requires-triple-column",
        category: .structure,
        defaultSeverity: .error,
        summary: "A `supplementary` column needs `style: tripleColumn`",
        rationale: """
            UISplitViewController ignores the supplementary column unless its style is \
            `.tripleColumn`, so the screen written there would never appear and the people using \
            the app would lose the middle step of their navigation.
            """)

    static let basis = """
        `UISplitViewController.Column.supplementary` only takes effect with `.tripleColumn` \
        (header comment and the documentation of `Column.supplementary`).
        """

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Mail
        screens:
          Mailboxes:
          MessageList:
          Message:
        split:
          style: doubleColumn
          primary: Mailboxes
          ↓supplementary: MessageList
          secondary: Message
        """),
        RuleExample("""
        spec: 1
        app: Notes
        split:
          ↓supplementary: { name: Notes }
          style: doubleColumn
          primary: { name: Folders }
          secondary: { name: Editor }
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
        app: Home
        split:
          style: doubleColumn
          primary: { name: Rooms }
          secondary: { name: Room }
        """),
    ]

    func check(_ context: RuleContext, into findings: inout Findings) {
        guard let split = context.spec.split, let style = split.style, style.value == .doubleColumn,
              let supplementary = split.column(.supplementary) else { return }
        findings.report(
            "a `supplementary` column needs `style: tripleColumn`; this split is `doubleColumn`",
            at: supplementary.screen.settingRange,
            label: "UIKit ignores this column in a two-column split",
            related: [RelatedLocation(range: style.range, label: "the split is two columns here")],
            help: "change `style` to `tripleColumn`, or remove the supplementary column",
            fixIts: [.replace(style.range, with: "tripleColumn", message: "change the style to `tripleColumn`")])
    }
}
