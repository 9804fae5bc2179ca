import Foundation
import LayoutRules
import TestSupport
import Testing

/// Docs/Rules.md is generated from the registry; this test fails when it drifts.
/// Regenerate with `Scripts/update-goldens.sh`.
@Suite("Docs/Rules.md")
struct RulesDocumentTests {
    @Test func matchesTheRegistry() throws {
        try Golden.assertMatches(RulesDocument.markdown(), file: Repository.url("Docs/Rules.md"))
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
