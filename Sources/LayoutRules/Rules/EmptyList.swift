import Diagnostics
import LayoutModel

/// A list with nothing in it.
struct EmptyList: Rule {
    static let descriptor = RuleDescriptor(
        id: "empty-list",
        category: .guideline,
        defaultSeverity: .warning,
        summary: "A list or section with no items that is not `dynamic`",
        rationale: """
            A static list with no rows shows people a blank screen (or an empty section header) \
            with nothing to tap. If the rows come from data, say so with `items: dynamic`; \
            otherwise the screen is unfinished.
            """)

    static let basis = """
        A `UICollectionViewDiffableDataSource` shows exactly the items of its snapshot; static \
        lists are generated with their items, so an empty one stays empty.
        """

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Settings
        screens:
          Categories:
            ↓list: { appearance: sidebar }
          Pane:
            list:
              appearance: insetGrouped
              ↓items: []
        split:
          style: doubleColumn
          primary: Categories
          secondary: Pane
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
                  title: Places
                  items:
                    - { id: drive, title: iCloud Drive, image: icloud }
                - ↓id: tags
                  title: Tags
                - { id: shared, title: Shared, ↓items: [] }
          Recents:
            list:
              appearance: insetGrouped
              ↓sections: []
        split:
          style: doubleColumn
          primary: Browse
          secondary: Recents
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
            let help = "add items, or write `items: dynamic` with an `itemType` if the rows come from data"
            switch list.content {
            case .dynamic:
                continue
            case .none:
                // A key whose value failed to decode is already reported.
                guard list.contentKeyRange == nil else { continue }
                findings.report("the list of `\(screenName)` has no `items` or `sections`", at: list.keyRange,
                                label: "empty list", help: help)
            case .items(let items):
                if items.isEmpty, let key = list.contentKeyRange {
                    findings.report("the list of `\(screenName)` has no items", at: key, label: "empty list", help: help)
                }
            case .sections(let sections):
                if sections.isEmpty, let key = list.contentKeyRange {
                    findings.report("the list of `\(screenName)` has no sections", at: key, label: "empty list", help: help)
                }
                for section in sections where section.items.isEmpty && !section.isDynamic {
                    let id = section.id.map { "`\($0.value)`" } ?? "this section"
                    findings.report("the section \(id) of `\(screenName)` has no items", at: section.itemsKeyRange ?? section.range,
                                    label: "empty section", help: "add items to it, or remove the section")
                }
            }
        }
    }
}
