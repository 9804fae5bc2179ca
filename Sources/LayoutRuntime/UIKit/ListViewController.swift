#if canImport(UIKit)
import UIKit

/// What every generated list does whatever its spec says, written once: it owns the collection
/// view, tells the app about rows through the closures below, keeps the row that opened the next
/// column highlighted, and answers the collection view's delegate calls. A generated list
/// subclasses it with its row type and says only what the spec decides: its layout
/// (`makeLayout()`), its data source, which row an index path shows (`row(at:)`) and where a row
/// is (`indexPath(forRow:)`).
///
/// Every `UICollectionViewDelegate` method a generated list answers is implemented here, by this
/// class that declares the conformance, and hands on to an overridable Swift method: a subclass
/// never adds a delegate method of its own, which UIKit would not see unless it were `@objc`.
/// The defaults do what UIKit does for a delegate without the method: every row selectable
/// (UICollectionView.h:131), no context menu (`nil` "prevents the interaction from beginning",
/// :253-263, :331-338), and a moving row goes where UIKit proposes (:188).
/// What runs a swipe action on a row: the action, the row, its cell (what a popover points at),
/// and the completion, called with `true` once the action is done or `false` to just close the
/// row. Declared here, in Swift 6, so it is one type (`@Sendable`, as a `@MainActor` function is)
/// in generated code of either language mode.
public typealias SwipeHandler<Action, Row> =
    @MainActor (_ action: Action, _ row: Row, _ cell: UICollectionViewCell?, _ completion: @escaping @MainActor (Bool) -> Void) -> Void

@MainActor
open class ListViewController<Row, Selection: Hashable>: UIViewController, UICollectionViewDelegate, UISearchControllerDelegate,
    HighlightingList {
    /// The row that opened this screen; `nil` when it is a column's or a tab's first screen.
    public let selection: Selection?
    /// Called when the user selects a row.
    public var didSelect: (@MainActor (Row) -> Void)?
    /// Runs after the generated configuration of a row's cell, each time the cell shows a row: add
    /// what the spec does not say (a date, an unread dot, an avatar) without forking the generated file.
    public var configureCell: (@MainActor (UICollectionViewListCell, Row, IndexPath) -> Void)?
    /// Dequeues a cell of the app's own for a row (a cell class with its own layout), instead of the
    /// generated list cell; `nil` keeps the generated one. Make its `UICollectionView.CellRegistration`
    /// once, outside this closure (UIKit requires it), and dequeue with it here.
    public var provideCell: (@MainActor (UICollectionView, IndexPath, Row) -> UICollectionViewCell?)?
    /// The collection view delegate calls the list does not handle itself, handed on: the list
    /// scrolled (`scrollViewDidScroll(_:)`: load more rows near the end), and a row's cell is about
    /// to show or stopped showing (`collectionView(_:willDisplay:forItemAt:)`,
    /// `collectionView(_:didEndDisplaying:forItemAt:)`: start or stop what the cell plays).
    public var didScroll: (@MainActor (UICollectionView) -> Void)?
    public var willDisplayRow: (@MainActor (UICollectionViewCell, Row, IndexPath) -> Void)?
    public var didEndDisplayingRow: (@MainActor (UICollectionViewCell, Row, IndexPath) -> Void)?
    /// People pulled the list down (`refreshable: true`): fetch the rows, apply them, then call
    /// `done`, which ends the refresh indicator (UIRefreshControl.h:33: it shows until told).
    /// `nil`: the list has no refresh control.
    public var refresh: (@MainActor (_ done: @escaping @MainActor () -> Void) -> Void)? {
        didSet { installRefreshControl() }
    }
    /// What the list shows while it has no rows (`emptyState:`); `nil`: an empty list is blank.
    public var emptyState: EmptyListState? {
        // Set or cleared: shown, or taken away if it showed.
        didSet { updateEmptyState() }
    }
    /// The list; `nil` until the view loads.
    public private(set) var collectionView: UICollectionView?
    /// Drag and drop between the layout's lists (`allowDragAndDrop`), kept here: the collection
    /// view holds its delegates weakly.
    var dragAndDrop: AnyObject?
    /// The row that opened the next column, kept selected in regular width.
    public private(set) var highlightedRow: Row?

    /// How the rows are laid out, as the spec says; `makeLayout()` builds the layout from it.
    public let layout: ListLayout

    /// `title`: the screen's navigation title, as the spec gives it; `layout`: its list's look.
    public init(selection: Selection?, title: String?, layout: ListLayout = ListLayout(.plain)) {
        self.selection = selection
        self.layout = layout
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("A generated list is created in code, with init(selection:)")
    }

    /// Makes the collection view, with the subclass's layout and this list as its delegate; the
    /// subclass then gives it its data source.
    open override func viewDidLoad() {
        super.viewDidLoad()
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)
        self.collectionView = collectionView
        navigationItem.searchController?.delegate = navigationItem.searchController?.delegate ?? self
        installRefreshControl()
        rowsDidChange()
        // The width it loads in is the first it knows (its traits were unspecified until now).
        if barButtonsFollowHorizontalSizeClass { updateBarButtons() }
        if titles != nil { updateTitle() }
        guard followsHorizontalSizeClass || barButtonsFollowHorizontalSizeClass || titles != nil else { return }
        if #available(iOS 17.0, *) {
            registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (list: ListViewController, _: UITraitCollection) in
                list.widthClassDidChange()
            }
        }
    }

    /// Runs what follows the width class: the list's own content, its bar buttons, its title.
    private func widthClassDidChange() {
        if followsHorizontalSizeClass { horizontalSizeClassDidChange() }
        if barButtonsFollowHorizontalSizeClass { updateBarButtons() }
        if titles != nil { updateTitle() }
    }

    /// The navigation title per width class (`title: { regular: …, compact: … }`), where the spec
    /// gives one per size class; `nil`: the one title `init` set, in every width. Set before the
    /// view loads; the regular title shows while the width is not known yet.
    public var titles: (regular: String?, compact: String?)? {
        didSet { updateTitle() }
    }

    private func updateTitle() {
        guard let titles else { return }
        title = traitCollection.horizontalSizeClass == .compact ? titles.compact : titles.regular
    }

    /// In a container, the list has the container's width (its traits come from its parent), and
    /// a list under the top of a stack, never loaded, is titled for it too: its title is the Back
    /// button of the screen above. Containers call this after adding a child
    /// (UIViewController.h:484-487), navigation controllers included.
    open override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        if titles != nil, parent != nil { updateTitle() }
    }

    /// A `UIRefreshControl` on the list while `refresh` is set: a pull sends `.valueChanged`
    /// (UIRefreshControl.h:21), which asks the app.
    private func installRefreshControl() {
        guard let collectionView else { return }
        guard refresh != nil else {
            collectionView.refreshControl = nil
            return
        }
        guard collectionView.refreshControl == nil else { return }
        let control = UIRefreshControl()
        control.addAction(UIAction { [weak self, weak control] _ in
            guard let refresh = self?.refresh else { return control?.endRefreshing() ?? () }
            refresh { control?.endRefreshing() }
        }, for: .valueChanged)
        collectionView.refreshControl = control
    }

    // MARK: The empty state

    /// Whether the list has rows to show now; a list of rows from data says (by default it has).
    open var hasRows: Bool { true }

    /// The rows changed (a subclass calls it after each apply): the empty state shows or goes. A
    /// list without one asks UIKit for nothing, so an apply costs what it did before empty states.
    public func rowsDidChange() {
        guard emptyState != nil else { return }
        updateEmptyState()
    }

    /// From iOS 17 UIKit asks `updateContentUnavailableConfiguration(using:)` at its next update
    /// (requests coalesce, UIViewController.h:688-691), and again by itself when the search text
    /// changes; before iOS 17 a label behind the rows says it.
    private func updateEmptyState() {
        if #available(iOS 17.0, *) {
            setNeedsUpdateContentUnavailableConfiguration()
        } else {
            showEmptyStateBehindRows()
        }
    }

    /// iOS 17: the spec's empty state (`.empty()` with its texts and symbol) while the list has no
    /// rows, the system's `.search()` while a search found none, nothing otherwise. The state's
    /// `searchText` is the search field's (UIContentUnavailableConfigurationState.h:28).
    @available(iOS 17.0, *)
    open override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        switch emptyState?.shown(hasRows: hasRows, searchText: state.searchText) {
        case .empty(let empty):
            var configuration = UIContentUnavailableConfiguration.empty()
            configuration.text = empty.title
            configuration.secondaryText = empty.message
            configuration.image = empty.systemImage.flatMap { UIImage(systemName: $0) }
            contentUnavailableConfiguration = configuration
        case .noResults:
            contentUnavailableConfiguration = UIContentUnavailableConfiguration.search()
        case nil:
            contentUnavailableConfiguration = nil
        }
    }

    /// Before iOS 17: the title and message, centred in a label that is the collection view's
    /// background, behind the (absent) rows.
    private func showEmptyStateBehindRows() {
        guard let collectionView else { return }
        let searchText = navigationItem.searchController?.searchBar.text
        guard let shown = emptyState?.shown(hasRows: hasRows, searchText: searchText) else {
            collectionView.backgroundView = nil
            return
        }
        let label = collectionView.backgroundView as? UILabel ?? UILabel()
        label.numberOfLines = 0
        label.textAlignment = .center
        label.textColor = .secondaryLabel
        switch shown {
        case .empty(let empty): label.text = [empty.title, empty.message].compactMap { $0 }.joined(separator: "\n")
        case .noResults(let text): label.text = "No Results for “\(text)”"
        }
        collectionView.backgroundView = label
    }

    /// Whether the list shows something else in the other width class (section titles that are
    /// rows in one and headers in the other); `horizontalSizeClassDidChange()` then runs on each
    /// change. From iOS 17 it is read when the view loads, to register for the change.
    open var followsHorizontalSizeClass: Bool { false }

    /// The window's width class changed, and `followsHorizontalSizeClass` is true.
    open func horizontalSizeClassDidChange() {}

    /// Whether some toolbar button shows in one width class only (`sizeClass:`): `updateBarButtons()`
    /// then runs when the view loads and on each change of the width class.
    open var barButtonsFollowHorizontalSizeClass: Bool { false }

    /// Makes the bar buttons for `traitCollection.horizontalSizeClass` (every button while it is
    /// unspecified); a generated list whose toolbar depends on the width overrides it.
    open func updateBarButtons() {}

    /// Before iOS 17 UIKit reports trait changes here; from iOS 17 the list registers for the
    /// width class (`registerForTraitChanges`) and this deprecated callback is left alone.
    @available(*, deprecated, message: "UIKit calls it; from iOS 17 the list uses registerForTraitChanges")
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if #available(iOS 17.0, *) {
            return
        }
        guard previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass else { return }
        widthClassDidChange()
    }

    /// The user ended a search with Cancel: its field resigned first responder and UIKit makes
    /// nothing else first responder, so the layout's keyboard shortcuts, which hang on the
    /// responder chain, would stop working until the user tapped something. Hands first responder
    /// back to the nearest container that takes it (the layout's split view controller).
    open func didDismissSearchController(_ searchController: UISearchController) {
        var candidate: UIViewController? = parent ?? presentingViewController
        while let controller = candidate {
            if controller.canBecomeFirstResponder {
                controller.becomeFirstResponder()
                return
            }
            candidate = controller.parent ?? controller.presentingViewController
        }
    }

    /// Shows the toolbar only for a list that has toolbar items, and clears the selection when the
    /// list is in a navigation stack (`ListSelection.clearWhenStacked`).
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(toolbarItems?.isEmpty ?? true, animated: animated)
        ListSelection.clearWhenStacked(collectionView, of: self, animated: animated)
    }

    // MARK: What the subclass says

    /// The list's layout, from `layout`: each section is configured for the width the list has
    /// when UIKit asks, with a header only where `sectionHasTitle(at:)` says there is a title, and
    /// swipe actions from `swipeActions(on:at:)` on the edges that have them.
    open func makeLayout() -> UICollectionViewLayout {
        let layout = self.layout
        return UICollectionViewCompositionalLayout { [weak self] sectionIndex, environment in
            let compact = environment.traitCollection.horizontalSizeClass == .compact
            var configuration = layout.configuration(compact: compact) { self?.sectionHasTitle(at: sectionIndex) ?? false }
            if layout.swipeEdges.contains(.leading) {
                configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
                    self?.swipeActions(on: .leading, at: indexPath)
                }
            }
            if layout.swipeEdges.contains(.trailing) {
                configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
                    self?.swipeActions(on: .trailing, at: indexPath)
                }
            }
            let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
            if layout.readableWidth { section.contentInsetsReference = .readableContent }
            return section
        }
    }

    /// Whether the section at `index` has a title to show as its header or title row; by default none has.
    open func sectionHasTitle(at index: Int) -> Bool { false }

    /// The swipe actions on `edge` of the row at `indexPath`; `nil`, the default, offers none.
    open func swipeActions(on edge: SwipeEdge, at indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }

    /// `actions` for the row `row()` finds when one is chosen (`nil`: the row is gone, and the
    /// swiped row just closes), run by `perform` with the row's cell: what a generated list's
    /// `swipeActions(on:at:)` returns (`SwipeActions`).
    public func swipeActions<Action: SwipeActionDescribing>(
        _ actions: [Action], at indexPath: IndexPath, row: @escaping @MainActor () -> Row?,
        perform: SwipeHandler<Action, Row>?
    ) -> UISwipeActionsConfiguration? {
        guard !actions.isEmpty else { return nil }
        return SwipeActions.configuration(actions, presenter: self) { [weak self] action in
            guard let self, let perform, let row = row() else { return nil }
            let cell = self.cell(showing: row)
            return { completion in perform(action, row, cell, completion) }
        }
    }

    /// The row shown at `indexPath`; `nil` for a section's title row or a place without a row.
    open func row(at indexPath: IndexPath) -> Row? { nil }

    /// Where `row` is shown now; `nil` when it is not.
    open func indexPath(forRow row: Row) -> IndexPath? { nil }

    /// The row of this list that `selection` names, if it names one.
    open func row(in selection: Selection) -> Row? { nil }

    /// The context menu of the row at `indexPath`; `nil`, the default, offers none.
    open func contextMenu(at indexPath: IndexPath) -> UIContextMenuConfiguration? { nil }

    /// Where a moving row may go, given where UIKit proposes; by default, there.
    open func target(forMoveFrom originalIndexPath: IndexPath, proposed proposedIndexPath: IndexPath) -> IndexPath {
        proposedIndexPath
    }

    // MARK: The highlighted row

    /// Shows which row opened the next column, the one `selection` names (none for nil, or for a
    /// selection of another list); the layout calls it whenever its navigation changes.
    public func highlightRow(matching selection: Selection?) {
        highlightedRow = selection.flatMap { row(in: $0) }
        showHighlightedRow()
    }

    /// `HighlightingList`'s: a selection of another type than this list's highlights nothing.
    public func highlightRow<Other: Hashable>(matchingAny selection: Other?) {
        highlightRow(matching: selection.flatMap { $0 as? Selection })
    }

    /// The cell showing `row` now, found where the row is when asked, not where it was when a
    /// menu opened or a swipe began: rows may have moved since, and a row that has gone, or is
    /// scrolled out of view, has none (`cellForItem(at:)` is nullable, UICollectionView.h:443).
    public func cell(showing row: Row) -> UICollectionViewCell? {
        indexPath(forRow: row).flatMap { collectionView?.cellForItem(at: $0) }
    }

    /// Selects the highlighted row and no other, found where it is now.
    public func showHighlightedRow() {
        ListSelection.select(only: highlightedRow.flatMap { indexPath(forRow: $0) }, in: collectionView)
    }

    // MARK: UICollectionViewDelegate

    /// A title row expands and collapses its section; it is never selected, so the row that opened
    /// the next column stays highlighted.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        row(at: indexPath) != nil
    }

    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let row = row(at: indexPath) else { return }
        didSelect?(row)
        settleSelection(afterTapAt: indexPath, in: collectionView)
    }

    /// After a tap only a row that opened something stays selected: the row that opened the next
    /// column, or one that pushed a screen over this list (`viewWillAppear` clears it when the user
    /// comes back). A row that ran an action, presented something or opened nothing is deselected,
    /// animated as UIKit's own lists do, and the highlight goes back to the row that opened the
    /// next column.
    func settleSelection(afterTapAt indexPath: IndexPath, in collectionView: UICollectionView) {
        if let stack = navigationController, stack.topViewController !== self,
           stack.viewControllers.contains(where: { $0 === self }) { return }
        let stacked = ListSelection.isStacked(self)
        let highlighted = stacked ? nil : highlightedRow.flatMap { self.indexPath(forRow: $0) }
        guard highlighted != indexPath else { return }
        collectionView.deselectItem(at: indexPath, animated: true)
        if let highlighted { collectionView.selectItem(at: highlighted, animated: false, scrollPosition: []) }
    }

    @available(iOS 16.0, *)
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                             point: CGPoint) -> UIContextMenuConfiguration? {
        // One row at a time; a press between rows or on a multiple selection offers nothing.
        indexPaths.count == 1 ? contextMenu(at: indexPaths[0]) : nil
    }

    /// iOS 13-15 ask for one row; iOS 16 and later ask the method above instead.
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                             point: CGPoint) -> UIContextMenuConfiguration? {
        contextMenu(at: indexPath)
    }

    /// UIKit asks from iOS 15; on iOS 14 a reordering list puts a row that landed elsewhere back.
    @available(iOS 15.0, *)
    open func collectionView(_ collectionView: UICollectionView,
                             targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                             atCurrentIndexPath currentIndexPath: IndexPath,
                             toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        target(forMoveFrom: originalIndexPath, proposed: proposedIndexPath)
    }

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard let collectionView = scrollView as? UICollectionView else { return }
        didScroll?(collectionView)
    }

    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {
        guard let willDisplayRow, let row = row(at: indexPath) else { return }
        willDisplayRow(cell, row, indexPath)
    }

    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {
        guard let didEndDisplayingRow, let row = row(at: indexPath) else { return }
        didEndDisplayingRow(cell, row, indexPath)
    }
}
#endif
