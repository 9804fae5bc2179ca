// Written once by `layoutc scaffold` from Tests/SwiftEmitterTests/Fixtures/Kitchen.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Kitchen+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// The Recipe screen. `KitchenScreens` makes it for the row the user selected.
final class KitchenRecipeViewController: UIViewController, Kitchen.RestorableScreen {
    let selection: Kitchen.Selection?
    /// Runs the toolbar's own actions (`action:` in the spec).
    weak var layout: Kitchen.Layout?
    private let label = UILabel()

    init(selection: Kitchen.Selection?) {
        self.selection = selection
        super.init(nibName: nil, bundle: nil)
        title = "Recipe"
        // Every button until the screen knows its width (its traits are unspecified until it is shown).
        showToolbar()
        if #available(iOS 16.0, *) {
            let items = Kitchen.RecipeToolbarMenuItem.titleMenu
            navigationItem.titleMenuProvider = items.titleMenuProvider { [weak self] entry in
                guard let self else { return }
                self.didChoose(entry, .title(of: self))
            }
        }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("KitchenRecipeViewController is created in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        followWidthClass()
        label.numberOfLines = 0
        label.text = selection.map { "\($0)" } ?? "Nothing selected"
        Kitchen.pinToReadableWidth(label, in: view)
    }

    /// The bar buttons for the width on screen: some show in one width class only (`sizeClass:`).
    private func showToolbar() {
        let width = traitCollection.horizontalSizeClass
        navigationItem.rightBarButtonItems = Kitchen.RecipeToolbarItem.barButtonItems(
            at: .trailing,
            in: width
        ) { [weak self] item, button in
            self?.didTap(item, button)
        }
        toolbarItems = Kitchen.RecipeToolbarItem.barButtonItems(at: .bottom, in: width) { [weak self] item, button in
            self?.didTap(item, button)
        }
    }

    /// Shows the toolbar for the width the view loads in, and follows the width class from then on.
    private func followWidthClass() {
        showToolbar()
        if #available(iOS 17.0, *) {
            registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (screen: Self, _: UITraitCollection) in
                screen.showToolbar()
            }
        }
    }

    @available(*, deprecated, message: "Before iOS 17 only; from iOS 17 the screen registers for the change")
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if #unavailable(iOS 17.0), previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass {
            showToolbar()
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    private func didTap(_ item: Kitchen.RecipeToolbarItem, _ button: UIBarButtonItem) {
        if let action = item.action { layout?.run(action, from: self, anchor: .barButtonItem(button)); return }
        switch item {
        case .cook:
            break // What this button does.
        case .counter:
            break // What this button does.
        case .cellar:
            break // What this button does.
        case .timers:
            break // What this button does.
        case .share:
            break // What this button does.
        }
    }

    private func didChoose(_ entry: Kitchen.RecipeToolbarMenuItem, _ anchor: Kitchen.TransientAnchor) {
        if let action = entry.action { layout?.run(action, from: self, anchor: anchor); return }
        switch entry {
        case .shareRecipe:
            break // What this menu item does.
        case .asText:
            break // What this menu item does.
        case .asPDF:
            break // What this menu item does.
        }
    }

    /// The same screen for the other size class; carry over any state the user would miss.
    func makeRestoredCopy() -> UIViewController {
        KitchenRecipeViewController(selection: selection)
    }
}
