import Diagnostics
import LayoutCompiler
import LayoutRules
import SpecSource
import TestSupport
import Testing

/// A baseline records today's findings by rule, path and content fingerprint; later runs report
/// only new findings, and the recorded ones that disappeared.
@Suite("Baseline")
struct BaselineTests {
    static let rule = "supplementary-requires-triple-column"

    func file(_ text: String, path: String = "Specs/Mail.layout.yaml") -> FileDiagnostics {
        check(text, path: path).fileDiagnostics
    }

    func stored(_ file: FileDiagnostics) -> String { file.source.path }

    @Test func theFileRoundTripsThroughJSON() throws {
        let baseline = Baseline(recording: [file(doubleColumnWithSupplementary)], path: stored)
        #expect(!baseline.entries.isEmpty)
        let text = baseline.json()
        #expect(text.hasPrefix("{\n  \"version\": 1,\n  \"entries\": [\n"))
        let read = try Baseline.read(path: "baseline.json", bytes: Array(text.utf8))
        #expect(read == baseline)
        #expect(read.json() == text, "writing is deterministic")
    }

    @Test func linesInsertedAboveAFindingDoNotMakeItNew() {
        let baseline = Baseline(recording: [file(doubleColumnWithSupplementary)], path: stored)
        let shifted = "# a new comment\n# and another\n" + doubleColumnWithSupplementary
            .replacingOccurrences(of: "split:\n", with: "\nsplit:\n  # moved down\n")
        let comparison = baseline.compare([file(shifted)], path: stored)
        #expect(comparison.files[0].diagnostics.isEmpty)
        #expect(comparison.stale.isEmpty)
        #expect(comparison.matched == baseline.entries.reduce(0) { $0 + $1.count })
    }

    @Test func aNewFindingIsReportedAndAFixedOneIsStale() {
        let baseline = Baseline(recording: [file(doubleColumnWithSupplementary)], path: stored)
        let changed = doubleColumnWithSupplementary
            .replacingOccurrences(of: "  supplementary: Messages\n", with: "")
            .replacingOccurrences(of: "  Message: { title: Message }\n", with: "  Message: { title: Message, titel: x }\n")
        let comparison = baseline.compare([file(changed)], path: stored)
        let new = comparison.files[0]
        #expect(new.diagnostics.map { "\($0.ruleID)@\(new.source.location(of: $0.range.start))" } == ["unknown-key@6:30"])
        #expect(comparison.stale.map(\.ruleID) == [Self.rule])
        #expect(comparison.stale.first?.path == "Specs/Mail.layout.yaml")
    }

    @Test func identicalFindingsAreCountedAndMatchedOneForOne() {
        let twice = doubleColumnWithSupplementary
            .replacingOccurrences(of: "  Messages: { title: Messages }\n", with: "  Messages:\n    titel: x\n")
            .replacingOccurrences(of: "  Message: { title: Message }\n", with: "  Message:\n    titel: x\n")
        let baseline = Baseline(recording: [file(twice)], path: stored)
        #expect(baseline.entries.first { $0.ruleID == "unknown-key" }?.count == 2)
        let once = twice.replacingOccurrences(of: "  Message:\n    titel: x\n", with: "  Message: { title: Message }\n")
        let comparison = baseline.compare([file(once)], path: stored)
        #expect(comparison.files[0].diagnostics.isEmpty)
        #expect(comparison.stale.map { "\($0.ruleID)×\($0.count)" } == ["unknown-key×1"])
        let thrice = twice + "  extra:\n    titel: x\n"
        #expect(baseline.compare([file(thrice)], path: stored).files[0].diagnostics.contains { $0.ruleID == "unknown-key" },
                "a third identical finding is new")
    }

    @Test func findingsAreMatchedPerSpec() {
        let baseline = Baseline(recording: [file(doubleColumnWithSupplementary, path: "A.layout.yaml")], path: stored)
        let other = baseline.compare([file(doubleColumnWithSupplementary, path: "B.layout.yaml")], path: stored)
        #expect(other.files[0].diagnostics.contains { $0.ruleID == Self.rule }, "the same text in another spec is new")
        #expect(other.stale.isEmpty, "A was not checked in this run, so its entries are not stale")
    }

    @Test func theFingerprintIgnoresLineNumbersButNotText() {
        let source = SourceFile(path: "x", text: "a: 1\n  b: c  \n")
        let moved = SourceFile(path: "x", text: "\n\na: 1\nb: c\n")
        let d1 = Diagnostic(ruleID: "r", severity: .error, message: "m", range: SourceRange(start: 7, end: 8))
        let d2 = Diagnostic(ruleID: "r", severity: .error, message: "other", range: SourceRange(start: 7, end: 8))
        #expect(Baseline.fingerprint(of: d1, in: source, path: "x") == Baseline.fingerprint(of: d2, in: moved, path: "x"))
        #expect(Baseline.fingerprint(of: d1, in: source, path: "x") != Baseline.fingerprint(of: d1, in: source, path: "y"))
        let d3 = Diagnostic(ruleID: "r", severity: .error, message: "m", range: SourceRange(start: 5, end: 6))
        #expect(Baseline.fingerprint(of: d1, in: source, path: "x") != Baseline.fingerprint(of: d3, in: source, path: "x"))
        #expect(Baseline.fingerprint(of: d1, in: source, path: "x").count == 16)
    }

    @Test func aDamagedBaselineIsReportedWithItsPosition() {
        #expect(throws: Baseline.ReadError.self) { try Baseline.read(path: "b.json", bytes: Array("{\"version\": 2, \"entries\": []}".utf8)) }
        do {
            _ = try Baseline.read(path: "b.json", bytes: Array("{\"version\": 1,\n \"entries\": [{\"ruleId\": 3}]}".utf8))
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "b.json:2:25: a baseline entry needs a string `ruleId`")
        }
        #expect(throws: Baseline.ReadError.self) { try Baseline.read(path: "b.json", bytes: Array("{\"version\": 1,".utf8)) }
    }
}
