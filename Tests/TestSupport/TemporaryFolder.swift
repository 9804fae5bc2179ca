import Foundation

/// A fresh folder under the system's temporary folder, removed when the value goes away.
public final class TemporaryFolder: @unchecked Sendable {
    public let url: URL
    public var path: String { url.path }

    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    public func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// Writes `text` at `name` (creating folders); returns the absolute path.
    @discardableResult
    public func write(_ name: String, _ text: String) throws -> String {
        try write(name, bytes: Array(text.utf8))
    }

    @discardableResult
    public func write(_ name: String, bytes: [UInt8]) throws -> String {
        try FileManager.default.createDirectory(at: file(name).deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file(name))
        return file(name).path
    }

    public func read(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: file(name)), as: UTF8.self)
    }

    public func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: file(name)))
    }

    public func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: file(name).path) }
}
