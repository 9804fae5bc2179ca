import Diagnostics
import Foundation
import LayoutCompiler
import LayoutRules
import SpecSource

/// A fresh folder under the system's temporary directory, removed when the test is done.
final class TemporaryFolder {
    let path: String

    init() throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("layoutc-config-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` at `relative` (creating folders) and returns the absolute path.
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        try write(relative, bytes: Array(text.utf8))
    }

    @discardableResult
    func write(_ relative: String, bytes: [UInt8]) throws -> String {
        let full = path + "/" + relative
        let folder = (full as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: full))
        return full
    }

    func read(_ relative: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path + "/" + relative)))
    }
}

/// A spec with one `supplementary-requires-triple-column` finding (an error with a fix-it) on
/// the `supplementary:` line, line 11.
let doubleColumnWithSupplementary = """
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
    func positions(of ruleID: String, in source: SourceFile) -> [String] {
        filter { $0.ruleID == ruleID }.map { source.location(of: $0.range.start).description }
    }

    func ids() -> Set<String> { Set(map(\.ruleID)) }
}

/// Checks `text` as a spec with `configuration`.
func check(_ text: String, configuration: Configuration = .default, path: String = "t.layout.yaml") -> LayoutCompiler.Result {
    LayoutCompiler(configuration: configuration).check(path: path, bytes: Array(text.utf8))
}

/// Parses configuration text.
func configuration(_ text: String) -> ConfigurationParser.Result {
    ConfigurationParser.parse(path: ".layoutc.yml", bytes: Array(text.utf8))
}

/// A finding as the tests compare them: rule, position and message.
struct Located: Equatable, CustomStringConvertible {
    var at: String
    var severity: Severity
    var message: String
    var description: String { "\(at) \(severity.rawValue): \(message)" }

    init(at: String, severity: Severity, message: String) {
        self.at = at
        self.severity = severity
        self.message = message
    }

    init(_ diagnostic: Diagnostic, in source: SourceFile) {
        at = source.location(of: diagnostic.range.start).description
        severity = diagnostic.severity
        message = diagnostic.message
    }
}
