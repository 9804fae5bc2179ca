import Foundation
import SwiftEmitter
import TestSupport
import Testing

/// The generated files are reviewed as diffs against golden copies. After an intended change,
/// regenerate them with `Scripts/update-goldens.sh` and review `git diff Tests/SwiftEmitterTests/Goldens`.
@Suite("Golden files")
struct GoldenTests {
    static var updating: Bool { Golden.updating }
    static let goldens = "Tests/SwiftEmitterTests/Goldens"

    static func folder(_ target: EmitTarget) -> String {
        target == .uikit ? "UIKit" : "SwiftUI"
    }

    /// Where each generated file's golden is: the model's under Model/ (both targets give the
    /// same), the target's code under UIKit/ or SwiftUI/.
    static func goldens(of code: GeneratedCode, _ target: EmitTarget) -> [(file: GeneratedFile, golden: String)] {
        [(code.model, "Model/\(code.model.name)")] + code.targets.map { ($0, "\(folder(target))/\($0.name)") }
    }

    /// Compares `actual` with the golden at `relative` (see `Golden`).
    static func check(_ actual: String, golden relative: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try Golden.assertMatches(actual, file: Package.url("\(goldens)/\(relative)"), sourceLocation: sourceLocation)
    }

    @Test("Generated files match their goldens", arguments: Package.specPaths, EmitTarget.allCases)
    func generatedFile(spec: String, target: EmitTarget) throws {
        for (file, golden) in Self.goldens(of: try Package.generated(spec, target: target), target) {
            try Self.check(file.contents, golden: golden)
        }
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
                expected.formUnion(Self.goldens(of: try Package.generated(spec, target: target), target).map(\.golden))
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
