// Written once by `layoutc scaffold` from Tests/SwiftEmitterTests/Fixtures/Kitchen.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Kitchen+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The app's side of the Kitchen layout: the screens the spec leaves to the app, and its data.
/// `KitchenApp` shows the layout with one (`WindowGroup { Kitchen.RootView(screens:) }`). Keep your data
/// here. Make the class `@Observable` (iOS 17) or, to run on iOS 16, an `ObservableObject`
/// with `@Published` data, which `RootView` observes, so the lists refresh when its data changes.
@MainActor
final class KitchenScreenViews: Kitchen.ScreenViews {
    func recipe(for selection: Kitchen.Selection?) -> some View {
        KitchenRecipeView(selection: selection)
    }

    func timerDetail(for selection: Kitchen.Selection?) -> some View {
        KitchenTimerDetailView(selection: selection)
    }

    func shoppingList(for selection: Kitchen.Selection?) -> some View {
        KitchenShoppingListView(selection: selection)
    }

    func counter(for selection: Kitchen.Selection?) -> some View {
        KitchenCounterView(selection: selection)
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

    func pantry(didReorder rows: [Kitchen.PantryItem], in section: Kitchen.PantrySection) {
        // Save the order the user chose.
    }

    func pantry(didTap item: Kitchen.PantryToolbarItem) {
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

    func pantry(didChoose item: Kitchen.PantryToolbarMenuItem) {
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

    func pantry(perform item: Kitchen.PantryContextMenuItem, on row: Kitchen.PantryItem) {
        switch item {
        case .label:
            break // Perform it on `row`.
        }
    }

    func shelfRows(for selection: Kitchen.Selection?) -> [Kitchen.Jar] {
        // Replace with your data for `selection`.
        [
            Kitchen.Jar(id: "shelf-1", title: "Shelf 1"),
            Kitchen.Jar(id: "shelf-2", title: "Shelf 2"),
            Kitchen.Jar(id: "shelf-3", title: "Shelf 3"),
        ]
    }

    func shelf(perform action: Kitchen.ShelfSwipeAction, on row: Kitchen.Jar, for selection: Kitchen.Selection?) {
        // Do what `action` means for `row`; change the data behind the list to update it.
    }

    func shelf(moveRows source: IndexSet, to destination: Int, for selection: Kitchen.Selection?) {
        // Move the rows in the data behind `shelfRows(for:)`.
    }

    func shelf(searchFor text: String, in scope: Kitchen.ShelfSearchScope) {
        // Publish the rows that match; the list shows what the rows function returns.
    }

    func shelf(perform item: Kitchen.ShelfContextMenuItem.AppItem, on row: Kitchen.Jar) {
        switch item {
        case .refill:
            break // Perform it on `row`.
        case .discardJar:
            break // Perform it on `row`.
        }
    }

    func leftoversRows(for selection: Kitchen.Selection?) -> [Kitchen.Jar] {
        // Replace with your data for `selection`.
        [
            Kitchen.Jar(id: "leftovers-1", title: "Leftovers 1"),
            Kitchen.Jar(id: "leftovers-2", title: "Leftovers 2"),
            Kitchen.Jar(id: "leftovers-3", title: "Leftovers 3"),
        ]
    }

    func leftovers(searchFor text: String) {
        // Publish the rows that match; the list shows what the rows function returns.
    }

    func leftoverMatchesRows(for selection: Kitchen.Selection?) -> [Kitchen.Jar] {
        // Replace with your data for `selection`.
        [
            Kitchen.Jar(id: "leftoverMatches-1", title: "Matches 1"),
            Kitchen.Jar(id: "leftoverMatches-2", title: "Matches 2"),
            Kitchen.Jar(id: "leftoverMatches-3", title: "Matches 3"),
        ]
    }

    func suppliersRows(for selection: Kitchen.Selection?) -> [Kitchen.Supplier] {
        // Replace with your data for `selection`.
        [
            Kitchen.Supplier(id: "suppliers-1", title: "Suppliers 1"),
            Kitchen.Supplier(id: "suppliers-2", title: "Suppliers 2"),
            Kitchen.Supplier(id: "suppliers-3", title: "Suppliers 3"),
        ]
    }

    func cellarRacksSections(for selection: Kitchen.Selection?) -> [(Kitchen.Rack, [Kitchen.Bottle])] {
        // Replace with your data for `selection`.
        [
            (Kitchen.Rack(id: "racks-1", title: "Rack 1"), [
                Kitchen.Bottle(id: "racks-1-1", title: "Cellar 1"),
                Kitchen.Bottle(id: "racks-1-2", title: "Cellar 2"),
                Kitchen.Bottle(id: "racks-1-3", title: "Cellar 3"),
            ]),
        ]
    }

    func cellarRecentRows(for selection: Kitchen.Selection?) -> [Kitchen.Bottle] {
        // Replace with your data for `selection`.
        [
            Kitchen.Bottle(id: "recent-1", title: "Cellar 1"),
            Kitchen.Bottle(id: "recent-2", title: "Cellar 2"),
            Kitchen.Bottle(id: "recent-3", title: "Cellar 3"),
        ]
    }

    func cellar(perform action: Kitchen.CellarSwipeAction, on row: Kitchen.Bottle, for selection: Kitchen.Selection?) {
        // Do what `action` means for `row`; change the data behind the list to update it.
    }

    func cellar(searchFor text: String) {
        // Publish the rows that match; the list shows what the rows function returns.
    }

    func content(of transient: Kitchen.Transient, for selection: Kitchen.Selection?) -> some View {
        // A share link, a picker, or a view of your own, for each entry.
        Text("\(transient)")
    }

    func mayDismiss(_ transient: Kitchen.Transient) -> Bool {
        // `false` while the sheet holds unsaved work, read from observable state.
        true
    }

    func badge(for tab: Kitchen.BadgedTab) -> Int? {
        switch tab {
        case .leftovers:
            nil // The count to show; `nil` shows none.
        }
    }
}
