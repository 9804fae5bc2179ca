import CYAML
import SystemInterface

/// Specs are written in a small, regular part of YAML: block mappings and sequences indented
/// with spaces, flow collections closed on their line, plain scalars on one line, quoted
/// scalars with nothing to unescape, and comments. This reads that part straight from the
/// bytes, several times faster than pulling libyaml's events, and gives up at the first thing
/// outside it (a tab, an anchor, a block scalar, a continued line, anything libyaml would call
/// an error), so that libyaml reads the file instead.
///
/// What it reads, it hands to the same `TreeBuilder` calls libyaml's events make, with the
/// marks libyaml would give (a block mapping starts at its first key, an empty value sits just
/// after its `:`), so the tree, the duplicate keys and the limits are the same either way; the
/// tests compare both readers on every spec and fixture.
struct CommonShapeReader {
    private let p: UnsafePointer<UInt8>
    private let n: Int

    /// An open block collection: the column its keys or dashes stand at.
    private struct Block {
        var indent: Int
        var isMapping: Bool
        /// A sequence whose dashes stand at its parent key's column (`items:` then `- a`).
        var indentless: Bool
    }

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        p = bytes.baseAddress!
        n = bytes.count
    }

    /// Reads `bytes` into `builder`; false when the text leaves the common shape (the builder
    /// is then half-filled and must be thrown away).
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, into builder: inout TreeBuilder) -> Bool {
        guard bytes.count > 0, bytes.count < Int(Int32.max) else { return false }
        let reader = CommonShapeReader(bytes)
        guard reader.onlyCommonCharacters() else { return false }
        return reader.read(into: &builder)
    }

    // MARK: - Characters

    /// No tab, carriage return or other control character, and none of the characters libyaml
    /// treats as line breaks or refuses (NEL, C1 controls, U+2028/2029, U+FFFE/FFFF): those
    /// are libyaml's to read and report.
    private func onlyCommonCharacters() -> Bool {
        var i = 0
        while i + 8 <= n {
            let word = UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self)
            // Every byte printable ASCII: no high bit, none below 0x20 other than the line feed.
            let high = word & 0x8080_8080_8080_8080
            let low = (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080
            if high == 0 && low == 0 && !SourceFile.hasByte(word, 0x7F) {
                i += 8
                continue
            }
            for j in i..<(i + 8) where !commonByte(at: j) { return false }
            i += 8
        }
        while i < n {
            if !commonByte(at: i) { return false }
            i += 1
        }
        return true
    }

    private func commonByte(at i: Int) -> Bool {
        let b = p[i]
        if b >= 0x20 && b < 0x7F { return true }
        if b == 0x0A { return true }
        if b < 0x80 { return false }
        // C2 80...9F: C1 controls and NEL; E2 80 A8/A9: line and paragraph separators;
        // EF BB BF inside the text, EF BF BE/BF: a byte-order mark and non-characters.
        if b == 0xC2, i + 1 < n, p[i + 1] < 0xA0 { return false }
        if b == 0xE2, i + 2 < n, p[i + 1] == 0x80, p[i + 2] == 0xA8 || p[i + 2] == 0xA9 { return false }
        if b == 0xEF, i + 2 < n, (p[i + 1] == 0xBF && p[i + 2] >= 0xBE) || (p[i + 1] == 0xBB && p[i + 2] == 0xBF) { return false }
        return true
    }

    // MARK: - Lines

    private func read(into builder: inout TreeBuilder) -> Bool {
        builder.documents = 1
        var blocks: [Block] = []
        /// A `key:` with nothing after it (or only an anchor): its value is the block below, or empty.
        var pendingKey: (indent: Int, colonEnd: Int, anchor: Anchor?)?
        var sawRoot = false
        var line = 0
        while line < n {
            let lineEnd = endOfLine(from: line)
            defer { line = lineEnd + 1 }
            let c = skipSpaces(line, lineEnd)
            if c == lineEnd || p[c] == UInt8(ascii: "#") { continue }
            let indent = c - line
            if indent == 0 && (p[c] == UInt8(ascii: "%") || startsDocumentMarker(at: c, lineEnd)) { return false }
            if sawRoot && blocks.isEmpty && pendingKey == nil { return false }
            let isEntry = p[c] == UInt8(ascii: "-") && (c + 1 == lineEnd || p[c + 1] == 0x20)

            if let key = pendingKey {
                pendingKey = nil
                if indent > key.indent || (indent == key.indent && isEntry) {
                    let block = Block(indent: indent, isMapping: !isEntry, indentless: indent == key.indent)
                    builder.openCollection(isMapping: block.isMapping, flow: false, start: key.anchor?.start ?? c, anchor: key.anchor?.name)
                    blocks.append(block)
                } else {
                    guard key.anchor == nil else { return false }
                    builder.addScalar(start: key.colonEnd, end: key.colonEnd, style: .plain, value: empty)
                }
            }
            while let top = blocks.last, top.indent > indent || (top.indentless && top.indent == indent && !isEntry) {
                builder.closeCollection(end: nil)
                blocks.removeLast()
            }
            if blocks.isEmpty {
                guard !sawRoot, !isEntry else { return false }
                builder.openCollection(isMapping: true, flow: false, start: c)
                blocks.append(Block(indent: indent, isMapping: true, indentless: false))
                sawRoot = true
            }
            guard let top = blocks.last, top.indent == indent, !builder.stopped else { return false }

            var keyStart = c
            if !top.isMapping {
                guard isEntry else { return false }
                let d = skipSpaces(c + 1, lineEnd)
                guard d < lineEnd, p[d] != UInt8(ascii: "#"), !(p[d] == UInt8(ascii: "-") && (d + 1 == lineEnd || p[d + 1] == 0x20)) else {
                    return false
                }
                switch scanKey(at: d, lineEnd) {
                case .giveUp:
                    return false
                case .notKey:
                    guard let end = value(at: d, lineEnd, into: &builder), restIsBlank(from: end, lineEnd) else { return false }
                    continue
                case .key:
                    builder.openCollection(isMapping: true, flow: false, start: d)
                    blocks.append(Block(indent: d - line, isMapping: true, indentless: false))
                    keyStart = d
                }
            } else if isEntry {
                return false
            }
            guard case .key(let keyEnd, let colon) = scanKey(at: keyStart, lineEnd) else { return false }
            builder.addScalar(start: keyStart, end: keyEnd, style: .plain, value: slice(keyStart, keyEnd))
            var v = skipSpaces(colon + 1, lineEnd)
            var anchor: Anchor?
            if v < lineEnd && p[v] == UInt8(ascii: "&") {
                guard let found = anchorName(at: v, lineEnd) else { return false }
                anchor = found
                v = skipSpaces(v + 1 + found.name.utf8.count, lineEnd)
            }
            if v == lineEnd || p[v] == UInt8(ascii: "#") {
                pendingKey = (keyStart - line, colon + 1, anchor)
                continue
            }
            if let anchor {
                guard let end = value(at: v, lineEnd, anchor: anchor, into: &builder), restIsBlank(from: end, lineEnd), !builder.stopped else { return false }
                continue
            }
            guard let end = value(at: v, lineEnd, into: &builder), restIsBlank(from: end, lineEnd), !builder.stopped else { return false }
        }
        if let key = pendingKey {
            guard key.anchor == nil else { return false }
            builder.addScalar(start: key.colonEnd, end: key.colonEnd, style: .plain, value: empty)
        }
        for _ in blocks { builder.closeCollection(end: nil) }
        return sawRoot && !builder.stopped
    }

    private var empty: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: nil, count: 0) }

    private func slice(_ start: Int, _ end: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: p + start, count: end - start)
    }

    private func endOfLine(from i: Int) -> Int {
        guard let found = memchr(p + i, 0x0A, n - i) else { return n }
        return UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - p
    }

    private func startsDocumentMarker(at c: Int, _ lineEnd: Int) -> Bool {
        guard c + 3 <= lineEnd else { return false }
        return (p[c] == UInt8(ascii: "-") && p[c + 1] == UInt8(ascii: "-") && p[c + 2] == UInt8(ascii: "-"))
            || (p[c] == UInt8(ascii: ".") && p[c + 1] == UInt8(ascii: ".") && p[c + 2] == UInt8(ascii: "."))
    }

    /// Only spaces, or a comment after at least one space, until the end of the line.
    private func restIsBlank(from i: Int, _ lineEnd: Int) -> Bool {
        let j = skipSpaces(i, lineEnd)
        return j == lineEnd || (p[j] == UInt8(ascii: "#") && j > i)
    }

    // MARK: - Scalars and flow collections

    private enum KeyScan {
        case key(end: Int, colon: Int)
        case notKey
        case giveUp
    }

    /// A plain key and its `:` on this line (`title: Inbox`, `Message:`).
    private func scanKey(at start: Int, _ lineEnd: Int) -> KeyScan {
        guard startsPlainScalar(at: start, lineEnd) else {
            let b = p[start]
            return b == UInt8(ascii: "{") || b == UInt8(ascii: "[") || b == UInt8(ascii: "\"") || b == UInt8(ascii: "'")
                ? .notKey : .giveUp
        }
        var i = start
        var lastText = start
        while i < lineEnd {
            let b = p[i]
            if b == UInt8(ascii: ":") && (i + 1 == lineEnd || p[i + 1] == 0x20) {
                // libyaml takes a key only if it is shorter than 1024 characters.
                return i - start < 1000 ? .key(end: lastText, colon: i) : .giveUp
            }
            if b == UInt8(ascii: "#") && p[i - 1] == 0x20 { return .notKey }
            if isFlowIndicator(b) { return .notKey }
            i += 1
            if b != 0x20 { lastText = i }
        }
        return .notKey
    }

    /// A block value on the rest of a line: a flow collection, a quoted or a plain scalar.
    /// Returns where it ends, or nil to give up.
    private func value(at start: Int, _ lineEnd: Int, anchor: Anchor? = nil, into builder: inout TreeBuilder) -> Int? {
        switch p[start] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            return flowCollection(at: start, lineEnd, anchor: anchor, into: &builder)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return quoted(at: start, lineEnd, anchor: anchor, into: &builder)
        case UInt8(ascii: "*"):
            return anchor == nil ? alias(at: start, lineEnd, into: &builder) : nil
        default:
            guard startsPlainScalar(at: start, lineEnd) else { return nil }
            var i = start
            var lastText = start
            while i < lineEnd {
                let b = p[i]
                if b == UInt8(ascii: ":") && (i + 1 == lineEnd || p[i + 1] == 0x20) { return nil }
                if b == UInt8(ascii: "#") && p[i - 1] == 0x20 { break }
                i += 1
                if b != 0x20 { lastText = i }
            }
            builder.addScalar(start: anchor?.start ?? start, end: lastText, style: .plain, value: slice(start, lastText), anchor: anchor?.name)
            return lastText
        }
    }

    /// `&name`: libyaml's anchor characters, then a space or the end of the line.
    private struct Anchor {
        var name: String
        var start: Int
    }

    private func anchorName(at start: Int, _ lineEnd: Int) -> Anchor? {
        let end = nameEnd(from: start + 1, lineEnd)
        guard end > start + 1, end == lineEnd || p[end] == 0x20 else { return nil }
        return Anchor(name: String(decoding: slice(start + 1, end), as: UTF8.self), start: start)
    }

    private func nameEnd(from i: Int, _ lineEnd: Int) -> Int {
        var j = i
        while j < lineEnd {
            let b = p[j]
            guard (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
                    || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || b == UInt8(ascii: "_") || b == UInt8(ascii: "-") else { break }
            j += 1
        }
        return j
    }

    /// `*name`, the anchored node again.
    private func alias(at start: Int, _ lineEnd: Int, into builder: inout TreeBuilder) -> Int? {
        let end = nameEnd(from: start + 1, lineEnd)
        guard end > start + 1, end == lineEnd || p[end] == 0x20 || p[end] == UInt8(ascii: ",")
                || p[end] == UInt8(ascii: "]") || p[end] == UInt8(ascii: "}") else { return nil }
        builder.addAlias(String(decoding: slice(start + 1, end), as: UTF8.self), start: start, end: end)
        return end
    }

    /// `"text"` or `'text'` on one line with no escape (`\` or `''`) inside.
    private func quoted(at start: Int, _ lineEnd: Int, anchor: Anchor? = nil, into builder: inout TreeBuilder) -> Int? {
        let quote = p[start]
        var i = start + 1
        while i < lineEnd {
            let b = p[i]
            if b == quote {
                if quote == UInt8(ascii: "'") && i + 1 < lineEnd && p[i + 1] == quote { return nil }
                builder.addScalar(start: anchor?.start ?? start, end: i + 1, style: quote == UInt8(ascii: "'") ? .singleQuoted : .doubleQuoted,
                                  value: slice(start + 1, i), anchor: anchor?.name)
                return i + 1
            }
            if b == UInt8(ascii: "\\") && quote == UInt8(ascii: "\"") { return nil }
            i += 1
        }
        return nil
    }

    /// `{ key: value, ... }` or `[a, b]` closed on this line, nested ones included.
    /// Flow collections nest by recursion here (libyaml keeps its own stack), so deep nesting
    /// is left to libyaml rather than to a thread's stack.
    private static let deepestFlow = 32

    private func flowCollection(at start: Int, _ lineEnd: Int, anchor: Anchor? = nil, depth: Int = 0,
                                into builder: inout TreeBuilder) -> Int? {
        guard depth < Self.deepestFlow else { return nil }
        let isMapping = p[start] == UInt8(ascii: "{")
        let closer = isMapping ? UInt8(ascii: "}") : UInt8(ascii: "]")
        builder.openCollection(isMapping: isMapping, flow: true, start: anchor?.start ?? start, anchor: anchor?.name)
        guard !builder.stopped else { return nil }
        var i = skipSpaces(start + 1, lineEnd)
        if i < lineEnd && p[i] == closer {
            builder.closeCollection(end: i + 1)
            return i + 1
        }
        while true {
            if isMapping {
                guard i < lineEnd, startsPlainScalar(at: i, lineEnd), let (keyEnd, colon) = flowKey(at: i, lineEnd) else { return nil }
                builder.addScalar(start: i, end: keyEnd, style: .plain, value: slice(i, keyEnd))
                i = skipSpaces(colon + 1, lineEnd)
            }
            guard i < lineEnd, let end = flowValue(at: i, lineEnd, depth: depth, into: &builder) else { return nil }
            i = skipSpaces(end, lineEnd)
            guard i < lineEnd else { return nil }
            if p[i] == UInt8(ascii: ",") {
                i = skipSpaces(i + 1, lineEnd)
                guard i < lineEnd, p[i] != closer else { return nil }
                continue
            }
            guard p[i] == closer else { return nil }
            builder.closeCollection(end: i + 1)
            return i + 1
        }
    }

    /// A plain key inside a flow mapping, up to its `: `.
    private func flowKey(at start: Int, _ lineEnd: Int) -> (end: Int, colon: Int)? {
        var i = start
        var lastText = start
        while i < lineEnd {
            let b = p[i]
            if b == UInt8(ascii: ":") {
                guard i + 1 < lineEnd, p[i + 1] == 0x20, i - start < 1000 else { return nil }
                return (lastText, i)
            }
            if isFlowIndicator(b) || (b == UInt8(ascii: "#") && p[i - 1] == 0x20) { return nil }
            i += 1
            if b != 0x20 { lastText = i }
        }
        return nil
    }

    /// A value inside a flow collection: a nested one, a quoted scalar, or a plain scalar up to
    /// the next `,`, `}` or `]`.
    private func flowValue(at start: Int, _ lineEnd: Int, depth: Int, into builder: inout TreeBuilder) -> Int? {
        switch p[start] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            return flowCollection(at: start, lineEnd, depth: depth + 1, into: &builder)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return quoted(at: start, lineEnd, into: &builder)
        case UInt8(ascii: "*"):
            return alias(at: start, lineEnd, into: &builder)
        default:
            guard startsPlainScalar(at: start, lineEnd) else { return nil }
            var i = start
            var lastText = start
            while i < lineEnd {
                let b = p[i]
                if b == UInt8(ascii: ",") || b == UInt8(ascii: "}") || b == UInt8(ascii: "]") { break }
                if b == UInt8(ascii: ":") || b == UInt8(ascii: "{") || b == UInt8(ascii: "[") { return nil }
                if b == UInt8(ascii: "#") && p[i - 1] == 0x20 { return nil }
                i += 1
                if b != 0x20 { lastText = i }
            }
            builder.addScalar(start: start, end: lastText, style: .plain, value: slice(start, lastText))
            return lastText
        }
    }

    private func skipSpaces(_ i: Int, _ lineEnd: Int) -> Int {
        var j = i
        while j < lineEnd && p[j] == 0x20 { j += 1 }
        return j
    }

    private func isFlowIndicator(_ b: UInt8) -> Bool {
        b == UInt8(ascii: ",") || b == UInt8(ascii: "[") || b == UInt8(ascii: "]") || b == UInt8(ascii: "{") || b == UInt8(ascii: "}")
    }

    /// A plain scalar may start here: not an indicator YAML gives a meaning to.
    private func startsPlainScalar(at i: Int, _ lineEnd: Int) -> Bool {
        switch p[i] {
        case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"),
             UInt8(ascii: "|"), UInt8(ascii: ">"), UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "%"), UInt8(ascii: "@"),
             UInt8(ascii: "`"), 0x20:
            return false
        default:
            return true
        }
    }
}
