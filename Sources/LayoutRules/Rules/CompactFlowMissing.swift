import Diagnostics
import LayoutModel

/// Opt-in: every split designs its own compact flow.
struct CompactFlowMissing: Rule {
    static let descriptor = RuleDescriptor(
        id: "compact-flow-missing",
        category: .guideline,
        defaultSeverity: .warning,
        summary: "A split with no `compact` flow",
        rationale: """
            Without a compact flow, UIKit collapses the columns into one navigation stack when the \
            app is compact. That is often right, but a stack of sidebar, list and detail can bury \
            the app's main task on iPhone and in Slide Over. Teams that want every compact \
            experience designed on purpose turn this rule on.
            """,
        isOptIn: true)

    static let basis = """
        `setViewController(_:for: .compact)` supplies a dedicated compact-width flow; without it \
        UIKit collapses the primary, supplementary and secondary columns into one stack. HIG, \
        Sidebars: in a compact environment consider an alternative such as a tab bar.
        """

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Contacts
        screens:
          People:
          Card:
        ↓split:
          style: doubleColumn
          primary: People
          secondary: Card
        """),
        RuleExample("""
        spec: 1
        app: Notes
        ↓split: { style: doubleColumn, primary: { name: Folders }, secondary: { name: Editor } }
        """),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Contacts
        screens:
          People:
          Card:
        split:
          style: doubleColumn
          primary: People
          secondary: Card
          compact:
            navigation: { root: People }
        """),
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
                - { title: Library, image: photo, root: Library }
        """),
    ]

    func check(_ context: RuleContext, into findings: inout Findings) {
        guard let split = context.spec.split, split.compact == nil else { return }
        let root = split.column(.primary)?.screen.value ?? "SCREEN"
        findings.report(
            "this split has no `compact` flow; in compact width UIKit collapses its columns into one stack",
            at: split.keyRange,
            label: "no compact flow",
            help: "add `compact: { navigation: { root: \(root) } }`, or a `tabBar` with the app's main sections")
    }
}
