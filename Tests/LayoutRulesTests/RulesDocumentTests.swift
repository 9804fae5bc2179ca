import Foundation
import LayoutRules
import Testing

/// Docs/Rules.md is generated from the registry; this test fails when it drifts.
/// Regenerate with `LAYOUTC_UPDATE_GOLDENS=1 swift test --filter RulesDocumentTests`.
@Suite("Docs/Rules.md")
struct RulesDocumentTests {
    static let path = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Docs/Rules.md").path

    @Test func matchesTheRegistry() throws {
        let generated = RulesDocument.markdown()
        if ProcessInfo.processInfo.environment["LAYOUTC_UPDATE_GOLDENS"] == "1" {
            try generated.write(toFile: Self.path, atomically: true, encoding: .utf8)
        }
        let written = try String(contentsOfFile: Self.path, encoding: .utf8)
        #expect(written == generated, "Docs/Rules.md is out of date; run LAYOUTC_UPDATE_GOLDENS=1 swift test --filter RulesDocumentTests")
    }

    @Test func hasAnAnchorAndTheFactForEveryRule() {
        let document = RulesDocument.markdown()
        for descriptor in RuleRegistry.descriptors {
            #expect(document.contains("<a id=\"\(descriptor.id)\"></a>\n### `\(descriptor.id)`"), "\(descriptor.id) has an anchor")
        }
        for id in RuleRegistryTests.structureIDs + RuleRegistryTests.guidelineIDs {
            let section = document.components(separatedBy: "<a id=\"\(id)\"></a>").last ?? ""
            let own = section.components(separatedBy: "<a id=").first ?? ""
            #expect(own.contains("**UIKit / HIG:**"), "\(id) states the UIKit or HIG fact behind it")
        }
    }
}
