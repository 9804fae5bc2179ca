import SystemInterface

/// A YAML comment found in a spec's text: libyaml drops comments, so suppressions are read from
/// the bytes.
public struct SourceComment: Sendable, Equatable {
    /// From the `#` to the end of its line, trailing whitespace excluded.
    public var range: SourceRange
    /// 0-based line.
    public var line: Int
    /// True when nothing but whitespace precedes the `#` on its line.
    public var isWholeLine: Bool
}

/// Finds comments without being fooled by `#` in scalars.
///
/// A `#` starts a comment only at the start of a line or after a space or tab, and never inside
/// a scalar. The tree's scalar ranges are the authority on what is a scalar (quoted, plain and
/// block scalars alike); where the tree has no node (after a syntax error) quotes are tracked
/// by hand, across lines, the way YAML opens them: at the start of a value.
public enum CommentScanner {
    public static func comments(in tree: YAMLTree) -> [SourceComment] {
        let source = tree.source
        let bytes = source.bytes
        let skips = scalarRanges(in: tree)
        var comments: [SourceComment] = []
        let bomLength = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var skipIndex = 0
        var quote: UInt8?
        var i = 0
        let count = bytes.count
        while i < count {
            while skipIndex < skips.count && skips[skipIndex].end <= i { skipIndex += 1 }
            if quote == nil, skipIndex < skips.count, skips[skipIndex].start <= i {
                i = skips[skipIndex].end
                continue
            }
            let byte = bytes[i]
            if let open = quote {
                if open == UInt8(ascii: "\"") && byte == UInt8(ascii: "\\") { i += 2; continue }
                if byte == open {
                    if open == UInt8(ascii: "'"), i + 1 < count, bytes[i + 1] == open { i += 2; continue }
                    quote = nil
                }
                i += 1
                continue
            }
            if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\""), opensScalar(bytes, at: i) {
                quote = byte
                i += 1
                continue
            }
            if byte == UInt8(ascii: "#"), i == 0 || i == bomLength || isBlankOrBreak(bytes[i - 1]) {
                var end = i
                while end < count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
                let lineEnd = end
                while end > i, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
                let line = source.lineIndex(of: i)
                let lineStart = line == 0 ? bomLength : source.lineStarts[line]
                let wholeLine = bytes[lineStart..<i].allSatisfy { $0 == 0x20 || $0 == 0x09 }
                comments.append(SourceComment(range: SourceRange(start: i, end: end), line: line, isWholeLine: wholeLine))
                i = lineEnd
                continue
            }
            i += 1
        }
        return comments
    }

    /// Whether the text contains `needle` at all: most specs have no directive, and then the
    /// exact scan is not needed.
    public static func contains(_ needle: StaticString, in bytes: [UInt8]) -> Bool {
        let count = needle.utf8CodeUnitCount
        guard count > 0, bytes.count >= count else { return false }
        // memchr finds the first byte of each candidate at memory speed.
        let first = Int32(needle.utf8Start.pointee)
        return bytes.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress!
            var i = 0
            let last = buffer.count - count
            while i <= last {
                guard let hit = memchr(base + i, first, last - i + 1) else { return false }
                let position = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
                if memcmp(base + position, needle.utf8Start, count) == 0 { return true }
                i = position + 1
            }
            return false
        }
    }

    /// The byte ranges of every scalar's text, sorted. A block scalar's header line (`|` and a
    /// possible comment after it) is not text, so its range starts on the next line.
    static func scalarRanges(in tree: YAMLTree) -> [SourceRange] {
        var ranges: [SourceRange] = []
        let bytes = tree.source.bytes
        func add(_ range: SourceRange, _ style: ScalarStyle) {
            var range = range
            if range.isEmpty { return }
            if style == .literal || style == .folded {
                var start = range.start
                while start < range.end, bytes[start] != 0x0A, bytes[start] != 0x0D { start += 1 }
                range = SourceRange(start: start, end: range.end)
                if range.isEmpty { return }
            }
            ranges.append(range)
        }
        for index in 0..<tree.nodeCount {
            let node = NodeID(Int32(index))
            if tree.kind(node) == .scalar { add(tree.range(node), tree.style(node)) }
        }
        for released in tree.releasedScalarRanges {
            add(SourceRange(start: Int(released.start), end: Int(released.end)), released.style)
        }
        ranges.sort()
        return ranges
    }

    static func isBlankOrBreak(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// A quote opens a scalar where a value can begin: at the start of a line (after
    /// indentation), or after `: `, `- `, `? `, `[`, `{` or `,`. Elsewhere (`Don't`) it is
    /// just a character of a plain scalar.
    static func opensScalar(_ bytes: [UInt8], at index: Int) -> Bool {
        var j = index - 1
        while j >= 0, bytes[j] == 0x20 || bytes[j] == 0x09 { j -= 1 }
        if j < 0 || bytes[j] == 0x0A || bytes[j] == 0x0D { return true }
        switch bytes[j] {
        case UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","): return true
        case UInt8(ascii: ":"), UInt8(ascii: "-"), UInt8(ascii: "?"):
            // The indicator must itself be followed by a space (`a:b` is one plain scalar).
            return j + 1 < index
        default: return false
        }
    }
}
