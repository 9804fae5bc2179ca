// Written once by `layoutc scaffold` from Tests/SwiftEmitterTests/Fixtures/Inline.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Inline+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// The Document screen. `InlineScreens` makes it for the row the user selected.
final class InlineDocumentViewController: UIViewController, Inline.RestorableScreen {
    let selection: Inline.Selection?
    private let label = UILabel()

    init(selection: Inline.Selection?) {
        self.selection = selection
        super.init(nibName: nil, bundle: nil)
        title = "Document"
        if #available(iOS 16.0, *) {
            let items = Inline.DocumentToolbarMenuItem.titleMenu
            navigationItem.titleMenuProvider = items.titleMenuProvider { [weak self] entry in
                guard let self else { return }
                self.didChoose(entry)
            }
        }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("InlineDocumentViewController is created in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        label.numberOfLines = 0
        label.text = selection.map { "\($0)" } ?? "Nothing selected"
        Inline.pinToReadableWidth(label, in: view)
    }

    private func didChoose(_ entry: Inline.DocumentToolbarMenuItem) {
        switch entry {
        case .rename:
            break // What this menu item does.
        case .duplicate:
            break // What this menu item does.
        }
    }

    /// The same screen for the other size class; carry over any state the user would miss.
    func makeRestoredCopy() -> UIViewController {
        InlineDocumentViewController(selection: selection)
    }
}
