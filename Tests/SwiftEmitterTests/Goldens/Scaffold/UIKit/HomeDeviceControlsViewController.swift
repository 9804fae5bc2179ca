// Written once by `layoutc scaffold` from Specs/Home.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Home+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// The DeviceControls screen. `HomeScreens` makes it for the row the user selected.
final class HomeDeviceControlsViewController: UIViewController, Home.RestorableScreen {
    let selection: Home.Selection?
    private let label = UILabel()

    init(selection: Home.Selection?) {
        self.selection = selection
        super.init(nibName: nil, bundle: nil)
        title = "Controls"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("HomeDeviceControlsViewController is created in code")
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
        HomeDeviceControlsViewController(selection: selection)
    }
}
