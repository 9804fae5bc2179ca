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
        SocialProfileViewController(selection: selection)
    }

    func makeThread(for selection: Social.Selection?) -> UIViewController {
        SocialThreadViewController(selection: selection)
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

    func loadHomeTimeline(_ list: Social.HomeTimelineViewController, for selection: Social.Selection?) {
        // Replace with your data for `selection`; call `list.apply(_:)` again whenever it changes.
        list.apply([
            Social.Post(id: "homeTimeline-1", title: "Home 1"),
            Social.Post(id: "homeTimeline-2", title: "Home 2"),
            Social.Post(id: "homeTimeline-3", title: "Home 3"),
        ])
    }

    func loadExplore(_ list: Social.ExploreViewController, for selection: Social.Selection?) {
        // Replace with your data for `selection`; call `list.apply(_:)` again whenever it changes.
        list.apply([
            Social.Post(id: "explore-1", title: "Search and Explore 1"),
            Social.Post(id: "explore-2", title: "Search and Explore 2"),
            Social.Post(id: "explore-3", title: "Search and Explore 3"),
        ])
    }

    func explore(
        _ list: Social.ExploreViewController,
        searchFor text: String,
        in scope: Social.ExploreSearchScope,
        showingResultsIn results: Social.SearchResultsViewController
    ) {
        // Apply the matches to the results: `results.apply(matches)`.
    }

    func loadSearchResults(_ list: Social.SearchResultsViewController, for selection: Social.Selection?) {
        // Replace with your data for `selection`; call `list.apply(_:)` again whenever it changes.
        list.apply([
            Social.SearchResult(id: "searchResults-1", title: "Results 1"),
            Social.SearchResult(id: "searchResults-2", title: "Results 2"),
            Social.SearchResult(id: "searchResults-3", title: "Results 3"),
        ])
    }

    func loadNotifications(_ list: Social.NotificationsViewController, for selection: Social.Selection?) {
        // Replace with your data for `selection`; call `list.apply(_:)` again whenever it changes.
        list.apply([
            Social.Notification(id: "notifications-1", title: "Notifications 1"),
            Social.Notification(id: "notifications-2", title: "Notifications 2"),
            Social.Notification(id: "notifications-3", title: "Notifications 3"),
        ])
    }

    func didSelect(_ selection: Social.Selection, in list: UIViewController) {
        switch selection {
        case .sidebar:
            // These rows of Sidebar have no destination in the spec: compose.
            break
        default:
            break // The other rows open what the spec says.
        }
    }
}
