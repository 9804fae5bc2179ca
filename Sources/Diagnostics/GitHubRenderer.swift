import SpecSource

/// GitHub Actions workflow commands, which the runner turns into annotations on the pull
/// request's diff:
///
///     ::error file=Specs/Mail.layout.yaml,line=9,col=19,endLine=9,endColumn=24,title=unknown-value::`sidebr` is not a valid `appearance`
///
/// Errors become `::error`, warnings `::warning`, notes `::notice`. `endColumn` is the column
/// of the last flagged character (GitHub defaults it to `col` for a one-character span);
/// columns are left out when a span covers several lines, as GitHub requires. The help, the
/// notes and the related places follow the message on their own lines.
public struct GitHubRenderer: Sendable {
    public init() {}

    public func render(_ files: [FileDiagnostics], otherSources: [String: SourceFile] = [:]) -> String {
        let files = DiagnosticOrder.sorted(files)
        let lookup = SourceLookup(files, otherSources: otherSources)
        var out = ""
        for file in files {
            for d in file.diagnostics {
                out += command(d, in: file.source, lookup: lookup) + "\n"
            }
        }
        return out
    }

    func command(_ d: Diagnostic, in source: SourceFile, lookup: SourceLookup) -> String {
        let range = source.clamped(d.range)
        let start = source.location(of: range.start)
        var last = range.isEmpty ? range.start : range.end - 1
        while last > range.start, source.bytes[last] & 0xC0 == 0x80 { last -= 1 }  // the last scalar's first byte
        let end = source.location(of: last)
        var properties = [("file", source.path), ("line", String(start.line))]
        if start.line == end.line {
            properties.append(("col", String(start.column)))
        }
        properties.append(("endLine", String(end.line)))
        if start.line == end.line {
            properties.append(("endColumn", String(max(start.column, end.column))))
        }
        properties.append(("title", d.ruleID))

        var message = d.message
        if let label = d.label { message += " (\(label))" }
        for related in d.related {
            let other = lookup.source(of: related, in: source)
            let path = other?.path ?? related.path ?? source.path
            let position = other.map { ":\($0.location(of: $0.clamped(related.range).start))" } ?? ""
            message += "\nrelated: \(path)\(position): \(related.label)"
        }
        for note in d.notes { message += "\nnote: \(note)" }
        if let help = d.help { message += "\nhelp: \(help)" }
        for fixIt in d.fixIts { message += "\nfix: \(fixIt.message)" }

        let list = properties.map { "\($0.0)=\(Self.escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(Self.command(d.severity)) \(list)::\(Self.escapeData(message))"
    }

    static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// The message after `::`: `%`, CR and LF are encoded so the command stays on one line.
    public static func escapeData(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A property value: like data, plus `:` and `,`, which would end the value early.
    public static func escapeProperty(_ text: String) -> String {
        var out = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
