import SystemInterface

/// An indentation-aware text builder for Swift source: generators say what to write and how
/// deep, never count spaces, so every emitted file is indented the same way.
public struct CodeWriter: Sendable {
    /// The UTF-8 of the text so far. Bytes, not a `String`: a large spec's file is tens of
    /// megabytes written line by line, and appending bytes copies each line once.
    private var bytes = ByteBuffer()
    private var depth = 0
    private let unit: [UInt8]
    /// Whether the last thing written was a blank line (or nothing), so blanks never double up.
    private var atBlank = true
    /// Where the line `beginLine` started begins in `bytes`.
    private var lineStart = 0

    /// Whether `unit` is all spaces (the usual case), so a line's indentation is one run of them.
    private let unitIsSpaces: Bool
    /// Whether a blank line was asked for before anything was written. It was dropped, and is
    /// owed when this writer's text follows another's (`finishedSegments`).
    private var owesLeadingBlank = false

    /// `expectedSize`: about how many bytes the text will have, so the buffer is not copied as it
    /// grows (an estimate; the buffer still grows past it).
    public init(indentUnit: String = "    ", expectedSize: Int = 0) {
        unit = Array(indentUnit.utf8)
        unitIsSpaces = unit.allSatisfy { $0 == 0x20 }
        bytes = ByteBuffer(capacity: expectedSize)
    }

    /// One line at the current depth; an empty string writes an empty line.
    @_disfavoredOverload
    public mutating func line(_ content: String = "") {
        if content.isEmpty {
            blank()
            return
        }
        if wrapped(content) { return }
        indent()
        bytes.append(content)
        bytes.append(0x0A)
        atBlank = false
    }

    /// One line at the current depth from a literal, with its interpolations written as bytes:
    /// a large spec's file is a million lines, and appending a literal's pieces to one byte array
    /// costs less than building a `String` of them and copying it out. (A `String` value takes
    /// the `String` overload; so does a literal interpolating a type `Line` does not take.)
    public mutating func line(_ content: Line) {
        if content.text.count == 0 {
            blank()
            return
        }
        if depth * unit.count + content.text.count > LineWrapping.width,
           wrapped(content.text.withBytes { String(decoding: $0, as: UTF8.self) }) {
            return
        }
        indent()
        content.text.withBytes { bytes.append($0) }
        bytes.append(0x0A)
        atBlank = false
    }

    /// The text of a line, built from a string literal and its interpolations straight into UTF-8.
    public struct Line: ExpressibleByStringInterpolation {
        var text: LineBytes

        public init(stringLiteral value: StaticString) {
            text = LineBytes()
            // `withUTF8Buffer`: a one-character literal may be held as a scalar, not a pointer.
            value.withUTF8Buffer { text.append($0) }
        }

        public init(stringInterpolation: Interpolation) {
            text = stringInterpolation.text
        }

        public struct Interpolation: StringInterpolationProtocol {
            var text = LineBytes()

            public init(literalCapacity: Int, interpolationCount: Int) {}

            public mutating func appendLiteral(_ literal: StaticString) {
                literal.withUTF8Buffer { text.append($0) }
            }

            public mutating func appendInterpolation(_ value: String) {
                var value = value
                value.withUTF8 { text.append($0) }
            }

            public mutating func appendInterpolation(_ value: Substring) {
                var value = value
                value.withUTF8 { text.append($0) }
            }

            public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
                appendInterpolation(value.description)
            }
        }
    }

    /// A line's bytes, held inline up to 256 of them: a million lines each in an array of its
    /// own were a million allocations; a longer line moves to an array.
    struct LineBytes {
        private var inline = (SIMD64<UInt8>(), SIMD64<UInt8>(), SIMD64<UInt8>(), SIMD64<UInt8>())
        private var spilled: [UInt8]?
        private(set) var count = 0
        static var inlineCapacity: Int { 256 }

        init() {}

        mutating func append(_ source: UnsafeBufferPointer<UInt8>) {
            let n = source.count
            guard n > 0, let from = source.baseAddress else { return }
            if spilled == nil, count + n <= Self.inlineCapacity {
                let at = count
                withUnsafeMutableBytes(of: &inline) { $0.baseAddress!.advanced(by: at).copyMemory(from: from, byteCount: n) }
            } else {
                if spilled == nil {
                    var array: [UInt8] = []
                    array.reserveCapacity(Swift.max(2 * Self.inlineCapacity, count + n))
                    withUnsafeBytes(of: &inline) { array.append(contentsOf: $0.prefix(count)) }
                    spilled = array
                }
                spilled!.append(contentsOf: source)
            }
            count += n
        }

        func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
            if let spilled { return spilled.withUnsafeBufferPointer(body) }
            return withUnsafeBytes(of: inline) { body(UnsafeBufferPointer(start: $0.baseAddress!.assumingMemoryBound(to: UInt8.self), count: count)) }
        }
    }

    /// A line built piece by piece (`beginLine`, `append`, `endLine`), for hot paths that would
    /// otherwise interpolate a temporary `String` per line.
    mutating func beginLine() {
        lineStart = bytes.count
        indent()
    }

    mutating func append(_ piece: String) { bytes.append(piece) }

    mutating func endLine() {
        let indentation = depth * unit.count
        if bytes.count - lineStart - indentation > LineWrapping.width - indentation {
            let content = bytes.text(from: lineStart + indentation)
            bytes.truncate(to: lineStart)
            if wrapped(content) { return }
            indent()
            bytes.append(content)
        }
        bytes.append(0x0A)
        atBlank = false
    }

    private mutating func indent() {
        if unitIsSpaces {
            bytes.appendSpaces(depth * unit.count)
        } else {
            for _ in 0..<depth { bytes.append(unit) }
        }
    }

    /// Several lines, each at the current depth.
    public mutating func lines(_ contents: [String]) {
        for content in contents { line(content) }
    }

    /// Writes `content` as the lines `LineWrapping` breaks it into, when it is too long and can
    /// be broken; returns whether it did.
    private mutating func wrapped(_ content: String) -> Bool {
        guard let pieces = LineWrapping.wrap(content, indent: depth * unit.count, depthUnit: unit.count) else { return false }
        for piece in pieces {
            depth += piece.extraDepth
            indent()
            bytes.append(piece.text)
            bytes.append(0x0A)
            depth -= piece.extraDepth
        }
        atBlank = false
        return true
    }

    /// One empty line, unless the previous line is already empty or a block just opened.
    public mutating func blank() {
        guard !atBlank else {
            if bytes.isEmpty { owesLeadingBlank = true }
            return
        }
        bytes.append(0x0A)
        atBlank = true
    }

    /// `header {`, the body one level deeper, then `}` (plus `trailer`, e.g. `)`).
    @_disfavoredOverload
    public mutating func block(_ header: String, close: String = "}", _ body: (inout CodeWriter) -> Void) {
        line(header)
        enter(close: close, body)
    }

    /// `block` with a header written as a literal: its pieces go straight to the bytes, as
    /// `line(_: Line)`'s do.
    public mutating func block(_ header: Line, close: String = "}", _ body: (inout CodeWriter) -> Void) {
        line(header)
        enter(close: close, body)
    }

    private mutating func enter(close: String, _ body: (inout CodeWriter) -> Void) {
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
    mutating func prefixedLines(_ marker: StaticString, _ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            var start = 0
            while true {
                // `memchr`: stepping through the bytes in Swift cost most of writing a doc comment.
                let rest = utf8.count - start
                let newline = rest > 0 ? memchr(utf8.baseAddress! + start, 0x0A, rest).map {
                    UnsafeRawPointer(utf8.baseAddress!).distance(to: UnsafeRawPointer($0))
                } : nil
                let end = newline ?? utf8.count
                let indentation = depth * unit.count
                if indentation + marker.utf8CodeUnitCount + 1 + end - start > LineWrapping.width {
                    let text = String(decoding: UnsafeBufferPointer(rebasing: utf8[start..<end]), as: UTF8.self)
                    let markerText = String(decoding: UnsafeBufferPointer(start: marker.utf8Start, count: marker.utf8CodeUnitCount), as: UTF8.self)
                    if let pieces = LineWrapping.reflowComment(Array((markerText + " " + text).utf8), marker: markerText, indent: indentation) {
                        for piece in pieces {
                            indent()
                            bytes.append(piece.text)
                            bytes.append(0x0A)
                        }
                        atBlank = false
                        guard let newline else { return }
                        start = newline + 1
                        continue
                    }
                }
                indent()
                bytes.append(UnsafeBufferPointer(start: marker.utf8Start, count: marker.utf8CodeUnitCount))
                if end > start {
                    bytes.append(0x20)
                    bytes.append(UnsafeBufferPointer(rebasing: utf8[start..<end]))
                }
                bytes.append(0x0A)
                atBlank = false
                guard let newline else { return }
                start = newline + 1
            }
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
        bytes.append(content)
        bytes.append(0x0A)
        atBlank = false
    }

    /// An empty writer for a part of this text written apart (on another core) and joined with
    /// `finishedSegments`: same indentation unit, same depth.
    public func part(expectedSize: Int = 0) -> CodeWriter {
        var part = CodeWriter(unit: unit, unitIsSpaces: unitIsSpaces, expectedSize: expectedSize)
        part.depth = depth
        return part
    }

    private init(unit: [UInt8], unitIsSpaces: Bool, expectedSize: Int) {
        self.unit = unit
        self.unitIsSpaces = unitIsSpaces
        bytes = ByteBuffer(capacity: expectedSize)
    }

    /// Makes room for `count` more bytes, so a large text is not copied as its buffer grows.
    mutating func reserve(_ count: Int) {
        bytes.reserve(count)
    }

    /// Lets go of the room reserved and not written, so the text is handed on without a copy:
    /// a part written on another core calls this there.
    mutating func trim() {
        bytes.trim()
    }

    /// The text of `head` followed by `parts`, exactly as if one writer had written them in
    /// order, without joining them: the segments to write one after another, ending without a
    /// blank line like `finishedBytes`. A part that began with a blank line gets it only where
    /// the text before it does not already end in one (a segment of its own).
    public static func finishedSegments(_ head: CodeWriter, _ parts: [CodeWriter]) -> [[UInt8]] {
        var segments = [head.bytes.bytes]
        var atBlank = head.atBlank
        for part in parts {
            precondition(part.depth == head.depth, "a part is joined at the depth it was written at")
            if part.owesLeadingBlank && !atBlank {
                segments.append([0x0A])
                atBlank = true
            }
            guard !part.bytes.isEmpty else { continue }
            segments.append(part.bytes.bytes)
            atBlank = part.atBlank
        }
        segments.removeAll { $0.isEmpty }
        // No blank line at the very end: drop newlines while the text ends in two.
        func endsInTwoNewlines() -> Bool {
            var seen = 0
            for segment in segments.reversed() {
                for byte in segment.reversed() {
                    guard byte == 0x0A else { return false }
                    seen += 1
                    if seen == 2 { return true }
                }
            }
            return false
        }
        while endsInTwoNewlines() {
            segments[segments.count - 1].removeLast()
            if segments[segments.count - 1].isEmpty { segments.removeLast() }
        }
        return segments.isEmpty ? [[]] : segments
    }

    /// The text, without a blank line left at the very end.
    public var finished: String { String(decoding: finishedBytes, as: UTF8.self) }

    /// The UTF-8 of `finished`, without making a `String` of it.
    public var finishedBytes: [UInt8] {
        var result = bytes.bytes
        while result.count >= 2, result[result.count - 1] == 0x0A, result[result.count - 2] == 0x0A { result.removeLast() }
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
