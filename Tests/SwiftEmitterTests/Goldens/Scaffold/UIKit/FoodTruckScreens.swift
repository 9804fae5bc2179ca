// Written once by `layoutc scaffold` from Specs/FoodTruck.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated FoodTruck+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// The app's side of the FoodTruck layout: the screens the spec leaves to the app, and its data.
@MainActor
final class FoodTruckScreens: FoodTruck.Screens {
    /// Set by the scene delegate; shows the spec's transient UI (`layout?.present(.subscriptionOptions, from:)`).
    weak var layout: FoodTruck.Layout?

    func makeTruck(for selection: FoodTruck.Selection?) -> UIViewController {
        FoodTruckTruckViewController(selection: selection)
    }

    func makeOrderDetail(for selection: FoodTruck.Selection?) -> UIViewController {
        FoodTruckOrderDetailViewController(selection: selection)
    }

    func makeSocialFeed(for selection: FoodTruck.Selection?) -> UIViewController {
        let screen = FoodTruckSocialFeedViewController(selection: selection)
        screen.layout = layout
        return screen
    }

    func makeSalesHistory(for selection: FoodTruck.Selection?) -> UIViewController {
        FoodTruckSalesHistoryViewController(selection: selection)
    }

    func makeDonutEditor(for selection: FoodTruck.Selection?) -> UIViewController {
        FoodTruckDonutEditorViewController(selection: selection)
    }

    func makeTopFive(for selection: FoodTruck.Selection?) -> UIViewController {
        FoodTruckTopFiveViewController(selection: selection)
    }

    func makeSocialFeedPlusSettings(for selection: FoodTruck.Selection?) -> UIViewController {
        let screen = FoodTruckSocialFeedPlusSettingsViewController(selection: selection)
        screen.layout = layout
        return screen
    }

    func perform(_ action: FoodTruck.AppAction) {
        switch action {
        case .showIcons:
            break // What this action does.
        case .showList:
            break // What this action does.
        case .sortByName:
            break // What this action does.
        case .sortByPopularity:
            break // What this action does.
        }
    }

    func state(of action: FoodTruck.AppAction) -> FoodTruck.ActionState {
        // Whether `action` can run now (`enabled: app`) and whether it is on (`checked: app`).
        FoodTruck.ActionState()
    }

    func loadOrders(_ list: FoodTruck.OrdersViewController, for selection: FoodTruck.Selection?) {
        // Replace with your data for `selection`; call `list.apply(_:)` again whenever it changes.
        list.apply([
            FoodTruck.Order(id: "orders-1", title: "Orders 1"),
            FoodTruck.Order(id: "orders-2", title: "Orders 2"),
            FoodTruck.Order(id: "orders-3", title: "Orders 3"),
        ])
    }

    func orders(_ list: FoodTruck.OrdersViewController, searchFor text: String) {
        // Apply the rows that match: `list.apply(rows.filter { … })`.
    }

    func loadDonutGallery(_ list: FoodTruck.DonutGalleryViewController, for selection: FoodTruck.Selection?) {
        // Replace with your data for `selection`; call `list.apply(_:)` again whenever it changes.
        list.apply([
            FoodTruck.Donut(id: "donutGallery-1", title: "Donuts 1"),
            FoodTruck.Donut(id: "donutGallery-2", title: "Donuts 2"),
            FoodTruck.Donut(id: "donutGallery-3", title: "Donuts 3"),
        ])
    }

    func donutGallery(_ list: FoodTruck.DonutGalleryViewController, searchFor text: String) {
        // Apply the rows that match: `list.apply(rows.filter { … })`.
    }
}
