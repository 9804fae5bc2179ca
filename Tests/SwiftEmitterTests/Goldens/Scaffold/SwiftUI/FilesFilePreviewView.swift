// Written once by `layoutc scaffold` from Specs/Files.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Files+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The FilePreview screen. `FilesScreenViews` makes it for the row the user selected.
struct FilesFilePreviewView: View {
    let selection: Files.Selection?

    var body: some View {
        Text(selection.map { "\($0)" } ?? "Nothing selected")
            .navigationTitle("Preview")
            .toolbar {
                Files.FilePreviewToolbarItem.toolbar { item in
                    didTap(item)
                }
            }
    }

    private func didTap(_ item: Files.FilePreviewToolbarItem) {
        switch item {
        case .share:
            break // What this button does.
        case .markup:
            break // What this button does.
        }
    }
}
