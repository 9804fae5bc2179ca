// Written once by `layoutc scaffold` from Tests/SwiftEmitterTests/Fixtures/Kitchen.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Kitchen+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The Counter screen. `KitchenScreenViews` makes it for the row the user selected.
struct KitchenCounterView: View {
    let selection: Kitchen.Selection?

    var body: some View {
        Text(selection.map { "\($0)" } ?? "Nothing selected")
            .navigationTitle("Counter")
    }
}
