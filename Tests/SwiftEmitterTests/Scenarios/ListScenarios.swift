// The list defects of the first generator, each as a scenario run against the UIKit model: a row
// is its `id` (a changed subtitle is the same row, reconfigured in place), the user's expansion
// survives every later apply, a moving row stays among its siblings and the app hears its
// section's new order and can restore it, and a swipe's outcome is the app's answer, with the
// destructive action at the edge where a full swipe performs it.
import UIKit

func ip(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

/// A row's name in a generated list: its case name, `#section` for a title row, or a dynamic
/// row's id (the generated identifier types are private, so rows are read by name).
func rowName(_ key: AnyHashable) -> String {
    let text = "\(key.base)"
    let last = text.split(separator: ".").last.map(String.init) ?? text
    let bare = last.hasSuffix(")") ? String(last.dropLast()) : last
    return text.hasPrefix("title(") ? "#" + bare : bare
}

/// The rows shown, by section, by name.
@MainActor func rowNames(_ collectionView: UICollectionView) -> [[String]] {
    UIKitListModel.visibleItems(of: collectionView).map { $0.map(rowName) }
}

/// The item rows (not title rows) the applies since `start` deleted or inserted, by name.
@MainActor func recreatedRows(_ collectionView: UICollectionView, since start: Int) -> [String] {
    UIKitListModel.applies(of: collectionView).dropFirst(start).flatMap { $0.deleted + $0.inserted }.map(rowName).filter { !$0.hasPrefix("#") }
}

/// Puts a list controller on screen by itself, as the root of a window of `sizeClass`.
@MainActor func show<List: UIViewController>(_ list: List, _ sizeClass: UIUserInterfaceSizeClass) -> (UIWindow, UICollectionView?) {
    let window = UIKitModel.install(list, in: sizeClass)
    return (window, list.view.subviews.compactMap { $0 as? UICollectionView }.first)
}

/// The window changes width class and lays out again: what UIKit does on rotation or Slide Over
/// (the model sends the trait change; the layout pass is `viewWillLayoutSubviews`).
@MainActor func resize(_ window: UIWindow, to sizeClass: UIUserInterfaceSizeClass, layingOut list: UIViewController) {
    UIKitModel.setHorizontalSizeClass(sizeClass, for: window)
    list.viewWillLayoutSubviews()
}

// MARK: - Identity

/// Mail's message list in the supplementary column of `window`, with its collection view; `nil`,
/// after a failed check, when there is none.
@MainActor func messageList(in window: UIWindow) -> (Mail.MessageListViewController, UICollectionView)? {
    guard let list = columnStack(window, .supplementary).last as? Mail.MessageListViewController,
          let collectionView = list.collectionView else {
        Scenario.check(false, "no message list in the supplementary column")
        return nil
    }
    return (list, collectionView)
}

// A changed subtitle is the same message: reconfigured in its own cell, still highlighted as the
// row that opened the detail, never deleted and inserted.
@MainActor func scenario_aChangedSubtitleKeepsTheRowAndItsHighlight() {
    let layout = Mail.Layout(screens: MailScreens())
    let window = launch(layout.splitViewController, .regular) { layout.install(in: $0) }
    let driven = Driven(window: window, navigator: layout.navigator)
    tap(1, onTopOf: columnStack(window, .supplementary))            // the second message opens in the detail column
    guard case let (list, collectionView)? = messageList(in: window) else { return }
    Scenario.check(collectionView.indexPathsForSelectedItems == [ip(1)], "the tapped message is highlighted")
    let cell = collectionView.cellForItem(at: ip(1))
    let start = UIKitListModel.applies(of: collectionView).count
    var rows = list.rows
    rows[1].subtitle = "Read"                                       // the app marks it read
    list.apply(rows)
    let record = UIKitListModel.applies(of: collectionView).last
    Scenario.check(record?.deleted.isEmpty == true && record?.inserted.isEmpty == true,
                   "a changed subtitle deleted and inserted the row: \(String(describing: record))")
    Scenario.check(record?.reconfigured.count == 1, "the changed row is reconfigured: \(String(describing: record))")
    Scenario.check(recreatedRows(collectionView, since: start).isEmpty, "rows were re-created: \(recreatedRows(collectionView, since: start))")
    Scenario.check(collectionView.cellForItem(at: ip(1)) === cell, "the row has a new cell (it flashes)")
    Scenario.check(UIKitListModel.content(at: ip(1), in: collectionView)?.secondaryText == "Read", "the cell shows the new subtitle")
    Scenario.check(collectionView.indexPathsForSelectedItems == [ip(1)],
                   "the message that opened the detail is no longer highlighted: \(String(describing: collectionView.indexPathsForSelectedItems))")
    driven.checkInvariants("after the app changed a subtitle")
    // The layout highlights again after every navigation change, with the row it kept (the old subtitle).
    UIKitModel.setHorizontalSizeClass(.compact, for: window)
    UIKitModel.setHorizontalSizeClass(.regular, for: window)
    let shown = columnStack(window, .supplementary).last as? Mail.MessageListViewController
    Scenario.check(shown?.collectionView?.indexPathsForSelectedItems == [ip(1)],
                   "after a collapse and an expand the changed message is not highlighted: \(String(describing: shown?.collectionView?.indexPathsForSelectedItems))")
    driven.checkInvariants("after a collapse and an expand")
}

// MARK: - Expansion

// A collapsed outline row stays collapsed when the rows are applied again for the other width,
// and the rows keep their cells while the title rows come and go.
@MainActor func scenario_aCollapsedOutlineRowStaysCollapsed() {
    let boxes = Mail.MailboxesViewController()
    let (window, list) = show(boxes, .regular)
    guard let collectionView = list else { return Scenario.check(false, "Mailboxes shows no list") }
    Scenario.check(rowNames(collectionView)[1] == ["icloud", "icloudInbox", "icloudArchive", "icloudJunk", "work", "workInbox", "workProjects", "workTrash"],
                   "everything is expanded at first: \(rowNames(collectionView))")
    Scenario.check(UIKitListModel.toggleDisclosure(at: ip(0, 1), in: collectionView) == .collapsed, "iCloud collapses")
    let start = UIKitListModel.applies(of: collectionView).count
    resize(window, to: .compact, layingOut: boxes)
    Scenario.check(rowNames(collectionView)[1] == ["#accounts", "icloud", "work", "workInbox", "workProjects", "workTrash"],
                   "in compact width iCloud is expanded again: \(rowNames(collectionView))")
    Scenario.check(rowNames(collectionView)[0].first == "#favorites", "compact width shows the title rows: \(rowNames(collectionView))")
    Scenario.check(recreatedRows(collectionView, since: start).isEmpty,
                   "the size-class change deleted and re-created rows: \(Set(recreatedRows(collectionView, since: start)).sorted())")
    let cellsMade = UIKitListModel.cellsMade(in: collectionView).filter { !rowName($0.key).hasPrefix("#") }
    Scenario.check(cellsMade.values.allSatisfy { $0 == 1 }, "rows got new cells: \(cellsMade.filter { $0.value > 1 }.map { rowName($0.key) }.sorted())")
    Scenario.check(UIKitListModel.toggleDisclosure(at: ip(0, 1), in: collectionView) == .collapsed, "the Accounts title row collapses")
    resize(window, to: .regular, layingOut: boxes)
    Scenario.check(rowNames(collectionView)[1] == ["icloud", "work", "workInbox", "workProjects", "workTrash"],
                   "back in regular width iCloud is expanded again: \(rowNames(collectionView))")
    resize(window, to: .compact, layingOut: boxes)
    Scenario.check(rowNames(collectionView)[1] == ["#accounts"], "the collapsed Accounts section opened again: \(rowNames(collectionView))")
    Scenario.checkNoExceptions("through size-class changes")
}

// Shortcuts' sidebar: a section collapsed by its title row in compact width is still collapsed
// after a trip to regular width, where the titles are headers.
@MainActor func scenario_aCollapsedSectionStaysCollapsed() {
    let library = Shortcuts.LibraryViewController()
    let (window, list) = show(library, .compact)
    guard let collectionView = list else { return Scenario.check(false, "Library shows no list") }
    Scenario.check(rowNames(collectionView)[1] == ["#folders", "morningRoutine", "travel", "focus"], "compact rows: \(rowNames(collectionView))")
    Scenario.check(UIKitListModel.tapRow(at: ip(0, 1), in: collectionView) == .toggledDisclosure(.collapsed), "a tap on the Folders title collapses it")
    let start = UIKitListModel.applies(of: collectionView).count
    resize(window, to: .regular, layingOut: library)
    Scenario.check(rowNames(collectionView)[1] == ["morningRoutine", "travel", "focus"], "regular width shows the folders under a header: \(rowNames(collectionView))")
    resize(window, to: .compact, layingOut: library)
    Scenario.check(rowNames(collectionView)[1] == ["#folders"], "the collapsed Folders section opened again: \(rowNames(collectionView))")
    // (The folders were hidden under their collapsed title, so they come and go; the other rows stay.)
    let shortcuts = Set(["allShortcuts", "shareSheet", "appleWatch", "automation", "gallery"])
    let recreated = recreatedRows(collectionView, since: start).filter(shortcuts.contains)
    Scenario.check(recreated.isEmpty, "size-class changes deleted and re-created rows: \(Set(recreated).sorted())")
    Scenario.checkNoExceptions("through size-class changes")
}

// MARK: - Reordering

/// The Files app's side, recording what it hears about the sidebar's order.
@MainActor final class OrderingFilesScreens: Files.Screens {
    let inner = FilesScreens()
    var reorders: [(rows: [Files.BrowseItem], section: Files.BrowseSection)] = []

    func makeFilePreview(for selection: Files.Selection?) -> UIViewController { inner.makeFilePreview(for: selection) }
    func browse(_ list: Files.BrowseViewController, didReorder rows: [Files.BrowseItem], in section: Files.BrowseSection) {
        reorders.append((rows, section))
    }
    func loadFolderContents(_ list: Files.FolderContentsViewController, for selection: Files.Selection?) { inner.loadFolderContents(list, for: selection) }
    func folderContents(_ list: Files.FolderContentsViewController, perform action: Files.FolderContentsSwipeAction, on row: Files.FileItem,
                        completion: @escaping @MainActor (Bool) -> Void) {
        inner.folderContents(list, perform: action, on: row, completion: completion)
    }
    func folderContents(_ list: Files.FolderContentsViewController, didTap item: Files.FolderContentsToolbarItem) { inner.folderContents(list, didTap: item) }
}

// A row dragged above its section's title, into another section or under another parent lands
// among its siblings; the app hears the section with its new order, collapsed children included.
@MainActor func scenario_aMovedRowStaysAmongItsSiblings() {
    let screens = OrderingFilesScreens()
    let layout = Files.Layout(screens: screens)
    let window = launch(layout.splitViewController, .regular) { layout.install(in: $0) }
    guard let browse = columnStack(window, .primary).last as? Files.BrowseViewController, let collectionView = browse.collectionView else {
        return Scenario.check(false, "no Browse list in the primary column")
    }
    browse.setEditing(true, animated: false)
    Scenario.check(UIKitListModel.toggleDisclosure(at: ip(5), in: collectionView) == .collapsed, "On My iPad collapses")
    Scenario.check(rowNames(collectionView)[0] == ["#locations", "icloudDrive", "desktop", "documents", "downloads", "onMyIPad", "recentlyDeleted"],
                   "rows: \(rowNames(collectionView))")

    // Above the title row: Recently Deleted becomes the first location, under the title.
    let aboveTitle = UIKitListModel.moveRow(from: ip(6), to: ip(0), in: collectionView)
    Scenario.check(aboveTitle.destination == ip(1), "dropped above the title, the row landed at \(String(describing: aboveTitle.destination))")
    Scenario.check(rowNames(collectionView)[0] == ["#locations", "recentlyDeleted", "icloudDrive", "desktop", "documents", "downloads", "onMyIPad"],
                   "rows after moving Recently Deleted up: \(rowNames(collectionView))")
    Scenario.check(screens.reorders.last?.section == .locations
                   && screens.reorders.last?.rows == [.recentlyDeleted, .icloudDrive, .desktop, .documents, .downloads, .onMyIPad, .keynote, .pages],
                   "the app heard \(String(describing: screens.reorders.last)), not Locations in its new order with On My iPad's collapsed children")

    // Into another section: Projects stays in Favorites, at its end.
    let count = screens.reorders.count
    let elsewhere = UIKitListModel.moveRow(from: ip(1, 1), to: ip(1, 2), in: collectionView)
    Scenario.check(elsewhere.destination == ip(2, 1), "dropped into Tags, the row landed at \(String(describing: elsewhere.destination))")
    Scenario.check(rowNames(collectionView)[1] == ["#favorites", "invoices", "projects"] && rowNames(collectionView)[2] == ["#tags", "redTag", "blueTag", "importantTag"],
                   "rows after moving Projects into Tags: \(rowNames(collectionView))")
    Scenario.check(screens.reorders.count == count + 1 && screens.reorders.last?.section == .favorites && screens.reorders.last?.rows == [.invoices, .projects],
                   "the app heard \(screens.reorders.dropFirst(count).map { "\($0.section): \($0.rows)" }), not Favorites in its new order")

    // Under another parent: Desktop stays in iCloud Drive, as its last folder.
    let otherParent = UIKitListModel.moveRow(from: ip(3), to: ip(6), in: collectionView)
    Scenario.check(otherParent.destination == ip(5), "dropped under On My iPad, the row landed at \(String(describing: otherParent.destination))")
    Scenario.check(screens.reorders.last?.rows == [.recentlyDeleted, .icloudDrive, .documents, .downloads, .desktop, .onMyIPad, .keynote, .pages],
                   "the app heard \(String(describing: screens.reorders.last))")
    Scenario.check(UIKitListModel.toggleDisclosure(at: ip(2), in: collectionView) == .collapsed
                   && rowNames(collectionView)[0] == ["#locations", "recentlyDeleted", "icloudDrive", "onMyIPad"],
                   "collapsing iCloud Drive hides Desktop with the other children: \(rowNames(collectionView))")
    Scenario.checkNoExceptions("after three moves")
}

// Kitchen's pantry: a row alone in its section cannot leave it, and a child dropped after its
// last sibling stays its parent's child, though UIKit gave it the next row's parent.
@MainActor func scenario_aMovedChildKeepsItsParent() {
    let pantry = Kitchen.PantryViewController()
    var heard: [([Kitchen.PantryItem], Kitchen.PantrySection)] = []
    pantry.didReorder = { rows, section in heard.append((rows, section)) }
    let (_, list) = show(pantry, .regular)
    guard let collectionView = list else { return Scenario.check(false, "Pantry shows no list") }
    pantry.setEditing(true, animated: false)
    let alone = UIKitListModel.moveRow(from: ip(0, 1), to: ip(2, 0), in: collectionView)
    Scenario.check(alone.destination == ip(0, 1) && rowNames(collectionView)[1] == ["scraps"] && heard.isEmpty,
                   "Scraps left its section: \(rowNames(collectionView)), heard \(heard)")
    let rice = UIKitListModel.moveRow(from: ip(2), to: ip(4), in: collectionView)
    Scenario.check(rice.destination == ip(3), "Rice dropped after Spices landed at \(String(describing: rice.destination))")
    Scenario.check(heard.last.map { $0.0 == [.dryGoods, .pasta, ._2kgRice, .spices] && $0.1 == .staplesAndMore } == true, "heard \(heard)")
    Scenario.check(UIKitListModel.toggleDisclosure(at: ip(1), in: collectionView) == .collapsed
                   && rowNames(collectionView)[0] == ["#staplesAndMore", "dryGoods", "spices"],
                   "collapsing Dry Goods hides Rice with Pasta: \(rowNames(collectionView))")
    Scenario.checkNoExceptions("after moving Rice")
}

// The app hands a saved order back: siblings are sorted by it, collapsed rows stay collapsed,
// rows only move (no row is re-created), and a saved row of another section stays where it is.
@MainActor func scenario_aSavedOrderComesBack() {
    let browse = Files.BrowseViewController()
    let (_, list) = show(browse, .regular)
    guard let collectionView = list else { return Scenario.check(false, "Browse shows no list") }
    Scenario.check(UIKitListModel.toggleDisclosure(at: ip(5), in: collectionView) == .collapsed, "On My iPad collapses")
    let start = UIKitListModel.applies(of: collectionView).count
    browse.apply(order: [
        .locations: [.recentlyDeleted, .onMyIPad, .pages, .keynote, .icloudDrive, .downloads, .desktop, .documents],
        .favorites: [.invoices, .redTag],                           // Projects missing, a tag that is not a favorite
    ])
    Scenario.check(rowNames(collectionView) == [
        ["#locations", "recentlyDeleted", "onMyIPad", "icloudDrive", "downloads", "desktop", "documents"],
        ["#favorites", "invoices", "projects"],
        ["#tags", "redTag", "blueTag", "importantTag"],
    ], "rows in the saved order: \(rowNames(collectionView))")
    Scenario.check(browse.order[.locations] == [.recentlyDeleted, .onMyIPad, .pages, .keynote, .icloudDrive, .downloads, .desktop, .documents],
                   "order: \(String(describing: browse.order[.locations]))")
    Scenario.check(recreatedRows(collectionView, since: start).isEmpty, "restoring the order re-created rows: \(recreatedRows(collectionView, since: start))")
    Scenario.check(UIKitListModel.toggleDisclosure(at: ip(2), in: collectionView) == .expanded
                   && rowNames(collectionView)[0].prefix(5) == ["#locations", "recentlyDeleted", "onMyIPad", "pages", "keynote"],
                   "On My iPad's folders come in the saved order: \(rowNames(collectionView))")
    // A dynamic list takes a saved order as its rows in that order.
    let shelf = Kitchen.ShelfViewController()
    let (_, shelfList) = show(shelf, .regular)
    let jars = (1...3).map { Kitchen.Jar(id: "jar-\($0)", title: "Jar \($0)") }
    shelf.apply(jars)
    shelf.setEditing(true, animated: false)
    var saved: [Kitchen.Jar] = []
    shelf.didReorder = { saved = $0 }
    if let shelfList { UIKitListModel.moveRow(from: ip(2), to: ip(0), in: shelfList) }
    Scenario.check(saved.map(\.id) == ["jar-3", "jar-1", "jar-2"], "the shelf's new order: \(saved.map(\.id))")
    let again = Kitchen.ShelfViewController()
    let (_, againList) = show(again, .regular)
    again.apply(saved)
    Scenario.check(againList.map(rowNames) == [["jar-3", "jar-1", "jar-2"]], "a new shelf shows the saved order: \(String(describing: againList.map(rowNames)))")
    Scenario.checkNoExceptions("after restoring saved orders")
}

// MARK: - Swipe actions

/// The Mail app's side: it asks before it deletes, so the answer comes later.
@MainActor final class AskingMailScreens: Mail.Screens {
    let inner = MailScreens()
    var asked: [(action: Mail.MessageListSwipeAction, row: Mail.Message, answer: @MainActor (Bool) -> Void)] = []
    /// The refreshes the app has not finished yet: each ends when its `done` is called.
    var refreshing: [@MainActor () -> Void] = []

    func makeMessageDetail(for selection: Mail.Selection?) -> UIViewController { inner.makeMessageDetail(for: selection) }
    func loadMessageList(_ list: Mail.MessageListViewController, for selection: Mail.Selection?) { inner.loadMessageList(list, for: selection) }
    func refreshMessageList(_ list: Mail.MessageListViewController, done: @escaping @MainActor () -> Void) {
        refreshing.append(done)                                     // fetching new mail takes a while
    }
    func messageList(_ list: Mail.MessageListViewController, perform action: Mail.MessageListSwipeAction, on row: Mail.Message,
                     completion: @escaping @MainActor (Bool) -> Void) {
        guard action.isDestructive else { return completion(false) }
        asked.append((action, row, completion))                     // an alert asks the user first
    }
}

// `refreshable: true`: pulling the message list down asks the app, and the list shows it is
// refreshing until the app calls `done` (UIRefreshControl.h:21, :33); a second pull while it is
// refreshing does not ask again.
@MainActor func scenario_aPulledListRefreshesUntilTheAppIsDone() {
    let screens = AskingMailScreens()
    let layout = Mail.Layout(screens: screens)
    let window = launch(layout.splitViewController, .regular) { layout.install(in: $0) }
    guard case let (_, collectionView)? = messageList(in: window) else { return }
    Scenario.check(collectionView.refreshControl != nil, "the message list has a refresh control")
    Scenario.check(UIKitListModel.pullToRefresh(collectionView) && screens.refreshing.count == 1, "a pull asks the app once: \(screens.refreshing.count)")
    Scenario.check(collectionView.refreshControl?.isRefreshing == true, "the list shows it is refreshing while the app fetches")
    Scenario.check(!UIKitListModel.pullToRefresh(collectionView) && screens.refreshing.count == 1, "a pull while refreshing does not ask again")
    screens.refreshing.removeFirst()()
    Scenario.check(collectionView.refreshControl?.isRefreshing == false, "done ends the refresh")
    Scenario.check(UIKitListModel.pullToRefresh(collectionView) && screens.refreshing.count == 1, "the next pull asks again")
    Scenario.checkNoExceptions("after pulling the message list")
}

// `emptyState:`: a mailbox without mail says "No Mail", with its symbol, instead of a blank
// column. The list asks UIKit for the update whenever its rows change; UIKit runs it at its next
// update, not during the apply (UIViewController.h:688-695), and the mail arriving takes it away.
@MainActor func scenario_anEmptyMailboxSaysNoMail() {
    let layout = Mail.Layout(screens: MailScreens())
    let window = launch(layout.splitViewController, .regular) { layout.install(in: $0) }
    guard case let (list, _)? = messageList(in: window) else { return }
    guard #available(iOS 17.0, *) else { return }
    let mail = list.rows
    Scenario.check(!mail.isEmpty && UIKitModel.contentUnavailable(of: list) == nil, "a mailbox with mail shows its \(mail.count) rows")
    list.apply([])                                                  // the last message was deleted elsewhere
    UIKitModel.turnRunLoop()
    let shown = UIKitModel.contentUnavailable(of: list)
    Scenario.check(shown?.kind == "empty" && shown?.text == "No Mail" && shown?.secondaryText == nil && shown?.hasImage == true,
                   "the empty mailbox shows \(String(describing: shown))")
    list.apply(mail)
    UIKitModel.turnRunLoop()
    Scenario.check(UIKitModel.contentUnavailable(of: list) == nil, "new mail takes the empty state away")
    Scenario.checkNoExceptions("after emptying the mailbox")
}

// A full trailing swipe on a message performs Delete; the row goes only when the app answers
// `true` (after removing it), and stays when it answers `false`.
@MainActor func scenario_aFullSwipeDeletesWhenTheAppSaysSo() {
    let screens = AskingMailScreens()
    let layout = Mail.Layout(screens: screens)
    let window = launch(layout.splitViewController, .regular) { layout.install(in: $0) }
    guard case let (list, collectionView)? = messageList(in: window) else { return }
    let before = list.rows
    let cell = collectionView.cellForItem(at: ip(1))
    let cancelled = UIKitListModel.swipe(.trailing, at: ip(1), in: collectionView)
    Scenario.check(cancelled?.revealedTitles.first == "Delete" && cancelled?.title == "Delete",
                   "a full trailing swipe performs \(String(describing: cancelled?.title)) (revealed \(String(describing: cancelled?.revealedTitles)))")
    Scenario.check(cancelled?.completion == nil && screens.asked.count == 1, "the swipe did not wait for the app's answer: \(String(describing: cancelled?.completion))")
    screens.asked.last?.answer(false)                               // the user cancels
    Scenario.check(list.rows == before && collectionView.cellForItem(at: ip(1)) === cell, "a cancelled delete changed the list: \(list.rows.map(\.id))")
    let confirmed = UIKitListModel.swipe(.trailing, at: ip(1), in: collectionView)
    Scenario.check(confirmed?.title == "Delete" && screens.asked.count == 2, "the second swipe performs \(String(describing: confirmed?.title))")
    if let asked = screens.asked.last {                             // the user confirms: the app removes the row, then answers
        list.apply(list.rows.filter { $0.id != asked.row.id })
        asked.answer(true)
    }
    Scenario.check(list.rows.map(\.id) == before.map(\.id).enumerated().filter { $0.offset != 1 }.map(\.element),
                   "a confirmed delete leaves \(list.rows.map(\.id))")
    let unread = UIKitListModel.swipe(.leading, at: ip(0), in: collectionView, fullSwipe: false, tapping: "Unread")
    Scenario.check(unread?.completion == false, "the app's answer reaches UIKit's completion: \(String(describing: unread?.completion))")
    Scenario.checkNoExceptions("after swipes")
}

// Shortcuts' Delete asks first (`confirm:`): a full swipe shows an action sheet at the swiped row;
// Cancel leaves the shortcut, the destructive button hands the deletion to the app.
@MainActor func scenario_aConfirmedSwipeAsksBeforeTheAppDeletes() {
    let layout = Shortcuts.Layout(screens: ShortcutsScreens())
    let window = launch(layout.splitViewController, .regular) { layout.install(in: $0) }
    guard let collection = columnStack(window, .secondary).last as? Shortcuts.ShortcutCollectionViewController,
          let list = collection.collectionView else {
        return Scenario.check(false, "the secondary column shows \(columnStack(window, .secondary).map(\.title))")
    }
    let before = collection.rows.count
    Scenario.check(before > 1, "the collection has rows: \(before)")
    _ = UIKitListModel.swipe(.trailing, at: IndexPath(item: 0, section: 0), in: list)
    guard let sheet = layout.splitViewController.presentedViewController as? UIAlertController else {
        return Scenario.check(false, "a full swipe presented \(String(describing: layout.splitViewController.presentedViewController))")
    }
    Scenario.check(sheet.preferredStyle == .actionSheet && sheet.title == "Delete this shortcut?", "asks \(sheet.title ?? "nil")")
    Scenario.check(sheet.actions.map(\.title) == ["Delete", "Cancel"] && sheet.actions.map(\.style) == [.destructive, .cancel],
                   "buttons \(sheet.actions.map(\.title))")
    Scenario.check(sheet.popoverPresentationController?.sourceView === list.cellForItem(at: IndexPath(item: 0, section: 0)),
                   "on iPad the sheet points at the swiped row")
    Scenario.check(collection.rows.count == before, "nothing is deleted before the answer")
    UIKitModel.tapAlertButton("Cancel", in: sheet)
    Scenario.check(collection.rows.count == before, "Cancel keeps the shortcut: \(collection.rows.count)")
    _ = UIKitListModel.swipe(.trailing, at: IndexPath(item: 0, section: 0), in: list)
    guard let again = layout.splitViewController.presentedViewController as? UIAlertController else {
        return Scenario.check(false, "the second swipe asked nothing")
    }
    UIKitModel.tapAlertButton("Delete", in: again)
    Scenario.check(collection.rows.count == before - 1, "Delete hands the deletion to the app: \(collection.rows.count) rows")
    Scenario.checkNoExceptions("after the confirmed swipe")
}

// A list that looks different by size class (Reader's feeds, as NetNewsWire's): the sidebar look
// in regular width, inset grouped in compact width, and it follows the window when it resizes.
@MainActor func scenario_aListTakesItsLookFromTheWidthItHas() {
    let feeds = Reader.FeedsViewController()
    let (window, list) = show(feeds, .regular)
    guard let collectionView = list else { return Scenario.check(false, "Feeds shows no list") }
    let regular = UIKitListModel.listConfiguration(forSection: 0, in: collectionView)?.appearance
    Scenario.check(regular == .sidebar, "regular width: \(String(describing: regular))")
    resize(window, to: .compact, layingOut: feeds)
    let compact = UIKitListModel.listConfiguration(forSection: 0, in: collectionView)?.appearance
    Scenario.check(compact == .insetGrouped, "compact width: \(String(describing: compact))")
    Scenario.checkNoExceptions("after the resize")
}

/// A cell of the app's own: a jar card with its own layout.
@MainActor final class JarCardCell: UICollectionViewListCell {
    var jar: Kitchen.Jar?
}

// The app's own cells: `provideCell` dequeues a cell class the app registered once, for the rows it
// wants; the other rows keep the generated cell, and `configureCell` still runs on those.
@MainActor func scenario_theAppDequeuesItsOwnCellsForSomeRows() {
    let shelf = Kitchen.ShelfViewController()
    let card = UICollectionView.CellRegistration<JarCardCell, Kitchen.Jar> { cell, _, jar in cell.jar = jar }
    var configured: [String] = []
    shelf.provideCell = { collectionView, indexPath, jar in
        jar.id == "jar-2" ? collectionView.dequeueConfiguredReusableCell(using: card, for: indexPath, item: jar) : nil
    }
    shelf.configureCell = { _, jar, _ in configured.append(jar.id) }
    let (_, list) = show(shelf, .regular)
    shelf.apply((1...3).map { Kitchen.Jar(id: "jar-\($0)", title: "Jar \($0)") })
    guard let list else { return Scenario.check(false, "the shelf shows no list") }
    let cells = (0..<3).map { list.cellForItem(at: ip($0)) }
    Scenario.check((cells[1] as? JarCardCell)?.jar?.id == "jar-2", "Jar 2 has the app's card: \(String(describing: cells[1]))")
    Scenario.check(!(cells[0] is JarCardCell) && !(cells[2] is JarCardCell), "the other jars keep the generated cell")
    Scenario.check((cells[0]?.contentConfiguration as? UIListContentConfiguration)?.text == "Jar 1", "a generated cell shows its title")
    Scenario.check(Set(configured) == ["jar-1", "jar-3"], "configureCell runs on the generated cells only: \(configured)")
    // Selection and the row's identity are the list's as before.
    shelf.highlightRow(matching: Kitchen.Selection.shelf(Kitchen.Jar(id: "jar-2", title: "Jar 2")))
    Scenario.check(list.indexPathsForSelectedItems == [ip(1)], "the card's row can be highlighted: \(String(describing: list.indexPathsForSelectedItems))")
    Scenario.checkNoExceptions("with the app's own cells")
}

// Delegate calls the generated list does not handle reach the app: scrolling, and a row's cell
// coming on and off screen, with the row (UIKit calls these as the user scrolls; the list model
// does not scroll, so the scenario calls them as UIKit would).
@MainActor func scenario_delegateCallsTheListDoesNotHandleReachTheApp() {
    let shelf = Kitchen.ShelfViewController()
    var heard: [String] = []
    shelf.didScroll = { _ in heard.append("scrolled") }
    shelf.willDisplayRow = { _, jar, indexPath in heard.append("show \(jar.id) at \(indexPath.item)") }
    shelf.didEndDisplayingRow = { _, jar, _ in heard.append("hide \(jar.id)") }
    let (_, list) = show(shelf, .regular)
    shelf.apply((1...3).map { Kitchen.Jar(id: "jar-\($0)", title: "Jar \($0)") })
    guard let list, let cell = list.cellForItem(at: ip(2)) else { return Scenario.check(false, "the shelf shows no list") }
    Scenario.check(list.delegate === shelf, "the list is its collection view's delegate")
    shelf.scrollViewDidScroll(list)
    shelf.collectionView(list, willDisplay: cell, forItemAt: ip(2))
    shelf.collectionView(list, didEndDisplaying: cell, forItemAt: ip(2))
    Scenario.check(heard == ["scrolled", "show jar-3 at 2", "hide jar-3"], "the app heard \(heard)")
    Scenario.checkNoExceptions("forwarding delegate calls")
}

// Every list answers UIKit's context-menu call (`ListViewController`, which declares the delegate
// conformance): a list whose spec has no `contextMenu` answers nil, so a long press opens nothing,
// and a list with one opens its items (UICollectionView.h:253-263).
@MainActor func scenario_aLongPressOpensOnlyTheMenusTheSpecDeclares() {
    let messages = Mail.MessageListViewController()
    let (_, list) = show(messages, .regular)
    messages.apply([Mail.Message(id: "1", title: "Hello")])
    guard let list else { return Scenario.check(false, "the message list shows no list") }
    Scenario.check(UIKitListModel.longPress(at: ip(0), in: list) == nil, "a list without contextMenu opens no menu")
    let shelf = Kitchen.ShelfViewController()
    let (_, shelfList) = show(shelf, .regular)
    shelf.apply([Kitchen.Jar(id: "jar-1", title: "Jar 1")])
    guard let shelfList else { return Scenario.check(false, "the shelf shows no list") }
    let titles = UIKitListModel.longPress(at: ip(0), in: shelfList)?.children.map(\.title) ?? []
    Scenario.check(titles == Kitchen.ShelfContextMenuItem.allCases.map(\.title), "the shelf's menu holds its spec's items: \(titles)")
    Scenario.checkNoExceptions("long presses")
}

// A context-menu item reaches the app with the cell of its row where the row is when the item is
// chosen, not where it was when the menu opened: rows may move while the menu is up (issue 41 N12).
@MainActor func scenario_aMenuItemFindsItsRowWhereItIsNow() {
    let shelf = Kitchen.ShelfViewController()
    var heard: [(jar: String, cell: UICollectionViewCell?)] = []
    shelf.performContextMenuItem = { _, jar, cell in heard.append((jar.id, cell)) }
    let (_, list) = show(shelf, .regular)
    let jars = (1...3).map { Kitchen.Jar(id: "jar-\($0)", title: "Jar \($0)") }
    shelf.apply(jars)
    guard let list, UIKitListModel.longPress(at: ip(2), in: list) != nil else { return Scenario.check(false, "no menu on Jar 3") }
    shelf.apply([jars[2], jars[0], jars[1]])                // Jar 3 moves to the top while the menu is up
    UIKitModel.chooseMenuItem(Kitchen.ShelfContextMenuItem.refill.title)
    Scenario.check(heard.count == 1 && heard[0].jar == "jar-3" && heard[0].cell != nil && heard[0].cell === list.cellForItem(at: ip(0)),
                   "the app got Jar 3 with the cell now at the top: \(heard.map(\.jar))")
    // A row scrolled out of view while its menu is up has no cell (UICollectionView.h:442): the app
    // gets the row and no cell, and a sheet the item presents still opens.
    guard UIKitListModel.longPress(at: ip(2), in: list) != nil else { return Scenario.check(false, "no menu on Jar 2") }
    UIKitListModel.scroll(list, showingRows: 0..<1)
    UIKitModel.chooseMenuItem(Kitchen.ShelfContextMenuItem.refill.title)
    Scenario.check(heard.count == 2 && heard[1].jar == "jar-2" && heard[1].cell == nil,
                   "the app got Jar 2 and no cell: \(heard.map(\.jar)), \(String(describing: heard.last?.cell))")
    Scenario.checkNoExceptions("choosing from a menu whose row moved")
}

// A row that runs an action or opens nothing (Contacts' Call) does not stay selected: UIKit's
// lists deselect such a row after the tap, and only the row that opened the next column stays
// highlighted. A row that pushes a screen stays selected until the user comes back to it.
@MainActor func scenario_aRowThatOpensNothingDoesNotStaySelected() {
    let layout = Contacts.Layout(screens: ContactsScreens())
    let window = launch(layout.splitViewController, .regular) { layout.install(in: $0) }
    tap(0, onTopOf: columnStack(window, .primary))
    guard let contacts = columnStack(window, .primary).last as? Contacts.ContactListViewController,
          let card = columnStack(window, .secondary).last as? Contacts.ContactCardViewController,
          let contactRows = contacts.collectionView, let cardRows = card.collectionView,
          let call = card.indexPath(forRow: .call), let linked = card.indexPath(forRow: .linkedCards) else {
        return Scenario.check(false, "Contacts shows no contact card beside its list: \(titles(window))")
    }
    _ = UIKitListModel.tapRow(at: call, in: cardRows)
    Scenario.check(cardRows.indexPathsForSelectedItems ?? [] == [], "Call is deselected after the tap: \(cardRows.indexPathsForSelectedItems ?? [])")
    Scenario.check(contactRows.indexPathsForSelectedItems == [ip(0)], "the contact stays highlighted: \(contactRows.indexPathsForSelectedItems ?? [])")
    _ = UIKitListModel.tapRow(at: linked, in: cardRows)
    Scenario.check(cardRows.indexPathsForSelectedItems == [linked], "Linked Contacts, which pushes, stays selected under its screen: \(cardRows.indexPathsForSelectedItems ?? [])")
    _ = UIKitModel.tapBack(in: columnStack(window, .secondary).last!)
    Scenario.check(cardRows.indexPathsForSelectedItems ?? [] == [], "and is cleared when the user comes back: \(cardRows.indexPathsForSelectedItems ?? [])")
    UIKitModel.setHorizontalSizeClass(.compact, for: window)
    guard let stackedCard = UIKitModel.visibleStack(of: layout.splitViewController).first?.last as? Contacts.ContactCardViewController,
          let stackedRows = stackedCard.collectionView, let stackedCall = stackedCard.indexPath(forRow: .call) else {
        return Scenario.check(false, "collapsed, Contacts shows no card on top: \(titles(window))")
    }
    _ = UIKitListModel.tapRow(at: stackedCall, in: stackedRows)
    Scenario.check(stackedRows.indexPathsForSelectedItems ?? [] == [], "collapsed, Call is deselected too: \(stackedRows.indexPathsForSelectedItems ?? [])")
    Scenario.checkNoExceptions("tapping rows that open nothing")
}

// A title per size class (`title: { regular: Shelf, compact: Jars }`): the shelf is titled for the
// width it loads in, and again whenever the width class changes (UITraitCollection.h:158/:181).
@MainActor func scenario_aTitlePerSizeClassFollowsTheWidth() {
    let shelf = Kitchen.ShelfViewController()
    let (window, _) = show(shelf, .regular)
    Scenario.check(shelf.title == "Shelf", "regular width: \(String(describing: shelf.title))")
    UIKitModel.setHorizontalSizeClass(.compact, for: window)
    Scenario.check(shelf.title == "Jars", "compact width: \(String(describing: shelf.title))")
    UIKitModel.setHorizontalSizeClass(.regular, for: window)
    Scenario.check(shelf.title == "Shelf", "regular width again: \(String(describing: shelf.title))")
    let phone = Kitchen.ShelfViewController()
    _ = show(phone, .compact)
    Scenario.check(phone.title == "Jars", "loaded in compact width: \(String(describing: phone.title))")
    Scenario.checkNoExceptions("after the width class changed")
}
