// Written once by `layoutc scaffold` from Specs/Reader.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Reader+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// The app's side of the Reader layout: the screens the spec leaves to the app, and its data.
@MainActor
final class ReaderScreens: Reader.Screens {
    /// Set by the scene delegate; shows the spec's transient UI (`layout?.share.present(_:from:anchor:)`).
    weak var layout: Reader.Layout?

    func makeAddFeed(for selection: Reader.Selection?) -> UIViewController {
        let screen = ReaderAddFeedViewController(selection: selection)
        screen.layout = layout
        return screen
    }

    func makeAddFolder(for selection: Reader.Selection?) -> UIViewController {
        let screen = ReaderAddFolderViewController(selection: selection)
        screen.layout = layout
        return screen
    }

    func makeFeedInspector(for selection: Reader.Selection?) -> UIViewController {
        let screen = ReaderFeedInspectorViewController(selection: selection)
        screen.layout = layout
        return screen
    }

    func makeSettings(for selection: Reader.Selection?) -> UIViewController {
        let screen = ReaderSettingsViewController(selection: selection)
        screen.layout = layout
        return screen
    }

    func makeArticle(for selection: Reader.Selection?) -> UIViewController {
        let screen = ReaderArticleViewController(selection: selection)
        screen.layout = layout
        return screen
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

    func loadFeeds(_ list: Reader.FeedsViewController, for selection: Reader.Selection?) {
        // Replace with your data for `selection`; apply again whenever it changes.
        list.apply(accounts: [
            (Reader.Account(id: "accounts-1", title: "Account 1"), [
                Reader.Feed(id: "accounts-1-1", title: "Feeds 1"),
                Reader.Feed(id: "accounts-1-2", title: "Feeds 2"),
                Reader.Feed(id: "accounts-1-3", title: "Feeds 3"),
            ]),
        ])
    }

    func feeds(
        _ list: Reader.FeedsViewController,
        perform action: Reader.FeedsSwipeAction,
        on row: Reader.Feed,
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        if action.isDestructive {
            // To ask first, present an alert here and call `completion` from its buttons.
            // Remove `row` from your data and apply its section again.
            completion(true)
            return
        }
        // Do what `action` means for `row`; call `completion(true)` once it is done, or
        // `completion(false)` to just close the row.
        completion(false)
    }

    func refreshFeeds(_ list: Reader.FeedsViewController, done: @escaping @MainActor () -> Void) {
        // Fetch the rows, apply them as `loadFeeds` does, then call `done()` to end the indicator.
        done()
    }

    func feeds(
        _ list: Reader.FeedsViewController,
        perform item: Reader.FeedsContextMenuItem.AppItem,
        on row: Reader.Feed
    ) {
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

    func feeds(_ list: Reader.FeedsViewController, didDrop rows: [Reader.Selection], onto row: Reader.Feed) {
        // Move each dropped row into `row` in your data, then apply the lists that show them again.
    }

    func loadTimeline(_ list: Reader.TimelineViewController, for selection: Reader.Selection?) {
        // Replace with your data for `selection`; call `list.apply(_:)` again whenever it changes.
        list.apply([
            Reader.Article(id: "timeline-1", title: "Timeline 1"),
            Reader.Article(id: "timeline-2", title: "Timeline 2"),
            Reader.Article(id: "timeline-3", title: "Timeline 3"),
        ])
    }

    func timeline(
        _ list: Reader.TimelineViewController,
        perform action: Reader.TimelineSwipeAction,
        on row: Reader.Article,
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        if action.isDestructive {
            // To ask first, present an alert here and call `completion` from its buttons.
            list.apply(list.rows.filter { $0.id != row.id })
            completion(true)
            return
        }
        // Do what `action` means for `row`; call `completion(true)` once it is done, or
        // `completion(false)` to just close the row.
        completion(false)
    }

    func timeline(_ list: Reader.TimelineViewController, searchFor text: String, in scope: Reader.TimelineSearchScope) {
        // Apply the rows that match: `list.apply(rows.filter { … })`.
    }

    func refreshTimeline(_ list: Reader.TimelineViewController, done: @escaping @MainActor () -> Void) {
        // Fetch the rows, apply them as `loadTimeline` does, then call `done()` to end the indicator.
        done()
    }

    func timeline(
        _ list: Reader.TimelineViewController,
        perform item: Reader.TimelineContextMenuItem,
        on row: Reader.Article
    ) {
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

    func makeContent(of transient: Reader.Transient, for selection: Reader.Selection?) -> UIViewController {
        // A share sheet (`UIActivityViewController`), a picker, or a controller of your own, for each entry.
        let controller = UIViewController()
        controller.title = "\(transient)"
        return controller
    }
}
