import Diagnostics
import LayoutModel
import SpecSource

/// `selectedAtLaunch` picks a row when the app starts; only rows of lists that are on screen at
/// that moment can be picked.
struct LaunchSelectionUnreached: Rule {
    static let evidence = Evidence.wholeSpec
    static let descriptor = RuleDescriptor(
        id: "launch-selection-unreached",
        category: .structure,
        defaultSeverity: .warning,
        summary: "`selectedAtLaunch: true` on a row of a list that is not on screen at launch, so it is never picked",
        rationale: """
            A launch starts at the primary column's first screen; a row picked there opens its \
            screen, whose own row picked at launch opens the next, and so on. A row of any other \
            list (a screen only a tap, a tab or a presentation shows) is not on screen when the app \
            starts, so nothing is picked: the spec reads as if the app opened there when it opens \
            on a blank column.
            """)

    static let basis = """
        A split view shows each column's first view controller when it appears \
        (`setViewController(_:for:)`, UISplitViewController.h:92), and a list highlights a row \
        only when it is told to (`selectItem(at:animated:scrollPosition:)`, UICollectionView.h:415); \
        the generated layout does so from the navigation state it starts with, which follows the \
        chain of picks from the primary column's list.
        """

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Shortcuts
        screens:
          Library:
            list: { appearance: sidebar, items: [{ id: all, title: All Shortcuts }, { id: gallery, title: Gallery, onSelect: { showDetail: Gallery } }], onSelect: { showDetail: Collection } }
          Collection:
            title: All Shortcuts
          Gallery:
            list:
              appearance: insetGrouped
              items:
                - { id: starter, title: Starter Shortcuts, ↓selectedAtLaunch: true }
              onSelect: { push: Collection }
        split: { style: doubleColumn, primary: Library, secondary: Collection }
        """),
        // The secondary column's first screen shows at launch, but no pick in the primary list
        // led to it: its list's pick would be a pick nobody made.
        RuleExample("""
        spec: 1
        app: Files
        screens:
          Locations:
            list: { appearance: sidebar, items: [{ id: iCloud, title: iCloud Drive }], onSelect: { showDetail: Folders } }
          Folders:
            list: { appearance: insetGrouped, items: [{ id: documents, title: Documents, ↓selectedAtLaunch: true }], onSelect: { push: Folder } }
          Folder:
            title: Folder
        split: { style: doubleColumn, primary: Locations, secondary: Folders }
        """),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Shortcuts
        screens:
          Library:
            list: { appearance: sidebar, items: [{ id: all, title: All Shortcuts, selectedAtLaunch: true }, { id: gallery, title: Gallery, onSelect: { showDetail: Gallery } }], onSelect: { showDetail: Collection } }
          Collection:
            title: All Shortcuts
          Gallery:
            list:
              appearance: insetGrouped
              items:
                - { id: starter, title: Starter Shortcuts }
              onSelect: { push: Collection }
        split: { style: doubleColumn, primary: Library, secondary: Collection }
        """),
        RuleExample("""
        spec: 1
        app: Files
        screens:
          Locations:
            list: { appearance: sidebar, items: [{ id: iCloud, title: iCloud Drive, selectedAtLaunch: true }], onSelect: { showDetail: Folders } }
          Folders:
            list: { appearance: insetGrouped, items: [{ id: documents, title: Documents, selectedAtLaunch: true }], onSelect: { push: Folder } }
          Folder:
            title: Folder
        split: { style: doubleColumn, primary: Locations, secondary: Folders }
        """),
    ]

    func check(_ context: RuleContext, into findings: inout Findings) {
        let primary = context.spec.split?.column(.primary)?.screen.value
        var picked: [String: String] = [:]
        for pick in context.spec.launchPicks { picked[pick.screen] = pick.item.id?.value }
        for (screen, list) in context.spec.lists {
            // The first row of a list that says so; a second is an input error already.
            guard let item = list.launchRow, let flag = item.selectedAtLaunch,
                  picked[screen.name.value] != item.id?.value else { continue }
            let key = SourceEditing.keyRange(named: "selectedAtLaunch", beforeValueAt: flag.range.start, in: context.source) ?? flag.range
            let fix = SourceEditing.removeEntryLines(key: key, value: flag.range, in: context.source)
            findings.report(
                "`\(item.id?.value ?? "this row")` is never picked at launch: `\(screen.name.value)` is not on screen when the app starts",
                at: key,
                label: "never picked",
                notes: ["a launch starts at \(primary.map { "`\($0)`" } ?? "the primary column's first screen") and follows only the rows picked at launch from there"],
                help: "pick at launch the row of \(primary.map { "`\($0)`" } ?? "the primary list") that leads here, or remove `selectedAtLaunch`",
                fixIts: fix.map { [FixIt(message: "remove `selectedAtLaunch`", edits: [$0])] } ?? [])
        }
    }
}
