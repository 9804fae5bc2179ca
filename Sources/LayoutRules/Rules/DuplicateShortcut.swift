import Diagnostics
import LayoutModel

/// Two shortcuts with the same keys: only one of them can ever run.
struct DuplicateShortcut: Rule {
    static let evidence = Evidence.valuesPresent
    static let descriptor = RuleDescriptor(
        id: "duplicate-shortcut",
        category: .structure,
        defaultSeverity: .error,
        summary: "Two keyboard shortcuts with the same key and modifiers",
        rationale: """
            A key combination can do one thing. When two commands claim it, UIKit runs one of them \
            and the other can never be reached from the keyboard, while the ⌘ overlay still lists \
            both, promising something that does not happen.
            """)

    static let basis = """
        UIKeyCommand is matched by `input` and `modifierFlags` (UIKeyCommand.h:35-37) along the \
        responder chain, and the first match handles the key press (UIResponder.h:125, \
        `keyCommands`); a second command with the same keys is shadowed.
        """

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Reader
        screens:
          Feeds:
            list: { appearance: sidebar, items: [{ id: all, title: All }], onSelect: { showDetail: Article } }
          Article:
        actions:
          refresh:
          markAllAsRead:
        split: { style: doubleColumn, primary: Feeds, secondary: Article }
        shortcuts:
          - { title: Refresh, key: r, action: { perform: refresh } }
          - { title: Mark All as Read, key: ↓R, modifiers: [command], action: { perform: markAllAsRead } }
        """),
        RuleExample("""
        spec: 1
        app: Reader
        screens:
          Feeds:
            list: { appearance: sidebar, items: [{ id: all, title: All }], onSelect: { showDetail: Article } }
          Article:
        actions:
          next:
          previous:
        split: { style: doubleColumn, primary: Feeds, secondary: Article }
        shortcuts:
          - { title: Next, key: space, modifiers: [], action: { perform: next } }
          - { title: Previous, key: ↓space, modifiers: [], action: { perform: previous } }
        """),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Reader
        screens:
          Feeds:
            list: { appearance: sidebar, items: [{ id: all, title: All }], onSelect: { showDetail: Article } }
          Article:
        actions:
          nextUnread:
          scrollUp:
        split: { style: doubleColumn, primary: Feeds, secondary: Article }
        shortcuts:
          - { title: Next Unread, key: space, modifiers: [], action: { perform: nextUnread } }
          - { title: Scroll Up, key: space, modifiers: [shift], action: { perform: scrollUp } }
        """),
        RuleExample("""
        spec: 1
        app: Social
        screens:
          Timeline:
            list: { appearance: sidebar, items: [{ id: home, title: Home }], onSelect: { showDetail: Home } }
          Home:
          Explore:
        split: { style: doubleColumn, primary: Timeline, secondary: Home }
        shortcuts:
          - { title: Switch to Home, key: "1", action: { showDetail: Home } }
          - { title: Switch to Explore, key: "2", action: { showDetail: Explore } }
          - { title: Home in a New Window, key: "1", modifiers: [option, command], action: { showDetail: Home } }
        """),
    ]

    func check(_ context: RuleContext, into findings: inout Findings) {
        var seen: [String: Shortcut] = [:]
        for shortcut in context.spec.shortcuts {
            guard let key = shortcut.normalizedKey, let keyRange = shortcut.key?.range else { continue }
            let signature = shortcut.resolvedModifiers.map(\.rawValue).sorted().joined(separator: "+") + "+" + key
            guard let first = seen[signature] else {
                seen[signature] = shortcut
                continue
            }
            let title = first.title?.value ?? "another shortcut"
            findings.report(
                "\(shortcut.symbol) is already \(title)'s shortcut; only one of them can run",
                at: keyRange,
                label: "taken",
                related: [RelatedLocation(range: first.key?.range ?? first.range, label: "\(first.symbol) is \(title) here")],
                help: "choose another key or other modifiers for \(shortcut.title.map { "`\($0.value)`" } ?? "this shortcut")")
        }
    }
}
