// Toolbar buttons with an action of their own: opening a screen goes through the navigation
// state as a row's selection does, an app action reaches `perform(_:)`, and a button without an
// action still reaches the app's `didTap`. Kitchen's Pantry has one of each, in every placement.
import LayoutRuntime
import UIKit

/// Kitchen's screens from the scaffold, recording what the layout hands to the app.
@MainActor final class RecordingKitchenScreens: Kitchen.Screens {
    let base = KitchenScreens()
    var performed: [Kitchen.AppAction] = []
    /// The sheets asked whether they may close (`dismissible: app`), and whether there is unsaved work.
    var dismissAsked: [Kitchen.Transient] = []
    var unsaved = false
    func mayDismiss(_ transient: Kitchen.Transient) -> Bool {
        dismissAsked.append(transient)
        return !unsaved
    }
    /// What the app made for entries without content (`shareRecipe`: its share sheet).
    var madeContent: [Kitchen.Transient] = []
    func makeContent(of transient: Kitchen.Transient, for selection: Kitchen.Selection?) -> UIViewController {
        madeContent.append(transient)
        let sheet = UIViewController()
        sheet.title = "Share \(transient)"
        return sheet
    }
    /// The leftovers to eat first: the Leftovers tab's count (`badge: true`).
    var leftoversToEat: Int?
    func badge(for tab: Kitchen.BadgedTab) -> Int? {
        switch tab {
        case .leftovers: leftoversToEat
        }
    }
    var tapped: [Kitchen.PantryToolbarItem] = []
    var chosen: [Kitchen.PantryToolbarMenuItem] = []

    var cardSelections: [Kitchen.Selection?] = []
    /// Whether each factory answers with its screen in a `UINavigationController` of its own, as
    /// Apple's column samples do (the layout must take the screen out of it).
    var wrapsScreensInNavigationControllers = false
    private func answer(_ screen: UIViewController) -> UIViewController {
        wrapsScreensInNavigationControllers ? UINavigationController(rootViewController: screen) : screen
    }
    func makeRecipe(for selection: Kitchen.Selection?) -> UIViewController {
        cardSelections.append(selection)
        return answer(base.makeRecipe(for: selection))
    }
    func makeCounter(for selection: Kitchen.Selection?) -> UIViewController { answer(base.makeCounter(for: selection)) }
    func makeTimerDetail(for selection: Kitchen.Selection?) -> UIViewController { answer(base.makeTimerDetail(for: selection)) }
    func makeShoppingList(for selection: Kitchen.Selection?) -> UIViewController { answer(base.makeShoppingList(for: selection)) }
    func perform(_ action: Kitchen.AppAction) {
        performed.append(action)
        if action == .sortByName { sortedByName.toggle() }
    }
    /// The app's state: what `state(of:)` answers.
    var canAddShelf = true
    var canCleanUp = true
    var sortedByName = false
    func state(of action: Kitchen.AppAction) -> Kitchen.ActionState {
        switch action {
        case .addShelf: Kitchen.ActionState(isEnabled: canAddShelf)
        case .cleanUp: Kitchen.ActionState(isEnabled: canCleanUp, isChecked: true)   // checked is not the app's to say here
        case .sortByName: Kitchen.ActionState(isEnabled: false, isChecked: sortedByName)  // nor is enabled
        }
    }
    func pantry(_ list: Kitchen.PantryViewController, didReorder rows: [Kitchen.PantryItem], in section: Kitchen.PantrySection) {}
    func pantry(_ list: Kitchen.PantryViewController, didTap item: Kitchen.PantryToolbarItem) { tapped.append(item) }
    func pantry(_ list: Kitchen.PantryViewController, didChoose item: Kitchen.PantryToolbarMenuItem) { chosen.append(item) }
    let jars = (1...3).map { Kitchen.Jar(id: "jar-\($0)", title: "Jar \($0)") }
    /// What the app draws in each Shelf cell after the generated configuration (`configureCell`).
    var bestBefore: [String: String] = [:]
    func loadShelf(_ list: Kitchen.ShelfViewController, for selection: Kitchen.Selection?) {
        list.configureCell = { [weak self] cell, jar, _ in
            guard var content = cell.contentConfiguration as? UIListContentConfiguration else { return }
            content.secondaryText = self?.bestBefore[jar.id]
            cell.contentConfiguration = content
        }
        list.apply(jars)
    }
    /// Screens the app draws itself instead of the generated ones.
    var replaced: [Kitchen.Screen: UIViewController] = [:]
    func replacement(for screen: Kitchen.Screen, selection: Kitchen.Selection?) -> UIViewController? { replaced[screen] }
    var swipes: [String] = []
    func shelf(_ list: Kitchen.ShelfViewController, perform action: Kitchen.ShelfSwipeAction, on row: Kitchen.Jar,
               completion: @escaping @MainActor (Bool) -> Void) {
        swipes.append("\(action.title) on \(row.title)")
        completion(false)
    }
    func shelf(_ list: Kitchen.ShelfViewController, didReorder rows: [Kitchen.Jar]) {}
    var contextMenuChoices: [String] = []
    func shelf(_ list: Kitchen.ShelfViewController, perform item: Kitchen.ShelfContextMenuItem.AppItem, on row: Kitchen.Jar) {
        contextMenuChoices.append("\(item.menuItem.title) on \(row.title)")
    }
    func pantry(_ list: Kitchen.PantryViewController, perform item: Kitchen.PantryContextMenuItem, on row: Kitchen.PantryItem) {
        contextMenuChoices.append("\(item.title) on \(row.title)")
    }
    var searches: [String] = []
    func shelf(_ list: Kitchen.ShelfViewController, searchFor text: String, in scope: Kitchen.ShelfSearchScope) {
        searches.append("\(text) in \(scope.title)")
        list.apply(jars.filter { text.isEmpty || $0.title.contains(text) })
    }
    func leftovers(_ list: Kitchen.LeftoversViewController, searchFor text: String, showingResultsIn results: Kitchen.LeftoverMatchesViewController) {
        searches.append(text)
        results.apply(jars.filter { $0.title.contains(text) })
    }
    func loadLeftoverMatches(_ list: Kitchen.LeftoverMatchesViewController, for selection: Kitchen.Selection?) {}
    func loadLeftovers(_ list: Kitchen.LeftoversViewController, for selection: Kitchen.Selection?) { base.loadLeftovers(list, for: selection) }
    let suppliers = ["Mill", "Dairy"].map { Kitchen.Supplier(id: $0.lowercased(), title: $0) }
    func loadSuppliers(_ list: Kitchen.SuppliersViewController, for selection: Kitchen.Selection?) { list.apply(suppliers) }
    var selectedSuppliers: [String] = []
    func didSelect(_ selection: Kitchen.Selection, in list: UIViewController) {
        if case .suppliers(let row) = selection { selectedSuppliers.append(row.title) }
    }
    func loadCellar(_ list: Kitchen.CellarViewController, for selection: Kitchen.Selection?) { base.loadCellar(list, for: selection) }
    func cellar(_ list: Kitchen.CellarViewController, perform action: Kitchen.CellarSwipeAction, on row: Kitchen.Bottle,
                completion: @escaping @MainActor (Bool) -> Void) {
        base.cellar(list, perform: action, on: row, completion: completion)
    }
    func cellar(_ list: Kitchen.CellarViewController, searchFor text: String) { base.cellar(list, searchFor: text) }
}

@MainActor func scenario_toolbarButtonsOpenScreensRunAppActionsAndLeaveTheRestToTheApp() {
    let screens = RecordingKitchenScreens()
    let layout = Kitchen.Layout(screens: screens)
    let window = launch(layout.splitViewController, .regular) { layout.install(in: $0) }
    guard let pantry = columnStack(window, .primary).first else {
        return Scenario.check(false, "the primary column shows nothing")
    }
    // Placement: leading and trailing in the navigation bar, the rest in the bottom toolbar.
    let leading = pantry.navigationItem.leftBarButtonItems ?? []
    let trailing = pantry.navigationItem.rightBarButtonItems ?? []
    // The bottom toolbar's buttons, without the flexible space that spreads them.
    let bottom = (pantry.toolbarItems ?? []).filter { $0.title != nil }
    Scenario.check((pantry.toolbarItems ?? []).count == 3, "Share, a flexible space, Shelf: \((pantry.toolbarItems ?? []).map(\.title))")
    Scenario.check(leading.map(\.title) == ["Leftovers"], "leading items: \(leading.map(\.title))")
    // The edit button (untitled in the model) first: the first trailing item sits at the outside edge.
    Scenario.check(trailing.count == 3 && trailing[0].title == nil && trailing[1].title == "Add" && trailing[2].title == "Sort",
                   "trailing items: the edit button at the outside edge, then Add and Sort; found \(trailing.map(\.title))")
    Scenario.check(bottom.map(\.title) == ["Share", "Shelf"], "bottom items: \(bottom.map(\.title))")
    guard leading.count == 1, trailing.count == 3, bottom.count == 2 else { return }

    UIKitModel.tap(leading[0])
    Scenario.check(columnStack(window, .secondary).map(\.title) == ["Leftovers"],
                   "`showDetail: Leftovers` shows \(columnStack(window, .secondary).map(\.title)) in the secondary column")
    Scenario.check(layout.navigator.state.stack(.secondary).map(\.screen) == [.leftovers],
                   "the navigation state holds \(layout.navigator.state.stack(.secondary).map(\.screen))")

    UIKitModel.tap(bottom[1])
    Scenario.check(columnStack(window, .supplementary).map(\.title) == ["Shelf"],
                   "`showSupplementary: Shelf` shows \(columnStack(window, .supplementary).map(\.title)) in the supplementary column")

    UIKitModel.tap(trailing[1])
    Scenario.check(screens.performed == [.addShelf], "`perform: addShelf` ran \(screens.performed)")
    UIKitModel.tap(bottom[0])
    Scenario.check(screens.tapped == [.share], "the button without an action reached didTap with \(screens.tapped)")
    Scenario.check(screens.performed == [.addShelf], "a tap without an action runs no app action: \(screens.performed)")
    Scenario.checkNoExceptions("after the toolbar taps")

    // A button with a menu opens it; its items run their own actions or reach didChoose.
    let menu = UIKitModel.tap(trailing[2])
    let entries = menu.map(UIKitModel.shownElements(of:))?.compactMap { $0 as? UIAction } ?? []
    Scenario.check(entries.map(\.title) == ["By Name", "Leftovers", "Empty Pantry"], "the Sort menu offers \(entries.map(\.title))")
    Scenario.check(entries.map { $0.attributes.contains(.destructive) } == [false, false, true], "only Empty Pantry is destructive")
    Scenario.check(UIKitModel.chooseMenuItem("By Name"), "By Name can be chosen")
    Scenario.check(screens.performed == [.addShelf, .sortByName], "`perform: sortByName` ran: \(screens.performed)")
    UIKitModel.tap(trailing[2])
    Scenario.check(UIKitModel.chooseMenuItem("Empty Pantry"), "Empty Pantry can be chosen")
    Scenario.check(screens.chosen == [.emptyPantry], "the item without an action reached didChoose with \(screens.chosen)")
    UIKitModel.tap(bottom[1])
    UIKitModel.tap(trailing[2])
    Scenario.check(UIKitModel.chooseMenuItem("Leftovers"), "Leftovers can be chosen")
    Scenario.check(columnStack(window, .secondary).map(\.title) == ["Leftovers"],
                   "the menu's `showDetail: Leftovers` shows \(columnStack(window, .secondary).map(\.title))")
    Scenario.checkNoExceptions("after the menu choices")
}

// The Shelf's search field filters the list in place: the text and the scope reach the app, which
// applies the matching rows; a field without scopes has no scope bar.
@MainActor func scenario_aSearchFieldHandsItsTextAndScopeToTheApp() {
    let screens = RecordingKitchenScreens()
    let layout = Kitchen.Layout(screens: screens)
    let window = launch(layout.splitViewController, .regular) { layout.install(in: $0) }
    guard let pantry = columnStack(window, .primary).first, let shelfButton = pantry.toolbarItems?.last else {
        return Scenario.check(false, "no Shelf button in the Pantry toolbar")
    }
    UIKitModel.tap(shelfButton)
    guard let shelf = columnStack(window, .supplementary).last as? Kitchen.ShelfViewController,
          let search = shelf.navigationItem.searchController else {
        return Scenario.check(false, "the Shelf in the supplementary column has no search field")
    }
    Scenario.check(search.searchBar.placeholder == "Search Jars", "placeholder \(search.searchBar.placeholder ?? "nil")")
    Scenario.check(search.searchBar.scopeButtonTitles == ["This Shelf", "All Shelves"], "scopes \(search.searchBar.scopeButtonTitles ?? [])")
    Scenario.check(search.searchResultsController == nil && !search.obscuresBackgroundDuringPresentation,
                   "the list itself shows the results, undimmed")
    Scenario.check(!shelf.navigationItem.hidesSearchBarWhenScrolling && shelf.navigationItem.preferredSearchBarPlacement == .stacked,
                   "`placement: pinned` keeps the field under the title while scrolling")
    Scenario.check(shelf.rows.map(\.title) == ["Jar 1", "Jar 2", "Jar 3"], "before searching: \(shelf.rows.map(\.title))")
    UIKitModel.typeSearch("Jar 2", into: shelf.navigationItem)
    Scenario.check(shelf.rows.map(\.title) == ["Jar 2"], "after typing: \(shelf.rows.map(\.title))")
    UIKitModel.selectSearchScope(1, in: shelf.navigationItem)
    // The field asks for results as it becomes first responder, before any text (UISearchController.h:52).
    Scenario.check(screens.searches == [" in This Shelf", "Jar 2 in This Shelf", "Jar 2 in All Shelves"], "the app heard \(screens.searches)")
    UIKitModel.typeSearch("", into: shelf.navigationItem)
    Scenario.check(shelf.rows.count == 3, "clearing the field shows \(shelf.rows.count) rows")
    Scenario.checkNoExceptions("after searching")
}

// A search that finds no jar shows the system's "No Results", not the shelf's own empty state:
// UIKit updates the list's content-unavailable state by itself when the search text changes
// (UIContentUnavailableConfigurationState.h:28; UIViewController.h:688-689). With the search
// cleared and the shelf emptied, the spec's "No Jars" and its message show.
@MainActor func scenario_aSearchThatFindsNothingSaysNoResults() {
    let jars = (1...3).map { Kitchen.Jar(id: "jar-\($0)", title: "Jar \($0)") }
    let shelf = Kitchen.ShelfViewController()
    shelf.didSearch = { [weak shelf] text, _ in shelf?.apply(jars.filter { text.isEmpty || $0.title.contains(text) }) }
    _ = show(shelf, .regular)                                       // on screen by itself, its view loaded
    shelf.apply(jars)
    guard #available(iOS 17.0, *) else { return }
    UIKitModel.typeSearch("Marmalade", into: shelf.navigationItem)
    let noResults = UIKitModel.contentUnavailable(of: shelf)
    Scenario.check(shelf.rows.isEmpty && noResults?.kind == "search", "a search without matches shows \(String(describing: noResults))")
    UIKitModel.typeSearch("Jar", into: shelf.navigationItem)
    Scenario.check(shelf.rows.count == 3 && UIKitModel.contentUnavailable(of: shelf) == nil, "matches show as rows")
    UIKitModel.cancelSearch(in: shelf.navigationItem)
    UIKitModel.handleEvent { shelf.apply([]) }                     // the last jar was discarded
    let empty = UIKitModel.contentUnavailable(of: shelf)
    Scenario.check(empty?.kind == "empty" && empty?.text == "No Jars" && empty?.secondaryText == "Jars you put on this shelf show here.",
                   "an empty shelf shows \(String(describing: empty))")
    Scenario.checkNoExceptions("after searching an empty shelf")
}

// `dismissible: app`: a swipe down on the new recipe's sheet asks the app, and the sheet stays
// while the app says it holds unsaved work (UIPresentationController.h:
// presentationControllerShouldDismiss); once saved, the same swipe closes it.
@MainActor func scenario_aSheetWithUnsavedWorkStaysOnASwipe() {
    let screens = RecordingKitchenScreens()
    let layout = Kitchen.Layout(screens: screens)
    _ = launch(layout.splitViewController, .regular) { layout.install(in: $0) }
    layout.present(.newRecipe, from: layout.splitViewController)
    guard let sheet = layout.splitViewController.presentedViewController as? UINavigationController,
          let recipe = sheet.viewControllers.first else {
        return Scenario.check(false, "newRecipe presented \(String(describing: layout.splitViewController.presentedViewController))")
    }
    screens.unsaved = true
    Scenario.check(!UIKitModel.userDismissPresentation(of: recipe) && layout.splitViewController.presentedViewController === sheet,
                   "a swipe leaves the sheet with unsaved work on screen")
    Scenario.check(screens.dismissAsked == [.newRecipe], "the app was asked: \(screens.dismissAsked)")
    screens.unsaved = false
    Scenario.check(UIKitModel.userDismissPresentation(of: recipe) && layout.splitViewController.presentedViewController == nil,
                   "with nothing unsaved a swipe closes it")
    Scenario.checkNoExceptions("after swiping the new recipe's sheet")
}

// `badge: true` on a tab: the app's count shows on the compact tab bar's item from launch, is read
// again on `updateTabBadges()`, and 0 shows no badge at all: `badgeValue` nil is none
// (UITabBarItem.h:49), where an empty string would still draw the oval.
@MainActor func scenario_aTabShowsTheAppsCount() {
    let screens = RecordingKitchenScreens()
    screens.leftoversToEat = 3
    let layout = Kitchen.Layout(screens: screens)
    _ = launch(layout.splitViewController, .compact) { layout.install(in: $0) }
    guard let tabBar = layout.splitViewController.viewController(for: .compact) as? UITabBarController,
          let items = tabBar.viewControllers?.compactMap({ $0.tabBarItem as UITabBarItem? }) else {
        return Scenario.check(false, "compact width shows \(String(describing: layout.splitViewController.viewController(for: .compact)))")
    }
    Scenario.check(items.map(\.title) == ["Pantry", "Leftovers"] && items.map(\.badgeValue) == [nil, "3"],
                   "at launch: \(items.map(\.title)) \(items.map(\.badgeValue))")
    screens.leftoversToEat = 12
    Scenario.check(items[1].badgeValue == "3", "the tab keeps its count until the app says it changed")
    layout.updateTabBadges()
    Scenario.check(items[1].badgeValue == "12", "after updateTabBadges: \(String(describing: items[1].badgeValue))")
    screens.leftoversToEat = 0
    layout.updateTabBadges()
    Scenario.check(items[1].badgeValue == nil && items[0].badgeValue == nil, "nothing to eat shows no badge: \(items.map(\.badgeValue))")
    Scenario.checkNoExceptions("after the tab's count changed")
}

/// Kitchen in regular width: Pantry's Leftovers button shows Leftovers in the secondary column, and
/// its Recipe button pushes Recipe (a screen the app makes from the scaffold), which it returns.
@MainActor func openRecipe(in window: UIWindow) -> UIViewController? {
    guard let leftoversButton = columnStack(window, .primary).first?.navigationItem.leftBarButtonItems?.first else {
        Scenario.check(false, "no Leftovers button: \(titles(window))")
        return nil
    }
    UIKitModel.tap(leftoversButton)
    guard let recipeButton = columnStack(window, .secondary).last?.navigationItem.rightBarButtonItems?.first else {
        Scenario.check(false, "Leftovers has no Recipe button")
        return nil
    }
    UIKitModel.tap(recipeButton)
    guard let recipe = columnStack(window, .secondary).last, recipe.title == "Recipe" else {
        Scenario.check(false, "Recipe is not on top of the secondary column: \(columnStack(window, .secondary).map(\.title))")
        return nil
    }
    return recipe
}

// A screen the app makes runs its toolbar's own actions through `layout.run(_:from:)`, as the
// scaffold wires it: Recipe's Counter button pushes Counter onto the secondary column.
@MainActor func scenario_aScreenTheAppMakesRunsItsToolbarActionsThroughTheLayout() {
    let screens = RecordingKitchenScreens()
    let layout = Kitchen.Layout(screens: screens)
    screens.base.layout = layout
    let window = launch(layout.splitViewController, .regular) { layout.install(in: $0) }
    guard let recipe = openRecipe(in: window) else { return }
    Scenario.check(columnStack(window, .secondary).map(\.title) == ["Leftovers", "Recipe"], "after `push: Recipe`: \(columnStack(window, .secondary).map(\.title))")
    guard let counterButton = recipe.navigationItem.rightBarButtonItems?.first else {
        return Scenario.check(false, "Recipe (made by the app) has no Counter button")
    }
    UIKitModel.tap(counterButton)
    Scenario.check(columnStack(window, .secondary).map(\.title) == ["Leftovers", "Recipe", "Counter"],
                   "the app's Recipe ran `push: Counter`: \(columnStack(window, .secondary).map(\.title))")
    Scenario.checkNoExceptions("after the app's screen ran its action")
}

// `sizeClass: regular` on a toolbar button: Pantry's Leftovers button (compact width has the
// Leftovers tab) and the Cellar button of Recipe, a screen the app makes from the scaffold, show in
// regular width only. Each screen makes its bar buttons for the width it loads in and again when
// the width class changes (UITraitCollection.h:158/:181), so a collapse takes them away and an
// expand brings them back.
@MainActor func scenario_aButtonForRegularWidthLeavesCompactWidth() {
    let screens = RecordingKitchenScreens()
    let layout = Kitchen.Layout(screens: screens)
    screens.base.layout = layout
    let window = launch(layout.splitViewController, .regular) { layout.install(in: $0) }
    func shown(_ title: String) -> UIViewController? {
        UIKitModel.visibleStack(of: layout.splitViewController).flatMap { $0 }.first { $0.title == title }
    }
    func titles(_ items: [UIBarButtonItem]?) -> [String?] { (items ?? []).map(\.title).filter { $0 != nil } }
    // Opening Recipe taps Pantry's Leftovers button: Pantry is there when it returns.
    guard let recipe = openRecipe(in: window), let pantry = columnStack(window, .primary).first else { return }
    Scenario.check(titles(recipe.toolbarItems) == ["Cook", "Cellar"], "regular width, Recipe's toolbar: \(titles(recipe.toolbarItems))")

    UIKitModel.setHorizontalSizeClass(.compact, for: window)
    Scenario.check(titles(shown("Recipe")?.toolbarItems) == ["Cook"], "compact width, Recipe's toolbar: \(titles(shown("Recipe")?.toolbarItems))")
    // The compact tab's Pantry, made for compact width, under the collapsed stack.
    let tabs = layout.splitViewController.viewController(for: .compact) as? UITabBarController
    let compactPantry = (tabs?.viewControllers?.first as? UINavigationController)?.viewControllers.first
    compactPantry?.loadViewIfNeeded()
    Scenario.check(compactPantry !== pantry && titles(compactPantry?.navigationItem.leftBarButtonItems).isEmpty,
                   "compact width, the Pantry tab's leading buttons: \(titles(compactPantry?.navigationItem.leftBarButtonItems))")
    UIKitModel.setHorizontalSizeClass(.regular, for: window)
    let regularPantry = columnStack(window, .primary).first
    Scenario.check(titles(regularPantry?.navigationItem.leftBarButtonItems) == ["Leftovers"]
                   && titles(shown("Recipe")?.toolbarItems) == ["Cook", "Cellar"],
                   "regular width again: \(titles(regularPantry?.navigationItem.leftBarButtonItems)), \(titles(shown("Recipe")?.toolbarItems))")
    Scenario.checkNoExceptions("after the width class changed twice")
}

// A long press on a row offers the list's context menu; the chosen item reaches the app with that
// row, and destructive items are marked.
@MainActor func scenario_aRowsContextMenuHandsTheChosenItemAndTheRowToTheApp() {
    let screens = RecordingKitchenScreens()
    let layout = Kitchen.Layout(screens: screens)
    let window = launch(layout.splitViewController, .regular) { layout.install(in: $0) }
    guard let shelfButton = columnStack(window, .primary).first?.toolbarItems?.last else {
        return Scenario.check(false, "no Shelf button")
    }
    UIKitModel.tap(shelfButton)
    guard let shelf = columnStack(window, .supplementary).last as? Kitchen.ShelfViewController else {
        return Scenario.check(false, "no Shelf screen")
    }
    _ = shelf.view  // on screen in the supplementary column: its view is loaded
    guard let list = shelf.collectionView else { return Scenario.check(false, "no Shelf list") }
    let menu = UIKitListModel.longPress(at: IndexPath(item: 1, section: 0), in: list)
    let entries = (menu?.children ?? []).compactMap { $0 as? UIAction }
    Scenario.check(entries.map(\.title) == ["Refill", "Open Recipe", "Timers", "Open in New Window", "Discard Jar"], "the context menu offers \(entries.map(\.title))")
    Scenario.check(entries.map { $0.attributes.contains(.destructive) } == [false, false, false, false, true], "only Discard Jar is destructive")
    Scenario.check(UIKitModel.chooseMenuItem("Discard Jar"), "Discard Jar can be chosen")
    Scenario.check(screens.contextMenuChoices == ["Discard Jar on Jar 2"], "the app heard \(screens.contextMenuChoices)")

    // Items with an action of their own: `push: Recipe` opens Recipe for the row, in the row's
    // column; `present: kitchenTimer` shows the sheet for the row, and the app hears of neither.
    _ = UIKitListModel.longPress(at: IndexPath(item: 1, section: 0), in: list)
    Scenario.check(UIKitModel.chooseMenuItem("Open Recipe"), "Open Recipe can be chosen")
    Scenario.check(columnStack(window, .supplementary).map(\.title) == ["Shelf", "Recipe"],
                   "`push: Recipe` pushed onto the Shelf's column: \(columnStack(window, .supplementary).map(\.title))")
    Scenario.check(layout.navigator.state.stack(.supplementary).last?.selection == .shelf(screens.jars[1]),
                   "for the pressed row: \(String(describing: layout.navigator.state.stack(.supplementary).last?.selection))")
    _ = UIKitListModel.longPress(at: IndexPath(item: 0, section: 0), in: list)
    Scenario.check(UIKitModel.chooseMenuItem("Timers"), "Timers can be chosen")
    let sheet = layout.splitViewController.presentedViewController as? UINavigationController
    Scenario.check(sheet?.viewControllers.map(\.title) == ["Timers"], "`present: kitchenTimer` shows \(String(describing: sheet?.viewControllers.map(\.title)))")
    Scenario.check(screens.contextMenuChoices == ["Discard Jar on Jar 2"], "items with actions do not reach the app: \(screens.contextMenuChoices)")
    // `openScene: recipeWindow` asks for a window showing the pressed jar's recipe.
    sheet?.dismiss(animated: false)
    _ = UIKitListModel.longPress(at: IndexPath(item: 2, section: 0), in: list)
    Scenario.check(UIKitModel.chooseMenuItem("Open in New Window"), "Open in New Window can be chosen")
    let activity = UIKitModel.sceneActivationRequests.last ?? nil
    let route = (activity?.userInfo?["route"] as? String).flatMap { Kitchen.Route(savedText: $0) }
    Scenario.check(activity?.activityType == "layoutc.Kitchen.scene.recipeWindow" && route == Kitchen.Route(.recipe, selection: .shelf(screens.jars[2])),
                   "a window of the recipe for Jar 3 is requested: \(activity?.activityType ?? "nothing"), \(String(describing: route))")
    Scenario.checkNoExceptions("after the context menu")
}

// Swipe actions with an action of their own run it for the swiped row: `present: kitchenTimer`
// shows the Timers sheet for that jar, `push: Recipe` opens Recipe for it in the row's column,
// and each ends the swipe with completion(true); Refill, which has none, still reaches the app
// with the row and the app's answer.
@MainActor func scenario_swipeActionsRunTheirOwnActionsForTheSwipedRow() {
    let screens = RecordingKitchenScreens()
    let layout = Kitchen.Layout(screens: screens)
    let window = launch(layout.splitViewController, .regular) { layout.install(in: $0) }
    guard let shelfButton = columnStack(window, .primary).first?.toolbarItems?.last else {
        return Scenario.check(false, "no Shelf button")
    }
    UIKitModel.tap(shelfButton)
    guard let shelf = columnStack(window, .supplementary).last as? Kitchen.ShelfViewController else {
        return Scenario.check(false, "no Shelf screen")
    }
    _ = shelf.view
    guard let list = shelf.collectionView else { return Scenario.check(false, "no Shelf list") }
    let second = IndexPath(item: 1, section: 0)

    let timers = UIKitListModel.swipe(.leading, at: second, in: list)
    Scenario.check(timers?.revealedTitles == ["Timers", "Refill", "Recipe"], "leading actions in spec order: \(String(describing: timers?.revealedTitles))")
    Scenario.check(timers?.title == "Timers" && timers?.completion == true, "a full swipe ran Timers and closed the row: \(String(describing: timers))")
    let sheet = layout.splitViewController.presentedViewController as? UINavigationController
    let content = sheet?.viewControllers.first as? Kitchen.TimersViewController
    Scenario.check(content != nil, "`present: kitchenTimer` shows Timers: \(String(describing: sheet?.viewControllers.map(\.title)))")
    Scenario.check(content?.selection == .shelf(screens.jars[1]), "the sheet is for the swiped jar: \(String(describing: content?.selection))")
    layout.dismiss(.kitchenTimer)

    let recipe = UIKitListModel.swipe(.leading, at: second, in: list, fullSwipe: false, tapping: "Recipe")
    Scenario.check(recipe?.completion == true, "Recipe closed the row as performed: \(String(describing: recipe))")
    Scenario.check(columnStack(window, .supplementary).map(\.title) == ["Shelf", "Recipe"],
                   "`push: Recipe` pushed onto the Shelf's column: \(columnStack(window, .supplementary).map(\.title))")
    Scenario.check(layout.navigator.state.stack(.supplementary).last?.selection == .shelf(screens.jars[1]),
                   "for the swiped jar: \(String(describing: layout.navigator.state.stack(.supplementary).last?.selection))")

    let refill = UIKitListModel.swipe(.leading, at: IndexPath(item: 0, section: 0), in: list, fullSwipe: false, tapping: "Refill")
    Scenario.check(screens.swipes == ["Refill on Jar 1"], "only the action without one reached the app: \(screens.swipes)")
    Scenario.check(refill?.completion == false, "and the app's answer closed the row: \(String(describing: refill))")
    Scenario.checkNoExceptions("after the swipes")
}

// A row that is a button and presents a popover points the popover at its own cell, as UIKit
// requires of a popover (fact 9), and the row does not stay selected.
@MainActor func scenario_aButtonRowsPopoverPointsAtTheRow() {
    let screens = RecordingKitchenScreens()
    let layout = Kitchen.Layout(screens: screens)
    let window = launch(layout.splitViewController, .regular) { layout.install(in: $0) }
    guard let pantry = columnStack(window, .primary).first as? Kitchen.PantryViewController else {
        return Scenario.check(false, "no Pantry")
    }
    _ = pantry.view
    guard let list = pantry.collectionView else { return Scenario.check(false, "no Pantry list") }
    let card = IndexPath(item: 0, section: 2)
    _ = UIKitListModel.tapRow(at: card, in: list)
    let popover = layout.splitViewController.presentedViewController as? UINavigationController
    Scenario.check(popover?.viewControllers.map(\.title) == ["Recipe"], "Recipe Card presented \(String(describing: popover?.viewControllers.map(\.title)))")
    Scenario.check(popover?.modalPresentationStyle == .popover, "as a popover: \(String(describing: popover?.modalPresentationStyle))")
    Scenario.check(popover?.popoverPresentationController?.sourceView === list.cellForItem(at: card),
                   "pointing at the Recipe Card row: \(String(describing: popover?.popoverPresentationController?.sourceView))")
    Scenario.check(list.indexPathsForSelectedItems?.contains(card) != true, "the button row does not stay selected")
    Scenario.checkNoExceptions("after the Recipe Card row")
}

// A dynamic list whose `action` presents: the app hears which row was tapped, then the card
// presents for that row, in a popover pointing at the row's cell; the row does not stay selected.
@MainActor func scenario_aDynamicListsRowsPresentForThemselves() {
    let screens = RecordingKitchenScreens()
    let layout = Kitchen.Layout(screens: screens)
    let window = launch(layout.splitViewController, .regular) { layout.install(in: $0) }
    Scenario.check(UIKitModel.pressKey("3", modifiers: .command, in: window), "⌘3 opens Suppliers")
    guard let suppliers = columnStack(window, .secondary).last as? Kitchen.SuppliersViewController else {
        return Scenario.check(false, "the secondary column shows \(columnStack(window, .secondary).map(\.title))")
    }
    _ = suppliers.view
    guard let list = suppliers.collectionView else { return Scenario.check(false, "no Suppliers list") }
    let dairy = IndexPath(item: 1, section: 0)
    _ = UIKitListModel.tapRow(at: dairy, in: list)
    Scenario.check(screens.selectedSuppliers == ["Dairy"], "the app heard the tapped row: \(screens.selectedSuppliers)")
    let popover = layout.splitViewController.presentedViewController as? UINavigationController
    let card = popover?.viewControllers.first
    Scenario.check(card?.title == "Recipe" && popover?.modalPresentationStyle == .popover,
                   "the card presented as a popover: \(String(describing: card?.title)), \(String(describing: popover?.modalPresentationStyle))")
    Scenario.check(popover?.popoverPresentationController?.sourceView === list.cellForItem(at: dairy), "pointing at the Dairy row")
    Scenario.check(screens.cardSelections.last == .suppliers(screens.suppliers[1]),
                   "the card is for Dairy: \(String(describing: screens.cardSelections.last))")
    Scenario.check(list.indexPathsForSelectedItems?.contains(dairy) != true, "the row does not stay selected")
    Scenario.checkNoExceptions("after the Suppliers row")
}

// An entry without content that a control presents (Recipe's Share button, `present: shareRecipe`):
// the app makes what it shows (its share sheet) and the layout presents it as the entry says, a
// popover pointing at the button (UIPopoverPresentationController.h:46-60). Before, the generated
// `present` reached `assertionFailure` for it: a crash in a debug build, nothing in a release one.
@MainActor func scenario_aControlPresentsWhatTheAppMakesForAnEntryWithoutContent() {
    let screens = RecordingKitchenScreens()
    let layout = Kitchen.Layout(screens: screens)
    screens.base.layout = layout
    let window = launch(layout.splitViewController, .regular) { layout.install(in: $0) }
    guard let recipe = openRecipe(in: window) else { return }
    guard let share = recipe.navigationItem.rightBarButtonItems?.first(where: { $0.title == "Share" }) else {
        return Scenario.check(false, "Recipe has no Share button: \(recipe.navigationItem.rightBarButtonItems?.map(\.title) ?? [])")
    }
    UIKitModel.tap(share)
    let presented = layout.splitViewController.presentedViewController
    let anchor = presented?.popoverPresentationController
    Scenario.check(screens.madeContent == [.shareRecipe] && presented?.title == "Share shareRecipe",
                   "the app made the share sheet: \(screens.madeContent), presented \(String(describing: presented?.title))")
    Scenario.check(presented?.modalPresentationStyle == .popover && (anchor?.sourceItem === share || anchor?.barButtonItem === share),
                   "a popover pointing at Share: \(String(describing: anchor?.sourceItem)), \(String(describing: anchor?.barButtonItem))")
    if let presented {
        Scenario.check(UIKitModel.userDismissPresentation(of: presented) && layout.splitViewController.presentedViewController == nil,
                       "a tap outside closes it (`dismissOn: [outsideTap]`)")
    }
    Scenario.checkNoExceptions("after sharing the recipe")
}

// A keyboard shortcut has no control to point a popover at: where a toolbar button presents the
// same entry (Suppliers' Recipe Card), the popover points at that button while it is on screen, as
// if it had been tapped, and at the middle of the split view when it is not (fact 9: a popover
// needs an anchor; HIG: its arrow points at what revealed it).
@MainActor func scenario_aShortcutsPopoverPointsAtItsButtonOnScreen() {
    let screens = RecordingKitchenScreens()
    let layout = Kitchen.Layout(screens: screens)
    let window = launch(layout.splitViewController, .regular) { layout.install(in: $0) }
    Scenario.check(UIKitModel.pressKey("3", modifiers: .command, in: window), "⌘3 opens Suppliers")
    guard let suppliers = columnStack(window, .secondary).last as? Kitchen.SuppliersViewController,
          let button = suppliers.navigationItem.rightBarButtonItems?.first(where: { $0.title == "Recipe Card" }) else {
        return Scenario.check(false, "no Recipe Card button on Suppliers: \(columnStack(window, .secondary).map(\.title))")
    }
    Scenario.check(UIKitModel.pressKey("r", modifiers: [.shift, .command], in: window), "⇧⌘R is taken")
    let popover = layout.splitViewController.presentedViewController
    var anchor = popover?.popoverPresentationController
    Scenario.check(popover?.modalPresentationStyle == .popover && (anchor?.sourceItem === button || anchor?.barButtonItem === button),
                   "the card points at the Recipe Card button: \(String(describing: anchor?.sourceItem)), \(String(describing: anchor?.sourceView))")
    layout.dismiss(.recipeCard)
    Scenario.check(UIKitModel.pressKey("2", modifiers: .command, in: window), "⌘2 shows Leftovers in place of Suppliers")
    Scenario.check(suppliers.viewIfLoaded?.window == nil, "Suppliers, and its button, left the window")
    Scenario.check(UIKitModel.pressKey("r", modifiers: [.shift, .command], in: window), "⇧⌘R is taken again")
    anchor = layout.splitViewController.presentedViewController?.popoverPresentationController
    Scenario.check(anchor?.sourceItem == nil && anchor?.barButtonItem == nil && anchor?.sourceView === layout.splitViewController.view,
                   "with no button on screen it points at the split view: \(String(describing: anchor?.sourceItem)), \(String(describing: anchor?.sourceView))")
    Scenario.checkNoExceptions("after the shortcut's popovers")
}

// App actions whose state the app gives (`enabled: app`, `checked: app`): a bar button the app
// disables is dimmed and ignores taps until `updateActionStates()` shows the app's new answer;
// a menu reads the state each time it opens (a checkmark on Sort by Name); a shortcut whose
// action is disabled is not taken, and its key command says so when UIKit validates it. Only
// what the spec leaves to the app is read: cleanUp is never checked, sortByName never disabled.
@MainActor func scenario_controlsShowTheAppsStateOfTheirActions() {
    let screens = RecordingKitchenScreens()
    screens.canAddShelf = false
    let layout = Kitchen.Layout(screens: screens)
    let window = launch(layout.splitViewController, .regular) { layout.install(in: $0) }
    guard let pantry = columnStack(window, .primary).first,
          let add = pantry.navigationItem.rightBarButtonItems?.first(where: { $0.title == "Add" }),
          let sort = pantry.navigationItem.rightBarButtonItems?.first(where: { $0.title == "Sort" }) else {
        return Scenario.check(false, "no Add or Sort button")
    }
    Scenario.check(!add.isEnabled, "Add is dimmed while the app has no room for a shelf")
    UIKitModel.tap(add)
    Scenario.check(screens.performed.isEmpty, "a dimmed button does nothing: \(screens.performed)")
    screens.canAddShelf = true
    Scenario.check(!add.isEnabled, "the button keeps its state until the layout is told")
    layout.updateActionStates()
    Scenario.check(add.isEnabled, "updateActionStates() shows the app's new answer")
    UIKitModel.tap(add)
    Scenario.check(screens.performed == [.addShelf], "now it runs: \(screens.performed)")

    func byName() -> UIAction? {
        guard let menu = UIKitModel.tap(sort) else { return nil }
        defer { UIKitModel.touchOutsideMenu() }
        return UIKitModel.shownElements(of: menu).compactMap { $0 as? UIAction }.first { $0.title == "By Name" }
    }
    Scenario.check(byName()?.state == .off, "By Name has no checkmark while the app sorts otherwise")
    Scenario.check(byName()?.attributes.contains(.disabled) == false, "and is not disabled: enabled is not the app's to say for sortByName")
    _ = UIKitModel.tap(sort)
    Scenario.check(UIKitModel.chooseMenuItem("By Name"), "By Name can be chosen")
    Scenario.check(screens.sortedByName, "the app now sorts by name")
    Scenario.check(byName()?.state == .on, "the menu, opened again, shows the checkmark")

    let commands = layout.splitViewController.keyCommands ?? []
    guard let cleanUp = commands.first(where: { $0.title == "Clean Up" }) else { return Scenario.check(false, "no Clean Up command") }
    screens.canCleanUp = false
    Scenario.check(!UIKitModel.pressKey("k", modifiers: [.shift, .command], in: window), "⇧⌘K is not taken while Clean Up is disabled")
    Scenario.check(!screens.performed.contains(.cleanUp), "and runs nothing: \(screens.performed)")
    layout.splitViewController.validate(cleanUp)
    Scenario.check(cleanUp.attributes.contains(.disabled) && cleanUp.state == .off,
                   "validated, the command is dimmed and unchecked: \(cleanUp.attributes.rawValue), \(cleanUp.state)")
    screens.canCleanUp = true
    layout.splitViewController.validate(cleanUp)
    Scenario.check(!cleanUp.attributes.contains(.disabled), "and enabled again once the app says so")
    Scenario.check(UIKitModel.pressKey("k", modifiers: [.shift, .command], in: window), "⇧⌘K is taken again")
    Scenario.check(screens.performed.last == .cleanUp, "and runs Clean Up: \(screens.performed)")
    Scenario.checkNoExceptions("after the state changes")
}

// A search with a results screen: the results controller shows over Leftovers while people
// search, the app fills it, and a result opens Recipe as Leftovers' rows would: pushed onto
// Leftovers' own column, for that result.
@MainActor func scenario_searchResultsShowOverTheirScreenAndOpenScreensFromItsColumn() {
    let screens = RecordingKitchenScreens()
    let layout = Kitchen.Layout(screens: screens)
    let window = launch(layout.splitViewController, .regular) { layout.install(in: $0) }
    guard let leftoversButton = columnStack(window, .primary).first?.navigationItem.leftBarButtonItems?.first else {
        return Scenario.check(false, "no Leftovers button")
    }
    UIKitModel.tap(leftoversButton)
    guard let leftovers = columnStack(window, .secondary).last as? Kitchen.LeftoversViewController,
          let search = leftovers.navigationItem.searchController else {
        return Scenario.check(false, "the secondary column shows \(columnStack(window, .secondary).map(\.title)) without a search field")
    }
    guard let matches = search.searchResultsController as? Kitchen.LeftoverMatchesViewController else {
        return Scenario.check(false, "the results controller is \(String(describing: search.searchResultsController))")
    }
    Scenario.check(search.obscuresBackgroundDuringPresentation, "the list dims behind the results (UIKit's default)")
    UIKitModel.typeSearch("Jar 3", into: leftovers.navigationItem)
    // Asked first as the field becomes first responder, with no text yet (UISearchController.h:52).
    Scenario.check(screens.searches == ["", "Jar 3"] && matches.rows.map(\.title) == ["Jar 3"],
                   "the app filled the results: heard \(screens.searches), showing \(matches.rows.map(\.title))")
    // Leftovers defines the presentation context: the results cover its column, not the layout.
    Scenario.check(search.isActive && search.presentingViewController === leftovers && window.rootViewController?.presentedViewController == nil,
                   "the results are presented by \(String(describing: search.presentingViewController?.title))")
    _ = matches.view
    guard let list = matches.collectionView else { return Scenario.check(false, "no results list") }
    _ = UIKitListModel.tapRow(at: IndexPath(item: 0, section: 0), in: list)
    Scenario.check(columnStack(window, .secondary).map(\.title) == ["Leftovers", "Recipe"],
                   "the result pushed Recipe onto Leftovers' column: \(columnStack(window, .secondary).map(\.title))")
    Scenario.check(layout.navigator.state.stack(.secondary).last?.selection == .leftoverMatches(screens.jars[2]),
                   "for the result: \(String(describing: layout.navigator.state.stack(.secondary).last?.selection))")
    Scenario.check(columnStack(window, .primary).map(\.title) == ["Pantry"], "the primary column is untouched")
    Scenario.check(leftovers.presentedViewController === search && search.isActive,
                   "Recipe covers Leftovers and its results, which stay active for Back")
    // While searching, the rest of the layout still presents: the root is not the search's presenter.
    guard let pantry = columnStack(window, .primary).first else { return Scenario.check(false, "no Pantry") }
    let sheet = UIViewController()
    pantry.present(sheet, animated: true)
    Scenario.check(window.rootViewController?.presentedViewController === sheet, "a sheet from Pantry is presented during the search")
    Scenario.checkNoExceptions("after the search")
}

// Escape hatches: a list's `configureCell` runs after the generated cell configuration, so the
// app draws what the spec cannot say (here a best-before date) on each row; and the app can
// replace one generated screen with its own controller while the layout keeps the rest.
@MainActor func scenario_theAppAddsToCellsAndReplacesAScreen() {
    let screens = RecordingKitchenScreens()
    screens.bestBefore = ["jar-2": "Best before May"]
    let layout = Kitchen.Layout(screens: screens)
    let window = launch(layout.splitViewController, .regular) { layout.install(in: $0) }
    guard let shelfButton = columnStack(window, .primary).first?.toolbarItems?.last else { return Scenario.check(false, "no Shelf button") }
    UIKitModel.tap(shelfButton)
    guard let shelf = columnStack(window, .supplementary).last as? Kitchen.ShelfViewController else {
        return Scenario.check(false, "no Shelf screen")
    }
    _ = shelf.view
    guard let list = shelf.collectionView else { return Scenario.check(false, "no Shelf list") }
    let second = list.cellForItem(at: IndexPath(item: 1, section: 0))?.contentConfiguration as? UIListContentConfiguration
    Scenario.check(second?.text == "Jar 2" && second?.secondaryText == "Best before May",
                   "the generated title with the app's date: \(String(describing: second?.text)), \(String(describing: second?.secondaryText))")
    let first = list.cellForItem(at: IndexPath(item: 0, section: 0))?.contentConfiguration as? UIListContentConfiguration
    Scenario.check(first?.text == "Jar 1" && first?.secondaryText == nil, "a jar without a date: \(String(describing: first?.secondaryText))")

    let mine = UIViewController()
    mine.title = "My Shelf"
    screens.replaced[.shelf] = mine
    let again = Kitchen.Layout(screens: screens)
    let window2 = launch(again.splitViewController, .regular) { again.install(in: $0) }
    guard let button = columnStack(window2, .primary).first?.toolbarItems?.last else { return Scenario.check(false, "no Shelf button") }
    UIKitModel.tap(button)
    Scenario.check(columnStack(window2, .supplementary).last === mine, "the app's own Shelf: \(columnStack(window2, .supplementary).map(\.title))")
    Scenario.check(columnStack(window2, .primary).first is Kitchen.PantryViewController, "the other screens stay generated")
    Scenario.checkNoExceptions("after the escape hatches")
}

// Controls present the spec's transient UI through the layout: Leftovers' Empty Fridge shows an
// alert whose destructive button runs an app action; Recipe's Timers button shows the Timers
// screen in a page sheet with two detents. In the sheet a push stays in the sheet's stack, Done
// (`dismiss: kitchenTimer`) closes it, and a row that shows a detail closes it and opens the
// detail in the split view.
@MainActor func scenario_controlsPresentAlertsAndSheetsWithTheirContent() {
    let screens = RecordingKitchenScreens()
    let layout = Kitchen.Layout(screens: screens)
    screens.base.layout = layout
    let window = launch(layout.splitViewController, .regular) { layout.install(in: $0) }
    guard let leftoversButton = columnStack(window, .primary).first?.navigationItem.leftBarButtonItems?.first else {
        return Scenario.check(false, "no Leftovers button")
    }
    UIKitModel.tap(leftoversButton)
    guard let leftovers = columnStack(window, .secondary).last,
          let emptyButton = leftovers.toolbarItems?.first(where: { $0.title == "Empty Fridge" }) else {
        return Scenario.check(false, "Leftovers has no Empty Fridge button")
    }
    UIKitModel.tap(emptyButton)
    guard let alert = layout.splitViewController.presentedViewController as? UIAlertController else {
        return Scenario.check(false, "Empty Fridge presented \(String(describing: layout.splitViewController.presentedViewController))")
    }
    Scenario.check(alert.preferredStyle == .alert && alert.title == "Empty the fridge?" && alert.message == "Everything in it goes.",
                   "the alert says \(alert.title ?? "nil") / \(alert.message ?? "nil")")
    Scenario.check(alert.actions.map(\.title) == ["Empty", "Set a Timer", "Cancel"]
                   && alert.actions.map(\.style) == [.destructive, .default, .cancel],
                   "its buttons: \(alert.actions.map(\.title)) \(alert.actions.map(\.style))")
    Scenario.check(UIKitModel.tapAlertButton("Empty", in: alert), "Empty can be tapped")
    Scenario.check(screens.performed == [.cleanUp], "`perform: cleanUp` ran: \(screens.performed)")
    Scenario.check(layout.splitViewController.presentedViewController == nil, "the alert closed")
    // Each button runs its own handler: the second presents the timers once the alert has closed.
    UIKitModel.tap(emptyButton)
    if let again = layout.splitViewController.presentedViewController as? UIAlertController {
        Scenario.check(UIKitModel.tapAlertButton("Set a Timer", in: again), "Set a Timer can be tapped")
        let timers = (layout.splitViewController.presentedViewController as? UINavigationController)?.viewControllers.map(\.title)
        Scenario.check(screens.performed == [.cleanUp] && timers == ["Timers"], "Set a Timer presented \(String(describing: timers))")
        layout.splitViewController.presentedViewController?.dismiss(animated: false)
    } else {
        Scenario.check(false, "Empty Fridge did not present again")
    }

    guard let recipeButton = leftovers.navigationItem.rightBarButtonItems?.first else {
        return Scenario.check(false, "Leftovers has no Recipe button")
    }
    UIKitModel.tap(recipeButton)
    guard let recipe = columnStack(window, .secondary).last,
          let timersButton = recipe.navigationItem.rightBarButtonItems?.first(where: { $0.title == "Timers" }) else {
        return Scenario.check(false, "Recipe has no Timers button")
    }
    let before = layout.navigator.state
    UIKitModel.tap(timersButton)
    guard let sheet = layout.splitViewController.presentedViewController as? UINavigationController else {
        return Scenario.check(false, "Timers presented \(String(describing: layout.splitViewController.presentedViewController))")
    }
    Scenario.check(UIKitModel.presentationStyle(of: sheet) == .pageSheet, "shown as \(styleName(UIKitModel.presentationStyle(of: sheet)))")
    Scenario.check(sheet.viewControllers.map(\.title) == ["Timers"], "the sheet shows \(sheet.viewControllers.map(\.title))")
    let detents = sheet.sheetPresentationController?.detents.map(\.identifier) ?? []
    Scenario.check(detents.count == 3 && detents.dropFirst() == [.medium, .large], "detents \(detents.map(\.rawValue))")
    Scenario.check(sheet.sheetPresentationController?.prefersGrabberVisible == true, "three detents show a grabber")
    // `undimmedUpTo: 240`: resting at its fixed height, the sheet leaves the recipe usable; at
    // medium it dims it (UISheetPresentationController.h:138-144).
    Scenario.check(UIKitModel.restingDetent(of: sheet) == detents.first && UIKitModel.acceptsTouches(recipe),
                   "at 240 points the recipe behind the sheet takes touches")
    UIKitModel.dragSheet(of: sheet, to: .medium)
    Scenario.check(!UIKitModel.acceptsTouches(recipe), "at medium the recipe is dimmed")
    if let first = detents.first { UIKitModel.dragSheet(of: sheet, to: first) }
    guard let timers = sheet.viewControllers.first else { return }
    Scenario.check(tap(0, onTopOf: [timers]), "the Eggs row can be tapped")
    Scenario.check(sheet.viewControllers.map(\.title) == ["Timers", "Timer"], "a push stays in the sheet: \(sheet.viewControllers.map(\.title))")
    Scenario.check(layout.navigator.state == before, "the split view's state is untouched by the sheet's push")
    guard let done = sheet.viewControllers.last?.navigationItem.rightBarButtonItems?.first(where: { $0.title == "Done" }) else {
        return Scenario.check(false, "TimerDetail has no Done button")
    }
    UIKitModel.tap(done)
    Scenario.check(layout.splitViewController.presentedViewController == nil, "Done (`dismiss: kitchenTimer`) closed the sheet")

    UIKitModel.tap(timersButton)
    guard let again = layout.splitViewController.presentedViewController as? UINavigationController,
          let list = again.viewControllers.first else {
        return Scenario.check(false, "Timers did not present again")
    }
    Scenario.check(UIKitModel.userDismissPresentation(of: list), "a swipe closes the dismissible sheet")
    UIKitModel.tap(timersButton)
    guard let third = layout.splitViewController.presentedViewController as? UINavigationController,
          let timersAgain = third.viewControllers.first else {
        return Scenario.check(false, "Timers did not present a third time")
    }
    Scenario.check(tap(1, onTopOf: [timersAgain]), "the Recipe row can be tapped")
    Scenario.check(layout.splitViewController.presentedViewController == nil, "`showDetail` from the sheet closed it")
    Scenario.check(layout.navigator.state.stack(.secondary).last?.screen == .recipe,
                   "and opened Recipe in the split view: \(layout.navigator.state.stack(.secondary).map(\.screen))")
    Scenario.checkNoExceptions("after presenting and closing the alert and the sheet")
}

// Keyboard shortcuts: the split view controller offers every shortcut as a key command and is
// first responder from when it appears, so they are on the responder chain before the user taps
// anything (a presented sheet's chain reaches it too), and a key press runs the shortcut's action;
// `buildMenu(with:)` lists them under their menus in the main menu.
@MainActor func scenario_keyboardShortcutsRunTheirActionsFromAnyScreen() {
    let screens = RecordingKitchenScreens()
    let layout = Kitchen.Layout(screens: screens)
    screens.base.layout = layout
    let window = launch(layout.splitViewController, .regular) { layout.install(in: $0) }
    let commands = layout.splitViewController.keyCommands ?? []
    Scenario.check(commands.map(\.title) == ["Clean Up", "Show Leftovers", "Kitchen Timers", "Next Jar", "Tidy Jars", "Suppliers", "Recipe Card", "Shopping List"], "key commands \(commands.map(\.title))")
    Scenario.check(commands.map(\.discoverabilityTitle) == commands.map(\.title), "the ⌘ overlay shows their titles")
    Scenario.check(commands.map(\.input) == ["k", "2", "t", UIKeyCommand.inputDownArrow, UIKeyCommand.inputUpArrow, "3", "r", "l"], "inputs \(commands.map(\.input))")
    Scenario.check(commands.map(\.modifierFlags) == [[.shift, .command], [.command], [.alternate, .command], [], [], [.command], [.shift, .command], [.shift, .command]],
                   "modifiers \(commands.map(\.modifierFlags.rawValue))")

    Scenario.check(UIKitModel.pressKey("k", modifiers: [.shift, .command], in: window), "⇧⌘K is handled")
    Scenario.check(screens.performed == [.cleanUp], "⇧⌘K ran `perform: cleanUp`: \(screens.performed)")
    Scenario.check(!UIKitModel.pressKey("k", modifiers: [.command], in: window), "⌘K alone is no shortcut")
    UIKitModel.pressKey("2", modifiers: [.command], in: window)
    Scenario.check(columnStack(window, .secondary).map(\.title) == ["Leftovers"],
                   "⌘2 (`showDetail: Leftovers`) shows \(columnStack(window, .secondary).map(\.title))")
    UIKitModel.pressKey("t", modifiers: [.alternate, .command], in: window)
    guard let sheet = layout.splitViewController.presentedViewController as? UINavigationController else {
        return Scenario.check(false, "⌥⌘T presented \(String(describing: layout.splitViewController.presentedViewController))")
    }
    Scenario.check(sheet.viewControllers.map(\.title) == ["Timers"], "⌥⌘T presented \(sheet.viewControllers.map(\.title))")
    Scenario.check(UIKitModel.pressKey(UIKeyCommand.inputDownArrow, in: window), "↓ reaches the split view, first responder, from the sheet")
    Scenario.check(screens.performed == [.cleanUp, .sortByName], "↓ ran `perform: sortByName`: \(screens.performed)")
    // With keyboard focus in the sheet's list, the arrow keys move focus (UIKeyCommand.h:51-52):
    // a bare ↓ shortcut does not run there, ⌘-shortcuts still do.
    guard let timersList = sheet.viewControllers.first?.view.subviews.first(where: { $0 is UICollectionView }) as? UICollectionView else {
        return Scenario.check(false, "the Timers sheet shows no list")
    }
    UIKitModel.moveFocus(into: timersList, in: window)
    Scenario.check(!UIKitModel.pressKey(UIKeyCommand.inputDownArrow, in: window), "↓ moves focus in the Timers list")
    Scenario.check(screens.performed == [.cleanUp, .sortByName], "and ran nothing: \(screens.performed)")
    // `overridesSystemKeys: true` (`wantsPriorityOverSystemBehavior`): Tidy Jars' ↑ runs there too.
    Scenario.check(commands.map(\.wantsPriorityOverSystemBehavior) == [false, false, false, false, true, false, false, false],
                   "only Tidy Jars wants priority: \(commands.map(\.wantsPriorityOverSystemBehavior))")
    Scenario.check(UIKitModel.pressKey(UIKeyCommand.inputUpArrow, in: window), "↑ runs Tidy Jars in the focused list")
    Scenario.check(screens.performed == [.cleanUp, .sortByName, .cleanUp], "↑ ran `perform: cleanUp`: \(screens.performed)")
    Scenario.check(UIKitModel.pressKey("l", modifiers: [.shift, .command], in: window), "⇧⌘L is handled from the focused list")
    // While a search field is edited, it takes the keys text editing uses (UIKeyCommand.h:51-52):
    // ↓ with no modifier stays in the field; ⇧⌘K still runs.
    layout.splitViewController.presentedViewController?.dismiss(animated: true)
    guard let leftovers = columnStack(window, .secondary).last, leftovers.navigationItem.searchController != nil else {
        return Scenario.check(false, "no searchable Leftovers in \(columnStack(window, .secondary).map(\.title))")
    }
    UIKitModel.typeSearch("Jar", into: leftovers.navigationItem)
    Scenario.check(!UIKitModel.pressKey(UIKeyCommand.inputDownArrow, in: window), "↓ stays in the search field")
    Scenario.check(UIKitModel.pressKey("k", modifiers: [.shift, .command], in: window), "⇧⌘K runs while searching")
    Scenario.check(screens.performed == [.cleanUp, .sortByName, .cleanUp, .cleanUp], "only ⇧⌘K ran: \(screens.performed)")
    UIKitModel.cancelSearch(in: leftovers.navigationItem)
    Scenario.check(UIKitModel.pressKey(UIKeyCommand.inputDownArrow, in: window),
                   "after Cancel the split view is first responder again, and ↓ is a shortcut again")
    Scenario.check(UIKitModel.sceneActivationRequests.map { $0?.activityType } == ["layoutc.Kitchen.scene.shoppingList"],
                   "⇧⌘L (`openScene: shoppingList`) asks for a shopping list window: \(UIKitModel.sceneActivationRequests.map { $0?.activityType })")

    let menu = UIKitModel.MenuBuilderRecord()
    Kitchen.Shortcut.buildMenu(with: menu)
    Scenario.check(menu.children.map(\.parent) == [.view, .file] && menu.children.allSatisfy { $0.menu.options.contains(.displayInline) },
                   "a group at the end of View and of File: \(menu.children.map(\.parent.rawValue))")
    Scenario.check(menu.children.last?.menu.children.map(\.title) == ["Shopping List"], "File lists Shopping List")
    Scenario.check(menu.children.first?.menu.children.map(\.title) == ["Show Leftovers", "Suppliers", "Recipe Card"], "View lists Show Leftovers, Suppliers and Recipe Card")
    Scenario.check(menu.siblings.map(\.menu.title) == ["Kitchen", "Go"] && menu.siblings.allSatisfy { $0.before == .window },
                   "menus of their own before Window: \(menu.siblings.map(\.menu.title))")
    Scenario.check(menu.siblings.last?.menu.children.map(\.title) == ["Kitchen Timers", "Next Jar", "Tidy Jars"], "Go lists its three shortcuts")
    Scenario.checkNoExceptions("after the key presses")
}

// Social's Compose tab (Mastodon's): tapping it presents the composer, and the tab the user was
// on stays selected with its stack; the other tabs keep their own indexes in the navigation state.
@MainActor func scenario_anActionTabRunsItsActionAndKeepsTheSelectedTab() {
    let screens = SocialScreens()
    let layout = Social.Layout(screens: screens)
    screens.layout = layout
    let window = launch(layout.splitViewController, .compact) { layout.install(in: $0) }
    guard let tabs = layout.splitViewController.viewController(for: .compact) as? UITabBarController else {
        return Scenario.check(false, "no compact tab bar")
    }
    let items = (tabs.viewControllers ?? []).map { $0.tabBarItem.title }
    Scenario.check(items == ["Home", "Search", "Compose", "Notifications", "Profile"], "the tab bar shows \(items)")
    Scenario.check(UIKitModel.selectTab(3, in: tabs), "Notifications can be selected")
    Scenario.check(layout.navigator.state.selectedTab == 2, "the state's tab is Notifications, its third stack: \(layout.navigator.state.selectedTab)")
    Scenario.check(!UIKitModel.selectTab(2, in: tabs), "the Compose tab is never selected")
    Scenario.check(tabs.selectedIndex == 3 && layout.navigator.state.selectedTab == 2, "Notifications stays selected: \(tabs.selectedIndex)")
    guard let composer = layout.splitViewController.presentedViewController as? UINavigationController else {
        return Scenario.check(false, "Compose presented \(String(describing: layout.splitViewController.presentedViewController))")
    }
    Scenario.check(composer.viewControllers.map(\.title) == ["New Post"], "the composer shows \(composer.viewControllers.map(\.title))")
    Scenario.check(UIKitModel.userDismissPresentation(of: composer) && layout.splitViewController.presentedViewController == nil,
                   "a swipe closes the composer while the app has nothing to lose (`dismissible: app`, the scaffold's mayDismiss)")
    Scenario.check(titles(window).first?.first == "Notifications", "behind it, compact width shows \(titles(window))")
    Scenario.checkNoExceptions("after the Compose tab")
}

// Social's sidebar Compose row (Mastodon's): a row that is a button presents the composer, and
// the sidebar keeps showing the place the user is at, selected.
@MainActor func scenario_aRowThatIsAButtonRunsItsActionAndKeepsTheSelection() {
    let screens = SocialScreens()
    let layout = Social.Layout(screens: screens)
    screens.layout = layout
    let window = launch(layout.splitViewController, .regular) { layout.install(in: $0) }
    guard let sidebar = columnStack(window, .primary).first as? Social.SidebarViewController, let list = sidebar.collectionView else {
        return Scenario.check(false, "no sidebar list")
    }
    _ = UIKitListModel.tapRow(at: IndexPath(item: 2, section: 0), in: list)      // Notifications
    Scenario.check(columnStack(window, .secondary).map(\.title) == ["Notifications"], "Notifications opened: \(columnStack(window, .secondary).map(\.title))")
    let before = layout.navigator.state
    _ = UIKitListModel.tapRow(at: IndexPath(item: 0, section: 1), in: list)      // Compose, below the places
    let composer = layout.splitViewController.presentedViewController as? UINavigationController
    Scenario.check(composer?.viewControllers.map(\.title) == ["New Post"], "the Compose row presented \(String(describing: composer?.viewControllers.map(\.title)))")
    Scenario.check(layout.navigator.state == before, "the navigation is unchanged")
    Scenario.check(list.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)],
                   "the sidebar still selects Notifications: \(String(describing: list.indexPathsForSelectedItems))")
    Scenario.checkNoExceptions("after the Compose row")
}

// Food Truck's Layout Options menu: two inline sections (the sample's two Pickers), each a
// UIMenu with `.displayInline`, whose items run their app actions.
@MainActor func scenario_aToolbarMenuGroupsItsItemsIntoInlineSections() {
    let screens = FoodTruckScreens()
    let layout = FoodTruck.Layout(screens: screens)
    screens.layout = layout
    let window = launch(layout.splitViewController, .regular) { layout.install(in: $0) }
    guard let panels = columnStack(window, .primary).first else { return Scenario.check(false, "no Panels") }
    _ = tap(4, onTopOf: [panels])                                      // Donuts
    guard let gallery = columnStack(window, .secondary).last,
          let options = gallery.navigationItem.rightBarButtonItems?.first(where: { $0.title == "Layout Options" }) else {
        return Scenario.check(false, "the secondary column shows \(columnStack(window, .secondary).map(\.title)) without Layout Options")
    }
    let menu = UIKitModel.tap(options)
    // The items show the app's checkmarks, so the menu is made when it opens.
    Scenario.check(menu?.children.count == 1 && menu?.children.first is UIDeferredMenuElement, "one deferred element: \(String(describing: menu?.children))")
    let sections = (menu.map(UIKitModel.shownElements(of:)) ?? []).compactMap { $0 as? UIMenu }
    Scenario.check(sections.map(\.title) == ["Layout", "Sort"], "the menu's sections: \(sections.map(\.title))")
    Scenario.check(sections.flatMap(\.children).allSatisfy { ($0 as? UIAction)?.state == .off }, "the scaffold's state(of:) checks nothing")
    Scenario.check(sections.allSatisfy { $0.options.contains(.displayInline) }, "both are inline sections")
    Scenario.check(sections.map { $0.children.map(\.title) } == [["Icons", "List"], ["Name", "Popularity", "Flavor"]],
                   "their items: \(sections.map { $0.children.map(\.title) })")
    Scenario.check(UIKitModel.chooseMenuItem("Popularity"), "an item inside a section can be chosen")
    Scenario.check(UIKitModel.visibleMenu == nil, "choosing it closed the menu")
    Scenario.checkNoExceptions("after the grouped menu")
}

// A navigation title with a menu (`titleMenu:`, UINavigationItem.titleMenuProvider, iOS 16): a tap
// on Pantry's title opens its items after the system's suggestions; an item runs its own action,
// checked as the app says, or reaches the app's `didChoose`. Recipe, a screen the app makes from
// the scaffold, sets up its title menu too, and the popover an item presents points under the title.
@MainActor func scenario_aTitleMenuRunsItsItemsFromTheTitle() {
    let screens = RecordingKitchenScreens()
    let layout = Kitchen.Layout(screens: screens)
    screens.base.layout = layout
    let window = launch(layout.splitViewController, .regular) { layout.install(in: $0) }
    guard let pantry = columnStack(window, .primary).first, pantry.title == "Pantry" else {
        return Scenario.check(false, "Pantry is not the primary column's root: \(columnStack(window, .primary).map(\.title))")
    }
    screens.sortedByName = true
    let menu = UIKitModel.tapTitle(of: pantry)
    let entries = menu.map(UIKitModel.shownElements(of:))?.compactMap { $0 as? UIAction } ?? []
    Scenario.check(entries.map(\.title) == ["Alphabetical", "Rename Pantry"], "Pantry's title offers \(entries.map(\.title))")
    Scenario.check(entries.first?.state == .on, "Alphabetical shows the app's checkmark (`checked: app`)")
    Scenario.check(UIKitModel.chooseMenuItem("Rename Pantry"), "Rename Pantry can be chosen")
    Scenario.check(screens.chosen == [.renamePantry], "the item without an action reached didChoose with \(screens.chosen)")
    UIKitModel.tapTitle(of: pantry)
    Scenario.check(UIKitModel.chooseMenuItem("Alphabetical"), "Alphabetical can be chosen")
    Scenario.check(screens.performed == [.sortByName], "`perform: sortByName` ran: \(screens.performed)")
    let reopened = UIKitModel.tapTitle(of: pantry).map(UIKitModel.shownElements(of:))?.compactMap { $0 as? UIAction } ?? []
    Scenario.check(reopened.first?.state == .off, "the menu is made again on each tap, with the app's new state")
    UIKitModel.touchOutsideMenu()

    guard let recipe = openRecipe(in: window) else { return }
    let recipeMenu = UIKitModel.tapTitle(of: recipe)
    let titles = recipeMenu.map(UIKitModel.shownElements(of:))?.map(\.title) ?? []
    Scenario.check(titles == ["Share Recipe", "Export"], "Recipe's title offers \(titles), Export a submenu")
    Scenario.check(UIKitModel.chooseMenuItem("Share Recipe"), "Share Recipe can be chosen")
    let presented = layout.splitViewController.presentedViewController
    let anchor = presented?.popoverPresentationController
    Scenario.check(screens.madeContent == [.shareRecipe] && presented?.modalPresentationStyle == .popover,
                   "the app's share sheet shows as a popover: \(screens.madeContent), \(String(describing: presented?.modalPresentationStyle))")
    let top = recipe.view.bounds
    Scenario.check(anchor?.sourceView === recipe.view && anchor?.sourceRect == CGRect(x: top.midX, y: top.minY, width: 0, height: 0),
                   "it points under Recipe's title: \(String(describing: anchor?.sourceView)), \(String(describing: anchor?.sourceRect))")
    Scenario.checkNoExceptions("after the title menus")
}
