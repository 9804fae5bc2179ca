import LayoutModel

/// The `Layout` class: the spec's navigation map, a `SplitNavigator` (LayoutRuntime) that holds
/// the navigation state and shows it in a `UISplitViewController`, the split view's settings, and
/// a factory that makes every screen and wires its rows to the navigator.
struct LayoutClassEmitter {
    let plan: LayoutPlan

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
            w.block("public final class Layout {") { w in
                emitStoredProperties(&w)
                w.blank()
                emitInit(&w)
                w.blank()
                emitInstall(&w)
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
        w.doc("The navigation state and the UIKit that shows it: `state`, `open(_:)`, `selectTab(_:)`,\n`reveal(_:)`, `restore(_:)`.")
        w.line("public private(set) var navigator: \(navigator)!")
        w.doc("The window's root view controller.")
        w.line("public var splitViewController: LayoutSplitViewController { navigator.splitViewController }")
        w.doc("The app's side of the layout.")
        w.line("public let screens: any Screens")
        for t in plan.transients {
            w.doc("The `\(t.rawValue)` \(t.kind.rawValue)" + (t.presenter.map { ", presented by \(plan.screen($0).name)" } ?? "") + ".")
            w.line("public let \(t.propertyName) = \(t.typeName)()")
        }
    }

    func emitInit(_ w: inout CodeWriter) {
        w.block("public init(screens: any Screens) {") { w in
            w.line("self.screens = screens")
            var arguments = ["map: \(plan.app).navigationMap"]
            if case .tabBar(let tabs) = plan.compact {
                let items = tabs.map { "(\(SwiftLiteral.string($0.title)), \(SwiftLiteral.optionalString($0.image)))" }
                arguments.append("tabItems: [\(items.joined(separator: ", "))]")
            }
            if let mode = plan.split?.displayMode?.value, mode != .automatic { arguments.append("displayMode: .\(mode.rawValue)") }
            if plan.screens.contains(where: \.restoresState) { arguments.append("restoresState: { $0.restoresState }") }
            w.block("navigator = \(navigator)(\(arguments.joined(separator: ", "))) { [unowned self] route, _ in") { w in
                w.line("self.makeController(for: route)")
            }
            w.line("let split = navigator.splitViewController")
            w.line("split.owner = self")
            if let split = plan.split {
                if let behavior = split.behavior?.value { w.line("split.preferredSplitBehavior = .\(behavior.rawValue)") }
                if let mode = split.displayMode?.value { w.line("split.preferredDisplayMode = .\(mode.rawValue)") }
                if let value = split.presentsWithGesture?.value { w.line("split.presentsWithGesture = \(value)") }
                if let edge = split.primaryEdge?.value { w.line("split.primaryEdge = .\(edge.rawValue)") }
                if let value = split.showsSecondaryOnlyButton?.value { w.line("split.showsSecondaryOnlyButton = \(value)") }
                for width in split.columnWidths {
                    let column = width.column == .primary ? "Primary" : width.column == .supplementary ? "Supplementary" : nil
                    guard let column else { continue }
                    if let v = width.fraction?.value { w.line("split.preferred\(column)ColumnWidthFraction = \(SwiftLiteral.number(v))") }
                    if let v = width.points?.value { w.line("split.preferred\(column)ColumnWidth = \(SwiftLiteral.number(v))") }
                    if let v = width.min?.value { w.line("split.minimum\(column)ColumnWidth = \(SwiftLiteral.number(v))") }
                    if let v = width.max?.value { w.line("split.maximum\(column)ColumnWidth = \(SwiftLiteral.number(v))") }
                }
            }
        }
    }

    func emitInstall(_ w: inout CodeWriter) {
        w.doc("Makes the split view `window`'s root view controller and shows the window; the window then\nkeeps the split view, and the split view keeps this layout.")
        w.block("public func install(in window: UIWindow) {") { w in
            w.line("navigator.install(in: window)")
        }
        w.blank()
        w.doc("For `scene(_:willConnectTo:options:)`: a window for `scene` with the split view installed,\nat the place `session.stateRestorationActivity` saved, if any.")
        w.block("public func makeWindow(for scene: UIScene, restoring activity: NSUserActivity? = nil) -> UIWindow? {") { w in
            w.line("guard let windowScene = scene as? UIWindowScene else { return nil }")
            w.line("let window = UIWindow(windowScene: windowScene)")
            w.line("install(in: window)")
            w.line("if let activity { navigator.restore(from: activity) }")
            w.line("return window")
        }
        if plan.screens.contains(where: { !$0.toolbar.isEmpty }) {
            w.blank()
            w.doc("""
                Runs a toolbar button's or menu item's own `action` from a screen the app makes (the generated
                lists run theirs): opens the screen through the navigation state, as a row's selection would\(plan.appActions.isEmpty ? "" : ",\nor calls `screens.perform(_:)`").
                """)
            w.block("public func run(_ action: ToolbarAction, from source: UIViewController) {") { w in
                if plan.appActions.isEmpty {
                    w.line("guard case .open(let destination) = action else { return }")
                    w.line("navigator.select(nil, opening: destination, from: source)")
                } else {
                    w.line("switch action {")
                    w.line("case .open(let destination):")
                    w.indented { $0.line("navigator.select(nil, opening: destination, from: source)") }
                    w.line("case .perform(let action):")
                    w.indented { $0.line("screens.perform(action)") }
                    w.line("}")
                }
            }
        }
        w.blank()
        w.doc("For `stateRestorationActivity(for:)`: where the user is, to restore at the next launch.")
        w.block("public func stateRestorationActivity() -> NSUserActivity {") { w in
            w.line("navigator.stateRestorationActivity(activityType: \(SwiftLiteral.string("layoutc.\(plan.app).navigation")))")
        }
    }

    func emitMakeController(_ w: inout CodeWriter) {
        w.doc("Makes the controller for `route`: a generated list, or the app's own screen.")
        w.block("private func makeController(for route: Route) -> UIViewController {") { w in
            w.line("switch route.screen {")
            for screen in plan.screens {
                w.line("case .\(screen.caseName):")
                w.indented { w in
                    if screen.list != nil {
                        w.line("make\(screen.typeName)(selection: route.selection)")
                    } else {
                        w.line("screens.\(screen.makeMethod)(for: route.selection)")
                    }
                }
            }
            w.line("}")
        }
    }

    /// A toolbar button's or menu item's handler: its own action through the navigator or
    /// `perform(_:)`, otherwise the app's requirement.
    func emitToolbarHandler(_ property: String, argument: String, actions: [ToolbarActionPlan?], needsApp: Bool, appCall: String,
                            _ w: inout CodeWriter) {
        // The list is needed to open a screen from it, or to hand it to the app.
        let usesList = needsApp || actions.opensScreens
        w.block("\(property) = { [weak self\(usesList ? ", weak list" : "")] \(argument) in") { w in
            w.line(usesList ? "guard let self, let list else { return }" : "guard let self else { return }")
            if actions.allSatisfy({ $0 == nil }) {
                w.line(appCall)
                return
            }
            w.line("switch \(argument).action {")
            if actions.opensScreens {
                w.line("case .open(let destination)?:")
                w.indented { $0.line("self.navigator.select(nil, opening: destination, from: list)") }
            }
            if actions.performsActions {
                w.line("case .perform(let action)?:")
                w.indented { $0.line("self.screens.perform(action)") }
            }
            w.line(needsApp ? "case nil:" : "default:")
            w.indented { $0.line(needsApp ? appCall : "break") }
            w.line("}")
        }
    }

    func emitListFactory(_ screen: ScreenPlan, _ list: ListPlan, _ w: inout CodeWriter) {
        let vc = list.viewControllerName
        let label = screen.delegateLabel
        w.block("private func make\(screen.typeName)(selection: Selection?) -> \(vc) {") { w in
            w.line("let list = \(vc)(selection: selection)")
            w.block("list.didSelect = { [weak self, weak list] row in") { w in
                w.line("guard let self, let list else { return }")
                w.line("self.screens.\(label)(list, didSelect: row)")
                if list.isDynamic {
                    if let d = list.defaultDestination {
                        w.line("self.navigator.select(.\(screen.caseName)(row), opening: Destination(.\(d.kind.rawValue), .\(plan.screen(d.screen).caseName)), from: list)")
                    }
                } else if list.staticList?.items.contains(where: { $0.destination != nil }) == true {
                    w.line("guard let destination = row.destination else { return }")
                    w.line("self.navigator.select(.\(screen.caseName)(row), opening: destination, from: list)")
                }
            }
            if list.hasSwipeActions {
                w.block("list.performSwipeAction = { [weak self, weak list] action, row, completion in") { w in
                    w.line("guard let self, let list else { return completion(false) }")
                    w.line("self.screens.\(label)(list, perform: action, on: row, completion: completion)")
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
            if !list.contextMenu.isEmpty {
                w.block("list.performContextMenuItem = { [weak self, weak list] item, row in") { w in
                    w.line("guard let self, let list else { return }")
                    w.line("self.screens.\(label)(list, perform: item, on: row)")
                }
            }
            if screen.search != nil {
                let scoped = screen.searchScopeParameter != nil
                w.block("list.didSearch = { [weak self, weak list] text\(scoped ? ", scope" : "") in") { w in
                    w.line("guard let self, let list else { return }")
                    w.line("self.screens.\(label)(list, searchFor: text\(scoped ? ", in: scope" : ""))")
                }
            }
            if screen.hasToolbarMenu {
                emitToolbarHandler("list.didChooseToolbarMenuItem", argument: "entry", actions: screen.toolbarMenuItems.map(\.action),
                                   needsApp: screen.toolbarMenuNeedsApp, appCall: "self.screens.\(label)(list, didChoose: entry)", &w)
            }
            if list.isDynamic { w.line("screens.\(screen.loadMethod)(list, for: selection)") }
            w.line("return list")
        }
    }
}
