import Diagnostics
import LayoutModel

/// A shortcut without ⌘, ⌥ or ⌃ is a key that typing and keyboard focus use too: while someone
/// types in a field, or moves focus through a list, the key does what it does there, and the
/// shortcut does not run.
struct ShortcutWithoutModifier: Rule {
    static let evidence = Evidence.valuesPresent
    static let descriptor = RuleDescriptor(
        id: "shortcut-without-modifier",
        category: .guideline,
        defaultSeverity: .warning,
        summary: "A keyboard shortcut with no ⌘, ⌥ or ⌃, which typing and keyboard focus take first",
        rationale: """
            A key pressed alone (Space, ↓, a letter) is text in a field and a move in a focused \
            list. UIKit gives a key command that conflicts with text editing or the focus system \
            no chance to run unless it asks for priority, which would then take the key from \
            people typing: the shortcut works only while nothing is being typed or focused, \
            which people cannot tell from the ⌘ overlay.
            """)

    static let basis = """
        UIKeyCommand.h:51-52 (iOS 15): `wantsPriorityOverSystemBehavior`, "whether the key \
        command should execute if it conflicts with focus or text-editing system commands, \
        defaults to NO". A text field takes letters, digits, Space, Return, ⌫, ⇥ and the arrows; \
        keyboard focus (iPadOS 15) moves with ⇥ and the arrows and activates with Return and \
        Space. ⎋, ⇞ and ⇟ alone are neither.
        """

    /// Keys that neither typing nor the focus system take.
    static let freeKeys: Set<NamedKey> = [.escape, .pageUp, .pageDown]

    static let triggeringExamples: [RuleExample] = [
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
          - { title: Next Unread, key: ↓space, modifiers: [], action: { perform: nextUnread } }
        """),
        RuleExample("""
        spec: 1
        app: Pantry
        screens:
          Shelves:
            list: { appearance: sidebar, items: [{ id: all, title: All }], onSelect: { showDetail: Jar } }
          Jar:
        actions:
          nextJar:
        split: { style: doubleColumn, primary: Shelves, secondary: Jar }
        shortcuts:
          - { title: Next Jar, key: ↓j, modifiers: [shift], action: { perform: nextJar } }
        """),
        RuleExample("""
        spec: 1
        app: Pantry
        screens:
          Shelves:
            list: { appearance: sidebar, items: [{ id: all, title: All }], onSelect: { showDetail: Jar } }
          Jar:
        actions:
          nextJar:
        split: { style: doubleColumn, primary: Shelves, secondary: Jar }
        shortcuts:
          - { title: Next Jar, key: ↓downArrow, modifiers: [], overridesSystemKeys: true, action: { perform: nextJar } }
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
          refresh:
        split: { style: doubleColumn, primary: Feeds, secondary: Article }
        shortcuts:
          - { title: Next Unread, key: downArrow, modifiers: [command], action: { perform: nextUnread } }
          - { title: Refresh, key: r, action: { perform: refresh } }
          - { title: Refresh Page, key: pageDown, modifiers: [], action: { perform: refresh } }
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
          - { title: Compose, key: n, modifiers: [option], action: { present: composer } }
          - { title: Close Composer, key: escape, modifiers: [], action: { dismiss: composer } }
        """),
    ]

    func check(_ context: RuleContext, into findings: inout Findings) {
        for shortcut in context.spec.shortcuts {
            guard let key = shortcut.key, !shortcut.resolvedModifiers.contains(where: { $0 != .shift }) else { continue }
            if let named = NamedKey(rawValue: key.value), Self.freeKeys.contains(named) { continue }
            let title = shortcut.title?.value ?? "the shortcut"
            let overrides = shortcut.overridesSystemKeys?.value == true
            findings.report(
                overrides
                    ? "\(shortcut.symbol) has no ⌘, ⌥ or ⌃ and overrides system keys: while `\(title)` is in the layout, no field can type \(shortcut.symbol) and no focused list moves with it"
                    : "\(shortcut.symbol) has no ⌘, ⌥ or ⌃: `\(title)` does not run while someone types in a field or moves keyboard focus",
                at: key.range,
                label: overrides ? "this key is taken from typing and focus" : "typing and focus take this key first",
                help: overrides
                    ? "add ⌘ or ⌥ (`modifiers: [command]`) and drop `overridesSystemKeys`, or keep the key for lists without text fields"
                    : "add ⌘ or ⌥ (`modifiers: [command]`); a key alone can stay as a second shortcut for the same action")
        }
    }
}
