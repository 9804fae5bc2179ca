import Diagnostics
import LayoutModel
import LayoutRules
import SpecSource

/// The pipeline as one call: text in, tree, model and diagnostics out. The CLI, the build
/// plugin and the language server are drivers of this, not second implementations.
public struct LayoutCompiler: Sendable {
    public var limits: YAMLLimits
    public var rules: RuleEngine
    /// Severities, rules turned off, and suppression comments; `.default` changes nothing.
    public var configuration: Configuration = .default

    public init(limits: YAMLLimits = .default, rules: RuleEngine = RuleEngine()) {
        self.limits = limits
        self.rules = rules
    }

    /// The result of checking one spec.
    public struct Result: Sendable {
        public let tree: YAMLTree
        public let spec: LayoutSpec
        /// Sorted by position, then rule id.
        public let diagnostics: [Diagnostic]

        public var source: SourceFile { tree.source }
        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
        public var fileDiagnostics: FileDiagnostics { FileDiagnostics(source: source, diagnostics: diagnostics) }
    }

    /// Checks the bytes of one spec file.
    public func check(path: String, bytes: [UInt8]) -> Result {
        let tree = YAMLParser.parse(path: path, bytes: bytes, limits: limits)
        return check(tree)
    }

    /// Checks an already parsed tree (the language server keeps trees per document).
    public func check(_ tree: YAMLTree) -> Result {
        let decoded = SpecDecoder.decode(tree)
        var diagnostics = decoded.diagnostics
        if tree.root != nil {
            diagnostics += rules.run(RuleContext(spec: decoded.spec, source: tree.source))
        }
        diagnostics = configured(Self.deduplicated(diagnostics), tree: tree)
        var file = FileDiagnostics(source: tree.source, diagnostics: diagnostics)
        file.sort()
        return Result(tree: tree, spec: decoded.spec, diagnostics: file.diagnostics)
    }

    /// A node reached through two aliases would be reported twice at the same place.
    static func deduplicated(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<String>()
        return diagnostics.filter { seen.insert("\($0.ruleID)|\($0.range.start)|\($0.range.end)|\($0.message)").inserted }
    }
}
