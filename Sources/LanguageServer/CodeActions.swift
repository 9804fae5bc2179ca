import Diagnostics
import LayoutRules
import SpecSource

/// `textDocument/codeAction`: the fix-its of the findings in the requested range as quick
/// fixes, and for each suppressible finding a quick fix that silences it on its line.
public struct CodeActions: Sendable {
    public let source: SourceFile
    public let uri: String
    public let renderer: LSPDiagnosticRenderer

    public init(source: SourceFile, uri: String, renderer: LSPDiagnosticRenderer) {
        self.source = source
        self.uri = uri
        self.renderer = renderer
    }

    var converter: PositionConverter { renderer.converter }

    /// The actions for `diagnostics` that touch `range`.
    public func actions(for range: SourceRange, diagnostics: [Diagnostic], only kinds: [String]?) -> [CodeAction] {
        if let kinds, !kinds.contains(where: { "quickfix".hasPrefix($0) || $0.hasPrefix("quickfix") }) { return [] }
        var result: [CodeAction] = []
        let touching = diagnostics.filter { overlaps($0.range, range) }
        for diagnostic in touching {
            for fixIt in diagnostic.fixIts {
                result.append(action(title: fixIt.message, diagnostic: diagnostic, edits: fixIt.edits,
                                     preferred: diagnostic.fixIts.count == 1))
            }
        }
        var disabled = Set<String>()
        for diagnostic in touching where Suppressions.isSuppressible(diagnostic.ruleID) {
            let line = source.lineIndex(of: diagnostic.range.start)
            guard disabled.insert("\(diagnostic.ruleID)@\(line)").inserted else { continue }
            result.append(action(title: "Disable \(diagnostic.ruleID) for this line", diagnostic: diagnostic,
                                 edits: [suppressionEdit(rule: diagnostic.ruleID, line: line)], preferred: false))
        }
        return result
    }

    /// Ranges touch when they overlap, or when an empty one sits inside or at the edge of the other.
    func overlaps(_ a: SourceRange, _ b: SourceRange) -> Bool {
        a.start <= b.end && b.start <= a.end
    }

    /// Inserts `# layoutc:disable-next-line RULE` above `line` at its indentation, or adds the
    /// rule to such a comment already there.
    public func suppressionEdit(rule: String, line: Int) -> TextEdit {
        let lineStart = source.lineStarts[line]
        if line > 0 {
            let previous = source.lineBytes(line - 1)
            let text = String(decoding: previous, as: UTF8.self)
            let trimmed = text.drop { $0 == " " || $0 == "\t" }
            let directive = "# layoutc:disable-next-line "
            if trimmed.hasPrefix(directive), !trimmed.contains(" - ") {
                var end = previous.endIndex
                while end > previous.startIndex, source.bytes[end - 1] == 0x20 || source.bytes[end - 1] == 0x09 { end -= 1 }
                return TextEdit(range: .at(end), replacement: ", \(rule)")
            }
        }
        let indentation = source.lineBytes(line).prefix { $0 == 0x20 || $0 == 0x09 }
        let lineBreak = Self.lineBreak(of: line, in: source)
        return TextEdit(range: .at(lineStart),
                        replacement: String(decoding: indentation, as: UTF8.self) + "# layoutc:disable-next-line \(rule)" + lineBreak)
    }

    /// The line break the file uses at `line` (CRLF files keep CRLF).
    static func lineBreak(of line: Int, in source: SourceFile) -> String {
        let end = source.lineBytes(line).endIndex
        if end < source.bytes.count, source.bytes[end] == 0x0D {
            return end + 1 < source.bytes.count && source.bytes[end + 1] == 0x0A ? "\r\n" : "\r"
        }
        return "\n"
    }

    func action(title: String, diagnostic: Diagnostic, edits: [TextEdit], preferred: Bool) -> CodeAction {
        let textEdits = edits.map { LSPTextEdit(range: converter.lspRange($0.range), newText: $0.replacement) }
        return CodeAction(title: title, kind: "quickfix", diagnostics: [renderer.diagnostic(diagnostic)],
                          isPreferred: preferred ? true : nil, edit: WorkspaceEdit(changes: [(uri, textEdits)]))
    }
}
