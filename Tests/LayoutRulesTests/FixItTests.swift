import Diagnostics
import LayoutRules
import Testing

/// A fix-it is only offered when applying it makes its finding go away and leaves a spec that
/// still reads cleanly.
@Suite("Fix-its")
struct FixItTests {
    /// Rules whose fix is mechanical; each must show a fix-it in at least one triggering example.
    static let rulesWithFixIts = [
        "supplementary-requires-triple-column", "triple-column-requires-supplementary", "unknown-screen",
        "invalid-identifier", "display-mode-style-mismatch", "display-mode-behavior-mismatch", "select-target-column",
        "primary-sidebar-appearance", "supplementary-sidebar-plain", "secondary-not-sidebar",
        "state-restoration-missing", "behavior-has-no-effect", "header-mode-without-titles",
        "outline-without-children", "transient-without-dismissal", "destructive-swipe-leading",
        "destructive-swipe-not-at-edge",
    ]

    @Test("applying a fix-it of a triggering example removes that finding", arguments: Examples.ruleIDs)
    func applyingFixItRemovesFinding(_ id: String) {
        for (index, example) in Examples.rule(id).triggeringExamples.enumerated() {
            let text = MarkedExample(example).text
            let before = Examples.findings(of: id, in: text)
            for diagnostic in before {
                for fixIt in diagnostic.fixIts {
                    let fixed = Examples.applying(fixIt, to: text)
                    let result = Examples.check(fixed)
                    let after = result.diagnostics.filter { $0.ruleID == id }
                    #expect(after.count < before.count, """
                        \(id) example \(index + 1): "\(fixIt.message)" at \(Examples.position(diagnostic.range.start, in: text)) \
                        left \(after.count) of \(before.count) findings:
                        \(fixed)
                        """)
                    let introduced = Examples.introduced(by: result.diagnostics, over: Examples.check(text).diagnostics)
                    #expect(introduced.isEmpty, """
                        \(id) example \(index + 1): "\(fixIt.message)" introduced findings `check` did not show before: \
                        \(introduced.map { "[\($0.ruleID)] \($0.message)" })
                        \(fixed)
                        """)
                    #expect(Examples.inputProblems(in: result).isEmpty, """
                        \(id) example \(index + 1): "\(fixIt.message)" made the spec unreadable: \
                        \(Examples.inputProblems(in: result).map(\.message))
                        \(fixed)
                        """)
                }
            }
        }
    }

    @Test("rules with a mechanical fix offer it", arguments: rulesWithFixIts)
    func offersFixIt(_ id: String) {
        let offered = Examples.rule(id).triggeringExamples.contains { example in
            Examples.findings(of: id, in: MarkedExample(example).text).contains { !$0.fixIts.isEmpty }
        }
        #expect(offered, "\(id) shows no fix-it in its triggering examples")
    }

    /// `Folders` is also the first screen in compact width (the split has no compact flow of
    /// its own), so the fix says `sidebar` for regular width only and keeps its compact look.
    @Test func insertingAnAppearanceKeepsTheBlockIndentation() throws {
        let text = """
            spec: 1
            app: Notes
            screens:
              Folders:
                list:
                  items:
                    - { id: all, title: All Notes }
            split: { style: doubleColumn, primary: Folders, secondary: { name: Editor } }
            """
        let fixIt = try #require(Examples.findings(of: "primary-sidebar-appearance", in: text).first?.fixIts.first)
        #expect(Examples.applying(fixIt, to: text) == """
            spec: 1
            app: Notes
            screens:
              Folders:
                list:
                  appearance: { regular: sidebar, compact: plain }
                  items:
                    - { id: all, title: All Notes }
            split: { style: doubleColumn, primary: Folders, secondary: { name: Editor } }
            """)
    }

    @Test func insertingIntoAFlowMappingAppendsAnEntry() throws {
        let text = """
            spec: 1
            app: Notes
            split:
              style: doubleColumn
              primary: { name: Folders, list: { items: [{ id: all }] } }
              secondary: { name: Editor }
            """
        let fixIt = try #require(Examples.findings(of: "primary-sidebar-appearance", in: text).first?.fixIts.first)
        #expect(Examples.applying(fixIt, to: text).contains("list: { items: [{ id: all }], appearance: { regular: sidebar, compact: plain } }"))
    }

    @Test func insertingIntoEmptyOrTrailingCommaFlowMappings() throws {
        let popover = "spec: 1\napp: A\nsplit: { style: doubleColumn, primary: { name: P }, secondary: { name: S } }\ntransient:\n"
        for (entry, expected) in [
            ("  - { id: a, kind: popover, }", "  - { id: a, kind: popover, dismissOn: [outsideTap] }"),
            ("  - { id: a, kind: popover }", "  - { id: a, kind: popover, dismissOn: [outsideTap] }"),
        ] {
            let text = popover + entry
            let fixIt = try #require(Examples.findings(of: "transient-without-dismissal", in: text).first?.fixIts.first)
            #expect(Examples.applying(fixIt, to: text) == popover + expected)
        }
        let emptyList = "spec: 1\napp: A\nsplit: { style: doubleColumn, primary: { name: P, list: { items: [{ id: a, title: A }] } }, secondary: { name: S } }"
        let fixIt = try #require(Examples.findings(of: "primary-sidebar-appearance", in: emptyList).first?.fixIts.first)
        #expect(Examples.applying(fixIt, to: emptyList).contains("list: { items: [{ id: a, title: A }], appearance: { regular: sidebar, compact: plain } }"))
    }

    @Test func fixItsDoNotFightOverTheSplitStyle() {
        // `doubleColumn` with a supplementary column: making it `tripleColumn` is the fix. The
        // settings that conflict with the style stay, with no fix-it of their own; selecting into
        // the supplementary column the split names is no second problem, so it is not reported.
        let text = """
            spec: 1
            app: Mail
            screens:
              Mailboxes:
                list:
                  appearance: sidebar
                  items: [{ id: inbox, title: Inbox }]
                  onSelect: { showSupplementary: MessageList }
              MessageList:
            split:
              style: doubleColumn
              displayMode: twoBesideSecondary
              showsSecondaryOnlyButton: true
              primary: Mailboxes
              supplementary: MessageList
              secondary: { name: Message }
            """
        let findings = Examples.check(text).diagnostics
        let withFixIts = Set(findings.filter { !$0.fixIts.isEmpty }.map(\.ruleID))
        #expect(withFixIts.contains("supplementary-requires-triple-column"))
        #expect(!findings.contains { $0.ruleID == "select-target-column" })
        for id in ["display-mode-style-mismatch", "behavior-has-no-effect"] {
            #expect(findings.contains { $0.ruleID == id }, "\(id) still reports")
            #expect(!withFixIts.contains(id), "\(id) leaves the fix to the style")
        }
    }

    @Test func aMappingWithAnAnchorGetsNoInsertion() {
        let text = """
            spec: 1
            app: Notes
            screens:
              Folders:
                list: &folders
                  items:
                    - { id: all, title: All Notes }
            split: { style: doubleColumn, primary: Folders, secondary: { name: Editor } }
            """
        let findings = Examples.findings(of: "primary-sidebar-appearance", in: text)
        #expect(findings.count == 1)
        #expect(findings.first?.fixIts.isEmpty == true)
    }

    @Test func removingAnIgnoredSettingDeletesOnlyItsLine() throws {
        let text = """
            spec: 1
            app: Contacts
            split:
              style: doubleColumn
              showsSecondaryOnlyButton: true   # full screen reading
              primary: { name: People }
              secondary: { name: Card }
            """
        let fixIt = try #require(Examples.findings(of: "behavior-has-no-effect", in: text).first?.fixIts.first)
        #expect(Examples.applying(fixIt, to: text) == """
            spec: 1
            app: Contacts
            split:
              style: doubleColumn
              primary: { name: People }
              secondary: { name: Card }
            """)
    }

    @Test func theOnlyColumnWidthIsNotRemoved() {
        let text = """
            spec: 1
            app: Contacts
            split:
              style: doubleColumn
              columnWidths:
                supplementary: { fraction: 0.3 }
              primary: { name: People }
              secondary: { name: Card }
            """
        let findings = Examples.findings(of: "behavior-has-no-effect", in: text)
        #expect(findings.count == 1)
        #expect(findings.first?.fixIts.isEmpty == true, "removing it would leave `columnWidths:` empty")
    }

    @Test func destructiveLeadingActionsMoveByRenamingTheKey() throws {
        let text = """
            spec: 1
            app: Mail
            screens:
              Messages:
                list:
                  appearance: sidebar
                  items: dynamic
                  itemType: Message
                  swipeActions:
                    leading:
                      - { title: Delete, style: destructive }
            split: { style: doubleColumn, primary: Messages, secondary: { name: Message } }
            """
        let fixIt = try #require(Examples.findings(of: "destructive-swipe-leading", in: text).first?.fixIts.first)
        let fixed = Examples.applying(fixIt, to: text)
        #expect(fixed.contains("        trailing:\n          - { title: Delete, style: destructive }"))
        #expect(!fixed.contains("leading"))
    }

    @Test func displayModeFixIsTheModeUIKitShows() throws {
        for (behavior, preferred, shown) in [
            ("overlay", "twoBesideSecondary", "twoOverSecondary"),
            ("displace", "twoBesideSecondary", "twoDisplaceSecondary"),
            ("tile", "twoOverSecondary", "twoBesideSecondary"),
            ("tile", "oneOverSecondary", "oneBesideSecondary"),
            ("overlay", "oneBesideSecondary", "oneOverSecondary"),
            ("displace", "twoOverSecondary", "twoDisplaceSecondary"),
        ] {
            let text = """
                spec: 1
                app: Mail
                split:
                  style: tripleColumn
                  behavior: \(behavior)
                  displayMode: \(preferred)
                  primary: { name: A }
                  supplementary: { name: B }
                  secondary: { name: C }
                """
            let fixIt = try #require(Examples.findings(of: "display-mode-behavior-mismatch", in: text).first?.fixIts.first)
            #expect(Examples.applying(fixIt, to: text).contains("displayMode: \(shown)\n"), "\(behavior) shows \(shown) for \(preferred)")
        }
    }

    @Test func unknownScreenSuggestsTheClosestName() throws {
        let text = """
            spec: 1
            app: Mail
            screens:
              MessageDetail:
            split: { style: doubleColumn, primary: { name: Mailboxes }, secondary: MesageDetail }
            """
        let finding = try #require(Examples.findings(of: "unknown-screen", in: text).first)
        #expect(finding.help == "did you mean `MessageDetail`?")
        #expect(finding.fixIts.first.map { Examples.applying($0, to: text).contains("secondary: MessageDetail }") } == true)
    }
}

extension FixItTests {
    /// A list that is only a sidebar (the compact flow starts elsewhere) just gets `sidebar`.
    @Test func aSidebarOnlyInRegularWidthGetsTheOneLook() throws {
        let text = """
            spec: 1
            app: Notes
            screens:
              Folders:
                list:
                  appearance: plain
                  items: [{ id: all, title: All Notes }]
                  onSelect: { showDetail: Editor }
              Editor:
                restoresState: true
            split:
              style: doubleColumn
              primary: Folders
              secondary: Editor
              compact:
                navigation: { root: Editor }
            """
        let fixIt = try #require(Examples.findings(of: "primary-sidebar-appearance", in: text).first?.fixIts.first)
        #expect(fixIt.message == "use the `sidebar` appearance")
        #expect(Examples.applying(fixIt, to: text).contains("appearance: sidebar\n"))
    }

    /// Moving an unconfirmed destructive action to the edge, where a full swipe performs it,
    /// also makes it ask first: the fix-it leaves no `destructive-swipe-unconfirmed` behind.
    @Test func movingADestructiveActionToTheEdgeAsksFirst() throws {
        let text = """
            spec: 1
            app: Mail
            screens:
              Inbox:
                list:
                  items: [{ id: one, title: One }]
                  swipeActions:
                    trailing:
                      - { title: Flag, image: flag }
                      - { title: Delete, style: destructive, image: trash }
            split: { style: doubleColumn, primary: { name: Boxes }, secondary: Inbox }
            """
        let fixIt = try #require(Examples.findings(of: "destructive-swipe-not-at-edge", in: text).first?.fixIts.first)
        #expect(fixIt.message == "make `Delete` the first trailing action, asking before it runs")
        #expect(Examples.applying(fixIt, to: text).contains(
            "- { title: Delete, style: destructive, image: trash, confirm: Delete this item? }\n          - { title: Flag, image: flag }"))
    }

    /// Three columns give the supplementary column's lists the plain sidebar look; the fix-it
    /// that makes the split three columns says so and sets it, instead of leaving a warning
    /// that appears only after it is applied (what `fix` used to change silently).
    @Test func makingTheSplitThreeColumnsSaysWhichListsChangeLook() throws {
        let text = MarkedExample(Examples.rule("supplementary-requires-triple-column").triggeringExamples[2]).text
        let fixIt = try #require(Examples.findings(of: "supplementary-requires-triple-column", in: text).first?.fixIts.first)
        #expect(fixIt.message == "change the style to `tripleColumn` and give the list of `Messages` the `sidebarPlain` look of that column")
        let fixed = Examples.applying(fixIt, to: text)
        #expect(fixed.contains("style: tripleColumn"))
        #expect(fixed.contains("appearance: sidebarPlain"))
        #expect(fixed.contains("appearance: insetGrouped"), "the secondary column's list keeps its look")
    }
}
