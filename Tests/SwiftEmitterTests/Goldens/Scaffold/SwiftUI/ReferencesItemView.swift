// Written once by `layoutc scaffold` from Specs/References.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated References+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The Item screen. `ReferencesScreenViews` makes it for the row the user selected.
struct ReferencesItemView: View {
    let selection: References.Selection?

    var body: some View {
        Text(selection.map { "\($0)" } ?? "Nothing selected")
            .navigationTitle("Item")
            .toolbar {
                References.ItemToolbarItem.toolbar { item in
                    didTap(item)
                }
            }
    }

    private func didTap(_ item: References.ItemToolbarItem) {
        switch item {
        case .openPDF:
            break // What this button does.
        case .share:
            break // What this button does.
        }
    }
}
