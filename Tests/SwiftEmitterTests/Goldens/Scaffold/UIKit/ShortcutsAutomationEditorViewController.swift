// Written once by `layoutc scaffold` from Specs/Shortcuts.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Shortcuts+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// The AutomationEditor screen. `ShortcutsScreens` makes it for the row the user selected.
final class ShortcutsAutomationEditorViewController: UIViewController, Shortcuts.RestorableScreen {
    let selection: Shortcuts.Selection?
    private let label = UILabel()

    init(selection: Shortcuts.Selection?) {
        self.selection = selection
        super.init(nibName: nil, bundle: nil)
        title = "Edit Automation"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("ShortcutsAutomationEditorViewController is created in code")
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

    /// The same screen for the other size class; carry over any state the user would miss.
    func makeRestoredCopy() -> UIViewController {
        ShortcutsAutomationEditorViewController(selection: selection)
    }
}
