// Stand-in UIKit: the behavioural model's engine and its test-only driver.
//
// The containers of this stand-in (UIViewController containment and presentation,
// UINavigationController, UITabBarController, the column-style UISplitViewController, UIWindow and
// the trait environment) behave as the iOS 17 SDK documents, so generated code and a runtime
// library can run on Linux and scenario tests can see what the app would show. Each behaviour cites
// its source at the code: a header line of iPhoneOS17.0.sdk (`UISplitViewController.h:92`), an Apple
// documentation page, or a fact of /shared/reference/uikit-behaviour-and-actions.md. Where nothing
// documents a behaviour the comment says "Model:" and what was chosen; only a device can confirm it.
//
// What the model does not do: no layout or drawing (views keep only their tree, for traits, and a
// controller's root view loads on first use), no animation (completions run at once; only a split
// view's collapse and expand have a will phase and a did phase, between which `isCollapsed` changes),
// `definesPresentationContext` only for search, no classic (`.unspecified`) split view behaviour
// beyond collapsing, no trait other than the horizontal size class.
//
// `UIKitModel` is the test-only driver: what a person or the system does, which UIKit has no API
// for. Generated code never uses it (the type-check against the real SDK would fail if it did).
// Model state lives in internal `_model…` members, which are not part of the SDK surface.

// MARK: - Test-only driver

/// **Test-only.** Drives the behavioural UIKit model the way a person or the system would (there is
/// no such API in UIKit), and reports what it shows. Not part of the SDK: code that is meant to run
/// on iOS must not use it.
@MainActor public enum UIKitModel {
    /// The exceptions UIKit would have raised, as "Name: reason", oldest first. The model records
    /// them instead of crashing and leaves the offending call without effect.
    public static var exceptions: [String] { _ModelState.exceptions }

    /// What UIKit would have logged or silently ignored (a presentation on a controller that is
    /// already presenting, a column the style has not, …), oldest first.
    public static var warnings: [String] { _ModelState.warnings }

    /// Clears the model's global state between scenarios: exceptions, warnings, the visible windows
    /// and scenes it keeps, and what it remembers as on screen.
    public static func reset() {
        _ModelState.exceptions = []
        _ModelState.warnings = []
        _ModelState.visibleWindows = []
        _ModelState.scenes = []
        _ModelState.onScreen = []
        _ModelState.openMenu = nil
        _ModelState.editingSearch = nil
        _ModelState.supportsMultipleScenes = true
        _ModelState.sceneRequests = []
        _ModelState.sceneRequestHandlers = []
        _ModelState.destroyedSessions = []
        _ModelState.stackChanges = []
        _ModelState.contentUnavailableRequests = []
        _ModelState.transitioning = []
        _ModelState.transitionCompletions = []
    }

    /// Every change of a navigation controller's stack (push, pop, `setViewControllers`), oldest
    /// first: the controller on top after it, and whether it was animated, as the caller asked
    /// (UINavigationController.h:61-72; the delegate hears the same flag, :110-112). What the
    /// animation looks like only a device shows.
    public static var stackChanges: [(navigationController: UINavigationController, top: UIViewController, animated: Bool)] {
        _ModelState.stackChanges
    }

    /// Whether the app can have several windows (`UIApplication.supportsMultipleScenes`): true for
    /// an iPad app that declares it in Info.plist, false on iPhone.
    public static var supportsMultipleScenes: Bool {
        get { _ModelState.supportsMultipleScenes }
        set { _ModelState.supportsMultipleScenes = newValue }
    }

    /// The activities the app asked new scenes for (`activateSceneSession(for:errorHandler:)`,
    /// `requestSceneSessionActivation`), oldest first, not yet connected.
    public static var sceneActivationRequests: [NSUserActivity?] { _ModelState.sceneRequests }

    /// The sessions the app asked the system to destroy (`requestSceneSessionDestruction`).
    public static var destroyedSessions: [UISceneSession] { _ModelState.destroyedSessions }

    /// The system grants the oldest activation request: a new window scene of `sizeClass`,
    /// connected to `sceneDelegate` with the request's activity in its connection options
    /// (UISceneOptions.h:38). Returns nil when nothing was requested.
    @discardableResult
    public static func connectRequestedScene(_ sceneDelegate: any UIWindowSceneDelegate, in sizeClass: UIUserInterfaceSizeClass) -> UIWindowScene? {
        guard !_ModelState.sceneRequests.isEmpty else { return nil }
        let activity = _ModelState.sceneRequests.removeFirst()
        _ModelState.sceneRequestHandlers.removeFirst()
        return connect(sceneDelegate, in: sizeClass, userActivities: activity.map { [$0] } ?? [])
    }

    /// The system refuses the oldest activation request (too many windows, a scene the system will
    /// not make): its error handler is called (UIApplication.h:180, "a handler to be called if the
    /// request fails"). Model: on the main thread, at once; no window is made. Returns whether there
    /// was a request.
    @discardableResult
    public static func refuseRequestedScene() -> Bool {
        guard !_ModelState.sceneRequests.isEmpty else { return false }
        _ModelState.sceneRequests.removeFirst()
        let handler = _ModelState.sceneRequestHandlers.removeFirst()
        _update { handler?(NSError(domain: "UISceneErrorDomain", code: 0)) }
        return true
    }

    /// The app is quit and launched again, and the system reconnects `scene`'s session to a new
    /// scene and `sceneDelegate`: it first asks the old scene's delegate for its
    /// `stateRestorationActivity(for:)` (UIScene.h:86; the system asks when the scene goes to the
    /// background), keeps it as the session's `stateRestorationActivity` (UISceneSession.h:49-51)
    /// and connects the session again. Then, before activation, it hands the activity to
    /// `scene(_:restoreInteractionStateWith:)` (UIScene.h:88-93). The old scene's windows go away.
    ///
    /// `whileLocked`: the launch happens while data protection is on, and the session's activity
    /// is not readable at connection (UISceneSession.h:49-50: "may not be immediately available");
    /// it is there from `restoreInteractionStateWith` on.
    @discardableResult
    public static func relaunch(_ scene: UIWindowScene, with sceneDelegate: any UIWindowSceneDelegate, in sizeClass: UIUserInterfaceSizeClass,
                                whileLocked: Bool = false) -> UIWindowScene {
        let session = scene.session
        let saved = scene.delegate?.stateRestorationActivity(for: scene)
        session._modelRestorationActivity = whileLocked ? nil : saved
        _ModelState.visibleWindows.removeAll { $0.windowScene === scene }
        _ModelState.scenes.removeAll { $0 === scene }
        let relaunched = connect(sceneDelegate, in: sizeClass, session: session)
        if let saved {
            session._modelRestorationActivity = saved
            sceneDelegate.scene(relaunched, restoreInteractionStateWith: saved)
        }
        return relaunched
    }

    /// A new window in `sizeClass`, not yet visible (call `makeKeyAndVisible()`, or hand it to code
    /// that does).
    public static func makeWindow(in sizeClass: UIUserInterfaceSizeClass) -> UIWindow {
        let window = UIWindow(frame: .zero)
        window._modelHorizontalSizeClass = sizeClass
        return window
    }

    /// Launches `root` in a new visible window of `sizeClass`: the window's root view controller is
    /// set and the window made key and visible, which lays it out; a split view controller in
    /// compact width collapses before anything is shown.
    @discardableResult
    public static func install(_ root: UIViewController, in sizeClass: UIUserInterfaceSizeClass) -> UIWindow {
        let window = makeWindow(in: sizeClass)
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    /// Connects a window scene of `sizeClass` to `sceneDelegate`, as the system does at launch:
    /// calls `scene(_:willConnectTo:options:)`; the delegate's `window` is then the app's window.
    /// The model keeps the scene (UIKit's application would) until `reset()`.
    /// `userActivities` are the connection options' (a scene opened for an activity); `session` is a
    /// session the system reconnects (`relaunch`), or a new one.
    @discardableResult
    public static func connect(_ sceneDelegate: any UIWindowSceneDelegate, in sizeClass: UIUserInterfaceSizeClass,
                               userActivities: Set<NSUserActivity> = [], session: UISceneSession? = nil) -> UIWindowScene {
        let scene = UIWindowScene(standIn: ())
        scene._modelHorizontalSizeClass = sizeClass
        if let session { scene._modelSession = session }
        scene.delegate = sceneDelegate
        _ModelState.scenes.append(scene)
        let options = UIScene.ConnectionOptions(standIn: ())
        options._modelUserActivities = userActivities
        sceneDelegate.scene(scene, willConnectTo: scene.session, options: options)
        return scene
    }

    /// The environment changes width class (rotation, Slide Over, resizing in Split View): every
    /// window of `scene` gets `sizeClass` (see `setHorizontalSizeClass(_:for:)` for a window).
    public static func setHorizontalSizeClass(_ sizeClass: UIUserInterfaceSizeClass, for scene: UIWindowScene) {
        scene._modelHorizontalSizeClass = sizeClass
        for window in scene.windows { setHorizontalSizeClass(sizeClass, for: window) }
    }

    /// The shape of an iPad window: taller than wide, or wider than tall.
    public enum Orientation: Sendable { case portrait, landscape }

    /// The user rotates the iPad with `window` full screen; its size class stays regular. Split
    /// view controllers whose preferred split behavior or display mode is `.automatic` read it
    /// again for the new shape (UISplitViewController.h:89-90, :128; see `splitBehavior` and
    /// `_modelResolve`) and, laid out and expanded, change their display mode with
    /// `willChangeTo` (:190). Model: a display mode the user chose is replaced by the new shape's;
    /// only a device can confirm that.
    public static func rotate(_ window: UIWindow, to orientation: Orientation) {
        _update {
            guard window._modelIsPortrait != (orientation == .portrait) else { return }
            window._modelIsPortrait = orientation == .portrait
            for split in window.rootViewController?._modelHierarchy.compactMap({ $0 as? UISplitViewController }) ?? [] {
                guard split._modelIsLive, !split._modelIsCollapsed,
                      split._modelPreferredDisplayMode == .automatic || split._modelPreferredSplitBehavior == .automatic else { continue }
                split._modelChangeDisplayMode(to: split._modelResolve(split._modelPreferredDisplayMode), notify: true)
            }
        }
    }

    /// The environment changes width class for `window`. Split view controllers in it collapse
    /// (compact) or expand (otherwise), calling their delegates; then every controller of the
    /// hierarchy whose horizontal size class changed (children, recursively, including a split view's
    /// `.compact` controller, and presented controllers), and its loaded view, gets
    /// `traitCollectionDidChange(_:)` and its `registerForTraitChanges` handlers. Model: that order
    /// (collapse first, then trait notifications, parents before children); only a device can
    /// confirm it.
    public static func setHorizontalSizeClass(_ sizeClass: UIUserInterfaceSizeClass, for window: UIWindow) {
        _changeEnvironment(root: window.rootViewController, window: window) {
            window._modelHorizontalSizeClass = sizeClass
        }
    }

    /// As `setHorizontalSizeClass(_:for:)` for a window, for the window of `viewController`'s
    /// hierarchy; a hierarchy in no window gets the size class at its root.
    public static func setHorizontalSizeClass(_ sizeClass: UIUserInterfaceSizeClass, for viewController: UIViewController) {
        let root = viewController._modelRoot
        if let window = root._modelWindow {
            setHorizontalSizeClass(sizeClass, for: window)
            return
        }
        _changeEnvironment(root: root, window: nil) {
            root._modelDetachedSizeClass = sizeClass
        }
    }

    /// The user taps Back (or swipes from the leading edge) in `viewController`: in a navigation
    /// controller, a tab bar controller's selected tab, a split view controller (collapsed: what is
    /// on top; expanded: the secondary column), or the navigation controller of a content
    /// controller. Pops one controller, with the delegate's `willShow`/`didShow` as for any pop
    /// (UINavigationController.h:110-112). In a collapsed split view whose top column shows only
    /// its root, Back pops the column (UISplitViewController.h:100, as `hide(_:)`). While the
    /// hierarchy presents a controller, the Back button on screen is the presented one's. Returns
    /// whether there was a Back button (anything to go back to).
    @discardableResult
    public static func tapBack(in viewController: UIViewController) -> Bool {
        _update {
            if let presented = viewController._modelContainmentRoot._modelPresented { return tapBack(in: presented) }
            switch viewController {
            case let navigationController as UINavigationController:
                if let nested = navigationController.topViewController as? UINavigationController {
                    // A collapsed split view's column pushed onto the primary one: its bar is on top.
                    return tapBack(in: nested)
                }
                if navigationController._modelChildren.count > 1 {
                    navigationController.popViewController(animated: true)
                    return true
                }
                if let split = navigationController.splitViewController, split._modelIsCollapsed,
                   split._modelColumn(.compact) == nil, let column = split._modelColumn(containing: navigationController),
                   split._modelColumn(column) === navigationController, column == split._modelTopColumn, column != .primary {
                    split._modelHide(column)
                    return true
                }
                return false
            case let split as UISplitViewController:
                if split._modelIsCollapsed {
                    if let compact = split._modelColumn(.compact) { return tapBack(in: compact) }
                    guard let primary = split._modelColumn(.primary) else { return false }
                    return tapBack(in: primary)
                }
                guard let secondary = split._modelColumn(.secondary) else { return false }
                return tapBack(in: secondary)
            case let tabBarController as UITabBarController:
                guard let selected = tabBarController.selectedViewController else { return false }
                return tapBack(in: selected)
            default:
                guard let navigationController = viewController.navigationController else { return false }
                return tapBack(in: navigationController)
            }
        }
    }

    /// The user taps the tab of `viewControllers[index]` (through More for the fifth tab onwards when
    /// there are more than five). Asks the delegate's `tabBarController(_:shouldSelect:)` (its doc:
    /// called in response to the user tapping a tab), selects, then calls
    /// `tabBarController(_:didSelect:)` (its doc: only for user taps, even when the tab was already
    /// selected). Model: tapping the selected tab again pops its navigation controller to the root,
    /// as iOS does; only a device can confirm the details. Returns whether the tab was selected.
    @discardableResult
    public static func selectTab(_ index: Int, in tabBarController: UITabBarController) -> Bool {
        _update {
            guard let tabs = tabBarController.viewControllers, tabs.indices.contains(index) else { return false }
            let tab = tabs[index]
            if tabBarController.delegate?.tabBarController(tabBarController, shouldSelect: tab) == false { return false }
            if tabBarController.selectedIndex == index, let navigationController = tab as? UINavigationController {
                navigationController.popToRootViewController(animated: true)
            }
            tabBarController.selectedIndex = index
            tabBarController.delegate?.tabBarController(tabBarController, didSelect: tab)
            return true
        }
    }

    /// The tabs the tab bar shows: with more than five view controllers, the first four and the
    /// More navigation controller (UITabBarController.h:26-27).
    public static func visibleTabs(of tabBarController: UITabBarController) -> [UIViewController] {
        let tabs = tabBarController.viewControllers ?? []
        guard tabs.count > 5 else { return tabs }
        return Array(tabs.prefix(4)) + [tabBarController.moreNavigationController]
    }

    /// The user changes the display mode of an expanded split view controller (swipes a sidebar in
    /// or out, or taps the display-mode button) towards `displayMode`. The delegate's
    /// `targetDisplayModeForAction(in:)` decides first (UISplitViewController.h:192-193: called by
    /// "the gesture AND barButtonItem"; `.automatic` keeps the default, here `displayMode`); the
    /// mode is read under the split behavior (:55-58), then the delegate hears
    /// `splitViewController(_:willChangeTo:)` (:190) and the mode changes. Ignored when collapsed
    /// (display modes only matter when expanded, Apple's DisplayMode doc).
    public static func userChangedDisplayMode(_ displayMode: UISplitViewController.DisplayMode, for splitViewController: UISplitViewController) {
        _update {
            guard !splitViewController._modelIsCollapsed else {
                _warn("\(splitViewController._modelDescription): the display mode cannot change while collapsed")
                return
            }
            var target = displayMode
            if let chosen = splitViewController.delegate?.targetDisplayModeForAction(in: splitViewController), chosen != .automatic {
                target = chosen
            }
            splitViewController._modelIsLive = true
            splitViewController._modelChangeDisplayMode(to: splitViewController._modelResolve(target), notify: true)
        }
    }

    /// The user dismisses the presentation that `viewController` is in (swipes a sheet down, taps
    /// outside a popover). UIPresentationController.h:44-60: blocked, with
    /// `presentationControllerDidAttemptToDismiss(_:)`, when the presented controller
    /// `isModalInPresentation` (UIViewController.h:591) or `presentationControllerShouldDismiss(_:)`
    /// returns false; otherwise `presentationControllerWillDismiss(_:)`, the dismissal, then
    /// `presentationControllerDidDismiss(_:)`. Returns whether it was dismissed.
    ///
    /// Model: a presentation shown full screen (`.fullScreen`, `.overFullScreen`, after adaptation:
    /// `presentationStyle(of:)`) offers no such gesture, since it has no swipe-down and nothing
    /// outside it to tap: it is not dismissed and the delegate hears nothing. Only the presented
    /// controller's own controls can close it.
    @discardableResult
    public static func userDismissPresentation(of viewController: UIViewController) -> Bool {
        _update {
            guard let presented = viewController._modelFirstInAncestry({ $0._modelPresenting != nil ? $0 : nil }),
                  let presentationController = presented.presentationController else { return false }
            if let shown = presentationController._modelShownStyle, shown == .fullScreen || shown == .overFullScreen {
                _warn("\(presented._modelDescription) is shown full screen: there is no gesture that dismisses it")
                return false
            }
            let delegate = presentationController.delegate
            if presented.isModalInPresentation || delegate?.presentationControllerShouldDismiss(presentationController) == false {
                delegate?.presentationControllerDidAttemptToDismiss(presentationController)
                return false
            }
            delegate?.presentationControllerWillDismiss(presentationController)
            presented.dismiss(animated: true)
            delegate?.presentationControllerDidDismiss(presentationController)
            return true
        }
    }

    /// How the presentation that `viewController` is in shows now: the presented controller's
    /// `modalPresentationStyle`, or in compact width the style it adapted to (a popover adapts to a
    /// `.formSheet` sheet unless the delegate of its presentation controller answers `.none`, see
    /// `UIPresentationController._modelAdaptedStyle`). `nil` when it is not presented.
    public static func presentationStyle(of viewController: UIViewController) -> UIModalPresentationStyle? {
        guard let presented = viewController._modelFirstInAncestry({ $0._modelPresenting != nil ? $0 : nil }) else { return nil }
        return presented._modelPresentationController?._modelShownStyle
    }

    // MARK: Menus

    /// The menu on screen, if any (`tap(_:)` opens one; one menu at a time).
    public static var visibleMenu: UIMenu? { _ModelState.openMenu?.menu }

    /// The user taps `item` in a navigation bar or toolbar. UIBarButtonItem.h:109: the menu opens on
    /// the gesture the item would not otherwise use, so with a menu and no primary action a tap opens
    /// it; with a primary action the tap performs it (:106-107) and the menu would need a long press.
    /// Returns the menu that opened. Model: target-action is not modelled; while a menu is open the
    /// tap only closes it (`touchOutsideMenu()`).
    @discardableResult
    public static func tap(_ item: UIBarButtonItem) -> UIMenu? {
        _update {
            if touchOutsideMenu() { return nil }
            // UIBarItem.h:25: a disabled item is dimmed and does not respond.
            guard item.isEnabled else { return nil }
            if let menu = item.menu, item.primaryAction == nil {
                _ModelState.openMenu = (menu, item)
                return menu
            }
            if let action = item.primaryAction { action._modelHandler?(action) }
            return nil
        }
    }

    /// The user taps the navigation title of `controller`, the top of a navigation stack on
    /// screen. UINavigationItem.h:108-109: with a `titleMenuProvider`, UIKit asks it for a menu,
    /// handing it the suggested actions, and shows the menu from the title. Returns the menu that
    /// opened; nil when the controller is not in a navigation controller or has no provider, or
    /// when a menu was open (the tap only closes it). Model: UIKit suggests the document actions
    /// the responder chain implements (rename:, duplicate:, move:, export:, print:); the model
    /// walks no responder chain and suggests none.
    @available(iOS 16.0, *)
    @discardableResult
    public static func tapTitle(of controller: UIViewController) -> UIMenu? {
        _update {
            if touchOutsideMenu() { return nil }
            guard controller.navigationController != nil, let provider = controller.navigationItem.titleMenuProvider,
                  let menu = provider([]) else { return nil }
            _ModelState.openMenu = (menu, controller.navigationItem)
            return menu
        }
    }

    /// Whether the user can touch `controller`'s content. Not in a split view's secondary column
    /// while the display mode puts a dimming view over it (`twoOverSecondary`, "detail column has
    /// dimming view") or displaces it "dimmed, noninteractive" (`twoDisplaceSecondary`),
    /// UISplitViewController.h:24-25. Model: a touch there reaches no content; UIKit then puts
    /// the sidebars away, to a display mode the documentation does not name, which the model
    /// leaves alone. `oneOverSecondary` covers only part of the column and is not refused.
    /// Nor under a page or form sheet that dims what is behind it: every detent does, unless
    /// the sheet rests at or below its `largestUndimmedDetentIdentifier`
    /// (UISheetPresentationController.h:142-144).
    public static func acceptsTouches(_ controller: UIViewController) -> Bool {
        var current: UIViewController? = controller
        while let candidate = current {
            // A search controller presents itself over its context without a sheet (UISearchController.h:39).
            if #available(iOS 15.0, *), let presented = candidate._modelPresented, !(presented is UISearchController),
               presented.modalPresentationStyle == .pageSheet || presented.modalPresentationStyle == .formSheet,
               let sheet = presented.sheetPresentationController, sheet._modelDimsBehind {
                return false
            }
            if let split = candidate._modelParent as? UISplitViewController, !split._modelIsCollapsed,
               split._modelColumn(containing: candidate) == .secondary,
               split.displayMode == .twoOverSecondary || split.displayMode == .twoDisplaceSecondary {
                return false
            }
            current = candidate._modelParent
        }
        return true
    }

    /// The visible window showing the controller whose view holds `view` (`UIView.window`).
    static func _window(showing view: UIView) -> UIWindow? {
        if let window = view as? UIWindow { return _ModelState.visibleWindows.contains { $0 === window } ? window : nil }
        guard let controller = _controller(showing: view) else { return nil }
        return _ModelState.visibleWindows.first { window in
            window.rootViewController.map { _onScreen($0).contains { $0 === controller } } ?? false
        }
    }

    /// The controller whose view holds `view`, if any.
    static func _controller(showing view: UIView) -> UIViewController? {
        var current: UIView? = view
        while let candidate = current {
            if let controller = candidate._modelViewController { return controller }
            current = candidate._modelSuperview
        }
        return nil
    }

    /// The user touches `button`. UIControl.h:135-136 and the showsMenuAsPrimaryAction doc: when the
    /// menu is the primary action, it shows on touch-down, provided the context menu interaction is
    /// enabled (a button enables it when given a menu, UIButton.h:104). Returns the menu that opened.
    /// Model: the control's other actions and the long press are not modelled; while a menu is open
    /// the touch only closes it.
    @discardableResult
    public static func tap(_ button: UIButton) -> UIMenu? {
        _update {
            if touchOutsideMenu() { return nil }
            guard button.showsMenuAsPrimaryAction, button.isContextMenuInteractionEnabled, let menu = button.menu else { return nil }
            _ModelState.openMenu = (menu, button)
            return menu
        }
    }

    /// The user picks the action titled `title` in the open menu (or in one of its submenus): the
    /// menu closes, then the action's handler runs. Returns whether there was such an action.
    /// A disabled action cannot be chosen. Model: `keepsMenuPresented` and hidden actions are not modelled.
    @discardableResult
    public static func chooseMenuItem(_ title: String) -> Bool {
        _update {
            guard let menu = _ModelState.openMenu?.menu, let action = _action(titled: title, in: menu),
                  // UIMenuElement.h:20-29 (`.disabled`): a disabled element is shown dimmed and cannot be chosen.
                  !action.attributes.contains(.disabled) else { return false }
            _ModelState.openMenu = nil
            action._modelHandler?(action)
            return true
        }
    }

    /// The user touches the screen outside the open menu (taps elsewhere, starts a scroll or a
    /// stroke): UIKit closes the menu (the HIG on menus: they close when people tap outside them).
    /// Returns whether a menu was open. Model: the touch only closes the menu and reaches nothing
    /// beneath it; only a device can confirm that.
    @discardableResult
    public static func touchOutsideMenu() -> Bool {
        guard _ModelState.openMenu != nil else { return false }
        _ModelState.openMenu = nil
        return true
    }

    /// What the user sees of `viewController`'s hierarchy, as stacks of content controllers (a
    /// navigation controller stands for its stack), one per column on screen: for a split view
    /// controller, expanded, the stack of each column its display mode shows; collapsed, the
    /// `.compact` controller's stacks, or the columns stacked up to the top one. A tab bar
    /// controller shows its selected tab (under More, after the More list), a navigation controller
    /// its stack, any other controller itself. Presented controllers are not included (see
    /// `presentedViewController`).
    public static func visibleStack(of viewController: UIViewController) -> [[UIViewController]] {
        _visibleStacks(of: viewController)
    }

    /// `visibleStack(of:)` as titles: each controller's `title`, else its navigation item's title,
    /// else its type name.
    public static func visibleTitles(of viewController: UIViewController) -> [[String]] {
        visibleStack(of: viewController).map { $0.map(\._modelName) }
    }
}

// MARK: - Engine

/// The model's global state (`UIKitModel.reset()` clears it).
@MainActor enum _ModelState {
    static var exceptions: [String] = []
    static var warnings: [String] = []
    /// Visible windows, kept alive as the application keeps its windows (until `reset()`).
    static var visibleWindows: [UIWindow] = []
    static var scenes: [UIWindowScene] = []
    /// The controllers on screen after the last update, for the appearance callbacks.
    static var onScreen: [UIViewController] = []
    static var updateDepth = 0
    /// The search controller whose field is being edited, the first responder (`UISearchController.isActive`).
    static weak var editingSearch: UISearchController?
    /// The menu on screen and the bar button item or control it belongs to (one at a time).
    static var openMenu: (menu: UIMenu, owner: AnyObject)?
    /// `UIApplication.supportsMultipleScenes`: an iPad app with the Info.plist key.
    static var supportsMultipleScenes = true
    /// The activities of scene activation requests, oldest first (`nil`: a request without one).
    static var sceneRequests: [NSUserActivity?] = []
    /// The error handler of each request in `sceneRequests`, in the same order.
    static var sceneRequestHandlers: [((any Error) -> Void)?] = []
    /// Sessions the app asked the system to destroy.
    static var destroyedSessions: [UISceneSession] = []
    /// Presentation contexts whose animated presentation or dismissal is in progress, and the
    /// completions to call when they finish (`UIKitModel._finishTransitions`).
    static var transitioning: [UIViewController] = []
    static var transitionCompletions: [() -> Void] = []
    /// Controllers that asked to update their content-unavailable configuration since the last
    /// update ran (`setNeedsUpdateContentUnavailableConfiguration()`), each once.
    static var contentUnavailableRequests: [UIViewController] = []
    /// Every change of a navigation controller's stack, oldest first.
    static var stackChanges: [(navigationController: UINavigationController, top: UIViewController, animated: Bool)] = []
}

extension UIKitModel {
    /// Records an exception UIKit would raise (`NSException` name and reason).
    static func _raise(_ name: String, _ reason: String) {
        _ModelState.exceptions.append("\(name): \(reason)")
    }

    static func _warn(_ message: String) {
        _ModelState.warnings.append(message)
    }

    /// Runs a change of the model; when the outermost change ends, controllers that came onto or
    /// left the screen get their appearance callbacks.
    static func _update<Result>(_ body: () -> Result) -> Result {
        _ModelState.updateDepth += 1
        let result = body()
        _ModelState.updateDepth -= 1
        if _ModelState.updateDepth == 0 {
            _refreshAppearance()
            _finishTransitions()
            _updateContentUnavailableConfigurations()
        }
        return result
    }

    /// `setNeedsUpdateContentUnavailableConfiguration()` (UIViewController.h:688-691): requests
    /// coalesce, one update per controller.
    static func _requestContentUnavailableUpdate(of controller: UIViewController) {
        guard !_ModelState.contentUnavailableRequests.contains(where: { $0 === controller }) else { return }
        _ModelState.contentUnavailableRequests.append(controller)
    }

    /// The run loop turns after a change: each controller that asked is updated once, with its
    /// current state (UIViewController.h:693-695), oldest request first. Model: a controller whose
    /// view is not loaded keeps its request until it is; a request made during an update waits
    /// for the next turn.
    static func _updateContentUnavailableConfigurations() {
        guard #available(iOS 17.0, *) else { return }
        let ready = _ModelState.contentUnavailableRequests.filter(\.isViewLoaded)
        guard !ready.isEmpty else { return }
        _ModelState.contentUnavailableRequests.removeAll(where: \.isViewLoaded)
        _ModelState.updateDepth += 1
        for controller in ready {
            controller.updateContentUnavailableConfiguration(using: controller.contentUnavailableConfigurationState)
        }
        _ModelState.updateDepth -= 1
    }

    /// The main run loop turns once with no event: what UIKit does "at the appropriate time"
    /// (coalesced updates) happens now. An app's data arriving from the network lands like this.
    public static func turnRunLoop() {
        _update {}
    }

    /// What covers `controller`'s view while its content is unavailable (iOS 17): the factory its
    /// configuration came from (`empty`, `loading`, `search`), its text and secondary text; `nil`
    /// while the view shows. A configuration of another type is reported as its type's name.
    @available(iOS 17.0, *)
    public static func contentUnavailable(of controller: UIViewController) -> (kind: String, text: String?, secondaryText: String?, hasImage: Bool)? {
        guard let configuration = controller.contentUnavailableConfiguration else { return nil }
        guard let unavailable = configuration as? UIContentUnavailableConfiguration else {
            return ("\(type(of: configuration))", nil, nil, false)
        }
        return (unavailable._modelKind, unavailable.text, unavailable.secondaryText, unavailable.image != nil)
    }

    /// Runs `body` as the handling of one event (a tap, a key press): presentations and dismissals
    /// it starts animated finish, and their completions run, after it returns.
    public static func handleEvent(_ body: () -> Void) {
        _update(body)
    }

    /// A presentation or dismissal from `context` began: an animated one is in progress until the
    /// current event has been handled, a non-animated one is over (and its completion called) now.
    static func _transition(of context: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard animated else { return completion?() ?? () }
        _ModelState.transitioning.append(context)
        if let completion { _ModelState.transitionCompletions.append(completion) }
    }

    /// The event has been handled and the run loop turns: the animations of the presentations and
    /// dismissals it started finish, then their completions run, oldest first (each a new change,
    /// which may start transitions of its own).
    static func _finishTransitions() {
        while !_ModelState.transitioning.isEmpty || !_ModelState.transitionCompletions.isEmpty {
            _ModelState.transitioning = []
            let completions = _ModelState.transitionCompletions
            _ModelState.transitionCompletions = []
            for completion in completions { _update(completion) }
        }
    }

    /// `dismissMenu()` (UIContextMenuInteraction.h:70-73): closes the open menu if it is `view`'s.
    static func _closeMenu(of view: UIView) {
        if _ModelState.openMenu?.owner === view { _ModelState.openMenu = nil }
    }

    /// The action titled `title` in `menu` or its submenus, depth first.
    /// The elements `menu` shows when it opens: its children, each deferred element replaced by
    /// what its provider hands back (UIDeferredMenuElement.h:15-36; an uncached one is asked again
    /// every time). Model: a provider that has not called back shows nothing.
    public static func shownElements(of menu: UIMenu) -> [UIMenuElement] {
        menu.children.flatMap { element -> [UIMenuElement] in
            guard let deferred = element as? UIDeferredMenuElement else { return [element] }
            return deferred._modelElements() ?? []
        }
    }

    static func _action(titled title: String, in menu: UIMenu) -> UIAction? {
        for element in shownElements(of: menu) {
            if let action = element as? UIAction, action.title == title { return action }
            if let submenu = element as? UIMenu, let action = _action(titled: title, in: submenu) { return action }
        }
        return nil
    }

    static func _windowBecameVisible(_ window: UIWindow) {
        guard !_ModelState.visibleWindows.contains(where: { $0 === window }) else { return }
        _ModelState.visibleWindows.append(window)
    }

    /// A layout pass over `root`'s hierarchy: each split view controller collapses or expands for
    /// its size class, outer ones first.
    static func _layOut(_ root: UIViewController) {
        for controller in root._modelHierarchy {
            (controller as? UISplitViewController)?._modelLayOut()
        }
    }

    /// Changes the environment of `root` (and `window`) with `change`, then lays the hierarchy out
    /// and sends trait-change notifications to what is still in it and changed.
    static func _changeEnvironment(root: UIViewController?, window: UIWindow?, _ change: () -> Void) {
        _update {
            let before = root?._modelHierarchy ?? []
            let previous = before.map(\.traitCollection)
            let previousWindow = window?.traitCollection
            change()
            if let root { _layOut(root) }
            if let window, let previousWindow, window.traitCollection.horizontalSizeClass != previousWindow.horizontalSizeClass {
                window._modelTraitsDidChange(from: previousWindow)
            }
            let after = root?._modelHierarchy ?? []
            // The `adaptivePresentationStyle` doc: a presentation on screen adapts again when its
            // environment becomes horizontally compact (and returns to its style when it widens).
            for controller in after {
                guard let presenting = controller._modelPresenting, let presentationController = controller._modelPresentationController,
                      presentationController._modelShownStyle != nil else { continue }
                presentationController._modelShownStyle = presentationController._modelAdaptedStyle(in: presenting._modelHorizontalSizeClass)
            }
            for (controller, old) in zip(before, previous) where after.contains(where: { $0 === controller }) {
                guard controller.traitCollection.horizontalSizeClass != old.horizontalSizeClass else { continue }
                controller._modelTraitsDidChange(from: old)
                controller._modelView?._modelTraitsDidChange(from: old)
            }
        }
    }

    /// The stack a controller stands for in `visibleStack(of:)`.
    static func _stack(of controller: UIViewController) -> [UIViewController] {
        _visibleStacks(of: controller).flatMap { $0 }
    }

    static func _visibleStacks(of controller: UIViewController) -> [[UIViewController]] {
        switch controller {
        case let split as UISplitViewController:
            return split._modelVisibleStacks()
        case let tabBarController as UITabBarController:
            guard let selected = tabBarController.selectedViewController else { return [[]] }
            let stack = _stack(of: selected)
            if let tabs = tabBarController.viewControllers, tabs.count > 5, tabBarController.selectedIndex >= 4 {
                // UITabBarController.h:26-27: reached through the More list. Model: the More
                // navigation controller's list, then the tab's own stack (UIKit pushes the tab onto
                // the More navigation controller; the model leaves it in place).
                return [_stack(of: tabBarController.moreNavigationController) + stack]
            }
            return [stack]
        case let navigationController as UINavigationController:
            // A navigation controller a collapsed split view pushed stands for its own stack.
            return [navigationController._modelChildren.flatMap { $0 is UINavigationController ? _stack(of: $0) : [$0] }]
        default:
            return [[controller]]
        }
    }

    /// The controllers on screen in `root`'s hierarchy, containers before their content: a
    /// navigation controller's top, a tab bar controller's selected tab, the columns a split view
    /// controller shows, every child of another container, and presented controllers (Model: the
    /// presenter stays on screen under them, as under an iPad sheet or popover).
    static func _onScreen(_ controller: UIViewController) -> [UIViewController] {
        var result = [controller]
        switch controller {
        case let navigationController as UINavigationController:
            if let top = navigationController.topViewController { result += _onScreen(top) }
        case let tabBarController as UITabBarController:
            if let selected = tabBarController.selectedViewController {
                if let tabs = tabBarController.viewControllers, tabs.count > 5, tabBarController.selectedIndex >= 4 {
                    result.append(tabBarController.moreNavigationController)
                }
                result += _onScreen(selected)
            }
        case let split as UISplitViewController:
            if split._modelIsCollapsed {
                if let compact = split._modelColumn(.compact) {
                    result += _onScreen(compact)
                } else if let primary = split._modelColumn(.primary) {
                    result += _onScreen(primary)
                }
            } else {
                for column in split._modelVisibleColumns(in: split.displayMode) {
                    if let child = split._modelColumn(column) { result += _onScreen(child) }
                }
            }
        default:
            for child in controller._modelChildren { result += _onScreen(child) }
        }
        if let presented = controller._modelPresented { result += _onScreen(presented) }
        return result
    }

    /// Appearance callbacks (UIViewController.h:169-187) for the controllers that came onto or left
    /// the screen of a visible window since the last update: `viewWillDisappear`, `viewWillAppear`
    /// (after loading the view, UIViewController.h:115), `viewDidDisappear`, `viewDidAppear`.
    /// Model: that order, `animated` false, and a controller counts as on screen as
    /// `_onScreen(_:)` says; only a device can confirm the details. `finishing` runs between the
    /// will- and the did-callbacks: the end of a transition (a split view's collapse or expand).
    static func _refreshAppearance(finishing: () -> Void = {}) {
        var now: [UIViewController] = []
        for window in _ModelState.visibleWindows {
            guard let root = window.rootViewController else { continue }
            for controller in _onScreen(root) where !now.contains(where: { $0 === controller }) {
                now.append(controller)
            }
        }
        let old = _ModelState.onScreen
        let disappearing = old.filter { controller in !now.contains { $0 === controller } }
        let appearing = now.filter { controller in !old.contains { $0 === controller } }
        _ModelState.onScreen = now
        guard !disappearing.isEmpty || !appearing.isEmpty else { return finishing() }
        _update {
            for controller in disappearing { controller.viewWillDisappear(false) }
            for controller in appearing {
                controller.loadViewIfNeeded()
                controller.viewWillAppear(false)
            }
            finishing()
            for controller in disappearing { controller.viewDidDisappear(false) }
            for controller in appearing { controller.viewDidAppear(false) }
        }
    }
}

/// A registration from `registerForTraitChanges(_:handler:)` (UITraitCollection.h:181).
@MainActor final class _ModelTraitChangeRegistration: NSObject, UITraitChangeRegistration {
    let traitIdentifiers: [String]
    let handler: (any UITraitEnvironment, UITraitCollection) -> Void

    init(_ traits: [UITrait], handler: @escaping (any UITraitEnvironment, UITraitCollection) -> Void) {
        traitIdentifiers = traits.map { $0.identifier }
        self.handler = handler
        super.init()
    }

    /// Model: the horizontal size class is the only trait that changes.
    var observesHorizontalSizeClass: Bool { traitIdentifiers.contains(UITraitHorizontalSizeClass.identifier) }
}

/// Calls `traitCollectionDidChange(_:)`, which the iOS 17 SDK deprecates, through a requirement
/// that is not deprecated, so the model compiles without a warning; overrides are still called.
@MainActor protocol _ModelTraitChangeReceiver: AnyObject {
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIViewController: _ModelTraitChangeReceiver {}
extension UIView: _ModelTraitChangeReceiver {}

extension UIView {
    /// UITraitCollection.h:158 and :181. Model: `traitCollectionDidChange(_:)` first, then the
    /// registered handlers, in registration order; then the subviews, except the root views of
    /// other view controllers (they hear it with their controller).
    func _modelTraitsDidChange(from previous: UITraitCollection) {
        (self as any _ModelTraitChangeReceiver).traitCollectionDidChange(previous)
        for registration in _modelTraitRegistrations where registration.observesHorizontalSizeClass {
            registration.handler(self, previous)
        }
        for subview in _modelSubviews where subview._modelViewController == nil {
            subview._modelTraitsDidChange(from: previous)
        }
    }
}

extension UIViewController {
    /// UITraitCollection.h:158 and :181. Model: `traitCollectionDidChange(_:)` first, then the
    /// registered handlers, in registration order.
    func _modelTraitsDidChange(from previous: UITraitCollection) {
        (self as any _ModelTraitChangeReceiver).traitCollectionDidChange(previous)
        for registration in _modelTraitRegistrations where registration.observesHorizontalSizeClass {
            registration.handler(self, previous)
        }
    }

    /// The horizontal size class this controller's traits report (see `traitCollection`).
    var _modelHorizontalSizeClass: UIUserInterfaceSizeClass {
        if let parent = _modelParent { return parent._modelHorizontalSizeClass }
        if let presenting = _modelPresenting { return presenting._modelHorizontalSizeClass }
        if let window = _modelWindow { return window._modelHorizontalSizeClass }
        return _modelDetachedSizeClass
    }

    /// The farthest ancestor (through parents and presenting controllers): the root of the window
    /// or of the detached hierarchy.
    var _modelRoot: UIViewController {
        var root = self
        while let next = root._modelParent ?? root._modelPresenting { root = next }
        return root
    }

    /// The root of this controller's containment (parents only): its presentation context.
    var _modelContainmentRoot: UIViewController {
        var root = self
        while let parent = root._modelParent { root = parent }
        return root
    }

    /// This controller and everything under it: children (recursively), then what it presented.
    var _modelHierarchy: [UIViewController] {
        var result = [self]
        for child in _modelChildren { result += child._modelHierarchy }
        if let presented = _modelPresented { result += presented._modelHierarchy }
        return result
    }

    func _modelNearestAncestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var ancestor = _modelParent
        while let candidate = ancestor {
            if let container = candidate as? Container { return container }
            ancestor = candidate._modelParent
        }
        return nil
    }

    /// The first non-nil `value` of this controller and its ancestors (parents only).
    func _modelFirstInAncestry(_ value: (UIViewController) -> UIViewController?) -> UIViewController? {
        var candidate: UIViewController? = self
        while let controller = candidate {
            if let found = value(controller) { return found }
            candidate = controller._modelParent
        }
        return nil
    }

    /// One parent only (uikit-behaviour-and-actions.md §2 and fact 8; UIViewController.h:203;
    /// Apple forums thread 52937 for the message): a controller that already has another parent
    /// cannot be put into this container; UIKit raises `UIViewControllerHierarchyInconsistency`.
    /// Removing it from its old container first is legal. Model: the exception is recorded and the
    /// caller leaves everything unchanged. (Thread 52937 reports the exception even after removing
    /// the controller from its old navigation controller while its view was still in the old
    /// hierarchy; the model does not reproduce that.)
    func _modelMayAdopt(_ child: UIViewController) -> Bool {
        guard let current = child._modelParent, current !== self else { return true }
        UIKitModel._raise("UIViewControllerHierarchyInconsistency", "child view controller:\(child._modelDescription) should have parent view controller:\(current._modelDescription) but requested parent is:\(_modelDescription)")
        return false
    }

    /// How a container removes a child (UIViewController.h:488-493): `willMove(toParent: nil)`,
    /// then `removeFromParent()` (which calls `didMove(toParent: nil)`).
    func _modelRemoveChild(_ child: UIViewController) {
        guard child._modelParent === self else { return }
        child.willMove(toParent: nil)
        child.removeFromParent()
    }

    /// Dismisses what this controller presented, and what that presented in turn.
    func _modelDismissPresented() {
        guard let presented = _modelPresented else { return }
        presented._modelDismissPresented()
        presented._modelPresenting = nil
        presented._modelPresentationController?._modelShownStyle = nil
        _modelPresented = nil
    }

    /// For messages: the type and the title.
    var _modelDescription: String {
        if let title, !title.isEmpty { return "<\(type(of: self)) \"\(title)\">" }
        return "<\(type(of: self))>"
    }

    /// For `UIKitModel.visibleTitles(of:)`.
    var _modelName: String {
        if let title, !title.isEmpty { return title }
        if let title = _modelNavigationItem?.title, !title.isEmpty { return title }
        return "\(type(of: self))"
    }
}
