// Written once by `layoutc scaffold` from Specs/References.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated References+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// The app's side of the References layout: the screens the spec leaves to the app, and its data.
@MainActor
final class ReferencesScreens: References.Screens {
    /// Set by the scene delegate; shows the spec's transient UI (`layout?.present(.addItem, from:)`).
    weak var layout: References.Layout?

    func makeAddItem(for selection: References.Selection?) -> UIViewController {
        let screen = ReferencesAddItemViewController(selection: selection)
        screen.layout = layout
        return screen
    }

    func makeItem(for selection: References.Selection?) -> UIViewController {
        ReferencesItemViewController(selection: selection)
    }

    func perform(_ action: References.AppAction) {
        switch action {
        case .newCollection:
            break // What this action does.
        case .addByIdentifier:
            break // What this action does.
        }
    }

    func loadCollections(_ list: References.CollectionsViewController, for selection: References.Selection?) {
        // Replace with your data for `selection`; apply again whenever it changes.
        list.apply(libraries: [
            (References.Library(id: "libraries-1", title: "Library 1"), [
                References.Collection(id: "libraries-1-1", title: "Library 1"),
                References.Collection(id: "libraries-1-2", title: "Library 2"),
                References.Collection(id: "libraries-1-3", title: "Library 3"),
            ]),
        ])
    }

    func collections(
        _ list: References.CollectionsViewController,
        perform item: References.CollectionsContextMenuItem.AppItem,
        on row: References.Collection
    ) {
        switch item {
        case .rename:
            break // Perform it on `row`.
        case .deleteCollection:
            break // Perform it on `row`.
        }
    }

    func collections(
        _ list: References.CollectionsViewController,
        didDrop rows: [References.Selection],
        onto row: References.Collection
    ) {
        // Move each dropped row into `row` in your data, then apply the lists that show them again.
    }

    func loadItems(_ list: References.ItemsViewController, for selection: References.Selection?) {
        // Replace with your data for `selection`; call `list.apply(_:)` again whenever it changes.
        list.apply([
            References.Reference(id: "items-1", title: "Items 1"),
            References.Reference(id: "items-2", title: "Items 2"),
            References.Reference(id: "items-3", title: "Items 3"),
        ])
    }

    func items(
        _ list: References.ItemsViewController,
        perform action: References.ItemsSwipeAction,
        on row: References.Reference,
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

    func items(_ list: References.ItemsViewController, searchFor text: String, in scope: References.ItemsSearchScope) {
        // Apply the rows that match: `list.apply(rows.filter { … })`.
    }

    func items(
        _ list: References.ItemsViewController,
        perform item: References.ItemsContextMenuItem.AppItem,
        on row: References.Reference
    ) {
        switch item {
        case .copyCitation:
            break // Perform it on `row`.
        case .moveToTrash:
            break // Perform it on `row`.
        }
    }
}
