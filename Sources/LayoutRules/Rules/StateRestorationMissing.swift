import Diagnostics
import LayoutModel
import SpecSource

/// With a compact flow of its own, the app rebuilds its screens when the size class changes.
struct StateRestorationMissing: Rule {
    static let evidence = Evidence.wholeSpec
    static let descriptor = RuleDescriptor(
        id: "state-restoration-missing",
        category: .guideline,
        defaultSeverity: .warning,
        summary: "With a `compact` flow, a detail screen that does not restore its state",
        rationale: """
            When a spec has its own compact flow, UIKit swaps between the columns and that flow \
            whenever the size class changes: rotating, entering Slide Over, resizing a Split View. \
            A detail screen that is not recreated in the other layout drops people back at the \
            start, losing the message, note or file they were reading.
            """)

    static let basis = """
        A view controller set for `.compact` is used instead of the collapsed columns, so the \
        secondary column's content is not carried over; the split view delegate's collapse and \
        expand callbacks are where generated code recreates a screen that `restoresState`.
        """

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Mail
        screens:
          Mailboxes:
            list:
              appearance: sidebar
              items:
                - { id: inbox, title: Inbox, image: tray }
                - { id: drafts, title: Drafts, image: doc, onSelect: { showDetail: Draft } }
              onSelect: { showDetail: Message }
          ↓Message:
            readableWidth: true
          Draft:
            restoresState: ↓false
        split:
          style: doubleColumn
          primary: Mailboxes
          secondary: Message
          compact:
            navigation: { root: Mailboxes }
        """),
        RuleExample("""
        spec: 1
        app: Notes
        split:
          style: doubleColumn
          primary:
            name: Folders
            list:
              appearance: sidebar
              items:
                - { id: all, title: All Notes, image: folder }
              onSelect: { showDetail: Editor }
          ↓secondary: { name: Editor, readableWidth: true }
          compact:
            navigation: { root: Folders }
        """),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Mail
        screens:
          Mailboxes:
            list:
              appearance: sidebar
              items:
                - { id: inbox, title: Inbox, image: tray }
              onSelect: { showDetail: Message }
          Message:
            restoresState: true
        split:
          style: doubleColumn
          primary: Mailboxes
          secondary: Message
          compact:
            navigation: { root: Mailboxes }
        """),
        RuleExample("""
        spec: 1
        app: Contacts
        screens:
          People:
            list:
              appearance: sidebar
              items: dynamic
              itemType: Person
              onSelect: { showDetail: Card }
          Card:
            title: Contact
        split:
          style: doubleColumn
          primary: People
          secondary: Card
        """),
    ]

    func check(_ context: RuleContext, into findings: inout Findings) {
        guard let compact = context.spec.split?.compact else { return }
        var seen = Set<String>()
        for reference in context.graph.detailScreens.sorted(by: { $0.range.start < $1.range.start }) {
            guard seen.insert(reference.name).inserted, let screen = context.screen(named: reference.name) else { continue }
            let name = screen.name.value
            let flow = RelatedLocation(range: compact.flowKeyRange, label: "the spec has its own compact flow")
            if let restores = screen.restoresState {
                guard !restores.value else { continue }
                findings.report(
                    "`\(name)` is shown in the secondary column but does not restore its state; people lose their place when the size class changes",
                    at: restores.range,
                    label: "set to `true`",
                    related: [flow],
                    help: "write `restoresState: true`",
                    fixIts: [.replace(restores.range, with: "true", message: "restore the screen's state")])
                continue
            }
            let at = screen.name.keyRange ?? screen.name.range
            var related = [flow]
            if reference.range != at { related.insert(RelatedLocation(range: reference.range, label: "shown as a detail screen here"), at: 0) }
            let insertion = SourceEditing.insertEntry("restoresState: true", intoMapping: screen.range, in: context.source)
            findings.report(
                "`\(name)` is shown in the secondary column but does not restore its state; people lose their place when the size class changes",
                at: at,
                label: "missing `restoresState: true`",
                related: related,
                help: "add `restoresState: true` to `\(name)`",
                fixIts: insertion.map { [FixIt(message: "restore the screen's state", edits: [$0])] } ?? [])
        }
    }
}
