import Foundation
import LayoutModel
import SpecSource
import TestSupport
import Testing

/// `Docs/SpecLanguage.md` is `layoutc reference`'s output: the guide, then every key of the
/// grammar. These tests keep it the language layoutc reads.
@Suite("Language reference")
struct LanguageReferenceTests {
    static let document = LanguageReference.markdown()

    /// Regenerated with the other goldens (`Scripts/update-goldens.sh`), or `layoutc reference`.
    @Test func theCheckedInReferenceMatchesTheGrammar() throws {
        try Golden.assertMatches(Self.document, file: Repository.url("Docs/SpecLanguage.md"))
    }

    /// Every key reached from the root, with its object.
    static var keys: [(object: ObjectShape, key: KeyShape)] {
        LanguageReference.objects.flatMap { object in object.keys.map { (object, $0) } }
    }

    @Test func everyKeyHasItsSectionAndEveryPathWhereItMayAppear() {
        #expect(Self.keys.count > 60)
        for (object, key) in Self.keys {
            let paths = LanguageReference.paths(of: key, in: object)
            #expect(!paths.isEmpty, "\(object.name).\(key.name) has no path")
            let linked = Self.document.contains("<a id=\"\(object.name).\(key.name)\"></a>")
                || Self.document.contains("[`\(key.name)`](#")
            #expect(linked, "\(object.name).\(key.name) is not in the reference")
        }
        #expect(LanguageReference.paths(of: Grammar.tab.key("title")!, in: Grammar.tab) == ["split.compact.tabBar.tabs[].title"])
        #expect(LanguageReference.paths(of: Grammar.list.key("appearance")!, in: Grammar.list) == ["<screen>.list.appearance"])
        #expect(LanguageReference.paths["item"]?.contains("<screen>.list.sections[].items[]") == true)
        #expect(LanguageReference.paths["item"]?.contains("<screen>.list.items[].children[]") == true)
        #expect(LanguageReference.paths["inlineScreen"] == ["split.primary", "split.supplementary", "split.secondary"])
    }

    /// A key added to the grammar without saying what it becomes in SwiftUI fails here: write
    /// the SwiftUI spelling the emitter generates, or `noSwiftUI(why)`.
    @Test func everyKeyHasASwiftUIMeaningOrSaysWhyNot() {
        for (object, key) in Self.keys {
            let name = "\(object.name).\(key.name)"
            guard let swiftui = key.swiftui, !swiftui.isEmpty else {
                Issue.record("`\(name)` has no `swiftui:` in the grammar: what does it become in the generated SwiftUI code?")
                continue
            }
            if swiftui.hasPrefix(Grammar.noSwiftUIPrefix) {
                let reason = swiftui.dropFirst(Grammar.noSwiftUIPrefix.count)
                #expect(reason.count >= 20, "`\(name)` says SwiftUI has no counterpart; say why")
            } else {
                #expect(swiftui.contains("`"), "`\(name)`: `swiftui:` names the SwiftUI code in backticks: \(swiftui)")
            }
        }
    }

    @Test func everyKeyWithAnEnumerationListsEachValueWithItsMeaning() {
        for (_, key) in Self.keys {
            guard case .enumeration(let values) = key.shape else { continue }
            for value in values {
                #expect(Grammar.enumDocumentation(of: value, among: values) != nil, "\(key.name): \(value) has no documentation")
            }
        }
    }

    /// Problems an example may have: it is written from the top of the file but leaves out
    /// required keys that have nothing to do with what it shows.
    static func inputErrors(_ yaml: String) -> [String] {
        let tree = YAMLParser.parse(path: "Example.layout.yaml", bytes: Array(yaml.utf8))
        let (_, diagnostics) = SpecDecoder.decode(tree)
        return diagnostics.filter { $0.severity == .error && $0.ruleID != "missing-key" }
            .map { "\(tree.source.location(of: $0.range.start)) [\($0.ruleID)] \($0.message)" }
    }

    /// The YAML blocks of a Markdown text.
    static func yamlBlocks(_ markdown: String) -> [String] {
        markdown.components(separatedBy: "```yaml\n").dropFirst().compactMap { $0.components(separatedBy: "\n```").first.map { $0 + "\n" } }
    }

    @Test func everyObjectHasAnExampleThatReadsWithoutInputErrors() {
        let reference = Self.document.components(separatedBy: "\n## Reference\n").last ?? ""
        for object in LanguageReference.objects {
            // The object's section up to its first key: the summary, the table of keys, the example.
            let section = (reference.components(separatedBy: "<a id=\"\(object.name)\"></a>\n").dropFirst().first ?? "")
                .components(separatedBy: "<a id=").first ?? ""
            let example = Self.yamlBlocks(section).first
            guard let example else {
                Issue.record("`\(object.name)` has no example: add one to LanguageReferenceExamples")
                continue
            }
            #expect(Self.inputErrors(example).isEmpty, "the example of `\(object.name)`: \(Self.inputErrors(example))")
            #expect(object.keys.contains { example.contains("\($0.name):") }, "the example of `\(object.name)` uses none of its keys")
        }
    }

    @Test func theGuidesExamplesReadWithoutInputErrors() {
        let guide = Self.document.components(separatedBy: "\n## Reference\n").first ?? ""
        let blocks = Self.yamlBlocks(guide)
        #expect(blocks.count >= 4)
        for block in blocks {
            #expect(Self.inputErrors(block).isEmpty, "\(block.prefix(60)): \(Self.inputErrors(block))")
        }
    }

    @Test func theGuideExplainsTheREADMEsMailSpec() throws {
        let readme = try Repository.read("README.md")
        let mail = try #require(Self.yamlBlocks(readme).first)
        #expect(mail.contains("app: Mail"))
        let guide = Self.document.components(separatedBy: "\n## Reference\n").first ?? ""
        #expect(guide.contains("```yaml\n" + mail + "```\n"), "the guide's Mail example is the README's; copy it over")
    }
}
