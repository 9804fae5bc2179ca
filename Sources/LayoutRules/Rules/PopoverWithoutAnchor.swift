import Diagnostics
import LayoutModel

/// A popover needs something on screen to point at; a control that is gone by the time it
/// appears leaves it pointing at nothing.
struct PopoverWithoutAnchor: Rule {
    static let evidence = Evidence.valuesPresent
    static let descriptor = RuleDescriptor(
        id: "popover-without-anchor",
        category: .guideline,
        defaultSeverity: .warning,
        summary: "A popover, picker or confirmation dialog presented by an alert button, a keyboard shortcut or an action tab, with nothing on screen to point at",
        rationale: """
            A popover's arrow ties it to what people touched. An alert's button is gone once it is \
            tapped, so a popover it opens has no control to point at: it appears in the middle of \
            the screen, detached from anything, and on iPad a confirmation dialog (an action sheet) \
            is such a popover. Where a toolbar button presents the same entry, the UIKit layout \
            points at that button while it is on screen, so the rule stays quiet.
            """)

    static let basis = """
        uikit-behaviour-and-actions.md §4, fact 9: on iPad an action sheet is a popover, and a \
        popover needs `sourceView`/`sourceRect`, `barButtonItem` or `sourceItem` \
        (UIPopoverPresentationController.h:46-60), or UIKit raises `NSGenericException`. The \
        generated UIKit code never crashes: it points at a toolbar button that presents the same entry \
        when one is on screen, as if it had been tapped, and otherwise at the middle of the \
        presenting screen, which is pointing at nothing. HIG, Popovers: "position a popover so its \
        arrow points as directly as possible to the element that revealed it".
        """

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Reader
        screens:
          Feeds:
            list: { appearance: sidebar, items: [{ id: all, title: All }], onSelect: { showDetail: Article } }
            toolbar:
              - { title: Delete, image: trash, action: { present: confirmDelete } }
          Article:
        split: { style: doubleColumn, primary: Feeds, secondary: Article }
        transient:
          - id: confirmDelete
            kind: alert
            title: Delete this feed?
            buttons:
              - { title: Choose Folder…, action: { present: ↓folderPicker } }
              - { title: Cancel, role: cancel }
          - { id: folderPicker, kind: popover, content: Article, dismissOn: [outsideTap] }
        """),
        RuleExample("""
        spec: 1
        app: Notes
        screens:
          Folders:
            list: { appearance: sidebar, items: [{ id: all, title: All }], onSelect: { showDetail: Note } }
          Note:
        split: { style: doubleColumn, primary: Folders, secondary: Note }
        transient:
          - id: unsaved
            kind: alert
            screen: Note
            buttons:
              - { title: Discard…, role: destructive, action: { present: ↓reallyDiscard } }
          - id: reallyDiscard
            kind: confirmationDialog
            screen: Note
            buttons:
              - { title: Discard Changes, role: destructive }
        """),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Reader
        screens:
          Feeds:
            list: { appearance: sidebar, items: [{ id: all, title: All }], onSelect: { showDetail: Article } }
            toolbar:
              - { title: Move, image: folder, action: { present: folderPicker } }
          Article:
        split: { style: doubleColumn, primary: Feeds, secondary: Article }
        transient:
          - { id: folderPicker, kind: popover, content: Article, dismissOn: [outsideTap] }
        """),
        RuleExample("""
        spec: 1
        app: Reader
        screens:
          Feeds:
            list: { appearance: sidebar, items: [{ id: all, title: All }], onSelect: { showDetail: Article } }
          Article:
        split: { style: doubleColumn, primary: Feeds, secondary: Article }
        transient:
          - id: confirmDelete
            kind: alert
            buttons:
              - { title: Settings, action: { present: settings } }
          - { id: settings, kind: formSheet, content: Article }
        """),
        RuleExample("""
        spec: 1
        app: Reader
        screens:
          Feeds:
            list: { appearance: sidebar, items: [{ id: all, title: All }], onSelect: { showDetail: Article } }
            toolbar:
              - { title: Move, image: folder, action: { present: folderPicker } }
          Article:
        split: { style: doubleColumn, primary: Feeds, secondary: Article }
        shortcuts:
          - { title: Move to Folder, key: m, modifiers: [shift, command], action: { present: folderPicker } }
        transient:
          - { id: folderPicker, kind: popover, content: Article, dismissOn: [outsideTap] }
        """),
    ]

    func check(_ context: RuleContext, into findings: inout Findings) {
        let spec = context.spec
        let fromAlerts = spec.transient.flatMap { $0.buttons.compactMap(\.action) }.map { ($0, "an alert's button has nothing left on screen", "presented from an alert button") }
        let fromKeys = spec.shortcuts.compactMap(\.action).map { ($0, "a keyboard shortcut has no control on screen", "presented by a keyboard shortcut") }
        let fromTabs = (spec.split?.compact?.tabs ?? []).compactMap(\.action).map { ($0, "the layout presents an action tab's transient from the split view, with no control", "presented by an action tab") }
        // A toolbar button that presents the entry is where the layout points it from anywhere.
        // (A button with a menu opens its menu on a tap: it presents nothing itself.)
        let presentedByButtons = Set(spec.screens.flatMap(\.toolbar).filter(\.menu.isEmpty).compactMap(\.action)
            .filter { $0.kind.value == .present }.map(\.target.value))
        for (action, why, label) in fromAlerts + fromKeys + fromTabs where action.kind.value == .present {
            guard !presentedByButtons.contains(action.target.value), let target = spec.transient(withID: action.target.value),
                  let kind = target.kind?.value, kind.pointsAtAnchor else { continue }
            findings.report(
                "`\(action.target.value)` is \(kind == .confirmationDialog ? "a confirmation dialog, a popover on iPad" : "a \(kind.rawValue)"), and \(why) for it to point at",
                at: action.target.range,
                label: label,
                related: target.kind.map { [RelatedLocation(range: $0.range, label: "presented as a \($0.value.rawValue)")] } ?? [],
                help: "present it from a toolbar item too (the layout then points it at that button while it is on screen), or make it a `formSheet`")
        }
    }
}
