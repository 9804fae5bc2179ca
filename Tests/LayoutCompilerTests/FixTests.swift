import Foundation
import Diagnostics
@testable import LayoutCompiler
import LayoutRules
import SpecSource
import TestSupport
import Testing

/// `layoutc fix` applies the fix-its that are safe, and not one byte more.
@Suite("Fix")
struct FixTests {
    static let rule = "supplementary-requires-triple-column"

    /// Only the rule under test and the decoder run, so other rules' fix-its cannot change the
    /// expected text.
    static let compiler = LayoutCompiler(configuration: Configuration(
        disabledRules: Set(RuleRegistry.rules.map { $0.descriptor.id }.filter { $0 != rule })))

    static let messy = [
        "# yaml-language-server: $schema=../Grammar/layout-spec.schema.json",
        "spec: 1",
        "app: 'Mail'     # quoted, and a comment",
        "screens:",
        "  Mailboxes: { titel: \"Mail # boxes\" }   # `titel` is a typo",
        "  Messages: {title: Messages}",
        "  Message:",
        "    title: \"Message\"",
        "split:",
        "  style: doubleColumn # two columns for now",
        "  primary: Mailboxes",
        "  supplementary: Messages",
        "  secondary: Message",
    ].joined(separator: "\r\n") + "\r\n"

    @Test func fixingChangesOnlyTheFlaggedBytes() {
        let outcome = FixApplier(compiler: Self.compiler).fix(path: "Mail.layout.yaml", bytes: Array(Self.messy.utf8))
        #expect(outcome.refusal == nil)
        #expect(outcome.applied == 2)
        let expected = Self.messy
            .replacingOccurrences(of: "{ titel: ", with: "{ title: ")
            .replacingOccurrences(of: "style: doubleColumn #", with: "style: tripleColumn #")
        #expect(String(decoding: outcome.fixed, as: UTF8.self) == expected)
        #expect(outcome.remaining.diagnostics.filter { $0.severity == .error }.isEmpty)
    }

    @Test func fixingIsIdempotent() {
        let applier = FixApplier(compiler: Self.compiler)
        let once = applier.fix(path: "Mail.layout.yaml", bytes: Array(Self.messy.utf8))
        let twice = applier.fix(path: "Mail.layout.yaml", bytes: once.fixed)
        #expect(once.changed)
        #expect(!twice.changed)
        #expect(twice.applied == 0)
        #expect(twice.fixed == once.fixed)
    }

    @Test func overlappingFixesAreAppliedInLaterPasses() {
        let text = doubleColumnWithSupplementary.replacingOccurrences(
            of: "  supplementary: Messages\n",
            with: "  supplementary: Messages # layoutc:disable-line tab-bar-overflow, empty-list, \(Self.rule)\n")
        let outcome = FixApplier(compiler: Self.compiler).fix(path: "t.layout.yaml", bytes: Array(text.utf8))
        #expect(String(decoding: outcome.fixed, as: UTF8.self) == doubleColumnWithSupplementary.replacingOccurrences(
            of: "  supplementary: Messages\n", with: "  supplementary: Messages # layoutc:disable-line \(Self.rule)\n"))
        #expect(outcome.applied == 2)
    }

    @Test func onlyFindingsWithExactlyOneFixItAndNoConflictAreTaken() {
        func edit(_ start: Int, _ end: Int, _ text: String) -> TextEdit {
            TextEdit(range: SourceRange(start: start, end: end), replacement: text)
        }
        func finding(_ fixIts: [FixIt]) -> Diagnostic {
            Diagnostic(ruleID: "r", severity: .error, message: "m", range: .at(0), fixIts: fixIts)
        }
        let diagnostics = [
            finding([FixIt(message: "a", edits: [edit(0, 2, "x")]), FixIt(message: "b", edits: [edit(0, 2, "y")])]),
            finding([FixIt(message: "c", edits: [edit(4, 6, "z")])]),
            finding([FixIt(message: "d", edits: [edit(5, 7, "w")])]),
            finding([FixIt(message: "e", edits: [edit(6, 6, "+")])]),
            finding([FixIt(message: "f", edits: [edit(8, 8, "1")])]),
            finding([FixIt(message: "g", edits: [edit(8, 8, "2")])]),
        ]
        let safe = FixApplier.safeEdits(diagnostics)
        #expect(safe.fixCount == 3)
        #expect(safe.edits.map(\.replacement) == ["z", "+", "1"])
        #expect(FixApplier.apply(safe.edits, to: Array("0123456789".utf8)) == Array("0123z+67189".utf8))
    }

    @Test func aUTF16FileIsRefusedAndLeftAlone() {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in Self.messy.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let outcome = FixApplier(compiler: Self.compiler).fix(path: "Mail.layout.yaml", bytes: bytes)
        #expect(outcome.refusal?.contains("UTF-16") == true)
        #expect(!outcome.changed)
    }

    @Test func aFileWithAByteOrderMarkKeepsIt() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(Self.messy.utf8)
        let outcome = FixApplier(compiler: Self.compiler).fix(path: "Mail.layout.yaml", bytes: bytes)
        #expect(outcome.fixed.starts(with: [0xEF, 0xBB, 0xBF]))
        #expect(outcome.applied == 2)
    }
}

@Suite("Unified diff")
struct UnifiedDiffTests {
    func diff(_ old: String, _ new: String) -> String {
        UnifiedDiff.diff(old: Array(old.utf8), new: Array(new.utf8), oldLabel: "a/x", newLabel: "b/x")
    }

    static let twelve = (1...12).map { "l\($0)\n" }.joined()

    /// Rebuilds the new text from the old one and the diff's hunks, as `patch` would.
    static func applying(_ diff: String, to old: String) -> String {
        let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        var out: [String] = []
        var next = 0
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("@@ -") {
                let start = Int(line.dropFirst(4).prefix { $0.isNumber })!
                let count = line.dropFirst(4).drop { $0.isNumber }.hasPrefix(",0") ? 0 : 1
                let target = count == 0 ? start : start - 1
                while next < target { out.append(oldLines[next]); next += 1 }
            } else if line.hasPrefix(" ") {
                out.append(String(line.dropFirst())); next += 1
            } else if line.hasPrefix("-"), !line.hasPrefix("---") {
                next += 1
            } else if line.hasPrefix("+"), !line.hasPrefix("+++") {
                out.append(String(line.dropFirst()))
            }
        }
        while next < oldLines.count { out.append(oldLines[next]); next += 1 }
        return out.map { $0 + "\n" }.joined()
    }

    /// `fix` renaming a misspelt key on 40,000 rows used to need memory in proportion to the
    /// square of the changes (the process was killed); the diff is now linear and still exact.
    @Test func tensOfThousandsOfChangedLinesDiffInLinearSpace() {
        let old = (0..<40_000).map { "            - { id: row\($0), titel: Row }\n" }.joined()
        let new = old.replacingOccurrences(of: "titel", with: "title")
        let unified = diff(old, new)
        #expect(unified.split(separator: "\n").filter { $0.hasPrefix("-  ") }.count == 40_000)
        #expect(Self.applying(unified, to: old) == new)
    }

    /// Scattered edits between repeated lines: anchors where lines are unique, shortest edit
    /// scripts between them; `patch` gets the new text back either way.
    @Test func scatteredEditsAmongRepeatedLinesRoundTrip() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            let old = (0..<3_000).map { i in i % 7 == 0 ? "same\n" : "line \(i)\n" }
            var new = old
            for _ in 0..<200 {
                let at = Int.random(in: 0..<new.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: new[at] = "changed \(at)\n"
                case 1: new.remove(at: at)
                default: new.insert("inserted\n", at: at)
                }
            }
            let (a, b) = (old.joined(), new.joined())
            #expect(Self.applying(diff(a, b), to: a) == b)
        }
    }

    @Test func distantChangesGetTheirOwnHunksWithThreeLinesOfContext() {
        let new = Self.twelve.replacingOccurrences(of: "l2\n", with: "L2\n").replacingOccurrences(of: "l11\n", with: "L11\n")
        #expect(diff(Self.twelve, new) == """
            --- a/x
            +++ b/x
            @@ -1,5 +1,5 @@
             l1
            -l2
            +L2
             l3
             l4
             l5
            @@ -8,5 +8,5 @@
             l8
             l9
             l10
            -l11
            +L11
             l12

            """)
    }

    @Test func nearbyChangesShareAHunk() {
        let new = Self.twelve.replacingOccurrences(of: "l3\n", with: "").replacingOccurrences(of: "l8\n", with: "l8\nnew\n")
        #expect(diff(Self.twelve, new) == """
            --- a/x
            +++ b/x
            @@ -1,11 +1,11 @@
             l1
             l2
            -l3
             l4
             l5
             l6
             l7
             l8
            +new
             l9
             l10
             l11

            """)
    }

    @Test func identicalTextsHaveNoDiff() {
        #expect(diff(Self.twelve, Self.twelve) == "")
    }

    @Test func emptyRangesAndMissingLineBreaksFollowTheUsualConventions() {
        #expect(diff("", "a\n") == "--- a/x\n+++ b/x\n@@ -0,0 +1 @@\n+a\n")
        #expect(diff("a\nb", "a\nc") == "--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n")
    }

    @Test func crlfLinesKeepTheirLineBreaks() {
        #expect(diff("a\r\nb\r\n", "a\r\nc\r\n") == "--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n a\r\n-b\r\n+c\r\n")
        #expect(diff("a\r\n", "a\n") == "--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\r\n+a\n", "a changed line ending is a change")
    }

    @Test func theRenameOfAMisspeltKeyWinsAndNothingInsertsItAgain() throws {
        // `apperance` in the sidebar's list: the rename is the fix; no rule adds a second
        // `appearance:` because the list is unknown until the rename.
        let text = """
            spec: 1
            app: Mail
            screens:
              Mailboxes:
                list:
                  apperance: sidebar
                  items:
                    - { id: inbox, title: Inbox, image: tray }
                  onSelect: { showDetail: Message }
              Message: { restoresState: true }
            split:
              style: doubleColumn
              primary: Mailboxes
              secondary: Message
              compact:
                navigation: { root: Mailboxes }

            """
        let outcome = FixApplier(compiler: LayoutCompiler()).fix(path: "Mail.layout.yaml", bytes: Array(text.utf8))
        let fixed = String(decoding: outcome.fixed, as: UTF8.self)
        #expect(fixed == text.replacingOccurrences(of: "apperance:", with: "appearance:"))
        #expect(outcome.remaining.diagnostics.isEmpty)
    }

    @Test func restoringAScreenWithNothingUnderItKeepsOneScreen() throws {
        let text = """
            spec: 1
            app: Contacts
            screens:
              People:
                list:
                  appearance: sidebar
                  items: dynamic
                  itemType: Person
                  onSelect: { showDetail: Card }
              Card:
            split:
              style: doubleColumn
              primary: People
              secondary: Card
              compact:
                navigation: { root: People }

            """
        let outcome = FixApplier(compiler: LayoutCompiler()).fix(path: "Contacts.layout.yaml", bytes: Array(text.utf8))
        let fixed = String(decoding: outcome.fixed, as: UTF8.self)
        #expect(fixed == text.replacingOccurrences(of: "  Card:\n", with: "  Card: { restoresState: true }\n"))
        #expect(outcome.remaining.diagnostics.isEmpty)
    }
}

/// A key one level too high whose home is already in the spec moves into it: wrapping it in a
/// second `split:` would be a repeated key, an error `check` never showed.
@Suite("Fix: a key moved into the mapping there is")
struct MoveIntoExistingContainerTests {
    static let spec = """
        spec: 1
        app: Mail
        screens:
          Folders:
            list:
              appearance: sidebar
              items: [{ id: a, title: A }]
              onSelect: { showDetail: Detail }
          Detail:
            restoresState: true
        split:
          style: doubleColumn
          primary: Folders
          secondary: Detail
        compact:
          navigation:
            root: Folders

        """

    @Test func compactAtTheTopLevelMovesIntoTheSplit() throws {
        let outcome = FixApplier(compiler: LayoutCompiler()).fix(path: "Mail.layout.yaml", bytes: Array(Self.spec.utf8))
        let fixed = String(decoding: outcome.fixed, as: UTF8.self)
        #expect(outcome.applied == 1)
        #expect(fixed.hasSuffix("  secondary: Detail\n  compact:\n    navigation:\n      root: Folders\n"), "\(fixed)")
        #expect(!outcome.remaining.diagnostics.contains { $0.severity == .error }, "\(outcome.remaining.diagnostics.map(\.message))")
        let check = LayoutCompiler().check(path: "Mail.layout.yaml", bytes: Array(Self.spec.utf8))
        #expect(check.diagnostics.first?.help == "`compact` belongs inside `split`: move it under the `split:` on line 11")
    }

    @Test func aKeyBeforeItsHomeMovesDownIntoIt() throws {
        let before = Self.spec.replacingOccurrences(of: "compact:\n  navigation:\n    root: Folders\n", with: "")
            .replacingOccurrences(of: "split:\n", with: "compact: { navigation: { root: Folders } }\nsplit:\n")
        let outcome = FixApplier(compiler: LayoutCompiler()).fix(path: "Mail.layout.yaml", bytes: Array(before.utf8))
        let fixed = String(decoding: outcome.fixed, as: UTF8.self)
        #expect(fixed.contains("  secondary: Detail\n  compact: { navigation: { root: Folders } }\n"), "\(fixed)")
        #expect(!fixed.contains("\ncompact:"))
        #expect(!outcome.remaining.diagnostics.contains { $0.severity == .error })
    }
}

/// `fix` applies the fix-its of the findings `check` shows, and of no finding that appears only
/// once another is fixed: those are left, unapplied, in what `fix` reports as remaining.
@Suite("Fix applies what check shows")
struct FixAppliesWhatCheckShowsTests {
    static func finding(_ rule: String, _ message: String) -> Diagnostic {
        Diagnostic(ruleID: rule, severity: .warning, message: message, range: .at(0),
                   fixIts: [FixIt(message: "fix", edits: [TextEdit(range: .at(0), replacement: "x")])])
    }

    @Test func findingsThatAppearLaterAreNotCandidates() {
        let shown = FixApplier.Shown([Self.finding("a", "one"), Self.finding("a", "one"), Self.finding("b", "two")])
        let later = [Self.finding("a", "one"), Self.finding("c", "revealed"), Self.finding("a", "one"), Self.finding("a", "one")]
        #expect(shown.unfixed(in: later).map(\.ruleID) == ["a", "a"], "two `a` were shown; the third and `c` were not")
        let afterOne = shown.removing([Self.finding("a", "one")])
        #expect(afterOne.unfixed(in: later).map(\.ruleID) == ["a"], "one `a` is fixed, one is left")
    }

    /// Every tab-indented line of a file indented with tabs is fixed by one run, and the file is
    /// then exactly the one written with spaces.
    @Test func tabsAreFixedInOneRun() throws {
        let spaces = """
            spec: 1
            app: Mail
            screens:
              Mailboxes:
                list:
                  appearance: sidebar
                  items:
                    - { id: inbox, title: Inbox }
                  onSelect: { showDetail: Message }
              Message:
                restoresState: true
            split:
              style: doubleColumn
              behavior: tile
              primary: Mailboxes
              secondary: Message
            """
        let tabs = spaces.components(separatedBy: "\n").map { line -> String in
            let indent = line.prefix { $0 == " " }.count
            return String(repeating: "\t", count: indent / 2) + line.dropFirst(indent)
        }.joined(separator: "\n")
        let compiler = LayoutCompiler()
        #expect(compiler.check(path: "Mail.layout.yaml", bytes: Array(tabs.utf8)).diagnostics.count == 12,
                "one finding per tab-indented line")
        let outcome = FixApplier(compiler: compiler).fix(path: "Mail.layout.yaml", bytes: Array(tabs.utf8))
        #expect(String(decoding: outcome.fixed, as: UTF8.self) == spaces)
        #expect(outcome.remaining.diagnostics.isEmpty)
    }
}
