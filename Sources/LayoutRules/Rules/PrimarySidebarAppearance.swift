import Diagnostics
import LayoutModel

/// The primary column is the app's sidebar and should look like one.
struct PrimarySidebarAppearance: Rule {
    static let descriptor = RuleDescriptor(
        id: "primary-sidebar-appearance",
        category: .guideline,
        defaultSeverity: .warning,
        summary: "The primary column's list is not `sidebar`",
        rationale: """
            People recognise an iPad app's top-level navigation by the sidebar look: tinted \
            background, rounded selection, sidebar headers. A plain or grouped list in the primary \
            column reads as content, so people look elsewhere for the app's sections.
            """)

    static let basis = """
        HIG, Split views and Sidebars: the primary column holds a sidebar and uses the \
        `UICollectionLayoutListConfiguration.Appearance.sidebar` appearance.
        """

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Mail
        screens:
          Mailboxes:
            list:
              appearance: ↓plain
              items:
                - { id: inbox, title: Inbox, image: tray }
          Message:
        split:
          style: doubleColumn
          primary: Mailboxes
          secondary: Message
        """),
        RuleExample("""
        spec: 1
        app: Notes
        screens:
          Folders:
            ↓list:
              items:
                - { id: all, title: All Notes, image: folder }
          Editor:
        split:
          style: doubleColumn
          primary: Folders
          secondary: Editor
        """),
        RuleExample("""
        spec: 1
        app: Home
        split:
          style: doubleColumn
          primary: { name: Rooms, ↓list: { items: [{ id: kitchen, title: Kitchen }] } }
          secondary: { name: Room }
        """),
        RuleExample("""
        spec: 1
        app: Files
        screens:
          Browse:
            list:
              appearance: sidebar
              items:
                - { id: drive, title: iCloud Drive, image: icloud }
              onSelect: { push: Folder }
          Folder:
            list:
              appearance: ↓plain
              items:
                - { id: documents, title: Documents, image: folder }
              onSelect: { showDetail: Document }
          Document:
        split:
          style: doubleColumn
          primary: Browse
          secondary: Document
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
          Message:
            list:
              appearance: plain
              items:
                - { id: body, title: Body }
        split:
          style: doubleColumn
          primary: Mailboxes
          secondary: Message
        """),
        RuleExample("""
        spec: 1
        app: Maps
        split:
          style: doubleColumn
          primary: { name: Search }
          secondary: { name: Map }
        """),
    ]

    /// The primary column's own list, and every list pushed onto the column from it: drilling
    /// into a folder in the sidebar stays in the sidebar.
    func check(_ context: RuleContext, into findings: inout Findings) {
        guard let primary = context.spec.split?.column(.primary) else { return }
        for name in context.graph.screens(in: .primary) {
            let isRoot = name == primary.screen.value
            // A screen also shown as content (pushed from a content column too) is checked there.
            guard isRoot || context.graph.columns(of: name) == [.primary],
                  let screen = context.screen(named: name), let list = screen.list,
                  list.appearance?.value != .sidebar else { continue }
            findings.report(
                isRoot
                    ? "the list of `\(name)` in the primary column \(AppearanceFix.written(list)); the primary column is the app's sidebar"
                    : "the list of `\(name)`, pushed onto the primary column, \(AppearanceFix.written(list)); lists pushed in the sidebar are part of it",
                at: AppearanceFix.range(of: list),
                label: "expected `sidebar`",
                related: isRoot ? [RelatedLocation(range: primary.screen.settingRange, label: "shown in the primary column here")] : [],
                help: "write `appearance: sidebar`",
                fixIts: AppearanceFix.fixIts(setting: .sidebar, on: list, in: context.source,
                                              keepingCompact: context.graph.compactRoots.contains(name)))
        }
    }
}
