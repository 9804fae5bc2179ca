// Written once by `layoutc scaffold` from Specs/Reader.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Reader+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// The Article screen. `ReaderScreens` makes it for the row the user selected.
final class ReaderArticleViewController: UIViewController, Reader.RestorableScreen {
    let selection: Reader.Selection?
    /// Runs the toolbar's own actions (`action:` in the spec).
    weak var layout: Reader.Layout?
    private let label = UILabel()

    init(selection: Reader.Selection?) {
        self.selection = selection
        super.init(nibName: nil, bundle: nil)
        title = "Article"
        navigationItem.rightBarButtonItems = Reader.ArticleToolbarItem.barButtonItems(
            at: .trailing,
            action: { [weak self] item, button in self?.didTap(item, button) },
            state: { [weak self] in self?.layout?.state(of: $0) ?? Reader.ActionState() })
        toolbarItems = Reader.ArticleToolbarItem.barButtonItems(
            at: .bottom,
            action: { [weak self] item, button in self?.didTap(item, button) },
            state: { [weak self] in self?.layout?.state(of: $0) ?? Reader.ActionState() })
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("ReaderArticleViewController is created in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        label.numberOfLines = 0
        label.text = selection.map { "\($0)" } ?? "Nothing selected"
        Reader.pinToReadableWidth(label, in: view)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    private func didTap(_ item: Reader.ArticleToolbarItem, _ button: UIBarButtonItem) {
        if let action = item.action { layout?.run(action, from: self, anchor: .barButtonItem(button)); return }
        switch item {
        case .nextArticle:
            break // What this button does.
        case .previousArticle:
            break // What this button does.
        case .toggleRead:
            break // What this button does.
        case .toggleStarred:
            break // What this button does.
        case .nextUnread:
            break // What this button does.
        case .readerView:
            break // What this button does.
        case .share:
            break // What this button does.
        }
    }

    /// The same screen for the other size class; carry over any state the user would miss.
    func makeRestoredCopy() -> UIViewController {
        ReaderArticleViewController(selection: selection)
    }
}
