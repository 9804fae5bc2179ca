// Stand-in UIKit, part 5: diffable data sources and snapshots (uikit-api.md section 4).
// See UIKit.swift for the conventions.

// MARK: - Diffable data sources

@available(iOS 13.0, tvOS 13.0, *)
@preconcurrency public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>: @unchecked Sendable
where SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable, ItemIdentifierType: Sendable {
    public init() {}
    public var numberOfItems: Int { 0 }
    public var numberOfSections: Int { 0 }
    public var sectionIdentifiers: [SectionIdentifierType] { [] }
    public var itemIdentifiers: [ItemIdentifierType] { [] }
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] { [] }
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? { nil }
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {}
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {}
    public mutating func deleteAllItems() {}
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {}
    @available(iOS 15.0, tvOS 15.0, *)
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {}
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {}
}

@available(iOS 14.0, tvOS 14.0, *)
@preconcurrency public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>: @unchecked Sendable
where ItemIdentifierType: Hashable, ItemIdentifierType: Sendable {
    public init() {}
    public init(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {}
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {}
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {}
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {}
    public mutating func delete(_ items: [ItemIdentifierType]) {}
    public mutating func deleteAll() {}
    public mutating func expand(_ items: [ItemIdentifierType]) {}
    public mutating func collapse(_ items: [ItemIdentifierType]) {}
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { false }
    public func contains(_ item: ItemIdentifierType) -> Bool { false }
    public func level(of item: ItemIdentifierType) -> Int { 0 }
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { nil }
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> { self }
    public var items: [ItemIdentifierType] { [] }
    public var rootItems: [ItemIdentifierType] { [] }
    public var visibleItems: [ItemIdentifierType] { [] }
}

@available(iOS 14.0, tvOS 14.0, *)
public struct NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>
where SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable, ItemIdentifierType: Sendable {
    public var initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { NSDiffableDataSourceSnapshot() }
    public var finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { NSDiffableDataSourceSnapshot() }
    public var difference: CollectionDifference<ItemIdentifierType> { CollectionDifference([])! }
}

@available(iOS 13.0, tvOS 13.0, *)
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject, UICollectionViewDataSource
where SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable, ItemIdentifierType: Sendable {
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (_ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath) -> UICollectionReusableView?

    public var supplementaryViewProvider: UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.SupplementaryViewProvider?

    public init(collectionView: UICollectionView, cellProvider: @escaping UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.CellProvider) { super.init() }

    nonisolated open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {}
    nonisolated open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { NSDiffableDataSourceSnapshot() }
    @available(iOS 15.0, tvOS 15.0, *)
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { nil }
    @available(iOS 15.0, tvOS 15.0, *)
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { nil }
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { nil }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { nil }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell { fatalError() }
}

@available(iOS 14.0, tvOS 14.0, *)
extension UICollectionViewDiffableDataSource {
    nonisolated public func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {}
    nonisolated public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> { NSDiffableDataSourceSectionSnapshot() }

    public struct ReorderingHandlers {
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public init() {}
    }

    public var reorderingHandlers: UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.ReorderingHandlers {
        get { ReorderingHandlers() }
        set {}
    }

    // The SDK names this generic parameter `ItemIdentifierType`, shadowing the outer one; Swift 6.3
    // rejects the shadowing outside a module interface, so it is `Item` here (same meaning).
    public struct SectionSnapshotHandlers<Item> where Item: Hashable, Item: Sendable {
        public var shouldExpandItem: ((Item) -> Bool)?
        public var willExpandItem: ((Item) -> Void)?
        public var shouldCollapseItem: ((Item) -> Bool)?
        public var willCollapseItem: ((Item) -> Void)?
        public var snapshotForExpandingParent: ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?
        public init() {}
    }

    public var sectionSnapshotHandlers: UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.SectionSnapshotHandlers<ItemIdentifierType> {
        get { SectionSnapshotHandlers() }
        set {}
    }
}
