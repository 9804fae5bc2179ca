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
#endif
