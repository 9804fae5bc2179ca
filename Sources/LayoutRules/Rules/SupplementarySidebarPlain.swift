import Diagnostics
import LayoutModel

/// The supplementary column lists content, with the plain sidebar look.
struct SupplementarySidebarPlain: Rule {
    static let descriptor = RuleDescriptor(
        id: "supplementary-sidebar-plain",
        category: .guideline,
        defaultSeverity: .warning,
        summary: "A list in the supplementary column is not `sidebarPlain`",
        rationale: """
            The middle column of a three-column app lists content (messages, notes, files). The \
            plain sidebar look ties it visually to the sidebar beside it while keeping it a list of \
            content; another appearance makes the column look like a second sidebar or like a \
            detail page, and the three columns stop reading as one navigation path.
            """)

    static let basis = """
        HIG, Split views: a supplementary column that shows a list of content items uses \
        `UICollectionLayoutListConfiguration.Appearance.sidebarPlain`.
        """

    static let triggeringExamples: [RuleExample] = [
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
            list:
              appearance: ↓sidebar
              items: dynamic
              itemType: Message
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
                - { id: all, title: All Notes, image: folder }
                - { id: shared, title: Shared, image: person.2, onSelect: { showSupplementary: SharedNotes } }
              onSelect: { showSupplementary: NoteList }
          NoteList:
            list:
              appearance: ↓insetGrouped
              items: dynamic
              itemType: Note
          SharedNotes:
            title: Shared
            ↓list:
              items: dynamic
              itemType: Note
          Editor:
        split:
          style: tripleColumn
          primary: Folders
          supplementary: NoteList
          secondary: Editor
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
            list:
              appearance: sidebarPlain
              items: dynamic
              itemType: Message
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
        screens:
          People:
            list:
              appearance: sidebar
              items: dynamic
              itemType: Person
          Card:
            list:
              appearance: insetGrouped
              items:
                - { id: call, title: Call, image: phone }
        split:
          style: doubleColumn
          primary: People
          secondary: Card
        """),
    ]

    func check(_ context: RuleContext, into findings: inout Findings) {
        guard let split = context.spec.split, split.style?.value != .doubleColumn else { return }
        for name in context.graph.screens(in: .supplementary) {
            // The primary column's own list is `primary-sidebar-appearance`'s concern.
            guard let list = context.list(ofScreen: name), list.appearance?.value != .sidebarPlain,
                  !context.graph.columns(of: name).contains(.primary) else { continue }
            findings.report(
                "the list of `\(name)` is shown in the supplementary column and \(AppearanceFix.written(list)); content lists there use the plain sidebar look",
                at: AppearanceFix.range(of: list),
                label: "expected `sidebarPlain`",
                help: "write `appearance: sidebarPlain`",
                fixIts: AppearanceFix.fixIts(setting: .sidebarPlain, on: list, in: context.source))
        }
    }
}
