// Written once by `layoutc scaffold` from Specs/FoodTruck.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated FoodTruck+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// The OrderDetail screen. `FoodTruckScreens` makes it for the row the user selected.
final class FoodTruckOrderDetailViewController: UIViewController, FoodTruck.RestorableScreen {
    let selection: FoodTruck.Selection?
    /// Runs the toolbar's own actions (`action:` in the spec).
    weak var layout: FoodTruck.Layout?
    private let label = UILabel()

    init(selection: FoodTruck.Selection?) {
        self.selection = selection
        super.init(nibName: nil, bundle: nil)
        title = "Order"
        navigationItem.rightBarButtonItems = FoodTruck.OrderDetailToolbarItem.barButtonItems(
            at: .trailing,
            action: { [weak self] item, button in self?.didTap(item, button) },
            state: { [weak self] in self?.layout?.state(of: $0) ?? FoodTruck.ActionState() })
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("FoodTruckOrderDetailViewController is created in code")
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

    private func didTap(_ item: FoodTruck.OrderDetailToolbarItem, _ button: UIBarButtonItem) {
        if let action = item.action { layout?.run(action, from: self, anchor: .barButtonItem(button)); return }
        switch item {
        case .prepare:
            break // What this button does.
        }
    }

    /// The same screen for the other size class; carry over any state the user would miss.
    func makeRestoredCopy() -> UIViewController {
        FoodTruckOrderDetailViewController(selection: selection)
    }
}
