import LayoutModel

/// The `Layout` class: the spec's navigation map, a `SplitNavigator` (LayoutRuntime) that holds
/// the navigation state and shows it in a `UISplitViewController`, the split view's settings, and
/// a factory that makes every screen and wires its rows to the navigator.
struct LayoutClassEmitter {
    let plan: LayoutPlan
    /// The screens whose lists the user can collapse rows of (`ListControllerEmitter.collapsible`),
    /// worked out once: the list factories ask for each list (asked afresh, it was quadratic).
    let outlineScreens: Set<Int>

    /// Some screen is shown in a presented stack or a scene kind's window (`select` is generated).
    let presentsScreens: Bool

    init(plan: LayoutPlan) {
        self.plan = plan
        presentsScreens = plan.transients.contains { $0.content != nil } || !plan.scenes.isEmpty
        outlineScreens = Set(plan.lists.filter { ListControllerEmitter(plan: plan, screen: $0.screen, list: $0.list).collapsible }.map(\.screen.index))
    }

    var isTriple: Bool { plan.style == .tripleColumn }
    var navigator: String { "SplitNavigator<Screen, Selection>" }

    func emit(_ w: inout CodeWriter) {
        w.mark("Split view (UIKit)")
        w.block("extension \(plan.app) {") { w in
            w.doc("""
                The window's split view, built from the spec: its columns, its compact-width flow, and the
                navigation between screens. Where the user is lives in `navigator.state`, a value that
                selections, Back, tab switches and size-class changes update and the split view shows, so
                collapsing and expanding keep the user's place; save it with `stateRestorationActivity`.
                The split view keeps the layout alive: install it in a window and let go of it.
                """)
            w.line("@MainActor")
            w.block("public final class Layout: \(plan.scenes.isEmpty ? "SplitLayout" : "SceneKindLayout") {") { w in
                emitStoredProperties(&w)
                w.blank()
                emitInit(&w)
                emitTabBadges(&w)
                emitControlActions(&w)
                w.blank()
                w.line("// MARK: Screens")
                w.blank()
                emitMakeController(&w)
                for (screen, list) in plan.lists {
                    w.blank()
                    emitListFactory(screen, list, &w)
                }
            }
        }
    }

    func emitStoredProperties(_ w: inout CodeWriter) {
        w.doc("""
            The navigation state and the UIKit that shows it: `state`, `open(_:)`, `selectTab(_:)`,
            `reveal(_:)`, `restore(_:)`. Made in `init` (lazily only so that its screen factory can
            be this layout's own method).
            """)
        w.block("public private(set) lazy var navigator: \(navigator) = SplitNavigator(\(navigatorArguments.joined(separator: ", "))) { [unowned self] route, _ in") { w in
            w.line("self.makeController(for: route)")
        }
        // Making windows, restoring and saving the place, and opening destinations from presented
        // screens are `SplitLayout`'s (and `SceneKindLayout`'s), from what follows.
        w.doc("The app's side of the layout.")
        w.line("public let screens: any Screens")
        w.line("public static let navigationActivityType = \(SwiftLiteral.string("layoutc.\(plan.app).navigation"))")
        if !plan.scenes.isEmpty {
            w.block("public private(set) lazy var sceneWindows = SceneKindWindows<SceneKind, Selection> { [unowned self] route in") { w in
                w.line("self.makeController(for: route)")
            }
        }
        if !outlineScreens.isEmpty {
            w.doc("What the user collapsed in each outline list, saved with the window.")
            w.line("public let expansions: OutlineExpansions<Screen>? = OutlineExpansions()")
        }
        for t in plan.transients { TransientEmitter(plan: plan).emitProperty(t, &w) }
    }

    /// `SplitNavigator.init`'s arguments before the factory: the map, the compact tab bar's items,
    /// the first display mode, the screens whose controllers move between size classes.
    var navigatorArguments: [String] {
        var arguments = ["map: \(plan.app).navigationMap"]
        if case .tabBar(let tabs) = plan.compact {
            let items = tabs.map { "(\(SwiftLiteral.string($0.title)), \(SwiftLiteral.optionalString($0.image)))" }
            arguments.append("tabItems: [\(items.joined(separator: ", "))]")
            if !plan.actionTabs.isEmpty {
                let actionItems = plan.actionTabs.map { "(\($0.position), \(SwiftLiteral.string($0.title)), \(SwiftLiteral.optionalString($0.image)))" }
                arguments.append("actionTabs: [\(actionItems.joined(separator: ", "))]")
            }
        }
        if let mode = plan.split?.displayMode?.value, mode != .automatic { arguments.append("displayMode: .\(mode.rawValue)") }
        if plan.screens.contains(where: \.restoresState) { arguments.append("restoresState: { $0.restoresState }") }
        return arguments
    }

    func emitInit(_ w: inout CodeWriter) {
        w.block("public init(screens: any Screens) {") { w in
            w.line("self.screens = screens")
            for t in plan.transients where t.asksApp {
                w.comment("`dismissible: app`: a swipe down closes `\(t.rawValue)` only when the app says so.")
                w.line("\(t.propertyName).mayDismiss = { [unowned self] in self.screens.mayDismiss(.\(t.caseName)) }")
            }
            if !plan.actionTabs.isEmpty {
                w.comment("An action tab runs its action; the tab the user was on stays selected.")
                w.block("navigator.performActionTab = { [unowned self] index in") { w in
                    w.line("switch index {")
                    for (index, tab) in plan.actionTabs.enumerated() {
                        w.line("case \(index):")
                        w.indented { $0.line("self.run(\(tab.action.literal(plan)), from: self.splitViewController)") }
                    }
                    w.line("default:")
                    w.indented { $0.line("break") }
                    w.line("}")
                }
            }
            w.line("let split = navigator.splitViewController")
            w.line("split.owner = self")
            if !plan.badgedTabs.isEmpty { w.line("updateTabBadges()") }
            if !plan.shortcuts.isEmpty {
                w.line("split.shortcutKeyCommands = Shortcut.allCases.map(\\.keyCommand)")
                w.block("split.performShortcut = { [unowned self] name in") { w in
                    w.line("guard let shortcut = Shortcut(rawValue: name) else { return }")
                    w.line("self.run(shortcut.action, from: self.splitViewController)")
                }
            }
            if plan.shortcutsTakeState {
                w.comment("A shortcut shows the state of the app action it runs, and is not taken while disabled.")
                w.block("split.shortcutState = { [unowned self] name in") { w in
                    w.line("guard let action = Shortcut(rawValue: name)?.action.appAction, action.isEnabledByApp || action.isCheckedByApp else { return nil }")
                    w.line("let state = self.state(of: action)")
                    w.line("return (state.isEnabled, state.isChecked)")
                }
            }
            if let split = plan.split {
                if let behavior = split.behavior?.value { w.line("split.preferredSplitBehavior = .\(behavior.rawValue)") }
                if let mode = split.displayMode?.value { w.line("split.preferredDisplayMode = .\(mode.rawValue)") }
                if let value = split.presentsWithGesture?.value { w.line("split.presentsWithGesture = \(value)") }
                if let edge = split.primaryEdge?.value { w.line("split.primaryEdge = .\(edge.rawValue)") }
                if let value = split.showsSecondaryOnlyButton?.value { w.line("split.showsSecondaryOnlyButton = \(value)") }
                if let style = split.primaryBackgroundStyle?.value { w.line("split.primaryBackgroundStyle = .\(style.rawValue)") }
                if let visibility = split.displayModeButtonVisibility?.value {
                    w.block("if #available(iOS 14.5, *) {") { w in
                        w.line("split.displayModeButtonVisibility = .\(visibility.rawValue)")
                    }
                }
                for width in split.columnWidths {
                    let column = width.column == .primary ? "Primary" : width.column == .supplementary ? "Supplementary" : nil
                    guard let column else { continue }
                    if let v = width.fraction?.value { w.line("split.preferred\(column)ColumnWidthFraction = \(SwiftLiteral.number(v))") }
                    if let v = width.points?.value { w.line("split.preferred\(column)ColumnWidth = \(SwiftLiteral.number(v))") }
                    if let v = width.min?.value { w.line("split.minimum\(column)ColumnWidth = \(SwiftLiteral.number(v))") }
                    if let v = width.max?.value {
                        w.line("split.maximum\(column)ColumnWidth = \(v.isInfinite ? ".greatestFiniteMagnitude" : SwiftLiteral.number(v))")
                    }
                }
            }
        }
    }

    /// `updateTabBadges()`: the app's counts onto the compact tab bar's items (`badge: true`).
    func emitTabBadges(_ w: inout CodeWriter) {
        let badged = plan.badgedTabs
        guard !badged.isEmpty else { return }
        w.blank()
        w.doc("""
            Shows the app's counts (`Screens.badge(for:)`) on the tabs that carry one: call it when a count
            changes. `init` calls it once.
            """)
        w.block("public func updateTabBadges() {") { w in
            for tab in badged {
                w.line("navigator.setBadge(screens.badge(for: .\(tab.caseName)), on: \(tab.slot))")
            }
        }
    }

    func emitControlActions(_ w: inout CodeWriter) {
        if plan.hasControlActions {
            let presents = plan.controlsPresentTransients
            w.blank()
            w.doc("""
                Runs a control's own `action` from a screen the app makes (the generated lists and alerts run
                theirs): opens the screen through the navigation state, as a row's selection would\(plan.appActions.isEmpty ? "" : ",\nor calls `screens.perform(_:)`")\(presents ? ",\nor presents or closes transient UI; a popover points at `anchor`, the control's bar button item" : "").
                """)
            w.block("public func run(_ action: ToolbarAction, from source: UIViewController\(presents ? ", anchor: TransientAnchor? = nil" : "")) {") { w in
                if plan.appActions.isEmpty && !presents && !plan.controlsOpenScenes {
                    w.line("guard case .open(let destination) = action else { return }")
                    w.line("\(selectCall)(nil, opening: destination, from: source)")
                } else {
                    w.line("switch action {")
                    w.line("case .open(let destination):")
                    w.indented { $0.line("\(selectCall)(nil, opening: destination, from: source)") }
                    if !plan.appActions.isEmpty {
                        w.line("case .perform(let action):")
                        w.indented { $0.line(plan.hasActionStates ? "perform(action)" : "screens.perform(action)") }
                    }
                    if presents {
                        // With nothing the layout presents itself, the app presents it (no name to bind).
                        w.line(plan.presentedTransients.isEmpty ? "case .present:" : "case .present(let transient):")
                        w.indented { $0.line(plan.presentedTransients.isEmpty ? "break" : "present(transient, from: source, anchor: anchor)") }
                        w.line("case .dismiss(let transient):")
                        w.indented { $0.line("dismiss(transient)") }
                    }
                    if plan.controlsOpenScenes {
                        w.line("case .openScene(let kind):")
                        w.indented { $0.line("openScene(kind, from: source)") }
                        w.line("case .closeScene(let kind):")
                        w.indented { $0.line("closeScene(kind, from: source)") }
                    }
                    w.line("}")
                }
            }
        }
        if plan.hasActionStates {
            w.blank()
            emitActionStates(&w)
        }
        if !plan.presentedTransients.isEmpty {
            w.blank()
            emitPresent(&w)
        }
        if !plan.transients.isEmpty {
            w.blank()
            w.doc("Closes `transient` if it is on screen.")
            w.block("public func dismiss(_ transient: Transient) {") { w in
                w.line("switch transient {")
                for t in plan.transients {
                    w.line("case .\(t.caseName):")
                    w.indented { $0.line("\(t.propertyName).dismiss()") }
                }
                w.line("}")
            }
        }
    }

    /// `state(of:)`, `updateActionStates()` and what they need: the app's state of its actions
    /// on the bar buttons of every screen of the layout.
    func emitActionStates(_ w: inout CodeWriter) {
        w.doc("Runs an app action, then shows the state it leaves on the bars.")
        w.block("private func perform(_ action: AppAction) {") { w in
            w.line("screens.perform(action)")
            w.line("updateActionStates()")
        }
        w.blank()
        w.doc("The state the controls of `action` show: the app's answer (`screens.state(of:)`), read as the\nspec says (`enabled: app`, `checked: app`).")
        w.block("public func state(of action: AppAction) -> ActionState {") { w in
            w.line("action.state(from: screens.state(of: action))")
        }
        w.blank()
        w.doc("""
            Shows the app's current state of its actions on the bar buttons of every screen of the
            layout, presented ones included. The layout calls it after each action it runs; call it when
            the state changes otherwise. Menus and key commands ask each time they are shown.
            """)
        w.block("public func updateActionStates() {") { w in
            let root = plan.scenes.isEmpty ? "splitViewController" : "sceneWindows.stack ?? splitViewController"
            w.line("ActionStates.show(in: \(root)) { self.state(of: $0) }")
        }
        if plan.screens.contains(where: { $0.list == nil && plan.toolbarTakesState($0) }) {
            w.blank()
            w.doc("A screen the app made, showing the app's state of its toolbar's actions.")
            w.block("private func showingActionStates(_ controller: UIViewController) -> UIViewController {") { w in
                w.line("ActionStates.show(in: controller) { self.state(of: $0) }")
                w.line("return controller")
            }
        }
    }

    /// Some transient shows a screen of the spec, whose rows may open screens.
    /// What opens a destination: the navigator, or `select` when screens can be in a presentation.
    var selectCall: String { presentsScreens ? "select" : "navigator.select" }

    /// `present(_:from:anchor:)`: the screen a transient shows, in a navigation controller so its
    /// toolbar has a bar, its alert, or what the app makes for an entry without content, presented
    /// the way the entry says.
    func emitPresent(_ w: inout CodeWriter) {
        let presented = plan.presentedTransients
        w.doc("""
            Presents `transient` from `source` as the spec says: its `content` screen in a navigation
            controller, its alert with its buttons, or what the app makes for an entry without content
            (`Screens.makeContent(of:for:)`). A popover or a confirmation dialog points at `anchor` (a bar
            button item or a view), or at the middle of `source` when there is none. Entries no control
            presents are the app's to present, with their own presentation objects. `selection` is what
            the content is for (the row whose context menu presented it).
            """)
        w.block("public func present(_ transient: Transient, from source: UIViewController, anchor: TransientAnchor? = nil, for selection: Selection? = nil) {") { w in
            w.line("switch transient {")
            for t in presented {
                w.line("case .\(t.caseName):")
                w.indented { w in
                    if let content = t.content {
                        w.line("let controller = UINavigationController(rootViewController: makeController(for: Route(.\(plan.screen(content).caseName), selection: selection)))")
                    } else if !t.kind.isAlert {
                        w.comment("The spec gives it no content: the app makes what it shows.")
                        w.line("let controller = screens.makeContent(of: .\(t.caseName), for: selection)")
                    } else {
                        let style = t.kind == .alert ? ".alert" : ".actionSheet"
                        w.line("let controller = UIAlertController(title: \(SwiftLiteral.optionalString(t.title)), message: \(SwiftLiteral.optionalString(t.message)), preferredStyle: \(style))")
                        // One name per handler in this `case`: `handler`, or `handler1`, `handler2`… when there are several.
                        let handlers = t.buttons.filter { $0.action != nil }.count
                        var handlerNumber = 0
                        for button in t.buttons {
                            let style = button.role.map { ".\($0.rawValue)" } ?? ".default"
                            if let action = button.action {
                                handlerNumber += 1
                                let handler = handlers > 1 ? "handler\(handlerNumber)" : "handler"
                                w.comment("UIKit closes the alert, then runs the handler.")
                                w.block("let \(handler): (UIAlertAction) -> Void = { [weak self, weak source] _ in") { w in
                                    w.line("guard let self, let source else { return }")
                                    w.line("self.run(\(action.literal(plan)), from: source)")
                                }
                                w.line("controller.addAction(UIAlertAction(title: \(SwiftLiteral.string(button.title)), style: \(style), handler: \(handler)))")
                            } else {
                                w.line("controller.addAction(UIAlertAction(title: \(SwiftLiteral.string(button.title)), style: \(style)))")
                            }
                        }
                    }
                    if t.kind.pointsAtAnchor, let buttons = anchoringButtons(of: t) {
                        w.comment("Presented without a control (a shortcut, an alert's button), it points at its bar button on screen.")
                        w.ifElse("let anchor = anchor ?? .barButton(showing: \(buttons), in: source)", { w in
                            w.line("\(t.propertyName).present(controller, from: source, anchor: anchor)")
                        }, else: { w in
                            w.line("\(t.propertyName).present(controller, from: source)")
                        })
                    } else if t.kind.pointsAtAnchor {
                        w.ifElse("let anchor", { w in
                            w.line("\(t.propertyName).present(controller, from: source, anchor: anchor)")
                        }, else: { w in
                            w.line("\(t.propertyName).present(controller, from: source)")
                        })
                    } else {
                        w.line("\(t.propertyName).present(controller, from: source)")
                    }
                }
            }
            if presented.count < plan.transients.count {
                w.line("default:")
                w.indented { w in
                    w.line("assertionFailure(\"\\(transient) has no content in the spec: present it with its presentation object\")")
                }
            }
            w.line("}")
        }
    }

    /// The toolbar buttons that present `transient`, as the arguments of `TransientAnchor.barButton`,
    /// when a control with nothing to point at presents it too (a keyboard shortcut, an alert's
    /// button, an action tab); `nil` otherwise, where the anchor is always the control's own.
    func anchoringButtons(of transient: TransientPlan) -> String? {
        let presents = ToolbarActionPlan.present(transient.caseName)
        let anchorless = plan.shortcuts.map(\.action) + plan.actionTabs.map(\.action) + plan.transients.flatMap { $0.buttons.compactMap(\.action) }
        guard anchorless.contains(presents) else { return nil }
        let buttons = plan.screens.flatMap { screen in
            // A button with a menu opens it on a tap: it has no action of its own to be found by.
            screen.toolbar.indices.filter { screen.toolbarActions[$0] == presents && (screen.toolbarMenus.indices.contains($0) ? screen.toolbarMenus[$0].isEmpty : true) }
                .map { "\(screen.toolbarTypeName).\(screen.toolbar[$0].caseName)" }
        }
        return buttons.isEmpty ? nil : buttons.joined(separator: ", ")
    }

    func emitMakeController(_ w: inout CodeWriter) {
        w.doc("""
            Makes the controller for `route`: a generated list (unless the app replaces it), or the app's own screen.
            Every screen is made here; a navigation controller the app answers with gives its screen, which
            `SplitNavigator.screen(from:for:)` takes out of it (UIKit cannot push a navigation controller).
            """)
        w.block("public func makeController(for route: Route) -> UIViewController {") { w in
            if !plan.lists.isEmpty {
                w.line("if let replaced = screens.replacement(for: route.screen, selection: route.selection) {")
                w.line("    return SplitNavigator.screen(from: replaced, for: route)")
                w.line("}")
            }
            w.line(plan.lists.isEmpty ? "switch route.screen {" : "return switch route.screen {")
            for screen in plan.screens {
                w.line("case .\(screen.caseName):")
                w.indented { w in
                    if screen.list != nil {
                        w.line("make\(screen.typeName)(selection: route.selection)")
                    } else if plan.toolbarTakesState(screen) {
                        w.line("showingActionStates(SplitNavigator.screen(from: screens.\(screen.makeMethod)(for: route.selection), for: route))")
                    } else {
                        w.line("SplitNavigator.screen(from: screens.\(screen.makeMethod)(for: route.selection), for: route)")
                    }
                }
            }
            w.line("}")
        }
    }

    /// A toolbar button's or menu item's handler: its own action through the navigator or
    /// `perform(_:)`, otherwise the app's requirement.
    /// The handler of a control of a list's bars: `source` names the closure's second parameter,
    /// and `anchor` is what a popover the control presents points at.
    func emitToolbarHandler(_ property: String, argument: String, source: String = "button", anchor: String = ".barButtonItem(button)",
                            actions: [ToolbarActionPlan?], needsApp: Bool, appCall: String, _ w: inout CodeWriter) {
        // Buttons that only open their menus leave nothing to do on a tap, and nothing to the app.
        guard needsApp || actions.contains(where: { $0 != nil }) else { return }
        // The list is needed to open a screen from it, or to hand it to the app.
        let usesList = needsApp || actions.opensScreens || actions.runsThroughLayout
        w.block("\(property) = { [weak self\(usesList ? ", weak list" : "")] \(argument), \(source) in") { w in
            w.line(usesList ? "guard let self, let list else { return }" : "guard let self else { return }")
            if actions.allSatisfy({ $0 == nil }) {
                w.line(appCall)
                return
            }
            let cases = ActionSwitch(open: actions.opensScreens ? ["self.\(selectCall)(nil, opening: destination, from: list)"] : nil,
                                     perform: actions.performsActions ? [plan.hasActionStates ? "self.perform(action)" : "self.screens.perform(action)"] : nil,
                                     // `run` takes an anchor only where some control presents transient UI.
                                     other: actions.runsThroughLayout
                                        ? ["self.run(action, from: list\(plan.controlsPresentTransients ? ", anchor: \(anchor)" : ""))"] : nil,
                                     app: needsApp ? [appCall] : nil)
            for line in cases.lines(over: "\(argument).action", plan) { w.line(line) }
        }
    }

    func emitListFactory(_ screen: ScreenPlan, _ list: ListPlan, _ w: inout CodeWriter) {
        let vc = list.viewControllerName
        let label = screen.delegateLabel
        w.block("private func make\(screen.typeName)(selection: Selection?) -> \(vc) {") { w in
            if let results = screen.search?.results {
                let made = plan.screen(results).list == nil ? "screens.\(plan.screen(results).makeMethod)(for: selection)" : "make\(plan.screen(results).typeName)(selection: selection)"
                w.comment("The results screen is for what this screen shows, and opens screens as its rows would.")
                w.line("let results = \(made)")
                w.line("let list = \(vc)(selection: selection, searchResults: results)")
            } else {
                w.line("let list = \(vc)(selection: selection)")
            }
            if outlineScreens.contains(screen.index) {
                w.comment("It shows what the user collapsed in this list before, and reports each change.")
                w.line("list.didChangeExpansion = expansions?.track(list, as: .\(screen.caseName))")
            }
            if plan.toolbarTakesState(screen) {
                w.line("list.actionState = { [weak self] in self?.state(of: $0) ?? ActionState() }")
                w.comment("Its bar buttons were made with the list: show the app's state on them now.")
                w.line("ActionStates.show(in: list) { self.state(of: $0) }")
            }
            w.block("list.didSelect = { [weak self, weak list] row in") { w in
                w.line("guard let self, let list else { return }")
                w.line("self.screens.didSelect(.\(screen.caseName)(row), in: list)")
                if list.listedTypeName != nil {
                    w.line("guard let destination = \(list.destinationExpression(of: "row", plan)) else { return }")
                    w.line("self.\(selectCall)(.\(screen.caseName)(row), opening: destination, from: list)")
                } else if list.isDynamic {
                    if let d = list.defaultDestination {
                        w.line("self.\(selectCall)(.\(screen.caseName)(row), opening: Destination(.\(d.kind.rawValue), .\(plan.screen(d.screen).caseName)), from: list)")
                    }
                } else if list.staticList?.items.contains(where: { $0.destination != nil || $0.action != nil }) == true {
                    w.line("guard let destination = row.destination else { return }")
                    w.line("self.\(selectCall)(.\(screen.caseName)(row), opening: destination, from: list)")
                }
            }
            if list.hasRowActions {
                // What a row that is a button runs is for that row: a screen opens for it, content
                // presented from it is about it.
                let anchor = plan.controlsPresentTransients ? ", anchor: cell.map { .view($0) }" : ""
                let selection = ".\(screen.caseName)(row)"
                w.block("list.runRowAction = { [weak self, weak list] row, cell in") { w in
                    if let actions = list.perRowActions {
                        w.line("guard let self, let list else { return }")
                        let cases = ActionSwitch(
                            open: actions.opensScreens ? ["self.\(selectCall)(\(selection), opening: destination, from: list)"] : nil,
                            present: !plan.presentedTransients.isEmpty && actions.presents
                                ? ["self.present(transient, from: list\(anchor), for: \(selection))"] : nil,
                            openScene: actions.opensSceneWindows ? ["self.openScene(kind, for: \(selection), from: list)"] : nil,
                            other: actions.doesMoreThanOpen ? ["self.run(action, from: list\(anchor))"] : nil)
                        for line in cases.lines(over: list.rowActionExpression(of: "row"), plan) { w.line(line) }
                    } else if let action = list.dynamicRowAction {
                        w.line("guard let self, let list else { return }")
                        switch action {
                        case .open(let d):
                            w.line("self.\(selectCall)(\(selection), opening: Destination(.\(d.kind.rawValue), .\(plan.screen(d.screen).caseName)), from: list)")
                        case .present(let transient) where plan.presents(transient):
                            w.line("self.present(.\(transient), from: list\(anchor), for: \(selection))")
                        default:
                            w.line("self.run(\(action.literal(plan)), from: list\(anchor))")
                        }
                    }
                }
            }
            if list.hasSwipeActions {
                w.block("list.performSwipeAction = { [weak self, weak list] action, row, cell, completion in") { w in
                    w.line("guard let self, let list else { return completion(false) }")
                    let appCall = "self.screens.\(label)(list, perform: action, on: row, completion: completion)"
                    guard list.swipeHasActions else { return w.line(appCall) }
                    let actions = list.swipeActionPlans
                    let anchor = plan.controlsPresentTransients ? ", anchor: cell.map { .view($0) }" : ""
                    // The layout ran it: the row closes. Presenting is done too; what the
                    // presented UI does later is its own action.
                    let cases = ActionSwitch(
                        open: actions.opensScreens ? ["self.\(selectCall)(.\(screen.caseName)(row), opening: destination, from: list)", "completion(true)"] : nil,
                        present: !plan.presentedTransients.isEmpty && actions.presents
                            ? ["self.present(transient, from: list, anchor: cell.map { .view($0) }, for: .\(screen.caseName)(row))", "completion(true)"] : nil,
                        openScene: actions.opensSceneWindows ? ["self.openScene(kind, for: .\(screen.caseName)(row), from: list)", "completion(true)"] : nil,
                        other: actions.doesMoreThanOpen ? ["self.run(action, from: list\(anchor))", "completion(true)"] : nil,
                        app: list.swipeNeedsApp ? [appCall] : nil, fallback: ["completion(false)"])
                    for line in cases.lines(over: "action.action", plan) { w.line(line) }
                }
            }
            if list.reorderable {
                if list.isDynamic {
                    w.block("list.didReorder = { [weak self, weak list] rows in") { w in
                        w.line("guard let self, let list else { return }")
                        w.line("self.screens.\(label)(list, didReorder: rows)")
                    }
                } else {
                    w.block("list.didReorder = { [weak self, weak list] rows, section in") { w in
                        w.line("guard let self, let list else { return }")
                        w.line("self.screens.\(label)(list, didReorder: rows, in: section)")
                    }
                }
            }
            if !screen.toolbar.isEmpty {
                emitToolbarHandler("list.didTapToolbarItem", argument: "item", actions: screen.toolbarActions,
                                   needsApp: screen.toolbarNeedsApp, appCall: "self.screens.\(label)(list, didTap: item)", &w)
            }
            if list.acceptsDrops {
                w.block("list.didDrop = { [weak self, weak list] rows, row in") { w in
                    w.line("guard let self, let list else { return }")
                    w.line("self.screens.\(label)(list, didDrop: rows, onto: row)")
                }
            }
            if !list.contextMenu.isEmpty {
                w.block("list.performContextMenuItem = { [weak self, weak list] item, row, cell in") { w in
                    w.line("guard let self, let list else { return }")
                    let appCall = list.appContextMenuCall { "self.screens.\(label)(list, perform: \($0), on: row)" }
                    guard list.contextMenuHasActions else { return w.line(appCall) }
                    let actions = list.contextMenuActions
                    let anchor = plan.controlsPresentTransients ? ", anchor: cell.map { .view($0) }" : ""
                    let cases = ActionSwitch(
                        open: actions.opensScreens ? ["self.\(selectCall)(.\(screen.caseName)(row), opening: destination, from: list)"] : nil,
                        // Content presented from a row is for that row.
                        present: !plan.presentedTransients.isEmpty && actions.presents
                            ? ["self.present(transient, from: list, anchor: cell.map { .view($0) }, for: .\(screen.caseName)(row))"] : nil,
                        openScene: actions.opensSceneWindows ? ["self.openScene(kind, for: .\(screen.caseName)(row), from: list)"] : nil,
                        other: actions.doesMoreThanOpen ? ["self.run(action, from: list\(anchor))"] : nil,
                        app: list.contextMenuNeedsApp ? [appCall] : nil)
                    for line in cases.lines(over: "item.action", plan) { w.line(line) }
                }
            }
            if screen.search != nil {
                let scoped = screen.searchScopeParameter != nil
                if screen.search?.results != nil {
                    w.block("list.didSearch = { [weak self, weak list, weak results] text\(scoped ? ", scope" : "") in") { w in
                        w.line("guard let self, let list, let results else { return }")
                        w.line("self.screens.\(label)(list, searchFor: text\(scoped ? ", in: scope" : ""), showingResultsIn: results)")
                    }
                } else {
                    w.block("list.didSearch = { [weak self, weak list] text\(scoped ? ", scope" : "") in") { w in
                        w.line("guard let self, let list else { return }")
                        w.line("self.screens.\(label)(list, searchFor: text\(scoped ? ", in: scope" : ""))")
                    }
                }
            }
            if screen.hasToolbarMenu {
                emitToolbarHandler("list.didChooseToolbarMenuItem", argument: "entry", source: "anchor", anchor: "anchor",
                                   actions: screen.toolbarMenuItems.map(\.action),
                                   needsApp: screen.toolbarMenuNeedsApp, appCall: "self.screens.\(label)(list, didChoose: entry)", &w)
            }
            if list.refreshes {
                w.block("list.refresh = { [weak self, weak list] done in") { w in
                    w.line("guard let self, let list else { return done() }")
                    w.line("self.screens.\(screen.refreshMethod)(list, done: done)")
                }
            }
            if list.isDynamic { w.line("screens.\(screen.loadMethod)(list, for: selection)") }
            w.line("return list")
        }
    }
}
