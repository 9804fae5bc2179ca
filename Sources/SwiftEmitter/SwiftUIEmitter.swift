import LayoutModel
import SpecSource
import Parallel

/// Generates the SwiftUI code of a spec, beside its typed model: under
/// `#if canImport(SwiftUI)` a `RootView` with a `NavigationSplitView` in regular width and the
/// compact flow (a stack or a `TabView`) in compact width, a view per list, and the `ScreenViews`
/// protocol through which the app supplies its own views and data.
public struct SwiftUIEmitter: Sendable {
    /// How many threads may write the file's parts (see `UIKitEmitter.workers`).
    public var workers: Int = ParallelMap.coreCount
    /// Of every generated declaration.
    public var access: GeneratedAccess = .public
    /// The spec's text: with it, each declaration made from a spec line says which.
    public var source: SourceFile?

    public init() {}

    /// The model and the SwiftUI file for `spec`.
    public func emit(_ spec: LayoutSpec, sourcePath: String) throws(EmitError) -> GeneratedCode {
        try SwiftEmitter.emit(spec, sourcePath: sourcePath, target: .swiftui, workers: workers, access: access, source: source)
    }

    /// `Mail+SwiftUI.layout.swift`: the views under `#if canImport(SwiftUI)`, written as one part.
    static func file(of plan: LayoutPlan, specBytes: Int, workers: Int) -> GeneratedFile {
        plan.generatedFile(target: .swiftui, specBytes: specBytes, workers: 1, parts: { _ in [((), true)] },
                           write: { _, w in Self.write(plan, into: &w) })
    }

    static func write(_ plan: LayoutPlan, into w: inout CodeWriter) {
        w.directive("#if canImport(SwiftUI)")
        w.line("import LayoutRuntime")
        w.line("import LayoutRuntimeSwiftUI")
        w.line("import SwiftUI")
        SwiftUIParts(plan: plan).emit(&w)
        SwiftUIRootEmitter(plan: plan).emit(&w)
        SwiftUIRootEmitter(plan: plan).emitRunEnvironment(&w)
        SwiftUITransientEmitter(plan: plan).emit(&w)
        SwiftUICommandsEmitter(plan: plan).emit(&w)
        w.directive("#endif")
    }
}

struct SwiftUIParts {
    let plan: LayoutPlan
    var app: String { plan.app }

    func emit(_ w: inout CodeWriter) {
        emitProtocol(&w)
        w.mark("Shared views (SwiftUI)")
        w.block("extension \(app) {") { w in
            w.doc("A row's title, subtitle and SF Symbol (LayoutRuntimeSwiftUI's `RowLabel`).")
            w.line("public typealias RowLabel = LayoutRuntimeSwiftUI.RowLabel")
            for (screen, list) in plan.lists where !showsAsStaticListView(screen, list) {
                w.blank()
                emitListView(screen, list, &w)
                if let fixed = list.staticList, !rowsArePlain(screen, list, fixed) {
                    w.blank()
                    emitRowView(screen, list, fixed, &w)
                }
            }
        }
        for screen in plan.screens where !screen.toolbar.isEmpty {
            w.blank()
            w.block("extension \(app).\(screen.toolbarTypeName) {") { w in
                let menus = screen.toolbarHasMenus
                let takesState = plan.toolbarButtonsTakeState(screen)
                w.doc("The \(screen.name) toolbar, in spec order, each button at its placement; `action` runs on a tap" + (menus ? ", `choose` when an item of a button's menu is chosen." : ".")
                      + (takesState ? "\n`state` is the app's state of an action: disabled, or on (a toggle, a checkmark in a menu)." : ""))
                w.line("@MainActor")
                let choose = menus ? ", choose: @escaping @MainActor (\(app).\(screen.toolbarMenuTypeName)) -> Void" : ""
                let state = takesState ? ", state: @escaping @MainActor (\(app).AppAction) -> \(app).ActionState" : ""
                // Closures, not the parameters: a main-actor closure the app passed is not `@Sendable` in Swift 5.
                let arguments = (menus ? ", choose: { choose($0) }" : "") + (takesState ? ", state: { state($0) }" : "")
                w.block("public static func toolbar(action: @escaping @MainActor (Self) -> Void\(choose)\(state)) -> some ToolbarContent {") { w in
                    w.line("layoutToolbar(action: { action($0) }\(arguments))")
                }
            }
        }
        for screen in plan.screens where !screen.titleMenu.isEmpty {
            w.blank()
            w.block("extension \(app).\(screen.toolbarMenuTypeName) {") { w in
                let takesState = plan.toolbarTakesState(screen)
                w.doc("The \(screen.name) title menu, for `.modifier(_:)`: `choose` runs when an item is chosen."
                      + (takesState ? "\n`state` is the app's state of an action: disabled, or on (a checkmark)." : ""))
                w.line("@MainActor")
                let state = takesState ? ", state: @escaping @MainActor (\(app).AppAction) -> \(app).ActionState" : ""
                w.block("public static func titleMenu(choose: @escaping @MainActor (Self) -> Void\(state)) -> some ViewModifier {") { w in
                    w.line("TitleMenu(titleMenu\(takesState ? ", state: { state($0) }" : ""), choose: { choose($0) })")
                }
            }
        }
    }

    func emitProtocol(_ w: inout CodeWriter) {
        w.mark("Where the app's code plugs in (SwiftUI)")
        w.block("extension \(app) {") { w in
            w.doc("""
                What the app supplies: views for the screens the spec leaves to it, the rows of dynamic lists,
                and what swipe actions, toolbar buttons and reordering do. Adopt it in a type of your own
                (`layoutc scaffold --target swiftui` writes one).
                \(plan.observationAdvice("that type"))
                """)
            w.line("@MainActor")
            w.block("public protocol ScreenViews {") { w in
                var first = true
                func separate(_ w: inout CodeWriter) {
                    if !first { w.blank() }
                    first = false
                }
                // Each requirement's documentation and signature are declared once (`ScreensRequirement.swiftUI`),
                // for this protocol and the scaffold that implements it.
                for requirement in plan.screensRequirements {
                    separate(&w)
                    if case .makeScreen(let screen) = requirement { w.line("associatedtype \(screen.typeName)View: View") }
                    if case .transientContent = requirement { w.line("associatedtype TransientView: View") }
                    for (i, signature) in requirement.swiftUI(plan).enumerated() {
                        if i > 0 { w.blank() }
                        if let doc = signature.doc { w.doc(doc) }
                        w.line(signature.declared)
                    }
                    if case .rows(let screen, let list) = requirement {
                        // How a row shows, with a default (the extension below).
                        w.blank()
                        w.line("associatedtype \(screen.typeName)RowView: View = RowLabel")
                        w.doc("""
                            How a row of \(screen.name) shows: by default its title, subtitle and symbol (`RowLabel`);
                            return a view of your own to add what the spec does not say (a date, an unread dot, an
                            avatar). The list keeps its selection, swipe actions and context menu on it.
                            """)
                        w.line("@ViewBuilder func \(screen.delegateLabel)Row(_ row: \(list.rowType)) -> \(screen.typeName)RowView")
                    }
                }
                if !plan.lists.isEmpty {
                    separate(&w)
                    w.doc("""
                        A view of your own instead of a generated screen's, for `selection`; `nil` (the default)
                        keeps the generated one. The rest of the layout, and the way to the screen, stay generated.
                        """)
                    w.line("func replacement(for screen: Screen, selection: Selection?) -> AnyView?")
                }
            }
        }
        let rowViews = plan.lists.filter { $0.list.isDynamic }
        if !plan.lists.isEmpty {
            w.blank()
            w.block("extension \(app).ScreenViews {") { w in
                for (i, (screen, list)) in rowViews.enumerated() {
                    if i > 0 { w.blank() }
                    w.block("public func \(screen.delegateLabel)Row(_ row: \(app).\(list.rowType)) -> \(app).RowLabel {") { w in
                        w.line("\(app).RowLabel(row)")
                    }
                }
                if !rowViews.isEmpty { w.blank() }
                w.line("public func didSelect(_ selection: \(app).Selection) {}")
                w.blank()
                w.line("public func replacement(for screen: \(app).Screen, selection: \(app).Selection?) -> AnyView? { nil }")
            }
        }
    }

    func listStyle(_ appearance: ListAppearance) -> String {
        switch appearance {
        case .plain, .sidebarPlain: ".plain"
        case .grouped: ".grouped"
        case .insetGrouped: ".insetGrouped"
        case .sidebar: ".sidebar"
        }
    }

    /// The callbacks a list view hands on to its rows: what acts on one row.
    static let rowCallbacks: Set<String> = ["onSwipe", "onMove", "onContextMenu", "onDropRows"]

    /// The closures a list view takes, as stored properties. Selection is not one of them: it is a
    /// binding into the navigation state, so the highlighted row is always the state's.
    func callbacks(_ screen: ScreenPlan, _ list: ListPlan) -> [(name: String, type: String)] {
        var result: [(name: String, type: String)] = []
        if list.hasSwipeActions { result.append(("onSwipe", "@MainActor (\(list.swipeTypeName), \(list.rowType)) -> Void")) }
        if list.reorderable {
            if let fixed = list.staticList {
                result.append(("onReorder", "@MainActor ([\(list.rowType)], \(fixed.sectionTypeName)) -> Void"))
            } else {
                result.append(("onMove", "@MainActor (IndexSet, Int) -> Void"))
            }
        }
        if !screen.toolbar.isEmpty { result.append(("onToolbar", "@MainActor (\(screen.toolbarTypeName)) -> Void")) }
        if screen.hasToolbarMenu { result.append(("onToolbarMenu", "@MainActor (\(screen.toolbarMenuTypeName)) -> Void")) }
        if !list.contextMenu.isEmpty {
            result.append(("onContextMenu", "@MainActor (\(list.contextMenuTypeName), \(list.rowType)) -> Void"))
        }
        if list.acceptsDrops { result.append(("onDropRows", "@MainActor ([Selection], \(list.rowType)) -> Void")) }
        if list.refreshes { result.append(("onRefresh", "ListRefresh")) }
        if screen.search != nil {
            result.append(("onSearch", "@MainActor (String\(screen.searchScopeParameter.map { ", \($0)" } ?? "")) -> Void"))
        }
        if plan.toolbarTakesState(screen) { result.append(("actionState", "@MainActor (AppAction) -> ActionState")) }
        // A view of the results screen, type-erased: RootView makes it with the same builder
        // that makes this view.
        if screen.search?.results != nil { result.append(("searchResults", "@MainActor () -> AnyView")) }
        return result
    }

    /// What an outline list keeps of the user's collapses in `@SceneStorage`: the rows' parameter
    /// name and type in `isExpanded(_:)`, and the key that lasts (a static row's raw value, a row
    /// from data's id). `nil` for a list without rows that hold rows.
    static func expansion(of list: ListPlan) -> (rows: String, keys: String, parameter: String, type: String, key: String)? {
        if let fixed = list.staticList, fixed.hasChildren {
            return ("outline rows", "their raw values", "item", fixed.itemTypeName, "item.rawValue")
        }
        if list.dataSections?.rowsHaveChildren == true {
            return ("rows", "their ids", "row", list.rowType, "row.id")
        }
        return nil
    }

    /// A `Section` holding `body`, with the title as its header where a size class shows headers.
    static func emitSection(headers: Bool, title: String, _ w: inout CodeWriter, body: (inout CodeWriter) -> Void) {
        w.block("Section {", close: headers ? "} header: {" : "}", body)
        guard headers else { return }
        w.indented { w in
            w.block("if let title = \(title) {") { w in
                w.line("Text(title)")
            }
        }
        w.line("}")
    }

    /// A row from data with its children under a disclosure group, as deep as the data goes.
    func emitListView(_ screen: ScreenPlan, _ list: ListPlan, _ w: inout CodeWriter) {
        let rows = list.staticList.map { "the `\($0.itemTypeName)` rows" } ?? "`\(list.rowType)` rows from the app"
        plan.remark(screen.origin, &w)
        w.doc("The \(screen.name) screen: a `.\(list.appearance.rawValue)` list of \(rows).")
        w.line("@MainActor")
        w.block("struct \(list.viewName)\(list.isDynamic ? "<RowView: View>" : ""): View {") { w in
            if let data = list.dataSections, !data.isWholeList {
                w.doc("The sections in order, with their titles and rows (`\(data.sectionTypeName).contents`).")
                w.line("let sections: [(section: \(data.sectionTypeName), title: String?, rows: [\(list.rowType)])]")
                w.doc("How a row shows (`ScreenViews.\(screen.delegateLabel)Row(_:)`).")
                w.line("let rowView: (\(list.rowType)) -> RowView")
            } else if list.isDynamic {
                w.line("let rows: [\(list.rowType)]")
                w.doc("How a row shows (`ScreenViews.\(screen.delegateLabel)Row(_:)`).")
                w.line("let rowView: (\(list.rowType)) -> RowView")
            }
            w.doc("The highlighted row: the navigation state's selection in this list's column.")
            w.line("@Binding var selection: \(list.rowType)?")
            if list.reorderable, let fixed = list.staticList {
                w.doc("Each section's rows in the order the user left them; the root view keeps it.")
                w.line("@Binding var order: [\(fixed.sectionTypeName): [\(fixed.itemTypeName)]]")
            }
            for (name, type) in callbacks(screen, list) { w.line("let \(name): \(type)") }
            if list.swipeConfirms {
                w.doc("The swipe action waiting for its confirmation, and the row it is for.")
                w.line("@State private var pendingSwipe: (action: \(list.swipeTypeName), row: \(list.rowType))?")
            }
            let expansion = Self.expansion(of: list)
            if let expansion {
                w.doc("The \(expansion.rows) the user collapsed (\(expansion.keys), one per line), saved with the scene.")
                w.line("@SceneStorage(\(SwiftLiteral.string("layoutc.\(plan.app).\(screen.name).collapsed"))) private var collapsedRows = \"\"")
            }
            if screen.titlesBySizeClass != nil {
                w.doc("The width, for the title per size class (`title: { regular:, compact: }`).")
                w.line("@Environment(\\.horizontalSizeClass) private var horizontalSizeClass")
            }
            if screen.search != nil {
                w.line("@State private var searchText = \"\"")
                if let scopes = screen.searchScopeParameter { w.line("@State private var searchScope = \(scopes).allCases[0]") }
            }
            w.blank()
            w.block("var body: some View {") { w in
                // Rows from data are selected by id, so a row whose content changes stays selected.
                let selection: String
                if list.staticList != nil {
                    selection = "$selection"
                } else if let data = list.dataSections {
                    let top = data.isWholeList ? "rows" : "sections.flatMap(\\.rows)"
                    selection = "$selection.byID(in: \(top)" + (data.rowsHaveChildren ? ", children: \\.children)" : ")")
                } else {
                    selection = "$selection.byID(in: rows)"
                }
                w.block("List(selection: \(selection)) {") { w in
                    if let fixed = list.staticList {
                        let headers = list.regularHeaderMode != .none || list.compactHeaderMode != .none
                        w.block("ForEach(\(fixed.sectionTypeName).allCases, id: \\.self) { section in") { w in
                            let items = list.reorderable ? "order[section] ?? section.items" : "section.items"
                            Self.emitSection(headers: headers, title: "section.title", &w) { w in
                                w.block("ForEach(\(items), id: \\.self) { item in") { w in
                                    let expansion = fixed.hasChildren ? ["isExpanded: isExpanded"] : []
                                    // A swipe that asks first leaves its action with the list, which shows the dialog.
                                    let pending = list.swipeConfirms ? ["pendingSwipe: $pendingSwipe"] : []
                                    let args = ["item: item"] + expansion + pending
                                        + callbacks(screen, list).filter { Self.rowCallbacks.contains($0.name) }.map { "\($0.name): \($0.name)" }
                                    // A row that is only its label needs no view of its own.
                                    w.line(rowsArePlain(screen, list, fixed) ? "RowLabel(item)" : "\(screen.typeName)Row(\(args.joined(separator: ", ")))")
                                    w.indented { $0.line(".tag(item)") }
                                }
                                if list.reorderable {
                                    w.block(".onMove { source, destination in") { w in
                                        w.line("var rows = order[section] ?? section.items")
                                        w.line("rows.move(fromOffsets: source, toOffset: destination)")
                                        w.line("order[section] = rows")
                                        w.line("onReorder(rows, section)")
                                    }
                                }
                            }
                        }
                    } else if let data = list.dataSections {
                        let headers = list.regularHeaderMode != .none || list.compactHeaderMode != .none
                        let rowsView: (String, inout CodeWriter) -> Void = { rows, w in
                            w.block("ForEach(\(rows), id: \\.id) { row in") { w in
                                // A row that holds rows shows them under a disclosure group (LayoutRuntimeSwiftUI's `OutlineRow`).
                                w.line(data.rowsHaveChildren ? "OutlineRow(row, children: \\.children, isExpanded: isExpanded) { decoratedRow($0) }" : "decoratedRow(row)")
                            }
                        }
                        if data.isWholeList {
                            rowsView("rows", &w)
                        } else {
                            w.block("ForEach(sections, id: \\.section) { part in") { w in
                                Self.emitSection(headers: headers, title: "part.title", &w) { w in rowsView("part.rows", &w) }
                            }
                        }
                    } else {
                        w.block("ForEach(rows, id: \\.id) { row in") { w in
                            w.line("rowView(row)")
                            w.indented { w in
                                w.line(".tag(row.id)")
                                emitSwipeModifiers(list, of: screen, row: "row", &w)
                            }
                        }
                        if list.reorderable {
                            w.block(".onMove { source, destination in") { w in
                                w.line("onMove(source, destination)")
                            }
                        }
                    }
                }
                w.line(".listStyle(\(listStyle(list.appearance)))")
                if let empty = list.emptyState {
                    let isEmpty = list.dataSections.map { !$0.isWholeList } == true ? "sections.allSatisfy(\\.rows.isEmpty)" : "rows.isEmpty"
                    let searching = screen.search == nil ? "" : ", searching: searchText"
                    w.line(".emptyList(\(empty.literal), when: \(isEmpty)\(searching))")
                }
                if let results = screen.search?.results {
                    w.comment("While people search, the \(plan.screen(results).name) screen shows the results over the list.")
                    w.block(".overlay {") { w in
                        w.block("if !searchText.isEmpty {") { w in
                            w.line("searchResults()")
                        }
                    }
                }
                if list.swipeConfirms {
                    w.line(".confirmationDialog(Text(pendingSwipe?.action.confirmation ?? \"\"), isPresented: Binding(get: { pendingSwipe != nil }, set: { if !$0 { pendingSwipe = nil } }), titleVisibility: .visible) {")
                    w.indented { w in
                        w.block("if let pending = pendingSwipe {") { w in
                            w.line("Button(role: .destructive, action: { onSwipe(pending.action, pending.row) }, label: { Text(pending.action.title) })")
                        }
                    }
                    w.line("} message: {")
                    w.indented { $0.line("EmptyView()") }
                    w.line("}")
                }
                if let titles = screen.titlesBySizeClass {
                    // A width without a title shows none: an empty title is no title.
                    let regular = SwiftLiteral.string(titles.regular ?? ""), compact = SwiftLiteral.string(titles.compact ?? "")
                    w.line(".navigationTitle(horizontalSizeClass == .compact ? \(compact) : \(regular))")
                } else if let title = screen.title {
                    w.line(".navigationTitle(\(SwiftLiteral.string(title)))")
                }
                // `.refreshable`'s action is `@Sendable`: it holds the main-actor `ListRefresh`, not the view.
                if list.refreshes { w.line(".refreshable { [onRefresh] in await onRefresh() }") }
                if let search = screen.search {
                    let scoped = screen.searchScopeParameter
                    let prompt = search.prompt.map { ", prompt: Text(\(SwiftLiteral.string($0)))" } ?? ""
                    let placement: String = switch search.placement {
                    case .navigationBar: ""
                    case .inline: ", placement: .toolbar"
                    case .pinned: ", placement: .navigationBarDrawer(displayMode: .always)"
                    case .sidebar: ", placement: .sidebar"
                    }
                    w.line(".searchable(text: Binding(get: { searchText }, set: { searchText = $0; onSearch($0\(scoped == nil ? "" : ", searchScope")) })\(placement)\(prompt))")
                    if let scoped {
                        w.block(".searchScopes(Binding(get: { searchScope }, set: { searchScope = $0; onSearch(searchText, $0) })) {") { w in
                            w.block("ForEach(\(scoped).allCases, id: \\.self) { scope in") { w in
                                w.line("Text(scope.title).tag(scope)")
                            }
                        }
                    }
                }
                if !screen.toolbar.isEmpty || list.reorderable {
                    w.block(".toolbar {") { w in
                        if list.reorderable {
                            w.block("ToolbarItem(placement: .primaryAction) {") { w in
                                w.line("EditButton()")
                            }
                        }
                        if !screen.toolbar.isEmpty {
                            w.line("\(screen.toolbarTypeName).toolbar(action: onToolbar" + (screen.toolbarHasMenus ? ", choose: onToolbarMenu" : "")
                                   + (plan.toolbarButtonsTakeState(screen) ? ", state: actionState)" : ")"))
                        }
                    }
                }
                if !screen.titleMenu.isEmpty {
                    w.line(".modifier(\(screen.toolbarMenuTypeName).titleMenu(choose: onToolbarMenu"
                           + (plan.toolbarTakesState(screen) ? ", state: actionState))" : "))"))
                }
            }
            if list.hasSwipeActions, list.isDynamic {
                w.blank()
                emitSwipeButtons(list, &w)
            }
            if list.dataSections != nil {
                w.blank()
                w.doc("A row with its selection tag, context menu and swipe actions; children get theirs too.")
                w.line("@ViewBuilder")
                w.block("private func decoratedRow(_ row: \(list.rowType)) -> some View {") { w in
                    w.line("rowView(row)")
                    w.indented { w in
                        w.line(".tag(row.id)")
                        emitSwipeModifiers(list, of: screen, row: "row", &w)
                    }
                }
            }
            if let expansion {
                let (name, key) = (expansion.parameter, expansion.key)
                w.blank()
                w.doc("Whether `\(name)`'s children show: expanded unless the user collapsed it, in this scene.")
                w.block("private func isExpanded(_ \(name): \(expansion.type)) -> Binding<Bool> {") { w in
                    w.line("$collapsedRows.isExpanded(\(key))")
                }
            }
        }
    }

    func emitSwipeModifiers(_ list: ListPlan, of screen: ScreenPlan, row: String, _ w: inout CodeWriter) {
        if list.staticList == nil, plan.rowTypesWithBadges.contains(list.rowType) { w.line(".rowBadge(\(row).badge)") }
        if list.dragsRows {
            // In the app the row's selection; in another app its title as text (`DraggedRow`).
            w.line(".draggable(DraggedRow(Selection.\(screen.caseName)(\(row)), title: \(row).title))")
        }
        if list.acceptsDrops {
            w.block(".dropDestination(for: DraggedRow<Selection>.self) { dragged, _ in") { w in
                w.comment("Rows of the lists whose `dragTo` names this one, dropped onto this row.")
                w.line("let rows = dragged.map(\\.selection)")
                w.line("guard !rows.isEmpty, rows.allSatisfy({ $0.canDrop(on\(screen.typeName.capitalizedFirst): \(row)) }) else { return false }")
                w.line("onDropRows(rows, \(row))")
                w.line("return true")
            }
        }
        if !list.contextMenu.isEmpty {
            w.block(".contextMenu {") { w in
                w.line("MenuButtons(\(list.contextMenuTypeName).allCases) { onContextMenu($0, \(row)) }")
            }
        }
        if !list.leadingSwipe.isEmpty {
            w.block(".swipeActions(edge: .leading) {") { w in
                w.line("swipeButtons(\(list.swipeTypeName).leadingActions, for: \(row))")
            }
        }
        if !list.trailingSwipe.isEmpty {
            w.block(".swipeActions(edge: .trailing) {") { w in
                w.line("swipeButtons(\(list.swipeTypeName).trailingActions, for: \(row))")
            }
        }
    }

    func emitSwipeButtons(_ list: ListPlan, _ w: inout CodeWriter) {
        w.block("private func swipeButtons(_ actions: [\(list.swipeTypeName)], for row: \(list.rowType)) -> some View {") { w in
            w.block("SwipeButtons(actions) { action in") { w in
                if list.swipeConfirms {
                    w.line("if action.confirmation != nil { pendingSwipe = (action, row) } else { onSwipe(action, row) }")
                } else {
                    w.line("onSwipe(action, row)")
                }
            }
        }
    }

    func emitRowView(_ screen: ScreenPlan, _ list: ListPlan, _ fixed: StaticList, _ w: inout CodeWriter) {
        let callbacks = callbacks(screen, list).filter { Self.rowCallbacks.contains($0.name) }
        w.doc("A row of the \(screen.name) list" + (fixed.hasChildren ? ", with its outline children under a disclosure group." : "."))
        w.line("@MainActor")
        w.block("struct \(screen.typeName)Row: View {") { w in
            w.line("let item: \(fixed.itemTypeName)")
            if fixed.hasChildren {
                w.doc("Whether a parent row shows its children: the list's saved expansion.")
                w.line("let isExpanded: (\(fixed.itemTypeName)) -> Binding<Bool>")
            }
            if list.swipeConfirms {
                w.doc("The list's swipe action waiting for its confirmation; the list asks.")
                w.line("@Binding var pendingSwipe: (action: \(list.swipeTypeName), row: \(list.rowType))?")
            }
            for (name, type) in callbacks { w.line("let \(name): \(type)") }
            w.blank()
            w.block("var body: some View {") { w in
                if fixed.hasChildren {
                    w.ifElse("item.children.isEmpty", { w in
                        emitRowLabel(list, of: screen, &w)
                    }, else: { w in
                        w.block("DisclosureGroup(isExpanded: isExpanded(item)) {", close: "} label: {") { w in
                            w.block("ForEach(item.children, id: \\.self) { child in") { w in
                                let args = ["item: child", "isExpanded: isExpanded"] + (list.swipeConfirms ? ["pendingSwipe: $pendingSwipe"] : [])
                                    + callbacks.map { "\($0.name): \($0.name)" }
                                w.line("\(screen.typeName)Row(\(args.joined(separator: ", ")))")
                                w.indented { $0.line(".tag(child)") }
                            }
                        }
                        w.indented { w in emitRowLabel(list, of: screen, &w) }
                        w.line("}")
                    })
                } else {
                    emitRowLabel(list, of: screen, &w)
                }
            }
            if list.hasSwipeActions {
                w.blank()
                emitSwipeButtons(list, &w)
            }
        }
    }

    /// Whether a static list's rows are only their labels: no outline, no swipe actions, context
    /// menu, drag or drop, so no row view is generated.
    func rowsArePlain(_ screen: ScreenPlan, _ list: ListPlan, _ fixed: StaticList) -> Bool {
        !fixed.hasChildren && !list.hasSwipeActions && !list.dragsRows && !list.acceptsDrops && list.contextMenu.isEmpty
            && !callbacks(screen, list).contains { Self.rowCallbacks.contains($0.name) }
    }

    /// The list only shows the spec's rows and selects them: LayoutRuntimeSwiftUI's `StaticListView`
    /// draws it, and the spec needs no view of its own.
    func showsAsStaticListView(_ screen: ScreenPlan, _ list: ListPlan) -> Bool {
        guard let fixed = list.staticList else { return false }
        return rowsArePlain(screen, list, fixed) && callbacks(screen, list).isEmpty && Self.expansion(of: list) == nil
    }

    /// A row's label; the list it is in selects it by its tag, which the caller sets.
    func emitRowLabel(_ list: ListPlan, of screen: ScreenPlan, _ w: inout CodeWriter) {
        w.line("RowLabel(item)")
        w.indented { w in emitSwipeModifiers(list, of: screen, row: "item", &w) }
    }
}

extension LayoutPlan {
    /// The `ScreenViews` functions that give a sectioned list's rows from data: one per section entry
    /// (`feedsAccountsSections(for:)`, `feedsRecentRows(for:)`), with their result types.
    /// `namespace` qualifies the types for code outside the app's namespace (`Reader.`).
    func dataRequirements(_ screen: ScreenPlan, _ data: DataList, namespace: String = "") -> [(name: String, type: String)] {
        data.dynamicSections.map { section in
            let base = screen.delegateLabel + SwiftName.bare(section.caseName).capitalizedFirst
            let row = namespace + data.rowType
            if let type = section.sectionType { return (base + "Sections", "[(\(namespace + type), [\(row)])]") }
            return (base + "Rows", "[\(row)]")
        }
    }
}
