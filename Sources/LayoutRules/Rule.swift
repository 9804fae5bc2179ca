import Diagnostics
import LayoutModel
import SpecSource

/// A check over a decoded spec. One rule, one file, each carrying its own documentation and
/// the examples that prove it (run by one generic test).
public protocol Rule: Sendable {
    static var descriptor: RuleDescriptor { get }
    /// Specs that must trigger the rule. `↓` marks where each diagnostic must start.
    static var triggeringExamples: [RuleExample] { get }
    /// Specs that must not trigger it.
    static var nonTriggeringExamples: [RuleExample] { get }
    /// The UIKit behaviour or HIG guidance the rule rests on, for Docs/Rules.md.
    static var basis: String { get }
    /// What the rule's conclusions rest on, which decides whether it may speak when part of
    /// the spec failed to decode.
    static var evidence: Evidence { get }
    init()
    func check(_ context: RuleContext, into findings: inout Findings)
}

extension Rule {
    public static var basis: String { "" }
    public static var evidence: Evidence { .surroundings }
}

/// What a rule needs to be sure of before it reports: a finding that rests on a part of the
/// spec that failed to decode is a consequence of that error, not a second problem.
public enum Evidence: Sendable {
    /// Values that decoded (a duplicate id, a name that is not an identifier, a reference to
    /// no screen): certain whatever failed elsewhere.
    case valuesPresent
    /// The object the finding is about (the innermost one holding its place) and the places it
    /// points at: withheld when one of them holds a key or value that failed to decode, e.g.
    /// "this list has no appearance" when its `apperance:` is misspelt, or "no section has a
    /// title" when one section's `titel:` is.
    case surroundings
    /// The whole navigation (what reaches what): withheld when anything failed to decode, since
    /// the missing path may be the part that failed.
    case wholeSpec
}

/// A spec snippet that proves a rule, with the place it is written: a failing example is
/// reported at its own line in the rule's file, not in the generic test that runs it.
public struct RuleExample: Sendable {
    public let text: String
    /// `Module/File.swift` and the absolute path, as test frameworks locate source.
    public let fileID: String
    public let filePath: String
    /// The line of `RuleExample(`; the snippet's first line is the next one.
    public let line: Int

    public init(_ text: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line) {
        self.text = text
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
    }
}

/// What a rule sees: the spec as decoded, its text, and the navigation graph built once.
public struct RuleContext: Sendable {
    public let spec: LayoutSpec
    public let source: SourceFile
    public let graph: NavigationGraph

    public init(spec: LayoutSpec, source: SourceFile) {
        self.spec = spec
        self.source = source
        self.graph = NavigationGraph(spec)
    }
}

/// Collects one rule's diagnostics with its id and default severity filled in.
public struct Findings: Sendable {
    public let descriptor: RuleDescriptor
    public private(set) var diagnostics: [Diagnostic] = []
    /// Every text reported so far, so an equal one shares its storage instead of keeping its
    /// own: a rule that finds the same thing in 2,500 lists says the same help, notes and labels
    /// 2,500 times, and the findings are alive with the whole model at the peak of `check`.
    private var texts: Set<String> = []
    private var noteLists: Set<[String]> = []

    public init(descriptor: RuleDescriptor) {
        self.descriptor = descriptor
    }

    public mutating func report(_ message: String, at range: SourceRange, label: String? = nil,
                                related: [RelatedLocation] = [], notes: [String] = [], help: String? = nil,
                                fixIts: [FixIt] = []) {
        var related = related
        for index in related.indices { related[index].label = shared(related[index].label) }
        var fixIts = fixIts
        for index in fixIts.indices {
            fixIts[index].message = shared(fixIts[index].message)
            for edit in fixIts[index].edits.indices {
                fixIts[index].edits[edit].replacement = shared(fixIts[index].edits[edit].replacement)
            }
        }
        let notes = notes.isEmpty ? notes : noteLists.insert(notes.map { shared($0) }).memberAfterInsert
        diagnostics.append(Diagnostic(ruleID: descriptor.id, severity: descriptor.defaultSeverity, message: shared(message),
                                      range: range, label: label.map { shared($0) }, related: related, notes: notes,
                                      help: help.map { shared($0) }, fixIts: fixIts))
    }

    /// The instance of `text` reported first. Short texts live inside the `String` itself.
    private mutating func shared(_ text: String) -> String {
        text.utf8.count <= 15 ? text : texts.insert(text).memberAfterInsert
    }
}
