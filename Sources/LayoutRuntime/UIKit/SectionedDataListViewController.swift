#if canImport(UIKit)
import UIKit

/// A list of rows from data in sections or an outline: sections the spec lists beside sections
/// whose rows the app applies (some repeated per value, an account each), and rows that hold rows.
/// What every such generated list does, written once; a generated list subclasses it and says
/// only what its spec decides: the title, the layout, how titles show, its `apply` methods (which
/// hand the model's `contents` to `show(_:)`), and which of its rows a selection names.
///
/// UIKit facts it rests on (reference §8): the data source's items are ids (`DataListRow`), since
/// a diffable data source tracks items by their `Hashable` equality (UIKit.si:3243) and ids are
/// unique in the whole data source; a section snapshot carries the hierarchy and its expansion
/// (`NSDiffableDataSourceSectionSnapshot`, UIKit.si:1930) and is applied to a section the data
/// source already has (`apply(_:to:animatingDifferences:)`, UIKit.si:1963), so every apply says
/// again what is expanded, and the user's collapses, learnt through `sectionSnapshotHandlers`
/// (UIKit.si:1635-1658), are kept; `reconfigureItems` (iOS 15, UIKit.si:3225) shows new content
/// in the existing cell (`DataRows.showAgain`).
@MainActor
open class SectionedDataListViewController<Row: RowContent & Identifiable & Equatable, Section: DataListSection,
                                           Selection: Hashable>: ListViewController<Row, Selection>, OutlineList
    where Row.ID == String {
    /// The sections shown, in order: the spec's, with those from data where the app put them.
    public private(set) var sections: [Section] = []
    /// Each section's top-level rows: the spec's rows, or the rows last applied to it.
    public private(set) var rowsBySection: [Section: [Row]] = [:]
    /// Called when the user expands a row, before its children show: load the level below them
    /// (the grandchildren) and apply again, so the next expansion has rows to show.
    public var didExpandRow: (@MainActor (Row) -> Void)?
    /// Called when the user collapses or expands a row, so the layout saves the outline with the window.
    public var didChangeExpansion: (@MainActor () -> Void)?
    /// The sections' titles: the spec's, and those of sections repeated from data, from their values.
    private var sectionTitles: [Section: String] = [:]
    /// Every row by `id`, children included.
    private var rowsByID: [String: Row] = [:]
    private var dataSource: UICollectionViewDiffableDataSource<Section, DataListRow<Section>>?
    /// The rows the user collapsed. Every other row with children is expanded, also when the rows
    /// are applied again.
    private var collapsed = Set<DataListRow<Section>>()
    /// Where a row holds rows (not `children`: that is UIViewController's).
    private let heldRows: WritableKeyPath<Row, [Row]?>?
    private let accessories: [UICellAccessory]
    private let titleRows: TitleRows
    private let headerStyle: ListHeaderStyle
    private let supplementaryHeaders: Bool

    /// `children`: where a row holds rows (an outline from data), which expand under it;
    /// `accessories`: every row's (a disclosure indicator where a row pushes a screen);
    /// `titleRows`: where section titles are rows; `headerStyle`: how titles look, as rows or
    /// headers; `supplementaryHeaders`: titles are headers where they are not rows.
    public init(selection: Selection?, title: String?, layout: ListLayout = ListLayout(.plain),
                children: WritableKeyPath<Row, [Row]?>? = nil, accessories: [UICellAccessory] = [],
                titleRows: TitleRows = .never, headerStyle: ListHeaderStyle = .plain, supplementaryHeaders: Bool = false) {
        heldRows = children
        self.accessories = accessories
        self.titleRows = titleRows
        self.headerStyle = headerStyle
        self.supplementaryHeaders = supplementaryHeaders
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
    }

    /// Some section has a row; a list whose sections are all empty shows its empty state.
    open override var hasRows: Bool { rowsBySection.values.contains { !$0.isEmpty } }

    /// Section titles are rows in one width class and headers in the other.
    open override var followsHorizontalSizeClass: Bool { titleRows.vary }

    open override func horizontalSizeClassDidChange() {
        applySnapshot()
    }

    /// Shows `contents` (the model's `contents`: each section with its title and top-level rows),
    /// animating the difference. Sections and row ids must be unique in the whole list, children
    /// included, as `DataListContents.unique` makes them (the model's `contents` returns its
    /// result). A row already shown keeps its cell, its selection and its expansion, and is shown
    /// again in place when its content changed; a section whose title changed (a renamed account)
    /// keeps its rows and shows the new title.
    public func show(_ contents: [(section: Section, title: String?, rows: [Row])], animatingDifferences: Bool = true) {
        var rows: [Section: [Row]] = [:], titles: [Section: String] = [:], byID: [String: Row] = [:]
        let children = heldRows
        func index(_ rows: [Row]) {
            for row in rows {
                assert(byID[row.id] == nil, "row id \(row.id) is shown twice: pass the contents through DataListContents.unique")
                byID[row.id] = row
                if let children, let held = row[keyPath: children] { index(held) }
            }
        }
        for part in contents {
            assert(rows[part.section] == nil, "section \(part.section) is shown twice: pass the contents through DataListContents.unique")
            titles[part.section] = part.title
            rows[part.section] = part.rows
            index(part.rows)
        }
        let sections = contents.map(\.section)
        let retitled = sections.filter { section in sectionTitles[section].map { $0 != titles[section] } ?? false }
        var changed = byID.values.filter { row in rowsByID[row.id].map { $0 != row } ?? false }.map { DataListRow<Section>.row($0.id) }
        changed += retitled.map(DataListRow.title)
        self.sections = sections
        rowsBySection = rows
        sectionTitles = titles
        rowsByID = byID
        applySnapshot(changed: changed, animatingDifferences: animatingDifferences)
        rowsDidChange()
        guard supplementaryHeaders, let collectionView else { return }
        // Headers are not items: the ones on screen take the new title directly.
        for (index, section) in sections.enumerated() where retitled.contains(section) {
            let header = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                          at: IndexPath(item: 0, section: index)) as? UICollectionViewListCell
            guard let header, var content = header.contentConfiguration as? UIListContentConfiguration else { continue }
            content.text = title(of: section)
            header.contentConfiguration = content
        }
    }

    /// A section's title: the spec's, or its value's for a section repeated from data.
    public func title(of section: Section) -> String? {
        sectionTitles[section]
    }

    /// The row that has `id` now: what a swipe or a menu opened on a row acts on, however its
    /// content changed since.
    public func row(withID id: String) -> Row? { rowsByID[id] }

    /// `actions` for the row at `indexPath`, found again by its id when one is chosen: a row whose
    /// content changed in between is still the row the user swiped.
    public func swipeActions<Action: SwipeActionDescribing>(
        _ actions: [Action], at indexPath: IndexPath, perform: SwipeHandler<Action, Row>?
    ) -> UISwipeActionsConfiguration? {
        guard case .row(let id)? = dataSource?.itemIdentifier(for: indexPath) else { return nil }
        return swipeActions(actions, at: indexPath, row: { [weak self] in self?.rowsByID[id] }, perform: perform)
    }

    /// The rows the user collapsed, by keys that last across launches (`DataListRow.expansionKey`).
    /// The layout saves them with the window; setting them shows the rows collapsed so (keys of rows
    /// not shown are kept for when they are).
    public var collapsedRowKeys: [String] {
        get { collapsed.map(\.expansionKey).sorted() }
        set {
            collapsed = Set(newValue.compactMap(DataListRow<Section>.init(expansionKey:)))
            applySnapshot()
        }
    }

    open override func sectionHasTitle(at index: Int) -> Bool {
        sections.indices.contains(index) && title(of: sections[index]) != nil
    }

    open override func row(at indexPath: IndexPath) -> Row? {
        guard case .row(let id)? = dataSource?.itemIdentifier(for: indexPath) else { return nil }
        return rowsByID[id]
    }

    /// Found by `id`: the row stays highlighted when its content changes.
    open override func indexPath(forRow row: Row) -> IndexPath? {
        dataSource?.indexPath(for: .row(row.id))
    }

    // MARK: Data source

    /// Whether rows can collapse (outline parents, title rows), so the user's expansion is kept.
    private var collapsible: Bool { heldRows != nil || titleRows != .never }

    /// Cells are registered by `id` and show the row that has it now, then the app's
    /// `configureCell`; the app's `provideCell` may give a cell of its own instead.
    private func makeDataSource(for collectionView: UICollectionView)
        -> UICollectionViewDiffableDataSource<Section, DataListRow<Section>> {
        let accessories = self.accessories, children = heldRows
        let itemCell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [weak self] cell, indexPath, id in
            guard let self, let row = self.rowsByID[id] else { return }
            var content = cell.defaultContentConfiguration()
            content.text = row.title
            content.secondaryText = row.subtitle
            content.image = row.systemImageName.flatMap { UIImage(systemName: $0) }
            cell.contentConfiguration = content
            // A row that holds rows expands with an outline disclosure (UICellAccessory.h:150-152).
            let holdsRows = children.map { row[keyPath: $0]?.isEmpty == false } ?? false
            cell.accessories = accessories + RowBadge.accessories(for: row) + (holdsRows ? [.outlineDisclosure()] : [])
            self.configureCell?(cell, row, indexPath)
        }
        let headerStyle = self.headerStyle
        let titleCell = UICollectionView.CellRegistration<UICollectionViewListCell, Section> { [weak self] cell, _, section in
            var content = headerStyle.configuration()
            content.text = self?.title(of: section)
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
        }
        let dataSource = UICollectionViewDiffableDataSource<Section, DataListRow<Section>>(
            collectionView: collectionView
        ) { [weak self] collectionView, indexPath, item in
            switch item {
            case .title(let section):
                return collectionView.dequeueConfiguredReusableCell(using: titleCell, for: indexPath, item: section)
            case .row(let id):
                if let self, let row = self.rowsByID[id], let cell = self.provideCell?(collectionView, indexPath, row) {
                    return cell
                }
                return collectionView.dequeueConfiguredReusableCell(using: itemCell, for: indexPath, item: id)
            }
        }
        if supplementaryHeaders {
            // The sections come and go: the headers ask for those shown now.
            ListHeaders.show(in: dataSource, style: { headerStyle.configuration() },
                             sections: { [weak self] in self?.sections ?? [] }, title: { [weak self] in self?.title(of: $0) })
        }
        guard collapsible else { return dataSource }
        // The user's expansion, kept for every later apply (`sectionSnapshotHandlers`).
        dataSource.sectionSnapshotHandlers.willCollapseItem = { [weak self] item in
            guard let self, self.collapsed.insert(item).inserted else { return }
            self.didChangeExpansion?()
        }
        dataSource.sectionSnapshotHandlers.willExpandItem = { [weak self] item in
            guard let self else { return }
            if case .row(let id) = item, let expanding = self.rowsByID[id] { self.didExpandRow?(expanding) }
            guard self.collapsed.remove(item) != nil else { return }
            self.didChangeExpansion?()
        }
        return dataSource
    }

    // MARK: Section snapshots

    /// Shows every section's rows. When the sections change they are applied with their visible rows
    /// first; each section snapshot then gives its hierarchy, diffed against what is shown, so the
    /// rows that stay keep their cells. Rows in `changed` are reconfigured in place.
    private func applySnapshot(changed: [DataListRow<Section>] = [], animatingDifferences: Bool = false) {
        guard let dataSource else { return }
        let titleRows = self.titleRows.areRows(inCompactWidth: traitCollection.horizontalSizeClass == .compact)
        let shown = sections
        let snapshots = shown.map { sectionSnapshot(for: $0, titleRow: titleRows) }
        if dataSource.snapshot().sectionIdentifiers != shown || rowMovesToAnotherSection(shown, snapshots) {
            var snapshot = NSDiffableDataSourceSnapshot<Section, DataListRow<Section>>()
            snapshot.appendSections(shown)
            for (section, sectionSnapshot) in zip(shown, snapshots) {
                snapshot.appendItems(sectionSnapshot.visibleItems, toSection: section)
            }
            dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
        }
        for (section, sectionSnapshot) in zip(shown, snapshots) {
            dataSource.apply(sectionSnapshot, to: section, animatingDifferences: animatingDifferences)
        }
        var snapshot = dataSource.snapshot()
        let visibleChanges = changed.filter { snapshot.indexOfItem($0) != nil }
        if !visibleChanges.isEmpty {
            // Rows under collapsed parents show their content when they appear.
            DataRows.showAgain(visibleChanges, in: &snapshot)
            dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
        }
        showHighlightedRow()
    }

    /// Whether a row shown in one section is now in another (a feed moved to another account): it
    /// must leave its old section before a section snapshot adds it, since identifiers are unique
    /// in the whole data source. Asked only when the data source shows exactly `shown`.
    private func rowMovesToAnotherSection(_ shown: [Section],
                                          _ snapshots: [NSDiffableDataSourceSectionSnapshot<DataListRow<Section>>]) -> Bool {
        guard shown.count > 1, let dataSource else { return false }
        var sectionOf: [DataListRow<Section>: Section] = [:]
        for section in shown {
            for item in dataSource.snapshot(for: section).items { sectionOf[item] = section }
        }
        return zip(shown, snapshots).contains { section, snapshot in
            snapshot.items.contains { sectionOf[$0].map { $0 != section } ?? false }
        }
    }

    /// A section's rows: children under their parents, under the title row when there is one;
    /// expanded unless the user collapsed them.
    private func sectionSnapshot(for section: Section, titleRow: Bool) -> NSDiffableDataSourceSectionSnapshot<DataListRow<Section>> {
        var snapshot = NSDiffableDataSourceSectionSnapshot<DataListRow<Section>>()
        var parent: DataListRow<Section>?
        if titleRow, title(of: section) != nil {
            snapshot.append([.title(section)])
            parent = .title(section)
        }
        append(rowsBySection[section] ?? [], to: parent, in: &snapshot)
        if collapsible { snapshot.expand(snapshot.items.filter { !collapsed.contains($0) }) }
        return snapshot
    }

    private func append(_ rows: [Row], to parent: DataListRow<Section>?,
                        in snapshot: inout NSDiffableDataSourceSectionSnapshot<DataListRow<Section>>) {
        snapshot.append(rows.map { .row($0.id) }, to: parent)
        guard let children = heldRows else { return }
        for row in rows {
            guard let held = row[keyPath: children], !held.isEmpty else { continue }
            append(held, to: .row(row.id), in: &snapshot)
        }
    }
}

extension SectionedDataListViewController where Section == WholeList {
    /// The top-level rows shown, as last given to `apply(_:)`; their children hang under them.
    public var rows: [Row] { rowsBySection[.main] ?? [] }

    /// Shows `rows` with their children, animating the difference from what is shown now. The list
    /// identifies rows by `id` (unique in the whole list, children included): a row whose `id` is
    /// already shown keeps its cell, its selection and its expansion, and is shown again in place
    /// when its content changed; of rows with the same `id`, the first is shown.
    public func apply(_ rows: [Row], animatingDifferences: Bool = true) {
        show(DataListContents.unique([(.main, nil, rows)], children: heldRows), animatingDifferences: animatingDifferences)
    }
}
#endif
