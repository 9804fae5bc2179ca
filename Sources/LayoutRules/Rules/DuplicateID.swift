import Diagnostics
import LayoutModel
import SpecSource

/// Ids identify rows and sections to the diffable data source, and names identify screens.
struct DuplicateID: Rule {
    static let evidence = Evidence.valuesPresent
    static let descriptor = RuleDescriptor(
        id: "duplicate-id",
        category: .structure,
        defaultSeverity: .error,
        summary: "Two items or sections in one list, two screens or two transient UI entries share an id",
        rationale: """
            A diffable data source identifies each row by its id across the whole list, outline \
            children included; two rows with one id crash the app when the snapshot is applied. \
            Two screens with one name make every reference to that name ambiguous, so a tap could \
            open the wrong screen. The first one counts; the later one is reported.
            """)

    static let basis = """
        `NSDiffableDataSourceSnapshot` and `NSDiffableDataSourceSectionSnapshot` require unique \
        item and section identifiers; UIKit raises an exception for duplicates.
        """

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Mail
        screens:
          Mailboxes:
            list:
              appearance: sidebar
              sections:
                - id: favorites
                  title: Favorites
                  items:
                    - { id: inbox, title: Inbox, image: tray }
                - id: accounts
                  title: Accounts
                  outline: true
                  items:
                    - id: icloud
                      title: iCloud
                      image: icloud
                      children:
                        - { id: ↓inbox, title: Inbox, image: tray }
                - id: ↓favorites
                  title: More
                  items:
                    - { id: sent, title: Sent, image: paperplane }
          Message:
        split:
          style: doubleColumn
          primary: Mailboxes
          secondary: Message
        """),
        RuleExample("""
        spec: 1
        app: Notes
        screens:
          Editor:
            title: Note
        split:
          style: doubleColumn
          primary: { name: Folders }
          secondary: { name: ↓Editor, readableWidth: true }
        transient:
          - { id: share, kind: sheet, screen: Folders }
          - { id: ↓share, kind: sheet, screen: Editor }
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
                - { id: sent, title: Sent, image: paperplane }
          Message:
            list:
              appearance: insetGrouped
              items:
                - { id: inbox, title: Back to Inbox, image: tray }
        split:
          style: doubleColumn
          primary: Mailboxes
          secondary: Message
        """),
        RuleExample("""
        spec: 1
        app: Files
        screens:
          Browse:
            list:
              appearance: sidebar
              sections:
                - id: locations
                  outline: true
                  items:
                    - id: drive
                      children:
                        - { id: documents }
                - id: tags
                  items:
                    - { id: red }
        split:
          style: doubleColumn
          primary: Browse
          secondary: { name: Preview }
        """),
    ]

    func check(_ context: RuleContext, into findings: inout Findings) {
        let spec = context.spec
        for (_, list) in context.allLists {
            if case .sections(let sections) = list.content {
                report(sections.compactMap(\.id), noun: "section id", scope: "in this list", into: &findings)
            }
            report(list.itemIDs, noun: "item id",
                   scope: "in this list (ids are unique across the whole list, outline children included)", into: &findings)
        }
        let screenNames = spec.screens.map(\.name).sorted { $0.range.start < $1.range.start }
        report(screenNames, noun: "screen name", scope: "in this spec", into: &findings)
        report(spec.transient.compactMap(\.id), noun: "transient UI id", scope: "in this spec", into: &findings)
    }

    /// Reports every occurrence after the first of each value, pointing back at the first.
    func report(_ names: [Located<String>], noun: String, scope: String, into findings: inout Findings) {
        // Most lists have a dozen rows: comparing each id with the earlier ones costs less than
        // hashing them into a dictionary that grows as it goes. `==` in both, so the same ids match.
        let linear = names.count <= 24
        var first: [String: SourceRange] = [:]
        if !linear { first.reserveCapacity(names.count) }
        for (index, name) in names.enumerated() {
            let earlier = linear ? names[..<index].first(where: { $0.value == name.value })?.range : first[name.value]
            if let earlier {
                findings.report(
                    "\(noun) `\(name.value)` is already used \(scope)",
                    at: name.range,
                    label: "duplicate",
                    related: [RelatedLocation(range: earlier, label: "first used here")],
                    help: "rename one of them; the first one counts")
            } else if !linear {
                first[name.value] = name.range
            }
        }
    }
}
