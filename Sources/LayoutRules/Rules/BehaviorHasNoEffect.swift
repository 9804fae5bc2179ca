import Diagnostics
import LayoutModel
import SpecSource

/// Settings UIKit ignores where they are written.
struct BehaviorHasNoEffect: Rule {
    static let descriptor = RuleDescriptor(
        id: "behavior-has-no-effect",
        category: .guideline,
        defaultSeverity: .warning,
        summary: "A setting UIKit ignores here",
        rationale: """
            A setting that does nothing promises behaviour people will never see: a full-screen \
            button that never appears, a middle column width for a column that does not exist, a \
            compact header style on a list nobody sees in compact width. Whoever maintains the \
            spec then designs around a feature that is not there.
            """)

    static let basis = """
        `showsSecondaryOnlyButton` only has an effect with `.tripleColumn` (header comment); the \
        supplementary column width properties only apply to a triple-column split; a list's \
        compact header mode only matters where the list is shown in compact width.
        """

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Contacts
        split:
          style: doubleColumn
          ↓showsSecondaryOnlyButton: true
          columnWidths:
            primary: { fraction: 0.3 }
            ↓supplementary: { fraction: 0.3 }
          primary: { name: People }
          secondary: { name: Card }
        """),
        RuleExample("""
        spec: 1
        app: Mail
        screens:
          Mailboxes:
            list:
              appearance: sidebar
              items:
                - { id: inbox, title: Inbox, image: tray }
              onSelect: { showDetail: Message }
          Message:
            restoresState: true
          Archive:
            list:
              appearance: insetGrouped
              headerMode: { regular: supplementary, ↓compact: firstItemInSection }
              sections:
                - id: old
                  title: Older
                  items:
                    - { id: year2020, title: "2020" }
        split:
          style: doubleColumn
          primary: Mailboxes
          secondary: Message
          compact:
            navigation: { root: Mailboxes }
        """),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Mail
        split:
          style: tripleColumn
          showsSecondaryOnlyButton: true
          columnWidths:
            supplementary: { fraction: 0.3 }
          primary: { name: Mailboxes }
          supplementary: { name: Messages }
          secondary: { name: Message }
        """),
        RuleExample("""
        spec: 1
        app: Mail
        screens:
          Mailboxes:
            list:
              appearance: sidebar
              headerMode: { regular: supplementary, compact: firstItemInSection }
              sections:
                - id: accounts
                  title: Accounts
                  items:
                    - { id: inbox, title: Inbox, image: tray }
              onSelect: { showDetail: Message }
          Message:
            restoresState: true
        split:
          style: doubleColumn
          primary: Mailboxes
          secondary: Message
          compact:
            navigation: { root: Mailboxes }
        """),
    ]

    func check(_ context: RuleContext, into findings: inout Findings) {
        let source = context.source
        if let split = context.spec.split, let style = split.style, style.value == .doubleColumn {
            let twoColumns = RelatedLocation(range: style.range, label: "the split is two columns here")
            // With a supplementary column, `style` is the likelier mistake (and has its own
            // fix-it, which makes these settings take effect): remove nothing then.
            let removes = split.column(.supplementary) == nil
            if let button = split.showsSecondaryOnlyButton, let key = button.keyRange {
                let removal = removes ? SourceEditing.removeEntryLines(key: key, value: button.range, in: source) : nil
                findings.report(
                    "`showsSecondaryOnlyButton` only has an effect in a `tripleColumn` split",
                    at: key,
                    label: "ignored in two columns",
                    related: [twoColumns],
                    help: "remove it; in two columns the display mode button already toggles the sidebar",
                    fixIts: removal.map { [FixIt(message: "remove `showsSecondaryOnlyButton`", edits: [$0])] } ?? [])
            }
            // Removing the only column width would leave `columnWidths:` empty, which is an error.
            let keepsAnotherWidth = split.columnWidths.contains { $0.column != .supplementary }
            for width in split.columnWidths where width.column == .supplementary {
                let removal = removes && keepsAnotherWidth ? SourceEditing.removeEntryLines(key: width.keyRange, value: width.range, in: source) : nil
                findings.report(
                    "supplementary column widths only apply to a `tripleColumn` split",
                    at: width.keyRange,
                    label: "ignored in two columns",
                    related: [twoColumns],
                    help: "remove the `supplementary` width",
                    fixIts: removal.map { [FixIt(message: "remove the supplementary width", edits: [$0])] } ?? [])
            }
        }
        for (screenName, list) in context.listsThatCount {
            guard let mode = list.headerMode, mode.variesBySizeClass, let compact = mode.compact,
                  !context.graph.isShownInCompact(screenName) else { continue }
            let fix = mode.regular.map { regular in
                [FixIt.replace(mode.range, with: source.text(regular.range), message: "write the regular header mode alone")]
            } ?? []
            findings.report(
                "`\(screenName)` is never shown in compact width, so its compact header mode has no effect",
                at: compact.keyRange ?? compact.range,
                label: "never used",
                help: "write the header mode as a single value, or make the screen reachable from the compact flow",
                fixIts: fix)
        }
    }
}
