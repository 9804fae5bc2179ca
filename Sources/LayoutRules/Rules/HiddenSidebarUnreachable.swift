import Diagnostics
import LayoutModel
import SpecSource

/// With neither the display mode button nor the edge swipe, a sidebar that gets hidden stays
/// hidden.
struct HiddenSidebarUnreachable: Rule {
    static let evidence = Evidence.valuesPresent
    static let descriptor = RuleDescriptor(
        id: "hidden-sidebar-unreachable",
        category: .guideline,
        defaultSeverity: .warning,
        summary: "Sidebars the split view hides, with no display mode button and no edge swipe to bring them back",
        rationale: """
            People bring a hidden sidebar back with the display mode button or by swiping from \
            the edge. A split view that hides its sidebars (secondary-only, or sidebars drawn over \
            the secondary column, which step aside once people pick something) and turns both off \
            leaves them with no way back to the sidebar: only code can show it again.
            """)

    static let basis = """
        UISplitViewController.h, displayModeButtonVisibility (iOS 14.5): `.never` never shows the \
        button, and with `.automatic` (the default) `presentsWithGesture = false` hides it too. \
        Overlaid sidebars (`oneOverSecondary`, `twoOverSecondary`, behaviour `overlay`) \
        are put away when people pick a row that shows the secondary column; `secondaryOnly` shows \
        no sidebar at all.
        """

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Notes
        screens:
          Folders:
            list: { appearance: sidebar, items: [{ id: all, title: All Notes }], onSelect: { showDetail: Note } }
          Note:
            restoresState: true
        split:
          style: doubleColumn
          displayMode: ↓secondaryOnly
          presentsWithGesture: false
          displayModeButtonVisibility: never
          primary: Folders
          secondary: Note
        """),
        RuleExample("""
        spec: 1
        app: Reader
        screens:
          Feeds:
            list: { appearance: sidebar, items: [{ id: all, title: All Unread }], onSelect: { showDetail: Article } }
          Article:
            restoresState: true
        split:
          style: doubleColumn
          behavior: ↓overlay
          presentsWithGesture: false
          primary: Feeds
          secondary: Article
        """),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Social
        screens:
          Sidebar:
            list: { appearance: sidebar, items: [{ id: home, title: Home }], onSelect: { showDetail: Home } }
          Home:
            restoresState: true
        split:
          style: doubleColumn
          behavior: tile                   # Mastodon's: the sidebar is always there
          displayMode: oneBesideSecondary
          presentsWithGesture: false
          displayModeButtonVisibility: never
          primary: Sidebar
          secondary: Home
        """),
        RuleExample("""
        spec: 1
        app: Notes
        screens:
          Folders:
            list: { appearance: sidebar, items: [{ id: all, title: All Notes }], onSelect: { showDetail: Note } }
          Note:
            restoresState: true
        split:
          style: doubleColumn
          displayMode: secondaryOnly
          presentsWithGesture: false
          displayModeButtonVisibility: always   # the button brings the sidebar back
          primary: Folders
          secondary: Note
        """),
    ]

    func check(_ context: RuleContext, into findings: inout Findings) {
        guard let split = context.spec.split, let gesture = split.presentsWithGesture, !gesture.value,
              split.displayModeButtonVisibility?.value != .always else { return }
        let hiding: (range: SourceRange, why: String)?
        if let mode = split.displayMode, [.secondaryOnly, .oneOverSecondary, .twoOverSecondary].contains(mode.value) {
            hiding = (mode.range, mode.value == .secondaryOnly ? "`secondaryOnly` hides the sidebars" : "`\(mode.value.rawValue)` puts the sidebars away once people pick something")
        } else if let behavior = split.behavior, behavior.value == .overlay {
            hiding = (behavior.range, "behaviour `\(behavior.value.rawValue)` puts the sidebars away once people pick something")
        } else {
            hiding = nil
        }
        guard let hiding else { return }
        var related = [RelatedLocation(range: gesture.range, label: "no edge swipe")]
        if let button = split.displayModeButtonVisibility { related.append(RelatedLocation(range: button.range, label: "no display mode button")) }
        findings.report(
            "\(hiding.why), and people have no way to bring them back: `presentsWithGesture` is false and the display mode button is \(split.displayModeButtonVisibility == nil ? "hidden with it" : "turned off")",
            at: hiding.range,
            label: "hides the sidebars",
            related: related,
            help: "set `displayModeButtonVisibility: always`, allow the edge swipe, or keep the sidebars beside the secondary column (`behavior: tile`)")
    }
}
