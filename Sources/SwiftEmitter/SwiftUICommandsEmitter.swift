import LayoutModel

/// Keyboard shortcuts in SwiftUI: the shortcuts as menu commands (`ShortcutCommands`, for the
/// scene's `.commands { }`), each a `Button` with `.keyboardShortcut`, which runs its action in the
/// focused scene's `RootView` (published with `.focusedSceneValue`, keyed by the spec's `Shortcut`
/// type through LayoutRuntimeSwiftUI's `ShortcutTarget`).
struct SwiftUICommandsEmitter {
    let plan: LayoutPlan
    var app: String { plan.app }

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
                w.doc("How the focused scene's `RootView` runs the shortcuts; `nil` while no scene shows one.")
                w.line("@FocusedValue(\\.[ShortcutTarget<Shortcut>()]) private var handlers")
                w.blank()
                w.line("public init() {}")
                w.blank()
                w.block("public var body: some SwiftUI.Commands {") { w in
                    for menu in plan.shortcutMenus {
                        let head = StandardMenu.byTitle[menu].map(\.swiftui).map { "CommandGroup(after: .\($0)) {" } ?? "CommandMenu(\(SwiftLiteral.string(menu))) {"
                        w.block(head) { w in
                            // Each with its key, disabled while no scene shows the layout (LayoutRuntimeSwiftUI's).
                            w.line("ShortcutButtons<Shortcut>(in: \(SwiftLiteral.string(menu)), handlers: handlers)")
                        }
                    }
                }
            }
        }
    }
}
