import Diagnostics
import LayoutModel

/// A compact tab bar shows five tabs; more turn into a More tab.
struct TabBarOverflow: Rule {
    static let maximumTabs = 5

    static let descriptor = RuleDescriptor(
        id: "tab-bar-overflow",
        category: .guideline,
        defaultSeverity: .warning,
        summary: "More than five tabs in a compact tab bar",
        rationale: """
            With more than five tabs, UIKit shows the first four and hides the rest behind a More \
            tab. People then need two taps and a list to reach those sections, and many never \
            discover them.
            """)

    static let basis = """
        `UITabBarController.h`: with more than five view controllers, only the first four are shown \
        and the rest go under an automatically generated More item. The HIG asks to avoid \
        overflow (More) tabs.
        """

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Music
        screens:
          Library:
        split:
          style: doubleColumn
          primary: Library
          secondary: { name: NowPlaying }
          compact:
            tabBar:
              tabs:
                - { title: Listen Now, image: play.circle, root: Library }
                - { title: Browse, image: square.grid.2x2, root: Library }
                - { title: Radio, image: dot.radiowaves.left.and.right, root: Library }
                - { title: Library, image: rectangle.stack, root: Library }
                - { title: Search, image: magnifyingglass, root: Library }
                - ↓{ title: Settings, image: gear, root: Library }
        """),
        RuleExample("""
        spec: 1
        app: Office
        screens:
          Home:
        split:
          style: doubleColumn
          primary: Home
          secondary: { name: Document }
          compact:
            tabBar:
              tabs:
                - { title: One, image: 1.circle, root: Home }
                - { title: Two, image: 2.circle, root: Home }
                - { title: Three, image: 3.circle, root: Home }
                - { title: Four, image: 4.circle, root: Home }
                - { title: Five, image: 5.circle, root: Home }
                - ↓title: Six
                  image: 6.circle
                  root: Home
                - { title: Seven, image: 7.circle, root: Home }
        """),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Music
        screens:
          Library:
        split:
          style: doubleColumn
          primary: Library
          secondary: { name: NowPlaying }
          compact:
            tabBar:
              tabs:
                - { title: Listen Now, image: play.circle, root: Library }
                - { title: Browse, image: square.grid.2x2, root: Library }
                - { title: Radio, image: dot.radiowaves.left.and.right, root: Library }
                - { title: Library, image: rectangle.stack, root: Library }
                - { title: Search, image: magnifyingglass, root: Library }
        """),
        RuleExample("""
        spec: 1
        app: Notes
        screens:
          Folders:
        split:
          style: doubleColumn
          primary: Folders
          secondary: { name: Editor }
          compact:
            navigation: { root: Folders }
        """),
    ]

    func check(_ context: RuleContext, into findings: inout Findings) {
        guard let compact = context.spec.split?.compact, case .tabBar(let tabs) = compact.kind,
              tabs.count > Self.maximumTabs else { return }
        let firstHidden = tabs[Self.maximumTabs]
        findings.report(
            "the compact tab bar has \(tabs.count) tabs; UIKit shows four and moves the other \(tabs.count - 4) under a More tab",
            at: firstHidden.range,
            label: "tab \(Self.maximumTabs + 1): past the limit of five",
            related: [RelatedLocation(range: compact.flowKeyRange, label: "the tab bar")],
            help: "keep at most five tabs; group the rest into a tab's list, or reach them from another screen")
    }
}
