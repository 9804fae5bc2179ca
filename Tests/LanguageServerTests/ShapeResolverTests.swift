import LayoutModel
import SpecSource
import Testing
@testable import LanguageServer

/// Reading the grammar along a YAML path, and finding the path of the node under the cursor.
@Suite struct ShapeResolverTests {
    @Test func pathsThroughMapsListsAndInlineScreens() {
        let item = SpecPath([.key("screens"), .key("Any"), .key("list"), .key("sections"), .element, .key("items"), .element])
        #expect(ShapeResolver.object(at: item)?.name == "item")
        let child = SpecPath([.key("screens"), .key("Any"), .key("list"), .key("items"), .element, .key("children"), .element])
        #expect(ShapeResolver.object(at: child)?.keyNames.contains("onSelect") == true)
        let inline = SpecPath([.key("split"), .key("primary")])
        #expect(ShapeResolver.object(at: inline)?.name == "inlineScreen")
        #expect(ShapeResolver.object(at: SpecPath([.key("nonsense")])) == nil)
    }

    @Test func oneOfPicksTheAlternativeForTheNodeKind() {
        let headerMode = SpecPath([.key("screens"), .key("S"), .key("list"), .key("headerMode")])
        #expect(ShapeResolver.object(at: headerMode)?.name == "headerModeBySizeClass")
        guard case .enumeration(let values)? = ShapeResolver.shape(at: headerMode, kind: .scalar) else {
            Issue.record("expected an enumeration")
            return
        }
        #expect(values == ["none", "supplementary", "firstItemInSection"])
    }

    @Test func enumDocumentationIsFoundByTheAllowedSet() {
        #expect(EnumDocumentation.documentation(of: "automatic", among: SplitBehavior.spellings)?.contains("tile, overlay or displace") == true)
        #expect(EnumDocumentation.documentation(of: "automatic", among: DisplayMode.spellings)?.contains("size and the split behavior") == true)
    }

    @Test func theNodeUnderTheCursorAndItsPath() throws {
        let text = "screens:\n  A:\n    list: { appearance: sidebar }\n"
        let tree = YAMLParser.parse(path: "x", bytes: Array(text.utf8))
        let offset = Array(text.utf8).count - 6   // inside `sidebar`
        let found = try #require(NodeAtOffset.find(in: tree, at: offset))
        #expect(found.role == .value)
        #expect(found.path == SpecPath([.key("screens"), .key("A"), .key("list"), .key("appearance")]))
        let key = try #require(NodeAtOffset.find(in: tree, at: 26))
        #expect(key.role == .key)
        #expect(tree.string(key.node) == "appearance")
    }
}
