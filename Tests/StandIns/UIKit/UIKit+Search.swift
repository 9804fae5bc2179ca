// Stand-in UIKit: search (UISearchController.h, UISearchBar.h, UINavigationItem.h). See UIKit.swift.

@available(iOS 8.0, *)
@MainActor public protocol UISearchResultsUpdating: NSObjectProtocol {
    /// UISearchController.h:52: called when the search bar becomes first responder or its text changes.
    func updateSearchResults(for searchController: UISearchController)
}

/// All requirements are `@optional` in the SDK (UISearchBar.h:170-195); here they have default
/// implementations. Only the one the model calls is declared.
@MainActor public protocol UISearchBarDelegate: NSObjectProtocol {
    /// UISearchBar.h:192.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

@available(iOS 2.0, *)
@MainActor open class UISearchBar: UIView {
    /// UISearchBar.h:54, :56.
    open var text: String?
    open var placeholder: String?
    /// UISearchBar.h:53 (weak).
    open weak var delegate: (any UISearchBarDelegate)?
    /// UISearchBar.h:100: no scope bar is shown unless there are two or more titles.
    open var scopeButtonTitles: [String]?
    /// UISearchBar.h:101: default 0; ignored if out of range.
    open var selectedScopeButtonIndex: Int = 0
}

@available(iOS 8.0, *)
@MainActor open class UISearchController: UIViewController {
    /// UISearchController.h:62: `nil` shows the results in the presenting view controller.
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }
    @available(*, unavailable)
    public required init?(coder: NSCoder) { fatalError() }

    public let searchResultsController: UIViewController?
    /// UISearchController.h:70 (weak).
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// UISearchController.h:81.
    @available(iOS 9.1, *)
    open var obscuresBackgroundDuringPresentation: Bool = true
    /// UISearchController.h:87.
    public let searchBar = UISearchBar()
}

extension UIKitModel {
    /// The user types `text` into the search field of `item`: UISearchBar.h:54 sets `text`, and
    /// the search controller asks its updater for results (UISearchController.h:52).
    public static func typeSearch(_ text: String, into item: UINavigationItem) {
        _update {
            guard let search = item.searchController else { return }
            search.searchBar.text = text
            search.searchResultsUpdater?.updateSearchResults(for: search)
        }
    }

    /// The user taps scope button `index` of the search field of `item`: the search bar selects it
    /// and tells its delegate (UISearchBar.h:101, :192). Model: an index outside the titles, or a
    /// scope bar with fewer than two titles (which UIKit does not show, :100), does nothing.
    public static func selectSearchScope(_ index: Int, in item: UINavigationItem) {
        _update {
            guard let bar = item.searchController?.searchBar, let titles = bar.scopeButtonTitles,
                  titles.count >= 2, titles.indices.contains(index) else { return }
            bar.selectedScopeButtonIndex = index
            bar.delegate?.searchBar(bar, selectedScopeButtonIndexDidChange: index)
        }
    }
}

// MARK: Context menus (UIContextMenuConfiguration.h, UICollectionView.h:248-263)

@available(iOS 13.0, *)
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?
@available(iOS 13.0, *)
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

@available(iOS 13.0, *)
@MainActor open class UIContextMenuConfiguration: NSObject {
    /// UIContextMenuConfiguration.h:63-65. Model: keeps the action provider, which the long press
    /// (`UIKitListModel.longPress(at:in:)`) calls with no suggested actions.
    public convenience init(identifier: (any NSCopying)?, previewProvider: UIContextMenuContentPreviewProvider?,
                            actionProvider: UIContextMenuActionProvider?) {
        self.init()
        _modelActionProvider = actionProvider
    }
    var _modelActionProvider: UIContextMenuActionProvider?
}
