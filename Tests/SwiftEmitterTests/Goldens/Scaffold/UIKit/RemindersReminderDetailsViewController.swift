// Written once by `layoutc scaffold` from Specs/Reminders.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Reminders+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// The ReminderDetails screen. `RemindersScreens` makes it for the row the user selected.
final class RemindersReminderDetailsViewController: UIViewController, Reminders.RestorableScreen {
    let selection: Reminders.Selection?
    private let label = UILabel()

    init(selection: Reminders.Selection?) {
        self.selection = selection
        super.init(nibName: nil, bundle: nil)
        title = "Details"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("RemindersReminderDetailsViewController is created in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        label.numberOfLines = 0
        label.text = selection.map { "\($0)" } ?? "Nothing selected"
        Reminders.pinToReadableWidth(label, in: view)
    }

    /// The same screen for the other size class; carry over any state the user would miss.
    func makeRestoredCopy() -> UIViewController {
        RemindersReminderDetailsViewController(selection: selection)
    }
}
