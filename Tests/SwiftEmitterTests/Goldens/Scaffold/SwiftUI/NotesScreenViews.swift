// Written once by `layoutc scaffold` from Specs/Notes.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Notes+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The app's side of the Notes layout: the screens the spec leaves to the app, and its data.
/// `NotesApp` shows the layout with one (`WindowGroup { Notes.RootView(screens:) }`). Keep your data
/// here. Make the class `@Observable` (iOS 17) or, to run on iOS 16, an `ObservableObject`
/// with `@Published` data, which `RootView` observes, so the lists refresh when its data changes.
@MainActor
final class NotesScreenViews: Notes.ScreenViews {
    func noteEditor(for selection: Notes.Selection?) -> some View {
        NotesNoteEditorView(selection: selection)
    }

    func noteListRows(for selection: Notes.Selection?) -> [Notes.Note] {
        // Replace with your data for `selection`.
        [
            Notes.Note(id: "noteList-1", title: "Notes 1"),
            Notes.Note(id: "noteList-2", title: "Notes 2"),
            Notes.Note(id: "noteList-3", title: "Notes 3"),
        ]
    }

    func noteList(perform action: Notes.NoteListSwipeAction, on row: Notes.Note, for selection: Notes.Selection?) {
        // Do what `action` means for `row`; change the data behind the list to update it.
    }

    func noteList(didTap item: Notes.NoteListToolbarItem) {
        switch item {
        case .newNote:
            break // What this button does.
        }
    }
}
