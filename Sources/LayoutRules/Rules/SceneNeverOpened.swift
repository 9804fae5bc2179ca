import Diagnostics
import LayoutModel

/// A kind of window the app declares should be one people can open.
struct SceneNeverOpened: Rule {
    static let evidence = Evidence.wholeSpec
    static let descriptor = RuleDescriptor(
        id: "scene-never-opened",
        category: .guideline,
        defaultSeverity: .warning,
        summary: "A scene kind under `scenes:` that no control opens with `openScene:`",
        rationale: """
            A scene kind is a window people open beside the main one: a compose window, an item \
            on its own. When no button, menu item, row, shortcut or tab opens it, its generated \
            activation code and its screen are dead weight, and the window the design promised is \
            nowhere to be found. Usually the `openScene:` was forgotten, or names the kind with a \
            typo (which `unknown-action` reports).
            """)

    static let basis = """
        A new window of a kind opens only on request: \
        `UIApplication.activateSceneSession(for:errorHandler:)` (iOS 17, UIApplication.h:181) or \
        `requestSceneSessionActivation(_:userActivity:options:errorHandler:)` (:184-187), and SwiftUI's \
        `openWindow(id:value:)`, which the generated code calls for `openScene:`. HIG, Multitasking: \
        let people open content in a new window when it helps them work on it beside something else.
        """

    static let triggeringExamples: [RuleExample] = [
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
          Post:
            restoresState: true
          Compose:
        scenes:
          ↓compose: { screen: Compose, title: New Post }
        split:
          style: doubleColumn
          primary: Timeline
          secondary: Post
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
            toolbar:
              - { title: Cancel, placement: leading, action: { closeScene: compose } }
          Viewer:
            toolbar:
              - { title: Close, placement: leading, action: { closeScene: viewer } }
        scenes:
          compose: { screen: Compose, title: New Message }
          ↓viewer: { screen: Viewer }
        split:
          style: doubleColumn
          primary: Mailboxes
          secondary: Message
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
          Post:
            restoresState: true
          Compose:
            toolbar:
              - { title: Cancel, placement: leading, action: { closeScene: compose } }
        scenes:
          compose: { screen: Compose, title: New Post }
        shortcuts:
          - { title: New Post, key: n, action: { openScene: compose } }
        split:
          style: doubleColumn
          primary: Timeline
          secondary: Post
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
              contextMenu:
                - { title: Open in New Window, image: macwindow.badge.plus, action: { openScene: article } }
              onSelect: { showDetail: Article }
          Article:
            restoresState: true
        scenes:
          article: { screen: Article }
        split:
          style: doubleColumn
          primary: Timeline
          secondary: Article
        """),
    ]

    func check(_ context: RuleContext, into findings: inout Findings) {
        let spec = context.spec
        guard !spec.scenes.isEmpty else { return }
        var opened = Set<String>()
        spec.forEachAction { action in
            if action.kind.value == .openScene { opened.insert(action.target.value) }
        }
        var seen = Set<String>()
        for kind in spec.scenes where seen.insert(kind.name.value).inserted && !opened.contains(kind.name.value) {
            let screen = kind.screen.map { " showing `\($0.value)`" } ?? ""
            findings.report(
                "no control opens the scene kind `\(kind.name.value)`\(screen), so people never see its window",
                at: kind.name.range,
                label: "never opened",
                help: "add `action: { openScene: \(kind.name.value) }` to the button, menu item, row or shortcut that should open it, or remove the kind")
        }
    }
}
