import Diagnostics
import LayoutModel

/// More bar buttons than a compact-width bar has room for.
struct ToolbarCrowdedInCompactWidth: Rule {
    static let evidence = Evidence.valuesPresent
    static let descriptor = RuleDescriptor(
        id: "toolbar-crowded-in-compact-width",
        category: .guideline,
        defaultSeverity: .warning,
        summary: "More toolbar items than fit in compact width: over 3 in the navigation bar (4 on a screen never pushed, which has no Back button), or over 5 in the bottom toolbar",
        rationale: """
            Every screen also shows in compact width (iPhone, Slide Over, a narrow Split View), \
            where the bars are 320 to 430 points wide. A navigation bar that also holds a Back \
            button and a title runs out of room after a few buttons: UIKit squeezes the title \
            away, and buttons start to overlap or fall off. Move the rest into a menu (`menu:`) \
            or the bottom toolbar.
            """)

    static let basis = """
        HIG, Navigation bars: "Avoid crowding a navigation bar with too many controls … no more \
        than the view's current title, a back button, and one or two controls". HIG, Layout: \
        controls need a hit target of at least 44×44 pt. At 320 pt (Slide Over), a Back button \
        (about 90 pt) and four 44-pt buttons leave under 60 pt for the title; a bottom toolbar \
        holds five 44-pt buttons with room between them, six crowd it. UIKit documents no \
        limit: these are the arithmetic, not a UIKit check.
        """

    static let triggeringExamples: [RuleExample] = [
        // Without a Back button the bar holds four; a fifth is one too many.
        RuleExample("""
        spec: 1
        app: Reader
        screens:
          Feeds:
            list: { appearance: sidebar, items: [{ id: all, title: All }], onSelect: { showDetail: Article } }
            toolbar:
              - { title: Add, image: plus, placement: trailing }
              - { title: Refresh, image: arrow.clockwise, placement: trailing }
              - { title: Filter, image: line.3.horizontal.decrease, placement: trailing }
              - { title: Edit, placement: trailing }
              - { title: Share, image: square.and.arrow.up, placement: ↓trailing }
          Article:
        split: { style: doubleColumn, primary: Feeds, secondary: Article }
        """),
        RuleExample("""
        spec: 1
        app: Reader
        screens:
          Feeds:
            list: { appearance: sidebar, items: [{ id: all, title: All }], onSelect: { showDetail: Article } }
          Article:
            toolbar:
              - { title: Next, image: chevron.down, placement: trailing }
              - { title: Previous, image: chevron.up, placement: trailing }
              - { title: Star, image: star, placement: trailing }
              - { title: Share, image: square.and.arrow.up, placement: ↓trailing }
        split: { style: doubleColumn, primary: Feeds, secondary: Article }
        """),
        RuleExample("""
        spec: 1
        app: Reader
        screens:
          Feeds:
            list: { appearance: sidebar, items: [{ id: all, title: All }], onSelect: { showDetail: Article } }
          Article:
            toolbar:
              - { title: Read, image: circle }
              - { title: Star, image: star }
              - { title: Share, image: square.and.arrow.up }
              - { title: Next, image: chevron.down }
              - { title: Previous, image: chevron.up }
              - ↓{ title: Archive, image: archivebox }
        split: { style: doubleColumn, primary: Feeds, secondary: Article }
        """),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        // The sidebar's first screen is never pushed: no Back button, room for four.
        RuleExample("""
        spec: 1
        app: Reader
        screens:
          Feeds:
            list: { appearance: sidebar, items: [{ id: all, title: All }], onSelect: { showDetail: Article } }
            toolbar:
              - { title: Add, image: plus, placement: trailing }
              - { title: Refresh, image: arrow.clockwise, placement: trailing }
              - { title: Filter, image: line.3.horizontal.decrease, placement: trailing }
              - { title: Edit, placement: trailing }
          Article:
        split: { style: doubleColumn, primary: Feeds, secondary: Article }
        """),
        RuleExample("""
        spec: 1
        app: Reader
        screens:
          Feeds:
            list: { appearance: sidebar, items: [{ id: all, title: All }], onSelect: { showDetail: Article } }
          Article:
            toolbar:
              - { title: Next, image: chevron.down, placement: trailing }
              - { title: Previous, image: chevron.up, placement: trailing }
              - { title: Read, image: circle }
              - { title: Star, image: star }
              - { title: Share, image: square.and.arrow.up }
        split: { style: doubleColumn, primary: Feeds, secondary: Article }
        """),
        // Buttons only regular width shows take no room in compact width.
        RuleExample("""
        spec: 1
        app: Reader
        screens:
          Feeds:
            list: { appearance: sidebar, items: [{ id: all, title: All }], onSelect: { showDetail: Article } }
          Article:
            toolbar:
              - { title: Next, image: chevron.down, placement: trailing }
              - { title: Previous, image: chevron.up, placement: trailing }
              - { title: Star, image: star, placement: trailing }
              - { title: Share, image: square.and.arrow.up, placement: trailing, sizeClass: regular }
              - { title: Print, image: printer, placement: trailing, sizeClass: regular }
        split: { style: doubleColumn, primary: Feeds, secondary: Article }
        """),
        RuleExample("""
        spec: 1
        app: Reader
        screens:
          Feeds:
            list: { appearance: sidebar, items: [{ id: all, title: All }], onSelect: { showDetail: Article } }
          Article:
            toolbar:
              - { title: Close, placement: leading }
              - title: More
                image: ellipsis.circle
                placement: trailing
                menu:
                  - { title: Star }
                  - { title: Share }
                  - { title: Archive }
                  - { title: Print }
        split: { style: doubleColumn, primary: Feeds, secondary: Article }
        """),
    ]

    static let navigationBarLimit = 3
    static let bottomToolbarLimit = 5

    /// Screens that are never pushed: each is only ever the first screen of a stack (a compact
    /// tab's or the compact stack's root, the primary column's first screen, a window's or a
    /// transient entry's screen) and no control opens it, so its bar has no Back button and room
    /// for one more button (at 320 pt, four 44-pt buttons leave 144 pt for the title).
    static func screensWithoutBack(_ spec: LayoutSpec) -> Set<String> {
        var roots = Set((spec.split?.compact?.roots ?? []).map(\.value))
        if let primary = spec.split?.column(.primary)?.screen.value { roots.insert(primary) }
        roots.formUnion(spec.scenes.compactMap { $0.screen?.value })
        roots.formUnion(spec.transient.compactMap { $0.content?.value })
        spec.forEachAction { action in
            if [.push, .showDetail, .showSupplementary].contains(action.kind.value) { roots.remove(action.target.value) }
        }
        return roots
    }

    func check(_ context: RuleContext, into findings: inout Findings) {
        let withoutBack = Self.screensWithoutBack(context.spec)
        for screen in context.spec.screens {
            // Buttons the spec shows only in regular width (`sizeClass: regular`) take no room here.
            let compact = screen.toolbar.filter { $0.shows(in: .compact) }
            let bar = compact.filter { $0.sitsAt != .bottom }
            let hasBack = !withoutBack.contains(screen.name.value)
            let limit = hasBack ? Self.navigationBarLimit : Self.navigationBarLimit + 1
            if bar.count > limit {
                let extra = bar[limit]
                let room = hasBack ? "a Back button and the title leave room for \(limit)" : "the title leaves room for \(limit) (there is no Back button)"
                findings.report(
                    "`\(screen.name.value)` puts \(bar.count) buttons in its navigation bar; in compact width \(room)",
                    at: extra.placement?.range ?? extra.range,
                    label: "one too many",
                    help: "gather the rest in a button's `menu:` (an ellipsis.circle More button), or place them in the bottom toolbar")
            }
            let bottom = compact.filter { $0.sitsAt == .bottom }
            if bottom.count > Self.bottomToolbarLimit {
                let extra = bottom[Self.bottomToolbarLimit]
                findings.report(
                    "`\(screen.name.value)` puts \(bottom.count) buttons in its bottom toolbar; at 320 points wide it holds \(Self.bottomToolbarLimit)",
                    at: extra.placement?.range ?? extra.range,
                    label: "one too many",
                    help: "gather the rest in a button's `menu:`")
            }
        }
    }
}
