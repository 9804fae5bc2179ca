import Foundation
import Testing

/// Rules run on whatever decoded. Cutting the bundled specs apart line by line gives hundreds of
/// partial specs (missing screens, half-written lists, dangling references); every rule must
/// run over each without crashing, and the decoder's findings must still be there.
@Suite("Partial specs")
struct PartialSpecTests {
    static func lines(of name: String) throws -> [Substring] {
        let path = SpecsAreCleanTests.specsFolder.appendingPathComponent(name).path
        return try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
    }

    @Test("every rule runs on a spec with any one line removed", arguments: SpecsAreCleanTests.specNames)
    func withoutOneLine(_ name: String) throws {
        let lines = try Self.lines(of: name)
        var runs = 0
        for index in lines.indices {
            var shorter = lines
            shorter.remove(at: index)
            _ = Examples.check(shorter.joined(separator: "\n"))
            runs += 1
        }
        #expect(runs == lines.count)
    }

    @Test("every rule runs on every prefix of a spec", arguments: SpecsAreCleanTests.specNames)
    func truncated(_ name: String) throws {
        let lines = try Self.lines(of: name)
        for count in 0...lines.count {
            let result = Examples.check(lines.prefix(count).joined(separator: "\n"))
            if count > 0, count < lines.count, lines[count - 1].hasSuffix(":"), lines[count - 1].hasPrefix("split") {
                #expect(!result.diagnostics.isEmpty, "a spec that stops at `split:` is reported")
            }
        }
    }

    @Test func rulesStillRunWhenAnotherPartFailedToDecode() {
        let text = """
            spec: 1
            app: Mail
            screens:
              Mailboxes:
                list:
                  appearance: sidebar
                  items: nonsense
                  onSelect: { showDetail: Mesage }
              Message:
            split:
              style: doubleColumn
              displayMode: twoBesideSecondary
              primary: Mailboxes
              secondary: [Message]
            """
        let ids = Set(Examples.check(text).diagnostics.map(\.ruleID))
        #expect(ids.isSuperset(of: ["unknown-value", "wrong-type", "unknown-screen", "display-mode-style-mismatch"]))
        #expect(!ids.contains("empty-list"), "a list whose items failed to decode is not reported as empty")
    }
}
