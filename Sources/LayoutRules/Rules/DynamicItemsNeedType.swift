import Diagnostics
import LayoutModel

/// Rows that come from data need a type for the data source to hold.
struct DynamicItemsNeedType: Rule {
    static let descriptor = RuleDescriptor(
        id: "dynamic-items-need-type",
        category: .structure,
        defaultSeverity: .error,
        summary: "`items: dynamic` without `itemType`",
        rationale: """
            Rows that come from data at run time are identified by values of a generated \
            `Hashable & Sendable` type. Without `itemType` there is no type to generate, so the \
            list cannot be filled and people would see it empty.
            """)

    static let basis = """
        `UICollectionViewDiffableDataSource<Section, Item>` and `NSDiffableDataSourceSnapshot` \
        need an `Item: Hashable & Sendable` type; `itemType` names it.
        """

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Mail
        screens:
          MessageList:
            ↓list:
              appearance: sidebarPlain
              items: dynamic
        split:
          style: doubleColumn
          primary: { name: Mailboxes }
          secondary: MessageList
        """),
        RuleExample("""
        spec: 1
        app: Contacts
        split:
          style: doubleColumn
          primary:
            name: People
            ↓list: { appearance: sidebar, items: dynamic }
          secondary: { name: Card, ↓list: { items: dynamic } }
        """),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Mail
        screens:
          MessageList:
            list:
              appearance: sidebarPlain
              items: dynamic
              itemType: Message
        split:
          style: doubleColumn
          primary: { name: Mailboxes }
          secondary: MessageList
        """),
        RuleExample("""
        spec: 1
        app: Home
        split:
          style: doubleColumn
          primary:
            name: Rooms
            list:
              appearance: sidebar
              items:
                - { id: kitchen, title: Kitchen, image: refrigerator }
          secondary: { name: Room }
        """),
    ]

    func check(_ context: RuleContext, into findings: inout Findings) {
        for (screenName, list) in context.allLists {
            guard case .dynamic(let dynamicRange) = list.content, list.itemType == nil else { continue }
            findings.report(
                "the list of `\(screenName)` has `items: dynamic` but no `itemType`",
                at: list.keyRange,
                label: "missing `itemType`",
                related: [RelatedLocation(range: dynamicRange, label: "rows come from data here")],
                help: "add `itemType: \(suggestedType(for: screenName))`, the name of the generated item type")
        }
    }

    /// `MessageList` → `Message`: a plausible name for the help text.
    func suggestedType(for screen: String) -> String {
        for suffix in ["List", "s"] where screen.hasSuffix(suffix) && screen.count > suffix.count {
            return String(screen.dropLast(suffix.count))
        }
        return screen + "Item"
    }
}
