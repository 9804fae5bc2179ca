import Diagnostics
import LayoutModel

/// A sheet no gesture closes must have a control that does.
struct SheetNotDismissible: Rule {
    static let evidence = Evidence.surroundings
    static let descriptor = RuleDescriptor(
        id: "sheet-not-dismissible",
        category: .guideline,
        defaultSeverity: .warning,
        summary: "A full-screen cover, or a sheet with `dismissible: false`, whose screen has no control that closes it",
        rationale: """
            People close a sheet by swiping it down. A full-screen cover offers no such gesture, and \
            `dismissible: false` turns it off (for a draft that a swipe would lose); then only a \
            control of the presented screen closes it. Without one, people are stuck.
            """)

    static let basis = """
        UIViewController.isModalInPresentation (UIViewController.h:591-592) blocks the interactive \
        dismissal; a `.fullScreen` presentation has no swipe to dismiss (the UIModalPresentationStyle \
        doc). HIG, Sheets: "always provide an obvious way to dismiss a sheet", such as a Done or \
        Cancel button.
        """

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Social
        screens:
          Timeline:
            list: { appearance: sidebar, items: [{ id: home, title: Home }], onSelect: { showDetail: Post } }
            toolbar:
              - { title: Compose, image: square.and.pencil, action: { present: composer } }
          Post:
          Compose:
            toolbar:
              - { title: Post, placement: trailing, action: { perform: publish } }
        actions:
          publish:
        split: { style: doubleColumn, primary: Timeline, secondary: Post }
        transient:
          - { id: composer, kind: pageSheet, content: Compose, dismissible: ↓false }
        """),
        RuleExample("""
        spec: 1
        app: Camera
        screens:
          Library:
            list: { appearance: sidebar, items: [{ id: all, title: All Photos }], onSelect: { showDetail: Photo } }
            toolbar:
              - { title: Capture, image: camera, action: { present: capture } }
          Photo:
          Viewfinder:
        split: { style: doubleColumn, primary: Library, secondary: Photo }
        transient:
          - { id: capture, kind: ↓fullScreen, content: Viewfinder }
        """),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Social
        screens:
          Timeline:
            list: { appearance: sidebar, items: [{ id: home, title: Home }], onSelect: { showDetail: Post } }
            toolbar:
              - { title: Compose, image: square.and.pencil, action: { present: composer } }
          Post:
          Compose:
            toolbar:
              - { title: Cancel, placement: leading, action: { present: discard } }
        split: { style: doubleColumn, primary: Timeline, secondary: Post }
        transient:
          - { id: composer, kind: pageSheet, content: Compose, dismissible: false }
          - id: discard
            kind: alert
            screen: Compose
            buttons:
              - { title: Discard, role: destructive, action: { dismiss: composer } }
              - { title: Keep Editing, role: cancel }
        """),
        RuleExample("""
        spec: 1
        app: Social
        screens:
          Timeline:
            list: { appearance: sidebar, items: [{ id: home, title: Home }], onSelect: { showDetail: Post } }
          Post:
          Settings:
        split: { style: doubleColumn, primary: Timeline, secondary: Post }
        transient:
          - { id: settings, kind: formSheet, content: Settings }
        """),
    ]

    func check(_ context: RuleContext, into findings: inout Findings) {
        let spec = context.spec
        for entry in spec.transient {
            guard let id = entry.id?.value, let kind = entry.kind, kind.value.isSheet || kind.value == .fullScreen,
                  let content = entry.content else { continue }
            guard !entry.closesByGesture, !closes(id, from: content.value, spec) else { continue }
            let at = kind.value == .fullScreen ? kind.range : entry.dismissible?.range ?? kind.range
            let why = kind.value == .fullScreen ? "a full-screen cover has no swipe that closes it" : "`dismissible: false` turns off the swipe that closes it"
            findings.report(
                "`\(id)` shows `\(content.value)`, which has no control that closes it, and \(why)",
                at: at,
                label: kind.value == .fullScreen ? "no gesture closes it" : "swipe turned off",
                related: [RelatedLocation(range: content.range, label: "the screen it shows")],
                help: "give `\(content.value)` a toolbar item with `action: { dismiss: \(id) }` (Cancel or Done)")
        }
    }

    /// Whether a control of `screen`, of a screen pushed from it, or of an alert they present,
    /// dismisses `id`.
    func closes(_ id: String, from screen: String, _ spec: LayoutSpec) -> Bool {
        var seen = Set<String>()
        var stack = [screen]
        var alerts = Set<String>()
        while let next = stack.popLast() {
            guard seen.insert(next).inserted, let s = spec.screen(named: next) else { continue }
            for action in s.toolbar.flatMap(\.actions) {
                if action.kind.value == .dismiss && action.target.value == id { return true }
                if action.kind.value == .present { alerts.insert(action.target.value) }
                if action.kind.value == .push { stack.append(action.target.value) }
            }
            if let list = s.list {
                for onSelect in [list.onSelect].compactMap({ $0 }) + list.itemsDepthFirst.compactMap(\.onSelect)
                where onSelect.kind.value == .push {
                    stack.append(onSelect.target.value)
                }
            }
        }
        return alerts.contains { alert in
            spec.transient(withID: alert)?.buttons.contains { $0.action?.kind.value == .dismiss && $0.action?.target.value == id } ?? false
        }
    }
}
