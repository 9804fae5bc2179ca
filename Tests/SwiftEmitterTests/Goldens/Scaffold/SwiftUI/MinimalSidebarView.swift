// Written once by `layoutc scaffold` from Tests/SwiftEmitterTests/Fixtures/Minimal.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Minimal+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The Sidebar screen. `MinimalScreenViews` makes it for the row the user selected.
struct MinimalSidebarView: View {
    let selection: Minimal.Selection?

    var body: some View {
        Text("Nothing selected")
            .navigationTitle("Sidebar")
    }
}
