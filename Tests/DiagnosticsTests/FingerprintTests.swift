import Diagnostics
import LayoutCompiler
import SpecSource
import Testing

/// Code scanning and baselines match findings by content, so lines inserted above a finding
/// must not change its fingerprint.
@Suite struct FingerprintTests {
    @Test func fnv1aMatchesThePublishedTestVectors() {
        #expect(Fingerprint.fnv1a64([UInt8]()) == 0xcbf2_9ce4_8422_2325)
        #expect(Fingerprint.fnv1a64(Array("a".utf8)) == 0xaf63_dc4c_8601_ec8c)
        #expect(Fingerprint.fnv1a64(Array("foobar".utf8)) == 0x8594_4171_f739_67e8)
        #expect(Fingerprint.hex(0xab) == "00000000000000ab")
    }

    static let spec = """
        spec: 1
        app: Mail
        split:
          style: doubleColumn
          primary: { name: Mailboxes, list: { appearance: sidebr } }
          secondary: { name: Message }

        """

    func fingerprints(_ text: String) -> [String: String] {
        let result = LayoutCompiler().check(path: "Mail.layout.yaml", bytes: Array(text.utf8))
        return Dictionary(result.diagnostics.map { ($0.ruleID, Fingerprint.of($0, in: result.source)) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func insertingLinesAboveKeepsTheFingerprint() throws {
        let before = fingerprints(Self.spec)
        let shifted = Self.spec.replacingOccurrences(of: "app: Mail\n", with: "app: Mail\n# a comment\n\n# and another\n")
        let after = fingerprints(shifted)
        let value = try #require(before["unknown-value"])
        #expect(after["unknown-value"] == value)
    }

    @Test func reindentingTheLineKeepsTheFingerprint() {
        let source = SourceFile(path: "a.layout.yaml", text: "a:\n  b: bad\n")
        let moved = SourceFile(path: "a.layout.yaml", text: "a:\n\n    b: bad\n")
        let d1 = Diagnostic(ruleID: "r", severity: .error, message: "m", range: SourceRange(start: 8, end: 11))
        let d2 = Diagnostic(ruleID: "r", severity: .error, message: "other words", range: SourceRange(start: 11, end: 14))
        #expect(Fingerprint.of(d1, in: source) == Fingerprint.of(d2, in: moved))
    }

    @Test func changingTheFlaggedTextTheRuleOrTheFileChangesIt() {
        let source = SourceFile(path: "a.layout.yaml", text: "a: bad\n")
        let d = Diagnostic(ruleID: "r", severity: .error, message: "m", range: SourceRange(start: 3, end: 6))
        let base = Fingerprint.of(d, in: source)
        var otherRule = d
        otherRule.ruleID = "s"
        #expect(Fingerprint.of(otherRule, in: source) != base)
        #expect(Fingerprint.of(d, in: SourceFile(path: "b.layout.yaml", text: "a: bad\n")) != base)
        #expect(Fingerprint.of(d, in: SourceFile(path: "a.layout.yaml", text: "a: bat\n")) != base)
    }
}
