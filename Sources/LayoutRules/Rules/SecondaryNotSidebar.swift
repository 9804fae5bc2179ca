import Diagnostics
import LayoutModel

/// The secondary column shows content, never a sidebar.
struct SecondaryNotSidebar: Rule {
    static let descriptor = RuleDescriptor(
        id: "secondary-not-sidebar",
        category: .guideline,
        defaultSeverity: .warning,
        summary: "A list in the secondary column uses `sidebar`",
        rationale: """
            The sidebar look tells people "this is where you choose where to go". In the content \
            column it makes the detail look like a second navigation level, so people hunt for \
            the content they just selected.
            """)

    static let basis = """
        HIG, Split views and Sidebars: the `.sidebar` appearance is for the primary column's \
        app-level navigation; the secondary column shows the selected content.
        """

    static let triggeringExamples: [RuleExample] = [
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
            list:
              appearance: ↓sidebar
              items:
                - { id: call, title: Call, image: phone }
        split:
          style: doubleColumn
          primary: People
          secondary: Card
        """),
        RuleExample("""
        spec: 1
        app: Home
        screens:
          Rooms:
            list:
              appearance: sidebar
              items:
                - { id: kitchen, title: Kitchen, image: refrigerator }
              onSelect: { showDetail: Room }
          Room:
            list:
              appearance: insetGrouped
              items: dynamic
              itemType: Device
              onSelect: { push: DeviceSettings }
          DeviceSettings:
            list: { appearance: ↓sidebar, items: [{ id: name, title: Name }] }
        split:
          style: doubleColumn
          primary: Rooms
          secondary: { name: Welcome }
        """),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
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
            list:
              appearance: insetGrouped
              items:
                - { id: call, title: Call, image: phone }
        split:
          style: doubleColumn
          primary: People
          secondary: Card
        """),
        RuleExample("""
        spec: 1
        app: Reminders
        split:
          style: doubleColumn
          primary:
            name: Lists
            list: { appearance: sidebar, items: [{ id: today, title: Today }] }
          secondary:
            name: Reminders
            list: { appearance: plain, items: dynamic, itemType: Reminder }
        """),
    ]

    func check(_ context: RuleContext, into findings: inout Findings) {
        for name in context.graph.screens(in: .secondary) {
            guard let list = context.list(ofScreen: name), let appearance = list.appearance, appearance.value == .sidebar,
                  !context.graph.columns(of: name).contains(.primary) else { continue }
            findings.report(
                "the list of `\(name)` is shown in the secondary column but uses the `sidebar` appearance",
                at: appearance.range,
                label: "a content column, not a sidebar",
                help: "write `appearance: insetGrouped` (or `plain`) for content",
                fixIts: [.replace(appearance.range, with: ListAppearance.insetGrouped.rawValue, message: "use the `insetGrouped` appearance")])
        }
    }
}
