import Diagnostics
import LayoutModel
import SpecSource

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
        RuleExample("""
        spec: 1
        app: Mail
        screens:
          Mailboxes:
            list:
              appearance: sidebar
              items: [{ id: inbox, title: Inbox, image: tray }]
              onSelect: { showDetail: Messages }
          Messages:
            list:
              appearance: plain
              items: [{ id: one, title: One }]
              onSelect: { showDetail: Message }
          Message:
            list:
              appearance: insetGrouped
              items: [{ id: body, title: Body }]
        split:
          style: doubleColumn
          primary: Mailboxes
          ↓supplementary: Messages
          secondary: Message
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
        // In three columns the supplementary column's lists take the plain sidebar look
        // (`supplementary-sidebar-plain`): the same fix-it sets it, and says so, rather than
        // leave a warning that only appears once this one is fixed.
        var edits = [TextEdit(range: style.range, replacement: "tripleColumn")]
        var relooked: [String] = []
        for name in context.graph.screens(in: .supplementary) {
            guard let list = context.list(ofScreen: name), list.appearance?.value != .sidebarPlain,
                  !context.graph.columns(of: name).contains(.primary) else { continue }
            guard let fix = AppearanceFix.fixIts(setting: .sidebarPlain, on: list, in: context.source).first else { continue }
            edits += fix.edits
            relooked.append(name)
        }
        let lists = relooked.isEmpty ? ""
            : " and give the list\(relooked.count == 1 ? "" : "s") of \(Suggestions.list(relooked, conjunction: "and")) the `sidebarPlain` look of that column"
        findings.report(
            "a `supplementary` column needs `style: tripleColumn`; this split is `doubleColumn`",
            at: supplementary.screen.settingRange,
            label: "UIKit ignores this column in a two-column split",
            related: [RelatedLocation(range: style.range, label: "the split is two columns here")],
            help: "change `style` to `tripleColumn`\(lists), or remove the supplementary column",
            fixIts: [FixIt(message: "change the style to `tripleColumn`\(lists)", edits: edits)])
    }
}
