import Diagnostics
import LayoutModel

/// Every screen a spec names must be defined, under `screens:` or inline in a column.
struct UnknownScreen: Rule {
    static let evidence = Evidence.valuesPresent
    static let descriptor = RuleDescriptor(
        id: "unknown-screen",
        category: .structure,
        defaultSeverity: .error,
        summary: "A reference to a screen that is not defined",
        rationale: """
            A column, selection action, tab or transient UI entry that names a screen nobody \
            defined has nothing to show: the row would do nothing when tapped, or the column, tab \
            or popover would be blank. A typo in a screen name is the usual cause.
            """)

    static let basis = """
        Every column (`setViewController(_:for:)`), selection (`showDetailViewController(_:sender:)`, \
        push) and tab (`UITabBarController.viewControllers`) needs a view controller; the spec's \
        screens are where those view controllers come from.
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
              onSelect: { showDetail: ↓MesageDetail }
          MessageDetail:
            restoresState: true
        split:
          style: doubleColumn
          primary: Mailboxes
          secondary: ↓MessageDetial
        """),
        RuleExample("""
        spec: 1
        app: Photos
        screens:
          Library:
            restoresState: true
          Albums:
        split:
          style: doubleColumn
          primary: Albums
          secondary: Library
          compact:
            tabBar:
              tabs:
                - { title: Library, image: photo, root: Library }
                - { title: Albums, image: rectangle.stack, root: ↓Album }
        transient:
          - { id: share, kind: sheet, screen: ↓Sharing }
        """),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Notes
        screens:
          Editor:
        split:
          style: doubleColumn
          primary:
            name: Folders
            list:
              appearance: sidebar
              items:
                - { id: all, title: All Notes, image: folder }
              onSelect: { showDetail: Editor }
          secondary: Editor
          compact:
            navigation: { root: Folders }
        """),
        RuleExample("""
        spec: 1
        app: Mail
        screens:
          Mailboxes:
          Message:
        split:
          style: doubleColumn
          primary: Mailboxes
          secondary: Message
        transient:
          - { id: compose, kind: sheet, screen: Mailboxes }
        """),
    ]

    func check(_ context: RuleContext, into findings: inout Findings) {
        let spec = context.spec
        // `screens:` that failed to decode leaves every name unknown, not undefined.
        if let key = spec.screensKeyRange, spec.undecoded.contains(where: { $0 != spec.range && $0.start <= key.start && key.end <= $0.end }) {
            return
        }
        let names = spec.screenNames
        var suggestions = Suggestions.Answers(names)
        for reference in spec.screenReferences where context.screen(named: reference.name.value) == nil {
            let name = reference.name.value
            let suggestion = suggestions.closest(to: name)
            let defined = names.isEmpty ? "the spec defines no screens"
                : names.count <= 12 ? "defined screens: \(Suggestions.list(names, conjunction: "and"))"
                : "the spec defines \(names.count) screens"
            findings.report(
                "no screen named `\(name)`; \(reference.description) refers to it",
                at: reference.name.range,
                label: "not defined",
                notes: [defined],
                help: suggestion.map { "did you mean `\($0)`?" } ?? "define `\(name)` under `screens:`, or name a screen that exists",
                fixIts: suggestion.map { [.replace(reference.name.range, with: $0, message: "change to `\($0)`")] } ?? [])
        }
    }
}
