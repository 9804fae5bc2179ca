import Diagnostics
import Foundation
import LayoutCompiler
import LayoutRules
import SpecSource
import TestSupport
import Testing

/// The shared input of every golden test: the specs in Tests/Fixtures/Diagnostics, checked by
/// the real compiler, with paths shown relative to the repository root as the CLI shows them.
///
/// Regenerate the goldens after an intended change with `Scripts/update-goldens.sh`, then
/// review them as a diff.
enum Goldens {
    static let repositoryRoot = Repository.root
    static let fixtureFolder = "Tests/Fixtures/Diagnostics"
    static let goldenFolder = repositoryRoot.appendingPathComponent("Tests/DiagnosticsTests/Goldens")

    /// The findings the fixtures were written to produce. Other rules are left out so that a
    /// new rule changes its own tests, not the renderers' goldens.
    static let pinnedRuleIDs: Set<String> = [
        "yaml-syntax", "duplicate-key", "unknown-key", "missing-key", "wrong-type", "unknown-value",
        "device-idiom", "supplementary-requires-triple-column",
    ]

    static var fixturePaths: [String] {
        let folder = repositoryRoot.appendingPathComponent(fixtureFolder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".layout.yaml") }.sorted().map { "\(fixtureFolder)/\($0)" }
    }

    /// Every fixture's diagnostics, in discovery order reversed, so the tests also prove that
    /// renderers sort by path themselves.
    static func fixtureDiagnostics() throws -> [FileDiagnostics] {
        let compiler = LayoutCompiler()
        return try fixturePaths.reversed().map { path in
            let bytes = try [UInt8](Data(contentsOf: repositoryRoot.appendingPathComponent(path)))
            var file = compiler.check(path: path, bytes: bytes).fileDiagnostics
            file.diagnostics.removeAll { !pinnedRuleIDs.contains($0.ruleID) }
            return file
        }
    }

    /// The descriptors of the pinned rules, by id, so moving a rule in the registry does not
    /// change the SARIF golden.
    static var pinnedDescriptors: [RuleDescriptor] {
        RuleRegistry.descriptors.filter { pinnedRuleIDs.contains($0.id) }.sorted { $0.id < $1.id }
    }

    /// Compares `actual` with the golden file `name` (see `Golden`).
    static func assertMatches(_ actual: String, golden name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        try Golden.assertMatches(actual, file: goldenFolder.appendingPathComponent(name), sourceLocation: sourceLocation)
    }
}
