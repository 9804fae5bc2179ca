// Stand-in UIKit, part 2: collection views with list layouts, registrations, content
// configurations, accessories, diffable data sources and swipe actions (uikit-api.md sections
// 2 to 4). See UIKit.swift for the conventions.
//
// A behavioural model, like UIKit+Diffable.swift (which lists the sources the citations name):
// a collection view keeps its cells, selection and editing state, a list layout keeps its
// configuration (swipe action providers, header mode), cells keep their content configuration
// and accessories, and swipe actions keep their handlers. What a person does to a list (tap,
// swipe, drag, disclosure) is driven through the test-only `UIKitListModel` (UIKit+ListModel.swift).

// MARK: - Scroll and collection views

@available(iOS 2.0, *)
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {
    @available(iOS 2.0, *)
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    @available(iOS 2.0, *)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
}

@available(iOS 2.0, *)
@MainActor open class UIScrollView: UIView {
    weak open var delegate: (any UIScrollViewDelegate)?
    /// UIScrollView.h:172 (iOS 10).
    @available(iOS 10.0, *)
    open var refreshControl: UIRefreshControl?
    @available(iOS 5.0, *)
    open var panGestureRecognizer: UIPanGestureRecognizer { UIPanGestureRecognizer() }
}

@available(iOS 2.0, *)
@MainActor open class UITableView: UIScrollView {
    @available(iOS 9.0, *)
    open var cellLayoutMarginsFollowReadableWidth: Bool = false
}

@available(iOS 6.0, *)
@MainActor public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    @available(iOS 6.0, *)
    func numberOfSections(in collectionView: UICollectionView) -> Int
    @available(iOS 6.0, *)
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView
    @available(iOS 9.0, *)
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    @available(iOS 9.0, *)
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

// Optional requirements (UICollectionView.h:81-89).
extension UICollectionViewDataSource {
    /// One section when not implemented (Apple doc `numberOfSections(in:)`).
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        // Model wording: UIKit asserts when a layout asks a data source without this method for a supplementary view.
        _listModelRaise(reason: "the data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:) (\(kind) at \(indexPath))")
        return UICollectionReusableView(frame: .zero)
    }
    /// Model: not implemented means items cannot be moved.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}

@available(iOS 6.0, *)
@MainActor public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    @available(iOS 6.0, *)
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    @available(iOS 6.0, *)
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    @available(iOS 6.0, *)
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    @available(iOS 6.0, *)
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    @available(iOS 6.0, *)
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    @available(iOS 6.0, *)
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    @available(iOS 6.0, *)
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    /// UICollectionView.h:164. Model: never called by the list model; a scenario calls it as UIKit would.
    @available(iOS 8.0, *)
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// UICollectionView.h:166.
    @available(iOS 6.0, *)
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    @available(iOS 16.0, *)
    func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool
    @available(iOS 16.0, *)
    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath)
    @available(iOS 15.0, *)
    func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath, atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath
    @available(iOS 14.0, *)
    func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool
    /// UICollectionView.h:261-263: nil means no menu for these index paths.
    @available(iOS 16.0, *)
    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint) -> UIContextMenuConfiguration?
    /// UICollectionView.h:336-338: what iOS 13-15 ask, one row at a time.
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration?
}

// Optional requirements (UICollectionView.h:116-201), with what UIKit does when they are missing.
extension UICollectionViewDelegate {
    @available(iOS 16.0, *)
    public func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint) -> UIContextMenuConfiguration? { nil }
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    public func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? { nil }
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// "If not implemented, defaults to `YES` when not editing and `NO` when editing" (UICollectionView.h:143-144).
    public func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool { !collectionView.isEditing }
    public func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}
    /// Not implemented: the proposal stands (UICollectionView.h:188).
    public func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath, atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { proposedIndexPath }
    /// "Defaults to `YES`" (UICollectionView.h:192-201).
    public func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool { true }
}

@available(iOS 6.0, *)
@MainActor open class UICollectionViewLayout: NSObject {
    public override init() { super.init() }
}

@available(iOS 6.0, *)
@MainActor open class UICollectionReusableView: UIView {
    /// The registration that made the view (model bookkeeping).
    var _registrationID: Int?
}

@available(iOS 6.0, *)
@MainActor open class UICollectionViewCell: UICollectionReusableView {
    var _contentConfiguration: (any UIContentConfiguration)?
}

@available(iOS 14.0, tvOS 14.0, *)
extension UICollectionViewCell {
    /// Kept as set (UIKit.si:1060). Model: no content view is made from it.
    @preconcurrency @MainActor public var contentConfiguration: (any UIContentConfiguration)? {
        get { _contentConfiguration }
        set { _contentConfiguration = newValue }
    }
}

@available(iOS 14.0, tvOS 14.0, *)
@MainActor open class UICollectionViewListCell: UICollectionViewCell {
    open var indentationLevel: Int = 0
    open var indentationWidth: CGFloat = 0
    open var indentsAccessories: Bool = true
    var _accessories: [UICellAccessory] = []
}

@available(iOS 14.0, tvOS 14.0, *)
extension UICollectionViewListCell {
    /// Kept as set (UIKit.si:599; UICollectionViewListCell.h:41).
    @preconcurrency @MainActor public var accessories: [UICellAccessory] {
        get { _accessories }
        set { _accessories = newValue }
    }

    /// Model: always `.cell()`; UIKit picks a style to suit the list's appearance.
    @preconcurrency @MainActor public func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}

@available(iOS 6.0, *)
@MainActor open class UICollectionView: UIScrollView {
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `UICollectionElementKindSectionHeader` (apinotes).
    public class var elementKindSectionHeader: String { "UICollectionElementKindSectionHeader" }
    /// `UICollectionElementKindSectionFooter` (apinotes).
    public class var elementKindSectionFooter: String { "UICollectionElementKindSectionFooter" }

    /// The model's state: cells, selection, applies (UIKit+ListModel.swift).
    let _listState = _CollectionViewListState()

    open var collectionViewLayout: UICollectionViewLayout = UICollectionViewLayout()
    /// UICollectionView.h:393: sized to the collection view, behind every cell.
    open var backgroundView: UIView?
    weak open var dataSource: (any UICollectionViewDataSource)?
    /// Controls the cells' editing state, which decides which accessories show (UICollectionView.h:507-509; UICellAccessory.h:21-28).
    @available(iOS 14.0, *)
    open var isEditing: Bool = false
    /// Drag and drop (UICollectionView.h:374-375, iOS 11); the model reads them in `UIKitListModel.drag`.
    @available(iOS 11.0, *)
    weak open var dragDelegate: (any UICollectionViewDragDelegate)?
    @available(iOS 11.0, *)
    weak open var dropDelegate: (any UICollectionViewDropDelegate)?
    /// "As of iOS 15, this is true for both iPhone and iPad by default. Prior to iOS 15, it
    /// defaulted to false on iPhone" (UICollectionView.h:378-382). Model: the default of an iPhone
    /// on iOS 14, the oldest system generated code supports; a drag starts only when it is true.
    @available(iOS 11.0, *)
    open var dragInteractionEnabled: Bool = false
    /// Default true (UICollectionView.h:411).
    open var allowsSelection: Bool = true
    /// Default false (UICollectionView.h:412).
    open var allowsMultipleSelection: Bool = false
    /// Default false (UICollectionView.h:511-514).
    @available(iOS 14.0, *)
    open var allowsSelectionDuringEditing: Bool = false
    /// Default false (UICollectionView.h:517-520).
    @available(iOS 14.0, *)
    open var allowsMultipleSelectionDuringEditing: Bool = false

    /// The selected index paths, in selection order (UICollectionView.h:414). Model: empty, not
    /// nil, when nothing is selected.
    open var indexPathsForSelectedItems: [IndexPath]? { _listState.selected }

    /// Selects without calling any selection delegate method; nil clears the selection; no effect
    /// when `allowsSelection` is false (Apple doc `selectItem(at:animated:scrollPosition:)`).
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
        guard let indexPath else {
            _listState.selected = []
            return
        }
        guard allowsSelection, _contains(indexPath) else { return }
        if !_allowsMultipleSelectionNow { _listState.selected = [] }
        if !_listState.selected.contains(indexPath) { _listState.selected.append(indexPath) }
    }

    /// Deselects without calling any selection delegate method (Apple doc `deselectItem(at:animated:)`).
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        _listState.selected.removeAll { $0 == indexPath }
    }

    /// Asks the data source (UICollectionView.h:433). Model: 0 without one.
    open var numberOfSections: Int {
        guard let dataSource else { return 0 }
        return dataSource.numberOfSections(in: self)
    }

    /// Asks the data source (UICollectionView.h:434). Model: 0 for a section out of range.
    open func numberOfItems(inSection section: Int) -> Int {
        guard let dataSource, section >= 0, section < numberOfSections else { return 0 }
        return dataSource.collectionView(self, numberOfItemsInSection: section)
    }

    /// The cell showing the item, nil when no cell exists or the index path is out of range
    /// (UICollectionView.h:442-443). Model: a row on screen has a cell (made on demand if no apply
    /// made it); one scrolled out of view (`UIKitListModel.scroll(_:showingRows:)`) has none.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        guard _contains(indexPath), _isOnScreen(indexPath), let dataSource else { return nil }
        if let key = _listState.diffable?._itemKey(at: indexPath) {
            if let cell = _listState.cells[key] { return cell }
            let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
            _listState.cells[key] = cell
            return cell
        }
        if let cell = _listState.plainCells[indexPath] { return cell }
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        _listState.plainCells[indexPath] = cell
        return cell
    }

    /// UICollectionView.h:440.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        if let diffable = _listState.diffable,
           let key = _listState.cells.first(where: { $0.value === cell })?.key {
            return diffable._indexPath(ofKey: key)
        }
        return _listState.plainCells.first(where: { $0.value === cell })?.key
    }

    /// Model: all rows are on screen (UICollectionView.h:445-446).
    open var indexPathsForVisibleItems: [IndexPath] {
        (0..<numberOfSections).flatMap { section in (0..<numberOfItems(inSection: section)).map { IndexPath(item: $0, section: section) } }
    }

    open var visibleCells: [UICollectionViewCell] {
        indexPathsForVisibleItems.compactMap(cellForItem(at:))
    }

    /// Discards the cells; they are asked for again (UICollectionView.h:422). Model: on demand.
    open func reloadData() {
        _listState.cells = [:]
        _listState.plainCells = [:]
        _listState.supplementaryViews = [:]
    }

    /// The supplementary view shown, if one was made (UICollectionView.h:448).
    @available(iOS 9.0, *)
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        _listState.supplementaryViews[elementKind]?[indexPath]
    }

    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
    }

    // MARK: Model helpers

    /// Whether the row at `indexPath` is on screen (`UIKitListModel.scroll(_:showingRows:)`).
    func _isOnScreen(_ indexPath: IndexPath) -> Bool {
        guard let positions = _listState.rowsOnScreen else { return true }
        let position = (0..<indexPath.section).reduce(0) { $0 + numberOfItems(inSection: $1) } + indexPath.item
        return positions.contains(position)
    }

    func _contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < numberOfSections
            && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
    }

    var _allowsMultipleSelectionNow: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    var _collectionDelegate: (any UICollectionViewDelegate)? {
        delegate as? any UICollectionViewDelegate
    }
}

// MARK: - Registrations (Swift overlay)

@available(iOS 14.0, tvOS 14.0, *)
extension UICollectionView {
    public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void
        let _handler: Handler
        let _id: Int
        let _madeInsideCellProvider: Bool

        public init(handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler) {
            _handler = handler
            (_id, _madeInsideCellProvider) = _listModelNewRegistration()
        }
    }

    public struct SupplementaryRegistration<Supplementary> where Supplementary: UICollectionReusableView {
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void
        let _elementKind: String
        let _handler: Handler
        let _id: Int
        let _madeInsideCellProvider: Bool

        public init(elementKind: String, handler: @escaping UICollectionView.SupplementaryRegistration<Supplementary>.Handler) {
            _elementKind = elementKind
            _handler = handler
            (_id, _madeInsideCellProvider) = _listModelNewRegistration()
        }
    }

    /// Makes a cell and runs the registration's handler on it with the item (UICollectionView.h:407).
    /// While the data source reconfigures a row, returns that row's existing cell instead, handler
    /// re-run (Apple doc `reconfigureItems(_:)`). Model: no reuse pool, a new cell per dequeue.
    @preconcurrency @MainActor
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?) -> Cell where Cell: UICollectionViewCell {
        let state = _listState
        if registration._madeInsideCellProvider {
            // Exception text (iOS 15 and later) quoted from crash reports in public code.
            _listModelRaise(reason: "Attempted to dequeue a cell using a registration that was created inside -collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell provider. Creating a new registration each time a cell is requested will prevent reuse and cause created cells to remain inaccessible in memory for the lifetime of the collection view. Registrations should be created up front and reused.")
        }
        let key = state.currentItem ?? AnyHashable(indexPath)
        let cell: Cell
        if let reconfiguring = state.reconfiguring, reconfiguring.indexPath == indexPath,
           reconfiguring.cell._registrationID == registration._id, let existing = reconfiguring.cell as? Cell {
            cell = existing
        } else {
            if let reconfiguring = state.reconfiguring, reconfiguring.indexPath == indexPath {
                // Exception text quoted from crash reports in public code.
                _listModelRaise(reason: "Attempted to dequeue a cell for a different registration or reuse identifier than the existing cell when reconfiguring an item, which is not allowed.")
            }
            cell = _listModelMakeView(Cell.self)
            cell._registrationID = registration._id
            state.cellsMade[key, default: 0] += 1
        }
        state.madeByDequeue = cell
        // Model: with a nil item the handler, which takes a non-optional item, is not run.
        if let item {
            registration._handler(cell, indexPath, item)
            state.configurations[key, default: 0] += 1
        }
        return cell
    }

    /// Makes a supplementary view and runs the registration's handler (UICollectionView.h:408).
    @preconcurrency @MainActor
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: UICollectionView.SupplementaryRegistration<Supplementary>, for indexPath: IndexPath) -> Supplementary where Supplementary: UICollectionReusableView {
        let view = _listModelMakeView(Supplementary.self)
        view._registrationID = registration._id
        registration._handler(view, registration._elementKind, indexPath)
        _listState.supplementaryViews[registration._elementKind, default: [:]][indexPath] = view
        return view
    }
}

@available(*, unavailable)
extension UICollectionView.CellRegistration: Sendable {}

@available(*, unavailable)
extension UICollectionView.SupplementaryRegistration: Sendable {}

// MARK: - Compositional list layout

@available(iOS 13.0, tvOS 13.0, *)
@MainActor public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    var contentSize: CGSize { get }
}

@available(iOS 13.0, tvOS 13.0, *)
@MainActor public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

@available(iOS 13.0, tvOS 13.0, *)
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

@available(iOS 14.0, tvOS 14.0, *)
public enum UIContentInsetsReference: Int, Sendable {
    case automatic = 0
    case none = 1
    case safeArea = 2
    case layoutMargins = 3
    case readableContent = 4
}

@available(iOS 13.0, tvOS 13.0, *)
@MainActor open class NSCollectionLayoutSection: NSObject {
    /// `-init` is NS_UNAVAILABLE; sections come from factories such as `list(using:layoutEnvironment:)`.
    init(standIn: Void, listConfiguration: UICollectionLayoutListConfiguration? = nil) {
        _listConfiguration = listConfiguration
        super.init()
    }
    @available(iOS 14.0, tvOS 14.0, *)
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    /// The list configuration a `list(using:…)` section was made from.
    let _listConfiguration: UICollectionLayoutListConfiguration?
}

@available(iOS 13.0, tvOS 13.0, *)
@MainActor open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    public override init() { super.init() }
}

@available(iOS 13.0, tvOS 13.0, *)
@MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    let _section: NSCollectionLayoutSection?
    let _sectionProvider: UICollectionViewCompositionalLayoutSectionProvider?

    public init(section: NSCollectionLayoutSection) {
        _section = section
        _sectionProvider = nil
        super.init()
    }
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        _section = section
        _sectionProvider = nil
        super.init()
    }
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        _section = nil
        _sectionProvider = sectionProvider
        super.init()
    }
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        _section = nil
        _sectionProvider = sectionProvider
        super.init()
    }

    /// The layout of section `index`: the one section, or what the provider returns for the
    /// section index and an environment holding the collection view's traits
    /// (UICollectionViewCompositionalLayout.h:48; uikit-api.md 2.3). Model: asked afresh each time.
    func _section(at index: Int, in collectionView: UICollectionView) -> NSCollectionLayoutSection? {
        guard let _sectionProvider else { return _section }
        return _sectionProvider(index, _ListLayoutEnvironment(collectionView))
    }
}

/// The environment a section provider is given. Model: the container is the collection view's bounds.
@MainActor final class _ListLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment {
    final class Container: NSObject, NSCollectionLayoutContainer {
        let contentSize: CGSize
        init(contentSize: CGSize) {
            self.contentSize = contentSize
            super.init()
        }
    }

    let container: any NSCollectionLayoutContainer
    let traitCollection: UITraitCollection

    init(_ collectionView: UICollectionView) {
        container = Container(contentSize: collectionView.bounds.size)
        traitCollection = collectionView.traitCollection
        super.init()
    }
}

@available(iOS 14.0, tvOS 14.0, *)
public struct UICollectionLayoutListConfiguration {
    /// A Swift enum without raw values.
    public enum Appearance {
        case plain
        case grouped
        @available(tvOS, unavailable) case insetGrouped
        @available(tvOS, unavailable) case sidebar
        @available(tvOS, unavailable) case sidebarPlain
    }

    public enum HeaderMode {
        case none, supplementary, firstItemInSection
    }

    public enum FooterMode {
        case none, supplementary
    }

    @available(tvOS, unavailable)
    public typealias SwipeActionsConfigurationProvider = (_ indexPath: IndexPath) -> UISwipeActionsConfiguration?

    public init(appearance: UICollectionLayoutListConfiguration.Appearance) { self.appearance = appearance }
    public private(set) var appearance: UICollectionLayoutListConfiguration.Appearance
    @available(tvOS, unavailable)
    public var showsSeparators: Bool = true
    public var backgroundColor: UIColor?
    /// Asked for the actions a swipe from the leading edge reveals (UICollectionLayoutList.h:93).
    @available(tvOS, unavailable)
    public var leadingSwipeActionsConfigurationProvider: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
    /// Asked for the actions a swipe from the trailing edge reveals (UICollectionLayoutList.h:97).
    @available(tvOS, unavailable)
    public var trailingSwipeActionsConfigurationProvider: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
    /// Default `.none` (UICollectionLayoutList.h:103).
    public var headerMode: UICollectionLayoutListConfiguration.HeaderMode = .none
    public var footerMode: UICollectionLayoutListConfiguration.FooterMode = .none
    @available(iOS 15.0, tvOS 15.0, *)
    public var headerTopPadding: CGFloat?
}

@available(iOS 14.0, tvOS 14.0, *)
extension UICollectionViewCompositionalLayout {
    /// One list section for every section (UIKit.si:2724).
    @preconcurrency @MainActor
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(standIn: (), listConfiguration: configuration))
    }
}

@available(iOS 14.0, tvOS 14.0, *)
extension NSCollectionLayoutSection {
    /// A list section that keeps `configuration` (UIKit.si:2728).
    @preconcurrency @MainActor
    public static func list(using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        NSCollectionLayoutSection(standIn: (), listConfiguration: configuration)
    }
}

// MARK: - Content configurations

@available(iOS 14.0, tvOS 14.0, *)
public protocol UIConfigurationState {}

@available(iOS 14.0, tvOS 14.0, *)
@MainActor public protocol UIContentView: NSObjectProtocol {
    var configuration: any UIContentConfiguration { get set }
}

@available(iOS 14.0, tvOS 14.0, *)
public protocol UIContentConfiguration {
    @MainActor func makeContentView() -> any UIView & UIContentView
    func updated(for state: any UIConfigurationState) -> Self
}

/// UIContentUnavailableConfiguration.h:23-84, UIKit.si:2350-2531 (iOS 17): what a view controller
/// shows while its content is unavailable. Model: the three factories differ only in
/// `_modelKind`; the system's own texts for `search()` and `loading()` are not modelled.
@available(iOS 17.0, tvOS 17.0, *)
public struct UIContentUnavailableConfiguration: UIContentConfiguration, Hashable {
    public static func empty() -> UIContentUnavailableConfiguration { UIContentUnavailableConfiguration(_modelKind: "empty") }
    public static func loading() -> UIContentUnavailableConfiguration { UIContentUnavailableConfiguration(_modelKind: "loading") }
    public static func search() -> UIContentUnavailableConfiguration { UIContentUnavailableConfiguration(_modelKind: "search") }

    @MainActor public func makeContentView() -> any UIView & UIContentView { fatalError() }
    public func updated(for state: any UIConfigurationState) -> UIContentUnavailableConfiguration { self }

    public var image: UIImage?
    public var text: String?
    public var secondaryText: String?

    /// Which factory made it: `empty`, `loading` or `search` (`UIKitModel.contentUnavailable(of:)`).
    let _modelKind: String

    init(_modelKind: String) { self._modelKind = _modelKind }
}

/// UIContentUnavailableConfigurationState.h:16-28, UIKit.si:2585-2599 (iOS 17).
@available(iOS 17.0, tvOS 17.0, *)
public struct UIContentUnavailableConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    /// Default: the search bar text of the view controller's search controller (:28).
    public var searchText: String?
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}

@available(iOS 14.0, tvOS 14.0, *)
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    public static func cell() -> UIListContentConfiguration { _style("cell") }
    public static func subtitleCell() -> UIListContentConfiguration { _style("subtitleCell") }
    public static func valueCell() -> UIListContentConfiguration { _style("valueCell") }
    public static func plainHeader() -> UIListContentConfiguration { _style("plainHeader") }
    public static func plainFooter() -> UIListContentConfiguration { _style("plainFooter") }
    public static func groupedHeader() -> UIListContentConfiguration { _style("groupedHeader") }
    public static func groupedFooter() -> UIListContentConfiguration { _style("groupedFooter") }
    @available(iOS 15.0, *)
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration { _style("prominentInsetGroupedHeader") }
    @available(iOS 15.0, *)
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration { _style("extraProminentInsetGroupedHeader") }
    @available(tvOS, unavailable)
    public static func sidebarCell() -> UIListContentConfiguration { _style("sidebarCell") }
    @available(tvOS, unavailable)
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { _style("sidebarSubtitleCell") }
    @available(tvOS, unavailable)
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { _style("accompaniedSidebarCell") }
    @available(tvOS, unavailable)
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { _style("accompaniedSidebarSubtitleCell") }
    @available(tvOS, unavailable)
    public static func sidebarHeader() -> UIListContentConfiguration { _style("sidebarHeader") }
    // No header() or footer(): they are iOS 18.

    @MainActor public func makeContentView() -> any UIView & UIContentView { fatalError() }
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }

    public var image: UIImage?
    public var text: String?
    public var secondaryText: String?
    public var prefersSideBySideTextAndSecondaryText: Bool = false
    public var imageToTextPadding: CGFloat = 0

    /// The factory the configuration came from (`UIKitListModel.style(of:)`). Model: styles
    /// differ only in this name.
    var _styleName = "cell"

    static func _style(_ name: String) -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration()
        configuration._styleName = name
        return configuration
    }
}

// MARK: - Cell accessories

@available(iOS 14.0, tvOS 14.0, *)
public struct UICellAccessory {
    public typealias ActionHandler = () -> Void

    /// When an accessory shows, by the cell's editing state (UICellAccessory.h:21-28).
    public enum DisplayedState {
        case always, whenEditing, whenNotEditing
    }

    public enum LayoutDimension {
        case actual, standard, custom(CGFloat)
    }

    // Option structs as in UIKit.si:622-694. Model: a nil `reservedLayoutWidth` reads `.actual`
    // (the header's default 0 means the actual width, UICellAccessory.h:46-50).

    public struct DisclosureIndicatorOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
            self.tintColor = tintColor
        }
    }

    public struct CheckmarkOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
            self.tintColor = tintColor
        }
    }

    public struct DeleteOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    public struct InsertOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    public struct ReorderOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension
        public var tintColor: UIColor?
        /// Default true (UICellAccessory.h:114).
        public var showsVerticalSeparator: Bool
        public init(isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil, showsVerticalSeparator: Bool? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator ?? true
        }
    }

    public struct OutlineDisclosureOptions {
        /// `.header`: a tap anywhere in the cell toggles it, and the cell cannot be selected;
        /// `.cell`: only the disclosure toggles, a tap on the cell selects; `.automatic`: decided
        /// by whether the cell is a section header (UICellAccessory.h:131-140).
        public enum Style {
            case automatic, header, cell
        }
        /// Default `.automatic` (UICellAccessory.h:146-147).
        public var style: UICellAccessory.OutlineDisclosureOptions.Style
        public var isHidden: Bool
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension
        public var tintColor: UIColor?
        public init(style: UICellAccessory.OutlineDisclosureOptions.Style? = nil, isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.style = style ?? .automatic
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
            self.tintColor = tintColor
        }
    }

    public static func disclosureIndicator(displayed: UICellAccessory.DisplayedState = .always, options: UICellAccessory.DisclosureIndicatorOptions = DisclosureIndicatorOptions()) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator, displayed: displayed, isHidden: options.isHidden)
    }
    public static func checkmark(displayed: UICellAccessory.DisplayedState = .always, options: UICellAccessory.CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        UICellAccessory(.checkmark, displayed: displayed, isHidden: options.isHidden)
    }
    /// With no action handler "a tap will reveal any trailing swipe actions for the cell" (UICellAccessory.h:90-91).
    public static func delete(displayed: UICellAccessory.DisplayedState = .whenEditing, options: UICellAccessory.DeleteOptions = DeleteOptions(), actionHandler: UICellAccessory.ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.delete, displayed: displayed, isHidden: options.isHidden, actionHandler: actionHandler)
    }
    /// With no action handler "taps on the accessory are ignored" (UICellAccessory.h:103-104).
    public static func insert(displayed: UICellAccessory.DisplayedState = .whenEditing, options: UICellAccessory.InsertOptions = InsertOptions(), actionHandler: UICellAccessory.ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.insert, displayed: displayed, isHidden: options.isHidden, actionHandler: actionHandler)
    }
    /// Dragging it starts an interactive reorder (UICellAccessory.h:109-110).
    public static func reorder(displayed: UICellAccessory.DisplayedState = .whenEditing, options: UICellAccessory.ReorderOptions = ReorderOptions()) -> UICellAccessory {
        UICellAccessory(.reorder, displayed: displayed, isHidden: options.isHidden)
    }
    /// With no action handler a tap toggles the item in its section snapshot (UICellAccessory.h:150-152).
    public static func outlineDisclosure(displayed: UICellAccessory.DisplayedState = .always, options: UICellAccessory.OutlineDisclosureOptions = OutlineDisclosureOptions(), actionHandler: UICellAccessory.ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.outlineDisclosure, displayed: displayed, isHidden: options.isHidden, outlineStyle: options.style, actionHandler: actionHandler)
    }

    /// UIKit.si:705-712 (iOS 14).
    public struct LabelOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension
        public var tintColor: UIColor?
        public var font: UIFont
        public var adjustsFontForContentSizeCategory: Bool
        public init(isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil,
                    font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
            self.tintColor = tintColor
            self.font = font ?? UIFont()
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory ?? true
        }
    }

    /// UIKit.si:713: a text label, shown in every editing state by default.
    public static func label(text: String, displayed: UICellAccessory.DisplayedState = .always, options: UICellAccessory.LabelOptions = LabelOptions()) -> UICellAccessory {
        var accessory = UICellAccessory(.label, displayed: displayed, isHidden: options.isHidden)
        accessory._labelText = text
        return accessory
    }

    public enum AccessoryType: Hashable {
        case disclosureIndicator, outlineDisclosure, checkmark, delete, insert, reorder, multiselect, label
    }

    public let accessoryType: UICellAccessory.AccessoryType

    let _displayed: UICellAccessory.DisplayedState
    let _isHidden: Bool
    let _outlineStyle: UICellAccessory.OutlineDisclosureOptions.Style?
    let _actionHandler: UICellAccessory.ActionHandler?
    /// A label accessory's text (`UIKitListModel.labels(at:in:)`).
    var _labelText: String?

    init(_ accessoryType: UICellAccessory.AccessoryType, displayed: UICellAccessory.DisplayedState, isHidden: Bool,
         outlineStyle: UICellAccessory.OutlineDisclosureOptions.Style? = nil, actionHandler: UICellAccessory.ActionHandler? = nil) {
        self.accessoryType = accessoryType
        _displayed = displayed
        _isHidden = isHidden
        _outlineStyle = outlineStyle
        _actionHandler = actionHandler
    }

    /// Shown in this editing state: "Hidden accessories … are not visible and do not provide any
    /// behaviors" (UICellAccessory.h:21-28, :42-44).
    func _isDisplayed(editing: Bool) -> Bool {
        guard !_isHidden else { return false }
        switch _displayed {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }
}

// MARK: - Swipe actions

@available(iOS 11.0, *)
@available(tvOS, unavailable)
@MainActor open class UIContextualAction: NSObject {
    public enum Style: Int, Sendable {
        case normal = 0
        case destructive = 1
    }

    /// `(action, sourceView, completion)`: call `completion(true)` when the action was performed,
    /// `completion(false)` to just reset the row (UIContextualAction.h:17-19).
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public convenience init(style: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler) {
        self.init()
        _style = style
        _handler = handler
        self.title = title
    }
    public override init() { super.init() }
    /// UIContextualAction.h:31.
    open var style: UIContextualAction.Style { _style }
    /// UIContextualAction.h:32.
    open var handler: UIContextualAction.Handler { _handler }
    open var title: String?
    open var backgroundColor: UIColor!
    open var image: UIImage?

    var _style: UIContextualAction.Style = .normal
    /// Model: an action made with `init()` resets the row.
    var _handler: UIContextualAction.Handler = { _, _, completion in completion(false) }
}

@available(iOS 11.0, *)
@available(tvOS, unavailable)
@MainActor open class UISwipeActionsConfiguration: NSObject {
    /// `actions[0]` is the outermost action, nearest the edge the swipe starts from, and the one a
    /// full swipe performs (Apple doc `init(actions:)`; reference §8).
    public convenience init(actions: [UIContextualAction]) {
        self.init()
        _actions = actions
    }
    public override init() { super.init() }
    open var actions: [UIContextualAction] { _actions }
    /// Default true: a full swipe performs the first action (UISwipeActionsConfiguration.h:21).
    open var performsFirstActionWithFullSwipe: Bool = true

    var _actions: [UIContextualAction] = []
}

// MARK: - Index paths (NSIndexPath+UIKitAdditions)

extension IndexPath {
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
