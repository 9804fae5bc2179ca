// Written once by `layoutc scaffold` from Specs/Social.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Social+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// The Thread screen. `SocialScreens` makes it for the row the user selected.
final class SocialThreadViewController: UIViewController, Social.RestorableScreen {
    let selection: Social.Selection?
    /// Runs the toolbar's own actions (`action:` in the spec).
    weak var layout: Social.Layout?
    private let label = UILabel()

    init(selection: Social.Selection?) {
        self.selection = selection
        super.init(nibName: nil, bundle: nil)
        title = "Post"
        navigationItem.rightBarButtonItems = Social.ThreadToolbarItem.barButtonItems(
            at: .trailing
        ) { [weak self] item, button in
            self?.didTap(item, button)
        }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("SocialThreadViewController is created in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        label.numberOfLines = 0
        label.text = selection.map { "\($0)" } ?? "Nothing selected"
        Social.pinToReadableWidth(label, in: view)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    private func didTap(_ item: Social.ThreadToolbarItem, _ button: UIBarButtonItem) {
        if let action = item.action { layout?.run(action, from: self, anchor: .barButtonItem(button)); return }
        switch item {
        case .reply:
            break // What this button does.
        }
    }

    /// The same screen for the other size class; carry over any state the user would miss.
    func makeRestoredCopy() -> UIViewController {
        SocialThreadViewController(selection: selection)
    }
}
