// Written once by `layoutc scaffold` from Specs/Social.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Social+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The Thread screen. `SocialScreenViews` makes it for the row the user selected.
struct SocialThreadView: View {
    let selection: Social.Selection?
    /// Runs the toolbar's own actions (`action:` in the spec); `RootView` provides it.
    @Environment(\.layoutcSocialRun) private var run

    var body: some View {
        Text(selection.map { "\($0)" } ?? "Nothing selected")
            .navigationTitle("Post")
            .toolbar {
                Social.ThreadToolbarItem.toolbar { item in
                    didTap(item)
                }
            }
    }

    @MainActor
    private func didTap(_ item: Social.ThreadToolbarItem) {
        if let action = item.action { run?(action); return }
        switch item {
        case .reply:
            break // What this button does.
        }
    }
}
