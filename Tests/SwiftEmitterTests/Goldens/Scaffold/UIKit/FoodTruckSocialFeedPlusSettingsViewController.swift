// Written once by `layoutc scaffold` from Specs/FoodTruck.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated FoodTruck+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// The SocialFeedPlusSettings screen. `FoodTruckScreens` makes it for the row the user selected.
final class FoodTruckSocialFeedPlusSettingsViewController: UIViewController {
    let selection: FoodTruck.Selection?
    /// Runs the toolbar's own actions (`action:` in the spec).
    weak var layout: FoodTruck.Layout?
    private let label = UILabel()

    init(selection: FoodTruck.Selection?) {
        self.selection = selection
        super.init(nibName: nil, bundle: nil)
        title = "Manage Social Feed+"
        navigationItem.rightBarButtonItems = FoodTruck.SocialFeedPlusSettingsToolbarItem.barButtonItems(
            at: .trailing
        ) { [weak self] item, button in
            self?.didTap(item, button)
        }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("FoodTruckSocialFeedPlusSettingsViewController is created in code")
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

    private func didTap(_ item: FoodTruck.SocialFeedPlusSettingsToolbarItem, _ button: UIBarButtonItem) {
        if let action = item.action { layout?.run(action, from: self, anchor: .barButtonItem(button)); return }
        switch item {
        case .dismiss:
            break // What this button does.
        }
    }
}
