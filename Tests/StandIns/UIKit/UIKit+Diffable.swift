// Stand-in UIKit, part 5: diffable data sources and snapshots (uikit-api.md section 4).
// See UIKit.swift for the conventions.
//
// Unlike the declaration-only parts, this file is a behavioural model: snapshots are real data
// structures and the data source drives a UICollectionView, so generated list controllers can run
// on Linux and be observed through the test-only `UIKitListModel` (UIKit+ListModel.swift).
// Sources, cited next to each behaviour:
// - `UIDiffableDataSource.h:N`, `NSDiffableDataSourceSectionSnapshot.h:N`, `UICollectionView.h:N`:
//   headers of the iPhoneOS 17.0 SDK (itsnebulalol/sdks, iPhoneOS17.0.sdk/…/UIKit.framework/Headers).
// - `UIKit.si:N`: that SDK's UIKit.swiftmodule/arm64-apple-ios.swiftinterface.
// - Apple documentation pages, named by their path under developer.apple.com/documentation/uikit.
// - Exception texts UIKit raises, quoted from crash reports in public code where noted; a text
//   marked "model wording" is this model's own, for a case whose real text was not found.
// `// Model:` marks a simplification. UIKit raises an Objective-C exception (the app terminates);
// the model records it in `UIKitListModel.exceptions` and carries on without the offending
// change, so a test can observe it.

// MARK: - Snapshots

@available(iOS 13.0, tvOS 13.0, *)
@preconcurrency public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>: @unchecked Sendable
where SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable, ItemIdentifierType: Sendable {
    // The complete state of a list: sections in order, each with its items in order
    // (UIDiffableDataSource.h:18-25). Identity is `Hashable` equality (reference §8).
    var _sections: [SectionIdentifierType] = []
    var _items: [[ItemIdentifierType]] = []
    var _reloadedSections: [SectionIdentifierType] = []
    var _reloadedItems: [ItemIdentifierType] = []
    var _reconfiguredItems: [ItemIdentifierType] = []

    public init() {}

    public var numberOfItems: Int { _items.reduce(0) { $0 + $1.count } }
    public var numberOfSections: Int { _sections.count }
    public var sectionIdentifiers: [SectionIdentifierType] { _sections }
    public var itemIdentifiers: [ItemIdentifierType] { _items.flatMap { $0 } }

    /// What `reloadItems`/`reloadSections`/`reconfigureItems` marked since the snapshot was made
    /// (UIDiffableDataSource.h:44-46; Apple doc `reconfiguredItemIdentifiers`: "the items that the
    /// view reconfigures when you apply the snapshot").
    @available(iOS 15.0, tvOS 15.0, *)
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { _reloadedSections }
    @available(iOS 15.0, tvOS 15.0, *)
    public var reloadedItemIdentifiers: [ItemIdentifierType] { _reloadedItems }
    @available(iOS 15.0, tvOS 15.0, *)
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { _reconfiguredItems }

    // Model: asking about a section the snapshot does not hold answers 0 / [] (UIKit's behaviour
    // there was not found documented).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        _sectionIndex(identifier).map { _items[$0] } ?? []
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        _location(of: identifier).map { _sections[$0.section] }
    }

    /// The index in `itemIdentifiers`; nil where the header returns NSNotFound (UIDiffableDataSource.h:52).
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        itemIdentifiers.firstIndex(of: identifier)
    }

    /// nil where the header returns NSNotFound (UIDiffableDataSource.h:53).
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        _sectionIndex(identifier)
    }

    // MARK: Items

    /// Appends to `sectionIdentifier`, or to the last section when it is nil (UIDiffableDataSource.h:57-58).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let section: Int
        if let sectionIdentifier {
            // Exception text quoted from crash reports in public code.
            guard let index = _sectionIndex(sectionIdentifier) else {
                return _listModelRaise(reason: "Invalid parameter not satisfying: section != NSNotFound")
            }
            section = index
        } else {
            // Exception text quoted from UIKit's _UIDiffableDataSourceImpl.m in public code.
            guard !_sections.isEmpty else {
                return _listModelRaise(reason: "There are currently no sections in the data source. Please add a section first.")
            }
            section = _sections.count - 1
        }
        _items[section].append(contentsOf: _uniqueItems(identifiers))
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        _insertItems(identifiers, relativeTo: beforeIdentifier, after: false)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        _insertItems(identifiers, relativeTo: afterIdentifier, after: true)
    }

    // Model: identifiers the snapshot does not hold are ignored.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let doomed = Set(identifiers)
        for section in _items.indices { _items[section].removeAll { doomed.contains($0) } }
        _reloadedItems.removeAll { doomed.contains($0) }
        _reconfiguredItems.removeAll { doomed.contains($0) }
    }

    /// Empties the snapshot. Model: the sections go too, as the common
    /// `deleteAllItems()` + `appendSections(_:)` pattern relies on (Apple doc `deleteAllItems()`:
    /// "Deletes all of the items from the snapshot").
    public mutating func deleteAllItems() {
        self = NSDiffableDataSourceSnapshot()
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        _moveItem(identifier, relativeTo: toIdentifier, after: false)
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        _moveItem(identifier, relativeTo: toIdentifier, after: true)
    }

    /// Marks items for a new cell on the next apply: a reload replaces the cell, where
    /// `reconfigureItems` keeps it (UIDiffableDataSource.h:69-72).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        // Exception text quoted from crash reports in public code.
        _reloadedItems = _marked(identifiers, adding: _reloadedItems, missing: "Attempted to reload item identifier that does not exist in the snapshot")
    }

    /// Marks items so the next apply re-runs the cell provider on their existing cells
    /// (UIDiffableDataSource.h:70-72, UIKit.si:3225; Apple doc `reconfigureItems(_:)`).
    @available(iOS 15.0, tvOS 15.0, *)
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        // Model wording, after the reload text above.
        _reconfiguredItems = _marked(identifiers, adding: _reconfiguredItems, missing: "Attempted to reconfigure item identifier that does not exist in the snapshot")
    }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        let sections = _uniqueSections(identifiers)
        _sections.append(contentsOf: sections)
        _items.append(contentsOf: sections.map { _ in [] })
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        _insertSections(identifiers, relativeTo: toIdentifier, after: false)
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        _insertSections(identifiers, relativeTo: toIdentifier, after: true)
    }

    /// Removes sections with their items. Model: unknown sections are ignored.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers)
        var removedItems = Set<ItemIdentifierType>()
        for index in _sections.indices.reversed() where doomed.contains(_sections[index]) {
            removedItems.formUnion(_items[index])
            _sections.remove(at: index)
            _items.remove(at: index)
        }
        _reloadedSections.removeAll { doomed.contains($0) }
        _reloadedItems.removeAll { removedItems.contains($0) }
        _reconfiguredItems.removeAll { removedItems.contains($0) }
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        _moveSection(identifier, relativeTo: toIdentifier, after: false)
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        _moveSection(identifier, relativeTo: toIdentifier, after: true)
    }

    /// Model: every item of a reloaded section gets a new cell on the next apply.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard _sectionIndex(identifier) != nil else {
                _listModelRaise(reason: "Attempted to reload section identifier that does not exist in the snapshot: \(identifier)")  // Model wording.
                continue
            }
            if !_reloadedSections.contains(identifier) { _reloadedSections.append(identifier) }
        }
    }

    // MARK: Model helpers

    func _sectionIndex(_ identifier: SectionIdentifierType) -> Int? {
        _sections.firstIndex(of: identifier)
    }

    func _location(of item: ItemIdentifierType) -> (section: Int, item: Int)? {
        for (section, items) in _items.enumerated() {
            if let index = items.firstIndex(of: item) { return (section, index) }
        }
        return nil
    }

    /// The snapshot with no reload or reconfigure marks: what a data source holds after an apply.
    var _unmarked: NSDiffableDataSourceSnapshot {
        var copy = self
        copy._reloadedSections = []
        copy._reloadedItems = []
        copy._reconfiguredItems = []
        return copy
    }

    /// "If you pass duplicate values in an item or section array … the system will throw an
    /// exception" (UIDiffableDataSource.h:28-31), also for values the snapshot already holds.
    /// Exception text quoted from crash reports in public code. Model: the duplicates are dropped.
    func _uniqueItems(_ identifiers: [ItemIdentifierType]) -> [ItemIdentifierType] {
        _listModelUnique(identifiers, existing: Set(itemIdentifiers), kind: "item")
    }

    func _uniqueSections(_ identifiers: [SectionIdentifierType]) -> [SectionIdentifierType] {
        _listModelUnique(identifiers, existing: Set(_sections), kind: "section")
    }

    mutating func _insertItems(_ identifiers: [ItemIdentifierType], relativeTo target: ItemIdentifierType, after: Bool) {
        guard let location = _location(of: target) else {
            return _listModelRaise(reason: "Invalid item identifier specified for insert: \(target)")  // Model wording.
        }
        let items = _uniqueItems(identifiers)
        _items[location.section].insert(contentsOf: items, at: location.item + (after ? 1 : 0))
    }

    mutating func _moveItem(_ identifier: ItemIdentifierType, relativeTo target: ItemIdentifierType, after: Bool) {
        guard identifier != target else { return }
        guard let from = _location(of: identifier), _location(of: target) != nil else {
            return _listModelRaise(reason: "Invalid item identifier specified for move: \(identifier) -> \(target)")  // Model wording.
        }
        _items[from.section].remove(at: from.item)
        let to = _location(of: target)!
        _items[to.section].insert(identifier, at: to.item + (after ? 1 : 0))
    }

    func _marked(_ identifiers: [ItemIdentifierType], adding marks: [ItemIdentifierType], missing: String) -> [ItemIdentifierType] {
        let present = Set(itemIdentifiers)
        var marks = marks
        for identifier in identifiers {
            guard present.contains(identifier) else {
                _listModelRaise(reason: "\(missing): \(identifier)")
                continue
            }
            if !marks.contains(identifier) { marks.append(identifier) }
        }
        return marks
    }

    mutating func _insertSections(_ identifiers: [SectionIdentifierType], relativeTo target: SectionIdentifierType, after: Bool) {
        guard let index = _sectionIndex(target) else {
            return _listModelRaise(reason: "Invalid section identifier specified for insert: \(target)")  // Model wording.
        }
        let sections = _uniqueSections(identifiers)
        let at = index + (after ? 1 : 0)
        _sections.insert(contentsOf: sections, at: at)
        _items.insert(contentsOf: sections.map { _ in [] }, at: at)
    }

    mutating func _moveSection(_ identifier: SectionIdentifierType, relativeTo target: SectionIdentifierType, after: Bool) {
        guard identifier != target else { return }
        guard let from = _sectionIndex(identifier), _sectionIndex(target) != nil else {
            return _listModelRaise(reason: "Invalid section identifier specified for move: \(identifier) -> \(target)")  // Model wording.
        }
        let items = _items.remove(at: from)
        _sections.remove(at: from)
        let to = _sectionIndex(target)! + (after ? 1 : 0)
        _sections.insert(identifier, at: to)
        _items.insert(items, at: to)
    }
}

@available(iOS 14.0, tvOS 14.0, *)
@preconcurrency public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>: @unchecked Sendable
where ItemIdentifierType: Hashable, ItemIdentifierType: Sendable {
    // A forest of items kept in depth-first order, the order of `items`
    // (NSDiffableDataSourceSectionSnapshot.h:128-141), with each child's parent and the expanded
    // items. "Expand / Collapse state does not require children and persists along with the
    // snapshot" (:108-109).
    var _items: [ItemIdentifierType] = []
    var _parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    var _expanded: Set<ItemIdentifierType> = []

    public init() {}

    public init(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        self = snapshot
    }

    /// Appends to the root, or into `parent`, "creating a new Parent+Child relationship if not
    /// present; appends to existing children if present" (NSDiffableDataSourceSectionSnapshot.h:20-24).
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        guard let parent else {
            _items.append(contentsOf: _unique(items))
            return
        }
        guard let index = _items.firstIndex(of: parent) else {
            return _listModelRaise(reason: "Invalid parent item identifier specified for append: \(parent)")  // Model wording.
        }
        let children = _unique(items)
        _items.insert(contentsOf: children, at: _subtreeEnd(index))
        for child in children { _parents[child] = parent }
    }

    /// "Insert Before will always match the level of the destination item" (NSDiffableDataSourceSectionSnapshot.h:27-63).
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        _insert(items, relativeTo: item, after: false)
    }

    /// Inserts after `item`'s children, at `item`'s level (NSDiffableDataSourceSectionSnapshot.h:65-103).
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        _insert(items, relativeTo: item, after: true)
    }

    /// Deletes the items "and also … children" (NSDiffableDataSourceSectionSnapshot.h:105).
    /// Model: items the snapshot does not hold are ignored.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items {
            guard let index = _items.firstIndex(of: item) else { continue }
            let subtree = Array(_items[index..<_subtreeEnd(index)])
            _items.removeSubrange(index..<_subtreeEnd(index))
            for removed in subtree {
                _parents[removed] = nil
                _expanded.remove(removed)
            }
        }
    }

    public mutating func deleteAll() {
        self = NSDiffableDataSourceSectionSnapshot()
    }

    /// Expands items; one not found is logged, not raised (NSDiffableDataSourceSectionSnapshot.h:111).
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items {
            guard _items.contains(item) else {
                _listModelLog("expand: item not found in the section snapshot: \(item)")
                continue
            }
            _expanded.insert(item)
        }
    }

    /// Collapses items; one not found is logged, not raised (NSDiffableDataSourceSectionSnapshot.h:112).
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items {
            guard _items.contains(item) else {
                _listModelLog("collapse: item not found in the section snapshot: \(item)")
                continue
            }
            _expanded.remove(item)
        }
    }

    /// Replaces `parent`'s children with `snapshot`'s items, keeping their structure and
    /// expansion (NSDiffableDataSourceSectionSnapshot.h:114).
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        guard let index = _items.firstIndex(of: parent) else {
            return _listModelRaise(reason: "Invalid parent item identifier specified for replace: \(parent)")  // Model wording.
        }
        for child in _children(of: parent) { delete([child]) }
        _splice(snapshot, at: _subtreeEnd(index), parent: parent)
    }

    /// Inserts a subtree before `item`, at its level (NSDiffableDataSourceSectionSnapshot.h:116-117).
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: (ItemIdentifierType)) {
        guard let index = _items.firstIndex(of: item) else {
            return _listModelRaise(reason: "Invalid item identifier specified for insert: \(item)")  // Model wording.
        }
        _splice(snapshot, at: index, parent: _parents[item])
    }

    /// Inserts a subtree after `item` and its children, at its level (NSDiffableDataSourceSectionSnapshot.h:116-118).
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: (ItemIdentifierType)) {
        guard let index = _items.firstIndex(of: item) else {
            return _listModelRaise(reason: "Invalid item identifier specified for insert: \(item)")  // Model wording.
        }
        _splice(snapshot, at: _subtreeEnd(index), parent: _parents[item])
    }

    public func isExpanded(_ item: ItemIdentifierType) -> Bool { _expanded.contains(item) }

    /// Visible: every ancestor is expanded (Apple doc `visualDescription()`; root items are always visible).
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard _items.contains(item) else { return false }
        var current = item
        while let parent = _parents[current] {
            guard _expanded.contains(parent) else { return false }
            current = parent
        }
        return true
    }

    public func contains(_ item: ItemIdentifierType) -> Bool { _items.contains(item) }

    /// 0 for a root item; NSNotFound when absent (NSDiffableDataSourceSectionSnapshot.h:125).
    public func level(of item: ItemIdentifierType) -> Int {
        guard _items.contains(item) else { return NSNotFound }
        return _level(item)
    }

    /// The index in `items` (NSDiffableDataSourceSectionSnapshot.h:126).
    public func index(of item: ItemIdentifierType) -> Int? { _items.firstIndex(of: item) }

    /// nil for a root item (NSDiffableDataSourceSectionSnapshot.h:131).
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { _parents[child] }

    /// The children of `parent`, recursively, with levels starting at 0, optionally under the
    /// parent itself (NSDiffableDataSourceSectionSnapshot.h:133-137). Expansion is kept.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var result = NSDiffableDataSourceSectionSnapshot()
        guard let index = _items.firstIndex(of: parent) else { return result }
        let start = includingParent ? index : index + 1
        for item in _items[start..<_subtreeEnd(index)] {
            result._items.append(item)
            if item != parent, let itemParent = _parents[item], includingParent || itemParent != parent {
                result._parents[item] = itemParent
            }
            if _expanded.contains(item) { result._expanded.insert(item) }
        }
        return result
    }

    public var items: [ItemIdentifierType] { _items }
    public var rootItems: [ItemIdentifierType] { _items.filter { _parents[$0] == nil } }
    /// The items whose ancestors are all expanded: children of a collapsed parent are hidden.
    public var visibleItems: [ItemIdentifierType] { _items.filter(isVisible) }

    /// One line per item, indented by level; `*` visible, `+` expanded, `-` collapsed
    /// (NSDiffableDataSourceSectionSnapshot.h:143-148). Model: the layout of the lines is the model's own.
    public func visualDescription() -> String {
        _items.map { item in
            let marks = (isVisible(item) ? "*" : " ") + (_expanded.contains(item) ? "+" : "-")
            return String(repeating: "  ", count: _level(item)) + marks + " \(item)"
        }.joined(separator: "\n")
    }

    // MARK: Model helpers

    func _level(_ item: ItemIdentifierType) -> Int {
        var level = 0
        var current = item
        while let parent = _parents[current] {
            level += 1
            current = parent
        }
        return level
    }

    /// The index just past the item at `index` and all its descendants.
    func _subtreeEnd(_ index: Int) -> Int {
        let level = _level(_items[index])
        var end = index + 1
        while end < _items.count, _level(_items[end]) > level { end += 1 }
        return end
    }

    func _children(of parent: ItemIdentifierType) -> [ItemIdentifierType] {
        _items.filter { _parents[$0] == parent }
    }

    func _unique(_ items: [ItemIdentifierType]) -> [ItemIdentifierType] {
        _listModelUnique(items, existing: Set(_items), kind: "item")
    }

    mutating func _insert(_ items: [ItemIdentifierType], relativeTo target: ItemIdentifierType, after: Bool) {
        guard let index = _items.firstIndex(of: target) else {
            return _listModelRaise(reason: "Invalid item identifier specified for insert: \(target)")  // Model wording.
        }
        let inserted = _unique(items)
        _items.insert(contentsOf: inserted, at: after ? _subtreeEnd(index) : index)
        if let parent = _parents[target] {
            for item in inserted { _parents[item] = parent }
        }
    }

    /// Inserts `snapshot`'s items at `index`, its roots becoming children of `parent`.
    mutating func _splice(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, at index: Int, parent: ItemIdentifierType?) {
        let inserted = Set(_unique(snapshot._items))
        let items = snapshot._items.filter { inserted.contains($0) }
        _items.insert(contentsOf: items, at: index)
        for item in items {
            _parents[item] = snapshot._parents[item] ?? parent
            if snapshot._expanded.contains(item) { _expanded.insert(item) }
        }
    }
}

// MARK: - Transactions (reordering)

@available(iOS 14.0, tvOS 14.0, *)
@preconcurrency public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>: @unchecked Sendable
where SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable, ItemIdentifierType: Sendable {
    // UIKit.si:1993-2006, UIDiffableDataSource.h:97-102.
    public let sectionIdentifier: SectionIdentifierType
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    public let difference: CollectionDifference<ItemIdentifierType>

    init(sectionIdentifier: SectionIdentifierType, initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
         finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        self.sectionIdentifier = sectionIdentifier
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
        self.difference = finalSnapshot.items.difference(from: initialSnapshot.items).inferringMoves()
    }
}

@available(iOS 14.0, tvOS 14.0, *)
@preconcurrency public struct NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>: @unchecked Sendable
where SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable, ItemIdentifierType: Sendable {
    // UIKit.si:2008-2021, UIDiffableDataSource.h:104-110. Model: `difference` is the difference
    // between the two snapshots' `itemIdentifiers`, with moves inferred.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public let difference: CollectionDifference<ItemIdentifierType>
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    init(initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
         finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
         sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]) {
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
        self.difference = finalSnapshot.itemIdentifiers.difference(from: initialSnapshot.itemIdentifiers).inferringMoves()
        self.sectionTransactions = sectionTransactions
    }
}

// MARK: - Diffable data source

@available(iOS 13.0, tvOS 13.0, *)
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject, UICollectionViewDataSource
where SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable, ItemIdentifierType: Sendable {
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (_ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath) -> UICollectionReusableView?

    public var supplementaryViewProvider: UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.SupplementaryViewProvider?

    typealias _Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    typealias _SectionSnapshot = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>

    let _cellProvider: CellProvider
    weak var _collectionView: UICollectionView?
    /// What the collection view shows. Model: sections applied as section snapshots contribute
    /// their `visibleItems` only, because a hidden child has no index path in the collection view
    /// (its number of items counts the rows it shows).
    var _snapshot = _Snapshot()
    /// The hierarchy of sections applied with `apply(_:to:animatingDifferences:completion:)`.
    var _sectionSnapshots: [SectionIdentifierType: _SectionSnapshot] = [:]
    var _reorderingHandlers = ReorderingHandlers()
    var _sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// Connects to the collection view: the data source becomes its `dataSource`
    /// (Apple doc `init(collectionView:cellProvider:)`: "connect a diffable data source to your collection view").
    public init(collectionView: UICollectionView, cellProvider: @escaping UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.CellProvider) {
        _cellProvider = cellProvider
        _collectionView = collectionView
        super.init()
        collectionView.dataSource = self
        collectionView._listState.diffable = self
    }

    /// Diffs the current state against `snapshot` and updates the collection view
    /// (UIDiffableDataSource.h:143-156; since iOS 15 both animated and non-animated applies diff).
    /// Model: applied at once on the main actor (UIKit also accepts one background queue,
    /// :150-153), cells made at once for every row as if all were on screen, and `completion`
    /// called before returning (UIKit calls it on the main queue once animations finish, :148).
    nonisolated open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        MainActor.assumeIsolated { self._applyFull(snapshot, reloadData: false, animatingDifferences: animatingDifferences) }
        completion?()
    }

    @available(iOS 15.0, tvOS 15.0, *)
    nonisolated open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true) async {
        await MainActor.run { self._applyFull(snapshot, reloadData: false, animatingDifferences: animatingDifferences) }
    }

    /// "Always skips diffing, and immediately resets the UICollectionView to the new data source
    /// state without animation" (UIDiffableDataSource.h:158-166): every row gets a new cell.
    @available(iOS 15.0, tvOS 15.0, *)
    nonisolated open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil) {
        MainActor.assumeIsolated { self._applyFull(snapshot, reloadData: true, animatingDifferences: false) }
        completion?()
    }

    @available(iOS 15.0, tvOS 15.0, *)
    nonisolated open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) async {
        await MainActor.run { self._applyFull(snapshot, reloadData: true, animatingDifferences: false) }
    }

    /// "The current state of the UI element" (UIDiffableDataSource.h:21-22, :138-141).
    nonisolated open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        MainActor.assumeIsolated { self._snapshot }
    }

    @available(iOS 15.0, tvOS 15.0, *)
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        _snapshot._sections.indices.contains(index) ? _snapshot._sections[index] : nil
    }

    @available(iOS 15.0, tvOS 15.0, *)
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        _snapshot._sectionIndex(sectionIdentifier)
    }

    /// Index path ↔ identifier for the rows shown (UIDiffableDataSource.h:173-176).
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, _snapshot._items.indices.contains(indexPath.section),
              _snapshot._items[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return _snapshot._items[indexPath.section][indexPath.item]
    }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        _snapshot._location(of: itemIdentifier).map { IndexPath(item: $0.item, section: $0.section) }
    }

    // MARK: UICollectionViewDataSource (UIKit.si:3269-3276)

    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        _snapshot.numberOfSections
    }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        _snapshot._items.indices.contains(section) ? _snapshot._items[section].count : 0
    }

    /// The row's cell: the one on screen, or a new one from the cell provider.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = itemIdentifier(for: indexPath) else {
            _listModelRaise(reason: "cellForItemAtIndexPath: index path out of range: \(indexPath)")  // Model wording.
            return UICollectionViewCell(frame: .zero)
        }
        if let cell = collectionView._listState.cells[AnyHashable(item)] { return cell }
        return _makeCell(for: item, at: indexPath, in: collectionView) ?? UICollectionViewCell(frame: .zero)
    }

    /// Asks `supplementaryViewProvider` (UIDiffableDataSource.h:93, :136).
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        // Model wording: UIKit asserts when a layout asks for a supplementary view it does not get.
        _listModelRaise(reason: "the supplementary view provider returned nil (or is not set) for \(kind) at \(indexPath)")
        return UICollectionReusableView(frame: .zero)
    }

    /// Model: reordering is on for the items `reorderingHandlers.canReorderItem` allows, and off
    /// without that handler (UIDiffableDataSource.h:113-116, UIKit.si:2024-2039).
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let item = itemIdentifier(for: indexPath), let canReorder = _reorderingHandlers.canReorderItem else { return false }
        return canReorder(item)
    }

    /// The end of an interactive reorder (UICollectionView.h:89): the data source builds a
    /// transaction, calls `willReorder`, takes the final state as its own (no apply needed, the
    /// cells have already moved) and calls `didReorder` (UIKit.si:2024-2039; reference §8:
    /// commit the transaction to your model in `didReorder`).
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        _reorder(from: sourceIndexPath, to: destinationIndexPath, in: collectionView)
    }

    // MARK: Model: applying

    func _applyFull(_ snapshot: _Snapshot, reloadData: Bool, animatingDifferences: Bool) {
        // Model: a section keeps its hierarchy when the full snapshot shows it unchanged (the
        // pattern of appending sections, then applying a section snapshot to each); otherwise it
        // becomes flat.
        for (section, sectionSnapshot) in _sectionSnapshots where snapshot.itemIdentifiers(inSection: section) != sectionSnapshot.visibleItems {
            _sectionSnapshots[section] = nil
        }
        _commit(snapshot, kind: reloadData ? .reloadData : .snapshot, animatingDifferences: animatingDifferences, reloadData: reloadData)
    }

    func _applySection(_ sectionSnapshot: _SectionSnapshot, to section: SectionIdentifierType, animatingDifferences: Bool) {
        guard let index = _snapshot._sectionIndex(section) else {
            // Model wording: UIKit requires the section to be in the data source first.
            return _listModelRaise(reason: "Invalid section identifier specified for a section snapshot (append the section first): \(section)")
        }
        var snapshot = _snapshot
        snapshot._items[index] = []
        let visible = sectionSnapshot.visibleItems
        let elsewhere = Set(snapshot.itemIdentifiers)
        let duplicates = visible.filter { elsewhere.contains($0) }
        if !duplicates.isEmpty {
            _listModelRaise(reason: "Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(_listModelDescribe(duplicates))")
            return
        }
        snapshot._items[index] = visible
        _sectionSnapshots[section] = sectionSnapshot
        _commit(snapshot, kind: .sectionSnapshot(AnyHashable(section)), animatingDifferences: animatingDifferences, reloadData: false)
    }

    /// Moves the collection view from `_snapshot` to `new`, recording what the update did.
    func _commit(_ new: _Snapshot, kind: UIKitListModel.ApplyKind, animatingDifferences: Bool, reloadData: Bool) {
        let old = _snapshot
        let oldItems = old.itemIdentifiers, newItems = new.itemIdentifiers
        let oldSet = Set(oldItems), newSet = Set(newItems)
        var record = UIKitListModel.ApplyRecord(kind: kind, animatingDifferences: animatingDifferences)
        record.deletedSections = old._sections.filter { !new._sections.contains($0) }.map(AnyHashable.init)
        record.insertedSections = new._sections.filter { !old._sections.contains($0) }.map(AnyHashable.init)
        let survivorsOld = oldItems.filter(newSet.contains), survivorsNew = newItems.filter(oldSet.contains)
        var reloaded: [ItemIdentifierType] = [], reconfigured: [ItemIdentifierType] = []
        if reloadData {
            record.deleted = oldItems.map(AnyHashable.init)
            record.inserted = newItems.map(AnyHashable.init)
        } else {
            record.deleted = oldItems.filter { !newSet.contains($0) }.map(AnyHashable.init)
            record.inserted = newItems.filter { !oldSet.contains($0) }.map(AnyHashable.init)
            // Moved: survivors whose order among the survivors changed, or whose section changed.
            var moved = Set<ItemIdentifierType>()
            for change in survivorsNew.difference(from: survivorsOld).inferringMoves() {
                if case .insert(_, let item, let from) = change, from != nil { moved.insert(item) }
            }
            for item in survivorsNew where old.sectionIdentifier(containingItem: item) != new.sectionIdentifier(containingItem: item) {
                moved.insert(item)
            }
            record.moved = survivorsNew.filter(moved.contains).map(AnyHashable.init)
            let reloadedSections = Set(new._reloadedSections)
            reloaded = survivorsNew.filter { item in
                new._reloadedItems.contains(item) || new.sectionIdentifier(containingItem: item).map(reloadedSections.contains) == true
            }
            reconfigured = new._reconfiguredItems.filter { newSet.contains($0) && oldSet.contains($0) && !reloaded.contains($0) }
            record.reloaded = reloaded.map(AnyHashable.init)
            record.reconfigured = reconfigured.map(AnyHashable.init)
        }
        _snapshot = new._unmarked

        guard let collectionView = _collectionView else { return }
        let state = collectionView._listState
        // Selection follows the items it was on; deleted items leave it. Model: UIKit updates
        // selected index paths through batch updates the same way.
        let selectedItems = state.selected.compactMap { old._itemAt($0) }
        state.selected = selectedItems.compactMap { indexPath(for: $0) }
        // Cells: a new one for each inserted or reloaded row (UIDiffableDataSource.h:69-72), the
        // existing one re-run through the cell provider for a reconfigured row (Apple doc
        // `reconfigureItems(_:)`: "preserving the existing cells"), untouched otherwise.
        var cells: [AnyHashable: UICollectionViewCell] = [:]
        for (section, items) in new._items.enumerated() {
            for (row, item) in items.enumerated() {
                let key = AnyHashable(item), at = IndexPath(item: row, section: section)
                if reloadData || !oldSet.contains(item) || reloaded.contains(item) || state.cells[key] == nil {
                    cells[key] = _makeCell(for: item, at: at, in: collectionView)
                } else if reconfigured.contains(item), let existing = state.cells[key] {
                    cells[key] = _reconfigure(existing, for: item, at: at, in: collectionView)
                } else {
                    cells[key] = state.cells[key]
                }
            }
        }
        state.cells = cells
        state.supplementaryViews = [:]
        state.applies.append(record)
    }

    func _makeCell(for item: ItemIdentifierType, at indexPath: IndexPath, in collectionView: UICollectionView) -> UICollectionViewCell? {
        let state = collectionView._listState
        let key = AnyHashable(item)
        state.currentItem = key
        state.madeByDequeue = nil
        _listModelGlobals.withLock { $0.cellProviderDepth += 1 }
        let cell = _cellProvider(collectionView, indexPath, item)
        _listModelGlobals.withLock { $0.cellProviderDepth -= 1 }
        state.currentItem = nil
        guard let cell else {
            // Model wording: UIKit asserts on a nil cell from the data source.
            _listModelRaise(reason: "the cell provider returned nil for the item at \(indexPath): \(item)")
            return nil
        }
        if state.madeByDequeue !== cell {
            // Exception text from UIKit, quoted in public code; the header requires dequeued
            // cells (UICollectionView.h:78).
            _listModelRaise(reason: "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:")
        }
        return cell
    }

    func _reconfigure(_ cell: UICollectionViewCell, for item: ItemIdentifierType, at indexPath: IndexPath, in collectionView: UICollectionView) -> UICollectionViewCell {
        let state = collectionView._listState
        state.reconfiguring = (indexPath, cell)
        defer { state.reconfiguring = nil }
        // "Your cell provider must dequeue the same type of cell for the provided index path, and
        // must return the same existing cell" (Apple doc `reconfigureItems(_:)`).
        guard let result = _makeCell(for: item, at: indexPath, in: collectionView) else { return cell }
        return result
    }

    // MARK: Model: reordering and expansion

    /// The section snapshot of every section: the stored hierarchy, or a flat one.
    func _hierarchy(of section: SectionIdentifierType) -> _SectionSnapshot {
        if let stored = _sectionSnapshots[section] { return stored }
        var flat = _SectionSnapshot()
        flat._items = _snapshot.itemIdentifiers(inSection: section)
        return flat
    }

    func _reorder(from source: IndexPath, to destination: IndexPath, in collectionView: UICollectionView) {
        guard let item = itemIdentifier(for: source), _snapshot._sections.indices.contains(destination.section) else { return }
        let initial = _snapshot
        let fromSection = initial._sections[source.section], toSection = initial._sections[destination.section]
        // Model: the row lands before the row now at the destination (or after the last row),
        // as that row's sibling; an outline row carries its children along.
        var sectionSnapshots: [SectionIdentifierType: _SectionSnapshot] = [fromSection: _hierarchy(of: fromSection)]
        if toSection != fromSection { sectionSnapshots[toSection] = _hierarchy(of: toSection) }
        let initialSections = sectionSnapshots
        let subtree = sectionSnapshots[fromSection]!.snapshot(of: item, includingParent: true)
        sectionSnapshots[fromSection]!.delete([item])
        var target = sectionSnapshots[toSection]!
        let remaining = target.visibleItems
        if destination.item < remaining.count {
            target.insert(subtree, before: remaining[destination.item])
        } else if let last = remaining.last {
            target.insert(subtree, after: last)
        } else {
            target._splice(subtree, at: target._items.count, parent: nil)
        }
        sectionSnapshots[toSection] = target
        var final = initial
        for (section, sectionSnapshot) in sectionSnapshots {
            final._items[final._sectionIndex(section)!] = sectionSnapshot.visibleItems
        }
        let transaction = NSDiffableDataSourceTransaction(
            initialSnapshot: initial, finalSnapshot: final,
            sectionTransactions: sectionSnapshots.keys.sorted { initial._sectionIndex($0)! < initial._sectionIndex($1)! }.map {
                NSDiffableDataSourceSectionTransaction(sectionIdentifier: $0, initialSnapshot: initialSections[$0]!, finalSnapshot: sectionSnapshots[$0]!)
            })
        _reorderingHandlers.willReorder?(transaction)
        // Model: sections that had a hierarchy keep it; flat sections stay flat.
        for (section, sectionSnapshot) in sectionSnapshots where _sectionSnapshots[section] != nil {
            _sectionSnapshots[section] = sectionSnapshot
        }
        let state = collectionView._listState
        let selectedItems = state.selected.compactMap { initial._itemAt($0) }
        _snapshot = final
        state.selected = selectedItems.compactMap { indexPath(for: $0) }
        var record = UIKitListModel.ApplyRecord(kind: .reorder, animatingDifferences: false)
        record.moved = [AnyHashable(item)]
        state.applies.append(record)
        _reorderingHandlers.didReorder?(transaction)
    }

    /// Expands or collapses `item` the way a tap on its outline disclosure does when the accessory
    /// has no action handler: "toggle the expand/collapse state of the item in the section
    /// snapshot" (UICellAccessory.h:150-152), asking `sectionSnapshotHandlers` (UIKit.si:1635-1658).
    func _toggleExpansion(of item: ItemIdentifierType) -> UIKitListModel.DisclosureOutcome {
        guard let section = _snapshot.sectionIdentifier(containingItem: item) else { return .noDisclosure }
        var sectionSnapshot = _hierarchy(of: section)
        let handlers = _sectionSnapshotHandlers
        if sectionSnapshot.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return .refused }
            handlers.willCollapseItem?(item)
            sectionSnapshot.collapse([item])
            _applySection(sectionSnapshot, to: section, animatingDifferences: true)
            return .collapsed
        }
        guard handlers.shouldExpandItem?(item) ?? true else { return .refused }
        handlers.willExpandItem?(item)
        // Model: `snapshotForExpandingParent` gets the parent and its current children (Apple's
        // example names them `parent, currentChildSnapshot`, doc page
        // UICollectionViewDiffableDataSourceReference/sectionSnapshotHandlers); what it returns
        // becomes the parent's children.
        if let provide = handlers.snapshotForExpandingParent {
            sectionSnapshot.replace(childrenOf: item, using: provide(item, sectionSnapshot.snapshot(of: item)))
        }
        sectionSnapshot.expand([item])
        _applySection(sectionSnapshot, to: section, animatingDifferences: true)
        return .expanded
    }
}

extension NSDiffableDataSourceSnapshot {
    func _itemAt(_ indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, _items.indices.contains(indexPath.section),
              _items[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return _items[indexPath.section][indexPath.item]
    }
}

@available(iOS 14.0, tvOS 14.0, *)
extension UICollectionViewDiffableDataSource {
    /// Shows `snapshot` in `section`: its visible items become the section's rows, children of
    /// collapsed parents hidden (UIDiffableDataSource.h:184-185; UIKit.si:1963). Model: applied at
    /// once, `completion` called before returning, as for `apply(_:animatingDifferences:completion:)`.
    nonisolated public func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        MainActor.assumeIsolated { self._applySection(snapshot, to: section, animatingDifferences: animatingDifferences) }
        completion?()
    }

    @available(iOS 15.0, tvOS 15.0, *)
    nonisolated public func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType, animatingDifferences: Bool = true) async {
        await MainActor.run { self._applySection(snapshot, to: section, animatingDifferences: animatingDifferences) }
    }

    /// The section's hierarchy as last applied (UIDiffableDataSource.h:186). Model: a section
    /// filled by a plain snapshot answers a flat section snapshot of its items.
    nonisolated public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        MainActor.assumeIsolated { self._hierarchy(of: section) }
    }

    public struct ReorderingHandlers {
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public init() {}
    }

    public var reorderingHandlers: UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.ReorderingHandlers {
        get { _reorderingHandlers }
        set { _reorderingHandlers = newValue }
    }

    // The SDK names this generic parameter `ItemIdentifierType`, shadowing the outer one; Swift 6.3
    // rejects the shadowing outside a module interface, so it is `Item` here (same meaning).
    @preconcurrency public struct SectionSnapshotHandlers<Item> where Item: Hashable, Item: Sendable {
        public var shouldExpandItem: ((Item) -> Bool)?
        public var willExpandItem: ((Item) -> Void)?
        public var shouldCollapseItem: ((Item) -> Bool)?
        public var willCollapseItem: ((Item) -> Void)?
        public var snapshotForExpandingParent: ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?
        public init() {}
    }

    public var sectionSnapshotHandlers: UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.SectionSnapshotHandlers<ItemIdentifierType> {
        get { _sectionSnapshotHandlers }
        set { _sectionSnapshotHandlers = newValue }
    }
}

@available(*, unavailable)
extension UICollectionViewDiffableDataSource.SectionSnapshotHandlers: Sendable {}

@available(*, unavailable)
extension UICollectionViewDiffableDataSource.ReorderingHandlers: Sendable {}

/// The type-erased face of a diffable data source, for the collection view and the driver.
@MainActor protocol _DiffableListModel: AnyObject {
    func _itemKey(at indexPath: IndexPath) -> AnyHashable?
    func _indexPath(ofKey key: AnyHashable) -> IndexPath?
    func _visibleKeys() -> [[AnyHashable]]
    func _hasCollapsedItems() -> Bool
    func _toggleExpansion(ofKey key: AnyHashable) -> UIKitListModel.DisclosureOutcome
}

extension UICollectionViewDiffableDataSource: _DiffableListModel {
    func _itemKey(at indexPath: IndexPath) -> AnyHashable? {
        itemIdentifier(for: indexPath).map(AnyHashable.init)
    }

    func _indexPath(ofKey key: AnyHashable) -> IndexPath? {
        (key.base as? ItemIdentifierType).flatMap { indexPath(for: $0) }
    }

    func _visibleKeys() -> [[AnyHashable]] {
        _snapshot._items.map { $0.map(AnyHashable.init) }
    }

    func _hasCollapsedItems() -> Bool {
        _sectionSnapshots.values.contains { section in section._items.contains { item in
            !section._expanded.contains(item) && section._parents.values.contains(item)
        } }
    }

    func _toggleExpansion(ofKey key: AnyHashable) -> UIKitListModel.DisclosureOutcome {
        guard let item = key.base as? ItemIdentifierType else { return .noDisclosure }
        return _toggleExpansion(of: item)
    }
}
