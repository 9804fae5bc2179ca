// Written once by `layoutc scaffold` from Specs/Social.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Social+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The Profile screen. `SocialScreenViews` makes it for the row the user selected.
struct SocialProfileView: View {
    let selection: Social.Selection?

    var body: some View {
        Text(selection.map { "\($0)" } ?? "Nothing selected")
            .navigationTitle("Profile")
            .toolbar {
                Social.ProfileToolbarItem.toolbar(
                    action: { item in didTap(item) },
                    choose: { entry in didChoose(entry) }
                )
            }
    }

    private func didTap(_ item: Social.ProfileToolbarItem) {
        switch item {
        case .more:
            break // What this button does.
        }
    }

    private func didChoose(_ entry: Social.ProfileToolbarMenuItem) {
        switch entry {
        case .shareProfile:
            break // What this menu item does.
        case .muteAccount:
            break // What this menu item does.
        case .blockAccount:
            break // What this menu item does.
        case .reportAccount:
            break // What this menu item does.
        }
    }
}
