import Diagnostics
import LayoutModel
import SpecSource

/// An outline section is one whose rows have children; children need an outline section.
struct OutlineWithoutChildren: Rule {
    static let descriptor = RuleDescriptor(
        id: "outline-without-children",
        category: .guideline,
        defaultSeverity: .warning,
        summary: "`outline: true` with no item that has children (or over rows from data whose item type holds none), or children in a section that is not an outline",
        rationale: """
            An outline lets people expand and collapse rows that have children. With no children \
            there is nothing to expand, and the section only gains disclosure styling that \
            suggests hidden content. Children in a section that is not an outline are never shown \
            at all, so people cannot reach them.
            """)

    static let basis = """
        Hierarchical rows need an `NSDiffableDataSourceSectionSnapshot` built with \
        `append(_:to:)` and an `outlineDisclosure` accessory; a flat section snapshot shows only \
        the top-level rows.
        """

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Notes
        screens:
          Folders:
            list:
              appearance: sidebar
              sections:
                - id: icloud
                  title: iCloud
                  outline: ↓true
                  items:
                    - { id: notes, title: Notes, image: folder }
                - id: onMyIPad
                  title: On My iPad
                  items:
                    - id: recipes
                      title: Recipes
                      ↓children:
                        - { id: baking, title: Baking }
        split:
          style: doubleColumn
          primary: Folders
          secondary: { name: Editor }
        """),
        RuleExample("""
        spec: 1
        app: Files
        screens:
          Browse:
            list:
              appearance: sidebar
              items:
                - id: drive
                  title: iCloud Drive
                  ↓children: [{ id: documents, title: Documents }]
          Tags:
            list:
              appearance: insetGrouped
              sections:
                - { id: colors, outline: false, items: [{ id: red, ↓children: [{ id: darkRed }] }] }
        split:
          style: doubleColumn
          primary: Browse
          secondary: Tags
        """),
        RuleExample("""
        spec: 1
        app: Reader
        screens:
          Feeds:
            list:
              appearance: sidebar
              itemType: Feed
              sections:
                - { id: accounts, sectionType: Account, outline: ↓true, items: dynamic }
        itemTypes:
          Feed: { children: false }
        split:
          style: doubleColumn
          primary: Feeds
          secondary: { name: Timeline }
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
        itemTypes:
          Feed: { children: true }    # a folder holds feeds
        split:
          style: doubleColumn
          primary: Feeds
          secondary: { name: Timeline }
        """),
        RuleExample("""
        spec: 1
        app: Notes
        screens:
          Folders:
            list:
              appearance: sidebar
              sections:
                - id: icloud
                  title: iCloud
                  outline: true
                  items:
                    - id: recipes
                      title: Recipes
                      children:
                        - { id: baking, title: Baking }
                - id: onMyIPad
                  title: On My iPad
                  items:
                    - { id: quickNotes, title: Quick Notes }
        split:
          style: doubleColumn
          primary: Folders
          secondary: { name: Editor }
        """),
        RuleExample("""
        spec: 1
        app: Home
        split:
          style: doubleColumn
          primary:
            name: Rooms
            list: { appearance: sidebar, items: [{ id: kitchen, title: Kitchen }] }
          secondary: { name: Room }
        """),
    ]

    func check(_ context: RuleContext, into findings: inout Findings) {
        // Worked out once: asked for per section, it would walk every list again.
        var holding: Set<String>?
        for (_, list) in context.listsThatCount {
            switch list.content {
            case .sections(let sections):
                for section in sections {
                    if section.isDynamic {
                        if holding == nil { holding = context.spec.rowTypesHoldingRows }
                        checkRowsFromData(section, itemType: list.itemType?.value, holding: holding ?? [], context, &findings)
                    } else {
                        check(section, isWrittenSection: true, context, &findings)
                    }
                }
            case .items:
                for section in list.sections { check(section, isWrittenSection: false, context, &findings) }
            case .dynamic, .none:
                continue
            }
        }
    }

    func check(_ section: ListSection, isWrittenSection: Bool, _ context: RuleContext, _ findings: inout Findings) {
        let parents = section.items.filter { !$0.children.isEmpty }
        if section.isOutline, let outline = section.outline {
            if parents.isEmpty {
                findings.report(
                    "`outline: true`, but no item in this section has children",
                    at: outline.range,
                    label: "nothing to expand",
                    help: "add `children` to the rows that group others, or remove `outline: true`")
            }
            return
        }
        let fix: [FixIt]
        if !isWrittenSection {
            fix = []
        } else if let outline = section.outline {
            fix = [.replace(outline.range, with: "true", message: "make the section an outline")]
        } else if let edit = SourceEditing.insertEntry("outline: true", intoMapping: section.range, in: context.source) {
            fix = [FixIt(message: "make the section an outline", edits: [edit])]
        } else {
            fix = []
        }
        for parent in parents {
            findings.report(
                "`\(parent.id?.value ?? "this item")` has children, but its section is not an outline, so they are never shown",
                at: parent.childrenKeyRange ?? parent.range,
                label: "hidden children",
                related: section.outline.map { [RelatedLocation(range: $0.range, label: "not an outline here")] } ?? [],
                help: isWrittenSection ? "write `outline: true` on the section" : "put these items in a section with `outline: true`",
                fixIts: fix)
        }
    }

    /// Rows from data expand when their type holds rows (`itemTypes: { Feed: { children: true } }`);
    /// `outline: true` over a type that holds none promises what no row can do.
    func checkRowsFromData(_ section: ListSection, itemType: String?, holding: Set<String>, _ context: RuleContext, _ findings: inout Findings) {
        guard section.isOutline, let outline = section.outline, let itemType, !holding.contains(itemType) else { return }
        let declared = context.spec.itemTypeSpec(named: itemType)
        findings.report(
            "`outline: true`, but `\(itemType)` rows have no children: the spec does not say that a `\(itemType)` holds rows",
            at: outline.range,
            label: "nothing to expand",
            related: declared.map { [RelatedLocation(range: $0.name.range, label: "`\(itemType)` is declared here, without `children: true`")] } ?? [],
            help: "declare `itemTypes: { \(itemType): { children: true } }` if a row can hold rows (a folder of feeds), or remove `outline: true`")
    }
}
