import Foundation

/// The compiler the tests drive: the one next to the running toolchain.
public enum Toolchain {
    public static let swiftc: String? = {
        let environment = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let explicit = environment["LAYOUTC_SWIFTC"] { candidates.append(explicit) }
        if let toolchain = environment["TOOLCHAIN"] { candidates.append("\(toolchain)/usr/bin/swiftc") }
        for directory in (environment["PATH"] ?? "").split(separator: ":") { candidates.append("\(directory)/swiftc") }
        candidates += ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// `swift`, beside `swiftc`.
    public static var swift: String? {
        guard let swiftc else { return nil }
        let path = (swiftc as NSString).deletingLastPathComponent + "/swift"
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// Whether compiler output holds an error or a warning.
    public static func hasDiagnostics(_ output: String) -> Bool {
        output.contains("error:") || output.contains("warning:")
    }
}
