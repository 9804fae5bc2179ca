import Diagnostics
import LayoutModel
import SpecSource

/// Destructive swipe actions belong on the trailing edge.
struct DestructiveSwipeLeading: Rule {
    static let descriptor = RuleDescriptor(
        id: "destructive-swipe-leading",
        category: .guideline,
        defaultSeverity: .warning,
        summary: "A destructive swipe action on the leading edge",
        rationale: """
            People expect swiping from the trailing edge to delete, and a full swipe performs the \
            first action of an edge, the one at the edge. A destructive action on the leading edge \
            sits where people swipe to mark or pin, so they delete things by accident. (On the \
            trailing edge it belongs first: `destructive-swipe-not-at-edge`.)
            """)

    static let basis = """
        `UIContextualAction.Style.destructive` actions go in \
        `trailingSwipeActionsConfigurationProvider` across the system apps (Mail, Notes, Files); \
        `UISwipeActionsConfiguration.performsFirstActionWithFullSwipe` defaults to true.
        """

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Mail
        screens:
          MessageList:
            list:
              appearance: sidebarPlain
              items: dynamic
              itemType: Message
              swipeActions:
                leading:
                  - ↓{ title: Delete, style: destructive, image: trash }
        split:
          style: doubleColumn
          primary: { name: Mailboxes }
          secondary: MessageList
        """),
        RuleExample("""
        spec: 1
        app: Notes
        screens:
          NoteList:
            list:
              appearance: sidebarPlain
              items: dynamic
              itemType: Note
              swipeActions:
                leading:
                  - { title: Pin, style: normal, image: pin }
                  - ↓title: Delete
                    style: destructive
                trailing:
                  - { title: Move, image: folder }
          Trash:
            list:
              appearance: insetGrouped
              items: [{ id: all, title: All }]
              swipeActions: { leading: [↓{ title: Erase, style: destructive }, ↓{ title: Shred, style: destructive }] }
        split:
          style: doubleColumn
          primary: NoteList
          secondary: Trash
        """),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Mail
        screens:
          MessageList:
            list:
              appearance: sidebarPlain
              items: dynamic
              itemType: Message
              swipeActions:
                leading:
                  - { title: Unread, style: normal, image: envelope.badge }
                trailing:
                  - { title: Delete, style: destructive, image: trash }
        split:
          style: doubleColumn
          primary: { name: Mailboxes }
          secondary: MessageList
        """),
        RuleExample("""
        spec: 1
        app: Reminders
        screens:
          Lists:
            list:
              appearance: sidebar
              items: [{ id: today, title: Today }]
              swipeActions: { leading: [{ title: Pin }] }
        split:
          style: doubleColumn
          primary: Lists
          secondary: { name: Reminders }
        """),
    ]

    func check(_ context: RuleContext, into findings: inout Findings) {
        for (_, list) in context.listsThatCount {
            let leading = list.swipeActions.leading
            let destructive = leading.filter(\.isDestructive)
            guard !destructive.isEmpty else { continue }
            let fix = renameFix(list, leading: leading, destructive: destructive, in: context.source)
            for action in destructive {
                findings.report(
                    "`\(action.title?.value ?? "this action")` is destructive but sits on the leading edge, where people swipe to mark or pin",
                    at: action.range,
                    label: "destructive on the leading edge",
                    related: action.style.map { [RelatedLocation(range: $0.range, label: "destructive here")] } ?? [],
                    help: "move it under `trailing`, as the first action: the one at the edge, which a full swipe performs",
                    fixIts: fix)
            }
        }
    }

    /// Renaming `leading` to `trailing` moves everything at once; safe only when every leading
    /// action is destructive and there is no `trailing` key yet.
    func renameFix(_ list: ListSpec, leading: [SwipeAction], destructive: [SwipeAction], in source: SourceFile) -> [FixIt] {
        guard destructive.count == leading.count, list.swipeActions.trailing.isEmpty,
              let swipeKey = list.swipeActions.keyRange, let first = leading.first,
              !SourceEditing.containsKey("trailing", in: SourceRange(start: swipeKey.end, end: list.range.end), of: source),
              let key = SourceEditing.keyRange(named: "leading", beforeValueAt: first.range.start, in: source) else { return [] }
        return [.replace(key, with: "trailing", message: "move the swipe actions to the trailing edge")]
    }
}
