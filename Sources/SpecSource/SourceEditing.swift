
/// Text edits for fix-its that keep every other byte of the file as it was (comments, order,
/// quoting). Each returns nil when it cannot be sure the edit is safe; the finding then simply
/// carries no fix-it.
public enum SourceEditing {
    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    /// Inserts `entry` (`key: value`) into the mapping whose node range is `mapping`: as the
    /// last entry of a flow mapping (`{ a: 1, entry }`), or as the first key of a block mapping,
    /// on a new line at the first key's indentation.
    public static func insertEntry(_ entry: String, intoMapping mapping: SourceRange, in source: SourceFile) -> TextEdit? {
        let bytes = source.bytes
        guard !mapping.isEmpty, mapping.start < bytes.count, mapping.end <= bytes.count else { return nil }
        let first = bytes[mapping.start]
        if first == UInt8(ascii: "{") {
            return insertEntry(entry, intoFlowMapping: mapping, in: source)
        }
        // Anchors, tags, complex keys and other node starts: not a plain first key.
        guard !Array("&!?[*|>#%@`-".utf8).contains(first), startsWithKey(at: mapping.start, in: source) else { return nil }
        let line = source.lineIndex(of: mapping.start)
        let lineStart = source.lineStarts[line]
        // Only spaces and sequence dashes before the first key, so its byte column is its indentation.
        guard bytes[lineStart..<mapping.start].allSatisfy({ $0 == space || $0 == UInt8(ascii: "-") }) else { return nil }
        let indentation = String(repeating: " ", count: mapping.start - lineStart)
        return TextEdit(range: .at(mapping.start), replacement: entry + lineBreak(after: line, in: source) + indentation)
    }

    /// `{ a: 1 }` → `{ a: 1, entry }`; `{}` → `{ entry }`. A comment inside the braces could
    /// swallow the entry, so then it goes first, right after the `{`.
    public static func insertEntry(_ entry: String, intoFlowMapping mapping: SourceRange, in source: SourceFile) -> TextEdit? {
        let bytes = source.bytes
        guard bytes[mapping.end - 1] == UInt8(ascii: "}") else { return nil }
        let isBlank: (UInt8) -> Bool = { [space, tab, newline, carriageReturn].contains($0) }
        var last = mapping.end - 2
        while last > mapping.start, isBlank(bytes[last]) { last -= 1 }
        if last == mapping.start { return TextEdit(range: SourceRange(start: mapping.start + 1, end: mapping.end - 1), replacement: " \(entry) ") }
        if bytes[mapping.start..<mapping.end].contains(UInt8(ascii: "#")) {
            return TextEdit(range: .at(mapping.start + 1), replacement: " \(entry),")
        }
        let separator = bytes[last] == UInt8(ascii: ",") ? " " : ", "
        return TextEdit(range: .at(last + 1), replacement: separator + entry)
    }

    /// Removes the whole lines holding `key: value` when nothing else is written on them.
    public static func removeEntryLines(key: SourceRange, value: SourceRange, in source: SourceFile) -> TextEdit? {
        let bytes = source.bytes
        let firstLine = source.lineIndex(of: key.start)
        let lineStart = source.lineStarts[firstLine]
        guard bytes[lineStart..<key.start].allSatisfy({ $0 == space }) else { return nil }
        var i = max(value.end, key.end)
        while i < bytes.count, bytes[i] == space || bytes[i] == tab { i += 1 }
        if i < bytes.count, bytes[i] == UInt8(ascii: "#") {
            while i < bytes.count, bytes[i] != newline, bytes[i] != carriageReturn { i += 1 }
        }
        guard i == bytes.count || bytes[i] == newline || bytes[i] == carriageReturn else { return nil }
        let lastLine = source.lineIndex(of: i)
        let end = lastLine + 1 < source.lineStarts.count ? source.lineStarts[lastLine + 1] : bytes.count
        return TextEdit(range: SourceRange(start: lineStart, end: end), replacement: "")
    }

    /// The range of the key `name` written just before the value that starts at `valueStart`
    /// (`name:` then a newline and `- `, or `name: [`), or nil if anything else is in between.
    public static func keyRange(named name: String, beforeValueAt valueStart: Int, in source: SourceFile) -> SourceRange? {
        let bytes = source.bytes
        var i = valueStart - 1
        let skippable: [UInt8] = [space, tab, newline, carriageReturn, UInt8(ascii: "-"), UInt8(ascii: "[")]
        while i >= 0, skippable.contains(bytes[i]) { i -= 1 }
        guard i >= 0, bytes[i] == UInt8(ascii: ":") else { return nil }
        i -= 1
        while i >= 0, bytes[i] == space || bytes[i] == tab { i -= 1 }
        let end = i + 1
        let start = end - name.utf8.count
        guard start >= 0, Array(bytes[start..<end]) == Array(name.utf8) else { return nil }
        if start > 0 {
            let before = bytes[start - 1]
            guard [space, tab, newline, carriageReturn, UInt8(ascii: "{"), UInt8(ascii: ",")].contains(before) else { return nil }
        }
        return SourceRange(start: start, end: end)
    }

    /// Whether `key:` appears as a plain key within `range` (a conservative text search).
    public static func containsKey(_ key: String, in range: SourceRange, of source: SourceFile) -> Bool {
        let text = source.text(range)
        for separator in [":", " :"] where text.contains(key + separator) { return true }
        return false
    }

    /// The first line of a block mapping holds `key:` followed by a space or the line's end.
    public static func startsWithKey(at offset: Int, in source: SourceFile) -> Bool {
        let bytes = source.bytes
        var i = offset
        while i < bytes.count, bytes[i] != newline, bytes[i] != carriageReturn {
            if bytes[i] == UInt8(ascii: ":") {
                let next = i + 1 < bytes.count ? bytes[i + 1] : newline
                if [space, tab, newline, carriageReturn].contains(next) { return true }
            }
            i += 1
        }
        return false
    }

    /// The line break the file uses after `line` (`\r\n` files stay `\r\n`).
    public static func lineBreak(after line: Int, in source: SourceFile) -> String {
        guard line + 1 < source.lineStarts.count else { return "\n" }
        let next = source.lineStarts[line + 1]
        if next >= 2, source.bytes[next - 2] == carriageReturn, source.bytes[next - 1] == newline { return "\r\n" }
        return "\n"
    }
}
