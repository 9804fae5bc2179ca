import Diagnostics
import LayoutModel

/// Tab bar items are recognised by their images.
struct TabNeedsImage: Rule {
    static let descriptor = RuleDescriptor(
        id: "tab-needs-image",
        category: .guideline,
        defaultSeverity: .warning,
        summary: "A tab without an image",
        rationale: """
            People find tabs by their symbols first and their titles second; a tab with only a \
            title shows an empty space above its label, looks broken next to the others, and is \
            harder to hit at a glance.
            """)

    static let basis = """
        `UITabBarItem(title:image:selectedImage:)` draws the image above the title; a tab bar item \
        without one leaves the image area empty. The HIG asks for a symbol on every tab.
        """

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Photos
        screens:
          Library:
        split:
          style: doubleColumn
          primary: Library
          secondary: { name: Photo }
          compact:
            tabBar:
              tabs:
                - { title: Library, image: photo.on.rectangle, root: Library }
                - ↓{ title: Search, root: Library }
        """),
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
                - ↓title: Listen Now
                  root: Library
                - title: Radio
                  image: ↓""
                  root: Library
        """),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Photos
        screens:
          Library:
        split:
          style: doubleColumn
          primary: Library
          secondary: { name: Photo }
          compact:
            tabBar:
              tabs:
                - { title: Library, image: photo.on.rectangle, root: Library }
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
        guard let compact = context.spec.split?.compact, case .tabBar(let tabs) = compact.kind else { return }
        for tab in tabs {
            let title = tab.title.map { "`\($0.value)`" } ?? "this tab"
            if let image = tab.image {
                guard image.value.isEmpty else { continue }
                findings.report("the tab \(title) has an empty image name", at: image.range, label: "empty",
                                help: "write an SF Symbol name, such as `square.grid.2x2`")
            } else {
                findings.report("the tab \(title) has no image", at: tab.range, label: "missing `image`",
                                help: "add `image:` with an SF Symbol name, such as `square.grid.2x2`")
            }
        }
    }
}
