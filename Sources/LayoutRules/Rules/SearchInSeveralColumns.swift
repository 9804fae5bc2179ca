import Diagnostics
import LayoutModel

/// Search fields in more than one column that regular width shows side by side.
struct SearchInSeveralColumns: Rule {
    static let descriptor = RuleDescriptor(
        id: "search-in-several-columns",
        category: .guideline,
        defaultSeverity: .warning,
        summary: "Search fields in more than one of the columns shown side by side",
        rationale: """
            Two search fields on screen at once make people guess which one searches what: the \
            sidebar's or the list's. The apps that do this well put one field where the content \
            is (NetNewsWire's timeline, Food Truck's orders) and scope it with a scope bar.
            """)

    static let basis = """
        Each column of a `UISplitViewController` has its own navigation bar, so a \
        `navigationItem.searchController` in two column screens shows two fields side by side in \
        regular width. HIG, Search fields (https://developer.apple.com/design/human-interface-guidelines/search-fields): \
        make clear what a search covers; use a scope bar to refine it.
        """

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Reader
        screens:
          Feeds:
            search: { prompt: Search Feeds }
            list: { appearance: sidebar, items: [{ id: all, title: All Unread }], onSelect: { showSupplementary: Timeline } }
          Timeline:
            restoresState: true
            ↓search: { prompt: Search Articles }
            list: { appearance: sidebarPlain, items: dynamic, itemType: Article, onSelect: { showDetail: Article } }
          Article:
        split: { style: tripleColumn, primary: Feeds, supplementary: Timeline, secondary: Article }
        """),
        RuleExample("""
        spec: 1
        app: Notes
        split:
          style: doubleColumn
          primary:
            name: Folders
            search: {}
            list: { appearance: sidebar, items: [{ id: all, title: All Notes }], onSelect: { showDetail: Editor } }
          secondary:
            name: Editor
            ↓search: { prompt: Find in Note }
        """),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Reader
        screens:
          Feeds:
            list: { appearance: sidebar, items: [{ id: all, title: All Unread }], onSelect: { showSupplementary: Timeline } }
          Timeline:
            search: { prompt: Search Articles, scopes: [Here, All Articles] }
            list: { appearance: sidebarPlain, items: dynamic, itemType: Article, onSelect: { showDetail: Article } }
          Article:
        split: { style: tripleColumn, primary: Feeds, supplementary: Timeline, secondary: Article }
        """),
        RuleExample("""
        spec: 1
        app: Orders
        screens:
          Panels:
            list: { appearance: sidebar, items: [{ id: orders, title: Orders }], onSelect: { showDetail: Orders } }
          Orders:
            search: { prompt: Search Orders }
            list: { appearance: insetGrouped, items: dynamic, itemType: Order, onSelect: { push: Order } }
          Order:
            search: { prompt: Search Items }
        split: { style: doubleColumn, primary: Panels, secondary: Orders }
        """),
    ]

    func check(_ context: RuleContext, into findings: inout Findings) {
        guard let split = context.spec.split else { return }
        // The columns' first screens: what regular width shows side by side at once.
        var first: (column: Column, name: String)?
        for column in split.columns {
            guard let screen = context.screen(named: column.screen.value), let search = screen.search else { continue }
            guard let earlier = first else {
                first = (column.column, screen.name.value)
                continue
            }
            findings.report(
                "`\(screen.name.value)` in the \(column.column.rawValue) column has a search field, and so has `\(earlier.name)` in the \(earlier.column.rawValue) column beside it",
                at: search.keyRange,
                label: "a second search field",
                related: context.screen(named: earlier.name)?.search.map { [RelatedLocation(range: $0.keyRange, label: "the first search field")] } ?? [],
                help: "keep one field, where the content is searched, and refine it with `scopes`")
        }
    }
}
