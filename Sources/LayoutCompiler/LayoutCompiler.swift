import Diagnostics
import LayoutModel
import LayoutRules
import Parallel
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

    /// `check(path:bytes:)` that stops at the next stage (reading, decoding, each rule) once
    /// `cancellation` is raised, and then returns nil: the language server checks off its
    /// message loop, and an edit makes the check of the text before it worthless.
    public func check(path: String, bytes: [UInt8], cancellation: Cancellation) -> Result? {
        let tree = YAMLParser.parse(path: path, bytes: bytes, limits: limits)
        if cancellation.isCancelled { return nil }
        let decoded = SpecDecoder.decode(tree, workers: rules.workers)
        if cancellation.isCancelled { return nil }
        var compiler = self
        compiler.rules.cancellation = cancellation
        let result = compiler.check(decoded, of: tree, alongside: false) { _ in () }.result
        return cancellation.isCancelled ? nil : result
    }

    /// Checks one spec's bytes and, while the rules run, hands its model to `work` on a thread
    /// of its own: `build` generates the file beside the rules instead of after them, and drops
    /// it when the findings fail the spec. `work` runs only on a model read to the end without
    /// errors (such a spec is never generated) and when `alongside` is set; otherwise it is `nil`.
    /// The result is the one `check(path:bytes:)` gives.
    ///
    /// With `alongside`, the screens are decoded on the other cores while the text is read
    /// (`SpecDecoder.decodeWhileReading(…, workers:)`), and the tree in the result is the
    /// skeleton that reading leaves: `build` needs only the findings and the model.
    public func check<Work: Sendable>(path: String, bytes: [UInt8], alongside: Bool,
                                      rulesRunAlongside work: @escaping @Sendable (LayoutSpec) -> Work) -> (result: Result, work: Work?) {
        guard alongside else {
            return check(YAMLParser.parse(path: path, bytes: bytes, limits: limits), alongside: false, rulesRunAlongside: work)
        }
        let (decoded, tree) = SpecDecoder.decodeWhileReading(path: path, bytes: bytes, limits: limits,
                                                            commentDirective: Suppressions.marker, workers: rules.workers)
        return check(decoded, of: tree, alongside: true, rulesRunAlongside: work)
    }

    /// Checks an already parsed tree (the language server keeps trees per document).
    public func check(_ tree: YAMLTree) -> Result {
        check(tree, alongside: false) { _ in () }.result
    }

    func check<Work: Sendable>(_ tree: YAMLTree, alongside: Bool,
                               rulesRunAlongside work: @escaping @Sendable (LayoutSpec) -> Work) -> (result: Result, work: Work?) {
        check(SpecDecoder.decode(tree, workers: rules.workers), of: tree, alongside: alongside, rulesRunAlongside: work)
    }

    func check<Work: Sendable>(_ decoded: (spec: LayoutSpec, diagnostics: [Diagnostic]), of tree: YAMLTree, alongside: Bool,
                               rulesRunAlongside work: @escaping @Sendable (LayoutSpec) -> Work) -> (result: Result, work: Work?) {
        let comments = Suppressions.Parsed(tree)
        let reading = Reading(tree)
        let clean = reading.stoppedAt == nil && reading.hasRoot && !decoded.diagnostics.contains { $0.severity == .error }
        guard alongside, clean else {
            return (Result(tree: tree, spec: decoded.spec, diagnostics: finish(decoded, comments: comments, reading: reading)), nil)
        }
        // The rules get one thread: the work (planning, then writing the file) is what the run
        // waits for, and rules on two threads beside it left it half a core.
        let compiler = { var compiler = self; compiler.rules.workers = 1; return compiler }()
        let outcomes = ParallelMap.map([0, 1], workers: 2) { index -> (work: Work?, diagnostics: [Diagnostic]) in
            index == 0 ? (work(decoded.spec), []) : (nil, compiler.finish(decoded, comments: comments, reading: reading))
        }
        return (Result(tree: tree, spec: decoded.spec, diagnostics: outcomes[1].diagnostics), outcomes[0].work)
    }

    /// Checks one spec's bytes when only the findings are wanted (`layoutc check`): each screen
    /// is decoded as soon as it is read and its part of the YAML tree released, and what is left
    /// of the tree goes before the rules run, which lowers the peak memory of a large spec. The
    /// findings are those of `check(path:bytes:)`.
    public func diagnose(path: String, bytes: [UInt8]) -> FileDiagnostics {
        diagnoseKeepingApp(path: path, bytes: bytes).file
    }

    /// `diagnose(path:bytes:)`, and the spec's `app`: a run over several specs compares their
    /// names afterwards (`SharedNames`) without keeping their models.
    public func diagnoseKeepingApp(path: String, bytes: [UInt8]) -> (file: FileDiagnostics, app: Located<String>?) {
        let decoded: (spec: LayoutSpec, diagnostics: [Diagnostic])
        let comments: Suppressions.Parsed
        let reading: Reading
        do {
            let tree: YAMLTree
            (decoded, tree) = SpecDecoder.decodeWhileReading(path: path, bytes: bytes, limits: limits,
                                                             commentDirective: Suppressions.marker)
            comments = Suppressions.Parsed(tree)
            reading = Reading(tree)
        }
        return (FileDiagnostics(source: comments.source, diagnostics: finish(decoded, comments: comments, reading: reading)),
                decoded.spec.app)
    }

    /// How far the text was read, which decides what can be concluded from it.
    struct Reading {
        var hasRoot: Bool
        var stoppedAt: Int?

        init(_ tree: YAMLTree) {
            hasRoot = tree.root != nil
            stoppedAt = tree.stoppedAt
        }
    }

    /// Rules, configured severities and suppressions, in the deterministic order.
    ///
    /// Where reading stopped early, only what is certain is reported: the reason it stopped,
    /// and the decoder's findings on lines before that point. No rule runs on a partial tree:
    /// a screen defined below the error would be "unknown", a list cut short "empty".
    func finish(_ decoded: (spec: LayoutSpec, diagnostics: [Diagnostic]), comments: Suppressions.Parsed,
                reading: Reading) -> [Diagnostic] {
        var diagnostics = decoded.diagnostics
        if let stop = reading.stoppedAt {
            let source = comments.source
            // What ends on the last line read before the stop may have been cut there (a list
            // whose next entry is the broken line), so it is not certain either.
            var line = source.lineIndex(of: min(stop, source.bytes.count))
            repeat { line -= 1 } while line > 0 && source.lineBytes(line).allSatisfy { $0 == 0x20 || $0 == 0x09 }
            let cut = source.lineStarts[max(0, line)]
            diagnostics.removeAll { !InputRuleID.readingProblems.contains($0.ruleID) && $0.range.end > cut }
        } else if reading.hasRoot {
            diagnostics += rules.run(RuleContext(spec: decoded.spec, source: comments.source))
        }
        var file = FileDiagnostics(source: comments.source, diagnostics: configured(Self.deduplicated(diagnostics), comments: comments))
        file.sort()
        return file.diagnostics
    }

    /// A node reached through two aliases would be reported twice at the same place.
    static func deduplicated(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        /// The finding's own strings, not a new one joined from them for each finding.
        struct Place: Hashable {
            var ruleID: String
            var range: SourceRange
            var message: String
        }
        var seen = Set<Place>(minimumCapacity: diagnostics.count)
        return diagnostics.filter { seen.insert(Place(ruleID: $0.ruleID, range: $0.range, message: $0.message)).inserted }
    }
}
