import Foundation
import TestSupport
import Testing

/// The UIKit stand-in is a behavioural model of UIKit's containers (Tests/StandIns/UIKit, the
/// engine and the test-only `UIKitModel` driver in UIKit+Model.swift), so generated code and the
/// runtime library can run on Linux. These tests compile the stand-in into a library, link the
/// scenario driver below against it (Swift 6 mode, no warnings allowed), and run one scenario per
/// modelled behaviour; each names the SDK header line or public source it pins.
@Suite("UIKit stand-in: behavioural model", UIKitModelDriverBuild())
struct UIKitModelTests {
    struct Scenario: Sendable, CustomTestStringConvertible {
        /// The driver's name for it.
        var name: String
        /// The behaviour and its source.
        var behaviour: String
        var testDescription: String { "\(behaviour) [\(name)]" }
    }

    static let scenarios: [Scenario] = [
        Scenario(name: "navigationStack", behaviour: "UINavigationController.h:55/:61/:63-68/:85, UIViewController.h:203/:318-320: init(rootViewController:) pushes the root, a second push has no effect, pops return what they pop, show(_:sender:) pushes (or presents outside a container)"),
        Scenario(name: "setViewControllersReplacesChildren", behaviour: "UINavigationController.h:72/:110-112, UIViewController.h:484-496: setViewControllers replaces the children (removed ones lose their parent), containment callbacks, then willShow/didShow"),
        Scenario(name: "stackChangesKeepTheirAnimation", behaviour: "UINavigationController.h:61-72/:110-112: a push, a pop and setViewControllers show a new top with the animated flag the caller gave, which the delegate hears; UIKitModel.stackChanges records each, and a push that has no effect records nothing"),
        Scenario(name: "pushingNavigationControllerIsRefused", behaviour: "uikit-behaviour-and-actions.md §2 (fact 8): pushing a navigation controller records NSInvalidArgumentException \"Pushing a navigation controller is not supported\" and pushes nothing; reset() clears it"),
        Scenario(name: "oneParentOnly", behaviour: "§2 (fact 8), forums thread 52937: a second parent records UIViewControllerHierarchyInconsistency (push, setViewControllers, setViewController(_:for:), tab bar); removing first is legal; addChild(_:) moves the child (UIViewController.h:413-416)"),
        Scenario(name: "splitWrapsExceptCompact", behaviour: "UISplitViewController.h:92 (fact 1): setViewController(_:for:) wraps a plain controller in a new navigation controller except for .compact; .supplementary is triple column only (:50)"),
        Scenario(name: "secondaryResetPushes", behaviour: "FB8640357 (fact 2): a plain controller set on .secondary that holds a navigation controller is pushed onto it; nil first, or an own navigation controller, replaces"),
        Scenario(name: "collapseCallsHooksInOrder", behaviour: "UISplitViewController.h:244/:246, fact 5: collapsing asks topColumnForCollapsing with .secondary proposed (isCollapsed false), then didCollapse (isCollapsed true); UIKit's own collapse pushes the columns' navigation controllers onto the primary one (:52, the collapseSecondary doc, woocommerce-ios #17778) and expanding gives them back"),
        Scenario(name: "isCollapsedKeepsItsOldValueDuringATransition", behaviour: "Apple's isCollapsed documentation (uikit-behaviour-and-actions.md §1): false until a collapse finishes, true until an expand finishes; controllers appearing in the transition see the old value, didCollapse/didExpand the new one"),
        Scenario(name: "collapseToPrimaryAndCompactColumn", behaviour: "UISplitViewController.h:52/:176, forums thread 650732: the delegate's top column is shown; with a .compact controller, .compact is proposed, that controller is what is shown collapsed, and showDetailViewController goes to it"),
        Scenario(name: "launchInCompactWidthCollapsesFirst", behaviour: "A split view laid out in a compact window collapses before anything is shown (commandshift.co.uk), and only the top controller appears"),
        Scenario(name: "expandCallsHooksInOrder", behaviour: "UISplitViewController.h:245/:247/:55-58: expanding proposes the preferred mode as the split behavior reads it (isCollapsed true), remaps the answer, then didExpand (isCollapsed false)"),
        Scenario(name: "displayModeRemappedByBehavior", behaviour: "UISplitViewController.h:55-58/:128-132, preferredDisplayMode doc (fact 7): display modes are remapped by split behavior, two… modes are triple column only, displayMode is never .automatic"),
        Scenario(name: "showAndHideExpanded", behaviour: "UISplitViewController.h:95-96/:105-113 (fact 4): expanded, show/hide ignore .secondary, .compact and columns already in that state, and move to the nearest display mode"),
        Scenario(name: "showAndHideCollapsed", behaviour: "UISplitViewController.h:97-104 (fact 4): collapsed, hide is ignored for .primary and non-top columns and pops the top one; show pushes or pops columns"),
        Scenario(name: "didShowOnBack", behaviour: "UINavigationController.h:110-112, UISplitViewController.h:100, FB8640357: Back pops with willShow/didShow and appearance callbacks; from a column's root it pops the column"),
        Scenario(name: "traitChangesReachEveryController", behaviour: "UITraitCollection.h:46/:158/:181-190: a size-class change reaches every controller (the .compact one too) through traitCollectionDidChange and registerForTraitChanges handlers, after the collapse"),
        Scenario(name: "tabBarSelection", behaviour: "UITabBarController.h:26-27/:35-48/:76 and the shouldSelect/didSelect docs: tabs are children, a user tap asks and tells the delegate, code does not, more than five tabs show four and More"),
        Scenario(name: "presentation", behaviour: "UIViewController.h:209-212/:251-253/:270-273/:584-592, UIPresentationController.h:44-60, fact 9: one presentation per context, popovers need an anchor outside compact width, user dismissal asks the delegate"),
        Scenario(name: "searchPresentsOverItsContext", behaviour: "UISearchController.h:39/:52/:73, UIViewController.h:214-219 (uikit-behaviour-and-actions.md §1): activating search presents it over the nearest ancestor that defines the presentation context, else the root, and asks for results; a context presenting it refuses other presentations; clearing isActive dismisses it"),
        Scenario(name: "keyCommandsYieldToTextEditing", behaviour: "UIResponder.h:72-78/:125, UIKeyCommand.h:51-52: only a responder that can and is in a window becomes first responder; with none, no controller's command is found; a field being edited is the first responder; a key command that conflicts with text editing does not run unless it wants priority over system behaviour, one with ⌘ does; Cancel leaves no first responder"),
        Scenario(name: "presentationsFinishAfterTheirEvent", behaviour: "the present(_:animated:completion:) and dismiss(animated:completion:) docs: an animated presentation or dismissal finishes after the event that started it, then its completion runs; meanwhile its presenter refuses another presentation (\"while a presentation is in progress\"); a non-animated one finishes at once; an alert button's handler runs after the alert closed"),
        Scenario(name: "cellsOnlyForRowsOnScreen", behaviour: "UICollectionView.h:442-443: cellForItem returns nil when no cell exists (a row scrolled out of view) or the index path is out of range; a row off screen cannot be touched"),
        Scenario(name: "dropsFromOtherAppsAreCopies", behaviour: "UIDragInteraction.h:102 (\"Drops in other apps are always copies\"), UIDragSession.h:39-47, UIDropInteraction.h:71-73: a session from another app does not allow a move, and a move proposed for it cancels the drop; a copy goes through"),
        Scenario(name: "keyCommandsYieldToFocus", behaviour: "UIPress.responder doc, UIKeyCommand.h:51-52: a press goes to the focused list's chain before the first responder's; arrow keys move focus rather than run a command unless it wants priority; a presentation takes focus from what it covers"),
        Scenario(name: "popoverAnchors", behaviour: "UIPopoverPresentationController.h:46-60, fact 9: a popover points at a source view (sourceRect defaults to CGRectNull, its bounds), a sourceItem (iOS 16) or a barButtonItem; without one it records NSGenericException"),
        Scenario(name: "popoverAdaptsInCompactWidth", behaviour: "UIPresentationController.h:28-32/:81-85, UIPopoverPresentationController.h:83-84, the popover and formSheet docs: in compact width the delegate's adaptive style (the trait-collection method, else the iOS 8 one) decides; a popover it does not keep adapts to a sheet, a form sheet stays one; `.none` keeps a popover, which then needs an anchor; full screen cannot be dismissed by the user; a size-class change adapts again"),
        Scenario(name: "barButtonItemMenus", behaviour: "UIBarButtonItem.h:72-73/:106-110, UIKit.si:1706: an item's menu opens on a tap when it has no primary action, the primary action runs otherwise; items take their action's title and keep it when it is removed; picking an item runs its handler and closes the menu, a touch outside closes it"),
        Scenario(name: "buttonMenus", behaviour: "UIButton.h:104-105, UIControl.h:131-136, UIContextMenuInteraction.h:70-73: a menu enables the context menu interaction; it opens on touch-down only as the primary action; dismissMenu() closes the button's own menu"),
        Scenario(name: "viewAndItems", behaviour: "UIViewController.h:115-124/:169-187, UINavigationController.h:129, the title doc: the view loads on first use, appearance callbacks, one navigation item, the title updates the items"),
        Scenario(name: "viewsLeaveTheWindowWithTheirController", behaviour: "UIView.h:223: a view's window is the visible window showing its controller; a view in no window, a covered stack entry's and a column put away have none"),
        Scenario(name: "userChangesDisplayMode", behaviour: "UISplitViewController.h:190-193: a user's display-mode change asks targetDisplayModeForAction, then willChangeTo; ignored while collapsed"),
        Scenario(name: "sceneConnection", behaviour: "UIWindow.h:25-29, UIWindowScene.h:38: a connected scene's size class reaches its windows and changes with it"),
    ]

    @Test("Modelled behaviour", arguments: scenarios)
    func behaviour(_ scenario: Scenario) throws {
        let driver = try #require(Self.driver, "the driver was not built")
        let run = try ProcessRun.run(driver, [scenario.name])
        #expect(run.status == 0 && run.stdout.contains("PASS \(scenario.name)"), "\(run.output)")
    }

    @Test("Every scenario of the driver is listed here, and the other way round")
    func scenariosMatchTheDriver() throws {
        let driver = try #require(Self.driver, "the driver was not built")
        let run = try ProcessRun.run(driver, ["--list"])
        let names = run.stdout.split(separator: "\n").map(String.init)
        #expect(names == Self.scenarios.map(\.name).sorted())
    }

    // MARK: Building the driver

    /// The driver executable, for the duration of the suite.
    @TaskLocal static var driver: String?

    /// Compiles the UIKit stand-in as a static library (no diagnostics allowed) and the driver
    /// against it, in Swift 6 mode; returns the executable's path.
    static func buildDriver(in folder: TemporaryFolder) throws -> String {
        let swiftc = try #require(Toolchain.swiftc, "no swiftc found; set LAYOUTC_SWIFTC")
        let standIn = Package.url("Tests/StandIns/UIKit")
        let sources = try FileManager.default.contentsOfDirectory(atPath: standIn.path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { standIn.appendingPathComponent($0).path }
        let modules = folder.path + "/modules"
        try FileManager.default.createDirectory(atPath: modules, withIntermediateDirectories: true)
        let library = try ProcessRun.run(swiftc, ["-emit-library", "-static", "-emit-module", "-module-name", "UIKit", "-parse-as-library",
                                                  "-swift-version", "6", "-module-cache-path", folder.path + "/cache",
                                                  "-emit-module-path", "\(modules)/UIKit.swiftmodule", "-o", "\(modules)/libUIKit.a"] + sources)
        try #require(library.status == 0 && !Toolchain.hasDiagnostics(library.output), "the UIKit stand-in does not build:\n\(library.output)")
        let source = try folder.write("Driver.swift", driverSource)
        let executable = folder.file("driver").path
        let driver = try ProcessRun.run(swiftc, ["-parse-as-library", "-swift-version", "6", "-module-cache-path", folder.path + "/cache",
                                                 "-I", modules, "-L", modules, "-lUIKit", source, "-o", executable])
        try #require(driver.status == 0 && !Toolchain.hasDiagnostics(driver.output), "the driver does not build:\n\(driver.output)")
        return executable
    }

    /// The scenarios, run against the model as generated code and the runtime would run: only the
    /// SDK's API, plus the test-only `UIKitModel` driver for what the user and the system do. Each
    /// prints `PASS name`, or `FAIL name` and the failed checks.
    static let driverSource = #"""
        import UIKit

        @MainActor enum Check {
            static var failures: [String] = []
            static var log: [String] = []
            /// Delegates are weak: the scenario keeps them.
            static var keep: [AnyObject] = []
        }

        @MainActor func expect(_ condition: Bool, _ message: @autoclosure () -> String, line: Int = #line) {
            if !condition { Check.failures.append("line \(line): \(message())") }
        }

        @MainActor func titles(_ controllers: [UIViewController]) -> [String] {
            controllers.map { $0.title ?? "\(type(of: $0))" }
        }

        /// A content screen that logs its lifecycle and trait changes.
        final class Screen: UIViewController {
            convenience init(_ title: String) {
                self.init(nibName: nil, bundle: nil)
                self.title = title
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                Check.log.append("\(title ?? "?").viewDidLoad")
            }
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                Check.log.append("\(title ?? "?").viewWillAppear")
            }
            override func viewDidDisappear(_ animated: Bool) {
                super.viewDidDisappear(animated)
                Check.log.append("\(title ?? "?").viewDidDisappear")
            }
            override func willMove(toParent parent: UIViewController?) {
                super.willMove(toParent: parent)
                Check.log.append("\(title ?? "?").willMove(\(parent == nil ? "nil" : "parent"))")
            }
            override func didMove(toParent parent: UIViewController?) {
                super.didMove(toParent: parent)
                Check.log.append("\(title ?? "?").didMove(\(parent == nil ? "nil" : "parent"))")
            }
            @available(*, deprecated)
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                Check.log.append("\(title ?? "?").traitCollectionDidChange(\(previousTraitCollection?.horizontalSizeClass.rawValue ?? -1)->\(traitCollection.horizontalSizeClass.rawValue))")
            }
        }

        @MainActor final class NavigationDelegate: NSObject, UINavigationControllerDelegate {
            func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
                Check.log.append("willShow \(viewController.title ?? "?")")
            }
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                Check.log.append("didShow \(viewController.title ?? "?")")
            }
        }

        @MainActor final class SplitDelegate: NSObject, UISplitViewControllerDelegate {
            var topColumn: UISplitViewController.Column?
            var expandMode: UISplitViewController.DisplayMode?
            var target: UISplitViewController.DisplayMode = .automatic
            var handlesShowDetail = false

            func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
                Check.log.append("topColumn(proposed: \(proposedTopColumn), collapsed: \(svc.isCollapsed), width: \(svc.traitCollection.horizontalSizeClass.rawValue))")
                return topColumn ?? proposedTopColumn
            }
            func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
                Check.log.append("didCollapse(collapsed: \(svc.isCollapsed))")
            }
            func splitViewController(_ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode {
                Check.log.append("displayModeForExpanding(proposed: \(proposedDisplayMode), collapsed: \(svc.isCollapsed))")
                return expandMode ?? proposedDisplayMode
            }
            func splitViewControllerDidExpand(_ svc: UISplitViewController) {
                Check.log.append("didExpand(collapsed: \(svc.isCollapsed), mode: \(svc.displayMode))")
            }
            func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
                Check.log.append("willChangeTo(\(displayMode), from: \(svc.displayMode))")
            }
            func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
                Check.log.append("willShow(\(column))")
            }
            func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
                Check.log.append("willHide(\(column))")
            }
            func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode { target }
            func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool {
                handlesShowDetail
            }
        }

        @MainActor final class TabDelegate: NSObject, UITabBarControllerDelegate {
            var allow = true
            func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
                Check.log.append("shouldSelect \(viewController.title ?? "?")")
                return allow
            }
            func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
                Check.log.append("didSelect \(viewController.title ?? "?")")
            }
        }

        @MainActor final class PresentationDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
            var allow = true
            func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { allow }
            func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { Check.log.append("willDismiss") }
            func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { Check.log.append("didDismiss") }
            func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { Check.log.append("didAttemptToDismiss") }
        }

        /// Answers `adaptivePresentationStyle(for:traitCollection:)` with `style`, and logs the question.
        @MainActor final class AdaptiveDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
            var style: UIModalPresentationStyle = .none
            func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
                Check.log.append("adaptive(\(traitCollection.horizontalSizeClass.rawValue))")
                return style
            }
        }

        /// Implements only the iOS 8.0 `adaptivePresentationStyle(for:)`.
        @MainActor final class OldAdaptiveDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
            func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .overFullScreen }
        }

        /// A triple-column split view: Mailboxes | Inbox | Message, with a delegate.
        /// A screen that logs what its split view's `isCollapsed` says as it appears.
        final class CollapseWatcher: UIViewController {
            convenience init(_ title: String) {
                self.init(nibName: nil, bundle: nil)
                self.title = title
            }
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                Check.log.append("\(title ?? "?").viewWillAppear(collapsed: \(splitViewController?.isCollapsed == true))")
            }
        }

        /// Offers ↓ (bare) and ⌘R, and logs the commands it performs.
        final class Commander: UIViewController {
            var priority = false
            var acceptsFirstResponder = false
            override var canBecomeFirstResponder: Bool { acceptsFirstResponder }
            override var keyCommands: [UIKeyCommand]? {
                let next = UIKeyCommand(title: "Next", action: "next:", input: UIKeyCommand.inputDownArrow)
                next.wantsPriorityOverSystemBehavior = priority
                return [next, UIKeyCommand(title: "Refresh", action: "refresh:", input: "r", modifierFlags: [.command])]
            }
            override func _modelPerform(_ action: Selector, sender: Any?) -> Bool {
                Check.log.append((sender as? UIKeyCommand)?.title ?? "?")
                return true
            }
        }

        /// Three rows that drag, and take drops with `operation`.
        final class DragRows: NSObject, UICollectionViewDataSource, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
            var operation: UIDropOperation = .move
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell { UICollectionViewCell() }
            func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
                [UIDragItem(itemProvider: NSItemProvider(object: "row \(indexPath.item)" as NSString))]
            }
            func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator) {
                Check.log.append("drop \(coordinator.proposal.operation.rawValue)")
            }
            func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                                withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
                UICollectionViewDropProposal(operation: operation)
            }
        }

        /// Logs the search text each time results are asked for.
        final class SearchLogger: NSObject, UISearchResultsUpdating {
            func updateSearchResults(for searchController: UISearchController) {
                Check.log.append("update(\(searchController.searchBar.text ?? ""))")
            }
        }

        @MainActor func makeMail(compact: UIViewController? = nil) -> (UISplitViewController, SplitDelegate) {
            let split = UISplitViewController(style: .tripleColumn)
            let delegate = SplitDelegate()
            split.delegate = delegate
            Check.keep.append(delegate)
            split.setViewController(Screen("Mailboxes"), for: .primary)
            split.setViewController(Screen("Inbox"), for: .supplementary)
            split.setViewController(Screen("Message"), for: .secondary)
            if let compact { split.setViewController(compact, for: .compact) }
            return (split, delegate)
        }

        @MainActor let scenarios: [String: @MainActor () -> Void] = [
            // UINavigationController.h:55, :61, :63-65, :67, :70; UIViewController.h:203, :410; UINavigationController.h:131
            "navigationStack": {
                let root = Screen("Root")
                let navigationController = UINavigationController(rootViewController: root)
                expect(navigationController.viewControllers == [root], "init(rootViewController:) pushes the root")
                expect(root.parent === navigationController && navigationController.children == [root], "the root is a child")
                expect(root.navigationController === navigationController, "navigationController is the nearest ancestor")
                let detail = Screen("Detail")
                navigationController.pushViewController(detail, animated: true)
                navigationController.pushViewController(detail, animated: true)
                expect(titles(navigationController.viewControllers) == ["Root", "Detail"], "a second push of the same controller has no effect: \(titles(navigationController.viewControllers))")
                expect(navigationController.topViewController === detail && navigationController.visibleViewController === detail, "top and visible")
                let more = Screen("More")
                navigationController.pushViewController(more, animated: true)
                expect(navigationController.popViewController(animated: true) === more && more.parent == nil, "pop returns the top and it loses its parent")
                expect(navigationController.popToRootViewController(animated: true) == [detail], "popToRoot returns the popped controllers")
                expect(navigationController.popViewController(animated: true) == nil && navigationController.viewControllers == [root], "the root is never popped")
                let shown = Screen("Shown"), other = UINavigationController()
                other.show(shown, sender: nil)
                expect(shown.parent === other, "show(_:sender:) on a navigation controller pushes (UINavigationController.h:85)")
                let inner = Screen("Inner")
                root.show(inner, sender: nil)
                expect(navigationController.topViewController === inner, "show(_:sender:) from a pushed controller pushes onto its navigation controller")
                let lonely = Screen("Lonely")
                lonely.show(Screen("Shown"), sender: nil)
                expect(lonely.presentedViewController?.title == "Shown", "show(_:sender:) with no container presents (UIViewController.h:318-320)")
            },
            // UINavigationController.h:72 and :110-112; UIViewController.h:484-496
            "setViewControllersReplacesChildren": {
                let a = Screen("A"), b = Screen("B"), c = Screen("C")
                let navigationController = UINavigationController(rootViewController: a)
                navigationController.pushViewController(b, animated: false)
                let delegate = NavigationDelegate()
                navigationController.delegate = delegate
                Check.log = []
                navigationController.setViewControllers([a, c], animated: true)
                expect(navigationController.viewControllers == [a, c], "the stack is replaced")
                expect(b.parent == nil && c.parent === navigationController, "removed controllers lose their parent, added ones gain it")
                expect(Check.log == ["B.willMove(nil)", "B.didMove(nil)", "C.willMove(parent)", "C.didMove(parent)", "willShow C", "didShow C"], "containment callbacks then the delegate: \(Check.log)")
                navigationController.viewControllers = [c]
                expect(navigationController.children == [c] && a.parent == nil, "setting viewControllers is setViewControllers(_:animated: false)")
                c.removeFromParent()
                expect(navigationController.viewControllers.isEmpty, "a child that leaves with removeFromParent() leaves the stack")
            },
            // UINavigationController.h:61-72, :110-112: each change shows its top, animated as asked.
            "stackChangesKeepTheirAnimation": {
                let root = Screen("Root")
                let navigationController = UINavigationController(rootViewController: root)
                navigationController.pushViewController(Screen("A"), animated: true)
                navigationController.pushViewController(root, animated: true)
                navigationController.setViewControllers([root, Screen("B")], animated: false)
                _ = navigationController.popViewController(animated: true)
                let changes = UIKitModel.stackChanges.map { "\($0.top.title ?? "?") \($0.animated)" }
                expect(changes == ["Root false", "A true", "B false", "Root true"], "recorded: \(changes)")
                UIKitModel.reset()
                expect(UIKitModel.stackChanges.isEmpty, "reset() clears them")
            },
            // uikit-behaviour-and-actions.md §2, fact 8: NSInvalidArgumentException "Pushing a navigation controller is not supported"
            "pushingNavigationControllerIsRefused": {
                let navigationController = UINavigationController(rootViewController: Screen("Root"))
                let nested = UINavigationController(rootViewController: Screen("Nested"))
                navigationController.pushViewController(nested, animated: true)
                expect(UIKitModel.exceptions == ["NSInvalidArgumentException: Pushing a navigation controller is not supported"], "recorded: \(UIKitModel.exceptions)")
                expect(navigationController.viewControllers.count == 1 && nested.parent == nil, "nothing was pushed")
                navigationController.setViewControllers([Screen("A"), UINavigationController()], animated: false)
                expect(UIKitModel.exceptions.count == 2 && titles(navigationController.viewControllers) == ["Root"], "setViewControllers with a navigation controller is refused too")
                navigationController.pushViewController(UISplitViewController(style: .doubleColumn), animated: true)
                expect(UIKitModel.exceptions.count == 3 && navigationController.viewControllers.count == 1, "a split view controller cannot be pushed (uikit-api.md 6.13)")
                UIKitModel.reset()
                expect(UIKitModel.exceptions.isEmpty, "reset() clears the exceptions")
            },
            // uikit-behaviour-and-actions.md §2 and fact 8: UIViewControllerHierarchyInconsistency; UIViewController.h:413-417
            "oneParentOnly": {
                let shared = Screen("Shared")
                let first = UINavigationController(rootViewController: Screen("First"))
                first.pushViewController(shared, animated: false)
                let second = UINavigationController(rootViewController: Screen("Second"))
                second.pushViewController(shared, animated: false)
                expect(UIKitModel.exceptions.count == 1 && UIKitModel.exceptions[0].hasPrefix("UIViewControllerHierarchyInconsistency: child view controller:<Screen \"Shared\"> should have parent view controller:<UINavigationController> but requested parent is:<UINavigationController>"), "push: \(UIKitModel.exceptions)")
                expect(shared.parent === first && second.viewControllers.count == 1, "the push did nothing")
                second.setViewControllers([Screen("X"), shared], animated: false)
                expect(UIKitModel.exceptions.count == 2 && titles(second.viewControllers) == ["Second"], "setViewControllers: \(UIKitModel.exceptions)")
                let split = UISplitViewController(style: .doubleColumn)
                split.setViewController(shared, for: .secondary)
                split.setViewController(first, for: .primary)
                split.setViewController(shared, for: .compact)
                expect(UIKitModel.exceptions.count == 4, "setViewController(_:for:) wrapping, and the compact column: \(UIKitModel.exceptions)")
                let tabs = UITabBarController()
                tabs.setViewControllers([Screen("T"), shared], animated: false)
                expect(UIKitModel.exceptions.count == 5 && tabs.viewControllers == nil, "tab bar setViewControllers: \(UIKitModel.exceptions)")
                first.popViewController(animated: false)
                second.pushViewController(shared, animated: false)
                expect(UIKitModel.exceptions.count == 5 && shared.parent === second, "removing it from the old container first is legal")
                let container = UIViewController()
                container.addChild(shared)
                expect(UIKitModel.exceptions.count == 5 && shared.parent === container && !second.viewControllers.contains(shared), "addChild(_:) first removes the child from its parent (UIViewController.h:413-416)")
            },
            // UISplitViewController.h:92, fact 1
            "splitWrapsExceptCompact": {
                let split = UISplitViewController(style: .tripleColumn)
                let primary = Screen("Primary"), supplementary = Screen("Supplementary"), secondary = Screen("Secondary"), compact = Screen("Compact")
                split.setViewController(primary, for: .primary)
                split.setViewController(supplementary, for: .supplementary)
                split.setViewController(secondary, for: .secondary)
                split.setViewController(compact, for: .compact)
                for (column, content) in [(UISplitViewController.Column.primary, primary), (.supplementary, supplementary), (.secondary, secondary)] {
                    let wrapper = split.viewController(for: column) as? UINavigationController
                    expect(wrapper != nil && wrapper?.viewControllers == [content] && wrapper?.parent === split, "\(column) is wrapped in a new navigation controller")
                    expect(content.navigationController === wrapper && content.splitViewController === split, "\(column): ancestors")
                }
                expect(split.viewController(for: .compact) === compact && compact.parent === split, "the compact column is not wrapped")
                let own = UINavigationController(rootViewController: Screen("Own"))
                split.setViewController(own, for: .primary)
                expect(split.viewController(for: .primary) === own && primary.navigationController?.parent == nil, "a navigation controller is used as is and replaces the column")
                expect(split.viewControllers.count == 3, "viewControllers: primary, supplementary, secondary when expanded")
                let double = UISplitViewController(style: .doubleColumn)
                double.setViewController(Screen("S"), for: .supplementary)
                expect(double.viewController(for: .supplementary) == nil && !UIKitModel.warnings.isEmpty, "supplementary is valid for triple column only (UISplitViewController.h:50)")
            },
            // fact 2: FB8640357, Apple's reply
            "secondaryResetPushes": {
                let split = UISplitViewController(style: .doubleColumn)
                split.setViewController(Screen("List"), for: .primary)
                let first = Screen("Detail 1"), second = Screen("Detail 2")
                split.setViewController(first, for: .secondary)
                let stack = split.viewController(for: .secondary) as? UINavigationController
                split.setViewController(second, for: .secondary)
                expect(split.viewController(for: .secondary) === stack, "the secondary navigation controller is kept")
                expect(titles(stack?.viewControllers ?? []) == ["Detail 1", "Detail 2"], "the second plain controller is pushed: \(titles(stack?.viewControllers ?? []))")
                expect(UIKitModel.visibleTitles(of: split) == [["List"], ["Detail 1", "Detail 2"]], "the user sees both details stacked: \(UIKitModel.visibleTitles(of: split))")
                split.setViewController(nil, for: .secondary)
                split.setViewController(Screen("Detail 3"), for: .secondary)
                expect(titles((split.viewController(for: .secondary) as? UINavigationController)?.viewControllers ?? []) == ["Detail 3"], "setting nil first replaces (Apple's pattern b)")
                split.setViewController(UINavigationController(rootViewController: Screen("Detail 4")), for: .secondary)
                expect(UIKitModel.visibleTitles(of: split) == [["List"], ["Detail 4"]], "a navigation controller replaces the column (pattern c)")
                let primaryStack = split.viewController(for: .primary) as? UINavigationController
                split.setViewController(Screen("List 2"), for: .primary)
                expect(split.viewController(for: .primary) !== primaryStack, "only the secondary column pushes; the primary gets a new navigation controller")
                split.showDetailViewController(Screen("Detail 5"), sender: nil)
                expect(UIKitModel.visibleTitles(of: split) == [["List 2"], ["Detail 4", "Detail 5"]], "showDetailViewController pushes onto the secondary stack too (UISplitViewController.h:176): \(UIKitModel.visibleTitles(of: split))")
            },
            // UISplitViewController.h:244-247; fact 5; §1.4
            "collapseCallsHooksInOrder": {
                let (split, _) = makeMail()
                UIKitModel.install(split, in: .regular)
                Check.log = []
                UIKitModel.setHorizontalSizeClass(.compact, for: split)
                let hooks = Check.log.filter { !$0.contains(".") }
                expect(hooks == ["topColumn(proposed: secondary, collapsed: false, width: 1)", "didCollapse(collapsed: true)"], "the hooks, .secondary proposed, isCollapsed flips between them: \(hooks)")
                expect(split.isCollapsed, "collapsed")
                expect(UIKitModel.visibleTitles(of: split) == [["Mailboxes", "Inbox", "Message"]], "UIKit's own collapse stacks the columns (:52): \(UIKitModel.visibleTitles(of: split))")
                expect(split.viewControllers.count == 1 && split.viewControllers[0] === split.viewController(for: .primary), "viewControllers is the primary when collapsed")
                let primary = split.viewController(for: .primary) as? UINavigationController
                let supplementary = split.viewController(for: .supplementary) as? UINavigationController
                let secondary = split.viewController(for: .secondary) as? UINavigationController
                expect(primary?.viewControllers.count == 3 && primary?.viewControllers[1] === supplementary && primary?.topViewController === secondary,
                       "the columns' navigation controllers are pushed onto the primary one: \(primary.map { titles($0.viewControllers) } ?? [])")
                expect(secondary?.parent === primary && secondary?.navigationController === primary && secondary?.topViewController?.navigationController === secondary,
                       "nested: the secondary stack's parent is the primary navigation controller; its content keeps its own")
                expect(UIKitModel.tapBack(in: split) && UIKitModel.visibleTitles(of: split) == [["Mailboxes", "Inbox"]] && primary?.topViewController === supplementary
                       && secondary?.parent === split && split.viewController(for: .secondary) === secondary,
                       "Back from the secondary root pops its navigation controller, which stays the column's: \(UIKitModel.visibleTitles(of: split))")
                split.show(.secondary)
                UIKitModel.setHorizontalSizeClass(.regular, for: split)
                expect(primary?.viewControllers.count == 1 && supplementary?.parent === split && secondary?.parent === split
                       && UIKitModel.visibleTitles(of: split) == [["Mailboxes"], ["Inbox"], ["Message"]],
                       "expanding gives each column its navigation controller back: \(UIKitModel.visibleTitles(of: split))")
            },
            // Apple's isCollapsed documentation: the old value until the transition finishes
            "isCollapsedKeepsItsOldValueDuringATransition": {
                let split = UISplitViewController(style: .doubleColumn)
                let delegate = SplitDelegate()
                split.delegate = delegate
                Check.keep.append(delegate)
                split.setViewController(CollapseWatcher("Sidebar"), for: .primary)
                split.setViewController(Screen("Detail"), for: .secondary)
                split.setViewController(UINavigationController(rootViewController: CollapseWatcher("Compact")), for: .compact)
                UIKitModel.install(split, in: .regular)
                Check.log = []
                UIKitModel.setHorizontalSizeClass(.compact, for: split)
                let collapsing = Check.log.filter { $0.hasPrefix("Compact.viewWillAppear") || $0.hasPrefix("didCollapse") }
                expect(collapsing == ["Compact.viewWillAppear(collapsed: false)", "didCollapse(collapsed: true)"],
                       "collapsing, the compact stack appears while isCollapsed is still false: \(Check.log)")
                Check.log = []
                UIKitModel.setHorizontalSizeClass(.regular, for: split)
                let expanding = Check.log.filter { $0.hasPrefix("Sidebar.viewWillAppear") || $0.hasPrefix("didExpand") }
                expect(expanding.first == "Sidebar.viewWillAppear(collapsed: true)" && expanding.count == 2
                       && expanding[1].hasPrefix("didExpand(collapsed: false"),
                       "expanding, the sidebar appears while isCollapsed is still true: \(Check.log)")
                expect(!split.isCollapsed, "expanded once the transition is over")
            },
            "collapseToPrimaryAndCompactColumn": {
                let (split, delegate) = makeMail()
                delegate.topColumn = .primary
                UIKitModel.install(split, in: .regular)
                UIKitModel.setHorizontalSizeClass(.compact, for: split)
                expect(UIKitModel.visibleTitles(of: split) == [["Mailboxes"]], "the delegate's top column: \(UIKitModel.visibleTitles(of: split))")
                let compactStack = UINavigationController(rootViewController: Screen("Compact Mailboxes"))
                let (withCompact, _) = makeMail(compact: compactStack)
                UIKitModel.install(withCompact, in: .regular)
                Check.log = []
                UIKitModel.setHorizontalSizeClass(.compact, for: withCompact)
                expect(Check.log.first?.hasPrefix("topColumn(proposed: compact") == true && !UIKitModel.warnings.contains { $0.contains("topColumnForCollapsing") },
                       ".compact is proposed when a .compact controller is set (forums thread 650732): \(Check.log)")
                expect(UIKitModel.visibleTitles(of: withCompact) == [["Compact Mailboxes"]], "the .compact controller is what is shown (UISplitViewController.h:52)")
                expect(withCompact.viewControllers == [compactStack], "viewControllers is the compact controller when collapsed")
                withCompact.showDetailViewController(Screen("Message 2"), sender: nil)
                expect(UIKitModel.visibleTitles(of: withCompact) == [["Compact Mailboxes", "Message 2"]], "collapsed, showDetail is sent to the compact controller (UISplitViewController.h:176): \(UIKitModel.visibleTitles(of: withCompact))")
                let tabs = UITabBarController()
                tabs.setViewControllers([UINavigationController(rootViewController: Screen("Tab A")), UINavigationController(rootViewController: Screen("Tab B"))], animated: false)
                let (tabbed, _) = makeMail(compact: tabs)
                UIKitModel.install(tabbed, in: .compact)
                UIKitModel.selectTab(1, in: tabs)
                expect(UIKitModel.visibleTitles(of: tabbed) == [["Tab B"]], "a compact tab bar shows its selected tab")
                expect(tabs.viewControllers?[1].children.first?.splitViewController === tabbed && tabs.viewControllers?[1].children.first?.tabBarController === tabs, "ancestors through the compact column")
            },
            // commandshift.co.uk: a split view collapses when first laid out in compact width
            "launchInCompactWidthCollapsesFirst": {
                let (split, _) = makeMail()
                Check.log = []
                let window = UIKitModel.install(split, in: .compact)
                expect(window.rootViewController === split && split.isCollapsed, "collapsed at launch")
                let expected = ["topColumn(proposed: secondary, collapsed: false, width: 1)", "didCollapse(collapsed: true)", "Message.viewDidLoad", "Message.viewWillAppear"]
                expect(Check.log == expected, "collapsed before anything was shown, then only the top appears: \(Check.log)")
                expect(split.traitCollection.horizontalSizeClass == .compact && split.viewController(for: .primary)?.children.first?.traitCollection.horizontalSizeClass == .compact, "the window's size class reaches the hierarchy")
                let regular = UIKitModel.install(makeMail().0, in: .regular)
                expect((regular.rootViewController as? UISplitViewController)?.isCollapsed == false, "regular width stays expanded")
            },
            // UISplitViewController.h:245, :247; fact 7
            "expandCallsHooksInOrder": {
                let (split, delegate) = makeMail()
                split.preferredSplitBehavior = .overlay
                split.preferredDisplayMode = .twoBesideSecondary
                UIKitModel.install(split, in: .compact)
                Check.log = []
                delegate.expandMode = .oneBesideSecondary
                UIKitModel.setHorizontalSizeClass(.regular, for: split)
                let hooks = Check.log.filter { !$0.contains(".") }
                expect(hooks == ["displayModeForExpanding(proposed: twoOverSecondary, collapsed: true)", "willChangeTo(oneOverSecondary, from: twoOverSecondary)", "willHide(primary)", "didExpand(collapsed: false, mode: oneOverSecondary)"], "proposal remapped by behavior, the answer too: \(hooks)")
                expect(UIKitModel.visibleTitles(of: split) == [["Inbox"], ["Message"]], "oneOverSecondary shows supplementary and secondary (UISplitViewController.h:19-20): \(UIKitModel.visibleTitles(of: split))")
            },
            // UISplitViewController.h:55-58, :128-132; Apple's preferredDisplayMode doc
            "displayModeRemappedByBehavior": {
                let split = UISplitViewController(style: .tripleColumn)
                expect(split.preferredDisplayMode == .automatic && split.displayMode != .automatic, "displayMode is never .automatic")
                expect(split.splitBehavior == .tile && split.displayMode == .twoBesideSecondary, "model: automatic behavior is tile; automatic mode is the landscape side-by-side")
                split.preferredDisplayMode = .twoBesideSecondary
                split.preferredSplitBehavior = .overlay
                expect(split.displayMode == .twoOverSecondary, "twoBeside under overlay: \(split.displayMode)")
                split.preferredSplitBehavior = .displace
                expect(split.displayMode == .twoDisplaceSecondary, "twoBeside under displace: \(split.displayMode)")
                split.preferredDisplayMode = .oneOverSecondary
                expect(split.displayMode == .oneBesideSecondary, "oneOver under displace: \(split.displayMode)")
                split.preferredSplitBehavior = .tile
                split.preferredDisplayMode = .twoOverSecondary
                expect(split.displayMode == .twoBesideSecondary, "twoOver under tile: \(split.displayMode)")
                split.preferredDisplayMode = .secondaryOnly
                split.preferredSplitBehavior = .overlay
                expect(split.displayMode == .secondaryOnly, "secondaryOnly is allowed with every behavior")
                let double = UISplitViewController(style: .doubleColumn)
                double.preferredDisplayMode = .twoBesideSecondary
                expect(double.displayMode == .oneBesideSecondary, "two… modes are triple column only: \(double.displayMode)")
                double.preferredSplitBehavior = .overlay
                double.preferredDisplayMode = .automatic
                expect(double.displayMode == .oneOverSecondary, "automatic under overlay: \(double.displayMode)")
                let (live, _) = makeMail()
                UIKitModel.install(live, in: .regular)
                Check.log = []
                live.preferredDisplayMode = .secondaryOnly
                expect(Check.log.first == "willChangeTo(secondaryOnly, from: twoBesideSecondary)" && live.displayMode == .secondaryOnly, "a live change asks willChangeTo first: \(Check.log)")
            },
            // UISplitViewController.h:95-118, fact 4
            "showAndHideExpanded": {
                let (split, _) = makeMail()
                split.preferredDisplayMode = .secondaryOnly
                UIKitModel.install(split, in: .regular)
                Check.log = []
                split.hide(.secondary)
                split.show(.secondary)
                split.show(.compact)
                split.hide(.compact)
                expect(Check.log.isEmpty && split.displayMode == .secondaryOnly, "secondary and compact are ignored: \(Check.log)")
                split.show(.supplementary)
                expect(split.displayMode == .oneBesideSecondary, "nearest mode showing the supplementary: \(split.displayMode)")
                expect(Check.log == ["willChangeTo(oneBesideSecondary, from: secondaryOnly)", "willShow(supplementary)", "Inbox.viewDidLoad", "Inbox.viewWillAppear"], "delegate, then the column appears: \(Check.log)")
                split.show(.supplementary)
                expect(split.displayMode == .oneBesideSecondary, "already visible: ignored")
                split.show(.primary)
                expect(split.displayMode == .twoBesideSecondary, "nearest mode showing the primary: \(split.displayMode)")
                split.hide(.primary)
                expect(split.displayMode == .oneBesideSecondary, "nearest mode hiding the primary: \(split.displayMode)")
                split.hide(.primary)
                expect(split.displayMode == .oneBesideSecondary, "hiding a hidden column is ignored")
                split.show(.primary)
                split.hide(.supplementary)
                expect(split.displayMode == .secondaryOnly, "no mode shows the primary without the supplementary: \(split.displayMode)")
                let double = UISplitViewController(style: .doubleColumn)
                double.preferredSplitBehavior = .overlay
                double.preferredDisplayMode = .secondaryOnly
                double.show(.primary)
                expect(double.displayMode == .oneOverSecondary, "double column under overlay: \(double.displayMode)")
            },
            "showAndHideCollapsed": {
                let (split, _) = makeMail()
                UIKitModel.install(split, in: .compact)
                Check.log = []
                split.hide(.primary)
                split.hide(.supplementary)
                expect(UIKitModel.visibleTitles(of: split) == [["Mailboxes", "Inbox", "Message"]] && Check.log.isEmpty, "hide is ignored for the primary and for a column not on top")
                split.hide(.secondary)
                expect(UIKitModel.visibleTitles(of: split) == [["Mailboxes", "Inbox"]] && Check.log == ["willHide(secondary)", "Inbox.viewDidLoad", "Inbox.viewWillAppear", "Message.viewDidDisappear"], "the top column is popped: \(UIKitModel.visibleTitles(of: split)) \(Check.log)")
                split.show(.primary)
                expect(UIKitModel.visibleTitles(of: split) == [["Mailboxes"]], "show pops the covering columns")
                split.show(.secondary)
                expect(UIKitModel.visibleTitles(of: split) == [["Mailboxes", "Inbox", "Message"]], "show pushes the column and the intervening ones")
                expect(split.displayMode != .automatic, "the display mode is kept while collapsed")
                split.setViewController(UINavigationController(rootViewController: Screen("Accounts")), for: .primary)
                expect(UIKitModel.visibleTitles(of: split) == [["Accounts", "Inbox", "Message"]] && UIKitModel.exceptions.isEmpty,
                       "a primary replaced while collapsed takes the other columns nested: \(UIKitModel.visibleTitles(of: split)) \(UIKitModel.exceptions)")
                split.setViewController(UINavigationController(rootViewController: Screen("Archive")), for: .supplementary)
                expect(UIKitModel.visibleTitles(of: split) == [["Accounts", "Archive", "Message"]],
                       "a replaced supplementary column is nested before the secondary: \(UIKitModel.visibleTitles(of: split))")
                expect(UIKitModel.tapBack(in: split) && UIKitModel.visibleTitles(of: split) == [["Accounts", "Archive"]], "and Back still pops the secondary")
            },
            // UINavigationController.h:110-112: Back is a pop the delegate hears about
            "didShowOnBack": {
                let (split, _) = makeMail()
                UIKitModel.install(split, in: .compact)
                let secondary = split.viewController(for: .secondary) as? UINavigationController
                let delegate = NavigationDelegate()
                secondary?.delegate = delegate
                split.showDetailViewController(Screen("Message 2"), sender: nil)
                expect(UIKitModel.visibleTitles(of: split) == [["Mailboxes", "Inbox", "Message", "Message 2"]], "FB8640357: the second detail is pushed on the first: \(UIKitModel.visibleTitles(of: split))")
                Check.log = []
                expect(UIKitModel.tapBack(in: split), "there is a Back button")
                expect(Check.log.filter { !$0.contains(".") } == ["willShow Message", "didShow Message"], "the pop is reported to the delegate: \(Check.log)")
                expect(Check.log.contains("Message 2.viewDidDisappear") && Check.log.contains("Message.viewWillAppear"), "appearance callbacks: \(Check.log)")
                expect(UIKitModel.visibleTitles(of: split) == [["Mailboxes", "Inbox", "Message"]], "Back shows the first detail, as FB8640357 reports")
                UIKitModel.tapBack(in: split)
                expect(UIKitModel.visibleTitles(of: split) == [["Mailboxes", "Inbox"]], "Back from a column's root pops the column: \(UIKitModel.visibleTitles(of: split))")
                UIKitModel.tapBack(in: split)
                expect(UIKitModel.visibleTitles(of: split) == [["Mailboxes"]], "back to the primary")
                expect(!UIKitModel.tapBack(in: split), "no Back button on the primary root")
                let navigationController = UINavigationController(rootViewController: Screen("Root"))
                navigationController.delegate = delegate
                navigationController.pushViewController(Screen("Pushed"), animated: true)
                Check.log = []
                UIKitModel.tapBack(in: navigationController)
                expect(Check.log.filter { !$0.contains(".") } == ["willShow Root", "didShow Root"] && navigationController.viewControllers.count == 1, "tapBack in a navigation controller: \(Check.log)")
            },
            // UITraitCollection.h:158, :181-190 (UITraitChangeObservable, iOS 17)
            "traitChangesReachEveryController": {
                let compact = UINavigationController(rootViewController: Screen("Compact"))
                let (split, _) = makeMail(compact: compact)
                let window = UIKitModel.install(split, in: .regular)
                let inbox = split.viewController(for: .supplementary)!.children[0]
                var handled: [String] = []
                let registration = inbox.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (controller: UIViewController, previous: UITraitCollection) in
                    handled.append("\(controller.title ?? "?") \(previous.horizontalSizeClass.rawValue)->\(controller.traitCollection.horizontalSizeClass.rawValue)")
                }
                inbox.view.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (view: UIView, _: UITraitCollection) in
                    handled.append("view \(view.traitCollection.horizontalSizeClass.rawValue)")
                }
                let list = UIView()
                inbox.view.addSubview(list)
                list.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (view: UIView, _: UITraitCollection) in
                    handled.append("subview \(view.traitCollection.horizontalSizeClass.rawValue)")
                }
                expect(list.superview === inbox.view && list.traitCollection.horizontalSizeClass == .regular, "a subview takes its superview's traits")
                Check.log = []
                UIKitModel.setHorizontalSizeClass(.compact, for: window)
                let changes = Check.log.filter { $0.contains("traitCollectionDidChange") }
                expect(changes == ["Mailboxes.traitCollectionDidChange(2->1)", "Inbox.traitCollectionDidChange(2->1)", "Message.traitCollectionDidChange(2->1)", "Compact.traitCollectionDidChange(2->1)"], "every controller, the compact one too: \(changes)")
                expect(handled == ["Inbox 2->1", "view 1", "subview 1"], "registered handlers, for the controller, its view and subviews: \(handled)")
                let hookIndex = Check.log.firstIndex { $0.hasPrefix("didCollapse") } ?? Int.max
                let traitIndex = Check.log.firstIndex { $0.contains("traitCollectionDidChange") } ?? -1
                expect(hookIndex < traitIndex, "model: the collapse comes before the trait notifications: \(Check.log)")
                inbox.unregisterForTraitChanges(registration)
                handled = []
                Check.log = []
                UIKitModel.setHorizontalSizeClass(.compact, for: window)
                expect(Check.log.isEmpty && handled.isEmpty, "no change, no notification")
                UIKitModel.setHorizontalSizeClass(.regular, for: window)
                expect(handled == ["view 2", "subview 2"], "an unregistered handler is not called: \(handled)")
                expect(UITraitCollection(horizontalSizeClass: .compact).horizontalSizeClass == .compact && UITraitCollection().horizontalSizeClass == .unspecified, "UITraitCollection(horizontalSizeClass:) (UITraitCollection.h:46)")
            },
            // UITabBarController.h:26-27, :35-48, :55-56, :76; the tabBarController(_:didSelect:) doc
            "tabBarSelection": {
                let tabs = UITabBarController()
                let delegate = TabDelegate()
                tabs.delegate = delegate
                let first = UINavigationController(rootViewController: Screen("One"))
                first.title = "One"
                let second = Screen("Two")
                tabs.setViewControllers([first, second], animated: false)
                expect(tabs.children == [first, second] && second.tabBarController === tabs && tabs.selectedIndex == 0 && tabs.selectedViewController === first, "children and first tab selected")
                expect(second.tabBarItem.title == "Two" && second.tabBarItem === second.tabBarItem, "tabBarItem is made lazily from the title, once")
                second.tabBarItem = nil
                expect(second.tabBarItem != nil, "null_resettable")
                Check.log = []
                tabs.selectedIndex = 1
                expect(tabs.selectedViewController === second && Check.log.isEmpty, "programmatic selection calls no delegate")
                expect(UIKitModel.selectTab(0, in: tabs) && Check.log == ["shouldSelect One", "didSelect One"], "a tap asks and tells the delegate: \(Check.log)")
                delegate.allow = false
                expect(!UIKitModel.selectTab(1, in: tabs) && tabs.selectedIndex == 0, "shouldSelect false keeps the current tab")
                delegate.allow = true
                first.pushViewController(Screen("Deeper"), animated: false)
                UIKitModel.selectTab(0, in: tabs)
                expect(first.viewControllers.count == 1, "model: tapping the selected tab pops to its root")
                let many = (1...7).map { Screen("T\($0)") }
                tabs.setViewControllers(many, animated: false)
                expect(first.parent == nil && UIKitModel.visibleTabs(of: tabs).count == 5 && UIKitModel.visibleTabs(of: tabs).last === tabs.moreNavigationController, "more than five: four and More")
                expect(tabs.viewControllers?.count == 7, "the More navigation controller is not in viewControllers")
                UIKitModel.selectTab(5, in: tabs)
                expect(UIKitModel.visibleTitles(of: tabs) == [["More", "T6"]], "a tab under More: \(UIKitModel.visibleTitles(of: tabs))")
                tabs.selectedViewController = Screen("Stranger")
                expect(tabs.selectedIndex == 5, "only a tab can be selected")
            },
            // UIViewController.h:209-212, :251-253, :584-592; fact 9; UIPresentationController.h:44-60
            // UISearchController.h:39, :52, :73; UIViewController.h:214-219
            "searchPresentsOverItsContext": {
                let inbox = Screen("Inbox"), message = Screen("Message")
                let split = UISplitViewController(style: .doubleColumn)
                split.setViewController(inbox, for: .primary)
                split.setViewController(message, for: .secondary)
                UIKitModel.install(split, in: .regular)
                let search = UISearchController(searchResultsController: Screen("Results"))
                let logger = SearchLogger()
                Check.keep.append(logger)
                search.searchResultsUpdater = logger
                message.navigationItem.searchController = search
                expect(!search.isActive, "inactive until the field is used")
                Check.log = []
                UIKitModel.typeSearch("jar", into: message.navigationItem)
                expect(search.isActive && search.presentingViewController === split && split.presentedViewController === search,
                       "without a context the root presents the search, over every column: \(String(describing: search.presentingViewController))")
                expect(Check.log == ["update()", "update(jar)"], "results are asked for as the field becomes first responder, then for the text: \(Check.log)")
                inbox.present(Screen("Sheet"), animated: true)
                expect(split.presentedViewController === search && UIKitModel.warnings.contains { $0.contains("already presenting") },
                       "while it is active, the root refuses every other presentation")
                UIKitModel.cancelSearch(in: message.navigationItem)
                expect(!search.isActive && split.presentedViewController == nil, "Cancel dismisses the search")
                message.definesPresentationContext = true
                UIKitModel.typeSearch("jar", into: message.navigationItem)
                expect(search.presentingViewController === message && split.presentedViewController == nil,
                       "over the screen that defines the context: \(String(describing: search.presentingViewController))")
                let sheet = Screen("Sheet")
                inbox.present(sheet, animated: true)
                expect(split.presentedViewController === sheet, "the rest of the layout still presents")
                sheet.dismiss(animated: true)
                let warnings = UIKitModel.warnings.count
                message.present(Screen("Other"), animated: true)
                expect(UIKitModel.warnings.count == warnings + 1 && message.presentedViewController === search,
                       "the screen presenting the search refuses another presentation")
                message.navigationController?.pushViewController(Screen("Recipe"), animated: true)
                expect(UIKitModel.visibleTitles(of: split).last == ["Message", "Recipe"] && search.isActive,
                       "a push covers the screen and its search, which stays active for Back")
            },
            // UIKeyCommand.h:51-52
            "keyCommandsYieldToTextEditing": {
                let commander = Commander(nibName: nil, bundle: nil)
                commander.title = "List"
                let window = UIKitModel.install(UINavigationController(rootViewController: commander), in: .regular)
                commander.navigationItem.searchController = UISearchController(searchResultsController: nil)
                Check.log = []
                expect(!UIKitModel.pressKey("r", modifiers: [.command], in: window), "with no first responder the chain is the window and the app: ⌘R is not found")
                expect(!commander.becomeFirstResponder(), "a controller cannot become first responder by default (UIResponder.h:72)")
                commander.acceptsFirstResponder = true
                expect(!Commander(nibName: nil, bundle: nil).becomeFirstResponder(), "nor can one in no window")
                expect(commander.becomeFirstResponder() && commander.isFirstResponder, "one that can, in a window, becomes it")
                expect(UIKitModel.pressKey(UIKeyCommand.inputDownArrow, in: window) && Check.log == ["Next"], "↓ runs its command: \(Check.log)")
                UIKitModel.typeSearch("a", into: commander.navigationItem)
                expect(!commander.isFirstResponder, "the search field took first responder")
                Check.log = []
                expect(!UIKitModel.pressKey(UIKeyCommand.inputDownArrow, in: window), "↓ goes to the field being edited")
                expect(UIKitModel.pressKey("r", modifiers: [.command], in: window), "⌘R still runs")
                commander.priority = true
                expect(UIKitModel.pressKey(UIKeyCommand.inputDownArrow, in: window), "wantsPriorityOverSystemBehavior takes the key")
                expect(Check.log == ["Refresh", "Next"], "what ran: \(Check.log)")
                UIKitModel.cancelSearch(in: commander.navigationItem)
                expect(!UIKitModel.pressKey("r", modifiers: [.command], in: window), "after Cancel nothing is first responder")
            },
            // the present(_:animated:completion:) and dismiss(animated:completion:) docs
            "presentationsFinishAfterTheirEvent": {
                let root = Screen("Root")
                UIKitModel.install(root, in: .regular)
                var events: [String] = []
                UIKitModel.handleEvent {
                    root.present(Screen("First"), animated: true) { events.append("first presented") }
                    expect(events.isEmpty, "the completion waits for the animation")
                    root.dismiss(animated: true) { events.append("first dismissed") }
                    root.present(Screen("Second"), animated: true) { events.append("second presented") }
                }
                expect(root.presentedViewController == nil && UIKitModel.warnings.contains { $0.contains("while a presentation is in progress") },
                       "a presentation during an animated dismissal is refused: \(UIKitModel.warnings)")
                expect(events == ["first presented", "first dismissed"], "completions run after the event, in order: \(events)")
                UIKitModel.handleEvent {
                    root.present(Screen("Third"), animated: false)
                    root.dismiss(animated: false)
                    root.present(Screen("Fourth"), animated: true) { root.dismiss(animated: true) { events.append("fourth dismissed") } }
                }
                expect(events.last == "fourth dismissed", "non-animated ones finish at once; a completion may start another: \(events)")
                let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Share", style: .default) { _ in root.present(Screen("Share"), animated: true) })
                root.present(alert, animated: true)
                UIKitModel.tapAlertButton("Share", in: alert)
                expect(root.presentedViewController?.title == "Share", "an alert button's handler runs after the alert closed, and may present")
            },
            // UICollectionView.h:442-443
            "cellsOnlyForRowsOnScreen": {
                let rows = DragRows()
                let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
                list.dataSource = rows
                expect(list.cellForItem(at: IndexPath(item: 2, section: 0)) != nil, "a list whose rows fit has a cell for each")
                expect(list.cellForItem(at: IndexPath(item: 3, section: 0)) == nil, "none out of range")
                UIKitListModel.scroll(list, showingRows: 0..<1)
                expect(list.cellForItem(at: IndexPath(item: 0, section: 0)) != nil, "the row on screen has its cell")
                expect(list.cellForItem(at: IndexPath(item: 2, section: 0)) == nil, "a row scrolled out of view has none")
                expect(UIKitListModel.tapRow(at: IndexPath(item: 2, section: 0), in: list) == .ignored("the row at [0, 2] is scrolled out of view"),
                       "and cannot be tapped")
            },
            // UIDragInteraction.h:102, UIDragSession.h:39-47, UIDropInteraction.h:71-73
            "dropsFromOtherAppsAreCopies": {
                let rows = DragRows()
                let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
                list.dataSource = rows
                list.dragDelegate = rows
                list.dropDelegate = rows
                list.dragInteractionEnabled = true
                Check.log = []
                let local = UIKitListModel.drag(from: IndexPath(item: 0, section: 0), in: list, onto: IndexPath(item: 2, section: 0), in: list)
                expect(local == .dropped(.move, .unspecified), "a drag within the app may move: \(local)")
                let foreign = UIKitListModel.drag(from: IndexPath(item: 0, section: 0), in: list, onto: IndexPath(item: 2, section: 0), in: list,
                                                  fromAnotherApp: true)
                expect(foreign == .refused(.cancel), "a drag from another app allows no move; a move proposal cancels: \(foreign)")
                rows.operation = .copy
                let copied = UIKitListModel.drag(from: IndexPath(item: 0, section: 0), in: list, onto: IndexPath(item: 2, section: 0), in: list,
                                                 fromAnotherApp: true)
                expect(copied == .dropped(.copy, .unspecified), "it can be copied: \(copied)")
                expect(Check.log == ["drop 3", "drop 2"], "performDropWith ran for the move and the copy: \(Check.log)")
            },
            // UIPress.responder doc, UIKeyCommand.h:51-52
            "keyCommandsYieldToFocus": {
                let commander = Commander(nibName: nil, bundle: nil)
                commander.acceptsFirstResponder = true
                let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
                commander.view.addSubview(list)
                let split = UISplitViewController(style: .doubleColumn)
                split.setViewController(UINavigationController(rootViewController: Screen("Sidebar")), for: .primary)
                split.setViewController(UINavigationController(rootViewController: commander), for: .secondary)
                let window = UIKitModel.install(split, in: .regular)
                let sidebar = split.viewController(for: .primary)!.children[0]
                let sidebarList = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
                sidebar.view.addSubview(sidebarList)
                Check.log = []
                UIKitModel.moveFocus(into: sidebarList, in: window)
                expect(!UIKitModel.pressKey("r", modifiers: [.command], in: window), "focus in the sidebar: the press goes up the sidebar's chain, which lacks ⌘R")
                UIKitModel.moveFocus(into: list, in: window)
                expect(UIKitModel.pressKey("r", modifiers: [.command], in: window), "focus in the list: ⌘R is on its screen's chain")
                expect(!UIKitModel.pressKey(UIKeyCommand.inputDownArrow, in: window), "↓ moves focus instead of running a command")
                commander.priority = true
                expect(UIKitModel.pressKey(UIKeyCommand.inputDownArrow, in: window), "unless the command wants priority")
                commander.priority = false
                commander.present(Screen("Sheet"), animated: true)
                expect(!UIKitModel.pressKey("r", modifiers: [.command], in: window), "a sheet over the list takes focus away; nothing is first responder")
                commander.dismiss(animated: true)
                expect(commander.becomeFirstResponder() && UIKitModel.pressKey(UIKeyCommand.inputDownArrow, in: window),
                       "without focus, ↓ from the first responder runs its command")
                let ran = Check.log.filter { ["Refresh", "Next"].contains($0) }
                expect(ran == ["Refresh", "Next", "Next"], "what ran: \(ran)")
            },
            "presentation": {
                let (split, _) = makeMail()
                UIKitModel.install(split, in: .regular)
                let inbox = split.viewController(for: .supplementary)!.children[0]
                let sheet = UINavigationController(rootViewController: Screen("Compose"))
                sheet.modalPresentationStyle = .formSheet
                inbox.present(sheet, animated: true)
                expect(split.presentedViewController === sheet && inbox.presentedViewController === sheet, "presented by the farthest ancestor (UIViewController.h:209-212)")
                expect(sheet.presentingViewController === split && sheet.children[0].presentingViewController === split, "presentingViewController")
                expect(sheet.traitCollection.horizontalSizeClass == .regular, "model: a presented controller has its presenter's traits")
                inbox.present(Screen("Second"), animated: true)
                expect(split.presentedViewController === sheet && UIKitModel.warnings.contains { $0.contains("already presenting") }, "one presentation at a time")
                let delegate = PresentationDelegate()
                sheet.presentationController?.delegate = delegate
                sheet.isModalInPresentation = true
                Check.log = []
                expect(!UIKitModel.userDismissPresentation(of: sheet.children[0]) && Check.log == ["didAttemptToDismiss"], "isModalInPresentation blocks the user: \(Check.log)")
                sheet.isModalInPresentation = false
                delegate.allow = false
                expect(!UIKitModel.userDismissPresentation(of: sheet), "shouldDismiss false blocks the user")
                delegate.allow = true
                Check.log = []
                expect(UIKitModel.userDismissPresentation(of: sheet) && split.presentedViewController == nil, "dismissed")
                expect(Check.log.filter { !$0.contains(".") } == ["willDismiss", "didDismiss"], "delegate: \(Check.log)")
                let popover = Screen("Popover")
                popover.modalPresentationStyle = .popover
                inbox.present(popover, animated: true)
                expect(UIKitModel.exceptions.count == 1 && UIKitModel.exceptions[0].hasPrefix("NSGenericException: UIPopoverPresentationController") && split.presentedViewController == nil, "a popover without an anchor in regular width: \(UIKitModel.exceptions)")
                popover.popoverPresentationController?.sourceView = inbox.view
                inbox.present(popover, animated: true)
                expect(split.presentedViewController === popover && popover.popoverPresentationController === popover.presentationController, "with a source view it is presented")
                popover.dismiss(animated: true)
                expect(split.presentedViewController == nil && popover.presentingViewController == nil, "a presented controller dismisses itself through its presenter")
                let plain = Screen("Plain")
                expect(plain.modalPresentationStyle == .pageSheet && plain.popoverPresentationController == nil, "automatic reads as pageSheet (UIViewController.h:270-271); no popover controller unless .popover")
                let (compactSplit, _) = makeMail()
                UIKitModel.install(compactSplit, in: .compact)
                let anchorless = Screen("Anchorless")
                anchorless.modalPresentationStyle = .popover
                compactSplit.present(anchorless, animated: false)
                expect(UIKitModel.exceptions.count == 1 && compactSplit.presentedViewController === anchorless, "in compact width a popover is a sheet: no anchor needed")
            },
            // UIPopoverPresentationController.h:46-60; fact 9
            "popoverAnchors": {
                let (split, _) = makeMail()
                UIKitModel.install(split, in: .regular)
                let inbox = split.viewController(for: .supplementary)!.children[0]
                let item = UIBarButtonItem(title: "Sort", image: nil, primaryAction: nil, menu: nil)
                let byItem = Screen("ByItem")
                byItem.modalPresentationStyle = .popover
                expect(byItem.popoverPresentationController?.sourceRect.isNull == true, "sourceRect defaults to CGRectNull (:49-50)")
                byItem.popoverPresentationController?.sourceItem = item
                inbox.present(byItem, animated: true)
                expect(split.presentedViewController === byItem && UIKitModel.exceptions.isEmpty, "a sourceItem is an anchor: \(UIKitModel.exceptions)")
                expect(byItem.popoverPresentationController?.sourceItem === item && UIKitModel.presentationStyle(of: byItem) == .popover, "it points at the item, as a popover")
                byItem.dismiss(animated: true)
                expect(UIKitModel.presentationStyle(of: byItem) == nil, "no style once dismissed")
                let byOldItem = Screen("ByOldItem")
                byOldItem.modalPresentationStyle = .popover
                byOldItem.popoverPresentationController?.barButtonItem = item
                inbox.present(byOldItem, animated: true)
                expect(split.presentedViewController === byOldItem && UIKitModel.exceptions.isEmpty, "a barButtonItem is an anchor too")
                byOldItem.dismiss(animated: true)
                let anchorless = Screen("Anchorless")
                anchorless.modalPresentationStyle = .popover
                inbox.present(anchorless, animated: true)
                expect(UIKitModel.exceptions.count == 1 && split.presentedViewController == nil, "no anchor: NSGenericException, nothing presented")
            },
            // UIPresentationController.h:28-32, :81-85; UIPopoverPresentationController.h:83-84; the popover, formSheet and adaptivePresentationStyle docs
            "popoverAdaptsInCompactWidth": {
                let (split, _) = makeMail()
                UIKitModel.install(split, in: .compact)
                let unkept = Screen("Unkept")
                unkept.modalPresentationStyle = .popover
                split.present(unkept, animated: true)
                expect(UIKitModel.presentationStyle(of: unkept) == .formSheet && UIKitModel.exceptions.isEmpty, "with no delegate a popover adapts to a sheet and needs no anchor: \(String(describing: UIKitModel.presentationStyle(of: unkept)))")
                unkept.dismiss(animated: true)
                let delegate = AdaptiveDelegate()
                let kept = Screen("Kept")
                kept.modalPresentationStyle = .popover
                kept.presentationController?.delegate = delegate
                Check.log = []
                split.present(kept, animated: true)
                expect(Check.log == ["adaptive(1)"] && UIKitModel.exceptions.count == 1 && split.presentedViewController == nil, "`.none` keeps a popover, which then needs an anchor: \(Check.log) \(UIKitModel.exceptions)")
                kept.popoverPresentationController?.sourceView = split.view
                split.present(kept, animated: true)
                expect(UIKitModel.presentationStyle(of: kept) == .popover, "kept a popover in compact width")
                expect(UIKitModel.userDismissPresentation(of: kept) && split.presentedViewController == nil, "a tap outside dismisses it (the delegate allows it)")
                let covered = Screen("Covered")
                covered.modalPresentationStyle = .popover
                delegate.style = .fullScreen
                covered.presentationController?.delegate = delegate
                split.present(covered, animated: true)
                expect(UIKitModel.presentationStyle(of: covered) == .fullScreen, "the delegate's full screen")
                expect(!UIKitModel.userDismissPresentation(of: covered) && split.presentedViewController === covered, "model: nothing dismisses a full-screen presentation but its own controls")
                covered.dismiss(animated: true)
                let old = Screen("Old")
                old.modalPresentationStyle = .popover
                let oldDelegate = OldAdaptiveDelegate()
                old.presentationController?.delegate = oldDelegate
                split.present(old, animated: true)
                expect(UIKitModel.presentationStyle(of: old) == .overFullScreen, "without the trait-collection method UIKit asks adaptivePresentationStyle(for:) (:28-32)")
                old.dismiss(animated: true)
                let sheet = Screen("Sheet")
                sheet.modalPresentationStyle = .formSheet
                split.present(sheet, animated: true)
                expect(UIKitModel.presentationStyle(of: sheet) == .formSheet && UIKitModel.userDismissPresentation(of: sheet), "a form sheet stays a sheet in compact width and can be swiped down (the formSheet doc)")
                let (wide, _) = makeMail()
                let window = UIKitModel.install(wide, in: .regular)
                let moving = Screen("Moving")
                moving.modalPresentationStyle = .popover
                moving.popoverPresentationController?.sourceView = wide.view
                wide.present(moving, animated: true)
                expect(UIKitModel.presentationStyle(of: moving) == .popover, "a popover in regular width")
                UIKitModel.setHorizontalSizeClass(.compact, for: window)
                expect(UIKitModel.presentationStyle(of: moving) == .formSheet, "adapts when the window becomes compact")
                UIKitModel.setHorizontalSizeClass(.regular, for: window)
                expect(UIKitModel.presentationStyle(of: moving) == .popover, "and is a popover again when it widens")
            },
            // UIBarButtonItem.h:72-73, :106-110; UIKit.si:1706
            "barButtonItemMenus": {
                let menu = UIMenu(title: "Move", children: [
                    UIAction(title: "Inbox") { _ in Check.log.append("Inbox") },
                    UIMenu(title: "", options: .displayInline, children: [UIAction(title: "Archive") { _ in Check.log.append("Archive") }]),
                ])
                let item = UIBarButtonItem(title: "Move", image: nil, primaryAction: nil, menu: menu)
                expect(UIKitModel.tap(item) === menu && UIKitModel.visibleMenu === menu, "no primary action: a tap opens the menu")
                expect(UIKitModel.chooseMenuItem("Archive") && Check.log == ["Archive"] && UIKitModel.visibleMenu == nil, "picking an item in a submenu runs it and closes the menu: \(Check.log)")
                UIKitModel.tap(item)
                expect(UIKitModel.touchOutsideMenu() && UIKitModel.visibleMenu == nil, "a touch outside closes it")
                let acting = UIBarButtonItem(primaryAction: UIAction(title: "Reply") { _ in Check.log.append("Reply") })
                expect(acting.title == "Reply", "an item made from an action takes its title (:72-73)")
                acting.menu = menu
                Check.log = []
                expect(UIKitModel.tap(acting) == nil && Check.log == ["Reply"] && UIKitModel.visibleMenu == nil, "with a primary action a tap performs it; the menu needs a long press (:109)")
                acting.primaryAction = nil
                expect(acting.title == "Reply" && UIKitModel.tap(acting) === menu, "removing the action keeps the title (:106) and makes the menu the tap")
                expect(UIKitModel.tap(item) == nil && UIKitModel.visibleMenu == nil, "model: a tap while a menu is open only closes it")
            },
            // UIButton.h:104-105; UIControl.h:131-136; UIContextMenuInteraction.h:70-73
            "buttonMenus": {
                let button = UIButton(frame: .zero)
                expect(!button.isContextMenuInteractionEnabled && !button.showsMenuAsPrimaryAction, "both off by default (UIControl.h:133-136)")
                let menu = UIMenu(children: [UIAction(title: "Name") { _ in }])
                button.menu = menu
                expect(button.isContextMenuInteractionEnabled, "a menu enables the context menu interaction (UIButton.h:104)")
                expect(UIKitModel.tap(button) == nil, "not the primary action: a touch does not open it")
                button.showsMenuAsPrimaryAction = true
                expect(UIKitModel.tap(button) === menu, "the primary action: it opens on touch-down")
                let other = UIButton(frame: .zero)
                other.contextMenuInteraction?.dismissMenu()
                expect(UIKitModel.visibleMenu === menu, "another button's dismissMenu() leaves it open")
                button.contextMenuInteraction?.dismissMenu()
                expect(UIKitModel.visibleMenu == nil, "its own dismissMenu() closes it")
                button.menu = nil
                expect(!button.isContextMenuInteractionEnabled && UIKitModel.tap(button) == nil, "no menu: the interaction is disabled")
            },
            // UIView.h:223 (`window`, nullable)
            "viewsLeaveTheWindowWithTheirController": {
                let root = Screen("Root")
                let navigationController = UINavigationController(rootViewController: root)
                let subview = UIView()
                root.view.addSubview(subview)
                expect(root.view.window == nil && subview.window == nil, "a view in no window has none")
                let window = UIKitModel.install(navigationController, in: .regular)
                expect(root.view.window === window && subview.window === window, "on screen, the view and its subviews are in the window")
                navigationController.pushViewController(Screen("Pushed"), animated: false)
                expect(root.view.window == nil && navigationController.topViewController?.view.window === window, "a covered stack entry leaves the window")
                let (split, _) = makeMail()
                let splitWindow = UIKitModel.install(split, in: .regular)
                split.preferredDisplayMode = .secondaryOnly
                let mailboxes = split.viewController(for: .primary)?.children.first
                expect(mailboxes?.view.window == nil && split.viewController(for: .secondary)?.children.first?.view.window === splitWindow,
                       "a column put away leaves the window, the detail stays")
            },
            // UIViewController.h:115-124, :169-187; UINavigationController.h:129; the `title` doc
            "viewAndItems": {
                let screen = Screen("Lazy")
                Check.log = []
                expect(!screen.isViewLoaded && screen.viewIfLoaded == nil && Check.log.isEmpty, "the view is not loaded until asked for")
                _ = screen.view
                _ = screen.view
                expect(screen.isViewLoaded && Check.log == ["Lazy.viewDidLoad"], "viewDidLoad once: \(Check.log)")
                expect(screen.navigationItem === screen.navigationItem && screen.navigationItem.title == "Lazy", "one navigation item, with the title")
                _ = screen.tabBarItem
                screen.title = "Renamed"
                expect(screen.navigationItem.title == "Renamed" && screen.tabBarItem.title == "Renamed", "title updates both items")
                let navigationController = UINavigationController(rootViewController: Screen("Root"))
                UIKitModel.install(navigationController, in: .regular)
                Check.log = []
                navigationController.pushViewController(Screen("Next"), animated: true)
                expect(Check.log == ["Next.willMove(parent)", "Next.didMove(parent)", "Next.viewDidLoad", "Next.viewWillAppear", "Root.viewDidDisappear"], "a push in a visible window: \(Check.log)")
            },
            // UISplitViewController.h:190-193
            "userChangesDisplayMode": {
                let (split, delegate) = makeMail()
                split.preferredSplitBehavior = .overlay
                UIKitModel.install(split, in: .regular)
                Check.log = []
                UIKitModel.userChangedDisplayMode(.secondaryOnly, for: split)
                expect(split.displayMode == .secondaryOnly && Check.log.first == "willChangeTo(secondaryOnly, from: twoOverSecondary)", "willChangeTo, then the mode: \(Check.log)")
                delegate.target = .oneBesideSecondary
                UIKitModel.userChangedDisplayMode(.twoOverSecondary, for: split)
                expect(split.displayMode == .oneOverSecondary, "targetDisplayModeForAction decides, read under the behavior: \(split.displayMode)")
                expect(split.preferredDisplayMode == .automatic, "the preferred mode is unchanged")
                UIKitModel.setHorizontalSizeClass(.compact, for: split)
                UIKitModel.userChangedDisplayMode(.secondaryOnly, for: split)
                expect(split.displayMode == .oneOverSecondary, "ignored while collapsed")
            },
            "sceneConnection": {
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        guard let windowScene = scene as? UIWindowScene else { return }
                        let window = UIWindow(windowScene: windowScene)
                        window.rootViewController = makeMail().0
                        window.makeKeyAndVisible()
                        self.window = window
                    }
                }
                let sceneDelegate = SceneDelegate()
                let scene = UIKitModel.connect(sceneDelegate, in: .compact)
                let split = sceneDelegate.window?.rootViewController as? UISplitViewController
                expect(scene.windows.count == 1 && split?.isCollapsed == true, "the scene's size class reaches its window")
                UIKitModel.setHorizontalSizeClass(.regular, for: scene)
                expect(split?.isCollapsed == false, "and changes with it")
            },
        ]

        @main
        struct Driver {
            @MainActor static func main() {
                if CommandLine.arguments.dropFirst().first == "--list" {
                    for name in scenarios.keys.sorted() { print(name) }
                    return
                }
                let names = CommandLine.arguments.dropFirst().isEmpty ? scenarios.keys.sorted() : Array(CommandLine.arguments.dropFirst())
                var failed = false
                for name in names {
                    UIKitModel.reset()
                    Check.failures = []
                    Check.log = []
                    guard let scenario = scenarios[name] else {
                        print("FAIL \(name): no such scenario")
                        failed = true
                        continue
                    }
                    scenario()
                    if Check.failures.isEmpty {
                        print("PASS \(name)")
                    } else {
                        failed = true
                        print("FAIL \(name)")
                        for failure in Check.failures { print("  \(failure)") }
                    }
                }
                if failed { exit(1) }
            }
        }
        """#
}

/// Builds the UIKit stand-in and the scenario driver once for `UIKitModelTests`, in a temporary folder.
struct UIKitModelDriverBuild: SuiteTrait, TestScoping {
    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        let folder = try TemporaryFolder()
        let driver = try UIKitModelTests.buildDriver(in: folder)
        try await UIKitModelTests.$driver.withValue(driver) { try await function() }
        withExtendedLifetime(folder) {}
    }
}
