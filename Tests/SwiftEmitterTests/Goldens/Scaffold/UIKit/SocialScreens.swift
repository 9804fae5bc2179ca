// Written once by `layoutc scaffold` from Specs/Social.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Social+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// The app's side of the Social layout: the screens the spec leaves to the app, and its data.
@MainActor
final class SocialScreens: Social.Screens {
    /// Set by the scene delegate; shows the spec's transient UI (`layout?.present(.composer, from:)`).
    weak var layout: Social.Layout?

    func makeProfile(for selection: Social.Selection?) -> UIViewController {
        let screen = SocialProfileViewController(selection: selection)
        screen.layout = layout
        return screen
    }

    func makeThread(for selection: Social.Selection?) -> UIViewController {
        let screen = SocialThreadViewController(selection: selection)
        screen.layout = layout
        return screen
    }

    func makeCompose(for selection: Social.Selection?) -> UIViewController {
        let screen = SocialComposeViewController(selection: selection)
        screen.layout = layout
        return screen
    }

    func perform(_ action: Social.AppAction) {
        switch action {
        case .publish:
            break // What this action does.
        case .showFollowing:
            break // What this action does.
        case .showLocal:
            break // What this action does.
        }
    }

    func state(of action: Social.AppAction) -> Social.ActionState {
        // Whether `action` can run now (`enabled: app`) and whether it is on (`checked: app`).
        Social.ActionState()
    }

    func loadHomeTimeline(_ list: Social.HomeTimelineViewController, for selection: Social.Selection?) {
        // Replace with your data for `selection`; call `list.apply(_:)` again whenever it changes.
        list.apply([
            Social.Post(id: "homeTimeline-1", title: "HomeTimeline 1"),
            Social.Post(id: "homeTimeline-2", title: "HomeTimeline 2"),
            Social.Post(id: "homeTimeline-3", title: "HomeTimeline 3"),
        ])
    }

    func homeTimeline(_ list: Social.HomeTimelineViewController, didChoose item: Social.HomeTimelineToolbarMenuItem) {
        switch item {
        case .following:
            break // What this menu item does.
        case .local:
            break // What this menu item does.
        case .lists:
            break // What this menu item does.
        case .followedHashtags:
            break // What this menu item does.
        }
    }

    func refreshHomeTimeline(_ list: Social.HomeTimelineViewController, done: @escaping @MainActor () -> Void) {
        // Fetch the rows, apply them as `loadHomeTimeline` does, then call `done()` to end the indicator.
        done()
    }

    func homeTimeline(
        _ list: Social.HomeTimelineViewController,
        perform item: Social.HomeTimelineContextMenuItem,
        on row: Social.Post
    ) {
        switch item {
        case .savePhoto:
            break // Perform it on `row`.
        case .copyPhoto:
            break // Perform it on `row`.
        case .share:
            break // Perform it on `row`.
        }
    }

    func loadExplore(_ list: Social.ExploreViewController, for selection: Social.Selection?) {
        // Replace with your data for `selection`; call `list.apply(_:)` again whenever it changes.
        list.apply([
            Social.Post(id: "explore-1", title: "Search 1"),
            Social.Post(id: "explore-2", title: "Search 2"),
            Social.Post(id: "explore-3", title: "Search 3"),
        ])
    }

    func explore(
        _ list: Social.ExploreViewController,
        searchFor text: String,
        showingResultsIn results: Social.SearchResultsViewController
    ) {
        // Apply the matches to the results: `results.apply(matches)`.
    }

    func refreshExplore(_ list: Social.ExploreViewController, done: @escaping @MainActor () -> Void) {
        // Fetch the rows, apply them as `loadExplore` does, then call `done()` to end the indicator.
        done()
    }

    func explore(
        _ list: Social.ExploreViewController,
        perform item: Social.ExploreContextMenuItem,
        on row: Social.Post
    ) {
        switch item {
        case .savePhoto:
            break // Perform it on `row`.
        case .copyPhoto:
            break // Perform it on `row`.
        case .share:
            break // Perform it on `row`.
        }
    }

    func loadSearchResults(_ list: Social.SearchResultsViewController, for selection: Social.Selection?) {
        // Replace with your data for `selection`; call `list.apply(_:)` again whenever it changes.
        list.apply([
            Social.SearchResult(id: "searchResults-1", title: "Results 1"),
            Social.SearchResult(id: "searchResults-2", title: "Results 2"),
            Social.SearchResult(id: "searchResults-3", title: "Results 3"),
        ])
    }

    func searchResults(
        _ list: Social.SearchResultsViewController,
        perform item: Social.SearchResultsContextMenuItem,
        on row: Social.SearchResult
    ) {
        switch item {
        case .savePhoto:
            break // Perform it on `row`.
        case .copyPhoto:
            break // Perform it on `row`.
        case .share:
            break // Perform it on `row`.
        }
    }

    func loadNotifications(_ list: Social.NotificationsViewController, for selection: Social.Selection?) {
        // Replace with your data for `selection`; call `list.apply(_:)` again whenever it changes.
        list.apply([
            Social.Notification(id: "notifications-1", title: "Notifications 1"),
            Social.Notification(id: "notifications-2", title: "Notifications 2"),
            Social.Notification(id: "notifications-3", title: "Notifications 3"),
        ])
    }

    func refreshNotifications(_ list: Social.NotificationsViewController, done: @escaping @MainActor () -> Void) {
        // Fetch the rows, apply them as `loadNotifications` does, then call `done()` to end the indicator.
        done()
    }

    func loadFavorites(_ list: Social.FavoritesViewController, for selection: Social.Selection?) {
        // Replace with your data for `selection`; call `list.apply(_:)` again whenever it changes.
        list.apply([
            Social.Post(id: "favorites-1", title: "Favorites 1"),
            Social.Post(id: "favorites-2", title: "Favorites 2"),
            Social.Post(id: "favorites-3", title: "Favorites 3"),
        ])
    }

    func favorites(
        _ list: Social.FavoritesViewController,
        perform item: Social.FavoritesContextMenuItem,
        on row: Social.Post
    ) {
        switch item {
        case .savePhoto:
            break // Perform it on `row`.
        case .copyPhoto:
            break // Perform it on `row`.
        case .share:
            break // Perform it on `row`.
        }
    }

    func loadBookmarks(_ list: Social.BookmarksViewController, for selection: Social.Selection?) {
        // Replace with your data for `selection`; call `list.apply(_:)` again whenever it changes.
        list.apply([
            Social.Post(id: "bookmarks-1", title: "Bookmarks 1"),
            Social.Post(id: "bookmarks-2", title: "Bookmarks 2"),
            Social.Post(id: "bookmarks-3", title: "Bookmarks 3"),
        ])
    }

    func bookmarks(
        _ list: Social.BookmarksViewController,
        perform item: Social.BookmarksContextMenuItem,
        on row: Social.Post
    ) {
        switch item {
        case .savePhoto:
            break // Perform it on `row`.
        case .copyPhoto:
            break // Perform it on `row`.
        case .share:
            break // Perform it on `row`.
        }
    }

    func makeContent(of transient: Social.Transient, for selection: Social.Selection?) -> UIViewController {
        // A share sheet (`UIActivityViewController`), a picker, or a controller of your own, for each entry.
        let controller = UIViewController()
        controller.title = "\(transient)"
        return controller
    }

    func mayDismiss(_ transient: Social.Transient) -> Bool {
        // `false` while the sheet holds unsaved work; its own Cancel or Done still close it.
        true
    }

    func didSelect(_ selection: Social.Selection, in list: UIViewController) {
        switch selection {
        case .sidebar:
            // These rows of Sidebar have no destination in the spec: settings, compose.
            break
        default:
            break // The other rows open what the spec says.
        }
    }
}
