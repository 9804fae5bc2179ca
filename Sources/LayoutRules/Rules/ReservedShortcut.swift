import Diagnostics
import LayoutModel

/// Key combinations the system keeps for itself: an app never receives them.
struct ReservedShortcut: Rule {
    static let evidence = Evidence.valuesPresent
    static let descriptor = RuleDescriptor(
        id: "reserved-shortcut",
        category: .structure,
        defaultSeverity: .error,
        summary: "A keyboard shortcut the system reserves, which the app never receives",
        rationale: """
            iPadOS handles some key combinations before any app sees them: switching apps, \
            Spotlight, screenshots. A shortcut on one of them never runs, and the ⌘ overlay lists \
            a command people cannot use.
            """)

    static let basis = """
        HIG, Keyboards (https://developer.apple.com/design/human-interface-guidelines/keyboards): \
        ⌘Space (Spotlight), ⌘Tab and ⇧⌘Tab (switch apps), ⌘` (next window), ⌥⌘Esc, ⇧⌘3 and ⇧⌘4 \
        (screenshots) and ⌃⌘F (full screen) are used by the system.
        """

    /// The combinations, as `Shortcut.symbol` writes them.
    static let reserved: [String: String] = [
        "⌘Space": "Spotlight", "⌘⇥": "switching apps", "⇧⌘⇥": "switching apps", "⌘`": "switching windows",
        "⌥⌘⎋": "Force Quit", "⇧⌘3": "screenshots", "⇧⌘4": "screenshots", "⌃⌘F": "full screen",
    ]

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Reader
        screens:
          Feeds:
            list: { appearance: sidebar, items: [{ id: all, title: All }], onSelect: { showDetail: Article } }
          Article:
        actions:
          search:
        split: { style: doubleColumn, primary: Feeds, secondary: Article }
        shortcuts:
          - { title: Search Articles, key: ↓space, action: { perform: search } }
        """),
        RuleExample("""
        spec: 1
        app: Photos
        screens:
          Albums:
            list: { appearance: sidebar, items: [{ id: all, title: All }], onSelect: { showDetail: Photo } }
          Photo:
        actions:
          capture:
        split: { style: doubleColumn, primary: Albums, secondary: Photo }
        shortcuts:
          - { title: Capture, key: ↓"3", modifiers: [command, shift], action: { perform: capture } }
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
        split: { style: doubleColumn, primary: Feeds, secondary: Article }
        shortcuts:
          - { title: Next Unread, key: space, modifiers: [], action: { perform: nextUnread } }
        """),
        RuleExample("""
        spec: 1
        app: Reader
        screens:
          Feeds:
            list: { appearance: sidebar, items: [{ id: all, title: All }], onSelect: { showDetail: Article } }
          Article:
        actions:
          toggleFilter:
        split: { style: doubleColumn, primary: Feeds, secondary: Article }
        shortcuts:
          - { title: Toggle Read Feeds Filter, key: f, modifiers: [shift, command], action: { perform: toggleFilter } }
        """),
    ]

    func check(_ context: RuleContext, into findings: inout Findings) {
        for shortcut in context.spec.shortcuts {
            guard let keyRange = shortcut.key?.range, let use = Self.reserved[shortcut.symbol] else { continue }
            findings.report(
                "the system keeps \(shortcut.symbol) for \(use); \(shortcut.title.map { "`\($0.value)`" } ?? "this shortcut") would never run",
                at: keyRange,
                label: "reserved by iPadOS",
                help: "choose another key; the HIG suggests ⌘ with a letter, adding ⇧ or ⌥ for related commands")
        }
    }
}
