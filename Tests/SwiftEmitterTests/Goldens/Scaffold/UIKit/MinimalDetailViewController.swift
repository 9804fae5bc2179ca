// Written once by `layoutc scaffold` from Tests/SwiftEmitterTests/Fixtures/Minimal.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Minimal+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// The Detail screen. `MinimalScreens` makes it for the row the user selected.
final class MinimalDetailViewController: UIViewController {
    let selection: Minimal.Selection?
    private let label = UILabel()

    init(selection: Minimal.Selection?) {
        self.selection = selection
        super.init(nibName: nil, bundle: nil)
        title = "Detail"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("MinimalDetailViewController is created in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        label.numberOfLines = 0
        label.text = "Nothing selected"
        Minimal.pinToReadableWidth(label, in: view)
    }
}
