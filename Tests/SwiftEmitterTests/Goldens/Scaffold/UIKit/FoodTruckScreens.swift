// Written once by `layoutc scaffold` from Specs/FoodTruck.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated FoodTruck+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// The app's side of the FoodTruck layout: the screens the spec leaves to the app, and its data.
@MainActor
final class FoodTruckScreens: FoodTruck.Screens {
    /// Set by the scene delegate; shows the spec's transient UI (`layout?.present(.completedOrder, from:)`).
    weak var layout: FoodTruck.Layout?

    func makeTruck(for selection: FoodTruck.Selection?) -> UIViewController {
        FoodTruckTruckViewController(selection: selection)
    }

    func makeOrderDetail(for selection: FoodTruck.Selection?) -> UIViewController {
        let screen = FoodTruckOrderDetailViewController(selection: selection)
        screen.layout = layout
        return screen
    }

    func makeOrderComplete(for selection: FoodTruck.Selection?) -> UIViewController {
        let screen = FoodTruckOrderCompleteViewController(selection: selection)
        screen.layout = layout
        return screen
    }

    func makeSocialFeed(for selection: FoodTruck.Selection?) -> UIViewController {
        let screen = FoodTruckSocialFeedViewController(selection: selection)
        screen.layout = layout
        return screen
    }

    func makeSubscriptionStore(for selection: FoodTruck.Selection?) -> UIViewController {
        let screen = FoodTruckSubscriptionStoreViewController(selection: selection)
        screen.layout = layout
        return screen
    }

    func makeSocialMediaProviders(for selection: FoodTruck.Selection?) -> UIViewController {
        FoodTruckSocialMediaProvidersViewController(selection: selection)
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

    func makeCity(for selection: FoodTruck.Selection?) -> UIViewController {
        FoodTruckCityViewController(selection: selection)
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

    func loadOrders(_ list: FoodTruck.OrdersViewController, for selection: FoodTruck.Selection?) {
        // Replace with your data for `selection`; apply again whenever it changes.
        list.apply(placed: [
            FoodTruck.Order(id: "placed-1", title: "Orders 1"),
            FoodTruck.Order(id: "placed-2", title: "Orders 2"),
            FoodTruck.Order(id: "placed-3", title: "Orders 3"),
        ])
        list.apply(preparing: [
            FoodTruck.Order(id: "preparing-1", title: "Orders 1"),
            FoodTruck.Order(id: "preparing-2", title: "Orders 2"),
            FoodTruck.Order(id: "preparing-3", title: "Orders 3"),
        ])
        list.apply(ready: [
            FoodTruck.Order(id: "ready-1", title: "Orders 1"),
            FoodTruck.Order(id: "ready-2", title: "Orders 2"),
            FoodTruck.Order(id: "ready-3", title: "Orders 3"),
        ])
        list.apply(completed: [
            FoodTruck.Order(id: "completed-1", title: "Orders 1"),
            FoodTruck.Order(id: "completed-2", title: "Orders 2"),
            FoodTruck.Order(id: "completed-3", title: "Orders 3"),
        ])
    }

    func orders(_ list: FoodTruck.OrdersViewController, didTap item: FoodTruck.OrdersToolbarItem) {
        switch item {
        case .viewDetails:
            break // What this button does.
        case .viewDetails2:
            break // What this button does.
        case .select:
            break // What this button does.
        }
    }

    func orders(_ list: FoodTruck.OrdersViewController, searchFor text: String) {
        // Apply each section's rows that match, as `load…` applies them.
    }

    func loadRefund(_ list: FoodTruck.RefundViewController, for selection: FoodTruck.Selection?) {
        // Replace with your data for `selection`; call `list.apply(_:)` again whenever it changes.
        list.apply([
            FoodTruck.RecentTransaction(id: "refund-1", title: "Refund purchases 1"),
            FoodTruck.RecentTransaction(id: "refund-2", title: "Refund purchases 2"),
            FoodTruck.RecentTransaction(id: "refund-3", title: "Refund purchases 3"),
        ])
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

    func makeContent(of transient: FoodTruck.Transient, for selection: FoodTruck.Selection?) -> UIViewController {
        // A share sheet (`UIActivityViewController`), a picker, or a controller of your own, for each entry.
        let controller = UIViewController()
        controller.title = "\(transient)"
        return controller
    }

    func didSelect(_ selection: FoodTruck.Selection, in list: UIViewController) {
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
