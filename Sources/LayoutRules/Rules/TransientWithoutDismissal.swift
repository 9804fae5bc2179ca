import Diagnostics
import LayoutModel
import SpecSource

/// Popovers, menus and pickers should go away by themselves.
struct TransientWithoutDismissal: Rule {
    static let descriptor = RuleDescriptor(
        id: "transient-without-dismissal",
        category: .guideline,
        defaultSeverity: .warning,
        summary: "A popover, menu or picker with no `dismissOn` signal",
        rationale: """
            Transient UI floats over the task people are doing. If nothing dismisses it, it stays \
            in the way until they find the one tap that closes it, interrupting the flow of work \
            every time it appears.
            """)

    static let basis = """
        HIG, Popovers: a popover closes by itself when it is no longer needed, usually when \
        someone taps outside it or picks an item. Sheets are modal and close through their own \
        buttons, so they are exempt.
        """

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Notes
        split:
          style: doubleColumn
          primary: { name: Folders }
          secondary: { name: Editor }
        transient:
          - { id: inkPicker, kind: ↓picker, screen: Editor }
          - id: sortMenu
            kind: ↓menu
            screen: Folders
        """),
        RuleExample("""
        spec: 1
        app: Files
        split:
          style: doubleColumn
          primary: { name: Browse }
          secondary: { name: Preview }
        transient:
          - id: info
            kind: ↓popover
            screen: Preview
            dismissOn: []
        """),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Notes
        split:
          style: doubleColumn
          primary: { name: Folders }
          secondary: { name: Editor }
        transient:
          - { id: inkPicker, kind: picker, screen: Editor, dismissOn: [draw] }
          - { id: sortMenu, kind: menu, screen: Folders, dismissOn: [outsideTap, scroll] }
        """),
        RuleExample("""
        spec: 1
        app: Mail
        split:
          style: doubleColumn
          primary: { name: Mailboxes }
          secondary: { name: Message }
        transient:
          - id: compose
            kind: sheet
            screen: Message
        """),
    ]

    func check(_ context: RuleContext, into findings: inout Findings) {
        for entry in context.spec.transient {
            guard let kind = entry.kind, kind.value.blocksUntilDismissed, entry.dismissOn.isEmpty else { continue }
            // A `dismissOn` whose values all failed to decode is `unknown-value`'s finding.
            if let key = entry.dismissOnKeyRange, !writtenEmpty(after: key, in: context.source) { continue }
            let insertion = entry.dismissOnKeyRange == nil
                ? SourceEditing.insertEntry("dismissOn: [outsideTap]", intoMapping: entry.range, in: context.source) : nil
            findings.report(
                "this \(kind.value.rawValue) has no `dismissOn` signal, so it stays open until people find how to close it",
                at: kind.range,
                label: "never dismisses itself",
                help: "add `dismissOn: [outsideTap]` (or `scroll`, `draw`, `typing`, `externalEvent`)",
                fixIts: insertion.map { [FixIt(message: "dismiss it when people tap outside", edits: [$0])] } ?? [])
        }
    }

    /// `dismissOn: []` or `dismissOn:` with nothing after it.
    func writtenEmpty(after key: SourceRange, in source: SourceFile) -> Bool {
        var rest = Substring(source.text(SourceRange(start: key.end, end: min(key.end + 80, source.bytes.count))))
        if let lineEnd = rest.firstIndex(where: { $0 == "\n" || $0 == "\r" || $0 == "#" }) { rest = rest[..<lineEnd] }
        let written = rest.drop { $0 == ":" || $0 == " " }.prefix { $0 != "," && $0 != "}" }
        return written.trimmingSpaces.isEmpty || written.filter { $0 != " " } == "[]"
    }
}

private extension Substring {
    var trimmingSpaces: Substring {
        var s = self
        while s.last == " " { s = s.dropLast() }
        return s
    }
}
