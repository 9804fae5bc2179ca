// Written once by `layoutc scaffold` from Specs/Home.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Home+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The app's side of the Home layout: the screens the spec leaves to the app, and its data.
/// `HomeApp` shows the layout with one (`WindowGroup { Home.RootView(screens:) }`). Keep your data
/// here. Make the class `@Observable` (iOS 17) or, to run on iOS 16, an `ObservableObject`
/// with `@Published` data, which `RootView` observes, so the lists refresh when its data changes.
@MainActor
final class HomeScreenViews: Home.ScreenViews {
    func deviceControls(for selection: Home.Selection?) -> some View {
        HomeDeviceControlsView(selection: selection)
    }

    func roomDetailRows(for selection: Home.Selection?) -> [Home.Device] {
        // Replace with your data for `selection`.
        [
            Home.Device(id: "roomDetail-1", title: "Room 1"),
            Home.Device(id: "roomDetail-2", title: "Room 2"),
            Home.Device(id: "roomDetail-3", title: "Room 3"),
        ]
    }

    func roomDetail(perform action: Home.RoomDetailSwipeAction, on row: Home.Device, for selection: Home.Selection?) {
        // Do what `action` means for `row`; change the data behind the list to update it.
    }

    func roomDetail(didTap item: Home.RoomDetailToolbarItem) {
        switch item {
        case .addAccessory:
            break // What this button does.
        case .scenes:
            break // What this button does.
        }
    }
}
