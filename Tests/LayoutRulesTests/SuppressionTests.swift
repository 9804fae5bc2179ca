import Diagnostics
import LayoutCompiler
import LayoutRules
import SpecSource
import TestSupport
import Testing

/// `# layoutc:disable-next-line RULE` and `# layoutc:disable-line RULE` silence one finding; a
/// suppression that silences nothing is itself a warning, with a fix-it that removes it.
@Suite("Suppression comments")
struct SuppressionTests {
    static let rule = "supplementary-requires-triple-column"

    /// The test spec with `replacement` in place of its `supplementary:` line (line 11).
    func spec(supplementaryLine replacement: String) -> String {
        doubleColumnWithSupplementary.replacingOccurrences(of: "  supplementary: Messages\n", with: replacement)
    }

    func findings(_ text: String, configuration: Configuration = .default) -> [Finding] {
        let result = check(text, configuration: configuration)
        return result.diagnostics.filter { [Self.rule, "unused-suppression"].contains($0.ruleID) }
            .map { Finding($0, in: result.source) }
    }

    @Test func disableNextLineSilencesTheFindingOnTheFollowingLine() {
        let text = spec(supplementaryLine: "  # layoutc:disable-next-line \(Self.rule) - migrating to three columns\n  supplementary: Messages\n")
        #expect(findings(text).isEmpty)
    }

    @Test func disableNextLineSkipsBlankLinesAndOtherComments() {
        let text = spec(supplementaryLine: "  # layoutc:disable-next-line \(Self.rule)\n\n  # why: see the design doc\n  supplementary: Messages\n")
        #expect(findings(text).isEmpty)
    }

    @Test func disableLineSilencesTheFindingOnItsOwnLine() {
        let text = spec(supplementaryLine: "  supplementary: Messages   # layoutc:disable-line \(Self.rule)\n")
        #expect(findings(text).isEmpty)
    }

    @Test func oneCommentCanNameSeveralRules() {
        let text = spec(supplementaryLine: "  supplementary: Messages # layoutc:disable-line primary-sidebar-appearance, \(Self.rule) - legacy\n")
        let result = check(text)
        #expect(result.diagnostics.positions(of: Self.rule, in: result.source).isEmpty)
    }

    @Test func aSuppressionOnAnotherLineDoesNothingAndIsReported() {
        let text = doubleColumnWithSupplementary.replacingOccurrences(
            of: "  secondary: Message\n", with: "  secondary: Message # layoutc:disable-line \(Self.rule)\n")
        #expect(findings(text) == [
            Finding(at: "11:3", severity: .error,
                    message: "a `supplementary` column needs `style: tripleColumn`; this split is `doubleColumn`"),
            Finding(at: "12:22", severity: .warning,
                    message: "this suppression is unused: no `\(Self.rule)` finding starts on this line"),
        ])
    }

    @Test func aHashInsideAQuotedScalarIsNotAComment() {
        for quoted in ["\"Messages # layoutc:disable-line \(Self.rule)\"", "'Messages # layoutc:disable-line \(Self.rule)'",
                       "'it''s # layoutc:disable-line \(Self.rule)'"] {
            let text = spec(supplementaryLine: "  supplementary: { name: Messages, title: \(quoted) }\n")
            #expect(findings(text).map(\.at) == ["11:3"], "\(quoted) is a title, not a suppression")
        }
    }

    @Test func theCommentScannerFindsOnlyRealComments() {
        let text = """
            # leading
            a: "x # not" # one
            b: 'it''s # not' # two
            c: Don't # three
            d: a#b
            e: | # four
              # block scalar text, not a comment
              more text
            f: >-
              # folded text
            g: [1, # five
                2]
            """
        let tree = YAMLParser.parse(path: "t.yaml", bytes: Array(text.utf8))
        #expect(tree.problems.isEmpty)
        let comments = CommentScanner.comments(in: tree).map { tree.source.text($0.range) }
        #expect(comments == ["# leading", "# one", "# two", "# three", "# four", "# five"])
        #expect(CommentScanner.comments(in: tree).map(\.isWholeLine) == [true, false, false, false, false, false])
    }

    @Test func quotesAreTrackedByHandWhereASyntaxErrorCutTheTreeShort() {
        let text = "a: [1, 2\nb: \"x # not a comment\n  still quoted # nor this\"  # but this\n"
        let tree = YAMLParser.parse(path: "t.yaml", bytes: Array(text.utf8))
        #expect(!tree.problems.isEmpty)
        #expect(CommentScanner.comments(in: tree).map { tree.source.text($0.range) } == ["# but this"])
    }

    @Test func anUnusedSuppressionHasAFixItThatDeletesItsLine() throws {
        let text = "spec: 1\n# layoutc:disable-next-line \(Self.rule)\napp: Mail\n"
        let result = check(text)
        let unused = try #require(result.diagnostics.first { $0.ruleID == "unused-suppression" })
        #expect(Finding(unused, in: result.source)
                == Finding(at: "2:1", severity: .warning,
                           message: "this suppression is unused: no `\(Self.rule)` finding starts on line 3"))
        #expect(unused.fixIts.count == 1)
        let fixed = FixApplier.apply(unused.fixIts[0].edits, to: Array(text.utf8))
        #expect(String(decoding: fixed, as: UTF8.self) == "spec: 1\napp: Mail\n")
    }

    @Test func aTrailingUnusedSuppressionIsRemovedWithTheSpaceBeforeIt() throws {
        let text = "spec: 1\napp: Mail    # layoutc:disable-line \(Self.rule)\r\nsplit: {}\r\n"
        let result = check(text)
        let unused = try #require(result.diagnostics.first { $0.ruleID == "unused-suppression" })
        let fixed = FixApplier.apply(unused.fixIts[0].edits, to: Array(text.utf8))
        #expect(String(decoding: fixed, as: UTF8.self) == "spec: 1\napp: Mail\r\nsplit: {}\r\n")
    }

    @Test func onlyTheUnusedRuleOfASharedCommentIsReported() throws {
        let text = spec(supplementaryLine: "  supplementary: Messages # layoutc:disable-line \(Self.rule), tab-bar-overflow\n")
        let result = check(text)
        let unused = result.diagnostics.filter { $0.ruleID == "unused-suppression" }
        #expect(unused.map { Finding($0, in: result.source) } == [Finding(
            at: "11:88", severity: .warning,
            message: "`tab-bar-overflow` is suppressed here but no `tab-bar-overflow` finding starts on this line")])
        let fixed = FixApplier.apply(try #require(unused.first?.fixIts.first).edits, to: Array(text.utf8))
        #expect(String(decoding: fixed, as: UTF8.self).contains("# layoutc:disable-line \(Self.rule)\n"))
    }

    @Test func anUnknownRuleIdSuggestsTheClosestAndSilencesNothing() throws {
        let text = spec(supplementaryLine: "  supplementary: Messages # layoutc:disable-line supplementary-requires-triple-colum\n")
        let result = check(text)
        #expect(result.diagnostics.positions(of: Self.rule, in: result.source) == ["11:3"])
        let unused = try #require(result.diagnostics.first { $0.ruleID == "unused-suppression" })
        #expect(unused.message == "unknown rule `supplementary-requires-triple-colum` in a suppression; it suppresses nothing")
        #expect(unused.help == "did you mean `\(Self.rule)`?")
        #expect(unused.fixIts.first?.edits.first?.replacement == Self.rule)
    }

    @Test func inputRulesCannotBeSuppressed() {
        let text = "spec: 1\napp: Mail\nsplt: {} # layoutc:disable-line unknown-key\n"
        let result = check(text)
        #expect(result.diagnostics.positions(of: "unknown-key", in: result.source) == ["3:1"])
        #expect(result.diagnostics.positions(of: "unused-suppression", in: result.source) == ["3:33"])
    }

    @Test func anUnknownDirectiveIsReportedWithTheDirectiveItMeant() throws {
        let result = check("spec: 1\n# layoutc:disable-nextline \(Self.rule)\napp: Mail\n")
        let unused = try #require(result.diagnostics.first { $0.ruleID == "unused-suppression" })
        #expect(unused.message == "unknown directive `layoutc:disable-nextline`; this comment suppresses nothing")
        #expect(unused.help == "did you mean `layoutc:disable-next-line`?")
    }

    @Test func unusedSuppressionCanBeTurnedOffOrRaised() {
        let text = "spec: 1\n# layoutc:disable-next-line \(Self.rule)\napp: Mail\n"
        let off = Configuration(ruleSettings: ["unused-suppression": .off])
        #expect(!check(text, configuration: off).diagnostics.ids().contains("unused-suppression"))
        let raised = Configuration(ruleSettings: ["unused-suppression": .severity(.error)])
        #expect(check(text, configuration: raised).diagnostics.filter { $0.ruleID == "unused-suppression" }.map(\.severity) == [.error])
    }

    @Test func aSuppressionOfARuleThatIsOffSuppressesNothing() {
        let text = spec(supplementaryLine: "  supplementary: Messages # layoutc:disable-line \(Self.rule)\n")
        let configuration = Configuration(disabledRules: [Self.rule])
        #expect(findings(text, configuration: configuration).map(\.at) == ["11:27"])
    }

    @Test func suppressionsWorkInCRLFFiles() {
        let text = spec(supplementaryLine: "  # layoutc:disable-next-line \(Self.rule)\n  supplementary: Messages\n")
            .replacingOccurrences(of: "\n", with: "\r\n")
        #expect(findings(text).isEmpty)
    }

    @Test func suppressionsAreNotReportedUnusedWhenASyntaxErrorHidTheRest() {
        let text = "spec: 1\n# layoutc:disable-next-line \(Self.rule)\napp: [Mail\n"
        let result = check(text)
        #expect(result.diagnostics.ids().contains("yaml-syntax"))
        #expect(!result.diagnostics.ids().contains("unused-suppression"))
    }
}

/// The quick test for whether a spec has any suppression comment at all.
@Suite("Marker search")
struct MarkerSearchTests {
    @Test func findsTheMarkerAnywhereIncludingTheVeryEnd() {
        #expect(CommentScanner.contains("layoutc:", in: Array("# layoutc:".utf8)))
        #expect(CommentScanner.contains("layoutc:", in: Array("a: b\n# x layoutc: y\n".utf8)))
        #expect(CommentScanner.contains("layoutc:", in: Array("llllayoutc:".utf8)))
    }

    @Test func doesNotFindWhatIsNotThere() {
        #expect(!CommentScanner.contains("layoutc:", in: Array("# layoutc".utf8)))
        #expect(!CommentScanner.contains("layoutc:", in: Array("layout c:".utf8)))
        #expect(!CommentScanner.contains("layoutc:", in: []))
    }
}
