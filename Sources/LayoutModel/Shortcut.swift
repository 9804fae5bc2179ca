import Diagnostics
import JSONValue
import SpecSource

/// `shortcuts:` — a keyboard shortcut: a key with modifiers that runs an action from anywhere in
/// the scene, listed in the ⌘ overlay (and the menu bar of iPadOS 26) under its menu.
public struct Shortcut: Sendable {
    public var title: Located<String>?
    /// The key as written: one character (`n`, `,`, `1`) or a named key (`upArrow`, `return`).
    public var key: Located<String>?
    public var modifiers: [Located<ShortcutModifier>] = []
    public var modifiersKeyRange: SourceRange?
    /// The written list (`[]` included): `modifiers: []` is the key alone.
    public var modifiersValueRange: SourceRange?
    /// The menu it is grouped under (`File`, `View`, or a menu of its own such as `Go`).
    public var menu: Located<String>?
    /// `overridesSystemKeys: true`: the shortcut runs even where its key would edit text or move
    /// keyboard focus (a bare arrow key in a focused list, Space in a search field).
    public var overridesSystemKeys: Located<Bool>?
    public var action: Action?
    public var range: SourceRange

    /// The key normalized for comparison: named keys as named, letters in lower case.
    public var normalizedKey: String? {
        guard let key = key?.value else { return nil }
        if let named = NamedKey(rawValue: key) { return named.rawValue }
        return key.lowercased()
    }

    /// The modifiers as written, as a set.
    public var modifierSet: Set<ShortcutModifier> { Set(modifiers.map(\.value)) }

    /// `⇧⌘N`: the way the HIG and the menu bar write it, modifiers in the order ⌃⌥⇧⌘.
    public var symbol: String {
        let order: [ShortcutModifier] = [.control, .option, .shift, .command]
        let marks = order.filter(resolvedModifiers.contains).map(\.symbol).joined()
        guard let key = key?.value else { return marks }
        return marks + (NamedKey(rawValue: key)?.symbol ?? key.uppercased())
    }
}

/// A modifier key (`UIKeyModifierFlags`, `EventModifiers`).
public enum ShortcutModifier: String, SpecEnum {
    case command, shift, option, control

    public var symbol: String {
        switch self {
        case .command: "⌘"
        case .shift: "⇧"
        case .option: "⌥"
        case .control: "⌃"
        }
    }

    public var documentation: String {
        switch self {
        case .command: "⌘ (UIKeyModifierFlags.command, EventModifiers.command)"
        case .shift: "⇧ (UIKeyModifierFlags.shift, EventModifiers.shift)"
        case .option: "⌥ (UIKeyModifierFlags.alternate, EventModifiers.option)"
        case .control: "⌃ (UIKeyModifierFlags.control, EventModifiers.control)"
        }
    }
}

/// Keys with names (`UIKeyCommand.inputUpArrow`, `KeyEquivalent.upArrow`); any other key is one
/// character.
public enum NamedKey: String, SpecEnum {
    case upArrow, downArrow, leftArrow, rightArrow, `return`, escape, delete, tab, space, home, end, pageUp, pageDown

    public var symbol: String {
        switch self {
        case .upArrow: "↑"
        case .downArrow: "↓"
        case .leftArrow: "←"
        case .rightArrow: "→"
        case .return: "↩"
        case .escape: "⎋"
        case .delete: "⌫"
        case .tab: "⇥"
        case .space: "Space"
        case .home: "↖"
        case .end: "↘"
        case .pageUp: "⇞"
        case .pageDown: "⇟"
        }
    }

    public var documentation: String {
        switch self {
        case .upArrow: "UIKeyCommand.inputUpArrow, KeyEquivalent.upArrow"
        case .downArrow: "UIKeyCommand.inputDownArrow, KeyEquivalent.downArrow"
        case .leftArrow: "UIKeyCommand.inputLeftArrow, KeyEquivalent.leftArrow"
        case .rightArrow: "UIKeyCommand.inputRightArrow, KeyEquivalent.rightArrow"
        case .return: "\"\\r\", KeyEquivalent.return"
        case .escape: "UIKeyCommand.inputEscape, KeyEquivalent.escape"
        case .delete: "UIKeyCommand.inputDelete (iOS 15), KeyEquivalent.delete"
        case .tab: "\"\\t\", KeyEquivalent.tab"
        case .space: "\" \", KeyEquivalent.space"
        case .home: "UIKeyCommand.inputHome (iOS 13.4), KeyEquivalent.home"
        case .end: "UIKeyCommand.inputEnd (iOS 13.4), KeyEquivalent.end"
        case .pageUp: "UIKeyCommand.inputPageUp, KeyEquivalent.pageUp"
        case .pageDown: "UIKeyCommand.inputPageDown, KeyEquivalent.pageDown"
        }
    }
}

// MARK: - Grammar

extension Grammar {
    public static let shortcut = ObjectShape(
        name: "shortcut", noun: "a keyboard shortcut", pluralNoun: "keyboard shortcuts",
        summary: "A keyboard shortcut: a key and modifiers that run an action from anywhere in the scene.",
        keys: [
            KeyShape("title", .string, "What it does, as the ⌘ overlay and the menu list it (its discoverability title)",
                     uikit: "UIKeyCommand(title:…) and discoverabilityTitle", swiftui: "the `Button`'s title in `.commands`", required: true),
            KeyShape("key", .string, "The key: one character (`n`, `,`, `1`) or a named key (`upArrow`, `downArrow`, `leftArrow`, `rightArrow`, `return`, `escape`, `delete`, `tab`, `space`, `home`, `end`, `pageUp`, `pageDown`)",
                     uikit: "UIKeyCommand's input (`UIKeyCommand.inputUpArrow` for named keys)",
                     swiftui: "`.keyboardShortcut(_:modifiers:)` with a `KeyEquivalent`", required: true),
            KeyShape("modifiers", .list(enumeration(ShortcutModifier.self)), "The modifier keys held with it",
                     uikit: "UIKeyCommand's modifierFlags", swiftui: "`.keyboardShortcut(_:modifiers:)`'s `EventModifiers`",
                     default: "`[command]`"),
            KeyShape("menu", .string, "The menu it is listed under: `File`, `Edit`, `View`, `Window` or `Help`, or the title of a menu of its own (`Go`)",
                     uikit: "`buildMenu(with:)`: `UIMenuBuilder.insertChild(_:atEndOfMenu:)` for a standard menu, otherwise a new `UIMenu` inserted before `.window`",
                     swiftui: "`CommandGroup(after:)` for a standard menu, otherwise `CommandMenu(_:)`", default: "a menu named after the app"),
            KeyShape("overridesSystemKeys", .bool, "Whether the shortcut runs even where its key already means something: an arrow key, Space or Return while a list has keyboard focus, a key without ⌘, ⌃ or ⌥ while a text field is edited. Left false, the focused list or the field takes the key and the shortcut waits. Set it only for keys the app must own everywhere: a text field then cannot type the key",
                     uikit: "UIKeyCommand's `wantsPriorityOverSystemBehavior` (iOS 15)",
                     swiftui: Grammar.noSwiftUI("SwiftUI's `keyboardShortcut` has no priority over focus or text editing; the focused control or field keeps the key"),
                     default: "false"),
            KeyShape("action", .object(action), "What it does: open a screen, run an app action, or present or close transient UI",
                     uikit: "`Layout.run(_:from:)` from the key command's handler",
                     swiftui: "the `Button`'s action in `Commands`: `RootView` runs it", required: true),
        ])
}

// MARK: - Decoding

extension SpecDecoder {
    mutating func decodeShortcuts(_ node: NodeID?) -> [Shortcut] {
        guard let items = sequence(node, key: "shortcuts", expected: "a list of keyboard shortcuts") else { return [] }
        return items.compactMapExact { itemNode in
            guard let f = fields(itemNode, Grammar.shortcut, key: "shortcuts", keyRange: nil) else { return nil }
            var shortcut = Shortcut(title: string(f.value("title"), key: "title", keyRange: f.keyRange("title", in: tree)),
                                    key: string(f.value("key"), key: "key", keyRange: f.keyRange("key", in: tree)),
                                    modifiersKeyRange: f.keyRange("modifiers", in: tree),
                                    menu: string(f.value("menu"), key: "menu", keyRange: f.keyRange("menu", in: tree)),
                                    overridesSystemKeys: bool(f.value("overridesSystemKeys"), key: "overridesSystemKeys",
                                                              keyRange: f.keyRange("overridesSystemKeys", in: tree)),
                                    range: f.range)
            if let node = f.value("modifiers") { shortcut.modifiersValueRange = tree.range(node) }
            if let modifiers = sequence(f.value("modifiers"), key: "modifiers", expected: "a list of modifier keys", scalarEntries: true) {
                shortcut.modifiers = modifiers.compactMapExact { enumValue($0, ShortcutModifier.self, key: "modifiers", keyRange: nil) }
            }
            if let key = shortcut.key, key.value.count != 1, NamedKey(rawValue: key.value) == nil {
                let suggestion = Suggestions.closest(to: key.value, in: NamedKey.spellings)
                report(InputRuleID.unknownValue, "`\(key.value)` is not a key: write one character, or one of the named keys",
                       at: key.range,
                       notes: ["named keys: \(Suggestions.list(NamedKey.spellings, conjunction: "and"))"],
                       help: suggestion.map { "did you mean `\($0)`?" } ?? "for ⌘N write `key: n`, with `modifiers: [command]`",
                       fixIts: suggestion.map { [.replace(key.range, with: $0, message: "change to `\($0)`")] } ?? [])
                failedValues.append(key.range)
                shortcut.key = nil
            }
            if let actionNode = f.value("action") {
                shortcut.action = decodeAction(actionNode, key: "action", keyRange: f.keyRange("action", in: tree)!)
            }
            return shortcut
        }
    }
}

extension Shortcut {
    /// The modifiers in effect: `[command]` when `modifiers:` is not written (`modifiers: []`
    /// means the key alone).
    public var resolvedModifiers: Set<ShortcutModifier> { modifiersKeyRange == nil ? [.command] : modifierSet }
}

// MARK: - Model JSON

extension ModelJSONEncoder {
    func shortcut(_ s: Shortcut) -> JSON {
        object([("title", str(s.title)), ("key", str(s.key)),
                ("modifiers", .array(s.modifiers.map { located($0) { .string($0.rawValue) } })),
                // Where the list is written, so `modifiers: []` (the key alone) is traceable too.
                ("modifiersWritten", s.modifiersValueRange.map { located(Located(true, range: $0)) { .bool($0) } } ?? .null),
                ("menu", str(s.menu)), ("overridesSystemKeys", bool(s.overridesSystemKeys)), ("action", action(s.action))], range: s.range)
    }
}
