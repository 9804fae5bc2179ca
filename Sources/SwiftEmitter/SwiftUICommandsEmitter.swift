import LayoutModel

/// Keyboard shortcuts in SwiftUI: the shortcuts as menu commands (`ShortcutCommands`, for the
/// scene's `.commands { }`), each a `Button` with `.keyboardShortcut`, which runs its action in the
/// focused scene's `RootView` (published with `.focusedSceneValue`).
struct SwiftUICommandsEmitter {
    let plan: LayoutPlan
    var app: String { plan.app }
    /// The `FocusedValues` property through which the commands reach the focused `RootView`.
    var focusedProperty: String { "layoutc\(app)Shortcuts" }
    /// The `FocusedValues` property through which the commands read the app's state of their actions.
    var focusedStateProperty: String { "layoutc\(app)ShortcutStates" }

    func emit(_ w: inout CodeWriter) {
        guard !plan.shortcuts.isEmpty else { return }
        w.mark("Keyboard shortcuts (SwiftUI)")
        w.block("extension \(app).Shortcut {") { w in
            w.doc("The key as SwiftUI names it.")
            w.switchProperty("public var keyEquivalent: KeyEquivalent", cases: plan.shortcuts.map { ($0.caseName, Self.keyEquivalent($0)) })
            w.blank()
            w.block("public var eventModifiers: EventModifiers {") { w in
                w.line("var result: EventModifiers = []")
                w.line("if modifiers.contains(.command) { result.insert(.command) }")
                w.line("if modifiers.contains(.shift) { result.insert(.shift) }")
                w.line("if modifiers.contains(.option) { result.insert(.option) }")
                w.line("if modifiers.contains(.control) { result.insert(.control) }")
                w.line("return result")
            }
        }
        w.blank()
        w.block("extension \(app) {") { w in
            w.doc("""
                The spec's keyboard shortcuts as menu commands, under their menus. Add them to the scene:
                `WindowGroup { \(app).RootView(screens: …) }.commands { \(app).ShortcutCommands() }`. Each runs
                its action in the focused scene's `RootView`, and is disabled while no scene shows one.
                """)
            w.block("public struct ShortcutCommands: SwiftUI.Commands {") { w in
                w.line("@FocusedValue(\\.\(focusedProperty)) private var run")
                if plan.shortcutsTakeState { w.line("@FocusedValue(\\.\(focusedStateProperty)) private var states") }
                w.blank()
                w.line("public init() {}")
                w.blank()
                w.block("public var body: some SwiftUI.Commands {") { w in
                    for menu in plan.shortcutMenus {
                        let head = StandardMenu.byTitle[menu].map(\.swiftui).map { "CommandGroup(after: .\($0)) {" } ?? "CommandMenu(\(SwiftLiteral.string(menu))) {"
                        w.block(head) { w in
                            w.block("ForEach(Shortcut.allCases.filter { $0.menu == \(SwiftLiteral.string(menu)) }, id: \\.self) { shortcut in") { w in
                                w.block("Button {", close: "} label: {") { w in
                                    w.line("run?(shortcut)")
                                }
                                w.indented { $0.line("Text(shortcut.title)") }
                                w.line("}")
                                w.line(".keyboardShortcut(shortcut.keyEquivalent, modifiers: shortcut.eventModifiers)")
                                if plan.shortcutsTakeState {
                                    w.comment("Also disabled while the app says its action cannot run.")
                                    w.line(".disabled(run == nil || states?(shortcut).isEnabled == false)")
                                } else {
                                    w.line(".disabled(run == nil)")
                                }
                            }
                        }
                    }
                }
            }
        }
        w.blank()
        w.block("extension FocusedValues {") { w in
            w.doc("Runs one of \(app)'s keyboard shortcuts in the focused scene's `\(app).RootView`.")
            w.block("public var \(focusedProperty): ((\(app).Shortcut) -> Void)? {") { w in
                w.line("get { self[\(app)ShortcutsKey.self] }")
                w.line("set { self[\(app)ShortcutsKey.self] = newValue }")
            }
        }
        w.blank()
        w.block("private struct \(app)ShortcutsKey: FocusedValueKey {") { w in
            w.line("typealias Value = (\(app).Shortcut) -> Void")
        }
        guard plan.shortcutsTakeState else { return }
        w.blank()
        w.block("extension FocusedValues {") { w in
            w.doc("The app's state of the action of one of \(app)'s keyboard shortcuts, in the focused scene.")
            w.block("public var \(focusedStateProperty): ((\(app).Shortcut) -> \(app).ActionState)? {") { w in
                w.line("get { self[\(app)ShortcutStatesKey.self] }")
                w.line("set { self[\(app)ShortcutStatesKey.self] = newValue }")
            }
        }
        w.blank()
        w.block("private struct \(app)ShortcutStatesKey: FocusedValueKey {") { w in
            w.line("typealias Value = (\(app).Shortcut) -> \(app).ActionState")
        }
    }

    static func keyEquivalent(_ shortcut: ShortcutPlan) -> String {
        guard let named = shortcut.namedKey else { return SwiftLiteral.string(shortcut.key) }
        return named == .return ? ".return" : ".\(named.rawValue)"
    }
}
