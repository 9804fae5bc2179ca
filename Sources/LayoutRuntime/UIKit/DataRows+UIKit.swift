#if canImport(UIKit)
import UIKit

extension DataRows {
    /// Shows `ids` as the only section of `dataSource`; the rows in `changed` kept their id but
    /// not their content and are shown again in place (`showAgain`).
    @MainActor
    public static func show<Section: Hashable & Sendable, ID: Hashable & Sendable>(
        _ ids: [ID], as section: Section, in dataSource: UICollectionViewDiffableDataSource<Section, ID>,
        changed: [ID], animatingDifferences: Bool
    ) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, ID>()
        snapshot.appendSections([section])
        snapshot.appendItems(ids, toSection: section)
        showAgain(changed, in: &snapshot)
        dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
    }

    /// Marks rows of `snapshot` whose content changed under the same id to be shown again in
    /// their cells: `reconfigureItems` (iOS 15, UIKit.si:3225) runs the cell registration again
    /// on the existing cell, so the row keeps its selection and does not flash; before iOS 15,
    /// `reloadItems` gives it a new cell. Every row in `changed` must be in `snapshot`.
    public static func showAgain<Section: Hashable & Sendable, ID: Hashable & Sendable>(
        _ changed: [ID], in snapshot: inout NSDiffableDataSourceSnapshot<Section, ID>
    ) {
        guard !changed.isEmpty else { return }
        if #available(iOS 15.0, *) {
            snapshot.reconfigureItems(changed)
        } else {
            snapshot.reloadItems(changed)
        }
    }
}
#endif
