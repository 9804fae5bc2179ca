// The list defects of the first generator, each as a scenario run against the UIKit model: a row
// is its `id` (a changed subtitle is the same row, reconfigured in place), and the user's
// expansion survives every later apply.
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

// A changed subtitle is the same message: reconfigured in its own cell, still highlighted as the
// row that opened the detail, never deleted and inserted.
@MainActor func scenario_aChangedSubtitleKeepsTheRowAndItsHighlight() {
    let layout = Mail.Layout(screens: MailScreens())
    let window = launch(layout.splitViewController, .regular) { layout.install(in: $0) }
    let driven = Driven(window: window, navigator: layout.navigator)
    tap(1, onTopOf: columnStack(window, .supplementary))            // the second message opens in the detail column
    guard let list = columnStack(window, .supplementary).last as? Mail.MessageListViewController,
          let collectionView = list.collectionView else {
        return Scenario.check(false, "no message list in the supplementary column")
    }
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
