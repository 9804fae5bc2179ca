// Written once by `layoutc scaffold` from Specs/Mail.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Mail+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// The MessageDetail screen. `MailScreens` makes it for the row the user selected.
final class MailMessageDetailViewController: UIViewController, Mail.RestorableScreen {
    let selection: Mail.Selection?
    private let label = UILabel()

    init(selection: Mail.Selection?) {
        self.selection = selection
        super.init(nibName: nil, bundle: nil)
        title = "MessageDetail"
        toolbarItems = Mail.MessageDetailToolbarItem.barButtonItems(at: .bottom) { [weak self] item, button in
            self?.didTap(item, button)
        }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("MailMessageDetailViewController is created in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        label.numberOfLines = 0
        label.text = selection.map { "\($0)" } ?? "Nothing selected"
        Mail.pinToReadableWidth(label, in: view)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    private func didTap(_ item: Mail.MessageDetailToolbarItem, _ button: UIBarButtonItem) {
        switch item {
        case .archive:
            break // What this button does.
        case .move:
            break // What this button does.
        case .reply:
            break // What this button does.
        case .compose:
            break // What this button does.
        }
    }

    /// The same screen for the other size class; carry over any state the user would miss.
    func makeRestoredCopy() -> UIViewController {
        MailMessageDetailViewController(selection: selection)
    }
}
