import Foundation

/// The repository's files as tests see them: paths relative to its root ("Specs/Mail.layout.yaml"),
/// as a user standing in that folder would give them.
public enum Repository {
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

    public static func read(_ relative: String) throws -> String {
        try String(contentsOf: url(relative), encoding: .utf8)
    }

    public static func bytes(_ relative: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url(relative)))
    }

    /// The `*.layout.yaml` files of a folder, sorted, as relative paths.
    public static func specs(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url(folder).path)) ?? []
        return names.filter { $0.hasSuffix(".layout.yaml") }.sorted().map { "\(folder)/\($0)" }
    }

    /// The bundled specs, and the fixtures that exercise what they do not (`Kitchen` uses every
    /// key of the language).
    public static let specPaths: [String] = specs(in: "Specs") + specs(in: "Tests/SwiftEmitterTests/Fixtures")

    /// The Swift files of one source module, for tests that read the code itself.
    public static func sources(of module: String) -> [String] {
        let folder = url("Sources/\(module)")
        let walker = FileManager.default.enumerator(atPath: folder.path)
        var files: [String] = []
        while let name = walker?.nextObject() as? String {
            if name.hasSuffix(".swift") { files.append("Sources/\(module)/\(name)") }
        }
        return files.sorted()
    }
}
