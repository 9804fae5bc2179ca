// Written once by `layoutc scaffold` from Specs/Reader.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Reader+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The app's side of the Reader layout: the screens the spec leaves to the app, and its data.
/// `ReaderApp` shows the layout with one (`WindowGroup { Reader.RootView(screens:) }`). Keep your data
/// here. Make the class `@Observable` so the lists refresh when its data changes.
@MainActor
final class ReaderScreenViews: Reader.ScreenViews {
    func addFeed(for selection: Reader.Selection?) -> some View {
        ReaderAddFeedView(selection: selection)
    }

    func addFolder(for selection: Reader.Selection?) -> some View {
        ReaderAddFolderView(selection: selection)
    }

    func feedInspector(for selection: Reader.Selection?) -> some View {
        ReaderFeedInspectorView(selection: selection)
    }

    func settings(for selection: Reader.Selection?) -> some View {
        ReaderSettingsView(selection: selection)
    }

    func article(for selection: Reader.Selection?) -> some View {
        ReaderArticleView(selection: selection)
    }

    func perform(_ action: Reader.AppAction) {
        switch action {
        case .toggleReadFeedsFilter:
            break // What this action does.
        case .toggleReadArticlesFilter:
            break // What this action does.
        case .toggleReaderView:
            break // What this action does.
        case .addFeed:
            break // What this action does.
        case .addFolder:
            break // What this action does.
        case .markAllAsRead:
            break // What this action does.
        case .markAboveAsRead:
            break // What this action does.
        case .markBelowAsRead:
            break // What this action does.
        case .nextUnread:
            break // What this action does.
        case .scrollOrGoToNextUnread:
            break // What this action does.
        case .toggleRead:
            break // What this action does.
        case .toggleStarred:
            break // What this action does.
        case .openInBrowser:
            break // What this action does.
        case .goToToday:
            break // What this action does.
        case .goToAllUnread:
            break // What this action does.
        case .goToStarred:
            break // What this action does.
        case .articleSearch:
            break // What this action does.
        case .findInArticle:
            break // What this action does.
        case .cleanUp:
            break // What this action does.
        case .toggleSidebar:
            break // What this action does.
        case .refresh:
            break // What this action does.
        }
    }

    func state(of action: Reader.AppAction) -> Reader.ActionState {
        // Whether `action` can run now (`enabled: app`) and whether it is on (`checked: app`).
        Reader.ActionState()
    }

    func feedsAccountsSections(for selection: Reader.Selection?) -> [(Reader.Account, [Reader.Feed])] {
        // Replace with your data for `selection`.
        [
            (Reader.Account(id: "accounts-1", title: "Account 1"), [
                Reader.Feed(id: "accounts-1-1", title: "Feeds 1"),
                Reader.Feed(id: "accounts-1-2", title: "Feeds 2"),
                Reader.Feed(id: "accounts-1-3", title: "Feeds 3"),
            ]),
        ]
    }

    func feeds(perform action: Reader.FeedsSwipeAction, on row: Reader.Feed, for selection: Reader.Selection?) {
        // Do what `action` means for `row`; change the data behind the list to update it.
    }

    func refreshFeeds(for selection: Reader.Selection?) async {
        // Fetch the rows; the list shows what the rows functions return once this returns.
    }

    func feeds(perform item: Reader.FeedsContextMenuItem.AppItem, on row: Reader.Feed) {
        switch item {
        case .openHomePage:
            break // Perform it on `row`.
        case .copyFeedURL:
            break // Perform it on `row`.
        case .copyHomePageURL:
            break // Perform it on `row`.
        case .markAllAsRead:
            break // Perform it on `row`.
        case .rename:
            break // Perform it on `row`.
        case .delete:
            break // Perform it on `row`.
        }
    }

    func feeds(didDrop rows: [Reader.Selection], onto row: Reader.Feed) {
        // Move each dropped row into `row` in your data; the lists show what the rows functions return.
    }

    func timelineRows(for selection: Reader.Selection?) -> [Reader.Article] {
        // Replace with your data for `selection`.
        [
            Reader.Article(id: "timeline-1", title: "Timeline 1"),
            Reader.Article(id: "timeline-2", title: "Timeline 2"),
            Reader.Article(id: "timeline-3", title: "Timeline 3"),
        ]
    }

    func timeline(
        perform action: Reader.TimelineSwipeAction,
        on row: Reader.Article,
        for selection: Reader.Selection?
    ) {
        // Do what `action` means for `row`; change the data behind the list to update it.
    }

    func timeline(searchFor text: String, in scope: Reader.TimelineSearchScope) {
        // Publish the rows that match; the list shows what the rows function returns.
    }

    func refreshTimeline(for selection: Reader.Selection?) async {
        // Fetch the rows; the list shows what the rows functions return once this returns.
    }

    func timeline(perform item: Reader.TimelineContextMenuItem, on row: Reader.Article) {
        switch item {
        case .markAsRead:
            break // Perform it on `row`.
        case .markAsStarred:
            break // Perform it on `row`.
        case .markAboveAsRead:
            break // Perform it on `row`.
        case .markBelowAsRead:
            break // Perform it on `row`.
        case .goToFeed:
            break // Perform it on `row`.
        case .markAllAsRead:
            break // Perform it on `row`.
        case .copyArticleURL:
            break // Perform it on `row`.
        case .copyExternalURL:
            break // Perform it on `row`.
        case .openInBrowser:
            break // Perform it on `row`.
        case .share:
            break // Perform it on `row`.
        }
    }

    func content(of transient: Reader.Transient, for selection: Reader.Selection?) -> some View {
        // A share link, a picker, or a view of your own, for each entry.
        Text("\(transient)")
    }
}
