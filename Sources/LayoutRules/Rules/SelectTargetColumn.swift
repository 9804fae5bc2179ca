import Diagnostics
import LayoutModel

/// A selection can only show a screen in a column the split has.
struct SelectTargetColumn: Rule {
    static let descriptor = RuleDescriptor(
        id: "select-target-column",
        category: .structure,
        defaultSeverity: .error,
        summary: "`showSupplementary` in a two-column split, or a selection that targets a column that does not exist",
        rationale: """
            Selecting a row that shows its screen in a column the split does not have does \
            nothing visible: people tap and the content they expect never appears.
            """)

    static let basis = """
        A `doubleColumn` `UISplitViewController` has no `.supplementary` column \
        (`setViewController(_:for: .supplementary)` only takes effect with `.tripleColumn`).
        """

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Notes
        screens:
          Folders:
            list:
              appearance: sidebar
              items:
                - { id: all, title: All Notes, image: folder }
                - { id: shared, title: Shared, image: person.2, onSelect: { ↓showSupplementary: Shared } }
              onSelect: { ↓showSupplementary: NoteList }
          NoteList:
          Shared:
        split:
          style: doubleColumn
          primary: Folders
          secondary: NoteList
        """),
        RuleExample("""
        spec: 1
        app: Mail
        screens:
          Mailboxes:
            list:
              appearance: sidebar
              items:
                - { id: inbox, title: Inbox, image: tray }
              onSelect:
                ↓showSupplementary: MessageList
          MessageList:
          Message:
        split:
          style: tripleColumn
          primary: Mailboxes
          secondary: Message
        """),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Mail
        screens:
          Mailboxes:
            list:
              appearance: sidebar
              items:
                - { id: inbox, title: Inbox, image: tray }
              onSelect: { showSupplementary: MessageList }
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
        app: Notes
        screens:
          Folders:
            list:
              appearance: sidebar
              items:
                - { id: all, title: All Notes, image: folder, onSelect: { push: Settings } }
              onSelect: { showDetail: Editor }
          Editor:
          Settings:
        split:
          style: doubleColumn
          primary: Folders
          secondary: Editor
        """),
    ]

    func check(_ context: RuleContext, into findings: inout Findings) {
        guard let split = context.spec.split,
              split.style?.value == .doubleColumn || split.column(.supplementary) == nil else { return }
        // A supplementary column in a `doubleColumn` split is `supplementary-requires-triple-column`'s
        // finding; its fix (`tripleColumn`) makes these selections valid, so they are its consequence.
        if split.style?.value == .doubleColumn, split.column(.supplementary) != nil { return }
        for edge in context.graph.edges where edge.kind == .showSupplementary {
            let target = edge.to
            if let style = split.style, style.value == .doubleColumn {
                let fix: [FixIt] = [.replace(edge.kindRange, with: "showDetail", message: "show it in the secondary column")]
                findings.report(
                    "`showSupplementary` shows `\(target)` in the supplementary column, which a `doubleColumn` split does not have",
                    at: edge.kindRange,
                    label: "no supplementary column",
                    related: [RelatedLocation(range: style.range, label: "the split is two columns here")],
                    help: "write `showDetail: \(target)` to show it in the secondary column, or `push: \(target)`",
                    fixIts: fix)
            } else if split.column(.supplementary) == nil {
                findings.report(
                    "`showSupplementary` shows `\(target)` in the supplementary column, but the split has none",
                    at: edge.kindRange,
                    label: "no supplementary column",
                    related: [RelatedLocation(range: split.keyRange, label: "no `supplementary` column in this split")],
                    help: "add `supplementary: \(target)` to the split, or write `showDetail: \(target)`")
            }
        }
    }
}
