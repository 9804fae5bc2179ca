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

    func homeTimelineRows(for selection: Social.Selection?) -> [Social.Post] {
        // Replace with your data for `selection`.
        [
            Social.Post(id: "homeTimeline-1", title: "Home 1"),
            Social.Post(id: "homeTimeline-2", title: "Home 2"),
            Social.Post(id: "homeTimeline-3", title: "Home 3"),
        ]
    }

    func exploreRows(for selection: Social.Selection?) -> [Social.Post] {
        // Replace with your data for `selection`.
        [
            Social.Post(id: "explore-1", title: "Search and Explore 1"),
            Social.Post(id: "explore-2", title: "Search and Explore 2"),
            Social.Post(id: "explore-3", title: "Search and Explore 3"),
        ]
    }

    func explore(searchFor text: String, in scope: Social.ExploreSearchScope) {
        // Publish the rows that match; the list shows what the rows function returns.
    }

    func searchResultsRows(for selection: Social.Selection?) -> [Social.SearchResult] {
        // Replace with your data for `selection`.
        [
            Social.SearchResult(id: "searchResults-1", title: "Results 1"),
            Social.SearchResult(id: "searchResults-2", title: "Results 2"),
            Social.SearchResult(id: "searchResults-3", title: "Results 3"),
        ]
    }

    func notificationsRows(for selection: Social.Selection?) -> [Social.Notification] {
        // Replace with your data for `selection`.
        [
            Social.Notification(id: "notifications-1", title: "Notifications 1"),
            Social.Notification(id: "notifications-2", title: "Notifications 2"),
            Social.Notification(id: "notifications-3", title: "Notifications 3"),
        ]
    }

    func didSelect(_ selection: Social.Selection) {
        switch selection {
        case .sidebar:
            // These rows of Sidebar have no destination in the spec: compose.
            break
        default:
            break // The other rows open what the spec says.
        }
    }
}
