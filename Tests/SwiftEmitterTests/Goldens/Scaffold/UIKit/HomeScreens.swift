// Written once by `layoutc scaffold` from Specs/Home.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Home+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// The app's side of the Home layout: the screens the spec leaves to the app, and its data.
@MainActor
final class HomeScreens: Home.Screens {
    /// Set by the scene delegate; shows the spec's transient UI (`layout?.addAccessory.present(_:from:)`).
    weak var layout: Home.Layout?

    func makeDeviceControls(for selection: Home.Selection?) -> UIViewController {
        HomeDeviceControlsViewController(selection: selection)
    }

    func loadRoomDetail(_ list: Home.RoomDetailViewController, for selection: Home.Selection?) {
        // Replace with your data for `selection`; call `list.apply(_:)` again whenever it changes.
        list.apply([
            Home.Device(id: "roomDetail-1", title: "Room 1"),
            Home.Device(id: "roomDetail-2", title: "Room 2"),
            Home.Device(id: "roomDetail-3", title: "Room 3"),
        ])
    }

    func roomDetail(
        _ list: Home.RoomDetailViewController,
        perform action: Home.RoomDetailSwipeAction,
        on row: Home.Device,
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

    func roomDetail(_ list: Home.RoomDetailViewController, didTap item: Home.RoomDetailToolbarItem) {
        switch item {
        case .addAccessory:
            break // What this button does.
        case .scenes:
            break // What this button does.
        }
    }
}
