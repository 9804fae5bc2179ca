// Lists built from data, as real sidebars are (NetNewsWire's feeds): the spec's Smart Feeds above
// one section per account the app supplies, and folders of feeds that expand, all run against the
// UIKit model. A section or row from data is its `id`: applying new data keeps the cells of what
// stays, the user's collapses survive every apply, and a row's destination is the spec's.
import LayoutRuntime
import UIKit

/// NetNewsWire-like data: two accounts, a folder with two feeds in the first.
func readerAccounts(technologyTitle: String = "Technology", secondAccount: Bool = true) -> [(Reader.Account, [Reader.Feed])] {
    let technology = Reader.Feed(id: "technology", title: technologyTitle, systemImageName: "folder", children: [
        Reader.Feed(id: "daringFireball", title: "Daring Fireball"),
        Reader.Feed(id: "sixColors", title: "Six Colors"),
    ])
    var accounts: [(Reader.Account, [Reader.Feed])] = [
        (Reader.Account(id: "onMyIPad", title: "On My iPad"), [technology, Reader.Feed(id: "inessential", title: "inessential")]),
    ]
    if secondAccount {
        accounts.append((Reader.Account(id: "feedbin", title: "Feedbin"), [Reader.Feed(id: "atp", title: "ATP")]))
    }
    return accounts
}

/// The shown rows of a section, by their text (title rows included).
@MainActor func texts(_ collectionView: UICollectionView, section: Int) -> [String] {
    let count = UIKitListModel.visibleItems(of: collectionView)[section].count
    return (0..<count).map { UIKitListModel.content(at: ip($0, section), in: collectionView)?.text ?? "?" }
}

// The spec's Smart Feeds come first by themselves; each account the app supplies is a section of
// its own, titled by the account, with its folders expanded under their disclosure.
@MainActor func scenario_accountSectionsFromDataFollowTheSpecsSmartFeeds() {
    let feeds = Reader.FeedsViewController()
    let (_, list) = show(feeds, .regular)
    guard let collectionView = list else { return Scenario.check(false, "Feeds shows no list") }
    Scenario.check(UIKitListModel.visibleItems(of: collectionView).count == 1, "before any data, only Smart Feeds: \(rowNames(collectionView))")
    Scenario.check(texts(collectionView, section: 0) == ["Smart Feeds", "Today", "All Unread", "Starred"],
                   "the spec's rows under their title row: \(texts(collectionView, section: 0))")
    feeds.apply(accounts: readerAccounts())
    Scenario.check(UIKitListModel.visibleItems(of: collectionView).count == 3, "one section per account: \(rowNames(collectionView))")
    Scenario.check(texts(collectionView, section: 1) == ["On My iPad", "Technology", "Daring Fireball", "Six Colors", "inessential"],
                   "the first account, its folder expanded: \(texts(collectionView, section: 1))")
    Scenario.check(texts(collectionView, section: 2) == ["Feedbin", "ATP"], "the second account: \(texts(collectionView, section: 2))")
    Scenario.check(UIKitListModel.accessories(at: ip(1, 1), in: collectionView) == [.outlineDisclosure], "a folder has a disclosure")
    Scenario.check(UIKitListModel.accessories(at: ip(4, 1), in: collectionView).isEmpty, "a feed has none")
    Scenario.check(feeds.sections == [.smartFeeds, .accounts("onMyIPad"), .accounts("feedbin")], "sections: \(feeds.sections)")
    Scenario.checkNoExceptions("after the accounts were applied")
}

// `badge: true` on Feed: a feed's unread count is a label at its trailing edge, a folder's before
// its disclosure; a count that drops to 0 takes the label away, in the same cell (reconfigured).
@MainActor func scenario_feedsShowTheirUnreadCounts() {
    let feeds = Reader.FeedsViewController()
    let (_, list) = show(feeds, .regular)
    guard let collectionView = list else { return Scenario.check(false, "Feeds shows no list") }
    func counted(_ unread: Int) -> [(Reader.Account, [Reader.Feed])] {
        readerAccounts().map { account, rows in
            (account, rows.map { row in
                var row = row
                row.badge = row.id == "technology" ? 12 : row.id == "inessential" ? unread : nil
                return row
            })
        }
    }
    feeds.apply(accounts: counted(3))
    Scenario.check(UIKitListModel.labels(at: ip(1, 1), in: collectionView) == ["12"]
                   && UIKitListModel.accessories(at: ip(1, 1), in: collectionView) == [.label, .outlineDisclosure],
                   "the folder shows its count before its disclosure: \(UIKitListModel.accessories(at: ip(1, 1), in: collectionView))")
    Scenario.check(UIKitListModel.labels(at: ip(4, 1), in: collectionView) == ["3"], "inessential shows 3")
    Scenario.check(UIKitListModel.labels(at: ip(2, 1), in: collectionView).isEmpty, "a feed without a count shows none")
    let cell = collectionView.cellForItem(at: ip(4, 1))
    feeds.apply(accounts: counted(0))                               // the last unread article was read
    Scenario.check(UIKitListModel.labels(at: ip(4, 1), in: collectionView).isEmpty && collectionView.cellForItem(at: ip(4, 1)) === cell,
                   "a count of 0 shows none, in the same cell: \(UIKitListModel.labels(at: ip(4, 1), in: collectionView))")
    Scenario.checkNoExceptions("after the counts changed")
}

// New data keeps what stays: an account that goes away takes its section, the folder renamed by
// the app is reconfigured in its cell, and no other row is deleted and inserted.
@MainActor func scenario_applyingAccountsAgainKeepsTheRowsThatStay() {
    let feeds = Reader.FeedsViewController()
    let (_, list) = show(feeds, .regular)
    guard let collectionView = list else { return Scenario.check(false, "Feeds shows no list") }
    feeds.apply(accounts: readerAccounts())
    let folderCell = collectionView.cellForItem(at: ip(1, 1))
    let start = UIKitListModel.applies(of: collectionView).count
    feeds.apply(accounts: readerAccounts(technologyTitle: "Tech", secondAccount: false))
    Scenario.check(UIKitListModel.visibleItems(of: collectionView).count == 2, "Feedbin's section went: \(rowNames(collectionView))")
    // (ATP's section went, so ATP went with it.)
    let recreated = recreatedRows(collectionView, since: start).filter { !$0.contains("atp") }
    Scenario.check(recreated.isEmpty, "rows that stay were deleted and inserted: \(recreated)")
    Scenario.check(texts(collectionView, section: 1)[1] == "Tech", "the renamed folder shows its new title: \(texts(collectionView, section: 1))")
    Scenario.check(collectionView.cellForItem(at: ip(1, 1)) === folderCell, "the renamed folder got a new cell")
    Scenario.check(UIKitListModel.applies(of: collectionView).dropFirst(start).contains { !$0.reconfigured.isEmpty },
                   "the renamed folder was not reconfigured")
    Scenario.checkNoExceptions("after the second apply")
}

// A folder the user collapsed stays collapsed when the app applies new data, the app hears the
// expansion so it can load the level below, and the collapse is kept as a key that lasts.
@MainActor func scenario_aCollapsedFolderFromDataStaysCollapsed() {
    let feeds = Reader.FeedsViewController()
    var expanded: [String] = []
    feeds.didExpandRow = { expanded.append($0.id) }
    let (_, list) = show(feeds, .regular)
    guard let collectionView = list else { return Scenario.check(false, "Feeds shows no list") }
    feeds.apply(accounts: readerAccounts())
    Scenario.check(UIKitListModel.toggleDisclosure(at: ip(1, 1), in: collectionView) == .collapsed, "Technology collapses")
    Scenario.check(texts(collectionView, section: 1) == ["On My iPad", "Technology", "inessential"], "its feeds are hidden: \(texts(collectionView, section: 1))")
    Scenario.check(feeds.collapsedRowKeys == ["technology"], "the collapse is kept by id: \(feeds.collapsedRowKeys)")
    feeds.apply(accounts: readerAccounts(technologyTitle: "Tech"))
    Scenario.check(texts(collectionView, section: 1) == ["On My iPad", "Tech", "inessential"], "new data keeps it collapsed: \(texts(collectionView, section: 1))")
    Scenario.check(UIKitListModel.toggleDisclosure(at: ip(1, 1), in: collectionView) == .expanded, "Technology expands")
    Scenario.check(expanded == ["technology"], "the app hears the expansion, with the folder: \(expanded)")
    Scenario.check(texts(collectionView, section: 1).count == 5, "its feeds show again: \(texts(collectionView, section: 1))")
    // A collapsed account (its title row) is kept by the account's id, so it lasts across launches.
    Scenario.check(UIKitListModel.toggleDisclosure(at: ip(0, 2), in: collectionView) == .collapsed, "Feedbin collapses")
    Scenario.check(feeds.collapsedRowKeys == ["section:accounts/feedbin"], "the section's key: \(feeds.collapsedRowKeys)")
    let again = Reader.FeedsViewController()
    again.collapsedRowKeys = feeds.collapsedRowKeys + ["technology"]
    let (_, otherList) = show(again, .regular)
    again.apply(accounts: readerAccounts())
    guard let other = otherList else { return Scenario.check(false, "the second Feeds shows no list") }
    Scenario.check(texts(other, section: 1) == ["On My iPad", "Technology", "inessential"], "a saved collapse applies to rows that come later: \(texts(other, section: 1))")
    Scenario.check(texts(other, section: 2) == ["Feedbin"], "and to sections that come later: \(texts(other, section: 2))")
    Scenario.checkNoExceptions("through collapses and applies")
}

// Rows from data and the spec's rows open the screens the spec says, in the layout: a feed and
// Today both show the timeline beside the sidebar, highlighted while it shows them.
@MainActor func scenario_aFeedFromDataOpensItsTimeline() {
    let screens = ReaderScreens()
    let layout = Reader.Layout(screens: screens)
    let window = launch(layout.splitViewController, .regular) { layout.install(in: $0) }
    let driven = Driven(window: window, navigator: layout.navigator)
    guard let feeds = columnStack(window, .primary).first as? Reader.FeedsViewController, let collectionView = feeds.collectionView else {
        return Scenario.check(false, "no feeds list in the primary column")
    }
    feeds.apply(accounts: readerAccounts())
    UIKitListModel.tapRow(at: ip(2, 1), in: collectionView)                 // Daring Fireball, in the folder
    let opened = columnStack(window, .supplementary).last.flatMap(layout.navigator.route(of:))
    Scenario.check(opened?.screen == .timeline, "the feed opens the timeline: \(String(describing: opened))")
    if case .feeds(let feed)? = opened?.selection {
        Scenario.check(feed.id == "daringFireball", "for the feed tapped: \(feed.id)")
    } else {
        Scenario.check(false, "the timeline is not for a feed: \(String(describing: opened?.selection))")
    }
    Scenario.check(collectionView.indexPathsForSelectedItems == [ip(2, 1)], "the feed stays highlighted: \(String(describing: collectionView.indexPathsForSelectedItems))")
    UIKitListModel.tapRow(at: ip(1, 0), in: collectionView)                 // Today, a row the spec lists
    if case .feeds(let feed)? = columnStack(window, .supplementary).last.flatMap(layout.navigator.route(of:))?.selection {
        Scenario.check(Reader.FeedsItem(feed) == .today, "Today is the spec's row: \(feed.id)")
    } else {
        Scenario.check(false, "Today did not open the timeline")
    }
    driven.checkInvariants("after a feed and Today")
}

// The sections both UIKit and SwiftUI show come from the model, which runs anywhere: the spec's
// sections in spec order with the spec's rows (values of the row type, by their ids), and one
// section per account id, the first of each.
@MainActor func scenario_theModelSaysWhichSectionsAListOfDataShows() {
    let accounts = readerAccounts() + [(Reader.Account(id: "onMyIPad", title: "Again"), [Reader.Feed(id: "x", title: "X")])]
    let contents = Reader.FeedsSection.contents(accounts: accounts)
    Scenario.check(contents.map(\.section) == [.smartFeeds, .accounts("onMyIPad"), .accounts("feedbin")], "sections: \(contents.map(\.section))")
    Scenario.check(contents.map(\.title) == ["Smart Feeds", "On My iPad", "Feedbin"], "titles: \(contents.map(\.title))")
    Scenario.check(contents[0].rows.map(\.id) == ["today", "allUnread", "starred"], "the spec's rows by id: \(contents[0].rows.map(\.id))")
    Scenario.check(contents[0].rows.map { Reader.FeedsItem($0) } == [.today, .allUnread, .starred], "and back to the spec's cases")
    Scenario.check(Reader.FeedsItem.destination(of: contents[1].rows[0]) == Reader.Destination(.showSupplementary, .timeline),
                   "a row from data takes the list's destination")
    Scenario.check(Reader.FeedsSection(key: Reader.FeedsSection.accounts("a/b").key) == .accounts("a/b"), "a section's key comes back, even with a slash in the id")
    Scenario.check(Reader.FeedsSection(key: "gone") == nil, "a key of a section the spec no longer has is nil")
}

// A feed the user moves to another account leaves the first account's section before it joins
// the other (identifiers are unique in the whole data source, UIKit.si:3243), and an account the
// app renames shows its new title on its title row.
@MainActor func scenario_aFeedMovesToAnotherAccountAndAnAccountIsRenamed() {
    let feeds = Reader.FeedsViewController()
    let (_, list) = show(feeds, .regular)
    guard let collectionView = list else { return Scenario.check(false, "Feeds shows no list") }
    feeds.apply(accounts: readerAccounts())
    var moved = readerAccounts()
    moved[0].1.append(Reader.Feed(id: "atp", title: "ATP"))             // ATP moves from Feedbin to On My iPad
    moved[1].1 = []
    moved[1].0.title = "Feedbin (Work)"
    feeds.apply(accounts: moved)
    Scenario.checkNoExceptions("after ATP moved to On My iPad")
    Scenario.check(texts(collectionView, section: 1).last == "ATP", "ATP shows under On My iPad: \(texts(collectionView, section: 1))")
    Scenario.check(texts(collectionView, section: 2) == ["Feedbin (Work)"], "Feedbin is empty and renamed: \(texts(collectionView, section: 2))")
    // And back, with Technology collapsed: its hidden feeds stay where they were.
    Scenario.check(UIKitListModel.toggleDisclosure(at: ip(1, 1), in: collectionView) == .collapsed, "Technology collapses")
    feeds.apply(accounts: readerAccounts())
    Scenario.checkNoExceptions("after ATP moved back")
    Scenario.check(texts(collectionView, section: 1) == ["On My iPad", "Technology", "inessential"], "On My iPad: \(texts(collectionView, section: 1))")
    Scenario.check(texts(collectionView, section: 2) == ["Feedbin", "ATP"], "Feedbin has ATP again: \(texts(collectionView, section: 2))")
}

// An outline from data that fills the whole list (Kitchen's suppliers, each a wholesaler with its
// own suppliers), where every row is a button: tapping a supplier runs the list's action for it.
@MainActor func scenario_anOutlineFromDataFillsAWholeList() {
    let suppliers = Kitchen.SuppliersViewController()
    var tapped: [String] = []
    suppliers.runRowAction = { row, _ in tapped.append(row.id) }
    let (_, list) = show(suppliers, .regular)
    guard let collectionView = list else { return Scenario.check(false, "Suppliers shows no list") }
    suppliers.apply([
        Kitchen.Supplier(id: "metro", title: "Metro", children: [Kitchen.Supplier(id: "dairy", title: "Dairy Co")]),
        Kitchen.Supplier(id: "market", title: "Market"),
    ])
    Scenario.check(texts(collectionView, section: 0) == ["Metro", "Dairy Co", "Market"], "rows with children under their parent: \(texts(collectionView, section: 0))")
    Scenario.check(UIKitListModel.accessories(at: ip(0), in: collectionView) == [.outlineDisclosure], "Metro expands")
    UIKitListModel.tapRow(at: ip(1), in: collectionView)
    Scenario.check(tapped == ["dairy"], "a child row is a button too: \(tapped)")
    Scenario.check(collectionView.indexPathsForSelectedItems?.isEmpty ?? true, "a button does not stay selected")
    Scenario.check(UIKitListModel.toggleDisclosure(at: ip(0), in: collectionView) == .collapsed, "Metro collapses")
    suppliers.apply(suppliers.rows)
    Scenario.check(texts(collectionView, section: 0) == ["Metro", "Market"], "and stays collapsed: \(texts(collectionView, section: 0))")
    Scenario.checkNoExceptions("in the suppliers' outline")
}

// MARK: - Drag and drop

// An article dragged from the timeline onto a feed moves into it: the feeds list proposes a move
// into the row under the finger and hands the app the article with the feed. A drop on a title
// row, or text from another app, is refused; a feed dragged onto a folder moves the same way.
@MainActor func scenario_anArticleDraggedOntoAFeedMovesIntoIt() {
    let feeds = Reader.FeedsViewController()
    var drops: [String] = []
    feeds.didDrop = { rows, target in
        drops.append(rows.map { row in
            switch row {
            case .timeline(let article): "article \(article.id)"
            case .feeds(let feed): "feed \(feed.id)"
            }
        }.joined(separator: ",") + " onto \(target.id)")
    }
    let (_, feedsList) = show(feeds, .regular)
    feeds.apply(accounts: readerAccounts())
    let timeline = Reader.TimelineViewController()
    let (_, timelineList) = show(timeline, .regular)
    timeline.apply([Reader.Article(id: "a1", title: "Hello"), Reader.Article(id: "a2", title: "World")])
    guard let feedsView = feedsList, let timelineView = timelineList else { return Scenario.check(false, "a list is missing") }
    let outcome = UIKitListModel.drag(from: ip(1), in: timelineView, onto: ip(2, 1), in: feedsView)
    Scenario.check(outcome == .dropped(.move, .insertIntoDestinationIndexPath), "the article moves into the feed: \(outcome)")
    Scenario.check(drops == ["article a2 onto daringFireball"], "the app hears the article and the feed: \(drops)")
    let onTitle = UIKitListModel.drag(from: ip(0), in: timelineView, onto: ip(0, 1), in: feedsView)
    Scenario.check(onTitle == .refused(.forbidden), "an account's title row takes no drop: \(onTitle)")
    let foreign = UIKitListModel.drag(from: ip(0), in: timelineView, onto: ip(2, 1), in: feedsView, fromAnotherApp: true)
    Scenario.check(foreign == .refused(.forbidden), "text from another app is refused: \(foreign)")
    let feedIntoFolder = UIKitListModel.drag(from: ip(4, 1), in: feedsView, onto: ip(1, 1), in: feedsView)
    Scenario.check(feedIntoFolder == .dropped(.move, .insertIntoDestinationIndexPath), "a feed moves into a folder: \(feedIntoFolder)")
    Scenario.check(drops.last == "feed inessential onto technology", "the app hears the feed and the folder: \(drops)")
    let today = UIKitListModel.drag(from: ip(1, 0), in: feedsView, onto: ip(1, 1), in: feedsView)
    Scenario.check(today == .dropped(.move, .insertIntoDestinationIndexPath) && drops.last == "feed today onto technology",
                   "a row the spec lists drags as a row of the same type: \(today), \(drops)")
    let ontoItself = UIKitListModel.drag(from: ip(4, 1), in: feedsView, onto: ip(4, 1), in: feedsView)
    Scenario.check(ontoItself == .refused(.forbidden), "a feed dropped onto itself stays: \(ontoItself)")
    let intoOwnChild = UIKitListModel.drag(from: ip(1, 1), in: feedsView, onto: ip(2, 1), in: feedsView)
    Scenario.check(intoOwnChild == .refused(.forbidden), "a folder never moves into its own feed: \(intoOwnChild)")
    let pastTheEnd = UIKitListModel.drag(from: ip(0), in: timelineView, onto: ip(9, 1), in: feedsView)
    Scenario.check(pastTheEnd == .refused(.forbidden), "between rows, past the last one, nothing is dropped: \(pastTheEnd)")
    Scenario.check(drops.count == 3, "refused drops reach no one: \(drops)")
    Scenario.checkNoExceptions("through the drags")
}

// A list that names no drag target cannot be dragged from; the articles' item carries the title for
// other apps.
@MainActor func scenario_onlyListsWithDragTargetsStartADrag() {
    let suppliers = Kitchen.SuppliersViewController()
    let (_, list) = show(suppliers, .regular)
    suppliers.apply([Kitchen.Supplier(id: "metro", title: "Metro")])
    let shelf = Kitchen.ShelfViewController()
    let (_, shelfList) = show(shelf, .regular)
    guard let collectionView = list, let shelfView = shelfList else { return Scenario.check(false, "a list is missing") }
    let outcome = UIKitListModel.drag(from: ip(0), in: collectionView, onto: ip(0), in: shelfView)
    Scenario.check(outcome == .notDragged("dragInteractionEnabled is false"), "Suppliers has no dragTo, so dragging stays off: \(outcome)")
    Scenario.check(suppliers.collectionView?.dragDelegate == nil, "and it has no drag delegate")
    let timeline = Reader.TimelineViewController()
    let (_, timelineList) = show(timeline, .regular)
    timeline.apply([Reader.Article(id: "a1", title: "Hello")])
    guard let timelineView = timelineList else { return Scenario.check(false, "no timeline") }
    Scenario.check(timelineView.dragInteractionEnabled, "dragging is on, also on iPhone before iOS 15")
    guard let dragDelegate = timelineView.dragDelegate else { return Scenario.check(false, "Timeline has no drag delegate") }
    let items = dragDelegate.collectionView(timelineView, itemsForBeginning: _ScenarioDragSession(), at: ip(0))
    Scenario.check(items.count == 1 && (items.first?.localObject as? Reader.Selection) == .timeline(Reader.Article(id: "a1", title: "Hello")),
                   "the drag item carries the row's selection: \(String(describing: items.first?.localObject))")
}

/// A drag session for calling the drag delegate directly.
@MainActor final class _ScenarioDragSession: NSObject, UIDragSession {
    var localContext: Any?
    var items: [UIDragItem] = []
    func location(in view: UIView) -> CGPoint { .zero }
    var allowsMoveOperation: Bool { true }
    var isRestrictedToDraggingApplication: Bool { false }
}
