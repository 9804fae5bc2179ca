// Written once by `layoutc scaffold` from Specs/Reader.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Reader+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The Article screen. `ReaderScreenViews` makes it for the row the user selected.
struct ReaderArticleView: View {
    let selection: Reader.Selection?
    /// Runs the toolbar's own actions (`action:` in the spec); `RootView` provides it.
    @Environment(\.layoutcReaderRun) private var run
    /// The app's state of the toolbar's actions; `RootView` provides it.
    @Environment(\.layoutcReaderActionState) private var actionState

    var body: some View {
        Text(selection.map { "\($0)" } ?? "Nothing selected")
            .navigationTitle("Article")
            .toolbar {
                Reader.ArticleToolbarItem.toolbar(
                    action: { item in didTap(item) },
                    state: { action in actionState?(action) ?? Reader.ActionState() })
            }
    }

    @MainActor
    private func didTap(_ item: Reader.ArticleToolbarItem) {
        if let action = item.action { run?(action); return }
        switch item {
        case .nextArticle:
            break // What this button does.
        case .previousArticle:
            break // What this button does.
        case .toggleRead:
            break // What this button does.
        case .toggleStarred:
            break // What this button does.
        case .nextUnread:
            break // What this button does.
        case .readerView:
            break // What this button does.
        case .share:
            break // What this button does.
        }
    }
}
