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

/// A spec's item and section types may take framework types' names (`Image`, `List`, `String`):
/// generated code then spells the framework's type with its module. The app's name may not: it
/// names a type of the whole module, and would hide the framework's type from the app's own code.
@Suite("Names that framework types also have")
struct FrameworkTypeNameTests {
    @Test(arguments: ["Image", "List", "Text", "Section", "View", "String", "Label", "Date", "UIView"])
    func anItemTypeMayBeNamedAfterAFrameworkType(name: String) {
        #expect(Examples.findings(of: "invalid-identifier", in: RuntimeTypeNameTests.spec(itemType: name)).isEmpty)
    }

    @Test(arguments: ["List", "Text", "String", "Image"])
    func anAppNamedAfterAFrameworkTypeIsRefused(name: String) throws {
        let findings = Examples.findings(of: "invalid-identifier", in: RuntimeTypeNameTests.spec(app: name))
        let finding = try #require(findings.first, "no finding")
        #expect(finding.message.contains("for the whole module, hiding the framework type `\(name)` from your code"), "\(finding.message)")
        #expect(finding.help == "write `\(name)App`")
    }

    @Test("Types generated code cannot spell with a module stay refused", arguments: ["Sendable", "MainActor", "NSUserActivity", "App"])
    func unqualifiableFrameworkNamesAreRefused(name: String) {
        let findings = Examples.findings(of: "invalid-identifier", in: RuntimeTypeNameTests.spec(itemType: name))
        #expect(findings.contains { $0.message.contains("would hide the framework type `\(name)`") }, "\(findings.map(\.message))")
    }

    @Test("An item type named like the sectioned lists' runtime types is refused; the old nested names are free")
    func sectionedListRuntimeNamesAreRefused() {
        let findings = Examples.findings(of: "invalid-identifier", in: RuntimeTypeNameTests.spec(itemType: "WholeList"))
        #expect(findings.contains { $0.message.contains("would hide LayoutRuntime's `WholeList`") }, "\(findings.map(\.message))")
        // List controllers no longer declare identifier types of their own (the runtime's
        // `SectionedDataListViewController` keeps them), so these names hide nothing.
        #expect(Examples.findings(of: "invalid-identifier", in: RuntimeTypeNameTests.spec(itemType: "SnapshotRow")).isEmpty)
    }
}
