// Written once by `layoutc scaffold` from Specs/References.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated References+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// The Item screen. `ReferencesScreens` makes it for the row the user selected.
final class ReferencesItemViewController: UIViewController, References.RestorableScreen {
    let selection: References.Selection?
    private let label = UILabel()

    init(selection: References.Selection?) {
        self.selection = selection
        super.init(nibName: nil, bundle: nil)
        title = "Item"
        navigationItem.rightBarButtonItems = References.ItemToolbarItem.barButtonItems(
            at: .trailing
        ) { [weak self] item, button in
            self?.didTap(item, button)
        }
        toolbarItems = References.ItemToolbarItem.barButtonItems(at: .bottom) { [weak self] item, button in
            self?.didTap(item, button)
        }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("ReferencesItemViewController is created in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        label.numberOfLines = 0
        label.text = selection.map { "\($0)" } ?? "Nothing selected"
        References.pinToReadableWidth(label, in: view)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    private func didTap(_ item: References.ItemToolbarItem, _ button: UIBarButtonItem) {
        switch item {
        case .openPDF:
            break // What this button does.
        case .share:
            break // What this button does.
        }
    }

    /// The same screen for the other size class; carry over any state the user would miss.
    func makeRestoredCopy() -> UIViewController {
        ReferencesItemViewController(selection: selection)
    }
}
