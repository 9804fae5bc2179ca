import LayoutModel

/// Keyboard shortcuts in UIKit: each `Shortcut` as a `UIKeyCommand` whose action the layout's
/// split view controller performs (it is on every screen's responder chain), and
/// `buildMenu(with:)` for an app delegate that lists them in the main menu.
struct KeyCommandEmitter {
    let plan: LayoutPlan

    func emit(_ w: inout CodeWriter) {
        guard !plan.shortcuts.isEmpty else { return }
        w.mark("Keyboard shortcuts (UIKit)")
        w.block("extension \(plan.app).Shortcut {") { w in
            w.doc("UIKit's input for the key (`UIKeyCommand.inputUpArrow` for a named key, isolated to the main actor).")
            w.line("@MainActor")
            w.switchProperty("public var input: String", cases: plan.shortcuts.map { ($0.caseName, Self.input($0)) })
            w.blank()
            w.block("public var modifierFlags: UIKeyModifierFlags {") { w in
                w.line("var flags: UIKeyModifierFlags = []")
                w.line("if modifiers.contains(.command) { flags.insert(.command) }")
                w.line("if modifiers.contains(.shift) { flags.insert(.shift) }")
                w.line("if modifiers.contains(.option) { flags.insert(.alternate) }")
                w.line("if modifiers.contains(.control) { flags.insert(.control) }")
                w.line("return flags")
            }
            w.blank()
            w.doc("""
                The key command. Its action is the layout's split view controller's, on the responder chain
                of every screen; it runs `action`. The title is also the discoverability title the ⌘
                overlay shows.
                """)
            w.line("@MainActor")
            w.block("public var keyCommand: UIKeyCommand {") { w in
                let overriding = plan.shortcuts.filter(\.overridesSystemKeys).map { "." + $0.caseName }
                guard !overriding.isEmpty else {
                    w.line("UIKeyCommand(title: title, action: LayoutSplitViewController.shortcutAction, input: input,")
                    w.line("             modifierFlags: modifierFlags, propertyList: rawValue, discoverabilityTitle: title)")
                    return
                }
                w.line("let command = UIKeyCommand(title: title, action: LayoutSplitViewController.shortcutAction, input: input,")
                w.line("                           modifierFlags: modifierFlags, propertyList: rawValue, discoverabilityTitle: title)")
                let test = overriding.count == 1 ? "self == \(overriding[0])" : "[\(overriding.joined(separator: ", "))].contains(self)"
                w.comment("`overridesSystemKeys`: runs even where focus or text editing would take the key (UIKeyCommand.h:51-52).")
                w.block("if #available(iOS 15.0, *) {") { w in
                    w.line("command.wantsPriorityOverSystemBehavior = \(test)")
                }
                w.line("return command")
            }
            w.blank()
            emitBuildMenu(&w)
        }
    }

    func emitBuildMenu(_ w: inout CodeWriter) {
        w.doc("""
            For your app delegate's `buildMenu(with:)`: lists the shortcuts in the main menu, a group at
            the end of each standard menu they name (File, Edit, View, Window, Help) and a menu of their
            own before Window for the others. The split view controller offers the same commands, so
            they work whether or not the app builds a menu; the main menu's copy is the one UIKit uses.
            """)
        w.line("@MainActor")
        w.block("public static func buildMenu(with builder: any UIMenuBuilder) {") { w in
            for menu in plan.shortcutMenus {
                let members = plan.shortcuts.filter { $0.menu == menu }.map { "Self.\($0.caseName).keyCommand" }.joined(separator: ", ")
                if let identifier = StandardMenu.byTitle[menu]?.uikit {
                    w.line("builder.insertChild(UIMenu(title: \"\", options: .displayInline, children: [\(members)]), atEndOfMenu: .\(identifier))")
                } else {
                    w.line("builder.insertSibling(UIMenu(title: \(SwiftLiteral.string(menu)), children: [\(members)]), beforeMenu: .window)")
                }
            }
        }
    }

    /// The input literal: the character, or UIKit's constant for a named key.
    static func input(_ shortcut: ShortcutPlan) -> String {
        guard let named = shortcut.namedKey else { return SwiftLiteral.string(shortcut.key) }
        switch named {
        case .upArrow: return "UIKeyCommand.inputUpArrow"
        case .downArrow: return "UIKeyCommand.inputDownArrow"
        case .leftArrow: return "UIKeyCommand.inputLeftArrow"
        case .rightArrow: return "UIKeyCommand.inputRightArrow"
        case .escape: return "UIKeyCommand.inputEscape"
        case .pageUp: return "UIKeyCommand.inputPageUp"
        case .pageDown: return "UIKeyCommand.inputPageDown"
        case .home: return "UIKeyCommand.inputHome"
        case .end: return "UIKeyCommand.inputEnd"
        // UIKeyCommand.inputDelete is iOS 15; the backspace character is the same key before it.
        case .delete: return "\"\\u{8}\""
        case .return: return "\"\\r\""
        case .tab: return "\"\\t\""
        case .space: return "\" \""
        }
    }
}
