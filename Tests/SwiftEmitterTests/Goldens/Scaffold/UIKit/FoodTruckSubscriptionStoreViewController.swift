// Written once by `layoutc scaffold` from Specs/FoodTruck.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated FoodTruck+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// The SubscriptionStore screen. `FoodTruckScreens` makes it for the row the user selected.
final class FoodTruckSubscriptionStoreViewController: UIViewController {
    let selection: FoodTruck.Selection?
    /// Runs the toolbar's own actions (`action:` in the spec).
    weak var layout: FoodTruck.Layout?
    private let label = UILabel()

    init(selection: FoodTruck.Selection?) {
        self.selection = selection
        super.init(nibName: nil, bundle: nil)
        title = "SubscriptionStore"
        navigationItem.rightBarButtonItems = FoodTruck.SubscriptionStoreToolbarItem.barButtonItems(
            at: .trailing
        ) { [weak self] item, button in
            self?.didTap(item, button)
        }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("FoodTruckSubscriptionStoreViewController is created in code")
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

    private func didTap(_ item: FoodTruck.SubscriptionStoreToolbarItem, _ button: UIBarButtonItem) {
        if let action = item.action { layout?.run(action, from: self, anchor: .barButtonItem(button)); return }
        switch item {
        case .xmarkCircleFill:
            break // What this button does.
        }
    }
}
