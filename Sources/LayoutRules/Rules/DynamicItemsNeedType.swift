import Diagnostics
import LayoutModel

/// Rows that come from data need a type for the data source to hold.
struct DynamicItemsNeedType: Rule {
    static let descriptor = RuleDescriptor(
        id: "dynamic-items-need-type",
        category: .structure,
        defaultSeverity: .error,
        summary: "`items: dynamic` without `itemType`, on the list or in a section",
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
        RuleExample("""
        spec: 1
        app: Reader
        split:
          style: doubleColumn
          primary:
            name: Feeds
            list:
              appearance: sidebar
              sections:
                - { id: smart, title: Smart Feeds, items: [{ id: today, title: Today }] }
                - { id: accounts, sectionType: Account, items: ↓dynamic }
          secondary: { name: Timeline }
        """),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Reader
        split:
          style: doubleColumn
          primary:
            name: Feeds
            list:
              appearance: sidebar
              itemType: Feed
              sections:
                - { id: smart, title: Smart Feeds, items: [{ id: today, title: Today }] }
                - { id: accounts, sectionType: Account, items: dynamic }
          secondary: { name: Timeline }
        """),
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
            guard list.itemType == nil else { continue }
            if case .sections(let sections) = list.content {
                for section in sections {
                    guard let dynamic = section.dynamic else { continue }
                    let id = section.id.map { "`\($0.value)`" } ?? "a section"
                    findings.report(
                        "the section \(id) of `\(screenName)` has `items: dynamic`, but the list has no `itemType` for its rows",
                        at: dynamic,
                        label: "rows of no type",
                        related: [RelatedLocation(range: list.keyRange, label: "the list, without `itemType`")],
                        help: "add `itemType: \(suggestedType(for: screenName))` to the list, the name of the generated row type")
                }
            }
            guard case .dynamic(let dynamicRange) = list.content else { continue }
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
