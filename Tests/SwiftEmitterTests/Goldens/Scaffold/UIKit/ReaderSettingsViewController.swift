// Written once by `layoutc scaffold` from Specs/Reader.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Reader+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// The Settings screen. `ReaderScreens` makes it for the row the user selected.
final class ReaderSettingsViewController: UIViewController {
    let selection: Reader.Selection?
    /// Runs the toolbar's own actions (`action:` in the spec).
    weak var layout: Reader.Layout?
    private let label = UILabel()

    init(selection: Reader.Selection?) {
        self.selection = selection
        super.init(nibName: nil, bundle: nil)
        title = "Settings"
        navigationItem.rightBarButtonItems = Reader.SettingsToolbarItem.barButtonItems(
            at: .trailing
        ) { [weak self] item, button in
            self?.didTap(item, button)
        }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("ReaderSettingsViewController is created in code")
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

    private func didTap(_ item: Reader.SettingsToolbarItem, _ button: UIBarButtonItem) {
        if let action = item.action { layout?.run(action, from: self, anchor: .barButtonItem(button)); return }
        switch item {
        case .done:
            break // What this button does.
        }
    }
}
