import Diagnostics
import LayoutModel
import SpecSource

/// Reads a `.layoutc.yml` with the same positioned YAML front end as specs, so every problem
/// in it is a `config-error` diagnostic at the exact key or value, in that file.
///
/// Like the spec decoder it keeps going: the settings that are valid still apply, and every
/// problem is reported at once.
public enum ConfigurationParser {
    /// The file name discovery looks for.
    public static let fileName = ".layoutc.yml"
    public static let ruleID = InputRuleID.configError

    public static let topLevelKeys = ["rules", "opt_in_rules", "disabled_rules", "strict", "excluded", "limits", "access"]
    public static let limitKeys = ["maxDepth", "maxAliasExpansion", "maxFileBytes"]
    public static let severityWords = ["error", "warning", "off"]
    /// Deeper nesting than this could exhaust the stack of a recursive consumer.
    public static let maxDepthCeiling = 1000
    /// Offsets into a spec (line starts, ranges) are 32-bit.
    public static let maxFileBytesCeiling = Int(Int32.max)

    /// A configuration, the problems found in it, and its text (renderers need it to show them).
    public struct Result: Sendable {
        public var configuration: Configuration
        public var diagnostics: [Diagnostic]
        public var source: SourceFile
        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
        public var fileDiagnostics: FileDiagnostics { FileDiagnostics(source: source, diagnostics: diagnostics) }
    }

    /// Parses the bytes of a configuration file; `path` is used for display and in the result.
    public static func parse(path: String, bytes: [UInt8]) -> Result {
        let tree = YAMLParser.parse(path: path, bytes: bytes)
        var reader = ConfigurationReader(tree: tree)
        reader.configuration.path = path
        reader.diagnostics = tree.problems.map { problem in
            var diagnostic = Diagnostic(problem)
            diagnostic.ruleID = ruleID
            return diagnostic
        }
        if let root = tree.root { reader.readRoot(root) }
        var file = FileDiagnostics(source: tree.source, diagnostics: reader.diagnostics)
        file.sort()
        return Result(configuration: reader.configuration, diagnostics: file.diagnostics, source: tree.source)
    }
}

/// Walks the configuration's YAML tree, filling in a `Configuration` and reporting problems.
struct ConfigurationReader {
    let tree: YAMLTree
    var configuration = Configuration()
    var diagnostics: [Diagnostic] = []
    let allRuleIDs = RuleRegistry.descriptors.map(\.id)

    init(tree: YAMLTree) {
        self.tree = tree
    }

    mutating func report(_ message: String, at range: SourceRange, severity: Severity = .error, help: String? = nil,
                         fixIts: [FixIt] = []) {
        diagnostics.append(Diagnostic(ruleID: ConfigurationParser.ruleID, severity: severity, message: message,
                                      range: range, help: help, fixIts: fixIts))
    }

    func describe(_ node: NodeID) -> String {
        switch tree.kind(node) {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar:
            switch tree.resolve(node) {
            case .null: return "nothing"
            case .bool(let b): return "the boolean `\(b)`"
            case .int, .float: return "the number `\(tree.string(node))`"
            case .string(let s): return "the string `\(s)`"
            }
        }
    }

    func isNull(_ node: NodeID) -> Bool {
        tree.kind(node) == .scalar && tree.resolve(node) == .null
    }

    mutating func readRoot(_ root: NodeID) {
        if isNull(root) { return }
        guard tree.kind(root) == .mapping else {
            report("a configuration is a mapping of settings (\(ConfigurationParser.topLevelKeys.joined(separator: ", "))), found \(describe(root))",
                   at: tree.range(root))
            return
        }
        for (key, value) in tree.pairs(root) {
            let name = tree.string(key)
            switch name {
            case "rules": readRuleSettings(value)
            case "opt_in_rules": configuration.optInRules = Set(readRuleList(value, key: name))
            case "disabled_rules": configuration.disabledRules = Set(readRuleList(value, key: name))
            case "strict": readStrict(value)
            case "excluded": readExcluded(value)
            case "limits": readLimits(value)
            case "access": readAccess(value)
            default: unknownKey(key, name: name, allowed: ConfigurationParser.topLevelKeys, place: "in .layoutc.yml")
            }
        }
        for id in configuration.optInRules.intersection(configuration.disabledRules).sorted() {
            if let node = listEntry(id, under: "opt_in_rules", in: root) {
                report("`\(id)` is listed in both `opt_in_rules` and `disabled_rules`; it stays off",
                       at: tree.range(node), severity: .warning, help: "remove it from one of the two lists")
            }
        }
    }

    func listEntry(_ id: String, under key: StaticString, in root: NodeID) -> NodeID? {
        guard let list = tree.value(root, forKey: key) else { return nil }
        return tree.items(list).first { tree.string($0) == id }
    }

    mutating func unknownKey(_ key: NodeID, name: String, allowed: [String], place: String) {
        let suggestion = Suggestions.closest(to: name, in: allowed)
        let help = suggestion.map { "did you mean `\($0)`?" } ?? "the keys allowed here are \(Suggestions.list(allowed))"
        report("unknown key `\(name)` \(place)", at: tree.range(key), help: help,
               fixIts: suggestion.map { [.replace(tree.range(key), with: $0, message: "rename to `\($0)`")] } ?? [])
    }

    /// A rule id as written in the configuration; nil (after reporting) when no rule has it.
    mutating func ruleID(_ node: NodeID, in key: String) -> String? {
        guard tree.kind(node) == .scalar, case .string(let id) = tree.resolve(node) else {
            report("`\(key)` expects rule ids, found \(describe(node))", at: tree.range(node))
            return nil
        }
        guard RuleRegistry.descriptor(for: id) != nil else {
            let suggestion = Suggestions.closest(to: id, in: allRuleIDs)
            report("unknown rule `\(id)` in `\(key)`", at: tree.range(node),
                   help: suggestion.map { "did you mean `\($0)`?" } ?? "`layoutc rules` lists every rule id",
                   fixIts: suggestion.map { [.replace(tree.range(node), with: $0, message: "replace with `\($0)`")] } ?? [])
            return nil
        }
        return id
    }

    mutating func readRuleSettings(_ node: NodeID) {
        if isNull(node) { return }
        guard tree.kind(node) == .mapping else {
            report("`rules` expects a mapping of rule ids to `error`, `warning` or `off`, found \(describe(node))",
                   at: tree.range(node))
            return
        }
        for (key, value) in tree.pairs(node) {
            guard let id = ruleID(key, in: "rules") else { continue }
            guard tree.kind(value) == .scalar, case .string(let word) = tree.resolve(value) else {
                report("`\(id)` expects `error`, `warning` or `off`, found \(describe(value))", at: tree.range(value))
                continue
            }
            let setting: Configuration.RuleSetting
            switch word {
            case "error": setting = .severity(.error)
            case "warning": setting = .severity(.warning)
            case "off": setting = .off
            default:
                let suggestion = Suggestions.closest(to: word, in: ConfigurationParser.severityWords)
                    ?? ConfigurationParser.severityWords.first { word.count >= 2 && $0.hasPrefix(word.lowercased()) }
                report("unknown severity `\(word)` for `\(id)`; use `error`, `warning` or `off`", at: tree.range(value),
                       help: suggestion.map { "did you mean `\($0)`?" },
                       fixIts: suggestion.map { [.replace(tree.range(value), with: $0, message: "replace with `\($0)`")] } ?? [])
                continue
            }
            if let descriptor = RuleRegistry.descriptor(for: id), !Configuration.isConfigurable(descriptor),
               setting != .severity(descriptor.defaultSeverity) {
                report("`\(id)` is an input rule and is always an error: the spec cannot be read as written",
                       at: tree.range(value), help: "remove this line; fix the spec instead")
                continue
            }
            configuration.ruleSettings[id] = setting
        }
    }

    mutating func readRuleList(_ node: NodeID, key: String) -> [String] {
        if isNull(node) { return [] }
        guard tree.kind(node) == .sequence else {
            report("`\(key)` expects a list of rule ids, found \(describe(node))", at: tree.range(node),
                   help: "write `\(key): [rule-id, ...]`")
            return []
        }
        var ids: [String] = []
        for item in tree.items(node) {
            guard let id = ruleID(item, in: key), let descriptor = RuleRegistry.descriptor(for: id) else { continue }
            if key == "disabled_rules" && !Configuration.isConfigurable(descriptor) {
                report("`\(id)` is an input rule and cannot be turned off: the spec cannot be read as written",
                       at: tree.range(item), help: "remove it from `disabled_rules`; fix the spec instead")
                continue
            }
            if key == "opt_in_rules" && !descriptor.isOptIn {
                report("`\(id)` is not an opt-in rule; it already runs by default", at: tree.range(item),
                       severity: .warning, help: "remove it from `opt_in_rules`")
            }
            ids.append(id)
        }
        return ids
    }

    mutating func readStrict(_ node: NodeID) {
        guard case .bool(let value) = tree.resolve(node), tree.kind(node) == .scalar else {
            report("`strict` expects `true` or `false`, found \(describe(node))", at: tree.range(node),
                   help: "YAML 1.2 booleans are `true` and `false` (not `yes` or `on`)")
            return
        }
        configuration.strict = value
    }

    /// `access: internal` or `access: public`: of the declarations `build` generates.
    mutating func readAccess(_ node: NodeID) {
        let levels = GeneratedAccess.allCases.map(\.rawValue)
        guard tree.kind(node) == .scalar, case .string(let word) = tree.resolve(node), let access = GeneratedAccess(rawValue: word) else {
            var written: String?
            if tree.kind(node) == .scalar, case .string(let word) = tree.resolve(node) { written = word }
            let suggestion = written.flatMap { Suggestions.closest(to: $0, in: levels) }
            report("`access` expects \(Suggestions.list(levels)), found \(describe(node))", at: tree.range(node),
                   help: "`internal` when the generated file is compiled into the app's own module (the build plugins), "
                       + "`public` when it is a module of its own",
                   fixIts: suggestion.map { [FixIt.replace(tree.range(node), with: $0, message: "use `\($0)`")] } ?? [])
            return
        }
        configuration.access = access
    }

    mutating func readExcluded(_ node: NodeID) {
        if isNull(node) { return }
        guard tree.kind(node) == .sequence else {
            report("`excluded` expects a list of paths or globs, found \(describe(node))", at: tree.range(node),
                   help: "write `excluded: [Generated, \"Drafts/**\"]`; paths are relative to this file's folder")
            return
        }
        for item in tree.items(node) {
            guard tree.kind(item) == .scalar, case .string(let text) = tree.resolve(item), !text.isEmpty else {
                report("`excluded` expects paths or globs, found \(describe(item))", at: tree.range(item))
                continue
            }
            configuration.excluded.append(PathPattern(text))
        }
    }

    mutating func readLimits(_ node: NodeID) {
        if isNull(node) { return }
        guard tree.kind(node) == .mapping else {
            report("`limits` expects a mapping with \(Suggestions.list(ConfigurationParser.limitKeys, conjunction: "and")), found \(describe(node))",
                   at: tree.range(node))
            return
        }
        for (key, value) in tree.pairs(node) {
            let name = tree.string(key)
            guard ConfigurationParser.limitKeys.contains(name) else {
                unknownKey(key, name: name, allowed: ConfigurationParser.limitKeys, place: "in `limits`")
                continue
            }
            guard case .int(let number) = tree.resolve(value), tree.kind(value) == .scalar, number > 0 else {
                report("`\(name)` expects a whole number above 0, found \(describe(value))", at: tree.range(value))
                continue
            }
            switch name {
            case "maxDepth":
                if number > ConfigurationParser.maxDepthCeiling {
                    report("`maxDepth` can be at most \(ConfigurationParser.maxDepthCeiling); real specs nest fewer than 20 levels",
                           at: tree.range(value))
                } else {
                    configuration.limits.maxDepth = number
                }
            case "maxAliasExpansion": configuration.limits.maxAliasExpansion = number
            default:
                if number > ConfigurationParser.maxFileBytesCeiling {
                    report("`maxFileBytes` can be at most \(ConfigurationParser.maxFileBytesCeiling) (2 GiB); positions in a spec are 32-bit",
                           at: tree.range(value))
                } else {
                    configuration.limits.maxFileBytes = number
                }
            }
        }
    }
}
