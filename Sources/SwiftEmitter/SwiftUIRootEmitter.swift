import LayoutModel

/// `RootView`: a `NavigationSplitView` in regular width and the compact flow in compact width,
/// both driven by one navigation state, so the user stays where they were when the size class
/// changes (the compact stack is the columns' routes, stacked).
struct SwiftUIRootEmitter {
    let plan: LayoutPlan

    var app: String { plan.app }
    var isTriple: Bool { plan.style == .tripleColumn }
    var primary: ScreenPlan? { plan.columnScreen(.primary) }
    var tabs: [TabPlan] { if case .tabBar(let tabs) = plan.compact { tabs } else { [] } }

    func emit(_ w: inout CodeWriter) {
        w.mark("Root view (SwiftUI)")
        w.block("extension \(app) {") { w in
            w.doc("""
                The spec's layout: a `NavigationSplitView` in regular width and, in compact width, \(compactDescription).
                Put it in your scene: `WindowGroup { \(app).RootView(screens: YourScreens()) }`.
                """)
            w.line("@MainActor")
            w.block("public struct RootView<App: Screens>: View {") { w in
                emitState(&w)
                w.blank()
                w.block("public init(screens: App) {") { w in
                    w.line("self.screens = screens")
                }
                w.blank()
                emitBody(&w)
                w.blank()
                emitSplit(&w)
                if plan.compact != nil {
                    w.blank()
                    emitCompact(&w)
                }
                w.blank()
                emitScreenBuilder(&w)
                w.blank()
                emitOpen(&w)
                w.blank()
                emitStacking(&w)
            }
        }
    }

    var compactDescription: String {
        switch plan.compact {
        case .navigation?: "one navigation stack"
        case .tabBar?: "a `TabView`"
        case nil: "the columns collapsed into one stack"
        }
    }

    func tabPathName(_ index: Int) -> String { "tab\(index)Path" }
    /// The tab whose root is the primary column's screen shares the columns' state.
    func sharesColumnState(_ tab: TabPlan) -> Bool { tab.root == primary?.index }

    func emitState(_ w: inout CodeWriter) {
        w.doc("Where a screen sits in the layout.")
        w.block("private enum Column {") { w in
            w.line("case primary, supplementary, secondary, compact")
        }
        w.blank()
        w.line("private let screens: App")
        w.line("@Environment(\\.horizontalSizeClass) private var horizontalSizeClass")
        w.line("@State private var columnVisibility: NavigationSplitViewVisibility = \(visibility)")
        w.line("@State private var primaryPath: [Route] = []")
        if isTriple {
            w.doc("What the supplementary column shows instead of its first screen.")
            w.line("@State private var supplementary: Route?")
            w.line("@State private var supplementaryPath: [Route] = []")
        }
        w.doc("What the secondary column shows instead of its first screen.")
        w.line("@State private var detail: Route?")
        w.line("@State private var detailPath: [Route] = []")
        if !tabs.isEmpty {
            w.line("@State private var selectedTab = 0")
            for (i, tab) in tabs.enumerated() where !sharesColumnState(tab) {
                w.line("@State private var \(tabPathName(i)): [Route] = []")
            }
        }
    }

    var visibility: String {
        switch plan.split?.displayMode?.value {
        case .secondaryOnly?: ".detailOnly"
        case .oneBesideSecondary?, .oneOverSecondary?: isTriple ? ".doubleColumn" : ".all"
        case .twoBesideSecondary?, .twoOverSecondary?, .twoDisplaceSecondary?: ".all"
        case .automatic?, nil: ".automatic"
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

    func emitBody(_ w: inout CodeWriter) {
        w.block("public var body: some View {") { w in
            if plan.compact == nil {
                w.comment("No compact flow: NavigationSplitView collapses its columns into one stack by itself.")
                w.line("splitView")
            } else {
                w.ifElse("horizontalSizeClass == .compact", { w in
                    w.line("compactFlow")
                }, else: { w in
                    w.line("splitView")
                })
            }
        }
    }

    func widthModifier(_ column: Column) -> String? {
        guard let width = plan.split?.columnWidths.first(where: { $0.column == column }) else { return nil }
        let points = width.points?.value, min = width.min?.value, max = width.max?.value
        if let points, min == nil, max == nil { return ".navigationSplitViewColumnWidth(\(SwiftLiteral.number(points)))" }
        let ideal = points ?? ((min != nil && max != nil) ? (min! + max!) / 2 : (min ?? max))
        guard let ideal else { return nil }
        var parts: [String] = []
        if let min { parts.append("min: \(SwiftLiteral.number(min))") }
        parts.append("ideal: \(SwiftLiteral.number(ideal))")
        if let max { parts.append("max: \(SwiftLiteral.number(max))") }
        return ".navigationSplitViewColumnWidth(\(parts.joined(separator: ", ")))"
    }

    func emitColumn(_ column: Column, path: String, screen: String, selection: String, in place: String, _ w: inout CodeWriter) {
        w.block("NavigationStack(path: \(path)) {") { w in
            w.line("screen(\(screen), selection: \(selection), in: .\(place))")
            w.indented { w in
                w.block(".navigationDestination(for: Route.self) { route in") { w in
                    w.line("screen(route.screen, selection: route.selection, in: .\(place))")
                }
            }
        }
        if let width = widthModifier(column) { w.line(width) }
    }

    func emitSplit(_ w: inout CodeWriter) {
        w.block("private var splitView: some View {") { w in
            var notes: [String] = []
            if plan.split?.showsSecondaryOnlyButton != nil { notes.append("showsSecondaryOnlyButton") }
            if plan.split?.presentsWithGesture != nil { notes.append("presentsWithGesture") }
            if plan.split?.columnWidths.contains(where: { $0.fraction != nil }) == true { notes.append("column width fractions") }
            if !notes.isEmpty { w.comment("SwiftUI has no equivalent of the spec's \(notes.joined(separator: ", ")).") }
            guard let primary else {
                w.line("EmptyView()")
                return
            }
            let secondary = plan.columnScreen(.secondary)
            w.block("NavigationSplitView(columnVisibility: $columnVisibility) {", close: isTriple ? "} content: {" : "} detail: {") { w in
                emitColumn(.primary, path: "$primaryPath", screen: ".\(primary.caseName)", selection: "nil", in: "primary", &w)
            }
            if isTriple {
                let supplementary = plan.columnScreen(.supplementary) ?? secondary ?? primary
                w.indented { w in
                    emitColumn(.supplementary, path: "$supplementaryPath", screen: "supplementary?.screen ?? .\(supplementary.caseName)",
                               selection: "supplementary?.selection", in: "supplementary", &w)
                }
                w.line("} detail: {")
            }
            w.indented { w in
                emitColumn(.secondary, path: "$detailPath", screen: "detail?.screen ?? .\((secondary ?? primary).caseName)",
                           selection: "detail?.selection", in: "secondary", &w)
            }
            w.line("}")
            if let style = splitStyle { w.line(".navigationSplitViewStyle(\(style))") }
        }
    }

    func emitCompact(_ w: inout CodeWriter) {
        w.block("private var compactFlow: some View {") { w in
            switch plan.compact {
            case .navigation(let root)?:
                let path = root == primary?.index ? "stackedPath" : "$primaryPath"
                w.block("NavigationStack(path: \(path)) {") { w in
                    w.line("screen(.\(plan.screen(root).caseName), selection: nil, in: .compact)")
                    w.indented { w in
                        w.block(".navigationDestination(for: Route.self) { route in") { w in
                            w.line("screen(route.screen, selection: route.selection, in: .compact)")
                        }
                    }
                }
            case .tabBar(let tabs)?:
                w.block("TabView(selection: $selectedTab) {") { w in
                    for (i, tab) in tabs.enumerated() {
                        let path = sharesColumnState(tab) ? "stackedPath" : "$\(tabPathName(i))"
                        w.block("NavigationStack(path: \(path)) {") { w in
                            w.line("screen(.\(plan.screen(tab.root).caseName), selection: nil, in: .compact)")
                            w.indented { w in
                                w.block(".navigationDestination(for: Route.self) { route in") { w in
                                    w.line("screen(route.screen, selection: route.selection, in: .compact)")
                                }
                            }
                        }
                        w.block(".tabItem {") { w in
                            w.block("Label {", close: "} icon: {") { w in
                                w.line("Text(\(SwiftLiteral.string(tab.title)))")
                            }
                            if let image = tab.image {
                                w.indented { $0.line("Image(systemName: \(SwiftLiteral.string(image)))") }
                            }
                            w.line("}")
                        }
                        w.line(".tag(\(i))")
                    }
                }
            case nil:
                break
            }
        }
    }

    func emitScreenBuilder(_ w: inout CodeWriter) {
        w.doc("The view for `screen`, opened for `selection`, wired to open its destinations.")
        w.line("@ViewBuilder")
        w.block("private func screen(_ screen: Screen, selection: Selection?, in column: Column) -> some View {") { w in
            w.line("switch screen {")
            for screen in plan.screens {
                w.line("case .\(screen.caseName):")
                w.indented { w in
                    guard let list = screen.list else {
                        w.line("screens.\(screen.delegateLabel)(for: selection)")
                        return
                    }
                    emitListConstruction(screen, list, &w)
                }
            }
            w.line("}")
        }
    }

    func emitListConstruction(_ screen: ScreenPlan, _ list: ListPlan, _ w: inout CodeWriter) {
        let label = screen.delegateLabel
        var args: [(String, [String])] = []
        var select = ["screens.\(label)(didSelect: row)"]
        if list.isDynamic {
            if let d = list.defaultDestination {
                select.append("open(Destination(.\(d.kind.rawValue), .\(plan.screen(d.screen).caseName)), for: .\(screen.caseName)(row), from: column)")
            }
        } else if list.staticList?.items.contains(where: { $0.destination != nil }) == true {
            select.append("if let destination = row.destination { open(destination, for: .\(screen.caseName)(row), from: column) }")
        }
        args.append(("onSelect: { row in", select))
        if list.hasSwipeActions {
            args.append(("onSwipe: { action, row in", ["screens.\(label)(perform: action, on: row, for: selection)"]))
        }
        if list.reorderable {
            if list.isDynamic {
                args.append(("onMove: { source, destination in", ["screens.\(label)(moveRows: source, to: destination, for: selection)"]))
            } else {
                args.append(("onReorder: { rows, section in", ["screens.\(label)(didReorder: rows, in: section)"]))
            }
        }
        if !screen.toolbar.isEmpty {
            args.append(("onToolbar: { item in", ["screens.\(label)(didTap: item)"]))
        }
        w.line("\(list.viewName)(")
        w.indented { w in
            if list.isDynamic { w.line("rows: screens.\(label)Rows(for: selection),") }
            for (i, (open, body)) in args.enumerated() {
                w.line(open)
                w.indented { w in for line in body { w.line(line) } }
                w.line(i == args.count - 1 ? "}" : "},")
            }
        }
        w.line(")")
    }

    func emitOpen(_ w: inout CodeWriter) {
        w.doc("Shows `destination` for a selected row, as the spec says; in compact width it is pushed.")
        w.block("private func open(_ destination: Destination, for selection: Selection, from column: Column) {") { w in
            w.line("let route = Route(destination.screen, selection: selection)")
            w.block("if column == .compact {") { w in
                if tabs.isEmpty {
                    w.line("stackedPath.wrappedValue.append(route)")
                } else {
                    w.line("switch selectedTab {")
                    for (i, tab) in tabs.enumerated() {
                        w.line("case \(i):")
                        w.indented { $0.line(sharesColumnState(tab) ? "stackedPath.wrappedValue.append(route)" : "\(tabPathName(i)).append(route)") }
                    }
                    w.line("default:")
                    w.indented { $0.line("stackedPath.wrappedValue.append(route)") }
                    w.line("}")
                }
                w.line("return")
            }
            w.line("switch destination.presentation {")
            if isTriple {
                w.line("case .showDetail:")
                w.indented { w in
                    w.line("detail = route")
                    w.line("detailPath = []")
                }
                w.line("case .showSupplementary:")
                w.indented { w in
                    w.line("supplementary = route")
                    w.line("supplementaryPath = []")
                }
            } else {
                w.line("case .showDetail, .showSupplementary:")
                w.indented { w in
                    w.line("detail = route")
                    w.line("detailPath = []")
                }
            }
            w.line("case .push:")
            w.indented { w in
                w.line("switch column {")
                w.line("case .primary: primaryPath.append(route)")
                if isTriple { w.line("case .supplementary: supplementaryPath.append(route)") }
                w.line(isTriple ? "case .secondary, .compact: detailPath.append(route)" : "case .supplementary, .secondary, .compact: detailPath.append(route)")
                w.line("}")
            }
            w.line("}")
        }
    }

    func emitStacking(_ w: inout CodeWriter) {
        w.doc("The columns' routes as one stack: the compact flow's path, so a size-class change keeps the user's place.")
        w.block("private var stackedPath: Binding<[Route]> {") { w in
            w.block("Binding(", close: ")") { w in
                w.line("get: { stackedRoutes },")
                w.line("set: { unstack($0) }")
            }
        }
        w.blank()
        w.block("private var stackedRoutes: [Route] {") { w in
            w.line("var routes = primaryPath")
            if isTriple {
                w.line("if let supplementary { routes.append(supplementary) }")
                w.line("routes += supplementaryPath")
            }
            w.line("if let detail { routes.append(detail) }")
            w.line("return routes + detailPath")
        }
        w.blank()
        w.doc("Puts each route of a compact stack back in the column that shows it in regular width.")
        w.block("private func unstack(_ routes: [Route]) {") { w in
            w.line("var primary: [Route] = []")
            if isTriple {
                w.line("var supplementary: Route?")
                w.line("var supplementaryPath: [Route] = []")
            }
            w.line("var detail: Route?")
            w.line("var detailPath: [Route] = []")
            w.block("for route in routes {") { w in
                w.line("switch Self.regularColumn(for: route.screen) {")
                w.line("case .primary, .compact:")
                w.indented { $0.line("primary.append(route)") }
                if isTriple {
                    w.line("case .supplementary:")
                    w.indented { w in
                        w.ifElse("supplementary == nil", { $0.line("supplementary = route") }, else: { $0.line("supplementaryPath.append(route)") })
                    }
                    w.line("case .secondary:")
                } else {
                    w.line("case .supplementary, .secondary:")
                }
                w.indented { w in
                    w.ifElse("detail == nil", { $0.line("detail = route") }, else: { $0.line("detailPath.append(route)") })
                }
                w.line("}")
            }
            w.line("primaryPath = primary")
            if isTriple {
                w.line("self.supplementary = supplementary")
                w.line("self.supplementaryPath = supplementaryPath")
            }
            w.line("self.detail = detail")
            w.line("self.detailPath = detailPath")
        }
        w.blank()
        w.doc("The column that shows `screen` in regular width.")
        w.block("private static func regularColumn(for screen: Screen) -> Column {") { w in
            w.switchExpression(subject: "screen", cases: plan.screens.map { ($0.caseName, ".\($0.regularColumn.rawValue)") })
        }
    }
}
