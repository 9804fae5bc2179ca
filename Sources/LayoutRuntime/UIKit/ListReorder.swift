#if canImport(UIKit)
import UIKit

/// Where a row of a reorderable list may land, and how the list takes the order the user left.
/// A row moves among its siblings only: in its own section, under its own outline parent, never
/// above a title row (a title row is a parent, so `target` keeps rows under it). UIKit facts it
/// rests on:
/// - `collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)`
///   decides where a moving row may land; UIKit asks it from iOS 15 (UICollectionView.h:188);
/// - after a move the data source reports a transaction with one section transaction per section
///   it touched (UIDiffableDataSource.h:97-110). A row dropped after the last of its siblings can
///   land under another parent, and on iOS 14, where moves are not clamped, in another section:
///   the list then shows the section again as its order says (`show`).
@MainActor
public enum ListReorder {
    /// The index path a moving row lands on: the proposed place among its siblings nearest to
    /// where the user holds it, before the first sibling or after the last one and its children.
    /// A proposal in another section lands at the near end of the row's own section.
    @available(iOS 15.0, *)
    public static func target<Section: Hashable & Sendable, Row: Hashable & Sendable>(forMoveFrom original: IndexPath, proposed: IndexPath,
                                            in dataSource: UICollectionViewDiffableDataSource<Section, Row>?) -> IndexPath {
        guard let dataSource, let row = dataSource.itemIdentifier(for: original),
              let section = dataSource.sectionIdentifier(for: original.section) else { return original }
        let snapshot = dataSource.snapshot(for: section)
        // The rows shown once the moving row and its children are lifted out; proposals count in them.
        let lifted = Set(snapshot.snapshot(of: row, includingParent: true).items)
        let others = snapshot.visibleItems.filter { !lifted.contains($0) }
        let parent = snapshot.parent(of: row)
        var targets = others.indices.filter { snapshot.parent(of: others[$0]) == parent }
        guard let last = targets.last else { return original }
        targets.append(others[(last + 1)...].firstIndex { snapshot.level(of: $0) <= snapshot.level(of: row) } ?? others.count)
        let item: Int
        if proposed.section != original.section {
            item = proposed.section < original.section ? targets[0] : targets[targets.count - 1]
        } else {
            item = targets.min { abs($0 - proposed.item) < abs($1 - proposed.item) } ?? original.item
        }
        return IndexPath(item: item, section: original.section)
    }

    /// The sections a move touched, in the order the list takes them: a section that gained a row
    /// first, so it gives the row back before the row's own section takes it again.
    public static func sectionChanges<Section: Hashable & Sendable, Row: Hashable & Sendable>(of transaction: NSDiffableDataSourceTransaction<Section, Row>)
        -> [NSDiffableDataSourceSectionTransaction<Section, Row>] {
        transaction.sectionTransactions.sorted {
            $0.finalSnapshot.items.count - $0.initialSnapshot.items.count > $1.finalSnapshot.items.count - $1.initialSnapshot.items.count
        }
    }

    /// Shows `kept`, the section as the list's order says, where UIKit shows it otherwise after a
    /// move (`shown`): other rows, or a row under another parent.
    public static func show<Section: Hashable & Sendable, Row: Hashable & Sendable>(_ kept: NSDiffableDataSourceSectionSnapshot<Row>, in section: Section,
                                          of dataSource: UICollectionViewDiffableDataSource<Section, Row>,
                                          over shown: NSDiffableDataSourceSectionSnapshot<Row>) {
        if kept.items != shown.items || kept.items.contains(where: { kept.parent(of: $0) != shown.parent(of: $0) }) {
            dataSource.apply(kept, to: section, animatingDifferences: false)
        }
    }
}

/// The selection of a generated list, which shows the row that opened the next column.
@MainActor
public enum ListSelection {
    /// Selects `indexPath` and nothing else, without animation; `nil` clears the selection.
    public static func select(only indexPath: IndexPath?, in collectionView: UICollectionView?) {
        guard let collectionView else { return }
        for selected in collectionView.indexPathsForSelectedItems ?? [] where selected != indexPath {
            collectionView.deselectItem(at: selected, animated: false)
        }
        if let indexPath { collectionView.selectItem(at: indexPath, animated: false, scrollPosition: []) }
    }

    /// Called as the list appears: in a column the selection stays visible, so the next column
    /// always matches it; in a navigation stack it is cleared when the user comes back.
    public static func clearWhenStacked(_ collectionView: UICollectionView?, of list: UIViewController, animated: Bool) {
        guard isStacked(list), let collectionView else { return }
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
            collectionView.deselectItem(at: indexPath, animated: animated)
        }
    }

    /// Whether `list` is shown in a navigation stack, where the user comes back to it, rather than
    /// in a column beside what it opened: outside a split view, or inside its `.compact`
    /// controller. Read from where the list is and not from `isCollapsed`, which keeps its old
    /// value until a collapse or an expand finishes (Apple's `isCollapsed` documentation): a
    /// sidebar appearing as the window widens would be taken for a stacked one and lose its
    /// highlight. A split view without a `.compact` controller has only `isCollapsed` to tell.
    public static func isStacked(_ list: UIViewController) -> Bool {
        guard let split = list.splitViewController else { return true }
        guard let compact = split.viewController(for: .compact) else { return split.isCollapsed }
        var ancestor = list.parent
        while let current = ancestor, current !== split {
            if current === compact { return true }
            ancestor = current.parent
        }
        return false
    }
}
#endif
