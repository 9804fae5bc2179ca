import Foundation
import LayoutCompiler
import LayoutModel
import SwiftEmitter
import Testing

/// The package's files as the tests see them: specs are named by their path relative to the
/// package root ("Specs/Mail.layout.yaml"), as a user in that folder would give them.
enum Package {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

    /// Every spec in Specs/, and the fixtures that exercise what the real specs do not.
    static let specPaths: [String] = {
        var paths: [String] = []
        for folder in ["Specs", "Tests/SwiftEmitterTests/Fixtures"] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url(folder).path)) ?? []
            paths += names.filter { $0.hasSuffix(".layout.yaml") }.sorted().map { "\(folder)/\($0)" }
        }
        return paths
    }()

    /// The decoded spec, which must have no errors (the generators only see clean specs).
    static func spec(_ relativePath: String) throws -> LayoutSpec {
        let bytes = try [UInt8](Data(contentsOf: url(relativePath)))
        let result = LayoutCompiler().check(path: relativePath, bytes: bytes)
        let errors = result.diagnostics.filter { $0.severity == .error }.map { "\($0.ruleID): \($0.message)" }
        try #require(errors.isEmpty, "\(relativePath) has errors: \(errors)")
        return result.spec
    }

    static func generated(_ relativePath: String, target: EmitTarget) throws -> GeneratedFile {
        try SwiftEmitter.emit(spec(relativePath), sourcePath: relativePath, target: target)
    }

    static func scaffolded(_ relativePath: String, target: EmitTarget) throws -> [GeneratedFile] {
        try ScaffoldEmitter.files(for: spec(relativePath), sourcePath: relativePath, target: target)
    }
}

/// A fresh folder under the system's temporary folder, removed when the value goes away.
final class TemporaryFolder: @unchecked Sendable {
    let url: URL
    var path: String { url.path }

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-emit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    func write(_ name: String, _ text: String) throws {
        try FileManager.default.createDirectory(at: file(name).deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file(name))
    }

    func read(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: file(name)), as: UTF8.self)
    }

    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: file(name).path) }
}

/// Runs a program and collects its output.
struct ProcessRun {
    var status: Int32
    var stdout: String
    var stderr: String
    var output: String { stdout + stderr }

    static func run(_ executable: String, _ arguments: [String], in directory: String? = nil) throws -> ProcessRun {
        // Output goes to files, so a chatty compiler can never fill a pipe and stall.
        let capture = try TemporaryFolder()
        _ = FileManager.default.createFile(atPath: capture.file("out").path, contents: nil)
        _ = FileManager.default.createFile(atPath: capture.file("err").path, contents: nil)
        let out = try FileHandle(forWritingTo: capture.file("out"))
        let err = try FileHandle(forWritingTo: capture.file("err"))
        defer {
            try? out.close()
            try? err.close()
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        return ProcessRun(status: process.terminationStatus, stdout: try capture.read("out"), stderr: try capture.read("err"))
    }
}
