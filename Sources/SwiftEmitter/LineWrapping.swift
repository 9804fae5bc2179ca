/// Generated lines kept within `width` columns, where a team's formatter and linter would ask:
/// a comment is reflowed at its spaces under the same marker; a code line is broken inside its
/// longest top-level argument list, one argument a line one level deeper, closed by `)` at the
/// line's own indentation (the way swift-format breaks a call). A line with no such place (a long
/// generic type, a long string) is left as it is: never broken where Swift would read it
/// differently.
enum LineWrapping {
    static let width = 120

    /// One line of the wrapped text: how many levels deeper than the original, and its text.
    struct Piece: Equatable {
        var extraDepth: Int
        var text: String
    }

    /// `content` (a line without its indentation, `indent` columns deep) as lines that fit, or
    /// `nil` when it fits already or has no safe place to break.
    static func wrap(_ content: String, indent: Int, depthUnit: Int = 4) -> [Piece]? {
        guard indent + content.utf8.count > width else { return nil }
        let bytes = Array(content.utf8)
        if let marker = commentMarker(bytes) {
            return reflowComment(bytes, marker: marker, indent: indent)
        }
        guard let pieces = breakArguments(bytes, caseRoom: width - indent) else { return nil }
        // A piece that is still too long is broken again, one level deeper.
        var result: [Piece] = []
        for piece in pieces {
            let deeper = indent + piece.extraDepth * depthUnit
            if piece.extraDepth > 0, let again = wrap(piece.text, indent: deeper, depthUnit: depthUnit) {
                result += again.map { Piece(extraDepth: $0.extraDepth + piece.extraDepth, text: $0.text) }
            } else {
                result.append(piece)
            }
        }
        return result
    }

    /// `///` or `//` when the line is a comment.
    static func commentMarker(_ bytes: [UInt8]) -> String? {
        guard bytes.starts(with: Array("//".utf8)) else { return nil }
        return bytes.starts(with: Array("///".utf8)) ? "///" : "//"
    }

    /// A comment's words, as many to a line as fit, each line under the same marker.
    static func reflowComment(_ bytes: [UInt8], marker: String, indent: Int) -> [Piece]? {
        let text = String(decoding: bytes.dropFirst(marker.utf8.count), as: UTF8.self)
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        guard words.count > 1 else { return nil }
        let room = width - indent - marker.utf8.count - 1
        var lines: [String] = []
        var current = ""
        for word in words {
            if !current.isEmpty && current.utf8.count + 1 + word.utf8.count > room {
                lines.append(current)
                current = ""
            }
            current += current.isEmpty ? String(word) : " " + word
        }
        lines.append(current)
        return lines.count > 1 ? lines.map { Piece(extraDepth: 0, text: marker + " " + $0) } : nil
    }

    /// Breaks the longest argument list that is not inside brackets, braces, a generic argument
    /// list or a string: `head(` / one argument a line / `)tail`. Without one, the longest
    /// collection literal with several elements (`head[` / one element a line / `]tail`); a `case`
    /// with several patterns, one pattern a line.
    static func breakArguments(_ bytes: [UInt8], caseRoom: Int) -> [Piece]? {
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        // Raw strings and multi-line strings are not scanned: a wrong guess would change them.
        if bytes.contains(UInt8(ascii: "#")) && bytes.contains(quote) { return nil }
        var stack: [UInt8] = []
        var inString = false
        var best: (open: Int, close: Int, commas: [Int])?
        var open = -1
        var commas: [Int] = []
        // Collection literals at the top level (`[a, b]`, `[k: v, …]`), used when there is no
        // argument list to break; and the commas of a `case` pattern list.
        var bestLiteral: (open: Int, close: Int, commas: [Int])?
        var literalOpen = -1
        var literalCommas: [Int] = []
        var caseCommas: [Int] = []
        var caseColon = -1
        let isCase = bytes.starts(with: Array("case ".utf8))
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            if inString {
                // An interpolation may hold strings of its own: not worth the risk.
                if byte == backslash, i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "(") { return nil }
                if byte == backslash { i += 2; continue }
                if byte == quote { inString = false }
                i += 1
                continue
            }
            switch byte {
            case quote:
                if i + 2 < bytes.count && bytes[i + 1] == quote && bytes[i + 2] == quote { return nil }
                inString = true
            case UInt8(ascii: "/") where i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "/"):
                i = bytes.count   // a trailing comment: nothing after it is code
                continue
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                if byte == UInt8(ascii: "("), stack.isEmpty { open = i; commas = [] }
                if byte == UInt8(ascii: "["), stack.isEmpty { literalOpen = i; literalCommas = [] }
                stack.append(byte)
            case UInt8(ascii: "<"):
                // A generic argument list follows a name with no space: `Set<Row>`, not `a < b`.
                if i > 0, isNameByte(bytes[i - 1]) { stack.append(byte) }
            case UInt8(ascii: ">"):
                if stack.last == UInt8(ascii: "<"), i > 0, bytes[i - 1] != UInt8(ascii: "-") { stack.removeLast() }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                let opener: UInt8 = byte == UInt8(ascii: ")") ? UInt8(ascii: "(") : byte == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
                // An unclosed `<` was a comparison after all.
                while stack.last == UInt8(ascii: "<") { stack.removeLast() }
                guard stack.last == opener else { return nil }
                stack.removeLast()
                if byte == UInt8(ascii: ")"), stack.isEmpty, open >= 0, i > open + 1 {
                    if best.map({ $0.close - $0.open < i - open }) ?? true { best = (open, i, commas) }
                    open = -1
                }
                if byte == UInt8(ascii: "]"), stack.isEmpty, literalOpen >= 0, !literalCommas.isEmpty {
                    if bestLiteral.map({ $0.close - $0.open < i - literalOpen }) ?? true { bestLiteral = (literalOpen, i, literalCommas) }
                    literalOpen = -1
                }
            case UInt8(ascii: ":") where isCase && stack.isEmpty && caseColon < 0:
                caseColon = i
            case UInt8(ascii: ","):
                if stack.count == 1, stack[0] == UInt8(ascii: "("), open >= 0 { commas.append(i) }
                if stack.count == 1, stack[0] == UInt8(ascii: "["), literalOpen >= 0 { literalCommas.append(i) }
                if isCase, stack.isEmpty, caseColon < 0 { caseCommas.append(i) }
            default:
                break
            }
            i += 1
        }
        guard !inString else { return nil }
        func text(_ range: Range<Int>) -> String {
            String(decoding: bytes[range], as: UTF8.self).trimmingSpaces()
        }
        // A `case` with several patterns: as many patterns a line as fit in `caseRoom` columns,
        // the later lines a level deeper.
        if isCase, !caseCommas.isEmpty {
            let bounds = [4] + caseCommas + [bytes.count]
            var segments: [String] = []
            for (k, (start, end)) in zip(bounds, bounds.dropFirst()).enumerated() {
                segments.append(text(start + 1..<end) + (k < caseCommas.count ? "," : ""))
            }
            var pieces: [Piece] = [Piece(extraDepth: 0, text: "case " + segments[0])]
            for segment in segments.dropFirst() {
                let last = pieces[pieces.count - 1]
                if caseRoom - last.extraDepth * 4 >= last.text.utf8.count + 1 + segment.utf8.count {
                    pieces[pieces.count - 1].text += " " + segment
                } else {
                    pieces.append(Piece(extraDepth: 1, text: segment))
                }
            }
            return pieces.count > 1 ? pieces : nil
        }
        guard let best = best ?? bestLiteral else { return nil }
        var pieces = [Piece(extraDepth: 0, text: text(0..<best.open + 1))]
        let bounds = [best.open] + best.commas + [best.close]
        for (k, (start, end)) in zip(bounds, bounds.dropFirst()).enumerated() {
            let argument = text(start + 1..<end)
            guard !argument.isEmpty else { return nil }
            pieces.append(Piece(extraDepth: 1, text: argument + (k < best.commas.count ? "," : "")))
        }
        pieces.append(Piece(extraDepth: 0, text: text(best.close..<bytes.count)))
        return pieces
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }
}

private extension String {
    func trimmingSpaces() -> String {
        var slice = Substring(self)
        while slice.first == " " { slice.removeFirst() }
        while slice.last == " " { slice.removeLast() }
        return String(slice)
    }
}
