import SpecSource

/// ANSI styles for the human format; with `colored == false` every call returns its text as is.
struct Palette: Sendable {
    enum Style: String {
        case error = "1;31"
        case warning = "1;33"
        case note = "1;32"
        case help = "1;36"
        case gutter = "1;34"
        case secondary = "34"
        case fix = "32"
        case bold = "1"
    }

    var colored: Bool

    func paint(_ text: String, _ style: Style) -> String {
        guard colored, !text.isEmpty else { return text }
        return "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m"
    }

    func severity(_ severity: Severity) -> Style {
        switch severity {
        case .error: .error
        case .warning: .warning
        case .note: .note
        }
    }
}

/// A span to underline: `^^^` for the finding itself, `---` for the places that explain it.
struct Annotation {
    enum Kind { case primary, secondary }
    var range: SourceRange
    var label: String?
    var kind: Kind
}

/// Draws source lines under a gutter of line numbers, with spans underlined and labelled,
/// in the rustc style. Widths come from `DisplayWidth`, so carets stay under their text.
struct SnippetWriter {
    let gutterWidth: Int
    let palette: Palette
    let primaryStyle: Palette.Style

    /// `   |`: the gutter with no line number.
    var emptyGutter: String { palette.paint(String(repeating: " ", count: gutterWidth) + " |", .gutter) }

    /// The gutter's indentation followed by `marker`, as in `  --> ` and `  = note: `.
    func margin(_ marker: String) -> String {
        String(repeating: " ", count: gutterWidth) + marker
    }

    func numbered(_ lineIndex: Int, _ text: String) -> String {
        let number = String(lineIndex + 1)
        let gutter = String(repeating: " ", count: max(0, gutterWidth - number.count)) + number + " |"
        return palette.paint(gutter, .gutter) + (text.isEmpty ? "" : " " + text)
    }

    func underline(indent: Int, marks: String, label: String?, style: Palette.Style) -> String {
        let text = marks + (label.map { " " + $0 } ?? "")
        return emptyGutter + " " + String(repeating: " ", count: indent) + palette.paint(text, style)
    }

    /// The lines the annotations start on, each followed by one underline row per annotation.
    /// A span over several lines is underlined to the end of its first line and says where it ends.
    func annotatedLines(_ source: SourceFile, _ annotations: [Annotation]) -> [String] {
        let byLine = Dictionary(grouping: annotations) { source.lineIndex(of: $0.range.start) }
        var out: [String] = []
        var previous: Int?
        for line in byLine.keys.sorted() {
            if let previous {
                if line - previous == 2 {
                    out.append(numbered(previous + 1, Self.text(source, line: previous + 1)))
                } else if line - previous > 2 {
                    out.append(palette.paint("...", .gutter))
                }
            }
            previous = line
            out.append(numbered(line, Self.text(source, line: line)))
            let sorted = byLine[line]!.sorted { a, b in
                a.range.start != b.range.start ? a.range.start < b.range.start : a.kind == .primary && b.kind != .primary
            }
            for annotation in sorted {
                out.append(underlineRow(source, line: line, annotation))
            }
        }
        return out
    }

    func underlineRow(_ source: SourceFile, line: Int, _ annotation: Annotation) -> String {
        let content = source.lineBytes(line)
        let start = min(annotation.range.start, content.endIndex)
        let lastLine = source.lastLineIndex(of: annotation.range)
        let end = lastLine > line ? content.endIndex : min(max(annotation.range.end, start), content.endIndex)
        let indent = Self.width(source.bytes[content.startIndex..<start])
        let width = max(1, Self.width(source.bytes[start..<end]))
        let mark: Character = annotation.kind == .primary ? "^" : "-"
        var label = annotation.label
        if lastLine > line {
            let continuation = "(continues to line \(lastLine + 1))"
            label = label.map { "\($0) \(continuation)" } ?? continuation
        }
        return underline(indent: indent, marks: String(repeating: mark, count: width),
                         label: label.map(DisplayWidth.printable),
                         style: annotation.kind == .primary ? primaryStyle : .secondary)
    }

    /// The lines a fix-it touches with its edits applied, the new text underlined (`~` where it
    /// replaces text, `+` where it only inserts). A fix-it that only deletes shows the original
    /// lines with the deleted text marked `-`.
    func fixItLines(_ source: SourceFile, _ fixIt: FixIt) -> [String] {
        let edits = fixIt.edits
            .map { TextEdit(range: source.clamped($0.range), replacement: $0.replacement) }
            .sorted { $0.range < $1.range }
        guard let first = edits.first else { return [] }
        let firstLine = source.lineIndex(of: first.range.start)
        let lastLine = edits.map { source.lastLineIndex(of: $0.range) }.max() ?? firstLine
        if edits.allSatisfy({ $0.replacement.isEmpty }) {
            return deletionLines(source, edits, lines: firstLine...lastLine)
        }
        let regionStart = source.lineStarts[firstLine]
        let regionEnd = max(source.lineBytes(lastLine).endIndex, edits.map(\.range.end).max() ?? 0)
        var text: [UInt8] = []
        var inserted: [(range: Range<Int>, mark: Character)] = []
        var cursor = regionStart
        for edit in edits where edit.range.start >= cursor {
            text += source.bytes[cursor..<edit.range.start]
            let replacement = Array(edit.replacement.utf8)
            inserted.append((text.count..<text.count + replacement.count, edit.range.isEmpty ? "+" : "~"))
            text += replacement
            cursor = edit.range.end
        }
        if cursor < regionEnd { text += source.bytes[cursor..<regionEnd] }

        var out: [String] = []
        for (index, line) in Self.lineRanges(text).enumerated() {
            out.append(numbered(firstLine + index, DisplayWidth.printable(String(decoding: text[line], as: UTF8.self))))
            for (range, mark) in inserted {
                let (lower, upper) = Self.trimmed(text, max(range.lowerBound, line.lowerBound), min(range.upperBound, line.upperBound))
                guard lower < upper else { continue }
                let indent = Self.width(text[line.lowerBound..<lower])
                let width = max(1, Self.width(text[lower..<upper]))
                out.append(underline(indent: indent, marks: String(repeating: mark, count: width), label: nil, style: .fix))
            }
        }
        return out
    }

    func deletionLines(_ source: SourceFile, _ edits: [TextEdit], lines: ClosedRange<Int>) -> [String] {
        var out: [String] = []
        for line in lines {
            out.append(numbered(line, Self.text(source, line: line)))
            let content = source.lineBytes(line)
            for edit in edits {
                let (lower, upper) = Self.trimmed(source.bytes, max(edit.range.start, content.startIndex),
                                                  min(edit.range.end, content.endIndex))
                guard lower < upper else { continue }
                let indent = Self.width(source.bytes[content.startIndex..<lower])
                let width = Self.width(source.bytes[lower..<upper])
                out.append(underline(indent: indent, marks: String(repeating: "-", count: max(1, width)), label: nil, style: .fix))
            }
        }
        return out
    }

    /// `lower..<upper` without the spaces and tabs at either end, unless that leaves nothing:
    /// an inserted line is underlined from its first character, not from its indentation.
    static func trimmed(_ bytes: [UInt8], _ lower: Int, _ upper: Int) -> (Int, Int) {
        var (l, u) = (lower, upper)
        while l < u, bytes[l] == 0x20 || bytes[l] == 0x09 { l += 1 }
        while u > l, bytes[u - 1] == 0x20 || bytes[u - 1] == 0x09 { u -= 1 }
        return l < u ? (l, u) : (lower, upper)
    }

    static func text(_ source: SourceFile, line: Int) -> String {
        DisplayWidth.printable(String(decoding: source.lineBytes(line), as: UTF8.self))
    }

    static func width(_ bytes: ArraySlice<UInt8>) -> Int {
        DisplayWidth.of(String(decoding: bytes, as: UTF8.self))
    }

    /// The lines of `text` without their breaks (`\n`, `\r\n` or `\r`).
    static func lineRanges(_ text: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        var i = 0
        while i < text.count {
            if text[i] == 0x0A || text[i] == 0x0D {
                ranges.append(start..<i)
                if text[i] == 0x0D, i + 1 < text.count, text[i + 1] == 0x0A { i += 1 }
                start = i + 1
            }
            i += 1
        }
        if start < text.count || ranges.isEmpty { ranges.append(start..<text.count) }
        return ranges
    }
}
