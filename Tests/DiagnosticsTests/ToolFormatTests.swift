import Diagnostics
import SpecSource
import Testing

/// JSON and SARIF details that tools rely on.
@Suite struct ToolFormatTests {
    /// `📥` is one scalar but four UTF-8 bytes.
    static let source = SourceFile(path: "Inbox.layout.yaml", text: "title: 📥 x: bad\nnext: bad\n")
    static let bad = SourceRange(start: 15, end: 18)

    @Test func jsonColumnsCountScalarsAndOffsetsCountBytes() throws {
        let d = Diagnostic(ruleID: "r", severity: .error, message: "m", range: Self.bad)
        let json = JSONRenderer().document([FileDiagnostics(source: Self.source, diagnostics: [d])], specCount: 1)
            .serialized(pretty: false)
        #expect(json.contains(#""range":{"start":{"line":1,"column":13,"offset":15},"end":{"line":1,"column":16,"offset":18}}"#))
        #expect(json.hasPrefix(#"{"version":1,"files":1,"#))
    }

    @Test func jsonGivesOnlyOffsetsForAFileItWasNotGiven() {
        let d = Diagnostic(ruleID: "r", severity: .error, message: "m", range: Self.bad,
                           related: [RelatedLocation(range: SourceRange(start: 4, end: 6), label: "l", path: ".layoutc.yml")])
        let json = JSONRenderer().document([FileDiagnostics(source: Self.source, diagnostics: [d])], specCount: 1).serialized(pretty: false)
        #expect(json.contains(#""path":".layoutc.yml","range":{"start":{"line":null,"column":null,"offset":4}"#))
    }

    @Test func sarifCharacterOffsetsCountScalarsLikeItsColumns() {
        let d = Diagnostic(ruleID: "r", severity: .error, message: "m", range: Self.bad)
        let sarif = SARIFRenderer(rules: [], toolVersion: "1").document([FileDiagnostics(source: Self.source, diagnostics: [d])])
            .serialized(pretty: false)
        #expect(sarif.contains(#""region":{"startLine":1,"startColumn":13,"endLine":1,"endColumn":16,"charOffset":12,"charLength":3}"#))
        #expect(sarif.contains(#""columnKind":"unicodeCodePoints""#))
    }

    @Test func sarifRuleIndexPointsAtTheRuleAndUnknownRulesAreListedToo() {
        let known = RuleDescriptor(id: "a-rule", category: .guideline, defaultSeverity: .warning, summary: "s", rationale: "r")
        let d = Diagnostic(ruleID: "other-rule", severity: .error, message: "m", range: Self.bad)
        let sarif = SARIFRenderer(rules: [known], toolVersion: "1").document([FileDiagnostics(source: Self.source, diagnostics: [d])])
            .serialized(pretty: false)
        #expect(sarif.contains(#""rules":[{"id":"a-rule","name":"ARule""#))
        #expect(sarif.contains(#"{"id":"other-rule","name":"OtherRule""#))
        #expect(sarif.contains(#""ruleId":"other-rule","ruleIndex":1,"level":"error""#))
    }

    @Test func sarifPathsAreURIsRelativeToTheSourceRootOrAbsoluteFileURIs() {
        let spaced = SourceFile(path: "My Specs/Café.layout.yaml", text: "a: 1\n")
        let absolute = SourceFile(path: "/tmp/x#1.layout.yaml", text: "a: 1\n")
        let files = [spaced, absolute].map {
            FileDiagnostics(source: $0, diagnostics: [Diagnostic(ruleID: "r", severity: .error, message: "m", range: .at(0))])
        }
        let sarif = SARIFRenderer(rules: [], toolVersion: "1", sourceRoot: "/home/me/app").document(files).serialized(pretty: false)
        #expect(sarif.contains(#""uri":"My%20Specs/Caf%C3%A9.layout.yaml","uriBaseId":"%SRCROOT%""#))
        #expect(sarif.contains(#""artifactLocation":{"uri":"file:///tmp/x%231.layout.yaml"}"#))
        #expect(sarif.contains(#""%SRCROOT%":{"uri":"file:///home/me/app/""#))
    }

    @Test func sarifFingerprintsOfIdenticalFindingsAreNumberedInOrder() {
        let twice = SourceFile(path: "a.layout.yaml", text: "- bad\n- bad\n")
        let findings = [2, 8].map { Diagnostic(ruleID: "r", severity: .error, message: "m", range: SourceRange(start: $0, end: $0 + 3)) }
        let sarif = SARIFRenderer(rules: [], toolVersion: "1").document([FileDiagnostics(source: twice, diagnostics: findings)])
            .serialized(pretty: false)
        let hash = Fingerprint.of(findings[0], in: twice)
        #expect(sarif.contains("\"\(hash):1\"") && sarif.contains("\"\(hash):2\""))
    }
}

/// A producer's off-by-one, an empty file or a related file nobody supplied must never crash a
/// renderer: the user would lose every other finding of the run.
@Suite struct RendererRobustnessTests {
    static let cases: [(SourceFile, SourceRange)] = [
        (SourceFile(path: "empty.layout.yaml", text: ""), .at(0)),
        (SourceFile(path: "a.layout.yaml", text: "a: 1\n"), SourceRange(start: 3, end: 400)),
        (SourceFile(path: "a.layout.yaml", text: "a: 1"), .at(4)),
        (SourceFile(path: "crlf.layout.yaml", text: "a: 1\r\nb: 2\r\n"), SourceRange(start: 3, end: 6)),
    ]

    @Test(arguments: 0..<4)
    func everyRendererCopes(_ index: Int) {
        let (source, range) = Self.cases[index]
        let d = Diagnostic(ruleID: "r", severity: .error, message: "m", range: range, label: "l",
                           related: [RelatedLocation(range: SourceRange(start: 2, end: 9), label: "elsewhere", path: "gone.yml"),
                                     RelatedLocation(range: SourceRange(start: 50, end: 60), label: "past the end")],
                           notes: ["n"], help: "h",
                           fixIts: [.replace(range, with: "x\ny", message: "f"), FixIt(message: "nothing", edits: [])])
        let files = [FileDiagnostics(source: source, diagnostics: [d])]
        let human = HumanRenderer(colored: false).render(files, specCount: 1)
        #expect(HumanRenderer(colored: true).render(files, specCount: 1).contains("\u{1B}[1;31merror[r]"))
        #expect(human.contains("error[r]") && human.contains(" ::: gone.yml: elsewhere"))
        #expect(JSONRenderer().render(files, specCount: 1).contains("\"ruleId\": \"r\""))
        #expect(SARIFRenderer(rules: [], toolVersion: "1").render(files).contains("\"byteOffset\": 2"))
        #expect(GitHubRenderer().render(files).hasPrefix("::error file=\(source.path),line=1,"))
        #expect(XcodeRenderer().render(files).contains(": error: m [r]"))
    }
}
