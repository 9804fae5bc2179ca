import Diagnostics
import Foundation
import LayoutCompiler
import LayoutModel
import Testing

/// Every input a fuzzer ever found goes through the whole pipeline again, every run.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz/Regressions")

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { !$0.hasSuffix(".md") }.sorted()
    }

    @Test("replays", arguments: inputs)
    func replays(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(name)))
        let result = LayoutCompiler().check(path: name, bytes: bytes)
        for d in result.diagnostics {
            #expect(d.range.start >= 0 && d.range.end <= result.source.bytes.count)
        }
        _ = XcodeRenderer().render([result.fileDiagnostics])
        _ = ModelJSONEncoder(source: result.source, includeRanges: true).encode(result.spec).serialized()
    }

    @Test func thereAreRegressionInputs() {
        #expect(!Self.inputs.isEmpty)
    }
}
