// Written once by `layoutc scaffold` from Specs/References.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated References+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// The AddItem screen. `ReferencesScreens` makes it for the row the user selected.
final class ReferencesAddItemViewController: UIViewController {
    let selection: References.Selection?
    /// Runs the toolbar's own actions (`action:` in the spec).
    weak var layout: References.Layout?
    private let label = UILabel()

    init(selection: References.Selection?) {
        self.selection = selection
        super.init(nibName: nil, bundle: nil)
        title = "Add by Identifier"
        navigationItem.leftBarButtonItems = References.AddItemToolbarItem.barButtonItems(
            at: .leading
        ) { [weak self] item, button in
            self?.didTap(item, button)
        }
        navigationItem.rightBarButtonItems = References.AddItemToolbarItem.barButtonItems(
            at: .trailing
        ) { [weak self] item, button in
            self?.didTap(item, button)
        }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("ReferencesAddItemViewController is created in code")
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

    private func didTap(_ item: References.AddItemToolbarItem, _ button: UIBarButtonItem) {
        if let action = item.action { layout?.run(action, from: self, anchor: .barButtonItem(button)); return }
        switch item {
        case .cancel:
            break // What this button does.
        case .add:
            break // What this button does.
        }
    }
}
