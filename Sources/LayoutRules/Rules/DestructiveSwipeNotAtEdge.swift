import Diagnostics
import LayoutModel
import SpecSource

/// A destructive trailing swipe action belongs first: at the edge, where a full swipe performs it.
struct DestructiveSwipeNotAtEdge: Rule {
    static let descriptor = RuleDescriptor(
        id: "destructive-swipe-not-at-edge",
        category: .guideline,
        defaultSeverity: .warning,
        summary: "A destructive trailing swipe action that is not the first",
        rationale: """
            Swipe actions are listed in UIKit's order: the first sits at the edge the swipe starts \
            from, and a full swipe performs it. With another action first, a full swipe from the \
            trailing edge, the gesture people use to delete, does that action instead, and the \
            destructive one is only reachable by stopping half way.
            """)

    static let basis = """
        `UISwipeActionsConfiguration(actions:)`: `actions[0]` is the outermost action, nearest the \
        edge the swipe starts from, and the one a full swipe performs; \
        `performsFirstActionWithFullSwipe` defaults to true (`UISwipeActionsConfiguration.h:18`, \
        `:21`; Apple doc `init(actions:)`). SwiftUI's `swipeActions(edge:allowsFullSwipe:)` also \
        performs the first action. Leading-edge destructive actions are `destructive-swipe-leading`'s.
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
                trailing:
                  - { title: Flag, style: normal, image: flag }
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
                trailing:
                  - { title: Move, image: folder }
                  - ↓title: Delete
                    style: destructive
          Trash:
            list:
              appearance: insetGrouped
              items: [{ id: all, title: All }]
              swipeActions: { trailing: [{ title: Restore }, ↓{ title: Erase, style: destructive }, ↓{ title: Shred, style: destructive }] }
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
                  - { title: Flag, style: normal, image: flag }
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
              swipeActions:
                leading: [{ title: Pin }, { title: Erase, style: destructive }]
                trailing: [{ title: Flag }, { title: Details }]
        split:
          style: doubleColumn
          primary: Lists
          secondary: { name: Reminders }
        """),
    ]

    func check(_ context: RuleContext, into findings: inout Findings) {
        for (_, list) in context.listsThatCount {
            let trailing = list.swipeActions.trailing
            guard let first = trailing.first, !first.isDestructive else { continue }
            for action in trailing.dropFirst() where action.isDestructive {
                findings.report(
                    "`\(action.title?.value ?? "this action")` is destructive but not the first trailing action, so a full swipe performs `\(first.title?.value ?? "the first action")` instead",
                    at: action.range,
                    label: "not at the edge",
                    related: [RelatedLocation(range: first.range, label: "a full swipe performs this")],
                    help: "list it first under `trailing`: the first action sits at the edge and is the one a full swipe performs",
                    fixIts: moveFirstFix(action, in: trailing, source: context.source))
            }
        }
    }

    /// Moves `action` to the front by rewriting each action up to it in place; offered only where
    /// every one of them is written on one line, so no block indentation has to move. At the
    /// edge a full swipe performs it, so an action that neither asks nor can be undone gains the
    /// `confirm:` that `destructive-swipe-unconfirmed` would otherwise ask for next.
    func moveFirstFix(_ action: SwipeAction, in actions: [SwipeAction], source: SourceFile) -> [FixIt] {
        guard let index = actions.firstIndex(where: { $0.range == action.range }) else { return [] }
        var texts = actions[...index].map { source.text($0.range) }
        guard !texts.contains(where: { $0.contains("\n") }) else { return [] }
        var message = "make `\(action.title?.value ?? "it")` the first trailing action"
        if action.confirm == nil, action.undoable == nil {
            let question = "\(action.title?.value ?? "Delete") this item?"
            guard let insertion = SourceEditing.insertEntry("confirm: \(question)", intoMapping: action.range, in: source) else { return [] }
            var moved = Array(texts[index].utf8)
            let at = insertion.range.start - action.range.start
            moved.replaceSubrange(at..<(insertion.range.end - action.range.start), with: Array(insertion.replacement.utf8))
            texts[index] = String(decoding: moved, as: UTF8.self)
            message += ", asking before it runs"
        }
        let reordered = [texts[index]] + texts[..<index]
        let edits = zip(actions[...index], reordered).map { TextEdit(range: $0.range, replacement: $1) }
        return [FixIt(message: message, edits: edits)]
    }
}
