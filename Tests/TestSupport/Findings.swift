import Diagnostics
import LayoutCompiler
import LayoutRules
import SpecSource

/// A spec with one `supplementary-requires-triple-column` finding (an error with a fix-it) on
/// the `supplementary:` line, line 11.
public let doubleColumnWithSupplementary = """
    spec: 1
    app: Mail
    screens:
      Mailboxes: { title: Mailboxes }
      Messages: { title: Messages }
      Message: { title: Message }
    split:
      style: doubleColumn
      primary: Mailboxes
      # a comment between
      supplementary: Messages
      secondary: Message

    """

extension Array where Element == Diagnostic {
    /// The findings of one rule, as `line:column` in `source`.
    public func positions(of ruleID: String, in source: SourceFile) -> [String] {
        filter { $0.ruleID == ruleID }.map { source.location(of: $0.range.start).description }
    }

    public func ids() -> Set<String> { Set(map(\.ruleID)) }
}

/// Checks `text` as a spec with `configuration`.
public func check(_ text: String, configuration: Configuration = .default, path: String = "t.layout.yaml") -> LayoutCompiler.Result {
    LayoutCompiler(configuration: configuration).check(path: path, bytes: Array(text.utf8))
}

/// Parses configuration text.
public func configuration(_ text: String) -> ConfigurationParser.Result {
    ConfigurationParser.parse(path: ".layoutc.yml", bytes: Array(text.utf8))
}

/// A finding as the tests compare them: rule, position and message.
public struct Finding: Equatable, CustomStringConvertible {
    public var at: String
    public var severity: Severity
    public var message: String
    public var description: String { "\(at) \(severity.rawValue): \(message)" }

    public init(at: String, severity: Severity, message: String) {
        self.at = at
        self.severity = severity
        self.message = message
    }

    public init(_ diagnostic: Diagnostic, in source: SourceFile) {
        at = source.location(of: diagnostic.range.start).description
        severity = diagnostic.severity
        message = diagnostic.message
    }
}
