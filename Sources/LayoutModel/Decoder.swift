import Diagnostics
import SpecSource

/// Turns a YAML tree into a `LayoutSpec`, reporting every input problem at once, each at the
/// smallest range that is wrong. It never stops at the first problem: what decodes is kept, so
/// the rules can run on it.
public struct SpecDecoder {
    let tree: YAMLTree
    var diagnostics: [Diagnostic] = []
    /// Missing keys are only reported when the whole text was read.
    var reportsMissing: Bool { tree.isComplete }

    init(tree: YAMLTree) {
        self.tree = tree
    }

    /// Decodes a tree. The diagnostics include the tree's own problems.
    public static func decode(_ tree: YAMLTree) -> (spec: LayoutSpec, diagnostics: [Diagnostic]) {
        var decoder = SpecDecoder(tree: tree)
        decoder.diagnostics = tree.problems.map(Diagnostic.init)
        let spec = decoder.decodeRoot()
        return (spec, decoder.diagnostics)
    }

    /// The keys present in a mapping, checked against its shape.
    struct Fields {
        var pairs: [(name: String, key: NodeID, value: NodeID)] = []
        /// The mapping itself.
        var node: NodeID
        var range: SourceRange

        func value(_ name: String) -> NodeID? { pairs.first { Self.same($0.name, name) }?.value }
        func keyRange(_ name: String, in tree: YAMLTree) -> SourceRange? {
            pairs.first { Self.same($0.name, name) }.map { tree.range($0.key) }
        }
        func has(_ name: String) -> Bool { pairs.contains { Self.same($0.name, name) } }

        /// Key names are short literals: comparing lengths first skips most comparisons.
        @inline(__always)
        static func same(_ a: String, _ b: String) -> Bool {
            a.utf8.count == b.utf8.count && a == b
        }
    }

    // MARK: - Reporting

    mutating func report(_ rule: String, _ message: String, at range: SourceRange, label: String? = nil,
                         related: [RelatedLocation] = [], notes: [String] = [], help: String? = nil,
                         fixIts: [FixIt] = []) {
        diagnostics.append(Diagnostic(ruleID: rule, severity: .error, message: message, range: range, label: label,
                                      related: related, notes: notes, help: help, fixIts: fixIts))
    }

    /// "a string", "a list", "a mapping": what the user actually wrote.
    func describe(_ node: NodeID) -> String {
        switch tree.kind(node) {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar:
            switch tree.resolve(node) {
            case .null: return "nothing"
            case .bool(let b): return "the boolean `\(b)`"
            case .int, .float: return "the number `\(tree.string(node))`"
            case .string(let s): return s.count > 30 ? "a string" : "the string `\(s)`"
            }
        }
    }

    mutating func wrongType(_ node: NodeID, expected: String, key: String?, help: String? = nil) {
        let what = key.map { "`\($0)` expects" } ?? "expected"
        report(InputRuleID.wrongType, "\(what) \(expected), found \(describe(node))", at: tree.range(node), help: help)
    }

    // MARK: - Objects

    /// Checks a mapping's keys against `shape`: unknown keys (with did-you-mean), device-idiom
    /// keys, missing required keys and mutually exclusive keys. Returns nil if it is not a mapping.
    mutating func fields(_ node: NodeID, _ shape: ObjectShape, key: String?, keyRange: SourceRange?) -> Fields? {
        guard tree.kind(node) == .mapping else {
            if tree.kind(node) == .scalar, case .null = tree.resolve(node) {
                if reportsMissing {
                    let requiredText = shape.requiredKeys.isEmpty ? "" : " with \(Suggestions.list(shape.requiredKeys, conjunction: "and"))"
                    report(InputRuleID.wrongType, "`\(key ?? "this")` is empty; expected \(shape.noun)\(requiredText)",
                           at: keyRange ?? tree.range(node))
                }
                return nil
            }
            wrongType(node, expected: shape.noun, key: key)
            return nil
        }
        var result = Fields(node: node, range: tree.range(node))
        result.pairs.reserveCapacity(tree.childCount(node))
        for (k, v) in tree.pairs(node) {
            guard tree.kind(k) == .scalar else {
                report(InputRuleID.wrongType, "keys are names; this key is \(describe(k))", at: tree.range(k))
                continue
            }
            if let index = tree.withScalarBytes(k, { shape.keyIndex($0) }) {
                result.pairs.append((shape.keyNames[index], k, v))
            } else {
                unknownKey(k, name: tree.string(k), shape: shape, parentKey: key)
            }
        }
        let where_ = keyRange ?? SourceRange(start: result.range.start, end: result.range.start)
        if reportsMissing {
            for required in shape.requiredKeys where !result.has(required) {
                let keyShape = shape.key(required)
                report(InputRuleID.missingKey, "\(subject(key: key, keyRange: keyRange, shape: shape)) is missing the required key `\(required)`",
                       at: where_,
                       notes: keyShape.map { ["`\(required)`: \($0.documentation)"] } ?? [],
                       help: "add `\(required):` \(requiredHint(required, shape))")
            }
        }
        if !shape.exactlyOneOf.isEmpty {
            let present = result.pairs.filter { shape.exactlyOneOf.contains($0.name) }
            if present.isEmpty, reportsMissing {
                report(InputRuleID.missingKey, "\(key.map { "`\($0)`" } ?? shape.noun) needs one of \(Suggestions.list(shape.exactlyOneOf))",
                       at: where_)
            } else if present.count > 1 {
                for extra in present.dropFirst() {
                    report(InputRuleID.conflictingKeys,
                           "`\(extra.name)` cannot be combined with `\(present[0].name)`: \(key.map { "`\($0)`" } ?? shape.noun) takes exactly one of \(Suggestions.list(shape.exactlyOneOf))",
                           at: tree.range(extra.key),
                           related: [RelatedLocation(range: tree.range(present[0].key), label: "`\(present[0].name)` is set here")],
                           help: "keep one of them")
                }
                result.pairs.removeAll { p in present.dropFirst().contains { $0.key == p.key } }
            }
        }
        return result
    }

    /// "`split`" for a keyed mapping, "this item" for an entry of a list.
    func subject(key: String?, keyRange: SourceRange?, shape: ObjectShape) -> String {
        if let key, let keyRange, !keyRange.isEmpty { return "`\(key)`" }
        let noun = shape.noun
        if noun.hasPrefix("a ") { return "this " + noun.dropFirst(2) }
        if noun.hasPrefix("an ") { return "this " + noun.dropFirst(3) }
        return "this " + noun
    }

    func requiredHint(_ key: String, _ shape: ObjectShape) -> String {
        switch shape.key(key)?.shape {
        case .enumeration(let values)?: return "with one of \(Suggestions.list(values))"
        case .screenReference?: return "with a screen name"
        default: return "to \(shape.noun)"
        }
    }

    mutating func unknownKey(_ keyNode: NodeID, name: String, shape: ObjectShape, parentKey: String?) {
        let range = tree.range(keyNode)
        if Grammar.deviceIdiomKeys.contains(name.lowercased()) {
            report(InputRuleID.deviceIdiom,
                   "`\(name)` branches on the device, and layoutc specs vary by size class only",
                   at: range,
                   notes: ["an iPad in Slide Over or narrow Split View has compact width, so a device check gives it the iPad layout where it has an iPhone's space"],
                   help: "write the value as `{ regular: A, compact: B }` where the language allows it, and describe the compact layout under `split.compact`")
            return
        }
        let place = parentKey.map { "in `\($0)`" } ?? "at the top level"
        var help: String?
        var fixIts: [FixIt] = []
        var notes: [String] = []
        if let mapped = Grammar.uikitSpellings[name], shape.key(mapped) != nil {
            help = "did you mean `\(mapped)` (UIKit's \(name))?"
            fixIts = [.replace(range, with: mapped, message: "rename to `\(mapped)`")]
        } else if let suggestion = Suggestions.closest(to: name, in: shape.keyNames) {
            help = "did you mean `\(suggestion)`?"
            fixIts = [.replace(range, with: suggestion, message: "rename to `\(suggestion)`")]
        } else if let mapped = Grammar.uikitSpellings[name] {
            help = "`\(mapped)` is the spec's word for UIKit's \(name); it belongs elsewhere"
        }
        notes.append("allowed \(place): \(shape.keyNames.map { "`\($0)`" }.joined(separator: ", "))")
        report(InputRuleID.unknownKey, "unknown key `\(name)` \(place)", at: range, notes: notes, help: help, fixIts: fixIts)
    }

    // MARK: - Scalars

    mutating func string(_ node: NodeID?, key: String, keyRange: SourceRange?) -> Located<String>? {
        guard let node else { return nil }
        guard tree.kind(node) == .scalar, case .string(let text) = tree.resolve(node) else {
            if tree.kind(node) == .scalar {
                let raw = tree.string(node)
                wrongType(node, expected: "a string", key: key,
                          help: raw.isEmpty ? nil : "quote it to make it a string: `\(key): \"\(raw)\"`")
            } else {
                wrongType(node, expected: "a string", key: key)
            }
            return nil
        }
        return Located(text, range: tree.range(node), keyRange: keyRange)
    }

    mutating func bool(_ node: NodeID?, key: String, keyRange: SourceRange?) -> Located<Bool>? {
        guard let node else { return nil }
        guard tree.kind(node) == .scalar, case .bool(let value) = tree.resolve(node) else {
            var help: String?
            if tree.kind(node) == .scalar {
                switch tree.string(node).lowercased() {
                case "yes", "on", "y": help = "YAML 1.2 reads `\(tree.string(node))` as a string; write `true`"
                case "no", "off", "n": help = "YAML 1.2 reads `\(tree.string(node))` as a string; write `false`"
                default: break
                }
            }
            let fix: [FixIt] = help.map { _ in
                [FixIt.replace(tree.range(node), with: ["yes", "on", "y"].contains(tree.string(node).lowercased()) ? "true" : "false",
                               message: "write a YAML 1.2 boolean")]
            } ?? []
            report(InputRuleID.wrongType, "`\(key)` expects `true` or `false`, found \(describe(node))", at: tree.range(node),
                   help: help, fixIts: fix)
            return nil
        }
        return Located(value, range: tree.range(node), keyRange: keyRange)
    }

    mutating func number(_ node: NodeID?, key: String, keyRange: SourceRange?) -> Located<Double>? {
        guard let node else { return nil }
        switch tree.kind(node) == .scalar ? tree.resolve(node) : .null {
        case .int(let i): return Located(Double(i), range: tree.range(node), keyRange: keyRange)
        case .float(let d) where d.isFinite: return Located(d, range: tree.range(node), keyRange: keyRange)
        default:
            wrongType(node, expected: "a number", key: key)
            return nil
        }
    }

    mutating func enumValue<E: SpecEnum>(_ node: NodeID?, _ type: E.Type, key: String, keyRange: SourceRange?) -> Located<E>? {
        guard let node else { return nil }
        guard tree.kind(node) == .scalar, case .string(let text) = tree.resolve(node) else {
            wrongType(node, expected: "one of \(Suggestions.list(E.spellings))", key: key)
            return nil
        }
        if let value = E(rawValue: text) {
            return Located(value, range: tree.range(node), keyRange: keyRange)
        }
        let range = tree.range(node)
        let suggestion = Suggestions.closest(to: text, in: E.spellings)
        report(InputRuleID.unknownValue, "`\(text)` is not a valid `\(key)`",
               at: range,
               notes: ["`\(key)` is one of \(Suggestions.list(E.spellings))"],
               help: suggestion.map { "did you mean `\($0)`?" },
               fixIts: suggestion.map { [FixIt.replace(range, with: $0, message: "replace with `\($0)`")] } ?? [])
        return nil
    }

    /// A sequence's items, or a wrong-type report.
    mutating func sequence(_ node: NodeID?, key: String, expected: String) -> [NodeID]? {
        guard let node else { return nil }
        guard tree.kind(node) == .sequence else {
            if tree.kind(node) == .scalar, case .null = tree.resolve(node) { return [] }
            wrongType(node, expected: expected, key: key)
            return nil
        }
        return tree.items(node)
    }
}
