// Written once by `layoutc scaffold` from Tests/SwiftEmitterTests/Fixtures/Kitchen.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Kitchen+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// The app's side of the Kitchen layout: the screens the spec leaves to the app, and its data.
@MainActor
final class KitchenScreens: Kitchen.Screens {
    /// Set by the scene delegate; shows the spec's transient UI (`layout?.timerPopover.present(_:from:anchor:)`).
    weak var layout: Kitchen.Layout?

    func makeRecipe(for selection: Kitchen.Selection?) -> UIViewController {
        let screen = KitchenRecipeViewController(selection: selection)
        screen.layout = layout
        return screen
    }

    func makeTimerDetail(for selection: Kitchen.Selection?) -> UIViewController {
        let screen = KitchenTimerDetailViewController(selection: selection)
        screen.layout = layout
        return screen
    }

    func makeShoppingList(for selection: Kitchen.Selection?) -> UIViewController {
        let screen = KitchenShoppingListViewController(selection: selection)
        screen.layout = layout
        return screen
    }

    func makeCounter(for selection: Kitchen.Selection?) -> UIViewController {
        KitchenCounterViewController(selection: selection)
    }

    func perform(_ action: Kitchen.AppAction) {
        switch action {
        case .addShelf:
            break // What this action does.
        case .cleanUp:
            break // What this action does.
        case .sortByName:
            break // What this action does.
        }
    }

    func state(of action: Kitchen.AppAction) -> Kitchen.ActionState {
        // Whether `action` can run now (`enabled: app`) and whether it is on (`checked: app`).
        Kitchen.ActionState()
    }

    func pantry(
        _ list: Kitchen.PantryViewController,
        didReorder rows: [Kitchen.PantryItem],
        in section: Kitchen.PantrySection
    ) {
        // Save the order the user chose; hand it back with `list.apply(order:)`.
    }

    func pantry(_ list: Kitchen.PantryViewController, didTap item: Kitchen.PantryToolbarItem) {
        switch item {
        case .add:
            break // What this button does.
        case .leftovers:
            break // What this button does.
        case .share:
            break // What this button does.
        case .shelf:
            break // What this button does.
        case .sort:
            break // What this button does.
        }
    }

    func pantry(_ list: Kitchen.PantryViewController, didChoose item: Kitchen.PantryToolbarMenuItem) {
        switch item {
        case .byName:
            break // What this menu item does.
        case .leftovers:
            break // What this menu item does.
        case .emptyPantry:
            break // What this menu item does.
        case .alphabetical:
            break // What this menu item does.
        case .renamePantry:
            break // What this menu item does.
        }
    }

    func pantry(
        _ list: Kitchen.PantryViewController,
        perform item: Kitchen.PantryContextMenuItem,
        on row: Kitchen.PantryItem
    ) {
        switch item {
        case .label:
            break // Perform it on `row`.
        }
    }

    func loadShelf(_ list: Kitchen.ShelfViewController, for selection: Kitchen.Selection?) {
        // Replace with your data for `selection`; call `list.apply(_:)` again whenever it changes.
        list.apply([
            Kitchen.Jar(id: "shelf-1", title: "Shelf 1"),
            Kitchen.Jar(id: "shelf-2", title: "Shelf 2"),
            Kitchen.Jar(id: "shelf-3", title: "Shelf 3"),
        ])
    }

    func shelf(
        _ list: Kitchen.ShelfViewController,
        perform action: Kitchen.ShelfSwipeAction,
        on row: Kitchen.Jar,
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        if action.isDestructive {
            // To ask first, present an alert here and call `completion` from its buttons.
            list.apply(list.rows.filter { $0.id != row.id })
            completion(true)
            return
        }
        // Do what `action` means for `row`; call `completion(true)` once it is done, or
        // `completion(false)` to just close the row.
        completion(false)
    }

    func shelf(_ list: Kitchen.ShelfViewController, didReorder rows: [Kitchen.Jar]) {
        // Save the order the user chose; apply the rows in it next time.
    }

    func shelf(_ list: Kitchen.ShelfViewController, searchFor text: String, in scope: Kitchen.ShelfSearchScope) {
        // Apply the rows that match: `list.apply(rows.filter { … })`.
    }

    func shelf(
        _ list: Kitchen.ShelfViewController,
        perform item: Kitchen.ShelfContextMenuItem.AppItem,
        on row: Kitchen.Jar
    ) {
        switch item {
        case .refill:
            break // Perform it on `row`.
        case .discardJar:
            break // Perform it on `row`.
        }
    }

    func loadLeftovers(_ list: Kitchen.LeftoversViewController, for selection: Kitchen.Selection?) {
        // Replace with your data for `selection`; call `list.apply(_:)` again whenever it changes.
        list.apply([
            Kitchen.Jar(id: "leftovers-1", title: "Leftovers 1"),
            Kitchen.Jar(id: "leftovers-2", title: "Leftovers 2"),
            Kitchen.Jar(id: "leftovers-3", title: "Leftovers 3"),
        ])
    }

    func leftovers(
        _ list: Kitchen.LeftoversViewController,
        searchFor text: String,
        showingResultsIn results: Kitchen.LeftoverMatchesViewController
    ) {
        // Apply the matches to the results: `results.apply(matches)`.
    }

    func loadLeftoverMatches(_ list: Kitchen.LeftoverMatchesViewController, for selection: Kitchen.Selection?) {
        // Replace with your data for `selection`; call `list.apply(_:)` again whenever it changes.
        list.apply([
            Kitchen.Jar(id: "leftoverMatches-1", title: "Matches 1"),
            Kitchen.Jar(id: "leftoverMatches-2", title: "Matches 2"),
            Kitchen.Jar(id: "leftoverMatches-3", title: "Matches 3"),
        ])
    }

    func loadSuppliers(_ list: Kitchen.SuppliersViewController, for selection: Kitchen.Selection?) {
        // Replace with your data for `selection`; call `list.apply(_:)` again whenever it changes.
        list.apply([
            Kitchen.Supplier(id: "suppliers-1", title: "Suppliers 1"),
            Kitchen.Supplier(id: "suppliers-2", title: "Suppliers 2"),
            Kitchen.Supplier(id: "suppliers-3", title: "Suppliers 3"),
        ])
    }

    func loadCellar(_ list: Kitchen.CellarViewController, for selection: Kitchen.Selection?) {
        // Replace with your data for `selection`; apply again whenever it changes.
        list.apply(racks: [
            (Kitchen.Rack(id: "racks-1", title: "Rack 1"), [
                Kitchen.Bottle(id: "racks-1-1", title: "Cellar 1"),
                Kitchen.Bottle(id: "racks-1-2", title: "Cellar 2"),
                Kitchen.Bottle(id: "racks-1-3", title: "Cellar 3"),
            ]),
        ])
        list.apply(recent: [
            Kitchen.Bottle(id: "recent-1", title: "Cellar 1"),
            Kitchen.Bottle(id: "recent-2", title: "Cellar 2"),
            Kitchen.Bottle(id: "recent-3", title: "Cellar 3"),
        ])
    }

    func cellar(
        _ list: Kitchen.CellarViewController,
        perform action: Kitchen.CellarSwipeAction,
        on row: Kitchen.Bottle,
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        if action.isDestructive {
            // To ask first, present an alert here and call `completion` from its buttons.
            // Remove `row` from your data and apply its section again.
            completion(true)
            return
        }
        // Do what `action` means for `row`; call `completion(true)` once it is done, or
        // `completion(false)` to just close the row.
        completion(false)
    }

    func cellar(_ list: Kitchen.CellarViewController, searchFor text: String) {
        // Apply each section's rows that match, as `load…` applies them.
    }

    func makeContent(of transient: Kitchen.Transient, for selection: Kitchen.Selection?) -> UIViewController {
        // A share sheet (`UIActivityViewController`), a picker, or a controller of your own, for each entry.
        let controller = UIViewController()
        controller.title = "\(transient)"
        return controller
    }

    func mayDismiss(_ transient: Kitchen.Transient) -> Bool {
        // `false` while the sheet holds unsaved work; its own Cancel or Done still close it.
        true
    }

    func badge(for tab: Kitchen.BadgedTab) -> Int? {
        switch tab {
        case .leftovers:
            nil // The count to show; `nil` shows none.
        }
    }
}
