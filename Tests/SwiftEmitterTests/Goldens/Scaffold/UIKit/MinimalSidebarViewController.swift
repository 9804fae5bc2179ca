// Written once by `layoutc scaffold` from Tests/SwiftEmitterTests/Fixtures/Minimal.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Minimal+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// The Sidebar screen. `MinimalScreens` makes it for the row the user selected.
final class MinimalSidebarViewController: UIViewController {
    let selection: Minimal.Selection?
    private let label = UILabel()

    init(selection: Minimal.Selection?) {
        self.selection = selection
        super.init(nibName: nil, bundle: nil)
        title = "Sidebar"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("MinimalSidebarViewController is created in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        label.numberOfLines = 0
        label.text = "Nothing selected"
        label.frame = view.bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(label)
    }
}
