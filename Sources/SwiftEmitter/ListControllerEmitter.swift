import LayoutModel

/// One list view controller: a `UICollectionView` with a list layout, fed by a diffable data
/// source; static lists from the generated item enum (section snapshots for outlines and
/// title rows), dynamic lists from `apply(_:)`.
///
/// The UIKit facts the generated code rests on (reference §8, `uikit-behaviour-and-actions.md`):
/// - a diffable data source tracks items by their identifier's `Hashable` equality
///   (`UIKit.si:3243`), so a dynamic list's identifiers are the rows' `id`s, never the rows: a
///   row whose subtitle changed is the same row, and `reconfigureItems` (iOS 15, `UIKit.si:3225`)
///   shows it again in its existing cell, where a changed identifier would be deleted and
///   inserted (a new cell, the selection lost);
/// - a section snapshot carries its own expansion state (`NSDiffableDataSourceSectionSnapshot`,
///   `UIKit.si:1930`), so every apply says again what is expanded: the user's collapses, learnt
///   through `sectionSnapshotHandlers` (`UIKit.si:1635-1658`), are kept.
///
/// What every list does alike (reordering, swipe actions, the highlighted row, section headers)
/// is LayoutRuntime's, with the UIKit facts it rests on: `ListReorder`, `RowOrder`,
/// `SwipeActions`, `ListSelection`, `ListHeaders`. The controller calls them.
struct ListControllerEmitter {
    let plan: LayoutPlan
    let screen: ScreenPlan
    let list: ListPlan

    var vc: String { list.viewControllerName }
    /// Rows from data in one section: the list subclasses `DataListViewController`, which keeps
    /// the rows, the data source and the reordering, and says only what its spec decides.
    var flatData: Bool { list.isDynamic && sectioned == nil }
    var fixed: StaticList? { list.staticList }
    /// Whether a section's title is ever shown as its first row.
    /// The list has sections of its own: static, or rows from data in sections or an outline.
    var hasSections: Bool { fixed != nil || sectioned != nil }
    var usesTitleRows: Bool {
        hasSections && (list.regularHeaderMode == .firstItemInSection || list.compactHeaderMode == .firstItemInSection)
    }
    var usesSupplementaryHeaders: Bool {
        hasSections && (list.regularHeaderMode == .supplementary || list.compactHeaderMode == .supplementary)
    }
    /// Whether rows can collapse (outline parents, title rows), so the user's expansion is kept.
    var collapsible: Bool {
        if let sectioned { return sectioned.rowsHaveChildren || usesTitleRows }
        return fixed.map { $0.hasChildren || usesTitleRows } ?? false
    }

    func emit(_ w: inout CodeWriter) {
        plan.remark(screen.origin, &w)
        w.doc(Self.wrapped(summary))
        w.line("@MainActor")
        // Qualified: a screen named `List` has a `ListViewController` of its own.
        var conformances: String
        if let fixed {
            conformances = "LayoutRuntime.StaticListViewController<\(fixed.sectionTypeName), Selection>"
        } else if sectioned != nil {
            conformances = "LayoutRuntime.SectionedDataListViewController<\(list.rowType), \(dataSectionType), Selection>"
        } else {
            conformances = "LayoutRuntime.\(flatData ? "DataListViewController" : "ListViewController")<\(list.rowType), Selection>"
        }
        if screen.search != nil { conformances += ", UISearchResultsUpdating" }
        if screen.searchScopeParameter != nil { conformances += ", UISearchBarDelegate" }
        // Within 120 columns: the protocols go on a line of their own when they do not fit, and a
        // superclass whose generic arguments do not fit either goes on its own line.
        var header = "public final class \(vc): \(conformances) {"
        if header.count + 8 > LineWrapping.width {
            var depth = 0
            let comma = conformances.firstIndex { character in
                if character == "<" { depth += 1 } else if character == ">" { depth -= 1 }
                return character == "," && depth == 0
            }
            if let comma, "public final class \(vc): \(conformances[..<comma]),".count + 8 <= LineWrapping.width {
                w.line("public final class \(vc): \(conformances[..<comma]),")
                header = "    " + conformances[conformances.index(after: comma)...].drop { $0 == " " } + " {"
            } else {
                w.line("public final class \(vc):")
                header = "    \(conformances) {"
            }
        }
        w.block(header) { w in
            emitProperties(&w)
            w.blank()
            emitInitializers(&w)
            if list.dragsRows || list.acceptsDrops {
                w.blank()
                emitLifecycle(&w)
            }
            if screen.toolbarFollowsWidth {
                w.blank()
                emitWidthToolbar(&w)
            }
            if let sectioned, !sectioned.isWholeList {
                w.blank()
                emitSectionedApply(sectioned, &w)
            }
            if list.hasSwipeActions {
                w.blank()
                emitSwipeActions(&w)
            }
            if fixed != nil {
                emitAccessories(&w)
            }
            if screen.search != nil {
                w.blank()
                emitSearch(&w)
            }
            if !list.contextMenu.isEmpty {
                w.blank()
                emitContextMenu(&w)
            }
            w.blank()
            emitSelection(&w)
        }
    }

    /// A long press on a row offers the spec's context menu; the chosen item goes to the app with
    /// the row. `ListViewController` answers UIKit's two delegate methods (the plural one from
    /// iOS 16, the singular one before, UICollectionView.h:261-263, :336-338) with this menu.
    func emitContextMenu(_ w: inout CodeWriter) {
        w.line("// MARK: Context menu")
        w.blank()
        w.block("public override func contextMenu(at indexPath: IndexPath) -> UIContextMenuConfiguration? {") { w in
            w.line(rowGuard(at: "indexPath", else: "return nil"))
            w.block("return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in") { w in
                w.block("\(list.contextMenuTypeName).contextMenu { item in") { w in
                    w.line("self?.performContextMenuItem?(item, row, self?.cell(showing: row))")
                }
            }
        }
    }

    /// The search field hands its text (and scope) to the app, which applies the rows that match.
    func emitSearch(_ w: inout CodeWriter) {
        w.line("// MARK: Search")
        w.blank()
        if let scopes = screen.searchScopeParameter {
            w.block("public func updateSearchResults(for searchController: UISearchController) {") { w in
                w.line("didSearch?(searchController.searchBar.text ?? \"\", searchController.searchBar.selectedScope(\(scopes).self))")
            }
            w.blank()
            w.doc("UIKit does not ask for results when only the scope changes (UISearchBar.h:192 tells the delegate).")
            w.block("public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {") { w in
                w.line("didSearch?(searchBar.text ?? \"\", searchBar.selectedScope(\(scopes).self))")
            }
        } else {
            w.block("public func updateSearchResults(for searchController: UISearchController) {") { w in
                w.line("didSearch?(searchController.searchBar.text ?? \"\")")
            }
        }
    }

    var summary: String {
        let rows = fixed.map { "the `\($0.itemTypeName)` rows" } ?? "`\(list.rowType)` rows the app supplies through `apply(_:)`, identified by their `id`"
        let look = list.compactAppearance.map { "`.\(list.appearance.rawValue)` (`.\($0.rawValue)` in compact width)" } ?? "`.\(list.appearance.rawValue)`"
        return "The \(screen.name) screen: a \(look) list of \(rows)."
    }

    /// The properties the spec adds to `ListViewController`'s (the selection, the row callbacks,
    /// the collection view and the highlighted row are its).
    func emitProperties(_ w: inout CodeWriter) {
        if list.hasSwipeActions {
            w.doc("Runs a swipe action on a row (`SwipeHandler`).")
            w.line("public var performSwipeAction: SwipeHandler<\(list.swipeTypeName), \(list.rowType)>?")
        }
        if list.hasRowActions {
            w.doc("Runs the action of a row that is a button, after `didSelect`, with the row's cell (what a\npopover points at).")
            w.line("public var runRowAction: (@MainActor (\(list.rowType), UICollectionViewCell?) -> Void)?")
        }
        if plan.toolbarTakesState(screen) {
            w.doc("The app's state of an action its toolbar shows (the layout's `state(of:)`).")
            w.line("public var actionState: (@MainActor (AppAction) -> ActionState)?")
        }
        if !screen.toolbar.isEmpty {
            w.doc("Called when a toolbar button is tapped, with its bar button item.")
            w.line("public var didTapToolbarItem: (@MainActor (\(screen.toolbarTypeName), UIBarButtonItem) -> Void)?")
        }
        if !list.contextMenu.isEmpty {
            w.doc("Called when an item of a row's context menu is chosen, with the row's cell (what a popover points at).")
            w.line("public var performContextMenuItem: (@MainActor (\(list.contextMenuTypeName), \(list.rowType), UICollectionViewCell?) -> Void)?")
        }
        if screen.search != nil {
            let scope = screen.searchScopeParameter.map { ", \($0)" } ?? ""
            w.doc("Called when the search field's text\(screen.searchScopeParameter == nil ? "" : " or scope") changes.")
            w.line("public var didSearch: (@MainActor (String\(scope)) -> Void)?")
        }
        if list.acceptsDrops {
            w.doc("Called when people drop rows dragged from this app's lists onto a row, with the rows (as\nthe selections they would make) and the row under the finger.")
            w.line("public var didDrop: (@MainActor ([Selection], \(list.rowType)) -> Void)?")
        }
        if screen.hasToolbarMenu {
            let menus = screen.titleMenu.isEmpty ? "a toolbar button's menu" : screen.toolbarHasMenus ? "a toolbar button's menu or the title menu" : "the title menu"
            w.doc("Called when an item of \(menus) is chosen, with what a popover it presents points at.")
            w.line("public var didChooseToolbarMenuItem: (@MainActor (\(screen.toolbarMenuTypeName), TransientAnchor) -> Void)?")
        }
        // The rows, data source and expansion are the runtime base class's.
        if let sectioned { emitSectionedProperties(sectioned, &w) }
    }

    func emitInitializers(_ w: inout CodeWriter) {
        let resultsScreen = screen.search?.results.map(plan.screen)
        if let resultsScreen {
            w.doc("`searchResults` shows the \(resultsScreen.name) screen over the list while people search.")
        }
        let title = screen.title.map(SwiftLiteral.string) ?? "nil"
        w.block("public convenience init(selection: Selection? = nil\(resultsScreen == nil ? "" : ", searchResults: UIViewController? = nil")) {") { w in
            let layout = layoutLiteral == "ListLayout(.plain)" ? "" : ", layout: \(layoutLiteral)"
            if flatData {
                let accessories = rowAccessories.isEmpty ? "" : ", accessories: [\(rowAccessories.joined(separator: ", "))]"
                w.line("self.init(selection: selection, title: \(title)\(layout)\(accessories)\(list.reorderable ? ", reorderable: true" : ""))")
            } else if fixed != nil {
                w.line("self.init(selection: selection, title: \(title)\(layout)\(staticListOptions))")
            } else if let sectioned {
                w.line("self.init(selection: selection, title: \(title)\(layout)\(sectionedListOptions))")
                emitInitialContents(sectioned, &w)
            } else {
                w.line("self.init(selection: selection, title: \(title)\(layout))")
            }
            if let titles = screen.titlesBySizeClass {
                let regular = titles.regular.map(SwiftLiteral.string) ?? "nil", compact = titles.compact.map(SwiftLiteral.string) ?? "nil"
                w.line("titles = (regular: \(regular), compact: \(compact))")
            }
            if let empty = list.emptyState { w.line("emptyState = \(empty.literal)") }
            if let search = screen.search {
                if resultsScreen != nil {
                    w.comment("The results show over the list, which dims behind them (UISearchController.h:62, :81).")
                    w.line("let search = UISearchController(searchResultsController: searchResults)")
                    w.line("search.searchResultsUpdater = self")
                } else {
                    w.comment("The search field filters this list in place: no separate results controller.")
                    w.line("let search = UISearchController(searchResultsController: nil)")
                    w.line("search.searchResultsUpdater = self")
                    w.line("search.obscuresBackgroundDuringPresentation = false")
                }
                if let prompt = search.prompt { w.line("search.searchBar.placeholder = \(SwiftLiteral.string(prompt))") }
                if let scopes = screen.searchScopeParameter {
                    w.line("search.searchBar.scopeButtonTitles = \(scopes).allCases.map(\\.title)")
                    w.line("search.searchBar.delegate = self")
                }
                w.line("navigationItem.searchController = search")
                w.comment("Search presents over this screen, not over every column and what they push (UIViewController.h:214-219).")
                w.line("definesPresentationContext = true")
                switch search.placement {
                case .navigationBar:
                    break
                case .inline:
                    w.block("if #available(iOS 16.0, *) {") { w in
                        w.line("navigationItem.preferredSearchBarPlacement = .inline")
                    }
                case .pinned, .sidebar:
                    w.comment("Always visible, under the title\(search.placement == .sidebar ? " of the sidebar's bar" : "").")
                    w.line("navigationItem.hidesSearchBarWhenScrolling = false")
                    w.block("if #available(iOS 16.0, *) {") { w in
                        w.line("navigationItem.preferredSearchBarPlacement = .stacked")
                    }
                }
            }
            let trailing = screen.usedToolbarPlacements.contains(.trailing)
            if list.reorderable && !trailing { w.line("navigationItem.rightBarButtonItem = editButtonItem") }
            if screen.toolbarFollowsWidth {
                w.comment("Every button until the list knows its width (its traits are unspecified until it is shown).")
                w.line("updateBarButtons()")
            } else {
                emitToolbarAssignments(width: nil, &w)
            }
            if !screen.titleMenu.isEmpty {
                let state = plan.toolbarTakesState(screen) ? "state: { [weak self] in self?.actionState?($0) ?? ActionState() }" : nil
                screen.emitTitleMenuAssignment(type: screen.toolbarMenuTypeName, state: state, choose: "self.didChooseToolbarMenuItem?(entry, .title(of: self))", &w)
            }
        }
    }

    /// The bar buttons, for `width` when some show in one width class only.
    func emitToolbarAssignments(width: String?, _ w: inout CodeWriter) {
        // The edit button stays the outermost trailing item, where UIKit puts it.
        screen.emitBarButtonAssignments(type: screen.toolbarTypeName, trailingPrefix: list.reorderable ? "[editButtonItem] + " : "",
                                        tap: "self?.didTapToolbarItem?(item, button)",
                                        choose: "self?.didChooseToolbarMenuItem?(entry, .barButtonItem(button))",
                                        state: plan.toolbarTakesState(screen) ? "{ [weak self] in self?.actionState?($0) ?? ActionState() }" : nil,
                                        width: width, &w)
    }

    /// A toolbar with buttons for one width class only (`sizeClass:`): made with every button at
    /// `init`, then by `ListViewController` when the view loads, for the width it loads in, and
    /// whenever the width class changes, apart from what follows the width in the list itself.
    func emitWidthToolbar(_ w: inout CodeWriter) {
        // `ListViewController` runs it when the view loads and on each change of the width class.
        w.line("public override var barButtonsFollowHorizontalSizeClass: Bool { true }")
        w.blank()
        w.doc("The bar buttons for the width on screen: some show in one width class only (`sizeClass:`).")
        w.block("public override func updateBarButtons() {") { w in
            w.line("let width = traitCollection.horizontalSizeClass")
            emitToolbarAssignments(width: "width", &w)
        }
    }

    /// Drag and drop turns on when the list view loads.
    func emitLifecycle(_ w: inout CodeWriter) {
        w.block("public override func viewDidLoad() {") { w in
            w.line("super.viewDidLoad()")
            // LayoutRuntime's `RowDragAndDrop`: a dragged row carries its selection, and a drop of this
            // app's rows onto a row goes to `didDrop` where the spec's `dragTo` allows it.
            var arguments = ["dragged: \(list.dragsRows ? "Selection.\(screen.caseName)" : "nil")"]
            if list.acceptsDrops {
                arguments.append("canDrop: { $0.canDrop(on\(screen.typeName.capitalizedFirst): $1) }")
                arguments.append("didDrop: { [weak self] rows, row in self?.didDrop?(rows, row) }")
            }
            w.line("allowDragAndDrop(\(arguments.joined(separator: ", ")))")
        }
    }

    // MARK: Layout

    /// The list's `ListLayout`, with the values that differ from its defaults; `ListViewController`
    /// builds the compositional layout from it.
    var layoutLiteral: String {
        var arguments = [".\(list.appearance.rawValue)"]
        if let compact = list.compactAppearance { arguments.append("compact: .\(compact.rawValue)") }
        if hasSections, list.regularHeaderMode != .none { arguments.append("headerMode: .\(list.regularHeaderMode.rawValue)") }
        if hasSections, list.compactHeaderMode != list.regularHeaderMode {
            // Spelt out: a bare `.none` would be the optional's.
            let mode = list.compactHeaderMode == .none ? "UICollectionLayoutListConfiguration.HeaderMode.none" : ".\(list.compactHeaderMode.rawValue)"
            arguments.append("compactHeaderMode: \(mode)")
        }
        if screen.readableWidth { arguments.append("readableWidth: true") }
        let edges = (list.leadingSwipe.isEmpty ? [] : [".leading"]) + (list.trailingSwipe.isEmpty ? [] : [".trailing"])
        if !edges.isEmpty { arguments.append("swipeEdges: [\(edges.joined(separator: ", "))]") }
        return "ListLayout(\(arguments.joined(separator: ", ")))"
    }

    /// `guard let row = … else { <fail> }`: the row at `indexPath` (`row(at:)`).
    func rowGuard(at indexPath: String, else fail: String) -> CodeWriter.Line {
        "guard let row = row(at: \(indexPath)) else { \(fail) }"
    }

    /// Where rows are and what selecting one does beyond `didSelect`; `ListViewController`
    /// answers the delegate and keeps the highlighted row with these.
    func emitSelection(_ w: inout CodeWriter) {
        w.block("public override func row(in selection: Selection) -> \(list.rowType)? {") { w in
            w.line("guard case .\(screen.caseName)(let row) = selection else { return nil }")
            w.line("return row")
        }
        guard list.perRowActions != nil || list.dynamicRowAction != nil else { return }
        w.blank()
        w.block("public override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {") { w in
            w.line("super.collectionView(collectionView, didSelectItemAt: indexPath)")
            w.line(rowGuard(at: "indexPath", else: "return"))
            if list.perRowActions != nil {
                w.block("if \(list.rowActionExpression(of: "row")) != nil {") { w in
                    w.comment("A row that is a button runs its action, pointing at its cell, and does not stay\nselected: the highlight goes back to the navigation's row.")
                    w.line("runRowAction?(row, collectionView.cellForItem(at: indexPath))")
                    w.line("showHighlightedRow()")
                }
            } else {
                w.comment("Every row is a button (the list's `action`): it runs the action, pointing at its cell,\nand does not stay selected: the highlight goes back to the navigation's row.")
                w.line("runRowAction?(row, collectionView.cellForItem(at: indexPath))")
                w.line("showHighlightedRow()")
            }
        }
    }
}
