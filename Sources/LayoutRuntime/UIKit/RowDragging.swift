#if canImport(UIKit)
import UIKit

extension UICollectionView {
    /// Lets people drag rows, which `delegate` makes into drag items. Dragging is on by default
    /// only on iPad; on iPhone it is off until turned on (`dragInteractionEnabled`,
    /// UICollectionView.h:382), so a list whose `dragTo` names another turns it on.
    public func allowDragging(from delegate: UICollectionViewDragDelegate) {
        dragDelegate = delegate
        dragInteractionEnabled = true
    }
}

/// Drag and drop between a layout's lists, the same for every list: a dragged row carries the
/// selection it would make as its `localObject` (UIDragItem.h:28), which a drop in this app reads
/// back, and its title as text for other apps. A list that accepts drops proposes to move rows of
/// this app into the row under the finger (`.insertIntoDestinationIndexPath`,
/// UICollectionView.h:631-645) when `canDrop` allows each, refuses everything else, and hands the
/// drop to `didDrop` (`performDropWith`, :591). The list keeps it: the collection view's delegates
/// are weak.
@MainActor
public final class RowDragAndDrop<Row: RowContent, Selection>: NSObject, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    private let row: (IndexPath) -> Row?
    private let dragged: ((Row) -> Selection)?
    private let canDrop: ((Selection, Row) -> Bool)?
    private let didDrop: ([Selection], Row) -> Void

    /// - Parameters:
    ///   - row: the list's row at an index path.
    ///   - dragged: the selection a dragged row carries (`dragTo`); `nil`: its rows do not drag.
    ///   - canDrop: whether a dragged selection may drop onto a row; `nil`: the list takes no drops.
    public init(row: @escaping (IndexPath) -> Row?, dragged: ((Row) -> Selection)?, canDrop: ((Selection, Row) -> Bool)?,
                didDrop: @escaping ([Selection], Row) -> Void = { _, _ in }) {
        self.row = row
        self.dragged = dragged
        self.canDrop = canDrop
        self.didDrop = didDrop
    }

    /// Becomes `collectionView`'s drag delegate, its drop delegate, or both.
    public func install(on collectionView: UICollectionView) {
        if dragged != nil { collectionView.allowDragging(from: self) }
        if canDrop != nil { collectionView.dropDelegate = self }
    }

    public func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession,
                               at indexPath: IndexPath) -> [UIDragItem] {
        guard let dragged, let row = row(indexPath) else { return [] }
        let item = UIDragItem(itemProvider: NSItemProvider(object: row.title as NSString))
        item.localObject = dragged(row)
        return [item]
    }

    public func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                               withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        // Rows of this app's lists over a row that takes each of them; anything else, other apps'
        // data included, is refused.
        let rows = session.items.compactMap { $0.localObject as? Selection }
        guard let canDrop, session.localDragSession != nil, !rows.isEmpty, rows.count == session.items.count,
              let destinationIndexPath, let row = row(destinationIndexPath), rows.allSatisfy({ canDrop($0, row) }) else {
            return UICollectionViewDropProposal(operation: .forbidden)
        }
        return UICollectionViewDropProposal(operation: .move, intent: .insertIntoDestinationIndexPath)
    }

    public func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        guard let canDrop, let indexPath = coordinator.destinationIndexPath, let row = row(indexPath) else { return }
        let dropped = coordinator.items.compactMap { $0.dragItem.localObject as? Selection }
        guard !dropped.isEmpty, dropped.allSatisfy({ canDrop($0, row) }) else { return }
        didDrop(dropped, row)
    }
}
extension ListViewController where Row: RowContent {
    /// Turns on drag and drop between the layout's lists once the view has loaded: rows drag as
    /// `dragged` makes them (`dragTo`), and rows of this app drop onto a row where `canDrop` says
    /// so, handed to `didDrop` (`RowDragAndDrop`).
    public func allowDragAndDrop(dragged: ((Row) -> Selection)?, canDrop: ((Selection, Row) -> Bool)? = nil,
                                 didDrop: @escaping ([Selection], Row) -> Void = { _, _ in }) {
        guard let collectionView else { return }
        let handler = RowDragAndDrop(row: { [weak self] in self?.row(at: $0) }, dragged: dragged, canDrop: canDrop, didDrop: didDrop)
        handler.install(on: collectionView)
        dragAndDrop = handler
    }
}
#endif
