// Written once by `layoutc scaffold` from Specs/FoodTruck.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated FoodTruck+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// The SocialMediaProviders screen. `FoodTruckScreens` makes it for the row the user selected.
final class FoodTruckSocialMediaProvidersViewController: UIViewController {
    let selection: FoodTruck.Selection?
    private let label = UILabel()

    init(selection: FoodTruck.Selection?) {
        self.selection = selection
        super.init(nibName: nil, bundle: nil)
        title = "SocialMediaProviders"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("FoodTruckSocialMediaProvidersViewController is created in code")
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
}
