// Written once by `layoutc scaffold` from Specs/Reader.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Reader+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// The AddFeed screen. `ReaderScreens` makes it for the row the user selected.
final class ReaderAddFeedViewController: UIViewController {
    let selection: Reader.Selection?
    /// Runs the toolbar's own actions (`action:` in the spec).
    weak var layout: Reader.Layout?
    private let label = UILabel()

    init(selection: Reader.Selection?) {
        self.selection = selection
        super.init(nibName: nil, bundle: nil)
        title = "Add Feed"
        navigationItem.leftBarButtonItems = Reader.AddFeedToolbarItem.barButtonItems(
            at: .leading,
            action: { [weak self] item, button in self?.didTap(item, button) },
            state: { [weak self] in self?.layout?.state(of: $0) ?? Reader.ActionState() })
        navigationItem.rightBarButtonItems = Reader.AddFeedToolbarItem.barButtonItems(
            at: .trailing,
            action: { [weak self] item, button in self?.didTap(item, button) },
            state: { [weak self] in self?.layout?.state(of: $0) ?? Reader.ActionState() })
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("ReaderAddFeedViewController is created in code")
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

    private func didTap(_ item: Reader.AddFeedToolbarItem, _ button: UIBarButtonItem) {
        if let action = item.action { layout?.run(action, from: self, anchor: .barButtonItem(button)); return }
        switch item {
        case .cancel:
            break // What this button does.
        case .add:
            break // What this button does.
        }
    }
}
