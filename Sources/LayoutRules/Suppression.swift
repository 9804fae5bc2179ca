import Diagnostics
import SpecSource

/// One `# layoutc:disable-line RULE, ... [- reason]` or `# layoutc:disable-next-line RULE, ...`
/// comment: it silences the named rules' findings that start on its target line.
public struct Suppression: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        /// A trailing comment: silences findings on its own line.
        case line = "disable-line"
        /// A comment above: silences findings on the next line that is not blank or a comment.
        case nextLine = "disable-next-line"
    }

    /// A rule id as written in the comment.
    public struct RuleReference: Sendable, Equatable {
        public var id: String
        public var range: SourceRange
    }

    public var kind: Kind
    public var comment: SourceComment
    /// The directive itself (`layoutc:disable-line`), for messages about it.
    public var directiveRange: SourceRange
    public var rules: [RuleReference]
    /// Why, after ` - `; for people reading the spec.
    public var reason: String?
    /// The 0-based line whose findings it silences; nil when nothing follows a next-line comment.
    public var targetLine: Int?
}

/// Reads suppression comments and applies them to a spec's findings.
public enum Suppressions {
    public static let unusedRuleID = InputRuleID.unusedSuppression
    /// What starts a directive comment; comments are only read when the text contains it.
    public static let marker: StaticString = "layoutc:"

    /// The suppressions in a spec, and problems with directives that cannot work at all (an
    /// unknown directive). Cheap when the text never mentions `layoutc:`.
    public static func parse(_ tree: YAMLTree) -> (suppressions: [Suppression], problems: [Diagnostic]) {
        guard CommentScanner.contains(marker, in: tree.source.bytes) else { return ([], []) }
        let comments = CommentScanner.comments(in: tree)
        let commentLines = Set(comments.filter(\.isWholeLine).map(\.line))
        var suppressions: [Suppression] = []
        var problems: [Diagnostic] = []
        for comment in comments {
            switch parseDirective(comment, source: tree.source) {
            case .none: continue
            case .unknown(let diagnostic): problems.append(diagnostic)
            case .suppression(var suppression):
                if suppression.kind == .nextLine {
                    suppression.targetLine = nextContentLine(after: comment.line, in: tree.source, commentLines: commentLines)
                }
                suppressions.append(suppression)
            }
        }
        return (suppressions, problems)
    }

    /// Removes the findings that suppressions silence and reports suppressions that silence
    /// nothing (`unused-suppression`, at `unusedSeverity`; none when that is nil, i.e. the rule is off).
    ///
    /// When the tree is incomplete (a syntax error cut it short) rules may not have run on
    /// everything, so only suppressions that cannot work at all are reported then.
    public static func apply(to diagnostics: [Diagnostic], tree: YAMLTree, unusedSeverity: Severity?) -> [Diagnostic] {
        apply(to: diagnostics, comments: Parsed(tree), unusedSeverity: unusedSeverity)
    }

    /// A spec's suppression comments, read once from its tree, so the tree can be released
    /// before the rules run (the tree is the larger half of a big spec's memory).
    public struct Parsed: Sendable {
        let suppressions: [Suppression]
        let problems: [Diagnostic]
        /// The spec's text, which outlives its tree.
        public let source: SourceFile
        let treeIsComplete: Bool

        public init(_ tree: YAMLTree) {
            (suppressions, problems) = Suppressions.parse(tree)
            source = tree.source
            treeIsComplete = tree.isComplete
        }
    }

    /// Applies comments read earlier; see `apply(to:tree:unusedSeverity:)`.
    public static func apply(to diagnostics: [Diagnostic], comments: Parsed, unusedSeverity: Severity?) -> [Diagnostic] {
        let suppressions = comments.suppressions
        let problems = comments.problems
        guard !suppressions.isEmpty || !problems.isEmpty else { return diagnostics }
        let source = comments.source
        var byLine: [Int: [Int]] = [:]
        for (index, suppression) in suppressions.enumerated() {
            if let line = suppression.targetLine { byLine[line, default: []].append(index) }
        }
        var used = suppressions.map { [Bool](repeating: false, count: $0.rules.count) }
        var kept: [Diagnostic] = []
        for diagnostic in diagnostics {
            var silenced = false
            if diagnostic.ruleID != unusedRuleID, let candidates = byLine[source.lineIndex(of: diagnostic.range.start)] {
                for s in candidates {
                    for (r, reference) in suppressions[s].rules.enumerated() where reference.id == diagnostic.ruleID {
                        if isSuppressible(reference.id) {
                            used[s][r] = true
                            silenced = true
                        }
                    }
                }
            }
            if !silenced { kept.append(diagnostic) }
        }
        guard let unusedSeverity else { return kept }
        var reports = problems
        for (s, suppression) in suppressions.enumerated() {
            reports += UnusedSuppressionReport(suppression: suppression, used: used[s], source: source,
                                               reportsUnused: comments.treeIsComplete).diagnostics()
        }
        return kept + reports.map { report in
            var diagnostic = report
            diagnostic.severity = unusedSeverity
            return diagnostic
        }
    }

    /// Rules whose findings a comment may silence: all but the input rules.
    public static func isSuppressible(_ ruleID: String) -> Bool {
        guard let descriptor = RuleRegistry.descriptor(for: ruleID) else { return false }
        return descriptor.category != .input
    }

    enum Directive {
        case none
        case unknown(Diagnostic)
        case suppression(Suppression)
    }

    static func parseDirective(_ comment: SourceComment, source: SourceFile) -> Directive {
        let bytes = source.bytes
        var i = comment.range.start + 1
        let end = comment.range.end
        while i < end, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
        let markerBytes = Array("layoutc:".utf8)
        guard end - i > markerBytes.count, bytes[i..<(i + markerBytes.count)].elementsEqual(markerBytes) else { return .none }
        let directiveStart = i
        i += markerBytes.count
        let nameStart = i
        while i < end, !isSeparator(bytes[i]) { i += 1 }
        guard i > nameStart else { return .none }
        let name = String(decoding: bytes[nameStart..<i], as: UTF8.self)
        let directiveRange = SourceRange(start: directiveStart, end: i)
        guard let kind = Suppression.Kind(rawValue: name) else {
            let known = Suppression.Kind.allCases.map(\.rawValue)
            let suggestion = Suggestions.closest(to: name, in: known)
            let nameRange = SourceRange(start: nameStart, end: i)
            return .unknown(Diagnostic(
                ruleID: unusedRuleID, severity: .warning,
                message: "unknown directive `layoutc:\(name)`; this comment suppresses nothing",
                range: directiveRange,
                help: suggestion.map { "did you mean `layoutc:\($0)`?" }
                    ?? "use `layoutc:disable-line RULE` or `layoutc:disable-next-line RULE`",
                fixIts: suggestion.map { [.replace(nameRange, with: $0, message: "replace with `layoutc:\($0)`")] } ?? []))
        }
        var rules: [Suppression.RuleReference] = []
        var reason: String?
        while i < end {
            while i < end, isSeparator(bytes[i]) || bytes[i] == UInt8(ascii: ",") { i += 1 }
            guard i < end else { break }
            let tokenStart = i
            while i < end, !isSeparator(bytes[i]), bytes[i] != UInt8(ascii: ",") { i += 1 }
            let token = String(decoding: bytes[tokenStart..<i], as: UTF8.self)
            if token == "-" || token == "--" {
                var reasonStart = i
                while reasonStart < end, isSeparator(bytes[reasonStart]) { reasonStart += 1 }
                if reasonStart < end { reason = String(decoding: bytes[reasonStart..<end], as: UTF8.self) }
                break
            }
            rules.append(.init(id: token, range: SourceRange(start: tokenStart, end: i)))
        }
        let target = kind == .line ? comment.line : nil
        return .suppression(Suppression(kind: kind, comment: comment, directiveRange: directiveRange, rules: rules,
                                        reason: reason, targetLine: target))
    }

    static func isSeparator(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    /// The first line after `line` that holds something other than whitespace or a comment.
    static func nextContentLine(after line: Int, in source: SourceFile, commentLines: Set<Int>) -> Int? {
        var next = line + 1
        while next < source.lineStarts.count {
            let text = source.lineBytes(next)
            let blank = text.allSatisfy { $0 == 0x20 || $0 == 0x09 }
            if !blank && !commentLines.contains(next) { return next }
            next += 1
        }
        return nil
    }
}
