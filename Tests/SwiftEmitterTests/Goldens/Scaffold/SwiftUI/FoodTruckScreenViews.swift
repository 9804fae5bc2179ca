// Written once by `layoutc scaffold` from Specs/FoodTruck.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated FoodTruck+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The app's side of the FoodTruck layout: the screens the spec leaves to the app, and its data.
/// `FoodTruckApp` shows the layout with one (`WindowGroup { FoodTruck.RootView(screens:) }`). Keep your data
/// here. Make the class `@Observable` (iOS 17) or, to run on iOS 16, an `ObservableObject`
/// with `@Published` data, which `RootView` observes, so the lists refresh when its data changes.
@MainActor
final class FoodTruckScreenViews: FoodTruck.ScreenViews {
    func truck(for selection: FoodTruck.Selection?) -> some View {
        FoodTruckTruckView(selection: selection)
    }

    func orderDetail(for selection: FoodTruck.Selection?) -> some View {
        FoodTruckOrderDetailView(selection: selection)
    }

    func socialFeed(for selection: FoodTruck.Selection?) -> some View {
        FoodTruckSocialFeedView(selection: selection)
    }

    func salesHistory(for selection: FoodTruck.Selection?) -> some View {
        FoodTruckSalesHistoryView(selection: selection)
    }

    func donutEditor(for selection: FoodTruck.Selection?) -> some View {
        FoodTruckDonutEditorView(selection: selection)
    }

    func topFive(for selection: FoodTruck.Selection?) -> some View {
        FoodTruckTopFiveView(selection: selection)
    }

    func socialFeedPlusSettings(for selection: FoodTruck.Selection?) -> some View {
        FoodTruckSocialFeedPlusSettingsView(selection: selection)
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

    func ordersRows(for selection: FoodTruck.Selection?) -> [FoodTruck.Order] {
        // Replace with your data for `selection`.
        [
            FoodTruck.Order(id: "orders-1", title: "Orders 1"),
            FoodTruck.Order(id: "orders-2", title: "Orders 2"),
            FoodTruck.Order(id: "orders-3", title: "Orders 3"),
        ]
    }

    func orders(searchFor text: String) {
        // Publish the rows that match; the list shows what the rows function returns.
    }

    func donutGalleryRows(for selection: FoodTruck.Selection?) -> [FoodTruck.Donut] {
        // Replace with your data for `selection`.
        [
            FoodTruck.Donut(id: "donutGallery-1", title: "Donuts 1"),
            FoodTruck.Donut(id: "donutGallery-2", title: "Donuts 2"),
            FoodTruck.Donut(id: "donutGallery-3", title: "Donuts 3"),
        ]
    }

    func donutGallery(searchFor text: String) {
        // Publish the rows that match; the list shows what the rows function returns.
    }
}
