import LayoutModel
import SpecSource
import SwiftEmitter
import TestSupport
import Testing

/// The last safety net for growing the language: a key that is decoded but that no generator
/// reads would be accepted, documented and silently without effect. For every key the bundled
/// specs and fixtures write, the entry is removed from the text; if the spec is still free of
/// errors, the UIKit or the SwiftUI output must change for at least one use of each key (a value
/// is also replaced by another one its key allows, since a written value may be the default). Keys
/// that must be there (required, or one of an exactly-one-of set) are exempt, as are keys the
/// grammar marks as read by the rules only.
@Suite("Key effects")
struct KeyEffectTests {
    /// Keys that only rules read, with the reason; nothing in generated code depends on them.
    static let ruleOnly: [String: String] = [
        // The generated code keeps every newer API behind `#available` with its fallback, so one
        // file serves every target from iOS 14 (type-checked there against the real SDK); the
        // target decides what the rules report (deployment-target-too-low), not what is emitted.
        "spec.deploymentTarget": "the generated code is the same for every target; rules check constructs against it",
    ]

    struct Use {
        var path: String
        var key: SourceRange
        var value: SourceRange
        var shape: ValueShape
        var exempt: Bool
    }

    /// Every grammar key written in a tree, with its key and value ranges.
    static func uses(in tree: YAMLTree) -> [Use] {
        var result: [Use] = []
        func resolved(_ shape: ObjectShape) -> ObjectShape {
            shape.keys.isEmpty && shape.name == Grammar.item.name ? Grammar.item : shape
        }
        func accepts(_ shape: ValueShape, _ kind: NodeKind) -> Bool {
            switch shape {
            case .object, .map: kind == .mapping
            case .list: kind == .sequence
            case .oneOf(let shapes): shapes.contains { accepts($0, kind) }
            default: kind == .scalar
            }
        }
        func walk(_ node: NodeID, _ shape: ValueShape) {
            switch (shape, tree.kind(node)) {
            case (.object(let object), .mapping):
                let object = resolved(object)
                for (k, v) in tree.pairs(node) {
                    guard let key = object.key(tree.string(k)) else { continue }
                    result.append(Use(path: "\(object.name).\(key.name)", key: tree.range(k), value: tree.range(v), shape: key.shape,
                                      exempt: key.required || object.exactlyOneOf.contains(key.name)))
                    walk(v, key.shape)
                }
            case (.list(let element), .sequence):
                for item in tree.items(node) { walk(item, element) }
            case (.map(let element), .mapping):
                for (_, v) in tree.pairs(node) { walk(v, element) }
            case (.oneOf(let shapes), let kind):
                if let shape = shapes.first(where: { accepts($0, kind) }) { walk(node, shape) }
            default: break
            }
        }
        if let root = tree.root { walk(root, .object(Grammar.root)) }
        return result
    }

    /// The text without one `key: value` entry, block or flow; nil when it cannot be cut cleanly.
    static func removing(_ use: Use, from source: SourceFile) -> [UInt8]? {
        var bytes = source.bytes
        if let edit = SourceEditing.removeEntryLines(key: use.key, value: use.value, in: source) {
            bytes.replaceSubrange(edit.range.start..<edit.range.end, with: [])
            return bytes
        }
        // A flow entry: take the comma before it, or the one after it when it comes first.
        let space: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        var before = use.key.start - 1
        while before >= 0, space.contains(bytes[before]) { before -= 1 }
        var after = max(use.value.end, use.key.end)
        while after < bytes.count, space.contains(bytes[after]) { after += 1 }
        guard before >= 0, after < bytes.count else { return nil }
        if bytes[before] == UInt8(ascii: ",") {
            bytes.replaceSubrange(before..<max(use.value.end, use.key.end), with: [])
        } else if bytes[before] == UInt8(ascii: "{"), bytes[after] == UInt8(ascii: ",") {
            var end = after + 1
            while end < bytes.count, bytes[end] == 0x20 { end += 1 }
            bytes.replaceSubrange(use.key.start..<end, with: [])
        } else {
            return nil
        }
        return bytes
    }

    /// The text with a scalar value replaced by another one its key allows (a written value can
    /// be the default, so leaving it out proves nothing).
    static func replacingValue(_ use: Use, in source: SourceFile) -> [[UInt8]] {
        let current = source.text(use.value)
        let alternatives: [String]
        switch use.shape {
        case .enumeration(let values): alternatives = values.filter { $0 != current }
        case .bool: alternatives = [current == "true" ? "false" : "true"]
        default: alternatives = []
        }
        return alternatives.map { value in
            var bytes = source.bytes
            bytes.replaceSubrange(use.value.start..<use.value.end, with: Array(value.utf8))
            return bytes
        }
    }

    static func outputs(_ bytes: [UInt8], path: String) -> [String]? {
        let tree = YAMLParser.parse(path: path, bytes: bytes)
        let (spec, diagnostics) = SpecDecoder.decode(tree)
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return nil }
        return EmitTarget.allCases.map { (try? SwiftEmitter.emit(spec, sourcePath: path, target: $0).contents) ?? "" }
    }

    @Test("every key that may be left out changes the generated code")
    func everyKeyHasAnEffect() throws {
        var effective = Set<String>()
        var tried: [String: [String]] = [:]
        for path in Repository.specPaths {
            let bytes = try Repository.bytes(path)
            guard let original = Self.outputs(bytes, path: path) else { continue }
            let tree = YAMLParser.parse(path: path, bytes: bytes)
            for use in Self.uses(in: tree) where !use.exempt && !effective.contains(use.path) {
                let mutations = (Self.removing(use, from: tree.source).map { [$0] } ?? []) + Self.replacingValue(use, in: tree.source)
                let results = mutations.compactMap { Self.outputs($0, path: path) }
                guard !results.isEmpty else { continue }
                if results.contains(where: { $0 != original }) {
                    effective.insert(use.path)
                } else {
                    tried[use.path, default: []].append("\(path):\(tree.source.location(of: use.key.start).line)")
                }
            }
        }
        for (key, places) in tried.sorted(by: { $0.key < $1.key }) where !effective.contains(key) && Self.ruleOnly[key] == nil {
            Issue.record("""
                `\(key)` changes nothing in the generated UIKit or SwiftUI code (removed at \(places.prefix(3).joined(separator: ", "))): \
                emit it (Sources/SwiftEmitter), or list it in KeyEffectTests.ruleOnly with the reason no code depends on it
                """)
        }
        #expect(effective.count > 30, "the mutation found \(effective.count) keys with an effect")
    }
}
