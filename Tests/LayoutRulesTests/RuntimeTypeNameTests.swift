import Diagnostics
import Testing

/// Generated code calls LayoutRuntime's types by their bare names from inside the app's
/// namespace, so a type the spec puts there under the same name would hide one of them.
@Suite("Names that would hide a runtime type")
struct RuntimeTypeNameTests {
    static func spec(app: String = "Pantry", itemType: String = "Jar", screen: String = "Shelf") -> String {
        """
        spec: 1
        app: \(app)
        screens:
          \(screen):
            title: Shelf
            list:
              appearance: insetGrouped
              items: dynamic
              itemType: \(itemType)
        """
    }

    @Test func anItemTypeNamedAfterARuntimeTypeIsRefused() throws {
        let findings = Examples.findings(of: "invalid-identifier", in: Self.spec(itemType: "RowOrder"))
        let finding = try #require(findings.first, "no finding")
        #expect(finding.message.contains("would hide LayoutRuntime's `RowOrder`"), "\(finding.message)")
        #expect(finding.help?.contains("RowOrderModel") == true, "\(finding.help ?? "no help")")
    }

    @Test func anAppNamedAfterARuntimeTypeIsRefused() throws {
        let findings = Examples.findings(of: "invalid-identifier", in: Self.spec(app: "SwipeActions"))
        #expect(findings.contains { $0.message.contains("would shadow LayoutRuntime's `SwipeActions`") }, "\(findings.map(\.message))")
    }

    @Test func aScreenMayBeNamedAfterARuntimeTypeSinceItOnlyPrefixesItsTypes() {
        #expect(Examples.findings(of: "invalid-identifier", in: Self.spec(screen: "ListHeaders")).isEmpty)
        #expect(Examples.findings(of: "invalid-identifier", in: Self.spec()).isEmpty)
    }
}
