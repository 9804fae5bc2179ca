// Written once by `layoutc scaffold` from Specs/Home.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Home+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The DeviceControls screen. `HomeScreenViews` makes it for the row the user selected.
struct HomeDeviceControlsView: View {
    let selection: Home.Selection?

    var body: some View {
        Text(selection.map { "\($0)" } ?? "Nothing selected")
            .navigationTitle("Controls")
    }
}
