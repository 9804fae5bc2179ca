// The programmatic navigation API as Docs/CodeGeneration.md shows it: the documented example,
// compiled and run against the UIKit model, in both widths.
import LayoutRuntime
import UIKit

@MainActor func scenario_theDocumentedExampleOpensAMessageInEitherWidth() {
    for sizeClass in [UIUserInterfaceSizeClass.regular, .compact] {
        UIKitModel.reset()
        let layout = Mail.Layout(screens: MailScreens())
        let window = launch(layout.splitViewController, sizeClass) { layout.install(in: $0) }
        let message = Mail.Message(id: "sample-1", title: "Sample 1")
        var changes = 0
        layout.navigator.onChange = { _ in changes += 1 }
        // Open the VIP mailbox and its first message, as if the user had picked them.
        layout.navigator.open([
            Step(Route(.messageList, selection: .mailboxes(.vip)), in: .supplementary),
            Step(Route(.messageDetail, selection: .messageList(message)), in: .secondary),
        ])
        let screens = titles(window).flatMap { $0 }
        Scenario.check(screens.contains("Mailboxes") && screens.contains("Inbox") && screens.contains("MessageDetail"),
                       "open(_:) in \(sizeClass) width shows \(titles(window))")
        Scenario.check(layout.navigator.state.highlightedSelection(in: .primary) == .mailboxes(.vip),
                       "the sidebar highlights the mailbox opened from code")
        Scenario.check(changes == 1, "onChange heard \(changes) changes for one open(_:)")
        let saved = layout.navigator.state
        Scenario.check(Mail.Layout(screens: MailScreens()).navigator.restore(saved), "a saved state restores in a new layout")
        Scenario.checkNoExceptions("opening from code in \(sizeClass) width")
    }
}
