import Diagnostics
import Foundation
import LayoutCompiler
import LayoutRules
import SpecSource
import Testing

/// The shared input of every golden test: the specs in Tests/Fixtures/Diagnostics, checked by
/// the real compiler, with paths shown relative to the repository root as the CLI shows them.
///
/// Regenerate the goldens after an intended change, then review them as a diff:
///
///     LAYOUTC_UPDATE_GOLDENS=1 swift test --filter DiagnosticsTests
enum Goldens {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
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

    /// Compares `actual` with the golden file `name`, or rewrites it when
    /// `LAYOUTC_UPDATE_GOLDENS=1`.
    static func assertMatches(_ actual: String, golden name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let url = goldenFolder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["LAYOUTC_UPDATE_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(at: goldenFolder, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden \(name); run LAYOUTC_UPDATE_GOLDENS=1 swift test --filter DiagnosticsTests",
                         sourceLocation: sourceLocation)
            return
        }
        if actual != expected {
            Issue.record("\(name) differs from its golden: \(firstDifference(expected, actual)). Review, then regenerate with LAYOUTC_UPDATE_GOLDENS=1 swift test --filter DiagnosticsTests",
                         sourceLocation: sourceLocation)
        }
    }

    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let e = expected.components(separatedBy: "\n")
        let a = actual.components(separatedBy: "\n")
        for i in 0..<max(e.count, a.count) {
            let el = i < e.count ? e[i] : "<end of file>"
            let al = i < a.count ? a[i] : "<end of file>"
            if el != al { return "line \(i + 1)\n  expected: \(el)\n  actual:   \(al)" }
        }
        return "no line differs"
    }
}
