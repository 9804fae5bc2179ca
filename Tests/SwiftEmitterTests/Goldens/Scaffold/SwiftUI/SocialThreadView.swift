// Written once by `layoutc scaffold` from Specs/Social.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Social+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The Thread screen. `SocialScreenViews` makes it for the row the user selected.
struct SocialThreadView: View {
    let selection: Social.Selection?

    var body: some View {
        Text(selection.map { "\($0)" } ?? "Nothing selected")
            .navigationTitle("Post")
            .toolbar {
                Social.ThreadToolbarItem.toolbar(
                    action: { item in didTap(item) },
                    choose: { entry in didChoose(entry) }
                )
            }
    }

    private func didTap(_ item: Social.ThreadToolbarItem) {
        switch item {
        case .more:
            break // What this button does.
        }
    }

    private func didChoose(_ entry: Social.ThreadToolbarMenuItem) {
        switch entry {
        case .sharePost:
            break // What this menu item does.
        case .bookmark:
            break // What this menu item does.
        case .deletePost:
            break // What this menu item does.
        }
    }
}
