// The adaptive-navigation defects of the first generator, each as a scenario that uses only
// what every generated layout offers (`Layout(screens:)`, `splitViewController`, `install(in:)`)
// and what a person sees, so the same scenario runs against old and new generated code.
import LayoutRuntime
import UIKit

@MainActor func launch(_ root: UIViewController, _ sizeClass: UIUserInterfaceSizeClass, install: (UIWindow) -> Void) -> UIWindow {
    let window = UIKitModel.makeWindow(in: sizeClass)
    install(window)
    return window
}

@MainActor func titles(_ window: UIWindow) -> [[String]] {
    window.rootViewController.map { UIKitModel.visibleTitles(of: $0) } ?? []
}

/// The split view's column stack (regular width).
@MainActor func columnStack(_ window: UIWindow, _ column: UISplitViewController.Column) -> [UIViewController] {
    ((window.rootViewController as? UISplitViewController)?.viewController(for: column) as? UINavigationController)?.viewControllers ?? []
}

/// Taps the `index`th visible row of the list on top of `stack`.
@MainActor @discardableResult func tap(_ index: Int, onTopOf stack: [UIViewController]) -> Bool {
    guard let top = stack.last, let list = top.view.subviews.compactMap({ $0 as? UICollectionView }).first else { return false }
    var remaining = index
    for (section, items) in UIKitListModel.visibleItems(of: list).enumerated() {
        if remaining < items.count {
            _ = UIKitListModel.tapRow(at: IndexPath(item: remaining, section: section), in: list)
            return true
        }
        remaining -= items.count
    }
    return false
}

// 1. An iPhone launch, or Slide Over, opens on the compact root, never an empty detail; a spec
// with no compact flow too.
@MainActor func scenario_compactLaunchShowsTheRoot() {
    let mail = Mail.Layout(screens: MailScreens())
    let window = launch(mail.splitViewController, .compact) { mail.install(in: $0) }
    Scenario.check(titles(window) == [["Mailboxes"]], "Mail launched in compact width shows \(titles(window))")
    UIKitModel.reset()
    let contacts = Contacts.Layout(screens: ContactsScreens())
    let contactsWindow = launch(contacts.splitViewController, .compact) { contacts.install(in: $0) }
    Scenario.check(titles(contactsWindow) == [["Contacts"]], "Contacts (no compact flow) launched in compact width shows \(titles(contactsWindow))")
    Scenario.checkNoExceptions("at a compact launch")
}

// 2. The detail column shows the current pick, not a stack of every pick.
@MainActor func scenario_detailColumnDoesNotStack() {
    let layout = Mail.Layout(screens: MailScreens())
    let window = launch(layout.splitViewController, .regular) { layout.install(in: $0) }
    for row in [0, 1, 2] { tap(row, onTopOf: columnStack(window, .supplementary)) }
    Scenario.check(columnStack(window, .secondary).count == 1,
                   "after three picks the secondary column holds \(columnStack(window, .secondary).count) controllers")
    Scenario.checkNoExceptions("after three picks")
}

// 2. Mail tiles its columns displacing the detail, which is then "dimmed, noninteractive"
// (UISplitViewController.h:25): a picked message must not stay that way.
@MainActor func scenario_aPickedDetailIsNotLeftDimmedBesideTheSidebar() {
    let layout = Mail.Layout(screens: MailScreens())
    let window = launch(layout.splitViewController, .regular) { layout.install(in: $0) }
    let split = window.rootViewController as? UISplitViewController
    Scenario.check(split?.displayMode == .twoDisplaceSecondary, "Mail starts displacing the detail: \(String(describing: split?.displayMode))")
    tap(0, onTopOf: columnStack(window, .supplementary))
    guard let message = columnStack(window, .secondary).last else { return Scenario.check(false, "no message shown") }
    Scenario.check(split?.displayMode == .oneBesideSecondary && UIKitModel.acceptsTouches(message),
                   "the sidebar stepped aside and the message can be used: \(String(describing: split?.displayMode))")
    Scenario.check(titles(window) == [["Inbox"], ["MessageDetail"]], "the list stays beside the message: \(titles(window))")
    // Only a detail pick moves the sidebar: with it back, picking a mailbox (the detail goes back to
    // its placeholder) leaves the columns as they are.
    if let split { UIKitModel.userChangedDisplayMode(.twoDisplaceSecondary, for: split) }
    tap(1, onTopOf: columnStack(window, .primary))          // VIP
    Scenario.check(split?.displayMode == .twoDisplaceSecondary, "a mailbox pick keeps the sidebar: \(String(describing: split?.displayMode))")
    Scenario.checkNoExceptions("after picking a message")
}

// 3. Collapsing shows the whole chain (Back goes to the message list), expanding puts it back.
@MainActor func scenario_collapseAndExpandKeepTheChain() {
    let layout = Mail.Layout(screens: MailScreens())
    let window = launch(layout.splitViewController, .regular) { layout.install(in: $0) }
    tap(1, onTopOf: columnStack(window, .primary))          // VIP
    tap(0, onTopOf: columnStack(window, .supplementary))    // its first message
    // The sidebar stepped aside for the message; the user brings it back before rotating, so it
    // appears in the expand below, while `isCollapsed` is still true (Apple's documentation).
    if let split = window.rootViewController as? UISplitViewController {
        UIKitModel.userChangedDisplayMode(.twoDisplaceSecondary, for: split)
    }
    UIKitModel.setHorizontalSizeClass(.compact, for: window)
    Scenario.check(titles(window) == [["Mailboxes", "Inbox", "MessageDetail"]], "collapsed, Mail shows \(titles(window))")
    UIKitModel.setHorizontalSizeClass(.regular, for: window)
    Scenario.check(titles(window) == [["Mailboxes"], ["Inbox"], ["MessageDetail"]], "expanded again, Mail shows \(titles(window))")
    let sidebar = columnStack(window, .primary).last?.view.subviews.compactMap { $0 as? UICollectionView }.first
    Scenario.check(sidebar?.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)], "the sidebar highlights VIP: \(String(describing: sidebar?.indexPathsForSelectedItems))")
    Scenario.checkNoExceptions("through a collapse and an expand")
}

// 3. Shortcuts: the tab whose root the sidebar opened, its root once; back to the sidebar.
@MainActor func scenario_collapseChoosesTheTabOfTheSidebarPick() {
    let layout = Shortcuts.Layout(screens: ShortcutsScreens())
    let window = launch(layout.splitViewController, .regular) { layout.install(in: $0) }
    tap(3, onTopOf: columnStack(window, .primary))          // Automation
    UIKitModel.setHorizontalSizeClass(.compact, for: window)
    let tabs = (window.rootViewController as? UISplitViewController)?.viewController(for: .compact) as? UITabBarController
    Scenario.check(tabs?.selectedIndex == 1, "collapsing selected tab \(String(describing: tabs?.selectedIndex)), not Automation")
    Scenario.check(titles(window) == [["Automation"]], "collapsed, Shortcuts shows \(titles(window))")
    UIKitModel.setHorizontalSizeClass(.regular, for: window)
    Scenario.check(titles(window).last == ["Automation"], "expanded, the secondary column shows \(titles(window))")
    Scenario.checkNoExceptions("through a collapse and an expand")
}

// 3. A tab showing only its root reaches the secondary column when the window widens.
@MainActor func scenario_aTabRootReachesTheSecondaryColumn() {
    let layout = Shortcuts.Layout(screens: ShortcutsScreens())
    let window = launch(layout.splitViewController, .compact) { layout.install(in: $0) }
    if let tabs = (window.rootViewController as? UISplitViewController)?.viewController(for: .compact) as? UITabBarController {
        _ = UIKitModel.selectTab(2, in: tabs)               // Gallery
    }
    UIKitModel.setHorizontalSizeClass(.regular, for: window)
    Scenario.check(titles(window).last == ["Gallery"], "expanded from the Gallery tab, the secondary column shows \(titles(window))")
    Scenario.checkNoExceptions("after expanding from a tab root")
}

// 5. A factory may answer with a navigation controller.
@MainActor final class WrappingMinimalScreens: Minimal.Screens {
    func makeSidebar(for selection: Minimal.Selection?) -> UIViewController { wrap("Sidebar") }
    func makeDetail(for selection: Minimal.Selection?) -> UIViewController { wrap("Detail") }
    func wrap(_ title: String) -> UIViewController {
        let screen = UIViewController()
        screen.title = title
        return UINavigationController(rootViewController: screen)
    }
}

@MainActor func scenario_factoriesMayReturnNavigationControllers() {
    let layout = Minimal.Layout(screens: WrappingMinimalScreens())
    let window = launch(layout.splitViewController, .compact) { layout.install(in: $0) }
    UIKitModel.setHorizontalSizeClass(.regular, for: window)
    UIKitModel.setHorizontalSizeClass(.compact, for: window)
    Scenario.checkNoExceptions("with factories that return navigation controllers")
    Scenario.check(titles(window) == [["Sidebar"]], "compact width shows \(titles(window))")
}

// 5. A restorable screen that answers with itself moves, instead of getting a second parent.
@MainActor final class SelfRestoringDetail: UIViewController, Mail.RestorableScreen {
    func makeRestoredCopy() -> UIViewController { self }
}

/// Mail's scaffolded screens, with a message detail the scenario makes.
@MainActor final class DetailMailScreens: Mail.Screens {
    let inner = MailScreens()
    let makeDetail: @MainActor () -> UIViewController
    init(_ makeDetail: @escaping @MainActor () -> UIViewController) { self.makeDetail = makeDetail }
    func makeMessageDetail(for selection: Mail.Selection?) -> UIViewController {
        let detail = makeDetail()
        detail.title = "MessageDetail"
        return detail
    }
    func loadMessageList(_ list: Mail.MessageListViewController, for selection: Mail.Selection?) { inner.loadMessageList(list, for: selection) }
    func refreshMessageList(_ list: Mail.MessageListViewController, done: @escaping @MainActor () -> Void) { done() }
    func messageList(_ list: Mail.MessageListViewController, perform action: Mail.MessageListSwipeAction, on row: Mail.Message,
                     completion: @escaping @MainActor (Bool) -> Void) { completion(false) }
}

@MainActor func scenario_aRestoredCopyThatIsItselfMoves() {
    let layout = Mail.Layout(screens: DetailMailScreens { SelfRestoringDetail() })
    let window = launch(layout.splitViewController, .regular) { layout.install(in: $0) }
    tap(0, onTopOf: columnStack(window, .supplementary))
    let detail = columnStack(window, .secondary).last
    UIKitModel.setHorizontalSizeClass(.compact, for: window)
    Scenario.checkNoExceptions("after collapsing with a detail that restores as itself")
    Scenario.check(UIKitModel.visibleStack(of: window.rootViewController!).last?.last === detail, "the same detail controller is on top in compact width")
}

// 5. A `restoresState` screen whose controller does not adopt `RestorableScreen` is made again
// for the same selection; its live controller is never moved into the other hierarchy during the
// collapse (an Apple engineer: "it's probably easier to have separate vc instances").
@MainActor func scenario_aRestorableScreenThatDoesNotAdoptTheProtocolIsMadeAgain() {
    let layout = Mail.Layout(screens: DetailMailScreens { UIViewController() })
    let window = launch(layout.splitViewController, .regular) { layout.install(in: $0) }
    tap(0, onTopOf: columnStack(window, .supplementary))
    guard let detail = columnStack(window, .secondary).last else { return Scenario.check(false, "no detail") }
    UIKitModel.setHorizontalSizeClass(.compact, for: window)
    let top = UIKitModel.visibleStack(of: window.rootViewController!).last?.last
    Scenario.check(top !== detail && top?.title == detail.title, "a new MessageDetail for the same message is on top: \(String(describing: top?.title))")
    Scenario.check(detail.parent != nil, "the regular-width one stayed where it was")
    Scenario.checkNoExceptions("after collapsing with a detail that does not restore itself")
}

// 5. The layout lives as long as its split view: made and dropped in one expression, it works.
@MainActor func scenario_theLayoutLivesWithItsSplitView() {
    let window = UIKitModel.makeWindow(in: .regular)
    Mail.Layout(screens: MailScreens()).install(in: window)
    let placeholder = columnStack(window, .secondary).last
    tap(1, onTopOf: columnStack(window, .primary))
    tap(0, onTopOf: columnStack(window, .supplementary))
    Scenario.check(columnStack(window, .secondary).last !== placeholder,
                   "a layout nobody holds does not navigate: the detail column still shows the launch placeholder")
}

// 6. Sidebars drawn over the detail step aside after a pick.
@MainActor func scenario_overlaidSidebarsHideAfterAPick() {
    let layout = Contacts.Layout(screens: ContactsScreens())
    let window = launch(layout.splitViewController, .regular) { layout.install(in: $0) }
    let split = window.rootViewController as? UISplitViewController
    Scenario.check(split?.displayMode == .oneOverSecondary, "Contacts starts with the list over the card, not \(String(describing: split?.displayMode.rawValue))")
    tap(0, onTopOf: columnStack(window, .primary))
    Scenario.check(split?.displayMode == .secondaryOnly, "after a pick the list is still over the card (display mode \(String(describing: split?.displayMode.rawValue)))")
}

// N3. A row tap's push animates, as UIKit's own pushes do (UINavigationController.h:72: setting
// the stack animates as a push or a pop); a column's new detail (a new root), a size-class change
// and a restored place show at once.
@MainActor func scenario_theUsersPushesAnimateRestorationsDoNot() {
    let layout = Mail.Layout(screens: MailScreens())
    let window = launch(layout.splitViewController, .compact) { layout.install(in: $0) }
    var mark = UIKitModel.stackChanges.count
    func changes() -> [Bool] { UIKitModel.stackChanges.dropFirst(mark).map(\.animated) }
    tap(1, onTopOf: UIKitModel.visibleStack(of: layout.splitViewController).first ?? [])
    Scenario.check(titles(window) == [["Mailboxes", "Inbox"]], "VIP's messages are pushed: \(titles(window))")
    Scenario.check(changes() == [true], "the push from a row animates: \(changes())")
    mark = UIKitModel.stackChanges.count
    UIKitModel.setHorizontalSizeClass(.regular, for: window)
    Scenario.check(!changes().isEmpty && !changes().contains(true), "expanding puts the columns in place at once: \(changes())")
    mark = UIKitModel.stackChanges.count
    tap(0, onTopOf: columnStack(window, .supplementary))
    Scenario.check(!changes().isEmpty && !changes().contains(true), "a message replaces the detail column's root at once: \(changes())")
    let saved = layout.stateRestorationActivity()
    let relaunched = Mail.Layout(screens: MailScreens())
    _ = launch(relaunched.splitViewController, .compact) { relaunched.install(in: $0) }
    mark = UIKitModel.stackChanges.count
    relaunched.navigator.restore(from: saved)
    Scenario.check(!changes().isEmpty && !changes().contains(true), "a restored place shows at once: \(changes())")
    Scenario.checkNoExceptions("pushes, an expand and a restore")
}

// 4. `.automatic` is "an overlay mode in portrait and a side-by-side mode in landscape"
// (UISplitViewController.h:128). Shortcuts (`displayMode: automatic`): in portrait the sidebar is
// put away and overlays the detail when shown, a pick puts it away again, and the columns tile in
// landscape. A relaunch in the other shape shows that shape's mode: an overlay the user had
// open is not pinned as the preferred mode, which would stop the columns from ever tiling.
@MainActor func scenario_automaticOverlaysInPortraitAndTilesInLandscape() {
    let layout = Shortcuts.Layout(screens: ShortcutsScreens())
    let window = UIKitModel.makeWindow(in: .regular)
    UIKitModel.rotate(window, to: .portrait)
    layout.install(in: window)
    guard let split = window.rootViewController as? UISplitViewController else { return Scenario.check(false, "no split view") }
    Scenario.check(split.displayMode == .secondaryOnly, "portrait launch: only the detail, \(split.displayMode)")
    UIKitModel.userChangedDisplayMode(.oneBesideSecondary, for: split)
    Scenario.check(split.displayMode == .oneOverSecondary, "the sidebar button shows the sidebar over the detail: \(split.displayMode)")
    tap(3, onTopOf: columnStack(window, .primary))          // Automation
    Scenario.check(split.displayMode == .secondaryOnly && titles(window) == [["Automation"]],
                   "a pick puts the overlay away and shows the pick: \(split.displayMode), \(titles(window))")
    UIKitModel.rotate(window, to: .landscape)
    Scenario.check(split.displayMode == .oneBesideSecondary && titles(window).last == ["Automation"],
                   "landscape tiles the columns: \(split.displayMode), \(titles(window))")
    UIKitModel.rotate(window, to: .portrait)
    UIKitModel.userChangedDisplayMode(.oneBesideSecondary, for: split)
    let saved = layout.stateRestorationActivity()
    let relaunched = Shortcuts.Layout(screens: ShortcutsScreens())
    let landscape = launch(relaunched.splitViewController, .regular) { relaunched.install(in: $0) }
    relaunched.navigator.restore(from: saved)
    guard let restored = landscape.rootViewController as? UISplitViewController else { return Scenario.check(false, "no relaunched split view") }
    Scenario.check(restored.displayMode == .oneBesideSecondary && titles(landscape).last == ["Automation"],
                   "relaunched in landscape with the portrait overlay open: tiled, \(restored.displayMode), \(titles(landscape))")
    UIKitModel.rotate(landscape, to: .portrait)
    Scenario.check(restored.displayMode == .secondaryOnly, "and still automatic: portrait puts the sidebar away, \(restored.displayMode)")
    // Saved in landscape, where `.automatic` tiled the columns: a portrait relaunch is automatic
    // too, not pinned to the landscape mode (which portrait would draw over the detail).
    UIKitModel.rotate(landscape, to: .landscape)
    let savedTiled = relaunched.stateRestorationActivity()
    let third = Shortcuts.Layout(screens: ShortcutsScreens())
    let portrait = UIKitModel.makeWindow(in: .regular)
    UIKitModel.rotate(portrait, to: .portrait)
    third.install(in: portrait)
    third.navigator.restore(from: savedTiled)
    let thirdSplit = portrait.rootViewController as? UISplitViewController
    Scenario.check(thirdSplit?.displayMode == .secondaryOnly && titles(portrait) == [["Automation"]],
                   "relaunched in portrait: the detail alone, \(String(describing: thirdSplit?.displayMode)), \(titles(portrait))")
    UIKitModel.userChangedDisplayMode(.secondaryOnly, for: restored)
    let savedHidden = relaunched.stateRestorationActivity()
    let fourth = Shortcuts.Layout(screens: ShortcutsScreens())
    let hidden = launch(fourth.splitViewController, .regular) { fourth.install(in: $0) }
    fourth.navigator.restore(from: savedHidden)
    Scenario.check((hidden.rootViewController as? UISplitViewController)?.displayMode == .secondaryOnly,
                   "a sidebar the user hid in landscape stays hidden: \(titles(hidden))")
    Scenario.checkNoExceptions("through rotations and relaunches")
}

// Shortcuts picks All Shortcuts at launch (`selectedAtLaunch: true`): in regular width the
// sidebar highlights it and the detail shows it for that row; in compact width the first tab
// shows it above the sidebar's list, as Back to Shortcuts. A saved place wins over the pick.
@MainActor func scenario_aRowSelectedAtLaunchOpensItsScreen() {
    let layout = Shortcuts.Layout(screens: ShortcutsScreens())
    let window = launch(layout.splitViewController, .regular) { layout.install(in: $0) }
    let sidebar = columnStack(window, .primary).last?.view.subviews.compactMap { $0 as? UICollectionView }.first
    Scenario.check(sidebar?.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)],
                   "at a regular launch the sidebar highlights All Shortcuts: \(String(describing: sidebar?.indexPathsForSelectedItems))")
    Scenario.check(layout.navigator.state.secondary == [Route(.shortcutCollection, selection: .library(.allShortcuts))],
                   "the detail shows All Shortcuts for its row: \(layout.navigator.state.secondary)")
    Scenario.check(titles(window).last == ["All Shortcuts"], "the detail column shows \(titles(window))")

    let compact = Shortcuts.Layout(screens: ShortcutsScreens())
    let phone = launch(compact.splitViewController, .compact) { compact.install(in: $0) }
    let tabs = (phone.rootViewController as? UISplitViewController)?.viewController(for: .compact) as? UITabBarController
    Scenario.check(tabs?.selectedIndex == 0, "a compact launch shows the first tab: \(String(describing: tabs?.selectedIndex))")
    Scenario.check(titles(phone) == [["Shortcuts", "All Shortcuts"]], "a compact launch shows All Shortcuts above the sidebar's list: \(titles(phone))")

    // Somewhere else saved: the relaunch goes there, not to the launch pick.
    tap(3, onTopOf: columnStack(window, .primary))          // Automation
    let saved = layout.stateRestorationActivity()
    let relaunched = Shortcuts.Layout(screens: ShortcutsScreens())
    let again = launch(relaunched.splitViewController, .regular) { relaunched.install(in: $0) }
    relaunched.navigator.restore(from: saved)
    Scenario.check(titles(again).last == ["Automation"], "a saved place wins over the launch pick: \(titles(again))")
    Scenario.checkNoExceptions("at launches with a row selected at launch")
}

// Picking again the sidebar row whose screen the detail shows, after going deeper there, goes
// back to that screen: Shortcuts' All Shortcuts, a shortcut's editor pushed, All Shortcuts again.
// UIKit sends `didSelectItemAt` again for a tap on the selected row of a single-selection list
// (UICollectionView.h:132: only multiple selection deselects it).
@MainActor func scenario_pickingTheShownRowAgainGoesBackToItsScreen() {
    let layout = Shortcuts.Layout(screens: ShortcutsScreens())
    let window = launch(layout.splitViewController, .regular) { layout.install(in: $0) }
    tap(0, onTopOf: columnStack(window, .secondary))        // a shortcut: its editor
    Scenario.check(columnStack(window, .secondary).map(\.title) == ["All Shortcuts", "Edit Shortcut"],
                   "a shortcut pushed its editor: \(columnStack(window, .secondary).map(\.title))")
    tap(0, onTopOf: columnStack(window, .primary))          // All Shortcuts, selected already
    Scenario.check(columnStack(window, .secondary).map(\.title) == ["All Shortcuts"],
                   "All Shortcuts again shows its list: \(columnStack(window, .secondary).map(\.title))")
    let sidebar = columnStack(window, .primary).last?.view.subviews.compactMap { $0 as? UICollectionView }.first
    Scenario.check(sidebar?.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)],
                   "and stays highlighted: \(String(describing: sidebar?.indexPathsForSelectedItems))")
    Scenario.checkNoExceptions("after picking the shown row again")
}
