import Diagnostics
import LayoutModel
import SpecSource

/// Opt-in: a list that is a sidebar in regular width takes a list look where it fills a compact
/// screen.
struct SidebarInCompactWidth: Rule {
    static let descriptor = RuleDescriptor(
        id: "sidebar-in-compact-width",
        category: .guideline,
        defaultSeverity: .warning,
        summary: "A list with the `sidebar` look at the root of the compact-width flow",
        rationale: """
            A sidebar is a column beside the content in regular width. In compact width the same \
            list fills the screen as the first thing people see, where iPhone apps use an inset \
            grouped or plain list; keeping the sidebar look there makes the app look like an iPad \
            app squeezed onto a phone. Teams that design both widths turn this rule on.
            """,
        isOptIn: true)

    static let basis = """
        HIG, Sidebars: a sidebar belongs to regular width; in a compact environment the app's top \
        level is a tab bar or a list. NetNewsWire's MainFeedCollectionViewController builds its \
        feeds list `.sidebar` on iPad and `.insetGrouped` on iPhone; the spec says it by size \
        class (`appearance: { regular: sidebar, compact: insetGrouped }`), which also covers an \
        iPad in Slide Over.
        """

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Reader
        screens:
          Feeds:
            list:
              appearance: ↓sidebar
              items: [{ id: all, title: All Unread }]
              onSelect: { showDetail: Articles }
          Articles:
            restoresState: true
        split:
          style: doubleColumn
          primary: Feeds
          secondary: Articles
          compact:
            navigation: { root: Feeds }
        """),
        RuleExample("""
        spec: 1
        app: Mail
        screens:
          Mailboxes:
            list:
              appearance: { regular: sidebar, compact: ↓sidebar }
              items: [{ id: inbox, title: Inbox }]
              onSelect: { showDetail: Messages }
          Messages:
            restoresState: true
        split:
          style: doubleColumn
          primary: Mailboxes
          secondary: Messages
        """),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Reader
        screens:
          Feeds:
            list:
              appearance: { regular: sidebar, compact: insetGrouped }
              items: [{ id: all, title: All Unread }]
              onSelect: { showDetail: Articles }
          Articles:
            restoresState: true
        split:
          style: doubleColumn
          primary: Feeds
          secondary: Articles
          compact:
            navigation: { root: Feeds }
        """),
        RuleExample("""
        spec: 1
        app: Social
        screens:
          Sidebar:
            list:
              appearance: sidebar                # only in regular width: compact width has tabs
              items: [{ id: home, title: Home, onSelect: { showDetail: Home } }]
          Home:
            restoresState: true
            list: { appearance: plain, items: dynamic, itemType: Post }
        split:
          style: doubleColumn
          primary: Sidebar
          secondary: Home
          compact:
            tabBar:
              tabs:
                - { title: Home, image: house, root: Home }
        """),
    ]

    func check(_ context: RuleContext, into findings: inout Findings) {
        let roots = Set(context.graph.compactRoots)
        for (screenName, list) in context.listsThatCount where roots.contains(screenName) {
            guard list.appearance(in: .compact) == .sidebar else { continue }
            let written = list.compactAppearance ?? list.appearance
            guard let written else { continue }
            let fix: [FixIt] = list.compactAppearance == nil
                ? [.replace(written.range, with: "{ regular: sidebar, compact: insetGrouped }", message: "use `insetGrouped` in compact width")]
                : [.replace(written.range, with: "insetGrouped", message: "use `insetGrouped` in compact width")]
            findings.report(
                "`\(screenName)` is the first screen in compact width and keeps the `sidebar` look there, where it fills the screen",
                at: written.range,
                label: "a sidebar in compact width",
                help: "give it a list look in compact width: `appearance: { regular: sidebar, compact: insetGrouped }`",
                fixIts: fix)
        }
    }
}
