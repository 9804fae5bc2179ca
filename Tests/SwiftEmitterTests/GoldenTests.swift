import Foundation
import SwiftEmitter
import Testing

/// The generated files are reviewed as diffs against golden copies. After an intended change,
/// regenerate them with
///
///     LAYOUTC_UPDATE_GOLDENS=1 swift test --filter SwiftEmitterTests
///
/// and review `git diff Tests/SwiftEmitterTests/Goldens`.
@Suite("Golden files")
struct GoldenTests {
    static let updating = ProcessInfo.processInfo.environment["LAYOUTC_UPDATE_GOLDENS"] == "1"
    static let goldens = "Tests/SwiftEmitterTests/Goldens"

    static func folder(_ target: EmitTarget) -> String {
        target == .uikit ? "UIKit" : "SwiftUI"
    }

    /// Compares `actual` with the golden at `relative`, or records it when updating.
    static func check(_ actual: String, golden relative: String) throws {
        let url = Package.url("\(goldens)/\(relative)")
        if updating {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        let expected = try #require(try? String(contentsOf: url, encoding: .utf8),
                                    "no golden \(relative); run LAYOUTC_UPDATE_GOLDENS=1 swift test --filter SwiftEmitterTests")
        guard actual != expected else { return }
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let line = (0..<min(a.count, e.count)).first { a[$0] != e[$0] } ?? min(a.count, e.count)
        Issue.record("""
            \(relative) differs from its golden at line \(line + 1):
              golden:    \(line < e.count ? String(e[line]) : "<end of file>")
              generated: \(line < a.count ? String(a[line]) : "<end of file>")
            If the change is intended: LAYOUTC_UPDATE_GOLDENS=1 swift test --filter SwiftEmitterTests
            """)
    }

    @Test("Generated file matches its golden", arguments: Package.specPaths, EmitTarget.allCases)
    func generatedFile(spec: String, target: EmitTarget) throws {
        let file = try Package.generated(spec, target: target)
        try Self.check(file.contents, golden: "\(Self.folder(target))/\(file.name)")
    }

    @Test("Scaffolded files match their goldens", arguments: Package.specPaths, EmitTarget.allCases)
    func scaffoldedFiles(spec: String, target: EmitTarget) throws {
        for file in try Package.scaffolded(spec, target: target) {
            try Self.check(file.contents, golden: "Scaffold/\(Self.folder(target))/\(file.name)")
        }
    }

    @Test("Every golden belongs to a spec (no leftovers from renamed specs)")
    func noStrayGoldens() throws {
        var expected = Set<String>()
        for spec in Package.specPaths {
            for target in EmitTarget.allCases {
                expected.insert("\(Self.folder(target))/\(try Package.generated(spec, target: target).name)")
                for file in try Package.scaffolded(spec, target: target) {
                    expected.insert("Scaffold/\(Self.folder(target))/\(file.name)")
                }
            }
        }
        let root = Package.url(Self.goldens)
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        var found = Set<String>()
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            found.insert(String(url.path.dropFirst(root.path.count + 1)))
        }
        if Self.updating {
            for stray in found.subtracting(expected) { try FileManager.default.removeItem(at: root.appendingPathComponent(stray)) }
            return
        }
        #expect(found.subtracting(expected).sorted() == [], "goldens without a spec; delete them or regenerate")
    }
}
