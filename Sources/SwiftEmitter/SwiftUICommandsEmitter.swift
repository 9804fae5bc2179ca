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
                            // Each with its key, disabled while no scene shows the layout (LayoutRuntimeSwiftUI's).
                            let states = plan.shortcutsTakeState ? ", states: states" : ""
                            w.line("ShortcutButtons<Shortcut>(in: \(SwiftLiteral.string(menu)), run: run\(states))")
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
}
