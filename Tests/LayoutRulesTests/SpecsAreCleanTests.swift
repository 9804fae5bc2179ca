import Foundation
import LayoutCompiler
import Testing

/// The bundled specs are the real-world proof of the rules: each must check clean.
@Suite("Bundled specs")
struct SpecsAreCleanTests {
    static let specsFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Specs")

    static var specNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: specsFolder.path)) ?? [])
            .filter { $0.hasSuffix(".layout.yaml") }.sorted()
    }

    /// The seven seed specs (Apple's iPad examples) and four shaped like real apps: a reader
    /// (NetNewsWire), a social client (Mastodon), a SwiftUI-first app (Food Truck) and a reference
    /// manager (Zotero).
    @Test func theSeedSpecsAndTheRealAppSpecsArePresent() {
        #expect(Self.specNames == [
            "Contacts.layout.yaml", "Files.layout.yaml", "FoodTruck.layout.yaml", "Home.layout.yaml", "Mail.layout.yaml",
            "Notes.layout.yaml", "Reader.layout.yaml", "References.layout.yaml", "Reminders.layout.yaml", "Shortcuts.layout.yaml",
            "Social.layout.yaml",
        ])
    }

    @Test("a bundled spec produces no diagnostics at all", arguments: specNames)
    func specIsClean(_ name: String) throws {
        let path = Self.specsFolder.appendingPathComponent(name).path
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let result = LayoutCompiler().check(path: "Specs/\(name)", bytes: bytes)
        #expect(result.diagnostics.isEmpty, "\(name): \(result.diagnostics.map { "\($0.ruleID) \(result.source.location(of: $0.range.start)) \($0.message)" })")
    }
}

/// The compiler as `layoutc check` runs it with no configuration: opt-in rules off.
enum LayoutCompilerDefaults {
    static func check(_ text: String) -> LayoutCompiler.Result {
        LayoutCompiler().check(path: "example.layout.yaml", bytes: Array(text.utf8))
    }
}
