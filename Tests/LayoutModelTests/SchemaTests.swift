import Foundation
import JSONValue
import LayoutModel
import TestSupport
import Testing

/// `Grammar/layout-spec.schema.json` is `layoutc schema`'s output; editors read the file.
@Suite("JSON Schema")
struct SchemaTests {
    static let repo = Repository.root

    /// Regenerated with the other goldens (`Scripts/update-goldens.sh`), or `layoutc schema`.
    @Test func theCheckedInSchemaMatchesTheGrammar() throws {
        try Golden.assertMatches(Grammar.jsonSchema().serialized() + "\n", file: Repository.url("Grammar/layout-spec.schema.json"))
    }

    @Test func everySpecCarriesTheSchemaModeline() throws {
        let specs = try FileManager.default.contentsOfDirectory(atPath: Self.repo.appendingPathComponent("Specs").path)
            .filter { $0.hasSuffix(".layout.yaml") }
        #expect(specs.count >= 7)
        for name in specs {
            let text = try String(contentsOf: Self.repo.appendingPathComponent("Specs/\(name)"), encoding: .utf8)
            #expect(text.hasPrefix("# yaml-language-server: $schema=../Grammar/layout-spec.schema.json"), "\(name)")
        }
    }

    @Test func everyEnumValueIsInTheSchema() {
        let text = Grammar.jsonSchema().serialized()
        for value in SplitStyle.spellings + DisplayMode.spellings + ListAppearance.spellings + Accessory.spellings {
            #expect(text.contains("\"\(value)\""))
        }
    }
}
