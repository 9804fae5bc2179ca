// Written once by `layoutc scaffold` from Specs/Reader.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Reader+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The Article screen. `ReaderScreenViews` makes it for the row the user selected.
struct ReaderArticleView: View {
    let selection: Reader.Selection?

    var body: some View {
        Text(selection.map { "\($0)" } ?? "Nothing selected")
            .navigationTitle("Article")
            .toolbar {
                Reader.ArticleToolbarItem.toolbar { item in
                    didTap(item)
                }
            }
    }

    private func didTap(_ item: Reader.ArticleToolbarItem) {
        switch item {
        case .nextArticle:
            break // What this button does.
        case .previousArticle:
            break // What this button does.
        case .toggleRead:
            break // What this button does.
        case .toggleStarred:
            break // What this button does.
        case .share:
            break // What this button does.
        }
    }
}
