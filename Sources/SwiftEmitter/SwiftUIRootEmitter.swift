import LayoutModel

/// `RootView`: one `NavigationSplitView`, which collapses by itself in compact width, or, for a
/// tab bar, the split view in regular width and a `TabView` in compact width. Every binding reads
/// and writes one `NavigationState` (LayoutRuntime), the same state the UIKit layout keeps: list
/// selections, column and tab paths, the selected tab, the columns' visibility. The state is saved
/// with the scene (`@SceneStorage`).
struct SwiftUIRootEmitter {
    let plan: LayoutPlan

    var app: String { plan.app }
    var isTriple: Bool { plan.style == .tripleColumn }
    var tabs: [TabPlan] { if case .tabBar(let tabs) = plan.compact { tabs } else { [] } }
    var map: String { "\(app).navigationMap" }

    func emit(_ w: inout CodeWriter) {
        w.mark("Root view (SwiftUI)")
        w.block("extension \(app) {") { w in
            w.doc("""
                Where the user is in `RootView`, in \(navigatorKind): one `NavigationState`, the same the UIKit layout keeps.
                Hold one for the scene (`\(navigatorWrapper) private var navigator = \(app).Navigator()`) and pass
                it to `RootView(screens:navigator:)` to go somewhere from code: `navigator.open(_:)` for a
                deep link, a notification or an activity.
                """)
            w.line("public typealias Navigator = \(navigatorClass)<Screen, Selection>")
            w.blank()
            w.doc("""
                The spec's layout: \(layoutDescription).
                Where the user is lives in a `Navigator`, saved with the scene. Put it in your scene:
                `WindowGroup { \(app).RootView(screens: YourScreenViews()) }`.
                """)
            w.line("@MainActor")
            w.block("public struct RootView<App: ScreenViews>: View {") { w in
                emitState(&w)
                w.blank()
                w.doc("A layout that keeps where the user is to itself (and the scene).")
                w.block("public init(screens: App) {") { w in
                    w.line("self.init(screens: screens, navigator: Navigator())")
                }
                w.blank()
                w.doc("""
                    A layout whose navigation the app holds, to change it from outside. Pass the same
                    navigator for the scene's life: the view keeps the first one it is given.
                    """)
                w.block("public init(screens: App, navigator: @autoclosure @escaping () -> Navigator) {") { w in
                    w.line("self.screens = screens")
                    w.line("_navigator = \(navigatorWrapper.dropFirst())(wrappedValue: navigator())")
                    w.line("_screensChanges = ObservedObject(wrappedValue: ScreensObservation(observing: screens))")
                    if !plan.scenes.isEmpty {
                        w.line("scene = nil")
                        w.line("sceneRoute = nil")
                    }
                }
                if !plan.scenes.isEmpty {
                    w.blank()
                    w.doc("""
                        A window of the scene kind `scene`: its screen for `route` (what `openScene` opened it
                        for; `nil` shows the kind's screen for no row), in a stack of its own. `SceneWindows`
                        makes these for the app's scene.
                        """)
                    w.block("public init(screens: App, scene: SceneKind, route: Route?) {") { w in
                        w.line("self.screens = screens")
                        w.line("_navigator = \(navigatorWrapper.dropFirst())(wrappedValue: Navigator())")
                        w.line("_screensChanges = ObservedObject(wrappedValue: ScreensObservation(observing: screens))")
                        w.line("self.scene = scene")
                        w.line("sceneRoute = route")
                    }
                }
                w.blank()
                emitBody(&w)
                w.blank()
                emitSplit(&w)
                if !tabs.isEmpty {
                    w.blank()
                    emitTabs(&w)
                }
                w.blank()
                emitScreenBuilder(&w)
                w.blank()
                emitBindings(&w)
                if !plan.scenes.isEmpty {
                    w.blank()
                    emitSceneMembers(&w)
                }
            }
            if !plan.scenes.isEmpty {
                w.blank()
                emitSceneWindows(&w)
            }
        }
        w.blank()
        emitNavigatorStart(&w)
    }

    /// The navigator the deployment target allows: `Observable` from iOS 17 (held with `@State`),
    /// an `ObservableObject` before (held with `@StateObject`). Both are LayoutRuntimeSwiftUI's.
    var navigatorClass: String { plan.targetsIOS17 ? "ObservableLayoutNavigator" : "LayoutNavigator" }
    var navigatorWrapper: String { plan.targetsIOS17 ? "@State" : "@StateObject" }
    var navigatorKind: String { plan.targetsIOS17 ? "an `Observable` object" : "an `ObservableObject`" }

    /// `Navigator()`: the state before anything is picked, in the spec's display mode.
    func emitNavigatorStart(_ w: inout CodeWriter) {
        w.block("extension \(navigatorClass) where Screen == \(app).Screen, Selection == \(app).Selection {") { w in
            w.doc("Where the \(app) layout starts: its first screens, nothing picked.")
            w.block("public convenience init() {") { w in
                w.line("self.init(map: \(map), state: NavigationState(\(map), width: .regular\(displayModeArgument)))")
            }
        }
    }

    /// The windows of the scene kinds: one `WindowGroup(id:for:content:)` each, whose value is the
    /// route `openWindow(id:value:)` sends (SwiftUI.si:281-293, :11368-11384, iOS 16).
    func emitSceneWindows(_ w: inout CodeWriter) {
        w.doc("""
            The windows of the scene kinds (`scenes:`), one `WindowGroup` each, opened by `openScene`
            with the route they show, which SwiftUI saves and gives back when it restores the window:
            put it beside the main window in your app's scene, `WindowGroup { \(app).RootView(screens: s) }`
            then `\(app).SceneWindows(screens: s)`. On iPad, Info.plist must declare
            `UIApplicationSupportsMultipleScenes`; where there is one window, `openScene` shows a sheet.
            """)
        w.line("@MainActor")
        w.block("public struct SceneWindows<App: ScreenViews>: Scene {") { w in
            w.line("private let screens: App")
            w.blank()
            w.block("public init(screens: App) {") { w in
                w.line("self.screens = screens")
            }
            w.blank()
            func group(_ kind: ScenePlan, _ w: inout CodeWriter) {
                w.block("WindowGroup(\(SwiftLiteral.string(kind.title)), id: SceneKind.\(kind.caseName).rawValue, for: Route.self) { route in") { w in
                    w.line("RootView(screens: screens, scene: .\(kind.caseName), route: route.wrappedValue)")
                }
            }
            w.block("public var body: some Scene {") { w in
                if plan.scenes.count <= 10 {
                    for kind in plan.scenes { group(kind, &w) }
                    return
                }
                // A `SceneBuilder` block takes at most ten scenes (SwiftUI.si:27358-27414): groups of ten.
                for start in stride(from: 0, to: plan.scenes.count, by: 10) {
                    w.block("Group {") { w in
                        for kind in plan.scenes[start..<min(start + 10, plan.scenes.count)] { group(kind, &w) }
                    }
                }
            }
        }
    }

    /// `openScene` and `closeScene` in SwiftUI, the scene kind's window, and its sheet where the
    /// app has one window.
    func emitSceneMembers(_ w: inout CodeWriter) {
        w.line("// MARK: Scene kinds")
        w.blank()
        w.doc("A scene kind's window: its screen for what it was opened for.")
        w.block("private func sceneWindow(_ kind: SceneKind) -> some View {") { w in
            w.line("sceneStack(sceneRoute ?? Route(kind.screen))")
        }
        w.blank()
        w.doc("A scene kind's screen in a stack of its own, in its window or in its sheet.")
        w.block("private func sceneStack(_ route: Route) -> some View {") { w in
            w.block("NavigationStack(path: $scenePath) {") { w in
                w.line("screen(route, at: .presented)")
                w.indented { $0.line(".navigationDestination(for: Route.self) { route in screen(route, at: .presented) }") }
            }
        }
        guard plan.controlsOpenScenes else { return }
        w.blank()
        w.doc("A scene kind shown as a sheet: `.sheet(item:)` needs an identity.")
        w.block("private struct SceneSheet: Identifiable {") { w in
            w.line("var kind: SceneKind")
            w.line("var route: Route")
            w.line("var id: SceneKind { kind }")
        }
        w.blank()
        w.doc("""
            Opens a window of `kind` showing its screen for `selection`: `openWindow(id:value:)` where the
            app can have several windows, a sheet over this one where it cannot (iPhone).
            """)
        w.block("private func openScene(_ kind: SceneKind, for selection: Selection?) {") { w in
            w.line("let route = Route(kind.screen, selection: selection)")
            w.ifElse("supportsMultipleWindows", { w in
                w.line("openWindow(id: kind.rawValue, value: route)")
            }, else: { w in
                w.line("scenePath = []")
                w.line("sceneSheet = SceneSheet(kind: kind, route: route)")
            })
        }
        w.blank()
        w.doc("""
            Closes this window when it is one of `kind` (`dismissWindow`, iOS 17; on iOS 16 SwiftUI cannot
            close a window, and people close it), or the sheet of `kind`.
            """)
        w.block("private func closeScene(_ kind: SceneKind) {") { w in
            w.line("if scene == kind {")
            w.indented { w in
                w.line(plan.targetsIOS17 ? "dismissWindow()" : "closingWindow = true")
            }
            w.line("} else if sceneSheet?.kind == kind {")
            w.indented { $0.line("sceneSheet = nil") }
            w.line("}")
        }
    }


    var layoutDescription: String {
        tabs.isEmpty
            ? "a `NavigationSplitView`, which collapses into one stack in compact width"
            : "a `NavigationSplitView` in regular width and a `TabView` in compact width"
    }

    func emitState(_ w: inout CodeWriter) {
        w.line("private typealias Navigation = NavigationState<Screen, Selection>")
        w.blank()
        w.line("private let screens: App")
        if !tabs.isEmpty { w.line("@Environment(\\.horizontalSizeClass) private var horizontalSizeClass") }
        w.doc("Where the user is: the app's navigator, or this view's own.")
        w.line("\(navigatorWrapper) private var navigator: Navigator")
        w.doc("Changes to the app's data, when `App` is an `ObservableObject` (iOS 16): the lists refresh.")
        w.line("@ObservedObject private var screensChanges: ScreensObservation")
        w.doc("The navigation saved with the scene and restored when it comes back.")
        w.line("@SceneStorage(\(SwiftLiteral.string("layoutc.\(app).navigation"))) private var savedNavigation = \"\"")
        if !presented.isEmpty {
            w.doc("The transient UI on screen, which the spec's `present:` actions set; one at a time, as in UIKit.")
            w.line("@State private var presented: Transient?")
            if presentsViews {
                w.doc("The screens pushed in the presented transient's own stack.")
                w.line("@State private var presentedPath: [Route] = []")
                w.doc("What the presented screen is for: the row whose context menu presented it.")
                w.line("@State private var presentedSelection: Selection?")
            }
        }
        if !plan.scenes.isEmpty {
            w.doc("The scene kind whose window this is, and the route it was opened for; `nil`: the main window.")
            w.line("private let scene: SceneKind?")
            w.line("private let sceneRoute: Route?")
            w.doc("The screens pushed in a scene kind's window, or in its sheet.")
            w.line("@State private var scenePath: [Route] = []")
            if plan.controlsOpenScenes {
                w.doc("A scene kind shown as a sheet, where the app has one window (iPhone).")
                w.line("@State private var sceneSheet: SceneSheet?")
                w.line("@Environment(\\.openWindow) private var openWindow")
                w.line("@Environment(\\.supportsMultipleWindows) private var supportsMultipleWindows")
                if plan.targetsIOS17 {
                    w.line("@Environment(\\.dismissWindow) private var dismissWindow")
                } else {
                    w.doc("Set to close this window: `dismissWindow` is iOS 17's, which a view that supports iOS 16 cannot\nhold itself (LayoutRuntimeSwiftUI's `closesWindow(when:)` does; `deploymentTarget: 17` needs none).")
                    w.line("@State private var closingWindow = false")
                }
            }
        }
        for (screen, list) in plan.lists where list.reorderable {
            guard let fixed = list.staticList else { continue }
            w.doc("The order the user gave the \(screen.name) rows; the app hears of each change.")
            w.line("@State private var \(orderName(screen)) = Dictionary(uniqueKeysWithValues: \(fixed.sectionTypeName).allCases.map { ($0, $0.items) })")
        }
    }

    var displayModeArgument: String {
        guard let mode = plan.split?.displayMode?.value, mode != .automatic else { return "" }
        return ", displayMode: .\(mode.rawValue)"
    }

    func orderName(_ screen: ScreenPlan) -> String { "\(screen.delegateLabel)Order" }

    /// The transients `RootView` presents itself: those with a screen, alerts, and those without
    /// content that a control presents, which show the app's view (`content(of:for:)`).
    var presented: [TransientPlan] { plan.presentedTransients }

    /// Whether `RootView` presents a view for some entry (its screen or the app's), not only alerts.
    var presentsViews: Bool { plan.presentsViews }

    /// The presentation modifiers `RootView` needs, by group of kinds.
    var presentationGroups: [(modifier: String, kinds: [TransientKind])] {
        let groups: [(String, [TransientKind])] = [
            ("sheet", [.sheet, .formSheet, .pageSheet]), ("fullScreenCover", [.fullScreen]), ("popover", [.popover, .picker]),
        ]
        return groups.filter { _, kinds in presented.contains { $0.showsView && kinds.contains($0.kind) } }
    }

    func emitBody(_ w: inout CodeWriter) {
        if !plan.scenes.isEmpty {
            w.doc("A scene kind's window, or the main window's layout; either presents the spec's transient UI.")
            w.line("@ViewBuilder")
            w.block("private var window: some View {") { w in
                w.line("if let scene {")
                w.indented { $0.line("sceneWindow(scene)") }
                w.line("} else {")
                w.indented { $0.line(tabs.isEmpty ? "splitView" : "layout") }
                w.line("}")
            }
            w.blank()
        }
        w.block("public var body: some View {") { w in
            if !plan.scenes.isEmpty {
                w.line("window")
            } else if tabs.isEmpty {
                w.comment("In compact width NavigationSplitView collapses its columns into one stack by itself,\nshowing the columns the selections opened.")
                w.line("splitView")
            } else {
                w.line("layout")
            }
            w.indented { w in
                w.line(".savingNavigation(navigator, in: $savedNavigation)")
                if !plan.scenes.isEmpty, plan.controlsOpenScenes, !plan.targetsIOS17 {
                    w.line(".closesWindow(when: $closingWindow)")
                }
                if !plan.shortcuts.isEmpty {
                    w.comment("The shortcuts' menu commands run here while this scene is focused.")
                    let state = plan.shortcutsTakeState
                        ? ", state: { shortcut in shortcut.action.appAction.map { state(of: $0) } ?? ActionState() }" : ""
                    w.line(".focusedSceneValue(\\.[ShortcutTarget<Shortcut>()], ShortcutHandlers(run: { shortcut in run(shortcut.action, from: .presented) }\(state)))")
                }
                if plan.controlsOpenScenes {
                    w.line(".sheet(item: $sceneSheet) { sheet in sceneStack(sheet.route) }")
                }
                for (modifier, kinds) in presentationGroups {
                    w.block(".\(modifier)(item: presentation(of: \(CodeWriter.caseList(kinds.map(\.rawValue))))) { transient in") { w in
                        w.line("presentedContent(transient)")
                    }
                }
                for t in presented where t.kind.isAlert {
                    let title = "Text(\(SwiftLiteral.string(t.title ?? "")))"
                    let head = t.kind == .alert
                        ? ".alert(\(title), isPresented: isPresenting(.\(t.caseName))) {"
                        : ".confirmationDialog(\(title), isPresented: isPresenting(.\(t.caseName)), titleVisibility: \(t.title == nil ? ".hidden" : ".visible")) {"
                    w.line(head)
                    w.indented { w in
                        for button in t.buttons {
                            let role = button.role.map { ".\($0.rawValue)" } ?? "nil"
                            let action = button.action.map { "run(\($0.literal(plan)), from: .presented)" } ?? ""
                            w.line("Button(role: \(role), action: { \(action) }, label: { Text(\(SwiftLiteral.string(button.title))) })")
                        }
                    }
                    w.line("} message: {")
                    w.indented { $0.line(t.message.map { "Text(\(SwiftLiteral.string($0)))" } ?? "EmptyView()") }
                    w.line("}")
                }
            }
        }
        guard !tabs.isEmpty else { return }
        w.blank()
        w.doc("The tab bar in compact width, the split view in regular width.")
        w.line("@ViewBuilder")
        w.block("private var layout: some View {") { w in
            w.ifElse("horizontalSizeClass == .compact", { w in
                w.line("tabs")
            }, else: { w in
                w.line("splitView")
            })
        }
    }

    var splitStyle: String? {
        switch plan.split?.behavior?.value {
        case .tile?: ".balanced"
        case .overlay?, .displace?: ".prominentDetail"
        case .automatic?: ".automatic"
        case nil: nil
        }
    }

    func widthModifier(_ column: Column) -> String? {
        guard let width = plan.split?.columnWidths.first(where: { $0.column == column }) else { return nil }
        let points = width.points?.value, min = width.min?.value, max = width.max?.value
        if let points, min == nil, max == nil { return ".navigationSplitViewColumnWidth(\(SwiftLiteral.number(points)))" }
        // An unbounded maximum (`.inf`) is no help in choosing the ideal width.
        let boundedMax = max.flatMap { $0.isInfinite ? nil : $0 }
        let ideal = points ?? ((min != nil && boundedMax != nil) ? (min! + boundedMax!) / 2 : (min ?? boundedMax))
        guard let ideal else { return nil }
        var parts: [String] = []
        if let min { parts.append("min: \(SwiftLiteral.number(min))") }
        parts.append("ideal: \(SwiftLiteral.number(ideal))")
        if let max { parts.append("max: \(max.isInfinite ? ".infinity" : SwiftLiteral.number(max))") }
        return ".navigationSplitViewColumnWidth(\(parts.joined(separator: ", ")))"
    }

    func emitColumn(_ column: Column, _ w: inout CodeWriter) {
        w.block("NavigationStack(path: navigator.path(.\(column.rawValue), in: width)) {") { w in
            w.line("column(.\(column.rawValue))")
        }
        if let width = widthModifier(column) { w.line(width) }
    }

    func emitSplit(_ w: inout CodeWriter) {
        w.block("private var splitView: some View {") { w in
            var notes: [String] = []
            if plan.split?.showsSecondaryOnlyButton != nil { notes.append("showsSecondaryOnlyButton") }
            if plan.split?.presentsWithGesture != nil { notes.append("presentsWithGesture") }
            if plan.split?.primaryEdge != nil { notes.append("primaryEdge") }
            if plan.split?.displayModeButtonVisibility != nil { notes.append("displayModeButtonVisibility") }
            if plan.split?.primaryBackgroundStyle != nil { notes.append("primaryBackgroundStyle (a `.sidebar` list draws the sidebar material)") }
            if plan.split?.columnWidths.contains(where: { $0.fraction != nil }) == true { notes.append("column width fractions") }
            if !notes.isEmpty { w.comment("SwiftUI has no equivalent of the spec's \(notes.joined(separator: ", ")).") }
            w.block("NavigationSplitView(columnVisibility: navigator.columnVisibility(in: width, tripleColumn: \(isTriple))) {", close: isTriple ? "} content: {" : "} detail: {") { w in
                emitColumn(.primary, &w)
            }
            if isTriple {
                w.indented { w in emitColumn(.supplementary, &w) }
                w.line("} detail: {")
            }
            w.indented { w in emitColumn(.secondary, &w) }
            w.line("}")
            if let style = splitStyle { w.line(".navigationSplitViewStyle(\(style))") }
        }
        w.blank()
        w.doc("A column: its first screen, and the screens pushed onto it.")
        w.block("private func column(_ column: ColumnSlot) -> some View {") { w in
            w.line("let first = current.firstRoute(in: column, \(map)) ?? Route(\(map).primary)")
            w.line("return screen(first, at: .column(column))")
            w.indented { w in
                w.block(".navigationDestination(for: Route.self) { route in") { w in
                    w.line("screen(route, at: .column(column))")
                }
            }
        }
    }

    func emitTabs(_ w: inout CodeWriter) {
        w.block("private var tabs: some View {") { w in
            w.block("TabView(selection: selectedTab) {") { w in
                for (i, tab) in tabs.enumerated() {
                    for (k, action) in plan.actionTabs.enumerated() where action.position == i + plan.actionTabs.prefix(k).count {
                        emitActionTab(action, tag: -1 - k, &w)
                    }
                    let image = tab.image.map(SwiftLiteral.string) ?? "nil"
                    w.line("tab(\(i), root: .\(plan.screen(tab.root).caseName), title: \(SwiftLiteral.string(tab.title)), systemImage: \(image))")
                    if let badge = tab.badgeCase { w.indented { $0.line(badgeModifier(badge)) } }
                }
                for (k, action) in plan.actionTabs.enumerated() where action.position >= tabs.count + k {
                    emitActionTab(action, tag: -1 - k, &w)
                }
            }
        }
        w.blank()
        w.doc("Tab `index`: a stack of its own from `root`, and its item in the tab bar.")
        w.block("private func tab(_ index: Int, root: Screen, title: LocalizedStringKey, systemImage: String?) -> some View {") { w in
            w.block("NavigationStack(path: navigator.tabPath(index, in: width)) {") { w in
                w.line("screen(current.tabs[index].first?.route ?? Route(root), at: .compact)")
                w.indented { $0.line(".navigationDestination(for: Route.self) { route in screen(route, at: .compact) }") }
            }
            w.block(".tabItem {") { w in
                w.block("Label {", close: "} icon: {") { w in
                    w.line("Text(title)")
                }
                w.indented { w in
                    w.block("if let systemImage {") { $0.line("Image(systemName: systemImage)") }
                }
                w.line("}")
            }
            w.line(".tag(index)")
        }
    }

    /// An action tab: an item of the tab bar with nothing behind it, tagged below zero so the
    /// selection's setter runs its action instead of selecting it.
    func emitActionTab(_ tab: ActionTabPlan, tag: Int, _ w: inout CodeWriter) {
        w.line("Text(\(SwiftLiteral.string(tab.title)))")
        w.indented { w in
            w.block(".tabItem {") { w in
                w.block("Label {", close: "} icon: {") { w in
                    w.line("Text(\(SwiftLiteral.string(tab.title)))")
                }
                if let image = tab.image {
                    w.indented { $0.line("Image(systemName: \(SwiftLiteral.string(image)))") }
                }
                w.line("}")
            }
            w.line(".tag(\(tag))")
            if let badge = tab.badgeCase { w.line(badgeModifier(badge)) }
        }
    }

    /// The app's count on a tab (`badge: true`), read in the body so it follows observable state;
    /// SwiftUI shows none for 0 (iOS 15), to which `BadgeCount.value` turns `nil` and negative counts, as UIKit's
    /// `BadgeCount.text` does.
    func badgeModifier(_ caseName: String) -> String {
        ".badge(BadgeCount.value(screens.badge(for: .\(caseName))))"
    }

    func emitScreenBuilder(_ w: inout CodeWriter) {
        if !plan.lists.isEmpty {
            w.doc("The view for `route` at `position`: the app's replacement, if it gives one, or the generated screen.")
            w.line("@ViewBuilder")
            w.block("private func screen(_ route: Route, at position: ListPosition) -> some View {") { w in
                w.line("if let replaced = screens.replacement(for: route.screen, selection: route.selection) {")
                w.indented { $0.line("replaced") }
                w.line("} else {")
                w.indented { $0.line("generatedScreen(route, at: position)") }
                w.line("}")
            }
            w.blank()
        }
        w.doc("The view for `route` at `position`, its rows bound to the navigation state.")
        w.line("@ViewBuilder")
        w.block("private func \(plan.lists.isEmpty ? "screen" : "generatedScreen")(_ route: Route, at position: ListPosition) -> some View {") { w in
            w.line("let selection: Selection? = route.selection")
            w.line("switch route.screen {")
            for screen in plan.screens {
                w.line("case .\(screen.caseName):")
                w.indented { w in
                    guard let list = screen.list else {
                        w.line("screens.\(screen.delegateLabel)(for: selection)")
                        if screen.toolbarHasActions {
                            w.indented { $0.line(".environment(\\.\(plan.runEnvironmentProperty), { action in run(action, from: position) })") }
                        }
                        if plan.toolbarTakesState(screen) {
                            w.indented { $0.line(".environment(\\.\(plan.stateEnvironmentProperty), { action in state(of: action) })") }
                        }
                        return
                    }
                    emitListConstruction(screen, list, &w)
                }
            }
            w.line("}")
        }
    }

    /// A toolbar button's or menu item's handler: its own action through the navigation state or
    /// `perform(_:)`, otherwise the app's requirement.
    static func handlerBody(_ argument: String, actions: [ToolbarActionPlan?], needsApp: Bool, appCall: String, plan: LayoutPlan) -> [String] {
        // Buttons that only open their menus leave nothing to do on a tap, and nothing to the app.
        guard !actions.allSatisfy({ $0 == nil }) else { return needsApp ? [appCall] : [] }
        return ActionSwitch(open: actions.opensScreens ? ["select(nil, opening: destination, from: position)"] : nil,
                            perform: actions.performsActions ? ["screens.perform(action)"] : nil,
                            other: actions.runsThroughLayout ? ["run(action, from: position)"] : nil,
                            app: needsApp ? [appCall] : nil).lines(over: "\(argument).action", plan)
    }

    func emitListConstruction(_ screen: ScreenPlan, _ list: ListPlan, _ w: inout CodeWriter) {
        let label = screen.delegateLabel
        var args: [(String, [String])] = []
        if list.hasSwipeActions {
            let appCall = "screens.\(label)(perform: action, on: row, for: selection)"
            if list.swipeHasActions {
                let actions = list.swipeActionPlans
                let cases = ActionSwitch(
                    open: actions.opensScreens ? ["select(.\(screen.caseName)(row), opening: destination, from: position)"] : nil,
                    // Content presented from a row is for that row.
                    present: presentsViews && actions.presents
                        ? ["run(.present(transient), from: position)", "presentedSelection = .\(screen.caseName)(row)"] : nil,
                    openScene: actions.opensSceneWindows ? ["openScene(kind, for: .\(screen.caseName)(row))"] : nil,
                    other: actions.doesMoreThanOpen ? ["run(action, from: position)"] : nil,
                    app: list.swipeNeedsApp ? [appCall] : nil)
                args.append(("onSwipe: { action, row in", cases.lines(over: "action.action", plan)))
            } else {
                args.append(("onSwipe: { action, row in", [appCall]))
            }
        }
        if list.reorderable {
            if list.isDynamic {
                args.append(("onMove: { source, destination in", ["screens.\(label)(moveRows: source, to: destination, for: selection)"]))
            } else {
                args.append(("onReorder: { rows, section in", ["screens.\(label)(didReorder: rows, in: section)"]))
            }
        }
        if !screen.toolbar.isEmpty {
            args.append(("onToolbar: { item in", Self.handlerBody("item", actions: screen.toolbarActions, needsApp: screen.toolbarNeedsApp,
                                                                  appCall: "screens.\(label)(didTap: item)", plan: plan)))
        }
        if screen.hasToolbarMenu {
            args.append(("onToolbarMenu: { entry in", Self.handlerBody("entry", actions: screen.toolbarMenuItems.map(\.action),
                                                                        needsApp: screen.toolbarMenuNeedsApp,
                                                                        appCall: "screens.\(label)(didChoose: entry)", plan: plan)))
        }
        // In the order the list view declares its callbacks (`callbacks(_:_:)`).
        if !list.contextMenu.isEmpty {
            let appCall = list.appContextMenuCall { "screens.\(label)(perform: \($0), on: row)" }
            if list.contextMenuHasActions {
                let actions = list.contextMenuActions
                let cases = ActionSwitch(
                    open: actions.opensScreens ? ["select(.\(screen.caseName)(row), opening: destination, from: position)"] : nil,
                    // Content presented from a row is for that row.
                    present: presentsViews && actions.presents
                        ? ["run(.present(transient), from: position)", "presentedSelection = .\(screen.caseName)(row)"] : nil,
                    openScene: actions.opensSceneWindows ? ["openScene(kind, for: .\(screen.caseName)(row))"] : nil,
                    other: actions.doesMoreThanOpen ? ["run(action, from: position)"] : nil,
                    app: list.contextMenuNeedsApp ? [appCall] : nil)
                args.append(("onContextMenu: { item, row in", cases.lines(over: "item.action", plan)))
            } else {
                args.append(("onContextMenu: { item, row in", [appCall]))
            }
        }
        if list.acceptsDrops {
            args.append(("onDropRows: { rows, row in", ["screens.\(label)(didDrop: rows, onto: row)"]))
        }
        if list.refreshes {
            args.append(("onRefresh: ListRefresh {", ["await screens.\(screen.refreshMethod)(for: selection)"]))
        }
        if screen.search != nil {
            let scoped = screen.searchScopeParameter != nil
            args.append(("onSearch: { text\(scoped ? ", scope" : "") in", ["screens.\(label)(searchFor: text\(scoped ? ", in: scope" : ""))"]))
        }
        if plan.toolbarTakesState(screen) {
            args.append(("actionState: { action in", ["state(of: action)"]))
        }
        if let results = screen.search?.results {
            // The results are for what this screen shows, and their rows open screens from its position.
            args.append(("searchResults: {", ["AnyView(screen(Route(.\(plan.screen(results).caseName), selection: selection), at: position))"]))
        }
        // What a picked row opens, and whether that depends on the row (a listed row's own `onSelect`).
        let opensPerRow = list.listedTypeName != nil || list.staticList?.items.contains(where: { $0.destination != nil }) == true
        let destination = opensPerRow || list.isDynamic ? list.destinationExpression(of: "row", plan) : "nil"
        // A row that only opens its destination is bound through `rowSelection(_:at:opening:)`.
        let selectsPlainly = list.perRowActions == nil && list.dynamicRowAction == nil
        let plainSelection = "rowSelection(Selection.\(screen.caseName), at: position, opening: { "
            + (opensPerRow ? "row in" : "_ in") + " \(destination) })"
        let parts = SwiftUIParts(plan: plan)
        if let fixed = list.staticList, parts.showsAsStaticListView(screen, list) {
            // A list that only selects is LayoutRuntimeSwiftUI's `StaticListView`.
            let headers = list.regularHeaderMode != .none || list.compactHeaderMode != .none
            var arguments = ["\(fixed.sectionTypeName).self", "style: \(parts.listStyle(list.appearance))"]
            if let titles = screen.titlesBySizeClass {
                // A width without a title shows none: an empty title is no title.
                arguments.append("title: \(SwiftLiteral.string(titles.regular ?? "")), compactTitle: \(SwiftLiteral.string(titles.compact ?? ""))")
            } else if let title = screen.title {
                arguments.append("title: \(SwiftLiteral.string(title))")
            }
            if !headers { arguments.append("showsHeaders: false") }
            if selectsPlainly {
                w.line("StaticListView(\(arguments.joined(separator: ", ")), selection: \(plainSelection))")
                return
            }
            w.line("StaticListView(")
            w.indented { $0.line(arguments.joined(separator: ", ") + ",") }
        } else {
            w.line("\(list.viewName)(")
        }
        w.indented { w in
            if let data = list.dataSections, !data.isWholeList {
                let arguments = zip(data.dynamicSections, plan.dataRequirements(screen, data)).map { section, requirement in
                    "\(SwiftName.bare(section.caseName)): screens.\(requirement.name)(for: selection)"
                }.joined(separator: ", ")
                w.line("sections: \(data.sectionTypeName).contents(\(arguments)),")
                w.line("rowView: { row in screens.\(label)Row(row) },")
            } else if list.isDynamic {
                w.line("rows: screens.\(label)Rows(for: selection),")
                w.line("rowView: { row in screens.\(label)Row(row) },")
            }
            let passesOrder = list.reorderable && !list.isDynamic
            if selectsPlainly {
                w.line("selection: \(plainSelection)" + (args.isEmpty && !passesOrder ? "" : ","))
            } else {
                w.block("selection: Binding(", close: ")" + (args.isEmpty && !passesOrder ? "" : ",")) { w in
                    w.line("get: { current.highlightedRow(at: position, of: Selection.\(screen.caseName)) },")
                    w.block("set: { row in") { w in
                        w.line("guard let row else { return navigator.deselect(at: position, in: width) }")
                        w.line("screens.didSelect(.\(screen.caseName)(row))")
                        // Content presented from a row is about that row.
                        let presentsContent = presentsViews
                        let selection = ".\(screen.caseName)(row)"
                        if let actions = list.perRowActions {
                            // The spec's rows act as they say; rows from data take the list's `action`.
                            w.comment("A row that is a button runs its action, for itself; the selection stays the navigation's.")
                            w.block("if \(list.rowActionExpression(of: "row")) != nil {") { w in
                                let cases = ActionSwitch(
                                    open: actions.opensScreens ? ["select(\(selection), opening: destination, from: position)"] : nil,
                                    present: presentsContent && actions.presents
                                        ? ["run(.present(transient), from: position)", "presentedSelection = \(selection)"] : nil,
                                    openScene: actions.opensSceneWindows ? ["openScene(kind, for: \(selection))"] : nil,
                                    other: actions.doesMoreThanOpen ? ["run(action, from: position)"] : nil)
                                for line in cases.lines(over: list.rowActionExpression(of: "row"), plan) { w.line(line) }
                                w.line("return")
                            }
                        } else if let action = list.dynamicRowAction {
                            w.comment("Every row is a button (the list's `action`), for itself; the selection stays the navigation's.")
                            if case .open(let d) = action {
                                w.line("select(\(selection), opening: Destination(.\(d.kind.rawValue), .\(plan.screen(d.screen).caseName)), from: position)")
                            } else {
                                w.line("run(\(action.literal(plan)), from: position)")
                                if case .present = action, presentsContent { w.line("presentedSelection = \(selection)") }
                            }
                            w.line("return")
                        }
                        if destination != "nil" {
                            w.line("select(.\(screen.caseName)(row), opening: \(destination), from: position)")
                        }
                    }
                }
            }
            if passesOrder {
                w.line("order: $\(orderName(screen))" + (args.isEmpty ? "" : ","))
            }
            for (i, (open, body)) in args.enumerated() {
                w.line(open)
                w.indented { w in for line in body { w.line(line) } }
                w.line(i == args.count - 1 ? "}" : "},")
            }
        }
        w.line(")")
    }

    /// Bindings of the presentation modifiers to `presented`, and the content of each transient.
    func emitPresentationBindings(_ w: inout CodeWriter) {
        if !presentationGroups.isEmpty {
            w.blank()
            w.doc("`presented` when it is one of `kinds`, for the modifier that presents those kinds.")
            w.block("private func presentation(of kinds: [Transient.Kind]) -> Binding<Transient?> {") { w in
                w.line("Binding(get: { presented.flatMap { kinds.contains($0.kind) ? $0 : nil } }, set: { presented = $0 })")
            }
        }
        if presented.contains(where: \.kind.isAlert) {
            w.blank()
            w.doc("Whether `transient` is the alert on screen.")
            w.block("private func isPresenting(_ transient: Transient) -> Binding<Bool> {") { w in
                w.line("Binding(get: { presented == transient }, set: { if !$0, presented == transient { presented = nil } })")
            }
        }
        guard presentsViews else { return }
        let sized = plan.transients.contains(where: \.asksApp)
            ? ".presentationSized(as: transient, mayDismiss: screens.mayDismiss(transient))" : ".presentationSized(as: transient)"
        let withScreens = presented.contains { $0.content != nil }, byApp = !plan.appPresentedTransients.isEmpty
        w.blank()
        let what = withScreens && byApp ? "its screen in a stack of its own, or the app's view for an entry without content"
            : withScreens ? "its screen, in a stack of its own" : "the app's view: the spec gives it no content"
        w.doc(ListControllerEmitter.wrapped("""
            What a transient shows (\(what)), sized and made dismissible as the spec says. SwiftUI points a \
            popover at `RootView`; to point it at a control, present the entry there with \
            `.presenting(_:isPresented:content:)`.
            """))
        w.line("@ViewBuilder")
        w.block("private func presentedContent(_ transient: Transient) -> some View {") { w in
            guard withScreens else {
                w.line("screens.content(of: transient, for: presentedSelection)")
                w.indented { $0.line(sized) }
                return
            }
            w.block("if let content = transient.content {", close: byApp ? "} else {" : "}") { w in
                w.block("NavigationStack(path: $presentedPath) {") { w in
                    w.line("screen(Route(content, selection: presentedSelection), at: .presented)")
                    w.indented { $0.line(".navigationDestination(for: Route.self) { route in screen(route, at: .presented) }") }
                }
                w.line(sized)
            }
            if byApp {
                w.indented { w in
                    w.line("screens.content(of: transient, for: presentedSelection)")
                    w.indented { $0.line(sized) }
                }
                w.line("}")
            }
        }
    }

    func emitBindings(_ w: inout CodeWriter) {
        w.line("// MARK: The navigation state")
        w.blank()
        if tabs.isEmpty {
            w.doc("The state is shown as it is: the split view collapses by itself in compact width.")
            w.line("private var width: Navigation.Width? { nil }")
        } else {
            w.doc("The state is shown adapted to the width on screen: the tab bar or the split view.")
            w.line("private var width: Navigation.Width? { horizontalSizeClass == .compact ? .compact : .regular }")
        }
        w.blank()
        w.doc("The state in the width on screen.")
        w.line("private var current: Navigation { navigator.state(in: width) }")
        w.blank()
        w.block("private func select(_ selection: Selection?, opening destination: Destination?, from position: ListPosition) {") { w in
            w.line("guard let destination else { return }")
            if !plan.scenes.isEmpty {
                let sheet = plan.controlsOpenScenes ? " || sceneSheet != nil" : ""
                w.block("if position == .presented, scene != nil\(sheet) {") { w in
                    w.comment("A scene kind's window (or its sheet) has no columns: everything is pushed onto its stack.")
                    w.line("scenePath.append(Route(destination.screen, selection: selection))")
                    w.line("return")
                }
            }
            if presented.contains(where: { $0.content != nil }) {
                w.block("if position == .presented, presented?.content != nil {") { w in
                    w.comment("In a presented screen a push stays in its stack; anything else closes it and opens in the layout.")
                    w.block("if destination.presentation == .push {") { w in
                        w.line("presentedPath.append(Route(destination.screen, selection: selection))")
                        w.line("return")
                    }
                    w.line("presented = nil")
                }
            }
            w.line("navigator.select(selection, opening: destination, from: position, in: width)")
        }
        if plan.lists.contains(where: { $0.1.perRowActions == nil && $0.1.dynamicRowAction == nil }) {
            w.blank()
            w.doc("""
                The selection of the list at `position` whose rows `list` names, bound to the navigator:
                picking a row tells the app (`didSelect`) and opens `destination(row)`.
                """)
            w.line("private func rowSelection<Row>(")
            w.indented { w in
                w.line("_ list: @escaping (Row) -> Selection, at position: ListPosition,")
                w.line("opening destination: @escaping (Row) -> Destination?")
            }
            w.block(") -> Binding<Row?> {") { w in
                // The binding is the navigator's (LayoutRuntimeSwiftUI); what a pick does is this layout's.
                w.block("navigator.rowSelection(list, at: position, in: width) { row in") { w in
                    w.line("screens.didSelect(list(row))")
                    w.line("select(list(row), opening: destination(row), from: position)")
                }
            }
        }
        if plan.hasActionStates {
            w.blank()
            w.doc("The state the controls of `action` show: the app's answer, read as the spec says. A view that\nreads it updates when what the app's answer depends on changes, if that is observable.")
            w.block("private func state(of action: AppAction) -> ActionState {") { w in
                w.line("action.state(from: screens.state(of: action))")
            }
        }
        if plan.rootRunsActions {
            w.blank()
            w.doc("Runs a control's own action: opens a screen, runs an app action, or presents or closes transient UI.")
            w.block("private func run(_ action: ToolbarAction, from position: ListPosition) {") { w in
                if !plan.controlsPresentTransients && plan.appActions.isEmpty && !plan.controlsOpenScenes {
                    w.line("guard case .open(let destination) = action else { return }")
                    w.line("select(nil, opening: destination, from: position)")
                    return
                }
                w.line("switch action {")
                w.line("case .open(let destination):")
                w.indented { $0.line("select(nil, opening: destination, from: position)") }
                if !plan.appActions.isEmpty {
                    w.line("case .perform(let action):")
                    w.indented { $0.line("screens.perform(action)") }
                }
                if plan.controlsOpenScenes {
                    w.line("case .openScene(let kind):")
                    w.indented { $0.line("openScene(kind, for: nil)") }
                    w.line("case .closeScene(let kind):")
                    w.indented { $0.line("closeScene(kind)") }
                }
                guard plan.controlsPresentTransients else {
                    w.line("}")
                    return
                }
                w.line("case .present(let transient):")
                w.indented { w in
                    if presentsViews {
                        w.line("presentedPath = []")
                        w.line("presentedSelection = nil")
                    }
                    w.line(presented.isEmpty ? "_ = transient" : "presented = transient")
                }
                w.line("case .dismiss(let transient):")
                w.indented { w in
                    w.line(presented.isEmpty ? "_ = transient" : "if presented == transient { presented = nil }")
                }
                w.line("}")
            }
        }
        if !presented.isEmpty { emitPresentationBindings(&w) }
        if !tabs.isEmpty {
            w.blank()
            if plan.actionTabs.isEmpty {
                w.block("private var selectedTab: Binding<Int> {") { w in
                    w.line("Binding(get: { current.selectedTab }, set: { tab in navigator.update(in: width) { $0.selectTab(tab) } })")
                }
            } else {
                w.doc("The selected tab; choosing an action tab (tagged below zero) runs its action and keeps the selection.")
                w.block("private var selectedTab: Binding<Int> {") { w in
                    w.block("Binding(get: { current.selectedTab }, set: { tab in", close: "})") { w in
                        w.line("guard tab < 0 else { return navigator.update(in: width) { $0.selectTab(tab) } }")
                        w.line("switch -1 - tab {")
                        for (k, action) in plan.actionTabs.enumerated() {
                            w.line("case \(k):")
                            w.indented { $0.line("run(\(action.action.literal(plan)), from: .presented)") }
                        }
                        w.line("default:")
                        w.indented { $0.line("break") }
                        w.line("}")
                    }
                }
            }
        }
    }

    /// How a screen the app makes runs its toolbar's own actions: an environment value `RootView`
    /// sets for it.
    func emitRunEnvironment(_ w: inout CodeWriter) {
        guard !plan.customScreensWithToolbarActions.isEmpty else { return }
        w.mark("Running toolbar actions from the app's screens (SwiftUI)")
        w.block("extension EnvironmentValues {") { w in
            w.doc("""
                Runs a toolbar button's or menu item's own `action` from a screen \(app)'s app makes, through
                the navigation state, as a row's selection would. `RootView` sets it for those screens.
                """)
            w.block("public var \(plan.runEnvironmentProperty): (@MainActor (\(app).ToolbarAction) -> Void)? {") { w in
                w.line("get { self[\(app)RunKey.self] }")
                w.line("set { self[\(app)RunKey.self] = newValue }")
            }
        }
        w.blank()
        w.block("private struct \(app)RunKey: EnvironmentKey {") { w in
            w.line("static var defaultValue: (@MainActor (\(app).ToolbarAction) -> Void)? { nil }")
        }
        guard plan.screens.contains(where: { $0.list == nil && plan.toolbarTakesState($0) }) else { return }
        w.blank()
        w.block("extension EnvironmentValues {") { w in
            w.doc("The app's state of an action, for the toolbar of a screen \(app)'s app makes (`state:` of its\n`toolbar(…)`). `RootView` sets it for those screens.")
            w.block("public var \(plan.stateEnvironmentProperty): (@MainActor (\(app).AppAction) -> \(app).ActionState)? {") { w in
                w.line("get { self[\(app)ActionStateKey.self] }")
                w.line("set { self[\(app)ActionStateKey.self] = newValue }")
            }
        }
        w.blank()
        w.block("private struct \(app)ActionStateKey: EnvironmentKey {") { w in
            w.line("static var defaultValue: (@MainActor (\(app).AppAction) -> \(app).ActionState)? { nil }")
        }
    }
}
