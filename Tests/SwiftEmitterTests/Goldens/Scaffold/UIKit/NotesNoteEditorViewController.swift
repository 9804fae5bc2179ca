// Written once by `layoutc scaffold` from Specs/Notes.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Notes+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// The NoteEditor screen. `NotesScreens` makes it for the row the user selected.
final class NotesNoteEditorViewController: UIViewController, Notes.RestorableScreen {
    let selection: Notes.Selection?
    private let label = UILabel()

    init(selection: Notes.Selection?) {
        self.selection = selection
        super.init(nibName: nil, bundle: nil)
        title = "NoteEditor"
        toolbarItems = Notes.NoteEditorToolbarItem.barButtonItems(at: .bottom) { [weak self] item, button in
            self?.didTap(item, button)
        }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("NotesNoteEditorViewController is created in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        label.numberOfLines = 0
        label.text = selection.map { "\($0)" } ?? "Nothing selected"
        Notes.pinToReadableWidth(label, in: view)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    private func didTap(_ item: Notes.NoteEditorToolbarItem, _ button: UIBarButtonItem) {
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

    /// The same screen for the other size class; carry over any state the user would miss.
    func makeRestoredCopy() -> UIViewController {
        NotesNoteEditorViewController(selection: selection)
    }
}
