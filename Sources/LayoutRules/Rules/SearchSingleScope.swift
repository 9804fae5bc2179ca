import Diagnostics
import LayoutModel

/// One search scope: UIKit shows no scope bar for it, so it does nothing.
struct SearchSingleScope: Rule {
    static let evidence = Evidence.valuesPresent
    static let descriptor = RuleDescriptor(
        id: "search-single-scope",
        category: .structure,
        defaultSeverity: .warning,
        summary: "A search field with exactly one scope, which UIKit never shows",
        rationale: """
            A scope bar lets people choose between ways to search; with one scope there is \
            nothing to choose, and UIKit draws no scope bar at all, so the spec promises a control \
            that never appears.
            """)

    static let basis = """
        `UISearchBar.scopeButtonTitles` (UISearchBar.h:100): "no scope bar shown unless 2 or more \
        items".
        """

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Reader
        screens:
          Timeline:
            search: { prompt: Search Articles, ↓scopes: [All Articles] }
            list: { appearance: sidebar, items: dynamic, itemType: Article, onSelect: { showDetail: Article } }
          Article:
        split: { style: doubleColumn, primary: Timeline, secondary: Article }
        """),
        RuleExample("""
        spec: 1
        app: Orders
        screens:
          Orders:
            search:
              ↓scopes:
                - Today
            list: { appearance: sidebar, items: dynamic, itemType: Order, onSelect: { showDetail: Order } }
          Order:
        split: { style: doubleColumn, primary: Orders, secondary: Order }
        """),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Reader
        screens:
          Timeline:
            search: { prompt: Search Articles, scopes: [Here, All Articles] }
            list: { appearance: sidebar, items: dynamic, itemType: Article, onSelect: { showDetail: Article } }
          Article:
        split: { style: doubleColumn, primary: Timeline, secondary: Article }
        """),
        RuleExample("""
        spec: 1
        app: Reader
        screens:
          Timeline:
            search: { prompt: Search Articles }
            list: { appearance: sidebar, items: dynamic, itemType: Article, onSelect: { showDetail: Article } }
          Article:
        split: { style: doubleColumn, primary: Timeline, secondary: Article }
        """),
    ]

    func check(_ context: RuleContext, into findings: inout Findings) {
        for screen in context.spec.screens {
            guard let search = screen.search, search.scopes.count == 1, let key = search.scopesKeyRange else { continue }
            findings.report(
                "the search field of `\(screen.name.value)` has one scope, `\(search.scopes[0].value)`; UIKit shows a scope bar only for two or more",
                at: key,
                label: "one scope",
                help: "add the other ways to search (NetNewsWire: `[Here, All Articles]`), or remove `scopes`")
        }
    }
}
