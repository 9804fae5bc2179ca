// Written once by `layoutc scaffold` from Specs/Notes.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Notes+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// The app's side of the Notes layout: the screens the spec leaves to the app, and its data.
@MainActor
final class NotesScreens: Notes.Screens {
    /// Set by the scene delegate; shows the spec's transient UI (`layout?.inkColorPicker.present(_:from:anchor:)`).
    weak var layout: Notes.Layout?

    func makeNoteEditor(for selection: Notes.Selection?) -> UIViewController {
        NotesNoteEditorViewController(selection: selection)
    }

    func loadNoteList(_ list: Notes.NoteListViewController, for selection: Notes.Selection?) {
        // Replace with your data for `selection`; call `list.apply(_:)` again whenever it changes.
        list.apply([
            Notes.Note(id: "noteList-1", title: "Notes 1"),
            Notes.Note(id: "noteList-2", title: "Notes 2"),
            Notes.Note(id: "noteList-3", title: "Notes 3"),
        ])
    }

    func noteList(
        _ list: Notes.NoteListViewController,
        perform action: Notes.NoteListSwipeAction,
        on row: Notes.Note,
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        if action.isDestructive {
            // To ask first, present an alert here and call `completion` from its buttons.
            list.apply(list.rows.filter { $0.id != row.id })
            completion(true)
            return
        }
        // Do what `action` means for `row`; call `completion(true)` once it is done, or
        // `completion(false)` to just close the row.
        completion(false)
    }

    func noteList(_ list: Notes.NoteListViewController, didTap item: Notes.NoteListToolbarItem) {
        switch item {
        case .newNote:
            break // What this button does.
        }
    }
}
