/// An indentation-aware text builder for Swift source: generators say what to write and how
/// deep, never count spaces, so every emitted file is indented the same way.
public struct CodeWriter {
    public private(set) var text = ""
    private var depth = 0
    private let unit: String
    /// Whether the last thing written was a blank line (or nothing), so blanks never double up.
    private var atBlank = true

    public init(indentUnit: String = "    ") {
        unit = indentUnit
    }

    /// One line at the current depth; an empty string writes an empty line.
    public mutating func line(_ content: String = "") {
        if content.isEmpty {
            blank()
            return
        }
        // Appended piece by piece: no temporary strings per line (a big list emits millions).
        indent()
        text.append(content)
        text.append("\n")
        atBlank = false
    }

    private mutating func indent() {
        for _ in 0..<depth { text.append(unit) }
    }

    /// Several lines, each at the current depth.
    public mutating func lines(_ contents: [String]) {
        for content in contents { line(content) }
    }

    /// One empty line, unless the previous line is already empty or a block just opened.
    public mutating func blank() {
        guard !atBlank else { return }
        text += "\n"
        atBlank = true
    }

    /// `header {`, the body one level deeper, then `}` (plus `trailer`, e.g. `)`).
    public mutating func block(_ header: String, close: String = "}", _ body: (inout CodeWriter) -> Void) {
        line(header)
        depth += 1
        atBlank = true
        body(&self)
        depth -= 1
        atBlank = false
        line(close)
    }

    /// The body one level deeper, without braces (switch cases, continuation lines).
    public mutating func indented(_ body: (inout CodeWriter) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// `/// text`, one line per line of `text`.
    public mutating func doc(_ text: String) {
        prefixedLines("///", text)
    }

    /// Each line of `text` after `marker` (`marker` alone for an empty one), found by its bytes:
    /// splitting a `String` into `Character`s cost a fifth of `build` on a large spec.
    mutating func prefixedLines(_ marker: String, _ text: String) {
        let utf8 = text.utf8
        var start = utf8.startIndex
        while true {
            let newline = utf8[start...].firstIndex(of: 0x0A)
            let part = text[start..<(newline ?? utf8.endIndex)]
            indent()
            self.text.append(marker)
            if !part.isEmpty {
                self.text.append(" ")
                self.text.append(contentsOf: part)
            }
            self.text.append("\n")
            atBlank = false
            guard let newline else { return }
            start = utf8.index(after: newline)
        }
    }

    /// `// MARK: - title`, set off by blank lines.
    public mutating func mark(_ title: String) {
        blank()
        line("// MARK: - \(title)")
        blank()
    }

    /// A line at column zero whatever the depth (`#if`, `#endif`).
    public mutating func directive(_ content: String) {
        text += content + "\n"
        atBlank = false
    }

    /// Drops a blank line left at the very end.
    public var finished: String {
        var result = text
        while result.hasSuffix("\n\n") { result.removeLast() }
        return result
    }
}

extension CodeWriter {
    /// `if condition { ... } else { ... }`.
    public mutating func ifElse(_ condition: String, _ then: (inout CodeWriter) -> Void, else other: (inout CodeWriter) -> Void) {
        line("if \(condition) {")
        indented(then)
        line("} else {")
        indented(other)
        line("}")
    }
}

extension CodeWriter {
    /// `// text`, for remarks inside code (doc comments are for declarations).
    public mutating func comment(_ text: String) {
        prefixedLines("//", text)
    }
}
