// Written once by `layoutc scaffold` from Tests/SwiftEmitterTests/Fixtures/Minimal.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Minimal+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The Detail screen. `MinimalScreenViews` makes it for the row the user selected.
struct MinimalDetailView: View {
    let selection: Minimal.Selection?

    var body: some View {
        Text("Nothing selected")
            .navigationTitle("Detail")
    }
}
