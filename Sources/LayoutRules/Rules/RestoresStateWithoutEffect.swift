import Diagnostics
import LayoutModel
import SpecSource

/// `restoresState` asks the layout to carry a screen's state across size-class changes; a
/// screen the layout never rebuilds or saves cannot be restored that way.
struct RestoresStateWithoutEffect: Rule {
    static let evidence = Evidence.wholeSpec
    static let descriptor = RuleDescriptor(
        id: "restores-state-without-effect",
        category: .guideline,
        defaultSeverity: .warning,
        summary: "`restoresState: true` on a screen shown only over the layout (a sheet, a popover, search results, a scene kind's window), where it does nothing",
        rationale: """
            `restoresState` moves a screen's live controller into the other layout when the size \
            class changes, so people keep their place. A screen shown only in a presentation or in \
            a window of its own is never rebuilt by a size-class change, and it is not part of the \
            navigation state the window saves: asking for state saving there does nothing, and the \
            spec reads as if the screen's draft or scroll position were kept when it is not.
            """)

    static let basis = """
        A presented view controller stays presented through a size-class change: UIKit adapts its \
        presentation style (UIAdaptivePresentationControllerDelegate, UIPresentationController.h:29-32) \
        instead of rebuilding it. Only the split view's collapse and expand \
        (UISplitViewControllerDelegate, iOS 14) rebuild screens, and only those are what the \
        generated navigation state records and the scene's restoration activity saves.
        """

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Social
        screens:
          Timeline:
            list: { appearance: sidebar, items: [{ id: home, title: Home }], onSelect: { showDetail: Post } }
            toolbar:
              - { title: Compose, image: square.and.pencil, placement: trailing, action: { present: composer } }
          Post:
            restoresState: true
          Compose:
            ↓restoresState: true
            toolbar:
              - { title: Cancel, placement: leading, action: { dismiss: composer } }
        split: { style: doubleColumn, primary: Timeline, secondary: Post }
        transient:
          - { id: composer, kind: pageSheet, content: Compose }
        """),
        RuleExample("""
        spec: 1
        app: Mail
        screens:
          Mailboxes:
            list: { appearance: sidebar, items: [{ id: inbox, title: Inbox }], onSelect: { showDetail: Message } }
            toolbar:
              - { title: New Message, image: square.and.pencil, placement: trailing, action: { openScene: compose } }
          Message:
            restoresState: true
          Compose:
            ↓restoresState: true
        scenes:
          compose: { screen: Compose }
        split: { style: doubleColumn, primary: Mailboxes, secondary: Message }
        """),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Social
        screens:
          Timeline:
            list: { appearance: sidebar, items: [{ id: home, title: Home }], onSelect: { showDetail: Post } }
            toolbar:
              - { title: Compose, image: square.and.pencil, placement: trailing, action: { present: composer } }
          Post:
            restoresState: true
          Compose:
            toolbar:
              - { title: Cancel, placement: leading, action: { dismiss: composer } }
        split: { style: doubleColumn, primary: Timeline, secondary: Post }
        transient:
          - { id: composer, kind: pageSheet, content: Compose }
        """),
        RuleExample("""
        spec: 1
        app: Mail
        screens:
          Mailboxes:
            list: { appearance: sidebar, items: [{ id: inbox, title: Inbox }], onSelect: { showDetail: Message } }
            toolbar:
              - { title: Open in New Window, image: macwindow.badge.plus, placement: trailing, action: { openScene: message } }
          Message:
            restoresState: true
        scenes:
          message: { screen: Message }
        split: { style: doubleColumn, primary: Mailboxes, secondary: Message }
        """),
    ]

    func check(_ context: RuleContext, into findings: inout Findings) {
        let presentedOnly = context.graph.shownOnlyWhenPresented
        guard !presentedOnly.isEmpty else { return }
        var seen = Set<String>()
        for screen in context.spec.screens where seen.insert(screen.name.value).inserted {
            guard let restores = screen.restoresState, restores.value, presentedOnly.contains(screen.name.value) else { continue }
            let key = restores.keyRange ?? restores.range
            let removal = SourceEditing.removeEntryLines(key: key, value: restores.range, in: context.source)
            findings.report(
                "`restoresState` does nothing on `\(screen.name.value)`: it is shown only over the layout, which a size-class change does not rebuild and the window does not save",
                at: key,
                label: "no effect here",
                notes: ["a sheet, a popover, search results and a scene kind's window keep their screen while they are shown"],
                help: "remove it; to keep a draft across launches, save it in the app",
                fixIts: removal.map { [FixIt(message: "remove `restoresState`", edits: [$0])] } ?? [])
        }
    }
}
