#if canImport(UIKit)
import UIKit

/// A list of rows the app supplies through `apply(_:)`, in one section: what every generated list
/// of `dynamic` rows does, written once. A generated list subclasses it and says only what its
/// spec decides: the title, the layout (appearance, swipe actions), the rows' accessories, and
/// which of its rows a selection names.
///
/// The data source's items are the rows' ids, never the rows (`DataRows`): a row whose content
/// changed is the same item, shown again in its own cell (`reconfigureItems`, UIKit.si:3225), so
/// it keeps its place and its selection.
@MainActor
open class DataListViewController<Row: RowContent & Identifiable & Equatable, Selection: Hashable>:
    ListViewController<Row, Selection> where Row.ID: Sendable {
    /// The rows shown, as last given to `apply(_:)` or left by the user's reordering.
    public private(set) var rows: [Row] = []
    /// Called after the user moves rows (in a list the spec makes `reorderable`), with the rows in
    /// their new order.
    public var didReorder: (@MainActor ([Row]) -> Void)?
    private var rowsByID: [Row.ID: Row] = [:]
    private var dataSource: UICollectionViewDiffableDataSource<Int, Row.ID>?
    private let accessories: [UICellAccessory]
    private let reorderable: Bool

    /// `accessories`: every row's (a disclosure indicator where a row pushes a screen);
    /// `reorderable`: in edit mode the user moves rows by their reorder controls.
    public init(selection: Selection?, title: String?, layout: ListLayout = ListLayout(.plain),
                accessories: [UICellAccessory] = [], reorderable: Bool = false) {
        self.accessories = accessories + (reorderable ? [.reorder()] : [])
        self.reorderable = reorderable
        super.init(selection: selection, title: title, layout: layout)
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("A generated list is created in code, with init(selection:)")
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        guard let collectionView else { return }
        dataSource = makeDataSource(for: collectionView)
        apply(rows, animatingDifferences: false)
        showHighlightedRow()
    }

    /// Shows `rows`, animating the difference from what is shown now. The list identifies rows by
    /// `id`: a row whose `id` is already shown keeps its cell and its selection, and is shown again
    /// in place when its content changed; of rows with the same `id`, the first is shown. To
    /// restore an order the user chose, apply the rows in that order.
    public func apply(_ rows: [Row], animatingDifferences: Bool = true) {
        let update = DataRows.unique(rows, shown: rowsByID)
        self.rows = update.rows
        rowsByID = update.byID
        guard let dataSource else { return }
        DataRows.show(update.rows.map(\.id), as: 0, in: dataSource, changed: update.changed,
                      animatingDifferences: animatingDifferences)
        showHighlightedRow()
        rowsDidChange()
    }

    open override var hasRows: Bool { !rows.isEmpty }

    /// The row that has `id` now: what a swipe or a menu opened on a row acts on, however its
    /// content changed since.
    public func row(withID id: Row.ID) -> Row? { rowsByID[id] }

    /// The id of the row at `indexPath`.
    public func rowID(at indexPath: IndexPath) -> Row.ID? { dataSource?.itemIdentifier(for: indexPath) }

    /// `actions` for the row at `indexPath`, found again by its id when one is chosen: a row whose
    /// content changed in between is still the row the user swiped.
    public func swipeActions<Action: SwipeActionDescribing>(
        _ actions: [Action], at indexPath: IndexPath,
        perform: SwipeHandler<Action, Row>?
    ) -> UISwipeActionsConfiguration? {
        guard let id = rowID(at: indexPath) else { return nil }
        return swipeActions(actions, at: indexPath, row: { [weak self] in self?.rowsByID[id] }, perform: perform)
    }

    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        if reorderable { collectionView?.isEditing = editing }
    }

    open override func row(at indexPath: IndexPath) -> Row? {
        rowID(at: indexPath).flatMap { rowsByID[$0] }
    }

    /// Found by `id`: the row stays highlighted when its content changes.
    open override func indexPath(forRow row: Row) -> IndexPath? {
        dataSource?.indexPath(for: row.id)
    }

    /// Cells are registered by `id` and show the row that has it now; the app's `configureCell`
    /// runs after, and its `provideCell` may give a cell of its own instead.
    private func makeDataSource(for collectionView: UICollectionView) -> UICollectionViewDiffableDataSource<Int, Row.ID> {
        let accessories = self.accessories
        let itemCell = UICollectionView.CellRegistration<UICollectionViewListCell, Row.ID> { [weak self] cell, indexPath, id in
            guard let self, let row = self.rowsByID[id] else { return }
            var content = cell.defaultContentConfiguration()
            content.text = row.title
            content.secondaryText = row.subtitle
            content.image = row.systemImageName.flatMap { UIImage(systemName: $0) }
            cell.contentConfiguration = content
            // A reused cell may still show another row's count: set whenever either has accessories.
            let shown = accessories + RowBadge.accessories(for: row)
            if !shown.isEmpty || !cell.accessories.isEmpty { cell.accessories = shown }
            self.configureCell?(cell, row, indexPath)
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Row.ID>(collectionView: collectionView) { [weak self] collectionView, indexPath, id in
            if let self, let row = self.rowsByID[id], let cell = self.provideCell?(collectionView, indexPath, row) {
                return cell
            }
            return collectionView.dequeueConfiguredReusableCell(using: itemCell, for: indexPath, item: id)
        }
        if reorderable {
            dataSource.reorderingHandlers.canReorderItem = { _ in true }
            dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
                guard let self else { return }
                self.rows = transaction.finalSnapshot.itemIdentifiers.compactMap { self.rowsByID[$0] }
                self.didReorder?(self.rows)
            }
        }
        return dataSource
    }
}
#endif
