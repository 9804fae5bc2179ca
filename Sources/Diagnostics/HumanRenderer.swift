import SpecSource

/// The format for people at a terminal, in the style of rustc and Elm: what is wrong, where,
/// the source with the exact text underlined, the places that explain it, why, and what to
/// write instead, ending with a one-line summary.
///
/// ```
/// error[unknown-value]: `sidebr` is not a valid `appearance`
///   --> Specs/Mail.layout.yaml:9:19
///    |
///  9 |       appearance: sidebr
///    |                   ^^^^^^
///    |
///    = note: `appearance` is one of `plain`, `grouped`, `insetGrouped`, `sidebar` or `sidebarPlain`
///    = help: did you mean `sidebar`?
/// fix: replace with `sidebar`
///    |
///  9 |       appearance: sidebar
///    |                   ~~~~~~~
///
/// 1 error in 1 spec
/// ```
public struct HumanRenderer: Sendable {
    /// ANSI colours; the CLI decides (TTY, `NO_COLOR`, `--color`).
    public var colored: Bool
    /// How many findings of one rule are printed; the rest are counted in one line (`nil`: all).
    public var maximumPerRule: Int?

    public init(colored: Bool = false, maximumPerRule: Int? = nil) {
        self.colored = colored
        self.maximumPerRule = maximumPerRule
    }

    /// Every diagnostic of every file, in `DiagnosticOrder`, then the summary line.
    /// - Parameters:
    ///   - specCount: how many specs were checked, clean ones included, for the summary.
    ///   - otherSources: files that related locations may point into besides `files`.
    public func render(_ files: [FileDiagnostics], specCount: Int, otherSources: [String: SourceFile] = [:]) -> String {
        let files = DiagnosticOrder.sorted(files)
        let lookup = SourceLookup(files, otherSources: otherSources)
        var out = ""
        var limit = RuleLimit(maximum: maximumPerRule)
        for file in files {
            for diagnostic in file.diagnostics where limit.admits(diagnostic) {
                out += render(diagnostic, in: file.source, lookup: lookup)
                out += "\n"
            }
        }
        for line in limit.omissions { out += palette.paint(line, .bold) + "\n" }
        out += palette.paint(DiagnosticCounts(files).summary(specCount: specCount), .bold) + "\n"
        return out
    }

    /// One diagnostic as a block of lines, each ending in a newline.
    public func render(_ diagnostic: Diagnostic, in source: SourceFile, otherSources: [String: SourceFile] = [:]) -> String {
        render(diagnostic, in: source, lookup: SourceLookup([], otherSources: otherSources))
    }

    var palette: Palette { Palette(colored: colored) }

    func render(_ d: Diagnostic, in source: SourceFile, lookup: SourceLookup) -> String {
        let primary = source.clamped(d.range)
        var annotations = [Annotation(range: primary, label: d.label, kind: .primary)]
        var elsewhere: [(path: String, source: SourceFile?, related: [RelatedLocation])] = []
        for related in d.related {
            let other = lookup.source(of: related, in: source)
            if let other, other.path == source.path {
                annotations.append(Annotation(range: source.clamped(related.range), label: related.label, kind: .secondary))
                continue
            }
            let path = other?.path ?? related.path ?? source.path
            if let index = elsewhere.firstIndex(where: { $0.path == path }) {
                elsewhere[index].related.append(related)
            } else {
                elsewhere.append((path, other, [related]))
            }
        }

        let writer = SnippetWriter(gutterWidth: gutterWidth(d, source, annotations, elsewhere.compactMap(\.source)),
                                   palette: palette, primaryStyle: palette.severity(d.severity))
        let at = source.location(of: primary.start)
        var lines: [String] = []
        lines.append(palette.paint("\(d.severity.rawValue)[\(d.ruleID)]", palette.severity(d.severity))
                     + palette.paint(": " + Self.safe(d.message), .bold))
        lines.append(palette.paint(writer.margin("--> "), .gutter) + "\(source.path):\(at.line):\(at.column)")
        lines.append(writer.emptyGutter)
        lines += writer.annotatedLines(source, annotations)

        for group in elsewhere {
            guard let other = group.source else {
                for related in group.related {
                    lines.append(palette.paint(writer.margin("::: "), .gutter) + "\(group.path): \(Self.safe(related.label))")
                }
                continue
            }
            let first = other.location(of: other.clamped(group.related[0].range).start)
            lines.append(palette.paint(writer.margin("::: "), .gutter) + "\(other.path):\(first.line):\(first.column)")
            lines.append(writer.emptyGutter)
            lines += writer.annotatedLines(other, group.related.map {
                Annotation(range: other.clamped($0.range), label: $0.label, kind: .secondary)
            })
        }

        if !d.notes.isEmpty || d.help != nil {
            lines.append(writer.emptyGutter)
            for note in d.notes {
                lines.append(writer.margin(" = ") + palette.paint("note", .bold) + ": " + Self.safe(note))
            }
            if let help = d.help {
                lines.append(writer.margin(" = ") + palette.paint("help", .help) + ": " + Self.safe(help))
            }
        }

        for fixIt in d.fixIts where !fixIt.edits.isEmpty {
            lines.append(palette.paint("fix", .help) + ": " + Self.safe(fixIt.message))
            lines.append(writer.emptyGutter)
            lines += writer.fixItLines(source, fixIt)
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// Wide enough for the largest line number the block prints.
    func gutterWidth(_ d: Diagnostic, _ source: SourceFile, _ annotations: [Annotation], _ others: [SourceFile]) -> Int {
        var largest = 1
        for annotation in annotations {
            largest = max(largest, source.lineIndex(of: annotation.range.start) + 1)
        }
        for fixIt in d.fixIts {
            for edit in fixIt.edits {
                let breaks = edit.replacement.utf8.filter { $0 == 0x0A || $0 == 0x0D }.count
                largest = max(largest, source.lastLineIndex(of: source.clamped(edit.range)) + 1 + breaks)
            }
        }
        for other in others {
            for related in d.related where related.path == other.path {
                largest = max(largest, other.lineIndex(of: other.clamped(related.range).start) + 1)
            }
        }
        return String(largest).count
    }

    /// Text from a producer made safe for a terminal: no escape sequences, tabs as spaces.
    static func safe(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { DisplayWidth.printable($0) }
            .joined(separator: "\n")
    }
}
