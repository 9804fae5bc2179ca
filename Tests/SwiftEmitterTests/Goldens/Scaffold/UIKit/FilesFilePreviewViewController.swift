// Written once by `layoutc scaffold` from Specs/Files.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Files+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// The FilePreview screen. `FilesScreens` makes it for the row the user selected.
final class FilesFilePreviewViewController: UIViewController, Files.RestorableScreen {
    let selection: Files.Selection?
    private let label = UILabel()

    init(selection: Files.Selection?) {
        self.selection = selection
        super.init(nibName: nil, bundle: nil)
        title = "Preview"
        toolbarItems = Files.FilePreviewToolbarItem.barButtonItems(at: .bottom) { [weak self] item, button in
            self?.didTap(item, button)
        }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("FilesFilePreviewViewController is created in code")
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

    private func didTap(_ item: Files.FilePreviewToolbarItem, _ button: UIBarButtonItem) {
        switch item {
        case .share:
            break // What this button does.
        case .markup:
            break // What this button does.
        }
    }

    /// The same screen for the other size class; carry over any state the user would miss.
    func makeRestoredCopy() -> UIViewController {
        FilesFilePreviewViewController(selection: selection)
    }
}
