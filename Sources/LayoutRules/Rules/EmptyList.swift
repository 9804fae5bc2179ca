import Diagnostics
import LayoutModel

/// A section with nothing in it. (A list with no row at all cannot be generated: the decoder
/// reports it as `missing-key`, an error whatever this rule's severity.)
struct EmptyList: Rule {
    static let descriptor = RuleDescriptor(
        id: "empty-list",
        category: .guideline,
        defaultSeverity: .warning,
        summary: "A section with no items that is not `dynamic`",
        rationale: """
            A section with no rows shows people an empty header with nothing to tap. If its rows \
            come from data, say so with `items: dynamic`; otherwise it is unfinished. (A list with \
            no rows at all is an error: it is not generated.)
            """)

    static let basis = """
        A `UICollectionViewDiffableDataSource` shows exactly the items of its snapshot; static \
        lists are generated with their items, so an empty one stays empty.
        """

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Files
        screens:
          Browse:
            list:
              appearance: sidebar
              sections:
                - id: places
                  title: Places
                  items:
                    - { id: drive, title: iCloud Drive, image: icloud }
                - ↓id: tags
                  title: Tags
                - { id: shared, title: Shared, ↓items: [] }
          Recents:
            list:
              appearance: insetGrouped
              items:
                - { id: today, title: Today }
        split:
          style: doubleColumn
          primary: Browse
          secondary: Recents
        """),
        RuleExample("""
        spec: 1
        app: Settings
        screens:
          Categories:
            list:
              appearance: sidebar
              sections:
                - { id: general, title: General, items: [{ id: about, title: About }] }
                - { id: privacy, title: Privacy, ↓items: [] }
          Pane: { title: Settings }
        split:
          style: doubleColumn
          primary: Categories
          secondary: Pane
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
          Card:
            title: Contact
        split:
          style: doubleColumn
          primary: People
          secondary: Card
        """),
        RuleExample("""
        spec: 1
        app: Files
        screens:
          Browse:
            list:
              appearance: sidebar
              sections:
                - id: places
                  items:
                    - { id: drive, title: iCloud Drive, image: icloud }
        split:
          style: doubleColumn
          primary: Browse
          secondary: { name: Preview }
        """),
    ]

    func check(_ context: RuleContext, into findings: inout Findings) {
        for (screenName, list) in context.listsThatCount {
            // A list with no row at all is not generated, and the decoder says so (`missing-key`).
            switch list.content {
            case .dynamic, .none, .items:
                continue
            case .sections(let sections):
                for section in sections where section.items.isEmpty && !section.isDynamic {
                    let id = section.id.map { "`\($0.value)`" } ?? "this section"
                    findings.report("the section \(id) of `\(screenName)` has no items", at: section.itemsKeyRange ?? section.range,
                                    label: "empty section", help: "add items to it, or remove the section")
                }
            }
        }
    }
}
