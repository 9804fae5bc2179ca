/// The one list of errors that come from an SDK's older standard library, not from our code.
///
/// The macOS 14 and iOS 17 SDKs ship Swift 5.9's standard library interface. Our code is Swift 6:
/// it throws typed errors through the library's closures and reads `CommandLine.arguments`,
/// which Swift 6's library declares for that and Swift 5.9's does not. Checking our code against
/// those SDKs with a Swift 6 compiler therefore reports these families, and only these are set
/// aside, by message; every other error or warning fails the check. A Mac with Xcode 16 or later
/// compiles the same code with a Swift 6 library and reports none of them.
public enum OldStandardLibrary {
    public struct Family: Sendable {
        /// Text every message of the family contains.
        public var message: String
        /// Why Swift 5.9's library produces it.
        public var cause: String
    }

    public static let families: [Family] = [
        Family(message: "thrown expression type 'any Error' cannot be converted to error type",
               cause: "Swift 5.9's `withUnsafeBufferPointer` and similar closures `rethrows` (`any Error`); they carry a typed "
                   + "error only from Swift 6's library (SE-0413)"),
        Family(message: "referencing initializer 'init(catching:)' on 'Result' requires the types",
               cause: "`Result(catching:)` takes a typed-throwing closure only from Swift 6's library"),
        Family(message: "reference to static property 'arguments' is not concurrency-safe",
               cause: "`CommandLine.arguments` is a plain `static var` in Swift 5.9's library; Swift 6's declares it "
                   + "safe to read from any isolation"),
    ]

    /// Whether a diagnostic's message belongs to one of the families.
    public static func explains(_ message: String) -> Bool {
        families.contains { message.contains($0.message) }
    }
}

/// Compiler diagnostics read from `swiftc`'s output: one per `file:line:column: error|warning:`
/// line (the source excerpts below each are not diagnostics).
public struct CompilerDiagnostic: Sendable, Hashable, CustomStringConvertible {
    public var location: String
    public var severity: String
    public var message: String

    public var description: String { "\(location): \(severity): \(message)" }

    public init(location: String, severity: String, message: String) {
        self.location = location
        self.severity = severity
        self.message = message
    }

    public static func parse(_ output: String) -> [CompilerDiagnostic] {
        var found: [CompilerDiagnostic] = []
        var seen: Set<CompilerDiagnostic> = []
        for line in output.split(separator: "\n") {
            guard !line.hasPrefix(" "), !line.hasPrefix("\t") else { continue }
            for severity in ["error", "warning"] {
                guard let range = line.range(of: ": \(severity): ") ?? (line.hasPrefix("\(severity): ") ? line.range(of: "\(severity): ") : nil)
                else { continue }
                let diagnostic = CompilerDiagnostic(location: String(line[..<range.lowerBound]), severity: severity,
                                                    message: String(line[range.upperBound...]))
                if seen.insert(diagnostic).inserted { found.append(diagnostic) }
                break
            }
        }
        return found
    }
}
