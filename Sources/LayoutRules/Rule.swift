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
    init()
    func check(_ context: RuleContext, into findings: inout Findings)
}

extension Rule {
    public static var basis: String { "" }
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

    public init(descriptor: RuleDescriptor) {
        self.descriptor = descriptor
    }

    public mutating func report(_ message: String, at range: SourceRange, label: String? = nil,
                                related: [RelatedLocation] = [], notes: [String] = [], help: String? = nil,
                                fixIts: [FixIt] = []) {
        diagnostics.append(Diagnostic(ruleID: descriptor.id, severity: descriptor.defaultSeverity, message: message,
                                      range: range, label: label, related: related, notes: notes, help: help,
                                      fixIts: fixIts))
    }
}
