import Diagnostics
import LayoutModel
import SpecSource

/// Section headers show section titles; one without the other is a mistake.
struct HeaderModeWithoutTitles: Rule {
    static let descriptor = RuleDescriptor(
        id: "header-mode-without-titles",
        category: .guideline,
        defaultSeverity: .warning,
        summary: "A header mode that shows headers while no section has a title, or titled sections whose headers never show",
        rationale: """
            Headers without titles are empty bars (or, with `firstItemInSection`, rows that say \
            nothing) that push content down and tell people nothing. Titles that no size class \
            shows are group names people never see, so a long list loses the structure the spec \
            gave it.
            """)

    static let basis = """
        `UICollectionLayoutListConfiguration.headerMode`: `.supplementary` asks for a header view \
        per section and `.firstItemInSection` styles each section's first row as its header; \
        `.none` shows neither. Headers show the section's title.
        """

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Settings
        screens:
          Categories:
            list:
              appearance: sidebar
              headerMode: ↓supplementary
              items:
                - { id: general, title: General, image: gear }
        split:
          style: doubleColumn
          primary: Categories
          secondary: { name: Pane }
        """),
        RuleExample("""
        spec: 1
        app: Files
        screens:
          Browse:
            list:
              appearance: sidebar
              headerMode: { regular: ↓firstItemInSection, compact: none }
              sections:
                - id: places
                  items:
                    - { id: drive, title: iCloud Drive, image: icloud }
          Tags:
            list:
              appearance: insetGrouped
              headerMode: ↓none
              sections:
                - id: colors
                  title: Colors
                  items:
                    - { id: red, title: Red, image: circle.fill }
        split:
          style: doubleColumn
          primary: Browse
          secondary: Tags
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
              sections:
                - id: favorites
                  title: Favorites
                  items:
                    - { id: inbox, title: Inbox, image: tray }
        split:
          style: doubleColumn
          primary: Mailboxes
          secondary: { name: Message }
        """),
        RuleExample("""
        spec: 1
        app: Files
        screens:
          Browse:
            list:
              appearance: sidebar
              headerMode: { regular: supplementary, compact: none }
              sections:
                - id: places
                  title: Places
                  items:
                    - { id: drive, title: iCloud Drive, image: icloud }
          Recents:
            list:
              appearance: insetGrouped
              headerMode: none
              items:
                - { id: today, title: Today }
        split:
          style: doubleColumn
          primary: Browse
          secondary: Recents
        """),
    ]

    func check(_ context: RuleContext, into findings: inout Findings) {
        for (screenName, list) in context.listsThatCount {
            guard let mode = list.headerMode else { continue }
            let sections: [ListSection]
            switch list.content {
            case .items, .sections: sections = list.sections
            case .dynamic, .none: continue
            }
            let written = explicitValues(mode)
            // Sections repeated from data take their titles from the app's values.
            if sections.contains(where: { $0.title == nil && $0.hasTitle }) { continue }
            if let firstTitle = sections.compactMap(\.title).first {
                guard list.headerMode(in: .regular) == .none, list.headerMode(in: .compact) == .none else { continue }
                for value in written where value.value == .none {
                    findings.report(
                        "sections of `\(screenName)` have titles, but `headerMode: none` hides them in every size class",
                        at: value.range,
                        label: "titles never shown",
                        related: [RelatedLocation(range: firstTitle.range, label: "a section title")],
                        help: "write `supplementary` (or `firstItemInSection`) to show the titles, or remove the titles")
                }
            } else {
                for value in written where value.value.showsHeaders {
                    findings.report(
                        "`\(value.value.rawValue)` shows section headers, but no section of `\(screenName)` has a title",
                        at: value.range,
                        label: "headers with nothing to show",
                        help: "write `none`, or give the sections titles",
                        fixIts: [.replace(value.range, with: HeaderMode.none.rawValue, message: "show no headers")])
                }
            }
        }
    }

    /// The values actually written: one for `headerMode: X`, one per size class otherwise.
    func explicitValues(_ mode: SizeClassValue<HeaderMode>) -> [Located<HeaderMode>] {
        guard mode.variesBySizeClass else { return mode.regular.map { [$0] } ?? [] }
        return [mode.regular, mode.compact].compactMap { $0 }
    }
}
