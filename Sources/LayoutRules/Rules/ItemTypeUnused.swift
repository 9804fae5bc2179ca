import Diagnostics
import LayoutModel

/// What `itemTypes:` says about a type matters only where a list shows rows of it.
struct ItemTypeUnused: Rule {
    static let evidence = Evidence.wholeSpec
    static let descriptor = RuleDescriptor(
        id: "item-type-unused",
        category: .structure,
        defaultSeverity: .warning,
        summary: "An item type under `itemTypes:` that no list names in `itemType`",
        rationale: """
            `itemTypes:` says what a type of rows from data can do (`children: true`: a folder \
            holds feeds). A declaration no list's `itemType` names changes nothing: usually the \
            names differ by a letter (`Feeds` and `Feed`), and the list the author meant to make \
            an outline is generated flat.
            """)

    static let basis = """
        The generated row struct (`Reader.Feed`) gets `children: [Feed]?`, and the list an \
        `NSDiffableDataSourceSectionSnapshot` hierarchy built with `append(_:to:)` (UIKit.si:1930), \
        only for the type a list names in `itemType`.
        """

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Reader
        screens:
          Feeds:
            list:
              appearance: sidebar
              itemType: Feed
              sections:
                - { id: accounts, sectionType: Account, items: dynamic }
              onSelect: { showDetail: Timeline }
          Timeline:
            restoresState: true
        itemTypes:
          ↓Feeds: { children: true }
        split:
          style: doubleColumn
          primary: Feeds
          secondary: Timeline
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
              onSelect: { showDetail: Folder }
          Folder:
            restoresState: true
        itemTypes:
          ↓Folder: { children: true }    # no list has rows from data
        split:
          style: doubleColumn
          primary: Browse
          secondary: Folder
        """),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Reader
        screens:
          Feeds:
            list:
              appearance: sidebar
              itemType: Feed
              sections:
                - { id: accounts, sectionType: Account, outline: true, items: dynamic }
              onSelect: { showDetail: Timeline }
          Timeline:
            restoresState: true
        itemTypes:
          Feed: { children: true }
        split:
          style: doubleColumn
          primary: Feeds
          secondary: Timeline
        """),
        RuleExample("""
        spec: 1
        app: Kitchen
        screens:
          Suppliers:
            list: { appearance: sidebar, items: dynamic, itemType: Supplier, onSelect: { showDetail: Orders } }
          Orders:
            restoresState: true
        itemTypes:
          Supplier: { children: true }   # a wholesaler's own suppliers
        split:
          style: doubleColumn
          primary: Suppliers
          secondary: Orders
        """),
    ]

    func check(_ context: RuleContext, into findings: inout Findings) {
        let spec = context.spec
        guard !spec.itemTypes.isEmpty else { return }
        let named = spec.screens.compactMap { $0.list.flatMap { $0.hasRowsFromData ? $0.itemType?.value : nil } }
        let used = Set(named)
        let candidates = Suggestions.Candidates(Array(used))
        for type in spec.itemTypes where !used.contains(type.name.value) {
            let near = candidates.closest(to: type.name.value)
            findings.report(
                "no list's `itemType` is `\(type.name.value)`, so what `itemTypes` says about it changes nothing",
                at: type.name.range,
                label: "not a list's item type",
                help: near.map { "did you mean `\($0)`, the item type of a list?" } ?? "name it in a list's `itemType`, or remove it",
                fixIts: near.map { [.replace(type.name.range, with: $0, message: "rename to `\($0)`")] } ?? [])
        }
    }
}
