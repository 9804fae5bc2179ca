import Diagnostics
import LayoutModel

/// Every app action a control runs must be declared under `actions:`.
struct UnknownAction: Rule {
    static let evidence = Evidence.valuesPresent
    static let descriptor = RuleDescriptor(
        id: "unknown-action",
        category: .structure,
        defaultSeverity: .error,
        summary: "A `perform:` that names an app action not declared under `actions:`, a `present:` or `dismiss:` that names no transient UI entry, or an `openScene:` or `closeScene:` that names no scene kind",
        rationale: """
            App actions become cases of the generated `AppAction` and one `perform(_:)` the app \
            implements; a button that names an action nobody declared would do nothing when \
            tapped. `present:` and `dismiss:` name a transient UI entry by its `id`, which becomes a \
            case of the generated `Transient`; `openScene:` and `closeScene:` name a kind under \
            `scenes:`, a case of the generated `SceneKind`. A typo in the name is the usual cause.
            """)

    static let basis = """
        A toolbar button is a `UIBarButtonItem` whose `UIAction` handler runs the action; the \
        handler needs an `AppAction` case to hand to `perform(_:)`, and the cases come from \
        `actions:`. `present:` becomes `Layout.present(_:from:anchor:)` with a `Transient` case, \
        whose cases come from the `id`s under `transient:`. `openScene:` becomes \
        `Layout.openScene(_:for:from:)` with a `SceneKind` case, from the names under `scenes:`.
        """

    static let triggeringExamples: [RuleExample] = [
        // A menu entry opens from its control; nothing can present it.
        RuleExample("""
        spec: 1
        app: Reader
        screens:
          Feeds:
            list: { appearance: sidebar, items: [{ id: all, title: All }], onSelect: { showDetail: Article } }
            toolbar:
              - { title: Move, image: folder, placement: trailing, action: { present: ↓moveMenu } }
          Article:
        split: { style: doubleColumn, primary: Feeds, secondary: Article }
        transient:
          - { id: moveMenu, kind: menu, screen: Feeds, dismissOn: [outsideTap] }
        """),
        RuleExample("""
        spec: 1
        app: Reader
        screens:
          Timeline:
            list:
              appearance: sidebarPlain
              items: dynamic
              itemType: Article
              swipeActions:
                leading:
                  - { title: Info, image: info.circle, action: { present: ↓articleInfo } }
                trailing:
                  - { title: Star, image: star, action: { perform: ↓star } }
              onSelect: { showDetail: Article }
          Article:
            restoresState: true
        split:
          style: doubleColumn
          primary: Timeline
          secondary: Article
        """),
        RuleExample("""
        spec: 1
        app: Reader
        screens:
          Feeds:
            list:
              appearance: sidebar
              items:
                - { id: all, title: All Unread, image: tray }
              onSelect: { showDetail: Articles }
            toolbar:
              - { title: Refresh, image: arrow.clockwise, placement: trailing, action: { perform: ↓refrsh } }
              - { title: Add, image: plus, action: { perform: ↓addFeed } }
          Articles:
            restoresState: true
        actions:
          refresh: { title: Refresh, image: arrow.clockwise }
        split:
          style: doubleColumn
          primary: Feeds
          secondary: Articles
        """),
        RuleExample("""
        spec: 1
        app: Social
        screens:
          Timeline:
            list:
              appearance: sidebar
              items:
                - { id: home, title: Home, image: house }
              onSelect: { showDetail: Post }
            toolbar:
              - { title: Compose, image: square.and.pencil, placement: trailing, action: { perform: ↓compose } }
          Post:
            restoresState: true
        split:
          style: doubleColumn
          primary: Timeline
          secondary: Post
        """),
        RuleExample("""
        spec: 1
        app: Social
        screens:
          Timeline:
            list:
              appearance: sidebar
              items:
                - { id: home, title: Home, image: house }
              onSelect: { showDetail: Post }
            toolbar:
              - { title: Compose, image: square.and.pencil, placement: trailing, action: { present: ↓composr } }
          Post:
            restoresState: true
          Compose:
            toolbar:
              - { title: Cancel, placement: leading, action: { dismiss: ↓composeSheet } }
        split:
          style: doubleColumn
          primary: Timeline
          secondary: Post
        transient:
          - { id: composer, kind: formSheet, content: Compose }
        """),
        RuleExample("""
        spec: 1
        app: Social
        screens:
          Timeline:
            list:
              appearance: sidebar
              items:
                - { id: home, title: Home, image: house }
              onSelect: { showDetail: Post }
            toolbar:
              - { title: Compose, image: square.and.pencil, placement: trailing, action: { openScene: ↓composer } }
          Post:
            restoresState: true
          Compose:
            toolbar:
              - { title: Cancel, placement: leading, action: { closeScene: compose } }
        scenes:
          compose: { screen: Compose, title: New Post }
        split:
          style: doubleColumn
          primary: Timeline
          secondary: Post
        """),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Social
        screens:
          Timeline:
            list:
              appearance: sidebar
              items:
                - { id: home, title: Home, image: house }
              onSelect: { showDetail: Post }
            toolbar:
              - { title: Post, image: doc, placement: trailing, action: { showDetail: Post } }
          Post:
        split:
          style: doubleColumn
          primary: Timeline
          secondary: Post
        """),
        RuleExample("""
        spec: 1
        app: Reader
        screens:
          Feeds:
            list:
              appearance: sidebar
              items:
                - { id: all, title: All Unread, image: tray }
              onSelect: { showDetail: Articles }
            toolbar:
              - { title: Refresh, image: arrow.clockwise, placement: trailing, action: { perform: refresh } }
          Articles:
        actions:
          refresh:
        split:
          style: doubleColumn
          primary: Feeds
          secondary: Articles
        """),
    ]

    func check(_ context: RuleContext, into findings: inout Findings) {
        let spec = context.spec
        let names = spec.appActions.map(\.name.value)
        let declared = Set(names)
        let ids = spec.transient.compactMap(\.id?.value)
        let transients = Set(ids)
        // A menu entry is a control's menu (`MenuPresentation.attach(_:to:)`): nothing presents it.
        let menus = Set(spec.transient.filter { $0.kind?.value == .menu }.compactMap(\.id?.value))
        let kinds = spec.scenes.map(\.name.value)
        let sceneNames = Set(kinds)
        // One `Answers` per kind of name, so each misspelling is measured once.
        var suggestions: [String: Suggestions.Answers] = [:]
        // `present:`/`dismiss:` name a transient entry, `openScene:`/`closeScene:` a scene kind.
        spec.forEachAction { action in
            let kind = action.kind.value, name = action.target.value
            if kind.namesTransient, !transients.contains(name) {
                reportUnknown(action, "no transient UI entry with the id `\(name)` to \(kind.rawValue)", label: "no such entry",
                              known: ids, listed: "transient UI entries", noneDeclared: "the spec declares no transient UI",
                              declare: "add it under `transient:` (`- { id: \(name), kind: formSheet, content: … }`)", suggestions: &suggestions, into: &findings)
            } else if kind == .present, menus.contains(name) {
                findings.report(
                    "`\(name)` is a menu, which opens from the control it is attached to; `present:` cannot show it",
                    at: action.target.range,
                    label: "a menu entry",
                    notes: ["UIKit opens a menu only from its control (UIBarButtonItem.h:106-110): the layout attaches it with `layout.\(SwiftIdentifier.caseName(for: name) ?? name).attach(_:to:)`"],
                    help: "give the button a `menu:` of its own, or make the entry a popover (`kind: popover`) with `content:`")
            } else if kind.namesScene, !sceneNames.contains(name) {
                reportUnknown(action, "no scene kind named `\(name)` to \(kind == .openScene ? "open" : "close")", label: "no such scene kind",
                              known: kinds, listed: "scene kinds", noneDeclared: "the spec declares no scene kinds",
                              declare: "declare it under `scenes:` (`scenes: { \(name): { screen: … } }`)", suggestions: &suggestions, into: &findings)
            }
        }
        for action in spec.transient.flatMap({ $0.buttons.compactMap(\.action) })
        where action.kind.value == .perform && !declared.contains(action.target.value) {
            report(action, by: "an alert button", names: names, suggestions: &suggestions, into: &findings)
        }
        for action in spec.shortcuts.compactMap(\.action) where action.kind.value == .perform && !declared.contains(action.target.value) {
            report(action, by: "a keyboard shortcut", names: names, suggestions: &suggestions, into: &findings)
        }
        for action in (spec.split?.compact?.tabs ?? []).compactMap(\.action)
        where action.kind.value == .perform && !declared.contains(action.target.value) {
            report(action, by: "an action tab", names: names, suggestions: &suggestions, into: &findings)
        }
        for screen in spec.screens {
            for action in screen.toolbar.flatMap(\.actions) {
                guard action.kind.value == .perform, !declared.contains(action.target.value) else { continue }
                report(action, by: "a toolbar item of `\(screen.name.value)`", names: names, suggestions: &suggestions, into: &findings)
            }
            for action in screen.list?.rowActions ?? [] where action.kind.value == .perform && !declared.contains(action.target.value) {
                report(action, by: "a row of `\(screen.name.value)`", names: names, suggestions: &suggestions, into: &findings)
            }
            for action in screen.list?.contextMenu.compactMap(\.action) ?? [] {
                guard action.kind.value == .perform, !declared.contains(action.target.value) else { continue }
                report(action, by: "a context menu item of `\(screen.name.value)`", names: names, suggestions: &suggestions, into: &findings)
            }
            for action in screen.list?.swipeActionActions ?? [] where action.kind.value == .perform && !declared.contains(action.target.value) {
                report(action, by: "a swipe action of `\(screen.name.value)`", names: names, suggestions: &suggestions, into: &findings)
            }
        }
    }

    /// A name that matches none of `known`: the closest one as a fix-it, or how to declare it.
    func reportUnknown(_ action: Action, _ message: String, label: String, known: [String], listed: String, noneDeclared: String,
                       declare: String, suggestions: inout [String: Suggestions.Answers], into findings: inout Findings) {
        let suggestion = suggestions[listed, default: Suggestions.Answers(known)].closest(to: action.target.value)
        findings.report(
            message,
            at: action.target.range,
            label: label,
            notes: [known.isEmpty ? noneDeclared : Suggestions.listed(known, heading: listed, counted: listed == "declared actions" ? "app actions" : listed)],
            help: suggestion.map { "did you mean `\($0)`?" } ?? declare,
            fixIts: suggestion.map { [.replace(action.target.range, with: $0, message: "change to `\($0)`")] } ?? [])
    }

    func report(_ action: Action, by control: String, names: [String], suggestions: inout [String: Suggestions.Answers],
                into findings: inout Findings) {
        let name = action.target.value
        reportUnknown(action, "no app action named `\(name)`; \(control) performs it", label: "not declared",
                      known: names, listed: "declared actions", noneDeclared: "the spec declares no app actions",
                      declare: "declare it under `actions:` (`actions: { \(name): { title: … } }`)", suggestions: &suggestions, into: &findings)
    }
}
