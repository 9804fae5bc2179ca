// Drag and drop in collection views: the declarations of UIDragItem.h, UIDragSession.h,
// UIDropInteraction.h and UICollectionView.h:533-760 that generated code uses, and a model of one
// drag from a row onto a row (`UIKitListModel.drag(from:in:onto:in:)`).
import Foundation

/// Foundation's `NSItemProvider` (NSItemProvider.h), which swift-corelibs-foundation lacks: the
/// initializer generated code calls. Declared here so that the spelling type-checks; the real SDK
/// run checks it against Foundation.
open class NSItemProvider: NSObject {
    /// `initWithObject:` (NSItemProvider.h:139, iOS 11): the object's own representations.
    public init(object: any NSItemProviderWriting) {
        self._object = object
        super.init()
    }
    let _object: any NSItemProviderWriting
}

/// NSItemProvider.h:34; NSString adopts it (NSString.h:462, `@interface NSString (NSItemProvider)`).
public protocol NSItemProviderWriting: NSObjectProtocol {}
extension NSString: NSItemProviderWriting {}

/// UIDragItem.h:17-31 (iOS 11).
@available(iOS 11.0, *)
@MainActor open class UIDragItem: NSObject {
    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
        super.init()
    }
    /// Read-only (UIDragItem.h:23).
    public let itemProvider: NSItemProvider
    /// In-app data that travels with the item: seen only by this app (UIDragItem.h:25-28).
    open var localObject: Any?
}

/// UIDragSession.h:18-60 (`NSProgressReporting` of the drop session is left out: unused).
@available(iOS 11.0, *)
@MainActor public protocol UIDragDropSession: NSObjectProtocol {
    var items: [UIDragItem] { get }
    func location(in view: UIView) -> CGPoint
    var allowsMoveOperation: Bool { get }
    var isRestrictedToDraggingApplication: Bool { get }
}

@available(iOS 11.0, *)
@MainActor public protocol UIDragSession: UIDragDropSession {
    var localContext: Any? { get set }
}

@available(iOS 11.0, *)
@MainActor public protocol UIDropSession: UIDragDropSession {
    /// The drag session when the drag started in this app, else nil (UIDragSession.h:88-91).
    var localDragSession: (any UIDragSession)? { get }
}

/// UIDropInteraction.h:41-72.
@available(iOS 11.0, *)
public enum UIDropOperation: UInt, @unchecked Sendable {
    case cancel = 0
    case forbidden = 1
    case copy = 2
    case move = 3
}

/// UIDropInteraction.h:87-104.
@available(iOS 11.0, *)
@MainActor open class UIDropProposal: NSObject {
    public init(operation: UIDropOperation) {
        self.operation = operation
        super.init()
    }
    /// Read-only (UIDropInteraction.h:95).
    public let operation: UIDropOperation
}

/// UICollectionView.h:631-647.
@available(iOS 11.0, *)
public enum UICollectionViewDropIntent: Int, @unchecked Sendable {
    case unspecified = 0
    case insertAtDestinationIndexPath = 1
    case insertIntoDestinationIndexPath = 2
}

/// UICollectionView.h:651-659 (`initWithDropOperation:intent:`, whose Swift name drops the
/// needless "Drop").
@available(iOS 11.0, *)
@MainActor open class UICollectionViewDropProposal: UIDropProposal {
    public init(operation: UIDropOperation, intent: UICollectionViewDropIntent) {
        self.intent = intent
        super.init(operation: operation)
    }
    public override init(operation: UIDropOperation) {
        self.intent = .unspecified
        super.init(operation: operation)
    }
    /// Read-only (UICollectionView.h:657).
    public let intent: UICollectionViewDropIntent
}

/// UICollectionView.h:738-752.
@available(iOS 11.0, *)
@MainActor public protocol UICollectionViewDropItem: NSObjectProtocol {
    var dragItem: UIDragItem { get }
    var sourceIndexPath: IndexPath? { get }
}

/// UICollectionView.h:663-700 (the placeholder and animation methods are left out: unused).
@available(iOS 11.0, *)
@MainActor public protocol UICollectionViewDropCoordinator: NSObjectProtocol {
    var items: [any UICollectionViewDropItem] { get }
    var destinationIndexPath: IndexPath? { get }
    var proposal: UICollectionViewDropProposal { get }
    var session: any UIDropSession { get }
}

/// UICollectionView.h:533-578: `itemsForBeginning` is required (:541).
@available(iOS 11.0, *)
@MainActor public protocol UICollectionViewDragDelegate: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem]
}

/// UICollectionView.h:583-628: `performDropWith` is required (:591), the rest optional.
@available(iOS 11.0, *)
@MainActor public protocol UICollectionViewDropDelegate: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator)
    func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool
    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal
}

@available(iOS 11.0, *)
extension UICollectionViewDropDelegate {
    /// Optional (:596-599): "If not implemented, YES is assumed" (model: every session can be handled).
    public func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool { true }
    /// Optional (:601-611). Model: without it the drop is cancelled, as a default proposal of
    /// `UIDropOperationCancel` does (UIDropInteraction.h:48-50).
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        UICollectionViewDropProposal(operation: .cancel)
    }
}

// MARK: - The model of one drag

@MainActor final class _DragSession: NSObject, UIDragSession, UIDropSession {
    var items: [UIDragItem]
    var localContext: Any?
    let local: Bool
    init(items: [UIDragItem], local: Bool) {
        self.items = items
        self.local = local
    }
    func location(in view: UIView) -> CGPoint { .zero }
    /// UIDragSession.h:39-47, from the drag delegate (which generated lists leave at its default,
    /// true, UIDragInteraction.h:108); UIDragInteraction.h:102: "Drops in other apps are always
    /// copies", so a session from another app allows no move.
    var allowsMoveOperation: Bool { local }
    var isRestrictedToDraggingApplication: Bool { false }
    var localDragSession: (any UIDragSession)? { local ? self : nil }
}

@MainActor final class _DropItem: NSObject, UICollectionViewDropItem {
    let dragItem: UIDragItem
    let sourceIndexPath: IndexPath?
    init(dragItem: UIDragItem, sourceIndexPath: IndexPath?) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
    }
}

@MainActor final class _DropCoordinator: NSObject, UICollectionViewDropCoordinator {
    let items: [any UICollectionViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UICollectionViewDropProposal
    let session: any UIDropSession
    init(items: [any UICollectionViewDropItem], destinationIndexPath: IndexPath?, proposal: UICollectionViewDropProposal, session: any UIDropSession) {
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
    }
}

extension UIKitListModel {
    public enum DragOutcome: Equatable, Sendable {
        /// No drag started: no drag delegate, dragging off, or no items for the row.
        case notDragged(String)
        /// The target proposed this operation, which does not transfer data: nothing was dropped.
        case refused(UIDropOperation)
        /// `performDropWith` ran with this proposal.
        case dropped(UIDropOperation, UICollectionViewDropIntent)
    }

    /// A person long-presses the row at `source` in `sourceList`, drags it over the row at
    /// `destination` in `targetList` (of the same app, or nil outside any row) and lifts the finger. The drag begins with
    /// the drag delegate's items (UICollectionView.h:537-541: an empty array prevents the drag),
    /// the drop delegate is asked whether it can handle the session (:596-599) and for a proposal
    /// while the finger is over the row (:601-611), and only a copy or move proposal performs the
    /// drop (:587-591; UIDropInteraction.h:41-72).
    @MainActor
    public static func drag(from source: IndexPath, in sourceList: UICollectionView, onto destination: IndexPath?, in targetList: UICollectionView,
                            fromAnotherApp: Bool = false) -> DragOutcome {
        guard sourceList.dragInteractionEnabled else { return .notDragged("dragInteractionEnabled is false") }
        guard let dragDelegate = sourceList.dragDelegate else { return .notDragged("no drag delegate") }
        guard sourceList._contains(source) else { return .notDragged("no row at \(source)") }
        let session = _DragSession(items: [], local: !fromAnotherApp)
        let items = dragDelegate.collectionView(sourceList, itemsForBeginning: session, at: source)
        guard !items.isEmpty else { return .notDragged("no items for the row") }
        session.items = items
        // Another app sees the item providers, never the local objects (UIDragItem.h:25-28).
        if fromAnotherApp { for item in items { item.localObject = nil } }
        guard let dropDelegate = targetList.dropDelegate else { return .refused(.forbidden) }
        guard dropDelegate.collectionView(targetList, canHandle: session) else { return .refused(.forbidden) }
        // Past the last row of a section the index path is one that does not exist yet (:603-605).
        let over = destination
        let proposal = dropDelegate.collectionView(targetList, dropSessionDidUpdate: session, withDestinationIndexPath: over)
        guard proposal.operation == .copy || proposal.operation == .move else { return .refused(proposal.operation) }
        // A move where the session allows none is a cancel (UIDropInteraction.h:70-72).
        guard proposal.operation != .move || session.allowsMoveOperation else { return .refused(.cancel) }
        let dropItems = items.map { _DropItem(dragItem: $0, sourceIndexPath: sourceList === targetList ? source : nil) }
        dropDelegate.collectionView(targetList, performDropWith: _DropCoordinator(items: dropItems, destinationIndexPath: over, proposal: proposal, session: session))
        return .dropped(proposal.operation, proposal.intent)
    }
}
