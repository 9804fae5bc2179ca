// Stand-in UIKit: search (UISearchController.h, UISearchBar.h, UINavigationItem.h). See UIKit.swift.

@available(iOS 8.0, *)
@MainActor public protocol UISearchResultsUpdating: NSObjectProtocol {
    /// UISearchController.h:52: called when the search bar becomes first responder or its text changes.
    func updateSearchResults(for searchController: UISearchController)
}

/// UISearchController.h:31-44. All requirements are `@optional`; only the one generated code
/// implements is declared, with a default. It is called when search is dismissed by the user (the
/// Cancel button), not when the app sets `isActive` itself (:33).
@available(iOS 8.0, *)
@MainActor public protocol UISearchControllerDelegate: NSObjectProtocol {
    /// UISearchController.h:37.
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func didDismissSearchController(_ searchController: UISearchController) {}
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
    /// UISearchController.h:75 (weak).
    open weak var delegate: (any UISearchControllerDelegate)?
    /// UISearchController.h:81.
    @available(iOS 9.1, *)
    open var obscuresBackgroundDuringPresentation: Bool = true
    /// UISearchController.h:87.
    public let searchBar = UISearchBar()

    /// UISearchController.h:73. Setting it presents the search controller (the default
    /// presentation, :39) over its presentation context: the nearest controller, from the screen
    /// whose `navigationItem.searchController` it is up to the root, whose
    /// `definesPresentationContext` is true, else the root (UIViewController.h:214-219;
    /// uikit-behaviour-and-actions.md §1 "Search presents"); then the results updater is asked,
    /// as the search bar becomes first responder (:52), which it stays while search is active
    /// (`UIKitModel.pressKey`). Clearing it dismisses the search.
    /// Model: a context already presenting something refuses it, as `present` does, and search
    /// stays inactive; a search controller of a screen in no visible window does not activate.
    open var isActive: Bool {
        get { _modelPresenting != nil }
        set {
            UIKitModel._update {
                if newValue { return _modelActivate() }
                if _ModelState.editingSearch === self { _ModelState.editingSearch = nil }
                // The field resigns; UIKit makes nothing else first responder.
                searchBar.resignFirstResponder()
                _modelPresenting?._modelDismissPresented()
            }
        }
    }

    func _modelActivate() {
        guard _modelPresenting == nil, let owner = _modelOwner else { return }
        var context = owner
        while !context.definesPresentationContext, let parent = context._modelParent { context = parent }
        if let current = context._modelPresented {
            UIKitModel._warn("Attempt to present \(_modelDescription) on \(context._modelDescription) which is already presenting \(current._modelDescription)")
            return
        }
        context._modelPresented = self
        _modelPresenting = context
        _ModelState.editingSearch = self
        // The search bar becomes first responder (:52), and takes keyboard focus from any list.
        if let window = UIKitModel._visibleWindow(holding: owner) {
            window._modelFirstResponder = searchBar
            window._modelFocusedList = nil
        }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// The search text is part of the owner's content-unavailable state
    /// (UIContentUnavailableConfigurationState.h:28), which UIKit updates by itself when that state
    /// may have changed (UIViewController.h:688-689).
    func _modelSearchTextChanged() {
        guard #available(iOS 17.0, *), let owner = _modelOwner else { return }
        UIKitModel._requestContentUnavailableUpdate(of: owner)
    }

    /// The screen on a visible window whose navigation item holds this search controller.
    var _modelOwner: UIViewController? {
        for window in _ModelState.visibleWindows {
            guard let root = window.rootViewController else { continue }
            if let owner = root._modelHierarchy.first(where: { $0._modelNavigationItem?.searchController === self }) { return owner }
        }
        return nil
    }
}

extension UIKitModel {
    /// The user types `text` into the search field of `item`: the field becomes first responder,
    /// which activates search (UISearchController.h:39, `isActive`) if it is not active, then
    /// UISearchBar.h:54 sets `text` and the search controller asks its updater for results
    /// (UISearchController.h:52). A search that cannot activate takes no text.
    public static func typeSearch(_ text: String, into item: UINavigationItem) {
        _update {
            guard let search = item.searchController else { return }
            if !search.isActive { search.isActive = true }
            guard search.isActive else { return }
            search.searchBar.text = text
            search.searchResultsUpdater?.updateSearchResults(for: search)
            search._modelSearchTextChanged()
        }
    }

    /// The user taps the search field's Cancel button: the field is cleared and search is
    /// dismissed (UISearchController.h:73 `isActive`); the search field resigns first responder,
    /// and the delegate hears of the dismissal (:33, :37). Model: the updater is not asked again.
    public static func cancelSearch(in item: UINavigationItem) {
        _update {
            guard let search = item.searchController, search.isActive else { return }
            search.searchBar.text = ""
            search._modelSearchTextChanged()
            search.isActive = false
            search.delegate?.didDismissSearchController(search)
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
