// The list defects of the first generator, each as a scenario run against the UIKit model: a row
// is its `id` (a changed subtitle is the same row, reconfigured in place).
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

/// The item rows (not title rows) the applies since `start` deleted or inserted, by name.
@MainActor func recreatedRows(_ collectionView: UICollectionView, since start: Int) -> [String] {
    UIKitListModel.applies(of: collectionView).dropFirst(start).flatMap { $0.deleted + $0.inserted }.map(rowName).filter { !$0.hasPrefix("#") }
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
