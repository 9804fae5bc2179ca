import Diagnostics
import LayoutModel

/// People know what ⌘C, ⌘Z or ⌘W do in every app; a shortcut that gives one of them another
/// meaning surprises them, and may destroy their work.
struct StandardShortcutRepurposed: Rule {
    static let evidence = Evidence.valuesPresent
    static let descriptor = RuleDescriptor(
        id: "standard-shortcut-repurposed",
        category: .guideline,
        defaultSeverity: .warning,
        summary: "A standard keyboard shortcut (⌘C, ⌘V, ⌘Z, ⌘F, ⌘W …) used for something else",
        rationale: """
            The standard shortcuts mean the same in every app, and people press them without \
            looking: ⌘W closes, ⌘Z undoes, ⌘F finds. A command that takes one for another meaning \
            does something people did not ask for, and the standard command is gone from the app.
            """)

    static let basis = """
        HIG, Keyboards, standard keyboard shortcuts (https://developer.apple.com/design/human-interface-guidelines/keyboards): \
        "Avoid repurposing standard shortcuts for custom actions"; the table lists each \
        standard combination and its meaning. A title that names that meaning (⌘N "New Feed", \
        ⌘F "Find in Article") is the standard use.
        """

    /// Each standard combination, what it means, and words a title for that meaning contains.
    static let standard: [String: (meaning: String, words: [String])] = [
        "⌘C": ("Copy", ["copy"]), "⌘V": ("Paste", ["paste"]), "⌘X": ("Cut", ["cut"]),
        "⌘Z": ("Undo", ["undo"]), "⇧⌘Z": ("Redo", ["redo"]), "⌘A": ("Select All", ["select"]),
        "⌘F": ("Find", ["find", "search"]), "⌘G": ("Find Next", ["next"]), "⇧⌘G": ("Find Previous", ["previous"]),
        "⌘N": ("New", ["new", "compose", "create"]), "⌘O": ("Open", ["open"]), "⌘S": ("Save", ["save"]),
        "⌘P": ("Print", ["print"]), "⌘W": ("Close", ["close", "discard", "dismiss"]),
        "⌘,": ("Settings", ["settings", "preferences"]), "⌘?": ("Help", ["help"]), "⌘.": ("Cancel", ["cancel", "stop"]),
        "⌘B": ("Bold", ["bold"]), "⌘I": ("Italic", ["italic"]), "⌘U": ("Underline", ["underline"]),
        "⌘M": ("Minimize", ["minimize"]), "⌘H": ("Hide", ["hide"]), "⌘Q": ("Quit", ["quit"]),
        "⎋": ("Cancel", ["cancel", "close", "dismiss", "done"]),
    ]

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Social
        screens:
          Timeline:
            list: { appearance: sidebar, items: [{ id: home, title: Home }], onSelect: { showDetail: Favorites } }
          Favorites:
        split: { style: doubleColumn, primary: Timeline, secondary: Favorites }
        shortcuts:
          - { title: Show Favorites, key: ↓f, action: { showDetail: Favorites } }
        """),
        RuleExample("""
        spec: 1
        app: Reader
        screens:
          Feeds:
            list: { appearance: sidebar, items: [{ id: all, title: All }], onSelect: { showDetail: Article } }
          Article:
        actions:
          markAllAsRead:
        split: { style: doubleColumn, primary: Feeds, secondary: Article }
        shortcuts:
          - { title: Mark All as Read, key: ↓a, modifiers: [command], action: { perform: markAllAsRead } }
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
          markAllAsRead:
          addFeed:
        split: { style: doubleColumn, primary: Feeds, secondary: Article }
        shortcuts:
          - { title: New Feed, key: n, action: { perform: addFeed } }
          - { title: Mark All as Read, key: k, action: { perform: markAllAsRead } }
        """),
        RuleExample("""
        spec: 1
        app: Social
        screens:
          Timeline:
            list: { appearance: sidebar, items: [{ id: home, title: Home }], onSelect: { showDetail: Post } }
          Post:
          Compose:
        split: { style: doubleColumn, primary: Timeline, secondary: Post }
        transient:
          - { id: composer, kind: pageSheet, content: Compose }
        shortcuts:
          - { title: Compose New Post, key: n, action: { present: composer } }
          - { title: Close Post, key: w, action: { dismiss: composer } }
        """),
    ]

    func check(_ context: RuleContext, into findings: inout Findings) {
        for shortcut in context.spec.shortcuts {
            guard let keyRange = shortcut.key?.range, let standard = Self.standard[shortcut.symbol] else { continue }
            let title = shortcut.title?.value ?? ""
            let lowered = title.lowercased()
            guard !standard.words.contains(where: lowered.contains) else { continue }
            findings.report(
                "\(shortcut.symbol) is the standard shortcut for \(standard.meaning); `\(title)` gives it another meaning",
                at: keyRange,
                label: "means \(standard.meaning) everywhere",
                help: "choose a key people do not already know, or add ⇧ or ⌥ (NetNewsWire uses ⌘K for Mark All as Read)")
        }
    }
}
