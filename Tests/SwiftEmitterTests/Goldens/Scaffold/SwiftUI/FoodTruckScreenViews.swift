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

    func orderComplete(for selection: FoodTruck.Selection?) -> some View {
        FoodTruckOrderCompleteView(selection: selection)
    }

    func socialFeed(for selection: FoodTruck.Selection?) -> some View {
        FoodTruckSocialFeedView(selection: selection)
    }

    func subscriptionStore(for selection: FoodTruck.Selection?) -> some View {
        FoodTruckSubscriptionStoreView(selection: selection)
    }

    func socialMediaProviders(for selection: FoodTruck.Selection?) -> some View {
        FoodTruckSocialMediaProvidersView(selection: selection)
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

    func city(for selection: FoodTruck.Selection?) -> some View {
        FoodTruckCityView(selection: selection)
    }

    func perform(_ action: FoodTruck.AppAction) {
        switch action {
        case .markAsNextStep:
            break // What this action does.
        case .completeOrders:
            break // What this action does.
        case .restorePurchases:
            break // What this action does.
        case .showIcons:
            break // What this action does.
        case .showList:
            break // What this action does.
        case .sortByName:
            break // What this action does.
        case .sortByPopularity:
            break // What this action does.
        case .sortByFlavor:
            break // What this action does.
        }
    }

    func state(of action: FoodTruck.AppAction) -> FoodTruck.ActionState {
        // Whether `action` can run now (`enabled: app`) and whether it is on (`checked: app`).
        FoodTruck.ActionState()
    }

    func ordersPlacedRows(for selection: FoodTruck.Selection?) -> [FoodTruck.Order] {
        // Replace with your data for `selection`.
        [
            FoodTruck.Order(id: "placed-1", title: "Orders 1"),
            FoodTruck.Order(id: "placed-2", title: "Orders 2"),
            FoodTruck.Order(id: "placed-3", title: "Orders 3"),
        ]
    }

    func ordersPreparingRows(for selection: FoodTruck.Selection?) -> [FoodTruck.Order] {
        // Replace with your data for `selection`.
        [
            FoodTruck.Order(id: "preparing-1", title: "Orders 1"),
            FoodTruck.Order(id: "preparing-2", title: "Orders 2"),
            FoodTruck.Order(id: "preparing-3", title: "Orders 3"),
        ]
    }

    func ordersReadyRows(for selection: FoodTruck.Selection?) -> [FoodTruck.Order] {
        // Replace with your data for `selection`.
        [
            FoodTruck.Order(id: "ready-1", title: "Orders 1"),
            FoodTruck.Order(id: "ready-2", title: "Orders 2"),
            FoodTruck.Order(id: "ready-3", title: "Orders 3"),
        ]
    }

    func ordersCompletedRows(for selection: FoodTruck.Selection?) -> [FoodTruck.Order] {
        // Replace with your data for `selection`.
        [
            FoodTruck.Order(id: "completed-1", title: "Orders 1"),
            FoodTruck.Order(id: "completed-2", title: "Orders 2"),
            FoodTruck.Order(id: "completed-3", title: "Orders 3"),
        ]
    }

    func orders(didTap item: FoodTruck.OrdersToolbarItem) {
        switch item {
        case .viewDetails:
            break // What this button does.
        case .viewDetails2:
            break // What this button does.
        case .select:
            break // What this button does.
        }
    }

    func orders(searchFor text: String) {
        // Publish the rows that match; the list shows what the rows function returns.
    }

    func refundRows(for selection: FoodTruck.Selection?) -> [FoodTruck.RecentTransaction] {
        // Replace with your data for `selection`.
        [
            FoodTruck.RecentTransaction(id: "refund-1", title: "Refund purchases 1"),
            FoodTruck.RecentTransaction(id: "refund-2", title: "Refund purchases 2"),
            FoodTruck.RecentTransaction(id: "refund-3", title: "Refund purchases 3"),
        ]
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

    func content(of transient: FoodTruck.Transient, for selection: FoodTruck.Selection?) -> some View {
        // A share link, a picker, or a view of your own, for each entry.
        Text("\(transient)")
    }

    func didSelect(_ selection: FoodTruck.Selection) {
        switch selection {
        case .socialFeedPlusSettings:
            // These rows of SocialFeedPlusSettings have no destination in the spec: currentSubscription,
            // manageSubscription, showPlusPosts, advancedTools.
            break
        case .storeSupport:
            // These rows of StoreSupport have no destination in the spec: manageSubscription, restorePurchases.
            break
        default:
            break // The other rows open what the spec says.
        }
    }
}
