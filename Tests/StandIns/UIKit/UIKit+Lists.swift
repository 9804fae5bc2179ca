// Stand-in UIKit, part 2: collection views with list layouts, registrations, content
// configurations, accessories, diffable data sources and swipe actions (uikit-api.md sections
// 2 to 4). See UIKit.swift for the conventions.

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
    @available(iOS 5.0, *)
    open var panGestureRecognizer: UIPanGestureRecognizer { UIPanGestureRecognizer() }
}

@available(iOS 6.0, *)
@MainActor public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
}

@available(iOS 6.0, *)
@MainActor public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    @available(iOS 6.0, *)
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    @available(iOS 6.0, *)
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    @available(iOS 6.0, *)
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
}

@available(iOS 6.0, *)
@MainActor open class UICollectionViewLayout: NSObject {
    public override init() { super.init() }
}

@available(iOS 6.0, *)
@MainActor open class UICollectionReusableView: UIView {}

@available(iOS 6.0, *)
@MainActor open class UICollectionViewCell: UICollectionReusableView {}

@available(iOS 14.0, tvOS 14.0, *)
extension UICollectionViewCell {
    @preconcurrency @MainActor public var contentConfiguration: (any UIContentConfiguration)? {
        get { nil }
        set {}
    }
}

@available(iOS 14.0, tvOS 14.0, *)
@MainActor open class UICollectionViewListCell: UICollectionViewCell {
    open var indentationLevel: Int = 0
    open var indentationWidth: CGFloat = 0
    open var indentsAccessories: Bool = true
}

@available(iOS 14.0, tvOS 14.0, *)
extension UICollectionViewListCell {
    @preconcurrency @MainActor public var accessories: [UICellAccessory] {
        get { [] }
        set {}
    }

    @preconcurrency @MainActor public func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}

@available(iOS 6.0, *)
@MainActor open class UICollectionView: UIScrollView {
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `UICollectionElementKindSectionHeader` (apinotes).
    public class var elementKindSectionHeader: String { "UICollectionElementKindSectionHeader" }
    /// `UICollectionElementKindSectionFooter` (apinotes).
    public class var elementKindSectionFooter: String { "UICollectionElementKindSectionFooter" }

    open var collectionViewLayout: UICollectionViewLayout = UICollectionViewLayout()
    weak open var dataSource: (any UICollectionViewDataSource)?
    @available(iOS 14.0, *)
    open var isEditing: Bool = false
    open var indexPathsForSelectedItems: [IndexPath]? { nil }
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {}
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {}

    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
    }
}

// MARK: - Registrations (Swift overlay)

@available(iOS 14.0, tvOS 14.0, *)
extension UICollectionView {
    public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void
        public init(handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler) {}
    }

    public struct SupplementaryRegistration<Supplementary> where Supplementary: UICollectionReusableView {
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void
        public init(elementKind: String, handler: @escaping UICollectionView.SupplementaryRegistration<Supplementary>.Handler) {}
    }

    @preconcurrency @MainActor
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?) -> Cell where Cell: UICollectionViewCell { fatalError() }

    @preconcurrency @MainActor
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: UICollectionView.SupplementaryRegistration<Supplementary>, for indexPath: IndexPath) -> Supplementary where Supplementary: UICollectionReusableView { fatalError() }
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
    init(standIn: Void) { super.init() }
    @available(iOS 14.0, tvOS 14.0, *)
    open var contentInsetsReference: UIContentInsetsReference = .automatic
}

@available(iOS 13.0, tvOS 13.0, *)
@MainActor open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    public override init() { super.init() }
}

@available(iOS 13.0, tvOS 13.0, *)
@MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public init(section: NSCollectionLayoutSection) { super.init() }
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) { super.init() }
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) { super.init() }
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) { super.init() }
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
    @available(tvOS, unavailable)
    public var leadingSwipeActionsConfigurationProvider: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
    @available(tvOS, unavailable)
    public var trailingSwipeActionsConfigurationProvider: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
    public var headerMode: UICollectionLayoutListConfiguration.HeaderMode = .none
    public var footerMode: UICollectionLayoutListConfiguration.FooterMode = .none
    @available(iOS 15.0, tvOS 15.0, *)
    public var headerTopPadding: CGFloat?
}

@available(iOS 14.0, tvOS 14.0, *)
extension UICollectionViewCompositionalLayout {
    @preconcurrency @MainActor
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(standIn: ()))
    }
}

@available(iOS 14.0, tvOS 14.0, *)
extension NSCollectionLayoutSection {
    @preconcurrency @MainActor
    public static func list(using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        NSCollectionLayoutSection(standIn: ())
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

@available(iOS 14.0, tvOS 14.0, *)
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func plainHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func plainFooter() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func groupedHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func groupedFooter() -> UIListContentConfiguration { UIListContentConfiguration() }
    @available(iOS 15.0, *)
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
    @available(iOS 15.0, *)
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
    @available(tvOS, unavailable)
    public static func sidebarCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    @available(tvOS, unavailable)
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    @available(tvOS, unavailable)
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    @available(tvOS, unavailable)
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    @available(tvOS, unavailable)
    public static func sidebarHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
    // No header() or footer(): they are iOS 18.

    @MainActor public func makeContentView() -> any UIView & UIContentView { fatalError() }
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }

    public var image: UIImage?
    public var text: String?
    public var secondaryText: String?
    public var prefersSideBySideTextAndSecondaryText: Bool = false
    public var imageToTextPadding: CGFloat = 0
}

// MARK: - Cell accessories

@available(iOS 14.0, tvOS 14.0, *)
public struct UICellAccessory {
    public typealias ActionHandler = () -> Void

    public enum DisplayedState {
        case always, whenEditing, whenNotEditing
    }

    public enum LayoutDimension {
        case actual, standard, custom(CGFloat)
    }

    public struct DisclosureIndicatorOptions {
        public init(isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil) {}
    }

    public struct CheckmarkOptions {
        public init(isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil) {}
    }

    public struct DeleteOptions {
        public init(isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {}
    }

    public struct InsertOptions {
        public init(isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {}
    }

    public struct ReorderOptions {
        public init(isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil, showsVerticalSeparator: Bool? = nil) {}
    }

    public struct OutlineDisclosureOptions {
        public enum Style {
            case automatic, header, cell
        }
        public init(style: UICellAccessory.OutlineDisclosureOptions.Style? = nil, isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil) {}
    }

    public static func disclosureIndicator(displayed: UICellAccessory.DisplayedState = .always, options: UICellAccessory.DisclosureIndicatorOptions = DisclosureIndicatorOptions()) -> UICellAccessory { UICellAccessory(.disclosureIndicator) }
    public static func checkmark(displayed: UICellAccessory.DisplayedState = .always, options: UICellAccessory.CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory { UICellAccessory(.checkmark) }
    public static func delete(displayed: UICellAccessory.DisplayedState = .whenEditing, options: UICellAccessory.DeleteOptions = DeleteOptions(), actionHandler: UICellAccessory.ActionHandler? = nil) -> UICellAccessory { UICellAccessory(.delete) }
    public static func insert(displayed: UICellAccessory.DisplayedState = .whenEditing, options: UICellAccessory.InsertOptions = InsertOptions(), actionHandler: UICellAccessory.ActionHandler? = nil) -> UICellAccessory { UICellAccessory(.insert) }
    public static func reorder(displayed: UICellAccessory.DisplayedState = .whenEditing, options: UICellAccessory.ReorderOptions = ReorderOptions()) -> UICellAccessory { UICellAccessory(.reorder) }
    public static func outlineDisclosure(displayed: UICellAccessory.DisplayedState = .always, options: UICellAccessory.OutlineDisclosureOptions = OutlineDisclosureOptions(), actionHandler: UICellAccessory.ActionHandler? = nil) -> UICellAccessory { UICellAccessory(.outlineDisclosure) }

    public enum AccessoryType: Hashable {
        case disclosureIndicator, outlineDisclosure, checkmark, delete, insert, reorder, multiselect, label
    }

    public let accessoryType: UICellAccessory.AccessoryType

    init(_ accessoryType: UICellAccessory.AccessoryType) { self.accessoryType = accessoryType }
}

// MARK: - Swipe actions

@available(iOS 11.0, *)
@available(tvOS, unavailable)
@MainActor open class UIContextualAction: NSObject {
    public enum Style: Int, Sendable {
        case normal = 0
        case destructive = 1
    }

    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public convenience init(style: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler) { self.init() }
    public override init() { super.init() }
    open var style: UIContextualAction.Style { .normal }
    open var title: String?
    open var backgroundColor: UIColor!
    open var image: UIImage?
}

@available(iOS 11.0, *)
@available(tvOS, unavailable)
@MainActor open class UISwipeActionsConfiguration: NSObject {
    public convenience init(actions: [UIContextualAction]) { self.init() }
    public override init() { super.init() }
    open var actions: [UIContextualAction] { [] }
    open var performsFirstActionWithFullSwipe: Bool = true
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
