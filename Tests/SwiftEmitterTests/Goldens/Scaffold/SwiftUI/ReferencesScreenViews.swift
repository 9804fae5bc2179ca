// Written once by `layoutc scaffold` from Specs/References.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated References+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The app's side of the References layout: the screens the spec leaves to the app, and its data.
/// `ReferencesApp` shows the layout with one (`WindowGroup { References.RootView(screens:) }`). Keep your data
/// here. Make the class `@Observable` (iOS 17) or, to run on iOS 16, an `ObservableObject`
/// with `@Published` data, which `RootView` observes, so the lists refresh when its data changes.
@MainActor
final class ReferencesScreenViews: References.ScreenViews {
    func addItem(for selection: References.Selection?) -> some View {
        ReferencesAddItemView(selection: selection)
    }

    func item(for selection: References.Selection?) -> some View {
        ReferencesItemView(selection: selection)
    }

    func perform(_ action: References.AppAction) {
        switch action {
        case .newCollection:
            break // What this action does.
        case .addByIdentifier:
            break // What this action does.
        }
    }

    func collectionsLibrariesSections(
        for selection: References.Selection?
    ) -> [(References.Library, [References.Collection])] {
        // Replace with your data for `selection`.
        [
            (References.Library(id: "libraries-1", title: "Library 1"), [
                References.Collection(id: "libraries-1-1", title: "Library 1"),
                References.Collection(id: "libraries-1-2", title: "Library 2"),
                References.Collection(id: "libraries-1-3", title: "Library 3"),
            ]),
        ]
    }

    func collections(perform item: References.CollectionsContextMenuItem.AppItem, on row: References.Collection) {
        switch item {
        case .rename:
            break // Perform it on `row`.
        case .deleteCollection:
            break // Perform it on `row`.
        }
    }

    func collections(didDrop rows: [References.Selection], onto row: References.Collection) {
        // Move each dropped row into `row` in your data; the lists show what the rows functions return.
    }

    func itemsRows(for selection: References.Selection?) -> [References.Reference] {
        // Replace with your data for `selection`.
        [
            References.Reference(id: "items-1", title: "Items 1"),
            References.Reference(id: "items-2", title: "Items 2"),
            References.Reference(id: "items-3", title: "Items 3"),
        ]
    }

    func items(
        perform action: References.ItemsSwipeAction,
        on row: References.Reference,
        for selection: References.Selection?
    ) {
        // Do what `action` means for `row`; change the data behind the list to update it.
    }

    func items(searchFor text: String, in scope: References.ItemsSearchScope) {
        // Publish the rows that match; the list shows what the rows function returns.
    }

    func items(perform item: References.ItemsContextMenuItem.AppItem, on row: References.Reference) {
        switch item {
        case .copyCitation:
            break // Perform it on `row`.
        case .moveToTrash:
            break // Perform it on `row`.
        }
    }
}
