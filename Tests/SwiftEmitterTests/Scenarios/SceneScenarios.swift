// Scene kinds (`scenes:`, `openScene:`, `closeScene:`) and saved windows, on Kitchen's spec: its
// shopping list opens in a window of its own from a keyboard shortcut and closes from its Done
// button; a jar's recipe opens in a window from the jar's context menu. The scaffolded scene
// delegate connects every window, as the system would launch, open and bring back the app's scenes.
import LayoutRuntime
import UIKit

/// The layout a scaffolded Kitchen window shows: the split view's or the scene window's owner.
@MainActor func kitchenLayout(_ scene: UIWindowScene) -> Kitchen.Layout? {
    let root = scene.windows.first?.rootViewController
    return ((root as? LayoutSplitViewController)?.owner ?? (root as? SceneNavigationController)?.owner) as? Kitchen.Layout
}

/// The titles of the stack a scene kind's window shows, or nil when the window is not one.
@MainActor func sceneWindowTitles(_ scene: UIWindowScene) -> [String]? {
    (scene.windows.first?.rootViewController as? SceneNavigationController)?.viewControllers.map { $0.title ?? "?" }
}

// 1. On iPad the shopping list opens beside the main window and closes itself.
@MainActor func scenario_aSceneKindOpensInAWindowOfItsOwnAndClosesItself() {
    let main = UIKitModel.connect(KitchenSceneDelegate(), in: .regular)
    guard let layout = kitchenLayout(main) else { return Scenario.check(false, "the main window shows no Kitchen layout") }
    let mainRoot = main.windows.first?.rootViewController
    layout.run(.openScene(.shoppingList), from: layout.splitViewController)
    let requests = UIKitModel.sceneActivationRequests
    Scenario.check(requests.count == 1 && requests.first??.activityType == "layoutc.Kitchen.scene.shoppingList",
                   "openScene asks the system for one scene with the kind's activity; asked for \(requests.map { $0?.activityType ?? "nil" })")
    Scenario.check(main.windows.first?.rootViewController === mainRoot && mainRoot?.presentedViewController == nil,
                   "the main window stays as it was: no sheet, same split view")
    guard let window = UIKitModel.connectRequestedScene(KitchenSceneDelegate(), in: .regular) else {
        return Scenario.check(false, "nothing was requested")
    }
    Scenario.check(sceneWindowTitles(window) == ["Shopping List"], "the new window shows the shopping list alone; shows \(sceneWindowTitles(window) ?? [])")
    Scenario.check(window.title == "Shopping List", "the window is titled for the app switcher; titled \(window.title ?? "nil")")
    let list = (window.windows.first?.rootViewController as? UINavigationController)?.topViewController
    guard let done = list?.navigationItem.rightBarButtonItems?.first(where: { $0.title == "Done" }) else {
        return Scenario.check(false, "the shopping list has no Done button")
    }
    _ = UIKitModel.tap(done)
    Scenario.check(UIKitModel.destroyedSessions.count == 1 && UIKitModel.destroyedSessions.first === window.session,
                   "Done closes the shopping list's own window (its session is destroyed)")
    Scenario.check(window.windows.isEmpty || !UIKitModel.destroyedSessions.contains { $0 === main.session },
                   "the main window stays open")
    Scenario.checkNoExceptions("opening and closing the shopping list")
}

// 2. A jar's "Open in New Window" shows that jar's recipe in the new window, and the window's
// screens push onto its own stack.
@MainActor func scenario_aRowOpensItsItemInANewWindow() {
    let main = UIKitModel.connect(KitchenSceneDelegate(), in: .regular)
    guard let layout = kitchenLayout(main) else { return Scenario.check(false, "the main window shows no Kitchen layout") }
    let shelf = Kitchen.ShelfViewController()
    let jar = Kitchen.Jar(id: "jar-7", title: "Capers")
    // What the context menu item does, as the generated handler runs it for the pressed row.
    layout.openScene(.recipeWindow, for: .shelf(jar), from: shelf)
    guard let window = UIKitModel.connectRequestedScene(KitchenSceneDelegate(), in: .regular) else {
        return Scenario.check(false, "openScene requested no scene")
    }
    let recipe = (window.windows.first?.rootViewController as? UINavigationController)?.topViewController as? KitchenRecipeViewController
    Scenario.check(recipe?.selection == .shelf(jar), "the window shows the recipe of the jar it was opened for; shows \(String(describing: recipe?.selection))")
    Scenario.check(window.title == "Recipe Card", "the window has the kind's title; has \(window.title ?? "nil")")
    guard let windowLayout = kitchenLayout(window), let recipe else { return }
    windowLayout.run(.open(Kitchen.Destination(.push, .counter)), from: recipe)
    Scenario.check(sceneWindowTitles(window)?.count == 2, "a screen opened in the window is pushed onto the window's own stack; it shows \(sceneWindowTitles(window) ?? [])")
    // A sheet over the window (Timers) whose row shows a detail: the sheet closes and the detail is
    // pushed in this window, not in the main window's split view.
    windowLayout.present(.kitchenTimer, from: recipe)
    let sheet = window.windows.first?.rootViewController?.presentedViewController as? UINavigationController
    Scenario.check(sheet?.topViewController?.title == "Timers", "Timers is presented over the window: \(String(describing: sheet?.topViewController?.title))")
    Scenario.check(tap(1, onTopOf: sheet?.viewControllers ?? []), "the sheet's Recipe row can be tapped")
    Scenario.check(window.windows.first?.rootViewController?.presentedViewController == nil, "the row closed the sheet")
    Scenario.check(sceneWindowTitles(window) == ["Recipe", "Counter", "Recipe"],
                   "the detail opened from the sheet is pushed in the window: \(sceneWindowTitles(window) ?? [])")
    Scenario.checkNoExceptions("opening a jar's recipe in a window")
}

// 3. Where the app has one window (iPhone), the scene kind is a page sheet, and Done dismisses it.
@MainActor func scenario_withOneWindowASceneKindIsASheet() {
    UIKitModel.supportsMultipleScenes = false
    let main = UIKitModel.connect(KitchenSceneDelegate(), in: .compact)
    guard let layout = kitchenLayout(main) else { return Scenario.check(false, "the main window shows no Kitchen layout") }
    layout.run(.openScene(.shoppingList), from: layout.splitViewController)
    Scenario.check(UIKitModel.sceneActivationRequests.isEmpty, "no scene is requested where the app cannot have a second window")
    let sheet = layout.splitViewController.presentedViewController as? UINavigationController
    Scenario.check(sheet?.topViewController?.title == "Shopping List", "the shopping list is presented over the layout; presented \(String(describing: sheet?.topViewController?.title))")
    Scenario.check(sheet?.modalPresentationStyle == .pageSheet, "as a page sheet")
    guard let done = sheet?.topViewController?.navigationItem.rightBarButtonItems?.first(where: { $0.title == "Done" }) else {
        return Scenario.check(false, "the sheet's shopping list has no Done button")
    }
    _ = UIKitModel.tap(done)
    Scenario.check(layout.splitViewController.presentedViewController == nil, "Done dismisses the sheet")
    Scenario.check(UIKitModel.destroyedSessions.isEmpty, "and closes no window")
    Scenario.checkNoExceptions("the shopping list as a sheet")
}

// 3. Where the system refuses a new window (UIApplication.h:180), the scene kind is a page sheet
// too: the command the user chose still shows the shopping list.
@MainActor func scenario_aRefusedWindowBecomesASheet() {
    let main = UIKitModel.connect(KitchenSceneDelegate(), in: .regular)
    guard let layout = kitchenLayout(main) else { return Scenario.check(false, "the main window shows no Kitchen layout") }
    layout.run(.openScene(.shoppingList), from: layout.splitViewController)
    Scenario.check(UIKitModel.sceneActivationRequests.count == 1, "a window is requested: \(UIKitModel.sceneActivationRequests.count)")
    Scenario.check(layout.splitViewController.presentedViewController == nil, "nothing is presented while the request is pending")
    UIKitModel.refuseRequestedScene()
    let sheet = layout.splitViewController.presentedViewController as? UINavigationController
    Scenario.check(sheet?.topViewController?.title == "Shopping List" && sheet?.modalPresentationStyle == .pageSheet,
                   "refused, the shopping list is a page sheet over the layout: \(String(describing: sheet?.topViewController?.title))")
    Scenario.checkNoExceptions("a refused window")
}

/// Kitchen's scene delegate as the scaffold writes it, but with screens whose factories answer
/// with a navigation controller around each screen.
final class WrappingKitchenSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var layout: Kitchen.Layout?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let screens = RecordingKitchenScreens()
        screens.wrapsScreensInNavigationControllers = true
        let layout = Kitchen.Layout(screens: screens)
        let opened = connectionOptions.userActivities.first { Kitchen.SceneKind(activityType: $0.activityType) != nil }
        window = layout.makeWindow(for: scene, restoring: opened ?? session.stateRestorationActivity)
        self.layout = layout
    }
}

// 3b. A factory may answer with its screen in a navigation controller (Apple's column samples do),
// and UIKit refuses to push one or to make it another's root (NSInvalidArgumentException). Every
// path takes the screen out: the split view's columns, a scene kind's window, a push in that
// window, and the scene kind as a sheet where the app has one window.
@MainActor func scenario_aFactoryMayAnswerWithANavigationControllerOnEveryPath() {
    let main = UIKitModel.connect(WrappingKitchenSceneDelegate(), in: .regular)
    guard let layout = kitchenLayout(main) else { return Scenario.check(false, "the main window shows no Kitchen layout") }
    layout.run(.open(Kitchen.Destination(.showDetail, .recipe)), from: layout.splitViewController)
    let column = main.windows.first.map { columnStack($0, .secondary) } ?? []
    Scenario.check(column.count == 1 && column.first is KitchenRecipeViewController,
                   "the detail column shows the recipe itself: \(column.map { $0.title ?? "?" })")
    let jar = Kitchen.Jar(id: "jar-7", title: "Capers")
    layout.openScene(.recipeWindow, for: .shelf(jar), from: Kitchen.ShelfViewController())
    guard let window = UIKitModel.connectRequestedScene(WrappingKitchenSceneDelegate(), in: .regular) else {
        return Scenario.check(false, "openScene requested no scene")
    }
    let root = window.windows.first?.rootViewController as? UINavigationController
    let recipe = root?.topViewController as? KitchenRecipeViewController
    Scenario.check(recipe?.selection == .shelf(jar), "the window's stack starts with the recipe itself; it shows \(sceneWindowTitles(window) ?? [])")
    if let windowLayout = kitchenLayout(window), let recipe {
        windowLayout.run(.open(Kitchen.Destination(.push, .counter)), from: recipe)
        Scenario.check(sceneWindowTitles(window) == ["Recipe", "Counter"], "the counter is pushed as itself: \(sceneWindowTitles(window) ?? [])")
    }
    UIKitModel.supportsMultipleScenes = false
    let phone = UIKitModel.connect(WrappingKitchenSceneDelegate(), in: .compact)
    guard let phoneLayout = kitchenLayout(phone) else { return Scenario.check(false, "the phone window shows no Kitchen layout") }
    phoneLayout.run(.openScene(.shoppingList), from: phoneLayout.splitViewController)
    let sheet = phoneLayout.splitViewController.presentedViewController as? UINavigationController
    Scenario.check(sheet?.viewControllers.map { $0.title ?? "?" } == ["Shopping List"],
                   "the sheet's stack is the shopping list itself: \(sheet?.viewControllers.map { $0.title ?? "?" } ?? [])")
    Scenario.checkNoExceptions("factories that answer with navigation controllers")
}

// 4. Quit and relaunch: each window comes back as it was, the main one at the user's place and the
// recipe window with its jar.
@MainActor func scenario_windowsComeBackAfterARelaunch() {
    let main = UIKitModel.connect(KitchenSceneDelegate(), in: .regular)
    guard let layout = kitchenLayout(main) else { return Scenario.check(false, "the main window shows no Kitchen layout") }
    let before = layout.navigator.state
    layout.run(.open(Kitchen.Destination(.showDetail, .leftovers)), from: layout.splitViewController)
    let moved = layout.navigator.state
    Scenario.check(moved != before, "showing Leftovers moves the user")
    let jar = Kitchen.Jar(id: "jar-2", title: "Olives")
    layout.openScene(.recipeWindow, for: .shelf(jar), from: layout.splitViewController)
    guard let recipeWindow = UIKitModel.connectRequestedScene(KitchenSceneDelegate(), in: .regular) else {
        return Scenario.check(false, "openScene requested no scene")
    }
    let relaunchedMain = UIKitModel.relaunch(main, with: KitchenSceneDelegate(), in: .regular)
    let relaunchedRecipe = UIKitModel.relaunch(recipeWindow, with: KitchenSceneDelegate(), in: .regular)
    Scenario.check(kitchenLayout(relaunchedMain)?.navigator.state == moved,
                   "the main window comes back where the user was (the scene delegate saves and restores it)")
    let recipe = (relaunchedRecipe.windows.first?.rootViewController as? UINavigationController)?.topViewController as? KitchenRecipeViewController
    Scenario.check(recipe?.selection == .shelf(jar), "the recipe window comes back with its jar; shows \(String(describing: recipe?.selection))")
    Scenario.checkNoExceptions("relaunching two windows")
}

// 4b. A relaunch while the device is locked: the saved activity is not readable at connection
// (UISceneSession.h:49-50) and arrives in `scene(_:restoreInteractionStateWith:)` before the window
// shows (UIScene.h:88-93). Each window still comes back as it was: the main one at the user's
// place, the recipe window as a recipe window (it was made as a main window first).
@MainActor func scenario_windowsComeBackAfterALaunchWhileLocked() {
    let main = UIKitModel.connect(KitchenSceneDelegate(), in: .regular)
    guard let layout = kitchenLayout(main) else { return Scenario.check(false, "the main window shows no Kitchen layout") }
    layout.run(.open(Kitchen.Destination(.showDetail, .leftovers)), from: layout.splitViewController)
    let moved = layout.navigator.state
    let jar = Kitchen.Jar(id: "jar-2", title: "Olives")
    layout.openScene(.recipeWindow, for: .shelf(jar), from: layout.splitViewController)
    guard let recipeWindow = UIKitModel.connectRequestedScene(KitchenSceneDelegate(), in: .regular) else {
        return Scenario.check(false, "openScene requested no scene")
    }
    let relaunchedMain = UIKitModel.relaunch(main, with: KitchenSceneDelegate(), in: .regular, whileLocked: true)
    let relaunchedRecipe = UIKitModel.relaunch(recipeWindow, with: KitchenSceneDelegate(), in: .regular, whileLocked: true)
    Scenario.check(kitchenLayout(relaunchedMain)?.navigator.state == moved,
                   "the main window comes back where the user was: \(String(describing: kitchenLayout(relaunchedMain)?.navigator.state))")
    let recipe = (relaunchedRecipe.windows.first?.rootViewController as? UINavigationController)?.topViewController as? KitchenRecipeViewController
    Scenario.check(recipe?.selection == .shelf(jar), "the recipe window comes back with its jar; shows \(sceneWindowTitles(relaunchedRecipe) ?? [])")
    Scenario.check(relaunchedRecipe.title == "Recipe Card", "and its title: \(relaunchedRecipe.title ?? "nil")")
    Scenario.check(kitchenLayout(relaunchedRecipe)?.sceneKind == .recipeWindow, "its layout knows its kind")
    Scenario.checkNoExceptions("relaunching two windows while locked")
}

// 5. What the user collapsed in an outline comes back with the window after a relaunch, in the
// lists the window shows at once and in those it makes later.
@MainActor func scenario_aCollapsedOutlineRowComesBackCollapsedAfterARelaunch() {
    let main = UIKitModel.connect(MailSceneDelegate(), in: .regular)
    guard let window = main.windows.first, let boxes = columnStack(window, .primary).first as? Mail.MailboxesViewController,
          let collectionView = (boxes.view != nil ? boxes.collectionView : nil) else {
        return Scenario.check(false, "Mail's sidebar shows no Mailboxes list")
    }
    Scenario.check(UIKitListModel.toggleDisclosure(at: ip(0, 1), in: collectionView) == .collapsed, "iCloud collapses")
    let relaunched = UIKitModel.relaunch(main, with: MailSceneDelegate(), in: .regular)
    guard let newWindow = relaunched.windows.first, let newBoxes = columnStack(newWindow, .primary).first as? Mail.MailboxesViewController,
          let newList = (newBoxes.view != nil ? newBoxes.collectionView : nil) else {
        return Scenario.check(false, "the relaunched window shows no Mailboxes list")
    }
    Scenario.check(newBoxes !== boxes, "the relaunched window has lists of its own")
    Scenario.check(rowNames(newList)[1] == ["icloud", "work", "workInbox", "workProjects", "workTrash"],
                   "iCloud is still collapsed after the relaunch: \(rowNames(newList))")
    Scenario.check(newBoxes.collapsedRowKeys == ["icloud"], "the list knows what is collapsed: \(newBoxes.collapsedRowKeys)")
    // Expanding it again is saved too: a second relaunch shows it expanded.
    Scenario.check(UIKitListModel.toggleDisclosure(at: ip(0, 1), in: newList) == .expanded, "iCloud expands")
    let again = UIKitModel.relaunch(relaunched, with: MailSceneDelegate(), in: .regular)
    let thirdBoxes = again.windows.first.flatMap { columnStack($0, .primary).first as? Mail.MailboxesViewController }
    Scenario.check(thirdBoxes?.collapsedRowKeys == [], "after expanding and relaunching nothing is collapsed: \(thirdBoxes?.collapsedRowKeys ?? ["?"])")
    Scenario.checkNoExceptions("relaunching with a collapsed outline")
}
