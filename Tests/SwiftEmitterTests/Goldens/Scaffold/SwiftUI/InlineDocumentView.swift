// Written once by `layoutc scaffold` from Tests/SwiftEmitterTests/Fixtures/Inline.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Inline+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The Document screen. `InlineScreenViews` makes it for the row the user selected.
struct InlineDocumentView: View {
    let selection: Inline.Selection?

    var body: some View {
        Text(selection.map { "\($0)" } ?? "Nothing selected")
            .navigationTitle("Document")
            .modifier(Inline.DocumentToolbarMenuItem.titleMenu { entry in didChoose(entry) })
    }

    private func didChoose(_ entry: Inline.DocumentToolbarMenuItem) {
        switch entry {
        case .rename:
            break // What this menu item does.
        case .duplicate:
            break // What this menu item does.
        }
    }
}
