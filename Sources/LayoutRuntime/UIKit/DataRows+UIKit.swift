#if canImport(UIKit)
import UIKit

extension DataRows {
    /// Shows `ids` as the only section of `dataSource`. The rows in `changed` kept their id but
    /// not their content: `reconfigureItems` (iOS 15, UIKit.si:3225) runs the cell registration
    /// again on the existing cell, so the row keeps its selection and does not flash; before
    /// iOS 15, `reloadItems` gives it a new cell.
    @MainActor
    public static func show<Section: Hashable & Sendable, ID: Hashable & Sendable>(
        _ ids: [ID], as section: Section, in dataSource: UICollectionViewDiffableDataSource<Section, ID>,
        changed: [ID], animatingDifferences: Bool
    ) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, ID>()
        snapshot.appendSections([section])
        snapshot.appendItems(ids, toSection: section)
        if !changed.isEmpty {
            if #available(iOS 15.0, *) {
                snapshot.reconfigureItems(changed)
            } else {
                snapshot.reloadItems(changed)
            }
        }
        dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
    }
}
#endif
