// What a list does when the size class changes under it (defect 10): section titles that are
// headers in one size class and rows in the other switch when UIKit reports the change
// (`registerForTraitChanges` from iOS 17, `traitCollectionDidChange` before), not on every layout
// pass; readable width keeps scroll views full width.
import UIKit

@MainActor func listRows(_ list: UIViewController) -> Int {
    guard let collectionView = list.view.subviews.compactMap({ $0 as? UICollectionView }).first else { return -1 }
    return UIKitListModel.visibleItems(of: collectionView).reduce(0) { $0 + $1.count }
}

@MainActor func scenario_sectionTitlesBecomeRowsWhenTheSizeClassChanges() {
    let mailboxes = Mail.MailboxesViewController()
    UIKitModel.setHorizontalSizeClass(.regular, for: mailboxes)
    mailboxes.loadViewIfNeeded()
    let regular = listRows(mailboxes)
    UIKitModel.setHorizontalSizeClass(.compact, for: mailboxes)
    let compact = listRows(mailboxes)
    Scenario.check(compact > regular, "Mailboxes shows \(regular) rows in regular width and \(compact) in compact width: the section titles did not become rows")
    UIKitModel.setHorizontalSizeClass(.regular, for: mailboxes)
    Scenario.check(listRows(mailboxes) == regular, "back in regular width Mailboxes shows \(listRows(mailboxes)) rows, not \(regular)")
    Scenario.checkNoExceptions("while the size class changed under a list")
}

@MainActor func scenario_readableWidthKeepsScrollViewsFullWidth() {
    let screen = UIViewController()
    let table = UITableView()
    Notes.pinToReadableWidth(table, in: screen.view)
    Scenario.check(table.superview === screen.view, "the table view is added to the screen")
    Scenario.check(table.cellLayoutMarginsFollowReadableWidth, "a table view's rows follow the readable width instead of the table narrowing")
    Scenario.checkNoExceptions("pinning a table view")
}
