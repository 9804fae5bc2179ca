import Diagnostics
import LayoutModel
import SpecSource

/// A full swipe performs the action at the edge at once: a destructive one there needs a
/// confirmation or an Undo.
struct DestructiveSwipeUnconfirmed: Rule {
    static let evidence = Evidence.valuesPresent
    static let descriptor = RuleDescriptor(
        id: "destructive-swipe-unconfirmed",
        category: .guideline,
        defaultSeverity: .warning,
        summary: "A destructive swipe action a full swipe performs, with neither `confirm:` nor `undoable: true`",
        rationale: """
            A full swipe runs the action at the edge without another tap, and people make full \
            swipes by accident while scrolling. A destructive action there must be either asked \
            about first or possible to take back; otherwise one careless gesture destroys data.
            """)

    static let basis = """
        UISwipeActionsConfiguration: the first action is the one a full swipe performs, \
        `performsFirstActionWithFullSwipe` defaults to true (UISwipeActionsConfiguration.h:18-21). \
        HIG, Alerts and Undo and redo: confirm destructive actions people can't undo, or let them \
        undo (Mail's and Notes' deletions are undoable; Shortcuts and Home ask first).
        """

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Shortcuts
        screens:
          Library:
            list:
              appearance: sidebar
              items: dynamic
              itemType: Shortcut
              swipeActions:
                trailing:
                  - ↓{ title: Delete, style: destructive, image: trash }
              onSelect: { showDetail: Editor }
          Editor:
        split: { style: doubleColumn, primary: Library, secondary: Editor }
        """),
        RuleExample("""
        spec: 1
        app: Home
        screens:
          Rooms:
            list:
              appearance: sidebar
              items: dynamic
              itemType: Accessory
              swipeActions:
                leading:
                  - ↓{ title: Remove, style: destructive, undoable: false }
              onSelect: { showDetail: Room }
          Room:
        split: { style: doubleColumn, primary: Rooms, secondary: Room }
        """),
        // Presenting a sheet is not asking: the data is gone as the sheet opens.
        RuleExample("""
        spec: 1
        app: Shortcuts
        screens:
          Library:
            list:
              appearance: sidebar
              items: dynamic
              itemType: Shortcut
              swipeActions:
                trailing:
                  - ↓{ title: Delete, style: destructive, image: trash, action: { present: deleted } }
              onSelect: { showDetail: Editor }
          Editor:
          Deleted:
        split: { style: doubleColumn, primary: Library, secondary: Editor }
        transient:
          - { id: deleted, kind: sheet, screen: Library, content: Deleted }
        """),
        // Lists sharing one mapping share its action: one finding, naming the lists.
        RuleExample("""
        spec: 1
        app: Mail
        screens:
          Mailboxes:
            list:
              appearance: sidebar
              items:
                - { id: inbox, title: Inbox, image: tray, onSelect: { showSupplementary: Inbox } }
                - { id: archive, title: Archive, image: archivebox, onSelect: { showSupplementary: Archive } }
          Inbox:
            list:
              appearance: sidebarPlain
              items: dynamic
              itemType: Message
              swipeActions: &swipes
                trailing:
                  - ↓{ title: Delete, style: destructive, image: trash }
              onSelect: { showDetail: Reader }
          Archive:
            list:
              appearance: sidebarPlain
              items: dynamic
              itemType: Message
              swipeActions: *swipes
              onSelect: { showDetail: Reader }
          Reader:
        split: { style: tripleColumn, primary: Mailboxes, supplementary: Inbox, secondary: Reader }
        """),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        // The swipe presents an alert that asks first (the pattern the behaviour reference documents).
        RuleExample("""
        spec: 1
        app: Shortcuts
        screens:
          Library:
            list:
              appearance: sidebar
              items: dynamic
              itemType: Shortcut
              swipeActions:
                trailing:
                  - { title: Delete, style: destructive, image: trash, action: { present: confirmDelete } }
              onSelect: { showDetail: Editor }
          Editor:
        split: { style: doubleColumn, primary: Library, secondary: Editor }
        actions:
          deleteShortcut:
        transient:
          - id: confirmDelete
            kind: alert
            screen: Library
            title: Delete this shortcut?
            buttons:
              - { title: Delete, role: destructive, action: { perform: deleteShortcut } }
              - { title: Cancel, role: cancel }
        """),
        RuleExample("""
        spec: 1
        app: Shortcuts
        screens:
          Library:
            list:
              appearance: sidebar
              items: dynamic
              itemType: Shortcut
              swipeActions:
                trailing:
                  - { title: Delete, style: destructive, image: trash, confirm: Delete this shortcut? }
              onSelect: { showDetail: Editor }
          Editor:
        split: { style: doubleColumn, primary: Library, secondary: Editor }
        """),
        RuleExample("""
        spec: 1
        app: Notes
        screens:
          Notes:
            list:
              appearance: sidebarPlain
              items: dynamic
              itemType: Note
              swipeActions:
                trailing:
                  - { title: Delete, style: destructive, image: trash, undoable: true }   # Recently Deleted
              onSelect: { showDetail: Note }
          Note:
        split: { style: doubleColumn, primary: Notes, secondary: Note }
        """),
    ]

    func check(_ context: RuleContext, into findings: inout Findings) {
        // One finding per action as written: lists sharing one `&swipes` mapping share the
        // action, and a finding per list would repeat the same place thousands of times.
        // Keyed by edge too: one mapping can be a list's leading actions and another's (or its
        // own) trailing ones (`leading: &a`, `trailing: *a`), and the message names the edge.
        struct Place: Hashable {
            var range: SourceRange
            var edge: String
        }
        var places: [(edge: String, action: SwipeAction, screens: [String])] = []
        var placeIndex: [Place: Int] = [:]
        // Transient entries that ask (an alert, a confirmation dialog), by id: a swipe that presents
        // one asks first, as `confirm:` does.
        let asking = Set(context.spec.transient.compactMap { entry in entry.kind?.value.isAlert == true ? entry.id?.value : nil })
        for screen in context.spec.screens {
            guard let swipes = screen.list?.swipeActions else { continue }
            for (edge, actions) in [("trailing", swipes.trailing), ("leading", swipes.leading)] {
                guard let first = actions.first, first.isDestructive, first.confirm == nil, first.undoable?.value != true else { continue }
                if let action = first.action, action.kind.value == .present, asking.contains(action.target.value) { continue }
                let place = Place(range: first.range, edge: edge)
                if let index = placeIndex[place] {
                    places[index].screens.append(screen.name.value)
                } else {
                    placeIndex[place] = places.count
                    places.append((edge, first, [screen.name.value]))
                }
            }
        }
        for (edge, first, screens) in places {
            let title = first.title?.value ?? "the action"
            let question = "\(title) this item?"
            let insertion = first.undoable == nil
                ? SourceEditing.insertEntry("confirm: \(question)", intoMapping: first.range, in: context.source) : nil
            findings.report(
                "`\(title)` destroys data and a full \(edge) swipe on \(Self.rows(of: screens)) performs it at once, with no confirmation and no Undo",
                at: first.range,
                label: "a full swipe runs it",
                help: "ask first with `confirm: \(question)` (or an `action:` that presents an alert or a confirmation dialog), or declare `undoable: true` if the app can take it back",
                fixIts: insertion.map { [FixIt(message: "ask before it runs", edits: [$0])] } ?? [])
        }
    }

    /// "a `Inbox` row", "a `Inbox` or `Archive` row", "a row of `Inbox`, `Archive` or one of the
    /// 12 other lists that share it".
    static func rows(of screens: [String]) -> String {
        let named = screens.map { "`\($0)`" }
        switch named.count {
        case 1: return "a \(named[0]) row"
        case 2, 3: return "a \(named.dropLast().joined(separator: ", ")) or \(named[named.count - 1]) row"
        default: return "a row of \(named[0]), \(named[1]) or one of the \(named.count - 2) other lists that share it"
        }
    }
}
