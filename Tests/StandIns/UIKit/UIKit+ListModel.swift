// Stand-in UIKit: the test driver of the list model (UIKit+Diffable.swift, UIKit+Lists.swift).
//
// `UIKitListModel` is TEST-ONLY API: it is not part of UIKit, and generated code must never use
// it (the real-SDK build would fail). It does what a person does to a list — tap a row, swipe it,
// drag it by its reorder control, tap an outline disclosure — the way UIKit does it, and it
// exposes what the model recorded: the exceptions UIKit would have raised, what each apply did,
// and how many cells were made per item. Citations follow UIKit+Diffable.swift's conventions;
// `// Model:` marks a simplification.

/// Test-only driver and recorder for the list part of the UIKit stand-in. Not UIKit API.
public enum UIKitListModel {
    /// An Objective-C exception UIKit would have raised (the app would have terminated).
    public struct Exception: Equatable, Sendable, CustomStringConvertible {
        public let name: String
        public let reason: String
        public var description: String { "\(name): \(reason)" }
    }

    /// The exceptions recorded since the last `reset()`, oldest first.
    public static var exceptions: [Exception] { _listModelGlobals.withLock { $0.exceptions } }

    /// What UIKit logs without raising (for example expanding an item a section snapshot lacks,
    /// NSDiffableDataSourceSectionSnapshot.h:111-112), since the last `reset()`.
    public static var logs: [String] { _listModelGlobals.withLock { $0.logs } }

    /// Forgets the recorded exceptions and logs. (Per-list records live on each collection view.)
    public static func reset() {
        _listModelGlobals.withLock {
            $0.exceptions = []
            $0.logs = []
        }
    }

    // MARK: Applies and cells

    public enum ApplyKind: Equatable {
        /// `apply(_:animatingDifferences:completion:)`.
        case snapshot
        /// `applySnapshotUsingReloadData(_:completion:)`: every row replaced, no diff.
        case reloadData
        /// `apply(_:to:animatingDifferences:completion:)` for the section with this identifier
        /// (also the applies a disclosure tap makes).
        case sectionSnapshot(AnyHashable)
        /// The end of an interactive reorder: the data source took the final state without an apply.
        case reorder
    }

    /// What one update did to a collection view, by identifier. An identifier whose value changed
    /// is a different item: it is deleted and inserted (reference §8 "Diffable identity"). A
    /// reloaded item gets a new cell; a reconfigured one keeps its cell and has it configured
    /// again (UIDiffableDataSource.h:69-72).
    public struct ApplyRecord: CustomStringConvertible {
        public let kind: ApplyKind
        public let animatingDifferences: Bool
        public internal(set) var deletedSections: [AnyHashable] = []
        public internal(set) var insertedSections: [AnyHashable] = []
        public internal(set) var deleted: [AnyHashable] = []
        public internal(set) var inserted: [AnyHashable] = []
        /// Items kept whose position among the kept items, or whose section, changed.
        public internal(set) var moved: [AnyHashable] = []
        public internal(set) var reloaded: [AnyHashable] = []
        public internal(set) var reconfigured: [AnyHashable] = []

        init(kind: ApplyKind, animatingDifferences: Bool) {
            self.kind = kind
            self.animatingDifferences = animatingDifferences
        }

        public var description: String {
            func list(_ values: [AnyHashable]) -> String { "[" + values.map { "\($0.base)" }.joined(separator: ", ") + "]" }
            return "\(kind): deleted \(list(deleted)), inserted \(list(inserted)), moved \(list(moved)), reloaded \(list(reloaded)), reconfigured \(list(reconfigured))"
                + (deletedSections.isEmpty && insertedSections.isEmpty ? "" : ", sections deleted \(list(deletedSections)), inserted \(list(insertedSections))")
        }
    }

    /// Every update of `collectionView` by its diffable data source, oldest first.
    @MainActor public static func applies(of collectionView: UICollectionView) -> [ApplyRecord] {
        collectionView._listState.applies
    }

    /// How many cells were made (dequeued new) per item identifier. Model: no reuse, so each
    /// insert, reload or `applySnapshotUsingReloadData` makes one, a reconfigure none.
    @MainActor public static func cellsMade(in collectionView: UICollectionView) -> [AnyHashable: Int] {
        collectionView._listState.cellsMade
    }

    /// How many times a cell registration's handler configured a cell, per item identifier.
    @MainActor public static func configurations(in collectionView: UICollectionView) -> [AnyHashable: Int] {
        collectionView._listState.configurations
    }

    /// The rows shown, by section: the data source's sections in order, and in a section applied
    /// as a section snapshot only the children of expanded parents.
    /// Whether a parent row is collapsed, hiding its children (a selected child is then not shown).
    @MainActor public static func hasCollapsedItems(in collectionView: UICollectionView) -> Bool {
        collectionView._listState.diffable?._hasCollapsedItems() ?? false
    }

    @MainActor public static func visibleItems(of collectionView: UICollectionView) -> [[AnyHashable]] {
        collectionView._listState.diffable?._visibleKeys() ?? []
    }

    /// The index path of the row showing `item`, if shown.
    @MainActor public static func indexPath(of item: AnyHashable, in collectionView: UICollectionView) -> IndexPath? {
        collectionView._listState.diffable?._indexPath(ofKey: item)
    }

    /// The row's content configuration, when it is a `UIListContentConfiguration`.
    @MainActor public static func content(at indexPath: IndexPath, in collectionView: UICollectionView) -> UIListContentConfiguration? {
        collectionView.cellForItem(at: indexPath)?.contentConfiguration as? UIListContentConfiguration
    }

    /// The accessories the row's list cell shows in the collection view's current editing state
    /// (UICellAccessory.h:21-28, :42-44).
    @MainActor public static func accessories(at indexPath: IndexPath, in collectionView: UICollectionView) -> [UICellAccessory.AccessoryType] {
        _displayedAccessories(at: indexPath, in: collectionView).map(\.accessoryType)
    }

    /// The texts of the label accessories the cell at `indexPath` shows now (a row's count).
    @MainActor public static func labels(at indexPath: IndexPath, in collectionView: UICollectionView) -> [String] {
        _displayedAccessories(at: indexPath, in: collectionView).compactMap(\._labelText)
    }

    /// The factory a content configuration came from: "cell", "sidebarHeader", …
    public static func style(of configuration: UIListContentConfiguration) -> String {
        configuration._styleName
    }

    /// Makes cells of `type` with `make`. Model: the stand-in makes UICollectionViewCell,
    /// UICollectionViewListCell and UICollectionReusableView itself, and any other class with
    /// `init(coder:)` (the only initializer Swift can call through a metatype) unless registered here.
    @MainActor public static func registerViewFactory<View: UICollectionReusableView>(_ type: View.Type, _ make: @escaping @MainActor () -> View) {
        _ListModelFactories.views[ObjectIdentifier(type)] = make
    }

    /// The list configuration the layout gives `section`: the compositional layout's section, or
    /// what its section provider returns for the collection view's traits.
    @MainActor public static func listConfiguration(forSection section: Int, in collectionView: UICollectionView) -> UICollectionLayoutListConfiguration? {
        (collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout)?._section(at: section, in: collectionView)?._listConfiguration
    }

    /// The supplementary view the layout shows for `kind` at `section`, asked of the data source
    /// as UIKit does: only where the section's list configuration has a supplementary header
    /// (`headerMode == .supplementary`) or footer (UICollectionLayoutList.h:25-34).
    @MainActor public static func supplementaryView(ofKind kind: String, atSection section: Int, in collectionView: UICollectionView) -> UICollectionReusableView? {
        guard section >= 0, section < collectionView.numberOfSections, let dataSource = collectionView.dataSource,
              let configuration = listConfiguration(forSection: section, in: collectionView) else { return nil }
        let shown = kind == UICollectionView.elementKindSectionHeader ? configuration.headerMode == .supplementary
            : kind == UICollectionView.elementKindSectionFooter && configuration.footerMode == .supplementary
        guard shown else { return nil }
        let indexPath = IndexPath(item: 0, section: section)
        if let view = collectionView.supplementaryView(forElementKind: kind, at: indexPath) { return view }
        let view = dataSource.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
        collectionView._listState.supplementaryViews[kind, default: [:]][indexPath] = view
        return view
    }

    // MARK: Tapping

    public enum TapOutcome: Equatable {
        case selected
        case deselected
        /// The row's outline disclosure has the header style: the tap toggled it, no selection.
        case toggledDisclosure(DisclosureOutcome)
        /// Nothing happened, and why.
        case ignored(String)
    }

    /// The user scrolls `collectionView` so that only the rows at `positions` (counted from the
    /// top across sections) are on screen; nil brings back a list whose rows all fit. A row off
    /// screen has no cell (`cellForItem(at:)` returns nil, UICollectionView.h:442: "Returns nil
    /// when no cell exists") and cannot be touched. Model: a list starts with every row on
    /// screen; cells of rows that scroll away are not reused for others.
    @MainActor
    public static func scroll(_ collectionView: UICollectionView, showingRows positions: Range<Int>?) {
        collectionView._listState.rowsOnScreen = positions
    }

    /// The user long-presses the row at `indexPath`: UIKit asks the delegate for a configuration for
    /// that one index path (UICollectionView.h:248-263) and shows the menu its action provider
    /// returns. Returns the menu that opened; `UIKitModel.chooseMenuItem(_:)` picks from it. Model:
    /// no suggested actions and no preview; the menu is shown as the model's open menu.
    @discardableResult @MainActor
    public static func longPress(at indexPath: IndexPath, in collectionView: UICollectionView) -> UIMenu? {
        guard collectionView._contains(indexPath), collectionView._isOnScreen(indexPath),
              let configuration = collectionView._collectionDelegate?.collectionView(collectionView, contextMenuConfigurationForItemsAt: [indexPath], point: .zero),
              let menu = configuration._modelActionProvider?([]) else { return nil }
        _ModelState.openMenu = (menu, collectionView)
        return menu
    }

    /// People pull the list down (UIRefreshControl.h:21): its refresh control, if it has one and
    /// is not refreshing already, begins refreshing and sends `.valueChanged`. Returns whether a
    /// refresh began. Model: at once, with no animation.
    @discardableResult @MainActor
    public static func pullToRefresh(_ collectionView: UICollectionView) -> Bool {
        UIKitModel._update {
            guard let control = collectionView.refreshControl, !control.isRefreshing else { return false }
            control._modelIsRefreshing = true
            control.sendActions(for: .valueChanged)
            return true
        }
    }

    /// Taps a row as a person does: a row whose outline disclosure has the header style toggles
    /// and is not selected (UICellAccessory.h:131-140); otherwise the selection sequence of
    /// UICollectionView.h:116-127 — `shouldHighlight`, `shouldSelect`/`shouldDeselect` (deselect
    /// only for a selected row in multiple selection, :132), `didSelect`/`didDeselect`, then the
    /// primary action when the tap does not extend a selection, whether or not the selection
    /// changed (:136-162). Selection is off when `allowsSelection` is false, or while editing unless
    /// `allowsSelectionDuringEditing` (:411, :511-520). Model: in single selection the previously
    /// selected row is deselected first, with `didDeselect`.
    @discardableResult @MainActor
    public static func tapRow(at indexPath: IndexPath, in collectionView: UICollectionView) -> TapOutcome {
        guard collectionView._contains(indexPath) else { return .ignored("no row at \(indexPath)") }
        guard collectionView._isOnScreen(indexPath) else { return .ignored("the row at \(indexPath) is scrolled out of view") }
        if let controller = UIKitModel._controller(showing: collectionView), !UIKitModel.acceptsTouches(controller) {
            return .ignored("the list is in a dimmed, noninteractive secondary column (UISplitViewController.h:24-25)")
        }
        if let disclosure = _displayedAccessories(at: indexPath, in: collectionView).first(where: { $0.accessoryType == .outlineDisclosure }),
           _hasHeaderStyle(disclosure, at: indexPath, in: collectionView) {
            return .toggledDisclosure(_disclose(disclosure, at: indexPath, in: collectionView))
        }
        let selectable = collectionView.isEditing ? collectionView.allowsSelectionDuringEditing : collectionView.allowsSelection
        guard selectable else { return .ignored("selection is off") }
        let delegate = collectionView._collectionDelegate
        guard delegate?.collectionView(collectionView, shouldHighlightItemAt: indexPath) ?? true else {
            return .ignored("shouldHighlightItemAt returned false")
        }
        delegate?.collectionView(collectionView, didHighlightItemAt: indexPath)
        defer { delegate?.collectionView(collectionView, didUnhighlightItemAt: indexPath) }
        let state = collectionView._listState
        let multiple = collectionView._allowsMultipleSelectionNow
        if multiple, state.selected.contains(indexPath) {
            guard delegate?.collectionView(collectionView, shouldDeselectItemAt: indexPath) ?? true else {
                return .ignored("shouldDeselectItemAt returned false")
            }
            state.selected.removeAll { $0 == indexPath }
            delegate?.collectionView(collectionView, didDeselectItemAt: indexPath)
            return .deselected
        }
        var outcome = TapOutcome.ignored("shouldSelectItemAt returned false")
        if delegate?.collectionView(collectionView, shouldSelectItemAt: indexPath) ?? true {
            if !multiple {
                for other in state.selected where other != indexPath {
                    state.selected.removeAll { $0 == other }
                    delegate?.collectionView(collectionView, didDeselectItemAt: other)
                }
            }
            if !state.selected.contains(indexPath) { state.selected.append(indexPath) }
            delegate?.collectionView(collectionView, didSelectItemAt: indexPath)
            outcome = .selected
        }
        if !multiple, let delegate, delegate.collectionView(collectionView, canPerformPrimaryActionForItemAt: indexPath) {
            delegate.collectionView(collectionView, performPrimaryActionForItemAt: indexPath)
        }
        return outcome
    }

    // MARK: Outline disclosure

    public enum DisclosureOutcome: Equatable {
        case expanded
        case collapsed
        /// `shouldExpandItem` or `shouldCollapseItem` returned false.
        case refused
        /// The accessory's own action handler ran instead of the default toggle.
        case customAction
        /// The row shows no outline disclosure (or is not in a diffable list).
        case noDisclosure
    }

    /// Taps the outline disclosure of the row at `indexPath`: its action handler if it has one,
    /// otherwise the default, which toggles the item in its section snapshot through
    /// `sectionSnapshotHandlers` (UICellAccessory.h:148-152; UIKit.si:1635-1658).
    @discardableResult @MainActor
    public static func toggleDisclosure(at indexPath: IndexPath, in collectionView: UICollectionView) -> DisclosureOutcome {
        guard collectionView._contains(indexPath),
              let disclosure = _displayedAccessories(at: indexPath, in: collectionView).first(where: { $0.accessoryType == .outlineDisclosure })
        else { return .noDisclosure }
        return _disclose(disclosure, at: indexPath, in: collectionView)
    }

    /// Taps the outline disclosure of the row showing `item`.
    @discardableResult @MainActor
    public static func toggleDisclosure(of item: AnyHashable, in collectionView: UICollectionView) -> DisclosureOutcome {
        guard let indexPath = indexPath(of: item, in: collectionView) else { return .noDisclosure }
        return toggleDisclosure(at: indexPath, in: collectionView)
    }

    // MARK: Accessories

    public enum AccessoryTapOutcome: Equatable {
        /// The row shows no such accessory in the current editing state.
        case notShown
        /// The accessory's action handler ran.
        case handled
        /// A delete accessory without a handler revealed the trailing swipe actions, by title.
        case revealedTrailingSwipeActions([String?])
        /// An outline disclosure toggled (see `toggleDisclosure(at:in:)`).
        case disclosure(DisclosureOutcome)
        /// The tap did nothing.
        case ignored
    }

    /// Taps the first shown accessory of `type` on the row: its action handler if it has one;
    /// otherwise a delete accessory reveals the trailing swipe actions (UICellAccessory.h:90-91),
    /// an outline disclosure toggles (:150-152), and an insert accessory ignores the tap (:103-104).
    @discardableResult @MainActor
    public static func tapAccessory(_ type: UICellAccessory.AccessoryType, at indexPath: IndexPath, in collectionView: UICollectionView) -> AccessoryTapOutcome {
        guard collectionView._contains(indexPath),
              let accessory = _displayedAccessories(at: indexPath, in: collectionView).first(where: { $0.accessoryType == type })
        else { return .notShown }
        if type == .outlineDisclosure { return .disclosure(_disclose(accessory, at: indexPath, in: collectionView)) }
        if let handler = accessory._actionHandler {
            handler()
            return .handled
        }
        if type == .delete {
            return .revealedTrailingSwipeActions(swipeActions(.trailing, at: indexPath, in: collectionView)?.actions.map(\.title) ?? [])
        }
        return .ignored
    }

    // MARK: Swiping

    public enum SwipeEdge: Sendable {
        /// From the leading edge: `leadingSwipeActionsConfigurationProvider`.
        case leading
        /// From the trailing edge: `trailingSwipeActionsConfigurationProvider`.
        case trailing
    }

    public struct SwipeOutcome {
        /// The titles of the actions revealed, outermost (nearest the edge) first.
        public let revealedTitles: [String?]
        /// The index in `revealedTitles` of the action performed, if any.
        public let performedIndex: Int?
        /// What the action's handler passed to its completion: true = performed, false = just
        /// reset the row (UIContextualAction.h:17-19); nil = not called before the handler returned.
        public let completion: Bool?

        /// The title of the action performed.
        public var title: String? { performedIndex.flatMap { revealedTitles[$0] } }
    }

    /// The swipe actions configuration the row reveals from `edge`, as the list layout asks for it
    /// (UICollectionLayoutList.h:93, :97).
    @MainActor public static func swipeActions(_ edge: SwipeEdge, at indexPath: IndexPath, in collectionView: UICollectionView) -> UISwipeActionsConfiguration? {
        guard collectionView._contains(indexPath), let configuration = listConfiguration(forSection: indexPath.section, in: collectionView) else { return nil }
        let provider = edge == .leading ? configuration.leadingSwipeActionsConfigurationProvider : configuration.trailingSwipeActionsConfigurationProvider
        return provider?(indexPath)
    }

    /// Swipes the row from `edge`. A full swipe performs `actions[0]`, the outermost action,
    /// unless `performsFirstActionWithFullSwipe` is false (Apple doc `init(actions:)`;
    /// UISwipeActionsConfiguration.h:21); a partial swipe reveals the actions and then taps one:
    /// the one titled `tapping`, or the outermost. (To look without tapping, use
    /// `swipeActions(_:at:in:)`.) Returns nil when the row has no swipe actions there. The
    /// handler gets `(action, sourceView, completion)` (UIContextualAction.h:17-19). Model: the
    /// source view is the row's cell.
    @discardableResult @MainActor
    public static func swipe(_ edge: SwipeEdge, at indexPath: IndexPath, in collectionView: UICollectionView,
                             fullSwipe: Bool = true, tapping title: String? = nil) -> SwipeOutcome? {
        guard let configuration = swipeActions(edge, at: indexPath, in: collectionView), !configuration.actions.isEmpty else { return nil }
        let actions = configuration.actions
        let index: Int?
        if fullSwipe {
            index = configuration.performsFirstActionWithFullSwipe ? 0 : nil
        } else if let title {
            index = actions.firstIndex { $0.title == title }
        } else {
            index = 0
        }
        var completion: Bool?
        if let index {
            let action = actions[index]
            let source: UIView = collectionView.cellForItem(at: indexPath) ?? UIView(frame: .zero)
            action.handler(action, source) { performed in completion = performed }
        }
        return SwipeOutcome(revealedTitles: actions.map(\.title), performedIndex: index, completion: completion)
    }

    // MARK: Reordering

    public struct MoveOutcome {
        /// The index paths proposed as the row passed over them, in order.
        public let proposals: [IndexPath]
        /// What `targetIndexPathForMoveOfItemFromOriginalIndexPath` answered to each proposal.
        public let targets: [IndexPath]
        /// Where the row was dropped; nil when the move was refused.
        public let destination: IndexPath?
        /// Why the move did not start.
        public let refusal: String?
    }

    /// Drags the row at `source` to `destination` (the index path it should have after the move)
    /// as an interactive reorder does: it starts only from a shown reorder control (unless
    /// `usingReorderControl` is false, as for a drag-and-drop reorder; UICellAccessory.h:109-110)
    /// and where the data source's `canMoveItemAt` allows it (UICollectionView.h:88), which for a
    /// diffable data source is `reorderingHandlers.canReorderItem`. As the row passes each
    /// position the delegate's `targetIndexPathForMoveOfItemFromOriginalIndexPath:…` is asked for
    /// the proposal (UICollectionView.h:188); where it lets go, the data source's `moveItemAt`
    /// runs (:89), which for a diffable data source calls `willReorder`, takes the final snapshot
    /// and calls `didReorder` with the transaction (UIKit.si:2008-2039). Model: the positions
    /// passed are every slot between source and destination in list order; a drop where the row
    /// started does not call `moveItemAt`.
    @discardableResult @MainActor
    public static func moveRow(from source: IndexPath, to destination: IndexPath, in collectionView: UICollectionView,
                               usingReorderControl: Bool = true) -> MoveOutcome {
        func refuse(_ reason: String) -> MoveOutcome { MoveOutcome(proposals: [], targets: [], destination: nil, refusal: reason) }
        guard collectionView._contains(source), let dataSource = collectionView.dataSource else { return refuse("no row at \(source)") }
        if usingReorderControl, !accessories(at: source, in: collectionView).contains(.reorder) {
            return refuse("the row shows no reorder control (editing: \(collectionView.isEditing))")
        }
        guard dataSource.collectionView(collectionView, canMoveItemAt: source) else { return refuse("canMoveItemAt returned false") }
        // Every drop slot, top to bottom: in the source section the row itself is not counted.
        var slots: [IndexPath] = []
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section) - (section == source.section ? 1 : 0)
            slots += (0...count).map { IndexPath(item: $0, section: section) }
        }
        guard let from = slots.firstIndex(of: source), let to = slots.firstIndex(of: destination) else {
            return refuse("no position \(destination)")
        }
        let proposals = from < to ? Array(slots[(from + 1)...to]) : Array(slots[to..<from].reversed())
        var targets: [IndexPath] = []
        var current = source
        let delegate = collectionView._collectionDelegate
        for proposal in proposals {
            current = delegate?.collectionView(collectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath: source,
                                               atCurrentIndexPath: current, toProposedIndexPath: proposal) ?? proposal
            targets.append(current)
        }
        guard slots.contains(current) else {
            _listModelRaise(reason: "the delegate returned an invalid target index path for the move: \(current)")  // Model wording.
            return MoveOutcome(proposals: proposals, targets: targets, destination: nil, refusal: "invalid target \(current)")
        }
        if current != source {
            dataSource.collectionView(collectionView, moveItemAt: source, to: current)
        }
        return MoveOutcome(proposals: proposals, targets: targets, destination: current, refusal: nil)
    }

    // MARK: Helpers

    @MainActor static func _displayedAccessories(at indexPath: IndexPath, in collectionView: UICollectionView) -> [UICellAccessory] {
        guard let cell = collectionView.cellForItem(at: indexPath) as? UICollectionViewListCell else { return [] }
        return cell.accessories.filter { $0._isDisplayed(editing: collectionView.isEditing) }
    }

    /// `.automatic` is the header style for a section's first item where the list shows it as the
    /// section header (`headerMode == .firstItemInSection`; UICellAccessory.h:132-133).
    @MainActor static func _hasHeaderStyle(_ accessory: UICellAccessory, at indexPath: IndexPath, in collectionView: UICollectionView) -> Bool {
        switch accessory._outlineStyle ?? .automatic {
        case .header: return true
        case .cell: return false
        case .automatic:
            return indexPath.item == 0 && listConfiguration(forSection: indexPath.section, in: collectionView)?.headerMode == .firstItemInSection
        }
    }

    @MainActor static func _disclose(_ accessory: UICellAccessory, at indexPath: IndexPath, in collectionView: UICollectionView) -> DisclosureOutcome {
        if let handler = accessory._actionHandler {
            handler()
            return .customAction
        }
        guard let diffable = collectionView._listState.diffable, let key = diffable._itemKey(at: indexPath) else { return .noDisclosure }
        return diffable._toggleExpansion(ofKey: key)
    }
}

// MARK: - Model state (internal)

/// A collection view's model state.
@MainActor final class _CollectionViewListState {
    weak var diffable: (any _DiffableListModel)?
    /// Cells of a diffable list, by item identifier; of a plain data source, by index path.
    var cells: [AnyHashable: UICollectionViewCell] = [:]
    var plainCells: [IndexPath: UICollectionViewCell] = [:]
    /// The rows on screen, by position from the top counted across sections
    /// (`UIKitListModel.scroll(_:showingRows:)`); nil: every row fits.
    var rowsOnScreen: Range<Int>?
    var supplementaryViews: [String: [IndexPath: UICollectionReusableView]] = [:]
    var selected: [IndexPath] = []
    var applies: [UIKitListModel.ApplyRecord] = []
    var cellsMade: [AnyHashable: Int] = [:]
    var configurations: [AnyHashable: Int] = [:]
    /// The item whose cell the cell provider is making.
    var currentItem: AnyHashable?
    /// The row being reconfigured and its existing cell.
    var reconfiguring: (indexPath: IndexPath, cell: UICollectionViewCell)?
    /// The last cell a dequeue returned, to check that a provider returns dequeued cells.
    var madeByDequeue: UICollectionViewCell?

    nonisolated init() {}
}

@MainActor enum _ListModelFactories {
    static var views: [ObjectIdentifier: @MainActor () -> UICollectionReusableView] = [:]
}

@MainActor func _listModelMakeView<View: UICollectionReusableView>(_ type: View.Type) -> View {
    if let make = _ListModelFactories.views[ObjectIdentifier(type)], let view = make() as? View { return view }
    if type == UICollectionViewListCell.self, let view = UICollectionViewListCell(frame: .zero) as? View { return view }
    if type == UICollectionViewCell.self, let view = UICollectionViewCell(frame: .zero) as? View { return view }
    if type == UICollectionReusableView.self, let view = UICollectionReusableView(frame: .zero) as? View { return view }
    guard let view = type.init(coder: NSCoder()) else {
        fatalError("UIKit stand-in: cannot make a \(type); register one with UIKitListModel.registerViewFactory")
    }
    return view
}

/// State shared by value types and nonisolated code, behind a lock.
final class _ListModelLock<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}

struct _ListModelGlobalState: Sendable {
    var exceptions: [UIKitListModel.Exception] = []
    var logs: [String] = []
    var nextRegistrationID = 1
    /// How deep in cell provider calls the program is (registrations made there are an error).
    var cellProviderDepth = 0
}

let _listModelGlobals = _ListModelLock(_ListModelGlobalState())

/// Records an exception UIKit raises. Model: UIKit terminates the app; the model carries on.
func _listModelRaise(name: String = "NSInternalInconsistencyException", reason: String) {
    _listModelGlobals.withLock { $0.exceptions.append(UIKitListModel.Exception(name: name, reason: reason)) }
}

func _listModelLog(_ message: String) {
    _listModelGlobals.withLock { $0.logs.append(message) }
}

/// A new registration's identity, and whether it was made inside a cell provider.
func _listModelNewRegistration() -> (Int, Bool) {
    _listModelGlobals.withLock { state in
        defer { state.nextRegistrationID += 1 }
        return (state.nextRegistrationID, state.cellProviderDepth > 0)
    }
}

/// Identifiers as UIKit prints a set of them in exception reasons.
func _listModelDescribe<T>(_ values: [T]) -> String {
    "{(" + values.map { "\n    \($0)" }.joined(separator: ",") + "\n)}"
}

/// `values` without the ones already in `existing` or repeated: each duplicate raises "Fatal:
/// supplied … identifiers are not unique" (UIDiffableDataSource.h:28-31; text quoted from crash
/// reports in public code). Model: the duplicates are dropped.
func _listModelUnique<T: Hashable>(_ values: [T], existing: Set<T>, kind: String) -> [T] {
    var seen = existing
    var accepted: [T] = []
    var duplicates: [T] = []
    for value in values {
        if seen.insert(value).inserted {
            accepted.append(value)
        } else if !duplicates.contains(value) {
            duplicates.append(value)
        }
    }
    if !duplicates.isEmpty {
        _listModelRaise(reason: "Fatal: supplied \(kind) identifiers are not unique. Duplicate identifiers: \(_listModelDescribe(duplicates))")
    }
    return accepted
}
