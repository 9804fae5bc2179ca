// Written once by `layoutc scaffold` from Specs/Mail.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Mail+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The MessageDetail screen. `MailScreenViews` makes it for the row the user selected.
struct MailMessageDetailView: View {
    let selection: Mail.Selection?

    var body: some View {
        Text(selection.map { "\($0)" } ?? "Nothing selected")
            .navigationTitle("MessageDetail")
            .toolbar {
                Mail.MessageDetailToolbarItem.toolbar { item in
                    didTap(item)
                }
            }
    }

    private func didTap(_ item: Mail.MessageDetailToolbarItem) {
        switch item {
        case .archive:
            break // What this button does.
        case .move:
            break // What this button does.
        case .reply:
            break // What this button does.
        case .compose:
            break // What this button does.
        }
    }
}
