// Written once by `layoutc scaffold` from Tests/SwiftEmitterTests/Fixtures/Kitchen.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Kitchen+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// The Counter screen. `KitchenScreens` makes it for the row the user selected.
final class KitchenCounterViewController: UIViewController, Kitchen.RestorableScreen {
    let selection: Kitchen.Selection?
    private let label = UILabel()

    init(selection: Kitchen.Selection?) {
        self.selection = selection
        super.init(nibName: nil, bundle: nil)
        title = "Counter"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("KitchenCounterViewController is created in code")
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

    /// The same screen for the other size class; carry over any state the user would miss.
    func makeRestoredCopy() -> UIViewController {
        KitchenCounterViewController(selection: selection)
    }
}
