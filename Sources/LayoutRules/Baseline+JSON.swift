import Diagnostics
import JSONValue
import SpecSource

/// The baseline file: `{"version": 1, "entries": [{"ruleId", "path", "fingerprint", "count",
/// "message"}]}`, written with stable key order and entries sorted, read back with the YAML
/// front end (JSON is YAML), so a damaged file is reported at its line and column.
extension Baseline {
    public func json() -> String {
        let items = entries.map { entry in
            JSON.object([
                ("ruleId", .string(entry.ruleID)),
                ("path", .string(entry.path)),
                ("fingerprint", .string(entry.fingerprint)),
                ("count", .int(entry.count)),
                ("message", .string(entry.message)),
            ])
        }
        return JSON.object([("version", .int(Self.version)), ("entries", .array(items))]).serialized() + "\n"
    }

    /// Why a baseline file cannot be used, and where.
    public struct ReadError: Error, Sendable, CustomStringConvertible {
        public var path: String
        public var location: SourceLocation?
        public var message: String
        public var description: String {
            "\(path)\(location.map { ":\($0.line):\($0.column)" } ?? ""): \(message)"
        }
    }

    public static func read(path: String, bytes: [UInt8]) throws(ReadError) -> Baseline {
        let tree = YAMLParser.parse(path: path, bytes: bytes)
        let source = tree.source
        func fail(_ message: String, _ node: NodeID?) -> ReadError {
            ReadError(path: path, location: node.map { source.location(of: tree.range($0).start) }, message: message)
        }
        if let problem = tree.problems.first {
            throw ReadError(path: path, location: source.location(of: problem.range.start),
                            message: "not a baseline file: \(problem.message)")
        }
        guard let root = tree.root, tree.kind(root) == .mapping else {
            throw fail("not a baseline file: expected a JSON object written by `layoutc check --write-baseline`", tree.root)
        }
        guard let version = tree.value(root, forKey: "version"), tree.resolve(version) == .int(Self.version) else {
            throw fail("unsupported baseline version; this layoutc reads version \(Self.version)",
                       tree.value(root, forKey: "version") ?? root)
        }
        guard let list = tree.value(root, forKey: "entries"), tree.kind(list) == .sequence else {
            throw fail("a baseline needs an `entries` list", tree.value(root, forKey: "entries") ?? root)
        }
        var entries: [Entry] = []
        for item in tree.items(list) {
            guard tree.kind(item) == .mapping else { throw fail("a baseline entry is an object", item) }
            func text(_ key: StaticString) throws(ReadError) -> String {
                guard let node = tree.value(item, forKey: key), tree.kind(node) == .scalar,
                      case .string(let value) = tree.resolve(node) else {
                    throw fail("a baseline entry needs a string `\(key)`", tree.value(item, forKey: key) ?? item)
                }
                return value
            }
            var count = 1
            if let node = tree.value(item, forKey: "count") {
                guard case .int(let value) = tree.resolve(node), value > 0 else {
                    throw fail("`count` is a whole number above 0", node)
                }
                count = value
            }
            let message = tree.value(item, forKey: "message").map { tree.string($0) } ?? ""
            entries.append(Entry(ruleID: try text("ruleId"), path: try text("path"),
                                 fingerprint: try text("fingerprint"), count: count, message: message))
        }
        return Baseline(entries: entries)
    }
}
