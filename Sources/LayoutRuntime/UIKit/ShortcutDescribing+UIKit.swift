#if canImport(UIKit)
import UIKit

extension ShortcutDescribing {
    /// UIKit's input for the key: the character, or UIKit's constant for a named key.
    @MainActor
    public var input: String {
        switch key {
        case "upArrow": UIKeyCommand.inputUpArrow
        case "downArrow": UIKeyCommand.inputDownArrow
        case "leftArrow": UIKeyCommand.inputLeftArrow
        case "rightArrow": UIKeyCommand.inputRightArrow
        case "escape": UIKeyCommand.inputEscape
        case "pageUp": UIKeyCommand.inputPageUp
        case "pageDown": UIKeyCommand.inputPageDown
        case "home": UIKeyCommand.inputHome
        case "end": UIKeyCommand.inputEnd
        // UIKeyCommand.inputDelete is iOS 15; the backspace character is the same key before it.
        case "delete": "\u{8}"
        case "return": "\r"
        case "tab": "\t"
        case "space": " "
        default: key
        }
    }

    public var modifierFlags: UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        if modifiers.contains(.command) { flags.insert(.command) }
        if modifiers.contains(.shift) { flags.insert(.shift) }
        if modifiers.contains(.option) { flags.insert(.alternate) }
        if modifiers.contains(.control) { flags.insert(.control) }
        return flags
    }

    /// The key command. Its action is the layout's split view controller's, on the responder chain
    /// of every screen, which runs the shortcut's action. The title is also the discoverability
    /// title the ⌘ overlay shows.
    @MainActor
    public var keyCommand: UIKeyCommand {
        let command = UIKeyCommand(title: title, action: LayoutSplitViewController.shortcutAction, input: input,
                                   modifierFlags: modifierFlags, propertyList: rawValue, discoverabilityTitle: title)
        if overridesSystemKeys, #available(iOS 15.0, *) {
            // Runs even where focus or text editing would take the key (UIKeyCommand.h:51-52).
            command.wantsPriorityOverSystemBehavior = true
        }
        return command
    }

    /// For your app delegate's `buildMenu(with:)`: lists the shortcuts in the main menu, a group at
    /// the end of each standard menu they name (File, Edit, View, Window, Help) and a menu of their
    /// own before Window for the others. The split view controller offers the same commands, so
    /// they work whether or not the app builds a menu; the main menu's copy is the one UIKit uses.
    @MainActor
    public static func buildMenu(with builder: any UIMenuBuilder) {
        let standard: [String: UIMenu.Identifier] = ["File": .file, "Edit": .edit, "View": .view, "Window": .window, "Help": .help]
        for menu in menus {
            let commands = allCases.filter { $0.menu == menu }.map(\.keyCommand)
            if let identifier = standard[menu] {
                builder.insertChild(UIMenu(title: "", options: .displayInline, children: commands), atEndOfMenu: identifier)
            } else {
                builder.insertSibling(UIMenu(title: menu, children: commands), beforeMenu: .window)
            }
        }
    }
}
#endif
