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
        summary: "With a `compact` flow, a screen a size-class change rebuilds that does not restore its state",
        rationale: """
            When a spec has its own compact flow, UIKit swaps between the columns and that flow \
            whenever the size class changes: rotating, entering Slide Over, resizing a Split View. \
            Every screen beyond the compact flow's own roots is rebuilt then: the supplementary \
            and secondary columns' screens and the screens pushed on top of them. One that is not \
            recreated in the other layout drops people back at the start, losing the mailbox, \
            message, note or editor they were in.
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
        app: Mail
        screens:
          Mailboxes:
            list:
              appearance: sidebar
              items:
                - { id: inbox, title: Inbox, image: tray }
              onSelect: { showSupplementary: Messages }
          ↓Messages:
            list:
              appearance: sidebarPlain
              items: dynamic
              itemType: Message
              onSelect: { showDetail: Message }
          Message:
            restoresState: true
            list:
              appearance: insetGrouped
              items:
                - { id: attachments, title: Attachments, image: paperclip }
              onSelect: { push: Attachment }
          ↓Attachment:
            title: Attachment
        split:
          style: tripleColumn
          primary: Mailboxes
          supplementary: Messages
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
        // Screens something pushes, found once (not once per screen: specs have thousands).
        let pushed = Set(context.graph.edges.lazy.filter { $0.kind == .push }.map(\.to))
        for reference in context.graph.rebuiltOnSizeClassChange {
            guard let screen = context.screen(named: reference.name) else { continue }
            if screen.restoresState?.value == true { continue }
            let name = screen.name.value
            let flow = RelatedLocation(range: compact.flowKeyRange, label: "the spec has its own compact flow")
            let message = "`\(name)` is \(Self.place(of: name, in: context.graph, pushed: pushed)) but does not restore its state; people lose their place when the size class changes"
            if let restores = screen.restoresState {
                findings.report(message, at: restores.range, label: "set to `true`", related: [flow],
                                help: "write `restoresState: true`",
                                fixIts: [.replace(restores.range, with: "true", message: "restore the screen's state")])
                continue
            }
            let at = screen.name.keyRange ?? screen.name.range
            var related = [flow]
            if reference.range != at { related.insert(RelatedLocation(range: reference.range, label: "shown here"), at: 0) }
            // Into the screen's own mapping (or after its name, for `Card:` with nothing under
            // it), never as a second `Card:` entry.
            var insertion = SourceEditing.insertEntry("restoresState: true", intoMapping: screen.range, in: context.source)
            if insertion == nil, screen.range.isEmpty, let key = screen.name.keyRange, key.end < context.source.bytes.count,
               context.source.bytes[key.end] == UInt8(ascii: ":") {
                // `Card:` with nothing under it gets a value of its own.
                insertion = TextEdit(range: .at(key.end + 1), replacement: " { restoresState: true }")
            }
            findings.report(message, at: at, label: "missing `restoresState: true`", related: related,
                            help: "add `restoresState: true` to `\(name)`",
                            fixIts: insertion.map { [FixIt(message: "restore the screen's state", edits: [$0])] } ?? [])
        }
    }

    /// "shown in the secondary column", "pushed in the primary column": where people see it.
    static func place(of screen: String, in graph: NavigationGraph, pushed: Set<String>) -> String {
        let columns = graph.columns(of: screen)
        let isTarget = pushed.contains(screen)
        let named = [Column.supplementary, .secondary, .primary].filter(columns.contains).map(\.rawValue)
        guard !named.isEmpty else { return "shown when a selection opens it" }
        let verb = isTarget && !columns.contains(.secondary) && !columns.contains(.supplementary) ? "pushed" : "shown"
        return "\(verb) in the \(named.joined(separator: " and ")) column\(named.count > 1 ? "s" : "")"
    }
}
