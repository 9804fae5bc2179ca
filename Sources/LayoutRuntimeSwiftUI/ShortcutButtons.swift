#if canImport(SwiftUI) && !os(macOS)
import LayoutRuntime
import SwiftUI

extension ShortcutDescribing {
    /// The key as SwiftUI names it: the character, or SwiftUI's constant for a named key.
    public var keyEquivalent: KeyEquivalent {
        switch key {
        case "upArrow": .upArrow
        case "downArrow": .downArrow
        case "leftArrow": .leftArrow
        case "rightArrow": .rightArrow
        case "escape": .escape
        case "delete": .delete
        case "home": .home
        case "end": .end
        case "pageUp": .pageUp
        case "pageDown": .pageDown
        case "tab": .tab
        case "space": .space
        case "return": .return
        default: KeyEquivalent(key.first ?? " ")
        }
    }

    public var eventModifiers: EventModifiers {
        var result: EventModifiers = []
        if modifiers.contains(.command) { result.insert(.command) }
        if modifiers.contains(.shift) { result.insert(.shift) }
        if modifiers.contains(.option) { result.insert(.option) }
        if modifiers.contains(.control) { result.insert(.control) }
        return result
    }
}

/// The shortcuts listed under `menu`, in spec order, as the buttons of a `CommandGroup` or a
/// `CommandMenu`: each has its key, runs in the focused scene (`run`), and is disabled while no
/// scene shows the layout, or while the app says its action cannot run (`states`). Not isolated
/// to the main actor: a `Commands` body, which is not, makes it (SwiftUI.swiftinterface :21536);
/// its `body` is, as every view's.
public struct ShortcutButtons<Shortcut: ShortcutDescribing>: View {
    public let menu: String
    public let run: ((Shortcut) -> Void)?
    public let states: ((Shortcut) -> ActionState)?

    public init(in menu: String, run: ((Shortcut) -> Void)?, states: ((Shortcut) -> ActionState)? = nil) {
        self.menu = menu
        self.run = run
        self.states = states
    }

    /// The buttons of `menu`, run by the focused scene's `handlers` (`nil`: no scene shows the layout).
    public init(in menu: String, handlers: ShortcutHandlers<Shortcut>?) {
        self.init(in: menu, run: handlers?.run, states: handlers?.state)
    }

    public var body: some View {
        ForEach(Shortcut.allCases.filter { $0.menu == menu }, id: \.self) { shortcut in
            Button {
                run?(shortcut)
            } label: {
                Text(shortcut.title)
            }
            .keyboardShortcut(shortcut.keyEquivalent, modifiers: shortcut.eventModifiers)
            .disabled(run == nil || states?(shortcut).isEnabled == false)
        }
    }
}
/// What the focused scene's generated `RootView` does with its spec's keyboard shortcuts: `run`
/// runs one there, `state` is the app's state of its action. `RootView` publishes it for its
/// scene (`.focusedSceneValue(\.[ShortcutTarget<Shortcut>()], …)`) and the spec's
/// `ShortcutCommands` read it back (`@FocusedValue`), keyed by the spec's `Shortcut` type, so
/// that two layouts in one app never run each other's shortcuts.
public struct ShortcutHandlers<Shortcut: ShortcutDescribing> {
    public let run: (Shortcut) -> Void
    public let state: (Shortcut) -> ActionState

    public init(run: @escaping (Shortcut) -> Void, state: @escaping (Shortcut) -> ActionState = { _ in ActionState() }) {
        self.run = run
        self.state = state
    }
}

/// Names the `FocusedValues` entry of one spec's `ShortcutHandlers`, by its `Shortcut` type: a key
/// path needs a value to subscript with, and a type is not one.
public struct ShortcutTarget<Shortcut: ShortcutDescribing>: Hashable, Sendable {
    public init() {}
}

extension FocusedValues {
    /// The focused scene's handlers of the shortcuts of type `Shortcut`, if a scene shows that layout.
    public subscript<Shortcut>(target: ShortcutTarget<Shortcut>) -> ShortcutHandlers<Shortcut>? {
        get { self[ShortcutHandlersKey<Shortcut>.self] }
        set { self[ShortcutHandlersKey<Shortcut>.self] = newValue }
    }
}

private struct ShortcutHandlersKey<Shortcut: ShortcutDescribing>: FocusedValueKey {
    typealias Value = ShortcutHandlers<Shortcut>
}
#endif
