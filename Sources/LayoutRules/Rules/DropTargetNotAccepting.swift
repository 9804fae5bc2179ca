import Diagnostics
import LayoutModel
import SpecSource

/// A list's rows can only be dropped where a list takes them.
struct DropTargetNotAccepting: Rule {
    static let descriptor = RuleDescriptor(
        id: "drop-target-not-accepting",
        category: .structure,
        defaultSeverity: .error,
        summary: "`dragTo` names a screen without a list that accepts drops (`acceptsDrops: true`)",
        rationale: """
            `dragTo: [Feeds]` promises that people can drag rows onto the Feeds list. A screen \
            without a list has no rows to drop onto, and a list without `acceptsDrops: true` \
            answers every drop with a forbidden sign, so the drag the design promised ends \
            nowhere and people conclude the app is broken.
            """)

    static let basis = """
        A collection view takes drops only through its `dropDelegate` (UICollectionView.h:375), \
        whose `dropSessionDidUpdate(_:withDestinationIndexPath:)` (:611) proposes an operation and \
        `performDropWith:` (:591, required) receives the items; without one UIKit refuses the \
        drop. SwiftUI takes drops only where a view has `.dropDestination(for:action:isTargeted:)`.
        """

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Reader
        screens:
          Feeds:
            list:
              appearance: sidebar
              items: dynamic
              itemType: Feed
              onSelect: { showSupplementary: Timeline }
          Timeline:
            restoresState: true
            list:
              appearance: sidebarPlain
              items: dynamic
              itemType: Article
              dragTo: [↓Feeds]
              onSelect: { showDetail: Article }
          Article:
            restoresState: true
        split:
          style: tripleColumn
          primary: Feeds
          supplementary: Timeline
          secondary: Article
        """),
        RuleExample("""
        spec: 1
        app: Library
        screens:
          Collections:
            list:
              appearance: sidebar
              items: dynamic
              itemType: Collection
              dragTo: [↓Reference]
              onSelect: { showDetail: Reference }
          Reference:
            restoresState: true
        split:
          style: doubleColumn
          primary: Collections
          secondary: Reference
        """),
        RuleExample("""
        spec: 1
        app: Library
        screens:
          Collections:
            list:
              appearance: sidebar
              items: dynamic
              itemType: Collection
              acceptsDrops: false
              dragTo: [↓Collections]      # nesting collections, but the list refuses drops
              onSelect: { showDetail: Reference }
          Reference:
            restoresState: true
        split:
          style: doubleColumn
          primary: Collections
          secondary: Reference
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
              items: dynamic
              itemType: Feed
              acceptsDrops: true        # an article dropped on a feed, a feed on a folder
              dragTo: [Feeds]
              onSelect: { showSupplementary: Timeline }
          Timeline:
            restoresState: true
            list:
              appearance: sidebarPlain
              items: dynamic
              itemType: Article
              dragTo: [Feeds]
              onSelect: { showDetail: Article }
          Article:
            restoresState: true
        split:
          style: tripleColumn
          primary: Feeds
          supplementary: Timeline
          secondary: Article
        """),
        RuleExample("""
        spec: 1
        app: Library
        screens:
          Collections:
            list: { appearance: sidebar, items: dynamic, itemType: Collection, onSelect: { showDetail: Reference } }
          Reference:
            restoresState: true
        split:
          style: doubleColumn
          primary: Collections
          secondary: Reference
        """),
    ]

    func check(_ context: RuleContext, into findings: inout Findings) {
        let spec = context.spec
        for screen in spec.screens {
            guard let list = screen.list, !list.dragTo.isEmpty else { continue }
            for target in list.dragTo {
                // A name no screen has is `unknown-screen`'s.
                guard let targetScreen = context.screen(named: target.value) else { continue }
                guard let targetList = targetScreen.list else {
                    findings.report(
                        "`\(screen.name.value)` drags its rows to `\(target.value)`, which has no list to drop them onto",
                        at: target.range,
                        label: "no rows to drop onto",
                        help: "name a screen whose list takes the rows, or remove `\(target.value)` from `dragTo`")
                    continue
                }
                guard !targetList.takesDrops else { continue }
                // `acceptsDrops: false` is turned around; a missing key is added.
                let fix = targetList.acceptsDrops.map { TextEdit(range: $0.range, replacement: "true") }
                    ?? SourceEditing.insertEntry("acceptsDrops: true", intoMapping: targetList.range, in: context.source)
                findings.report(
                    "`\(screen.name.value)` drags its rows to `\(target.value)`, whose list does not accept drops",
                    at: target.range,
                    label: "every drop here is refused",
                    related: [RelatedLocation(range: targetList.keyRange, label: "the list of `\(target.value)`")],
                    help: "write `acceptsDrops: true` in the list of `\(target.value)`",
                    fixIts: fix.map { [FixIt(message: "accept drops in `\(target.value)`", edits: [$0])] } ?? [])
            }
        }
    }
}
