#if canImport(UIKit)
import UIKit

/// The style of a list's section titles, headers or title rows: the header configuration of the
/// list's appearance (UIListContentConfiguration.h: `sidebarHeader`, `groupedHeader`, `plainHeader`).
public enum ListHeaderStyle: Sendable {
    case sidebar, grouped, plain

    @MainActor
    public func configuration() -> UIListContentConfiguration {
        switch self {
        case .sidebar: .sidebarHeader()
        case .grouped: .groupedHeader()
        case .plain: .plainHeader()
        }
    }
}

/// A list of the rows the spec writes out: what every generated static list does, written once.
/// A generated list subclasses it and says only what its spec decides: the title, the layout
/// (appearance, header modes, swipe actions), each row's accessories, and which of its rows a
/// selection names.
///
/// UIKit facts it rests on (reference §8): a section snapshot carries its hierarchy and its
/// expansion (`NSDiffableDataSourceSectionSnapshot`, UIKit.si:1930) and is applied to a section
/// the data source already has (`apply(_:to:animatingDifferences:)`, UIKit.si:1963), so every
/// apply says again what is expanded: the user's collapses, learnt through
/// `sectionSnapshotHandlers` (UIKit.si:1635-1658), are kept. Reordering: `ListReorder`, `RowOrder`.
@MainActor
open class StaticListViewController<Section: StaticListSection, Selection: Hashable>:
    ListViewController<Section.Item, Selection>, OutlineList {
    /// Called when the user collapses or expands a row, so the layout saves the outline with the window.
    public var didChangeExpansion: (@MainActor () -> Void)?
    /// Called after the user moves a row (a `reorderable` list), with its section's rows in their new
    /// order (outline children after their parent).
    public var didReorder: (@MainActor ([Section.Item], Section) -> Void)?
    /// Each section's rows in the order shown, outline children after their parent: the spec's order
    /// until the user moves rows or the app hands a saved order to `apply(order:)`.
    public private(set) var order: [Section: [Section.Item]] = Dictionary(
        uniqueKeysWithValues: Section.allCases.map { ($0, RowOrder.arranged($0.items, by: [], children: \.children)) }
    )
    private var dataSource: UICollectionViewDiffableDataSource<Section, StaticListRow<Section>>?
    /// The rows the user collapsed. Every other row with children is expanded, also when the rows
    /// are applied again (a size-class change, a saved order).
    private var collapsed = Set<StaticListRow<Section>>()
    /// Whether the applied snapshot shows section titles as rows (`nil`: nothing applied yet).
    private var appliedTitleRows: Bool?
    private let titleRows: TitleRows
    private let headerStyle: ListHeaderStyle
    private let supplementaryHeaders: Bool
    private let reorderable: Bool

    /// `titleRows`: where section titles are rows; `headerStyle`: how titles look, as rows or
    /// headers; `supplementaryHeaders`: titles are headers where they are not rows; `reorderable`:
    /// in edit mode the user moves rows among their siblings.
    public init(selection: Selection?, title: String?, layout: ListLayout = ListLayout(.plain), titleRows: TitleRows = .never,
                headerStyle: ListHeaderStyle = .plain, supplementaryHeaders: Bool = false, reorderable: Bool = false) {
        self.titleRows = titleRows
        self.headerStyle = headerStyle
        self.supplementaryHeaders = supplementaryHeaders
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
        applySnapshot()
        showHighlightedRow()
    }

    /// Section titles are rows in one width class and headers in the other.
    open override var followsHorizontalSizeClass: Bool { titleRows.vary }

    open override func horizontalSizeClassDidChange() {
        applySnapshot()
        showHighlightedRow()
    }

    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        if reorderable { collectionView?.isEditing = editing }
    }

    /// A row's accessories (an outline disclosure, a reorder control): the spec's, by the subclass.
    open func accessories(for item: Section.Item) -> [UICellAccessory] { [] }

    /// A section's header or title row shows its title; an untitled section has none.
    open override func sectionHasTitle(at index: Int) -> Bool {
        let sections = Section.allCases
        guard index >= 0, index < sections.count else { return false }
        return sections[sections.index(sections.startIndex, offsetBy: index)].title != nil
    }

    /// Shows the rows in a saved order, such as one `didReorder` reported: in each section, the
    /// top-level rows and each parent's children are sorted by their place in `saved[section]`.
    /// Rows it lacks follow in spec order; no row changes section or parent. Expansion is kept.
    public func apply(order saved: [Section: [Section.Item]]) {
        for section in Section.allCases {
            order[section] = RowOrder.arranged(section.items, by: saved[section] ?? order[section] ?? [], children: \.children)
        }
        showRows()
    }

    /// The rows the user collapsed, by keys that last across launches (`StaticListRow.expansionKey`).
    /// The layout saves them with the window; setting them shows the rows collapsed so (keys of rows
    /// the spec no longer has are ignored).
    public var collapsedRowKeys: [String] {
        get { collapsed.map(\.expansionKey).sorted() }
        set {
            collapsed = Set(newValue.compactMap(StaticListRow<Section>.init(expansionKey:)))
            showRows()
        }
    }

    open override func row(at indexPath: IndexPath) -> Section.Item? {
        dataSource?.itemIdentifier(for: indexPath)?.item
    }

    open override func indexPath(forRow row: Section.Item) -> IndexPath? {
        dataSource?.indexPath(for: .item(row))
    }

    /// Keeps a moving row among its siblings (`ListReorder.target`). UIKit asks from iOS 15; on
    /// iOS 14 `commitReorder` shows a row that landed elsewhere back among its siblings.
    open override func target(forMoveFrom originalIndexPath: IndexPath, proposed proposedIndexPath: IndexPath) -> IndexPath {
        guard #available(iOS 15.0, *) else {
            return proposedIndexPath
        }
        return ListReorder.target(forMoveFrom: originalIndexPath, proposed: proposedIndexPath, in: dataSource)
    }

    // MARK: Data source

    /// Rows show the spec's title, subtitle and image with their accessories, then the app's
    /// `configureCell`; the app's `provideCell` may give a cell of its own instead.
    private func makeDataSource(for collectionView: UICollectionView) -> UICollectionViewDiffableDataSource<Section, StaticListRow<Section>> {
        let itemCell = UICollectionView.CellRegistration<UICollectionViewListCell, Section.Item> { [weak self] cell, indexPath, item in
            var content = cell.defaultContentConfiguration()
            content.text = item.title
            content.secondaryText = item.subtitle
            content.image = item.systemImageName.flatMap { UIImage(systemName: $0) }
            cell.contentConfiguration = content
            guard let self else { return }
            cell.accessories = self.accessories(for: item)
            self.configureCell?(cell, item, indexPath)
        }
        let headerStyle = self.headerStyle
        let titleCell = UICollectionView.CellRegistration<UICollectionViewListCell, Section> { cell, _, section in
            var content = headerStyle.configuration()
            content.text = section.title
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
        }
        let dataSource = UICollectionViewDiffableDataSource<Section, StaticListRow<Section>>(collectionView: collectionView) { [weak self] collectionView, indexPath, row in
            switch row {
            case .title(let section):
                return collectionView.dequeueConfiguredReusableCell(using: titleCell, for: indexPath, item: section)
            case .item(let item):
                if let cell = self?.provideCell?(collectionView, indexPath, item) { return cell }
                return collectionView.dequeueConfiguredReusableCell(using: itemCell, for: indexPath, item: item)
            }
        }
        if supplementaryHeaders {
            ListHeaders.show(in: dataSource, style: { headerStyle.configuration() }, sections: { Array(Section.allCases) }, title: \.title)
        }
        // The user's expansion, kept for every later apply (`sectionSnapshotHandlers`).
        dataSource.sectionSnapshotHandlers.willCollapseItem = { [weak self] row in
            guard let self, self.collapsed.insert(row).inserted else { return }
            self.didChangeExpansion?()
        }
        dataSource.sectionSnapshotHandlers.willExpandItem = { [weak self] row in
            guard let self, self.collapsed.remove(row) != nil else { return }
            self.didChangeExpansion?()
        }
        if reorderable {
            dataSource.reorderingHandlers.canReorderItem = { row in row.item != nil }
            dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
                self?.commitReorder(transaction)
            }
        }
        return dataSource
    }

    // MARK: Section snapshots

    /// Applies the rows, and again when section titles move between headers and rows.
    private func applySnapshot() {
        let titleRows = self.titleRows.areRows(inCompactWidth: traitCollection.horizontalSizeClass == .compact)
        guard titleRows != appliedTitleRows else { return }
        showRows(titleRows: titleRows)
    }

    /// Shows the rows again as they were last applied (an order or an expansion changed).
    private func showRows() {
        guard let appliedTitleRows else { return }
        showRows(titleRows: appliedTitleRows)
    }

    /// Shows every section's rows. The sections are applied once; after that each section snapshot
    /// is diffed against what is shown, so when the title rows come and go the other rows keep
    /// their cells.
    private func showRows(titleRows: Bool) {
        guard let dataSource else { return }
        appliedTitleRows = titleRows
        let sections = Array(Section.allCases)
        if dataSource.snapshot().sectionIdentifiers != sections {
            var snapshot = NSDiffableDataSourceSnapshot<Section, StaticListRow<Section>>()
            snapshot.appendSections(sections)
            dataSource.apply(snapshot, animatingDifferences: false)
        }
        for section in sections {
            dataSource.apply(sectionSnapshot(for: section, titleRow: titleRows), to: section, animatingDifferences: false)
        }
    }

    /// A section's rows in the order the user left them: outline children under their parents,
    /// under the title row when there is one; expanded unless the user collapsed them.
    private func sectionSnapshot(for section: Section, titleRow: Bool) -> NSDiffableDataSourceSectionSnapshot<StaticListRow<Section>> {
        var snapshot = NSDiffableDataSourceSectionSnapshot<StaticListRow<Section>>()
        var parent: StaticListRow<Section>?
        if titleRow, section.title != nil {
            snapshot.append([.title(section)])
            parent = .title(section)
        }
        // Only a reorderable list has an order of its own; the others show the spec's.
        let order = reorderable ? self.order[section] ?? [] : nil
        Self.append(order.map { $0.filter(section.items.contains) } ?? section.items, to: parent, in: &snapshot, order: order)
        snapshot.expand(snapshot.items.filter { !collapsed.contains($0) })
        return snapshot
    }

    private static func append(_ items: [Section.Item], to parent: StaticListRow<Section>?,
                               in snapshot: inout NSDiffableDataSourceSectionSnapshot<StaticListRow<Section>>, order: [Section.Item]?) {
        snapshot.append(items.map(StaticListRow<Section>.item), to: parent)
        for item in items where !item.children.isEmpty {
            append(order.map { $0.filter(item.children.contains) } ?? item.children, to: .item(item), in: &snapshot, order: order)
        }
    }

    /// Takes the order the user left and tells the app, a section at a time. Each row keeps the
    /// section and parent the spec gives it (`RowOrder`): a row UIKit put elsewhere is shown back.
    private func commitReorder(_ transaction: NSDiffableDataSourceTransaction<Section, StaticListRow<Section>>) {
        guard let dataSource else { return }
        for change in ListReorder.sectionChanges(of: transaction) {
            let section = change.sectionIdentifier, previous = order[section]
            order[section] = RowOrder.arranged(section.items, by: change.finalSnapshot.items.compactMap(\.item), children: \.children)
            ListReorder.show(sectionSnapshot(for: section, titleRow: appliedTitleRows ?? false), in: section, of: dataSource,
                             over: change.finalSnapshot)
            if let rows = order[section], rows != previous { didReorder?(rows, section) }
        }
    }
}
#endif
