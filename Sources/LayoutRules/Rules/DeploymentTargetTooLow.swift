import Diagnostics
import LayoutModel
import SpecSource

/// Every construct works on the spec's deployment target, or says what it does there instead.
struct DeploymentTargetTooLow: Rule {
    static let evidence = Evidence.valuesPresent
    static let descriptor = RuleDescriptor(
        id: "deployment-target-too-low",
        category: .guideline,
        defaultSeverity: .warning,
        summary: "A construct that needs a newer iOS than the spec's `deploymentTarget`, or a target below what the generated code needs",
        rationale: """
            The generated code keeps every newer API behind `#available` with a fallback, so it \
            builds for the oldest iOS the app supports; but on that iOS the construct does less \
            than the spec says (a sheet with no medium height, a search field back under the \
            title). People on the older system get a different app than the one designed. Below \
            iOS 14 the generated code cannot run at all: it is built on list layouts and \
            column-style split views.
            """)

    static let basis = """
        UIKit availability (SDK headers): UICollectionLayoutListConfiguration and \
        UISplitViewController(style:) iOS 14; displayModeButtonVisibility iOS 14.5 \
        (UISplitViewController.h:119); UISheetPresentationController detents iOS 15, custom \
        (fixed-height) detents iOS 16 (UISheetPresentationController.h:63); \
        UIDeferredMenuElement.uncached iOS 15 (UIDeferredMenuElement.h:36); UIBarButtonItem.isSelected \
        iOS 15 (UIBarButtonItem.h:120); UINavigationItem.preferredSearchBarPlacement iOS 16 \
        (UINavigationItem.h:181); UINavigationItem.titleMenuProvider iOS 16 (UINavigationItem.h:109).
        """

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Timers
        deploymentTarget: 15.0
        screens:
          Recipes:
            list: { appearance: sidebar, items: dynamic, itemType: Recipe, onSelect: { showDetail: Recipe } }
          Recipe:
          Timers:
        split:
          style: doubleColumn
          primary: Recipes
          secondary: Recipe
        transient:
          - { id: timers, kind: pageSheet, screen: Recipe, content: Timers, detents: [↓240, large] }
        """),
        RuleExample("""
        spec: 1
        app: Reader
        deploymentTarget: 14.0
        screens:
          Feeds:
            search: { placement: ↓inline }
            list: { appearance: sidebar, items: dynamic, itemType: Feed, onSelect: { showDetail: Article } }
          Article:
            restoresState: true
            ↓titleMenu: [{ title: Filter, action: { perform: toggleFilter } }]
          AddFeed:
        actions:
          toggleFilter: { ↓checked: app }
        split:
          style: doubleColumn
          ↓displayModeButtonVisibility: always
          primary: Feeds
          secondary: Article
        transient:
          - { id: addFeed, kind: pageSheet, content: AddFeed, detents: [↓medium, large] }
        """),
        RuleExample("""
        spec: 1
        app: Notes
        deploymentTarget: ↓"13.0"
        screens:
          Folders:
            list: { appearance: sidebar, items: [{ id: all, title: All Notes }], onSelect: { showDetail: Note } }
          Note:
        split: { style: doubleColumn, primary: Folders, secondary: Note }
        """),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Reader
        deploymentTarget: 16.0
        screens:
          Feeds:
            search: { placement: inline }
            list: { appearance: sidebar, items: dynamic, itemType: Feed, onSelect: { showDetail: Article } }
          Article:
            restoresState: true
            titleMenu: [{ title: Filter, action: { perform: toggleFilter } }]
          AddFeed:
        actions:
          toggleFilter: { checked: app }
        split:
          style: doubleColumn
          displayModeButtonVisibility: always
          primary: Feeds
          secondary: Article
        transient:
          - { id: addFeed, kind: pageSheet, content: AddFeed, detents: [medium, large] }
        """),
        RuleExample("""
        spec: 1
        app: Notes
        screens:                           # no deploymentTarget: nothing to check against
          Folders:
            search: { placement: inline }
            list: { appearance: sidebar, items: [{ id: all, title: All Notes }], onSelect: { showDetail: Note } }
          Note:
        split: { style: doubleColumn, primary: Folders, secondary: Note }
        """),
    ]

    func check(_ context: RuleContext, into findings: inout Findings) {
        guard let target = context.spec.deploymentTarget else { return }
        let targetNote = RelatedLocation(range: target.range, label: "the app runs on iOS \(target.value) and later")
        if target.value < OSVersion.uikitMinimum {
            findings.report(
                "the generated code needs iOS \(OSVersion.uikitMinimum) (list layouts, column-style split views); the deployment target is iOS \(target.value)",
                at: target.range, label: "below iOS \(OSVersion.uikitMinimum)",
                notes: ["the SwiftUI output needs iOS \(OSVersion.swiftUIMinimum) (NavigationSplitView)"],
                help: "raise `deploymentTarget` to 14.0 or later")
            return
        }
        func needs(_ version: OSVersion, _ construct: String, at range: SourceRange, instead: String) {
            guard target.value < version else { return }
            findings.report(
                "\(construct) needs iOS \(version); on iOS \(target.value) \(instead)",
                at: range, label: "iOS \(version)",
                related: [targetNote],
                help: "raise `deploymentTarget` to \(version), or accept what older systems do")
        }
        if let visibility = context.spec.split?.displayModeButtonVisibility {
            needs(OSVersion(14, 5), "`displayModeButtonVisibility`", at: visibility.keyRange ?? visibility.range,
                  instead: "the display mode button follows `presentsWithGesture`")
        }
        for entry in context.spec.transient {
            guard let first = entry.detents.first else { continue }
            needs(OSVersion(15), "a sheet's `detents`", at: first.range,
                  instead: "the sheet opens at full height and has no grabber")
            if target.value >= OSVersion(15), let height = entry.detents.first(where: { if case .height = $0.value { true } else { false } }) {
                needs(OSVersion(16), "a sheet's fixed height (`\(height.value.spelling)`)", at: height.range,
                      instead: "the sheet rests at `medium` there")
            }
        }
        for action in context.spec.appActions {
            if let checked = action.checked, checked.value == .app {
                needs(OSVersion(15), "`checked: app`", at: checked.keyRange ?? checked.range,
                      instead: "bar buttons show no selected state, and menus show the state they had when they were made")
            } else if let enabled = action.enabled, enabled.value == .app {
                needs(OSVersion(15), "`enabled: app` in menus", at: enabled.keyRange ?? enabled.range,
                      instead: "a menu shows the state it had when it was made; bar buttons and shortcuts still follow the app")
            }
        }
        for screen in context.spec.screens {
            if let placement = screen.search?.placement, placement.value == .inline {
                needs(OSVersion(16), "`placement: inline`", at: placement.range,
                      instead: "the search field sits under the title, as `navigationBar` does")
            }
            if let titleMenu = screen.titleMenuKeyRange, !screen.titleMenu.isEmpty {
                needs(OSVersion(16), "a `titleMenu`", at: titleMenu, instead: "the title opens nothing")
            }
        }
    }
}
