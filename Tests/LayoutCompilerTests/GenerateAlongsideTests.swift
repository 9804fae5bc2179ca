import Diagnostics
import Foundation
import LayoutCompiler
import LayoutModel
import SpecGenerator
import Testing

/// `layoutc build` of one large spec generates its file while the rules run. What the check
/// reports must not change because of it, and the generator must only ever see a model that
/// was read to the end without errors.
@Suite("Generating while the rules run")
struct GenerateAlongsideTests {
    static let clean = SpecGenerator(targetBytes: 300_000).generate()

    /// The same findings, in the same order, as a check on its own.
    func expectSameCheck(_ text: String, ranWork: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
        let bytes = Array(text.utf8)
        let alone = LayoutCompiler().check(path: "Big.layout.yaml", bytes: bytes)
        let (result, screens) = LayoutCompiler().check(path: "Big.layout.yaml", bytes: bytes, alongside: true) { spec in
            spec.screens.count
        }
        #expect(result.diagnostics == alone.diagnostics, sourceLocation: sourceLocation)
        #expect(result.spec.screens.count == alone.spec.screens.count, sourceLocation: sourceLocation)
        if ranWork {
            #expect(screens == alone.spec.screens.count, "the work saw the decoded model", sourceLocation: sourceLocation)
        } else {
            #expect(screens == nil, "no work on a spec that cannot be generated", sourceLocation: sourceLocation)
        }
    }

    @Test("A clean spec: the same findings, and the work ran on its model")
    func cleanSpec() {
        expectSameCheck(Self.clean, ranWork: true)
    }

    @Test("An error only a rule finds: the same findings (the work ran, and build drops its file)")
    func ruleError() {
        let broken = Self.clean.replacingOccurrences(of: "\n  primary: Sidebar\n", with: "\n  primary: Nowhere\n")
        #expect(broken != Self.clean)
        expectSameCheck(broken, ranWork: true)
        let (result, _) = LayoutCompiler().check(path: "Big.layout.yaml", bytes: Array(broken.utf8), alongside: true) { _ in 0 }
        #expect(result.diagnostics.contains { $0.ruleID == "unknown-screen" && $0.severity == .error })
    }

    @Test("A decoding error or a syntax error: the same findings, and no work")
    func unreadableSpecs() {
        let badValue = Self.clean.replacingOccurrences(of: "style: tripleColumn", with: "style: quadrupleColumn")
        #expect(badValue != Self.clean)
        expectSameCheck(badValue, ranWork: false)
        expectSameCheck(Self.clean + "\n  - [unclosed\n", ranWork: false)
    }

    @Test("Without `alongside` nothing else runs")
    func notAsked() {
        let (_, work) = LayoutCompiler().check(path: "Big.layout.yaml", bytes: Array(Self.clean.utf8), alongside: false) { _ in 1 }
        #expect(work == nil)
    }
}
