import SpecSource

/// How much a finding matters. Configuration can raise, lower or silence a rule's default.
public enum Severity: String, Sendable, Comparable, CaseIterable {
    case note
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs.rank < rhs.rank
    }

    var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }
}

/// One finding about a spec: everything every output format needs, and no formatting.
///
/// Producers (the front end, the decoder, rules) fill it in; renderers (human, xcode, json,
/// sarif, github, the language server) only present it.
public struct Diagnostic: Sendable, Equatable {
    /// The rule's stable kebab-case id (`unknown-key`), used in config and suppressions.
    public var ruleID: String
    public var severity: Severity
    /// What is wrong, in the user's terms. One sentence, no trailing period.
    public var message: String
    /// The smallest range that is wrong.
    public var range: SourceRange
    /// A short label printed under the primary range.
    public var label: String?
    /// Other places that explain the finding (the first occurrence, the conflicting key).
    public var related: [RelatedLocation]
    /// Extra facts: why UIKit behaves this way.
    public var notes: [String]
    /// What to write instead.
    public var help: String?
    /// Mechanical fixes, applied by `layoutc fix` and offered as editor quick fixes.
    public var fixIts: [FixIt]

    public init(ruleID: String, severity: Severity, message: String, range: SourceRange,
                label: String? = nil, related: [RelatedLocation] = [], notes: [String] = [],
                help: String? = nil, fixIts: [FixIt] = []) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.range = range
        self.label = label
        self.related = related
        self.notes = notes
        self.help = help
        self.fixIts = fixIts
    }

    /// The front end's own problems, in the same shape as every other finding.
    public init(_ problem: YAMLProblem) {
        self.init(ruleID: problem.kind.rawValue, severity: .error, message: problem.message,
                  range: problem.range,
                  related: problem.related.map { RelatedLocation(range: $0.range, label: $0.label) },
                  notes: problem.notes, help: problem.help,
                  fixIts: problem.fix.map { [FixIt(message: $0.message, edits: $0.edits)] } ?? [])
    }
}

/// A secondary place a diagnostic refers to, in the same file unless `path` says otherwise.
public struct RelatedLocation: Sendable, Equatable {
    public var range: SourceRange
    public var label: String
    /// Another file (e.g. `.layoutc.yml`), or nil for the diagnostic's own file.
    public var path: String?

    public init(range: SourceRange, label: String, path: String? = nil) {
        self.range = range
        self.label = label
        self.path = path
    }
}

/// A mechanical fix: byte-range edits that together make the finding go away.
public struct FixIt: Sendable, Equatable {
    public var message: String
    public var edits: [TextEdit]

    public init(message: String, edits: [TextEdit]) {
        self.message = message
        self.edits = edits
    }

    public static func replace(_ range: SourceRange, with text: String, message: String) -> FixIt {
        FixIt(message: message, edits: [TextEdit(range: range, replacement: text)])
    }
}

/// The findings for one file, with the text they point into.
public struct FileDiagnostics: Sendable {
    public var source: SourceFile
    public var diagnostics: [Diagnostic]

    public init(source: SourceFile, diagnostics: [Diagnostic]) {
        self.source = source
        self.diagnostics = diagnostics
    }

    /// Causes before consequences, then position, rule id and message (so the order is
    /// deterministic). A problem reading the text comes before problems of meaning, and those
    /// before rule findings, whatever their lines: a tab on line 40 explains a finding on line 3,
    /// never the other way round. This is the order compilers report phases in.
    public mutating func sort() {
        diagnostics.sort { a, b in
            let stageA = Self.stage(a.ruleID), stageB = Self.stage(b.ruleID)
            if stageA != stageB { return stageA < stageB }
            if a.range.start != b.range.start { return a.range.start < b.range.start }
            if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
            return a.message < b.message
        }
    }

    /// 0 reading the text, 1 its meaning, 2 rules, 3 reports about suppressions.
    static func stage(_ ruleID: String) -> Int {
        if InputRuleID.readingProblems.contains(ruleID) { return 0 }
        if InputRuleID.meaningProblems.contains(ruleID) { return 1 }
        if ruleID == InputRuleID.unusedSuppression { return 3 }
        return 2
    }
}
