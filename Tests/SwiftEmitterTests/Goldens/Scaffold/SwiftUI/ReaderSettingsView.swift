// Written once by `layoutc scaffold` from Specs/Reader.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Reader+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The Settings screen. `ReaderScreenViews` makes it for the row the user selected.
struct ReaderSettingsView: View {
    let selection: Reader.Selection?
    /// Runs the toolbar's own actions (`action:` in the spec); `RootView` provides it.
    @Environment(\.layoutcReaderRun) private var run

    var body: some View {
        Text(selection.map { "\($0)" } ?? "Nothing selected")
            .navigationTitle("Settings")
            .toolbar {
                Reader.SettingsToolbarItem.toolbar { item in
                    didTap(item)
                }
            }
    }

    @MainActor
    private func didTap(_ item: Reader.SettingsToolbarItem) {
        if let action = item.action { run?(action); return }
        switch item {
        case .done:
            break // What this button does.
        }
    }
}
