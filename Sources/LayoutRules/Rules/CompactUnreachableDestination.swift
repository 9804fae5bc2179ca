import Diagnostics
import LayoutModel
import SpecSource

/// What people can open on a wide iPad they must also be able to open in compact width.
struct CompactUnreachableDestination: Rule {
    static let evidence = Evidence.wholeSpec
    static let descriptor = RuleDescriptor(
        id: "compact-unreachable-destination",
        category: .guideline,
        defaultSeverity: .warning,
        summary: "A destination reachable in regular width that the compact flow cannot reach",
        rationale: """
            An iPad app is compact in Slide Over and narrow Split View, and so is the iPhone. If \
            the compact flow has no path to a screen people can open in regular width, that \
            feature disappears as soon as they narrow the window, and they cannot get it back \
            without widening it.
            """)

    static let basis = """
        `setViewController(_:for: .compact)` replaces the collapsed columns entirely in compact \
        width, so only what that flow reaches is available. iPad can be compact (HIG; WWDC \
        "Making Apps Adaptive"). Destinations are selection targets and the supplementary and \
        secondary columns' roots.
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
              onSelect: { showDetail: ↓Message }
          Message:
            restoresState: true
          Settings:
        split:
          style: doubleColumn
          primary: Mailboxes
          secondary: Message
          compact:
            navigation: { root: Settings }
        """),
        RuleExample("""
        spec: 1
        app: Files
        screens:
          Browse:
            list:
              appearance: sidebar
              items:
                - { id: recents, title: Recents, image: clock }
                - { id: shared, title: Shared, image: person.2, onSelect: { showSupplementary: ↓SharedFiles } }
              onSelect: { showSupplementary: Folder }
          Folder:
            list:
              appearance: sidebarPlain
              items: dynamic
              itemType: FileItem
              onSelect: { showDetail: Preview }
          SharedFiles:
          Preview:
            restoresState: true
        split:
          style: tripleColumn
          primary: Browse
          supplementary: Folder
          secondary: { name: ↓Welcome }
          compact:
            tabBar:
              tabs:
                - { title: Browse, image: folder, root: Folder }
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
              onSelect: { showDetail: Message }
          Message:
            restoresState: true
        split:
          style: doubleColumn
          primary: Mailboxes
          secondary: Message
          compact:
            navigation: { root: Mailboxes }
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
              onSelect: { showDetail: Card }
          Card:
        split:
          style: doubleColumn
          primary: People
          secondary: Card
        """),
    ]

    func check(_ context: RuleContext, into findings: inout Findings) {
        let graph = context.graph
        guard let compact = context.spec.split?.compact else { return }
        var reported = Set<String>()
        for destination in graph.destinations.sorted(by: { $0.range.start < $1.range.start }) {
            let name = destination.name
            guard reported.insert(name).inserted, context.screen(named: name) != nil,
                  graph.isReachableInRegular(name), !graph.isShownInCompact(name) else { continue }
            findings.report(
                "`\(name)` can be opened in regular width, but the compact flow has no path to it",
                at: destination.range,
                label: "unreachable in compact width",
                related: [RelatedLocation(range: compact.flowKeyRange, label: "the compact flow starts here")],
                notes: ["an iPad in Slide Over or narrow Split View is compact, like an iPhone"],
                help: "add a tab whose root leads to `\(name)`, or a selection action that reaches it from a screen the compact flow shows")
        }
    }
}
