import Diagnostics
import LayoutModel
import SpecSource

/// A menu item whose title says it deletes, without `destructive: true`.
struct DestructiveMenuItemUnmarked: Rule {
    static let descriptor = RuleDescriptor(
        id: "destructive-menu-item-unmarked",
        category: .guideline,
        defaultSeverity: .warning,
        summary: "A menu item that deletes or discards, not marked `destructive`",
        rationale: """
            People look for the red item before they tap something they cannot take back. A menu \
            item titled Delete, Remove or Discard that looks like every other item is easy to \
            choose by mistake, and VoiceOver does not announce it as destructive either.
            """)

    static let basis = """
        `UIMenuElement.Attributes.destructive` (UIMenuElement.h) shows an action in red; SwiftUI's \
        `Button(role: .destructive)` does the same. HIG, Menus: use the destructive style for \
        items that destroy data (https://developer.apple.com/design/human-interface-guidelines/menus).
        """

    /// The first words of titles that destroy what they act on.
    static let destructiveVerbs: Set<String> = ["delete", "remove", "erase", "discard", "empty", "clear", "trash", "unsubscribe", "block"]

    static let triggeringExamples: [RuleExample] = [
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
              - title: Edit
                image: ellipsis.circle
                placement: trailing
                menu:
                  - { title: Mark All as Read, image: checkmark.circle }
                  - { ↓title: Delete Feed, image: trash }
                  - { ↓title: Remove Folder }
          Articles:
            restoresState: true
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
              - title: More
                placement: trailing
                menu:
                  - { ↓title: Block Account, destructive: false }
          Post:
            restoresState: true
        split:
          style: doubleColumn
          primary: Timeline
          secondary: Post
        """),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
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
              - title: Edit
                placement: trailing
                menu:
                  - { title: Delete Feed, image: trash, destructive: true }
                  - { title: Removal Policy }
          Articles:
        split:
          style: doubleColumn
          primary: Feeds
          secondary: Articles
        """),
        RuleExample("""
        spec: 1
        app: Reader
        screens:
          Feeds:
            toolbar:
              - { title: Delete, image: trash, placement: trailing }
          Articles:
        split:
          style: doubleColumn
          primary: Feeds
          secondary: Articles
        """),
    ]

    func check(_ context: RuleContext, into findings: inout Findings) {
        for screen in context.spec.screens {
            for item in screen.toolbar.flatMap(\.menu).leaves + (screen.list?.contextMenu ?? []) {
                guard let title = item.title, !(item.destructive?.value ?? false) else { continue }
                // The first word, without splitting the whole title into an array.
                let firstWord = title.value.drop { $0 == " " }.prefix { $0 != " " }.lowercased()
                guard Self.destructiveVerbs.contains(firstWord) else { continue }
                let keyRange = title.keyRange ?? title.range
                var fixIts: [FixIt] = []
                if let destructive = item.destructive {
                    fixIts = [.replace(destructive.range, with: "true", message: "mark it destructive")]
                } else if let edit = SourceEditing.insertEntry("destructive: true", intoMapping: item.range, in: context.source) {
                    fixIts = [FixIt(message: "mark it destructive", edits: [edit])]
                }
                findings.report(
                    "`\(title.value)` \(Self.verbPhrase(firstWord)), but the menu shows it like any other item",
                    at: keyRange,
                    label: "not marked destructive",
                    help: "add `destructive: true`: UIKit shows it in red (`.destructive`), SwiftUI as `Button(role: .destructive)`",
                    fixIts: fixIts)
            }
        }
    }

    static func verbPhrase(_ verb: String) -> String {
        switch verb {
        case "block", "unsubscribe": "cuts people off"
        case "discard", "clear", "empty", "erase": "throws data away"
        default: "deletes"
        }
    }
}
