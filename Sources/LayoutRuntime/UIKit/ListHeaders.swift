#if canImport(UIKit)
import UIKit

/// Section headers of generated lists (`headerMode: supplementary`): list cells in the header
/// style of the list's appearance, titled by their section. The registration is made here, once,
/// before any header is asked for: UIKit raises when a registration made inside a provider is
/// dequeued ("Registrations should be created up front and reused").
@MainActor
public enum ListHeaders {
    /// Gives `dataSource` its headers. `sections` are the sections shown now, in order (a list of
    /// data asks its own, which come and go); a header past their end is left as it is.
    public static func show<Section: Hashable & Sendable, Row: Hashable & Sendable>(
        in dataSource: UICollectionViewDiffableDataSource<Section, Row>,
        style: @escaping @MainActor () -> UIListContentConfiguration,
        sections: @escaping @MainActor () -> [Section], title: @escaping @MainActor (Section) -> String?
    ) {
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            let shown = sections()
            guard shown.indices.contains(indexPath.section) else { return }
            var content = style()
            content.text = title(shown[indexPath.section])
            header.contentConfiguration = content
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
    }
}
#endif
