// Written once by `layoutc scaffold` from Specs/Shortcuts.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Shortcuts+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// The ShortcutEditor screen. `ShortcutsScreens` makes it for the row the user selected.
final class ShortcutsShortcutEditorViewController: UIViewController, Shortcuts.RestorableScreen {
    let selection: Shortcuts.Selection?
    private let label = UILabel()

    init(selection: Shortcuts.Selection?) {
        self.selection = selection
        super.init(nibName: nil, bundle: nil)
        title = "Edit Shortcut"
        toolbarItems = Shortcuts.ShortcutEditorToolbarItem.barButtonItems(at: .bottom) { [weak self] item, button in
            self?.didTap(item, button)
        }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("ShortcutsShortcutEditorViewController is created in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        label.numberOfLines = 0
        label.text = selection.map { "\($0)" } ?? "Nothing selected"
        label.frame = view.bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(label)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    private func didTap(_ item: Shortcuts.ShortcutEditorToolbarItem, _ button: UIBarButtonItem) {
        switch item {
        case .run:
            break // What this button does.
        case .share:
            break // What this button does.
        }
    }

    /// The same screen for the other size class; carry over any state the user would miss.
    func makeRestoredCopy() -> UIViewController {
        ShortcutsShortcutEditorViewController(selection: selection)
    }
}
