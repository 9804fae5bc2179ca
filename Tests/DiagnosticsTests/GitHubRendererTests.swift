import Diagnostics
import SpecSource
import Testing

/// Workflow commands must survive GitHub's parser: one line each, values that cannot end early.
@Suite struct GitHubRendererTests {
    @Test func messagesEncodePercentCarriageReturnAndLineFeed() {
        #expect(GitHubRenderer.escapeData("100% done\r\nnext: a,b") == "100%25 done%0D%0Anext: a,b")
    }

    @Test func propertiesAlsoEncodeColonAndComma() {
        #expect(GitHubRenderer.escapeProperty("dir:a,b/100%.layout.yaml\n") == "dir%3Aa%2Cb/100%25.layout.yaml%0A")
    }

    @Test func oneCommandPerFindingWithItsSpanAndRule() {
        let source = SourceFile(path: "odd,name:1.layout.yaml", text: "spec: 1\nstyle: dubleColumn\n")
        let d = Diagnostic(ruleID: "unknown-value", severity: .error, message: "`dubleColumn` is not a valid `style`",
                           range: SourceRange(start: 15, end: 26), help: "did you mean `doubleColumn`?")
        let output = GitHubRenderer().render([FileDiagnostics(source: source, diagnostics: [d])])
        #expect(output == "::error file=odd%2Cname%3A1.layout.yaml,line=2,col=8,endLine=2,endColumn=18,title=unknown-value::"
            + "`dubleColumn` is not a valid `style`%0Ahelp: did you mean `doubleColumn`?\n")
    }

    @Test func warningsAndNotesUseTheirOwnCommands() {
        let source = SourceFile(path: "a.layout.yaml", text: "a: 1\n")
        let findings = [Severity.warning, .note].map {
            Diagnostic(ruleID: "r", severity: $0, message: "m", range: SourceRange(start: 0, end: 1))
        }
        let lines = GitHubRenderer().render([FileDiagnostics(source: source, diagnostics: findings)]).split(separator: "\n")
        #expect(lines.map { $0.prefix(9) }.sorted() == ["::notice ", "::warning"])
    }

    @Test func endColumnIsTheLastFlaggedCharacterCountedInScalars() {
        let source = SourceFile(path: "a.layout.yaml", text: "title: 受信 bad\n")
        let start = Array("title: 受信 ".utf8).count
        let d = Diagnostic(ruleID: "r", severity: .error, message: "m", range: SourceRange(start: start - 7, end: start - 1))
        #expect(GitHubRenderer().render([FileDiagnostics(source: source, diagnostics: [d])])
            .contains("line=1,col=8,endLine=1,endColumn=9,"))
    }

    @Test func aSpanOverSeveralLinesLeavesColumnsOut() {
        let source = SourceFile(path: "a.layout.yaml", text: "title:\n  en: A\n  de: B\n")
        let d = Diagnostic(ruleID: "wrong-type", severity: .error, message: "m", range: SourceRange(start: 9, end: 22))
        let output = GitHubRenderer().render([FileDiagnostics(source: source, diagnostics: [d])])
        #expect(output.hasPrefix("::error file=a.layout.yaml,line=2,endLine=3,title=wrong-type::"))
    }
}
