import LayoutModel

/// The `Layout` class: builds the `UISplitViewController` from the spec's `split` section, makes
/// every screen, routes selections to their destinations, and recreates restorable screens when
/// the split view collapses or expands.
struct LayoutClassEmitter {
    let plan: LayoutPlan

    var isTriple: Bool { plan.style == .tripleColumn }
    var restorable: [ScreenPlan] { plan.screens.filter(\.restoresState) }
    var compactTabs: [TabPlan]? { if case .tabBar(let tabs) = plan.compact { tabs } else { nil } }

    func emit(_ w: inout CodeWriter) {
        w.mark("Split view (UIKit)")
        w.block("extension \(plan.app) {") { w in
            w.doc("""
                The window's split view, built from the spec: its columns, its compact-width flow, and the
                navigation between screens. Selections open their destinations as the spec says; screens
                marked `restoresState` follow the user when the size class changes.
                """)
            w.line("@MainActor")
            w.block("public final class Layout: NSObject, UISplitViewControllerDelegate {") { w in
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
                w.blank()
                emitOpen(&w)
                if plan.compact != nil {
                    w.blank()
                    w.line("// MARK: Size-class changes")
                    w.blank()
                    emitRestoration(&w)
                }
            }
        }
    }

    func emitStoredProperties(_ w: inout CodeWriter) {
        w.doc("A screen the layout made, remembered so it can be recreated in the other size class.")
        w.block("private struct Placement {") { w in
            w.line("weak var controller: UIViewController?")
            w.line("let screen: Screen")
            w.line("let selection: Selection?")
        }
        w.blank()
        w.doc("The window's root view controller.")
        w.line("public let splitViewController = UISplitViewController(style: .\(plan.style.rawValue))")
        w.doc("The app's side of the layout.")
        w.line("public let screens: any Screens")
        for t in plan.transients {
            w.doc("The `\(t.rawValue)` \(t.kind.rawValue)" + (t.presenter.map { ", presented by \(plan.screen($0).name)" } ?? "") + ".")
            w.line("public let \(t.propertyName) = \(t.typeName)()")
        }
        switch plan.compact {
        case .navigation?:
            w.doc("The navigation stack shown in compact width.")
            w.line("private let compactNavigationController = UINavigationController()")
        case .tabBar?:
            w.doc("The tabs shown in compact width.")
            w.line("private let compactTabBarController = UITabBarController()")
        case nil:
            break
        }
        w.line("private var placements: [Placement] = []")
    }

    func emitInit(_ w: inout CodeWriter) {
        w.block("public init(screens: any Screens) {") { w in
            w.line("self.screens = screens")
            w.line("super.init()")
            w.line("let split = splitViewController")
            w.line("split.delegate = self")
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
            for (column, index) in plan.columns {
                w.line("split.setViewController(makeController(for: .\(plan.screen(index).caseName), selection: nil, inCompactFlow: false), for: .\(column.rawValue))")
            }
            switch plan.compact {
            case .navigation(let root)?:
                w.line("let compactRoot = makeController(for: .\(plan.screen(root).caseName), selection: nil, inCompactFlow: true)")
                w.line("compactNavigationController.setViewControllers([compactRoot], animated: false)")
                w.line("split.setViewController(compactNavigationController, for: .compact)")
            case .tabBar(let tabs)?:
                w.block("compactTabBarController.setViewControllers([", close: "], animated: false)") { w in
                    for (i, tab) in tabs.enumerated() {
                        w.line("makeCompactTab(.\(plan.screen(tab.root).caseName), title: \(SwiftLiteral.string(tab.title)), systemImageName: \(SwiftLiteral.optionalString(tab.image)), tag: \(i)),")
                    }
                }
                w.line("split.setViewController(compactTabBarController, for: .compact)")
            case nil:
                w.comment("No compact flow: in compact width UIKit collapses the columns into one navigation stack.")
            }
        }
        if compactTabs != nil {
            w.blank()
            w.block("private func makeCompactTab(_ root: Screen, title: String, systemImageName: String?, tag: Int) -> UINavigationController {") { w in
                w.line("let navigationController = UINavigationController(rootViewController: makeController(for: root, selection: nil, inCompactFlow: true))")
                w.line("navigationController.tabBarItem = UITabBarItem(title: title, image: systemImageName.flatMap { UIImage(systemName: $0) }, tag: tag)")
                w.line("return navigationController")
            }
        }
    }

    func emitInstall(_ w: inout CodeWriter) {
        w.doc("Makes the split view `window`'s root view controller and shows the window.")
        w.block("public func install(in window: UIWindow) {") { w in
            w.line("window.rootViewController = splitViewController")
            w.line("window.makeKeyAndVisible()")
        }
        w.blank()
        w.doc("For `scene(_:willConnectTo:options:)`: a window for `scene` with the split view installed.")
        w.block("public func makeWindow(for scene: UIScene) -> UIWindow? {") { w in
            w.line("guard let windowScene = scene as? UIWindowScene else { return nil }")
            w.line("let window = UIWindow(windowScene: windowScene)")
            w.line("install(in: window)")
            w.line("return window")
        }
    }

    func emitMakeController(_ w: inout CodeWriter) {
        w.doc("Makes the controller for `screen`, opened for `selection`.")
        w.block("private func makeController(for screen: Screen, selection: Selection?, inCompactFlow: Bool) -> UIViewController {") { w in
            w.line("let controller: UIViewController")
            w.line("switch screen {")
            for screen in plan.screens {
                w.line("case .\(screen.caseName):")
                w.indented { w in
                    if screen.list != nil {
                        w.line("controller = make\(screen.typeName)(selection: selection, inCompactFlow: inCompactFlow)")
                    } else {
                        w.line("controller = screens.\(screen.makeMethod)(for: selection)")
                    }
                }
            }
            w.line("}")
            if !restorable.isEmpty {
                w.block("if screen.restoresState {") { w in
                    w.line("placements.removeAll { $0.controller == nil }")
                    w.line("placements.append(Placement(controller: controller, screen: screen, selection: selection))")
                }
            }
            w.line("return controller")
        }
    }

    func emitListFactory(_ screen: ScreenPlan, _ list: ListPlan, _ w: inout CodeWriter) {
        let vc = list.viewControllerName
        let label = screen.delegateLabel
        w.block("private func make\(screen.typeName)(selection: Selection?, inCompactFlow: Bool) -> \(vc) {") { w in
            w.line("let list = \(vc)(selection: selection)")
            w.block("list.didSelect = { [weak self, weak list] row in") { w in
                w.line("guard let self, let list else { return }")
                w.line("self.screens.\(label)(list, didSelect: row)")
                if list.isDynamic {
                    if let d = list.defaultDestination {
                        w.line("self.open(Destination(.\(d.kind.rawValue), .\(plan.screen(d.screen).caseName)), for: .\(screen.caseName)(row), from: list, inCompactFlow: inCompactFlow)")
                    }
                } else if list.staticList?.items.contains(where: { $0.destination != nil }) == true {
                    w.line("guard let destination = row.destination else { return }")
                    w.line("self.open(destination, for: .\(screen.caseName)(row), from: list, inCompactFlow: inCompactFlow)")
                }
            }
            if list.hasSwipeActions {
                w.block("list.performSwipeAction = { [weak self, weak list] action, row in") { w in
                    w.line("guard let self, let list else { return false }")
                    w.line("return self.screens.\(label)(list, perform: action, on: row)")
                }
            }
            if list.reorderable {
                w.block("list.didReorder = { [weak self, weak list] rows in") { w in
                    w.line("guard let self, let list else { return }")
                    w.line("self.screens.\(label)(list, didReorder: rows)")
                }
            }
            if !screen.toolbar.isEmpty {
                w.block("list.didTapToolbarItem = { [weak self, weak list] item in") { w in
                    w.line("guard let self, let list else { return }")
                    w.line("self.screens.\(label)(list, didTap: item)")
                }
            }
            if list.isDynamic { w.line("screens.\(screen.loadMethod)(list, for: selection)") }
            w.line("return list")
        }
    }

    func emitOpen(_ w: inout CodeWriter) {
        w.doc("""
            Shows `destination` for a selected row: in the secondary column, in the supplementary column,
            or pushed onto the column's stack; in compact width always pushed onto the current stack.
            """)
        w.block("private func open(_ destination: Destination, for selection: Selection, from source: UIViewController, inCompactFlow: Bool) {") { w in
            w.line("let controller = makeController(for: destination.screen, selection: selection, inCompactFlow: inCompactFlow)")
            w.block("if inCompactFlow {") { w in
                w.line("source.show(controller, sender: source)")
                w.line("return")
            }
            w.line("switch destination.presentation {")
            if isTriple {
                w.line("case .showDetail:")
                w.indented { $0.line("splitViewController.showDetailViewController(controller, sender: source)") }
                w.line("case .showSupplementary:")
                w.indented { w in
                    w.line("splitViewController.setViewController(controller, for: .supplementary)")
                    w.line("splitViewController.show(.supplementary)")
                }
            } else {
                w.line("case .showDetail, .showSupplementary:")
                w.indented { $0.line("splitViewController.showDetailViewController(controller, sender: source)") }
            }
            w.line("case .push:")
            w.indented { $0.line("source.show(controller, sender: source)") }
            w.line("}")
        }
    }

    func emitRestoration(_ w: inout CodeWriter) {
        let columns = isTriple ? ["supplementary", "secondary"] : ["secondary"]
        w.doc("Into compact width: the restorable screens of the columns go on top of the compact flow.")
        w.block("public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {") { w in
            if restorable.isEmpty {
                w.line("// No screen in this spec sets `restoresState`.")
            } else {
                let stacks = columns.map { "stack(in: .\($0))" }.joined(separator: " + ")
                w.line("let restored = restoredCopies(of: \(stacks), inCompactFlow: true)")
                if compactTabs != nil {
                    w.line("guard let first = restored.first else { return }")
                    w.line("let tab = Self.compactTab(for: first.screen) ?? compactTabBarController.selectedIndex")
                    w.line("guard let tabs = compactTabBarController.viewControllers, tabs.indices.contains(tab),")
                    w.line("      let navigationController = tabs[tab] as? UINavigationController else { return }")
                    w.line("compactTabBarController.selectedIndex = tab")
                } else {
                    w.line("guard !restored.isEmpty else { return }")
                    w.line("let navigationController = compactNavigationController")
                }
                w.line("let root = Array(navigationController.viewControllers.prefix(1))")
                w.line("navigationController.setViewControllers(root + restored.map(\\.controller), animated: false)")
            }
        }
        w.blank()
        w.doc("Back to regular width: the restorable screens the user reached in compact width go back to their columns.")
        w.block("public func splitViewControllerDidExpand(_ svc: UISplitViewController) {") { w in
            if restorable.isEmpty {
                w.line("// No screen in this spec sets `restoresState`.")
            } else {
                if compactTabs != nil {
                    w.line("guard let navigationController = compactTabBarController.selectedViewController as? UINavigationController else { return }")
                } else {
                    w.line("let navigationController = compactNavigationController")
                }
                w.line("let restored = restoredCopies(of: Array(navigationController.viewControllers.dropFirst()), inCompactFlow: false)")
                w.block("for column in [\(columns.map { "UISplitViewController.Column.\($0)" }.joined(separator: ", "))] {") { w in
                    w.line("let controllers = restored.filter { Self.regularColumn(for: $0.screen) == column }.map(\\.controller)")
                    w.line("guard !controllers.isEmpty else { continue }")
                    w.line("let columnNavigationController = UINavigationController()")
                    w.line("columnNavigationController.setViewControllers(controllers, animated: false)")
                    w.line("splitViewController.setViewController(columnNavigationController, for: column)")
                }
            }
        }
        guard !restorable.isEmpty else { return }
        w.blank()
        w.doc("The controllers stacked in a column, bottom first.")
        w.block("private func stack(in column: UISplitViewController.Column) -> [UIViewController] {") { w in
            w.line("guard let controller = splitViewController.viewController(for: column) else { return [] }")
            w.line("let navigationController = controller as? UINavigationController ?? controller.navigationController")
            w.line("return navigationController?.viewControllers ?? [controller]")
        }
        w.blank()
        w.doc("New controllers for the restorable screens among `controllers`, in order.")
        w.block("private func restoredCopies(of controllers: [UIViewController], inCompactFlow: Bool) -> [(screen: Screen, controller: UIViewController)] {") { w in
            w.line("var copies: [(screen: Screen, controller: UIViewController)] = []")
            w.block("for controller in controllers {") { w in
                w.line("guard let placement = placements.first(where: { $0.controller === controller }) else { continue }")
                w.ifElse("let restorable = controller as? any RestorableScreen", { w in
                    w.line("let copy = restorable.makeRestoredCopy()")
                    w.line("placements.append(Placement(controller: copy, screen: placement.screen, selection: placement.selection))")
                    w.line("copies.append((placement.screen, copy))")
                }, else: { w in
                    w.line("copies.append((placement.screen, makeController(for: placement.screen, selection: placement.selection, inCompactFlow: inCompactFlow)))")
                })
            }
            w.line("return copies")
        }
        w.blank()
        w.doc("The column that shows `screen` in regular width.")
        w.block("private static func regularColumn(for screen: Screen) -> UISplitViewController.Column {") { w in
            w.switchExpression(subject: "screen", cases: plan.screens.map { ($0.caseName, ".\($0.regularColumn.rawValue)") })
        }
        if compactTabs != nil {
            w.blank()
            w.doc("The first compact tab from which `screen` can be reached.")
            w.block("private static func compactTab(for screen: Screen) -> Int? {") { w in
                w.switchExpression(subject: "screen", cases: plan.screens.map { ($0.caseName, $0.compactTabs.first.map(String.init) ?? "nil") })
            }
        }
    }
}
