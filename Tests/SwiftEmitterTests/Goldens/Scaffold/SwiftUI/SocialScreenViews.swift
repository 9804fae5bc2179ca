// Written once by `layoutc scaffold` from Specs/Social.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Social+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The app's side of the Social layout: the screens the spec leaves to the app, and its data.
/// `SocialApp` shows the layout with one (`WindowGroup { Social.RootView(screens:) }`). Keep your data
/// here. Make the class `@Observable` (iOS 17) or, to run on iOS 16, an `ObservableObject`
/// with `@Published` data, which `RootView` observes, so the lists refresh when its data changes.
@MainActor
final class SocialScreenViews: Social.ScreenViews {
    func profile(for selection: Social.Selection?) -> some View {
        SocialProfileView(selection: selection)
    }

    func thread(for selection: Social.Selection?) -> some View {
        SocialThreadView(selection: selection)
    }

    func compose(for selection: Social.Selection?) -> some View {
        SocialComposeView(selection: selection)
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

    func homeTimelineRows(for selection: Social.Selection?) -> [Social.Post] {
        // Replace with your data for `selection`.
        [
            Social.Post(id: "homeTimeline-1", title: "HomeTimeline 1"),
            Social.Post(id: "homeTimeline-2", title: "HomeTimeline 2"),
            Social.Post(id: "homeTimeline-3", title: "HomeTimeline 3"),
        ]
    }

    func homeTimeline(didChoose item: Social.HomeTimelineToolbarMenuItem) {
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

    func refreshHomeTimeline(for selection: Social.Selection?) async {
        // Fetch the rows; the list shows what the rows functions return once this returns.
    }

    func homeTimeline(perform item: Social.HomeTimelineContextMenuItem, on row: Social.Post) {
        switch item {
        case .savePhoto:
            break // Perform it on `row`.
        case .copyPhoto:
            break // Perform it on `row`.
        case .share:
            break // Perform it on `row`.
        }
    }

    func exploreRows(for selection: Social.Selection?) -> [Social.Post] {
        // Replace with your data for `selection`.
        [
            Social.Post(id: "explore-1", title: "Search 1"),
            Social.Post(id: "explore-2", title: "Search 2"),
            Social.Post(id: "explore-3", title: "Search 3"),
        ]
    }

    func explore(searchFor text: String) {
        // Publish the rows that match; the list shows what the rows function returns.
    }

    func refreshExplore(for selection: Social.Selection?) async {
        // Fetch the rows; the list shows what the rows functions return once this returns.
    }

    func explore(perform item: Social.ExploreContextMenuItem, on row: Social.Post) {
        switch item {
        case .savePhoto:
            break // Perform it on `row`.
        case .copyPhoto:
            break // Perform it on `row`.
        case .share:
            break // Perform it on `row`.
        }
    }

    func searchResultsRows(for selection: Social.Selection?) -> [Social.SearchResult] {
        // Replace with your data for `selection`.
        [
            Social.SearchResult(id: "searchResults-1", title: "Results 1"),
            Social.SearchResult(id: "searchResults-2", title: "Results 2"),
            Social.SearchResult(id: "searchResults-3", title: "Results 3"),
        ]
    }

    func searchResults(perform item: Social.SearchResultsContextMenuItem, on row: Social.SearchResult) {
        switch item {
        case .savePhoto:
            break // Perform it on `row`.
        case .copyPhoto:
            break // Perform it on `row`.
        case .share:
            break // Perform it on `row`.
        }
    }

    func notificationsRows(for selection: Social.Selection?) -> [Social.Notification] {
        // Replace with your data for `selection`.
        [
            Social.Notification(id: "notifications-1", title: "Notifications 1"),
            Social.Notification(id: "notifications-2", title: "Notifications 2"),
            Social.Notification(id: "notifications-3", title: "Notifications 3"),
        ]
    }

    func refreshNotifications(for selection: Social.Selection?) async {
        // Fetch the rows; the list shows what the rows functions return once this returns.
    }

    func favoritesRows(for selection: Social.Selection?) -> [Social.Post] {
        // Replace with your data for `selection`.
        [
            Social.Post(id: "favorites-1", title: "Favorites 1"),
            Social.Post(id: "favorites-2", title: "Favorites 2"),
            Social.Post(id: "favorites-3", title: "Favorites 3"),
        ]
    }

    func favorites(perform item: Social.FavoritesContextMenuItem, on row: Social.Post) {
        switch item {
        case .savePhoto:
            break // Perform it on `row`.
        case .copyPhoto:
            break // Perform it on `row`.
        case .share:
            break // Perform it on `row`.
        }
    }

    func bookmarksRows(for selection: Social.Selection?) -> [Social.Post] {
        // Replace with your data for `selection`.
        [
            Social.Post(id: "bookmarks-1", title: "Bookmarks 1"),
            Social.Post(id: "bookmarks-2", title: "Bookmarks 2"),
            Social.Post(id: "bookmarks-3", title: "Bookmarks 3"),
        ]
    }

    func bookmarks(perform item: Social.BookmarksContextMenuItem, on row: Social.Post) {
        switch item {
        case .savePhoto:
            break // Perform it on `row`.
        case .copyPhoto:
            break // Perform it on `row`.
        case .share:
            break // Perform it on `row`.
        }
    }

    func content(of transient: Social.Transient, for selection: Social.Selection?) -> some View {
        // A share link, a picker, or a view of your own, for each entry.
        Text("\(transient)")
    }

    func mayDismiss(_ transient: Social.Transient) -> Bool {
        // `false` while the sheet holds unsaved work, read from observable state.
        true
    }

    func didSelect(_ selection: Social.Selection) {
        switch selection {
        case .sidebar:
            // These rows of Sidebar have no destination in the spec: settings, compose.
            break
        default:
            break // The other rows open what the spec says.
        }
    }
}
