// Written once by `layoutc scaffold` from Specs/Notes.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Notes+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The NoteEditor screen. `NotesScreenViews` makes it for the row the user selected.
struct NotesNoteEditorView: View {
    let selection: Notes.Selection?

    var body: some View {
        Text(selection.map { "\($0)" } ?? "Nothing selected")
            .navigationTitle("NoteEditor")
            .toolbar {
                Notes.NoteEditorToolbarItem.toolbar { item in
                    didTap(item)
                }
            }
    }

    private func didTap(_ item: Notes.NoteEditorToolbarItem) {
        switch item {
        case .checklist:
            break // What this button does.
        case .table:
            break // What this button does.
        case .attachment:
            break // What this button does.
        case .markup:
            break // What this button does.
        }
    }
}
