import Foundation
import JSONValue
import LayoutModel
import Testing

/// `Grammar/layout-spec.schema.json` is `layoutc schema`'s output; editors read the file.
@Suite("JSON Schema")
struct SchemaTests {
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func theCheckedInSchemaMatchesTheGrammar() throws {
        let url = Self.repo.appendingPathComponent("Grammar/layout-spec.schema.json")
        let generated = Grammar.jsonSchema().serialized() + "\n"
        if ProcessInfo.processInfo.environment["LAYOUTC_UPDATE_GOLDENS"] == "1" {
            try generated.write(to: url, atomically: true, encoding: .utf8)
        }
        let checkedIn = try String(contentsOf: url, encoding: .utf8)
        #expect(checkedIn == generated, "Grammar/layout-spec.schema.json drifted; run `swift run layoutc schema > Grammar/layout-spec.schema.json`")
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
