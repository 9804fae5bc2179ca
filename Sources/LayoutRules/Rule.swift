import Diagnostics
import LayoutModel
import SpecSource

/// A check over a decoded spec. One rule, one file, each carrying its own documentation and
/// the examples that prove it (run by one generic test).
public protocol Rule: Sendable {
    static var descriptor: RuleDescriptor { get }
    /// Specs that must trigger the rule. `↓` marks where each diagnostic must start.
    static var triggeringExamples: [String] { get }
    /// Specs that must not trigger it.
    static var nonTriggeringExamples: [String] { get }
    /// The UIKit behaviour or HIG guidance the rule rests on, for Docs/Rules.md.
    static var basis: String { get }
    init()
    func check(_ context: RuleContext, into findings: inout Findings)
}

extension Rule {
    public static var basis: String { "" }
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
