import Diagnostics
import JSONValue
import SpecSource

/// An iOS version, as `deploymentTarget:` writes it (`15`, `15.0`, `"14.5"`).
public struct OSVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// `"15"`, `"15.0"`, `"14.5"`, `"17.0.1"` (the patch is ignored: APIs arrive in minor releases).
    public init?(parsing text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), let major = Int(parts[0]), major > 0 else { return nil }
        let minor = parts.count > 1 ? Int(parts[1]) : 0
        guard let minor, minor >= 0, parts.count < 3 || Int(parts[2]) != nil else { return nil }
        self.init(major, minor)
    }

    public static func < (a: OSVersion, b: OSVersion) -> Bool { (a.major, a.minor) < (b.major, b.minor) }

    public var description: String { "\(major).\(minor)" }

    /// What the generated UIKit code needs: list layouts and column-style split views.
    public static let uikitMinimum = OSVersion(14)
    /// What the generated SwiftUI code needs: `NavigationSplitView` and `NavigationStack(path:)`.
    public static let swiftUIMinimum = OSVersion(16)
}

// MARK: - Decoding

extension SpecDecoder {
    mutating func decodeDeploymentTarget(_ node: NodeID, keyRange: SourceRange) -> Located<OSVersion>? {
        let text: String
        switch tree.kind(node) == .scalar ? tree.resolve(node) : .null {
        case .int(let i): text = String(i)
        case .float(let d) where d.isFinite: text = tree.string(node)
        case .string(let s): text = s
        default:
            wrongType(node, expected: "an iOS version such as `15.0`", key: "deploymentTarget")
            return nil
        }
        let written = text.hasPrefix("iOS ") ? String(text.dropFirst(4)) : text
        guard let version = OSVersion(parsing: written) else {
            report(InputRuleID.unknownValue, "`\(tree.string(node))` is not an iOS version", at: tree.range(node),
                   help: "write the version as `15.0` (major and minor)")
            return nil
        }
        return Located(version, range: tree.range(node), keyRange: keyRange)
    }
}
