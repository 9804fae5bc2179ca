// Written once by `layoutc scaffold` from Specs/FoodTruck.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated FoodTruck+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// The DonutEditor screen. `FoodTruckScreens` makes it for the row the user selected.
final class FoodTruckDonutEditorViewController: UIViewController, FoodTruck.RestorableScreen {
    let selection: FoodTruck.Selection?
    private let label = UILabel()

    init(selection: FoodTruck.Selection?) {
        self.selection = selection
        super.init(nibName: nil, bundle: nil)
        title = "New Donut"
        if #available(iOS 16.0, *) {
            let items = FoodTruck.DonutEditorToolbarMenuItem.titleMenu
            navigationItem.titleMenuProvider = items.titleMenuProvider { [weak self] entry in
                guard let self else { return }
                self.didChoose(entry)
            }
        }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("FoodTruckDonutEditorViewController is created in code")
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

    private func didChoose(_ entry: FoodTruck.DonutEditorToolbarMenuItem) {
        switch entry {
        case .myAction:
            break // What this menu item does.
        }
    }

    /// The same screen for the other size class; carry over any state the user would miss.
    func makeRestoredCopy() -> UIViewController {
        FoodTruckDonutEditorViewController(selection: selection)
    }
}
