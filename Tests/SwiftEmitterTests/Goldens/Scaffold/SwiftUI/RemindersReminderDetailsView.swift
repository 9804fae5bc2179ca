// Written once by `layoutc scaffold` from Specs/Reminders.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Reminders+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The ReminderDetails screen. `RemindersScreenViews` makes it for the row the user selected.
struct RemindersReminderDetailsView: View {
    let selection: Reminders.Selection?

    var body: some View {
        Text(selection.map { "\($0)" } ?? "Nothing selected")
            .navigationTitle("Details")
    }
}
