/// The text of one spec, as UTF-8 bytes, with the line table every position is derived from.
///
/// All ranges in layoutc are byte offsets into `bytes`; lines and columns are computed on
/// demand, because most nodes never need them (only the ones a diagnostic points at).
public struct SourceFile: Sendable {
    /// The path as the user gave it (relative paths stay relative, so output is portable).
    public let path: String
    /// The text as UTF-8. A UTF-16 file is transcoded on the way in.
    public let bytes: [UInt8]
    /// The encoding the file was stored in.
    public let encoding: TextEncoding
    /// Byte offset of the first byte of each line. Lines end at `\n`, `\r\n` or a lone `\r`,
    /// the same breaks the Language Server Protocol uses.
    public let lineStarts: LineStarts
    /// True when every byte is ASCII: columns then equal byte offsets within the line.
    public let isASCII: Bool

    public init(path: String, bytes: [UInt8], encoding: TextEncoding = .utf8) {
        self.path = path
        self.bytes = bytes
        self.encoding = encoding
        var starts: [Int32] = [0]
        var ascii = true
        bytes.withUnsafeBufferPointer { buffer in
            // Offsets are 32-bit: a file past 2 GiB is refused by the size limit (at most 2 GiB),
            // and its lines are not indexed beyond it rather than wrapped.
            let count = min(buffer.count, Int(Int32.max) - 1)
            guard count > 0 else { return }
            let base = UnsafeRawPointer(buffer.baseAddress!)
            var i = 0
            while i < count {
                // Skip eight bytes at a time while they hold no line break and no non-ASCII byte.
                if i + 8 <= count {
                    let word = base.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                    if word & 0x8080_8080_8080_8080 == 0 && !Self.hasByte(word, 0x0A) && !Self.hasByte(word, 0x0D) {
                        i += 8
                        continue
                    }
                }
                let byte = buffer[i]
                if byte == 0x0A {
                    starts.append(Int32(truncatingIfNeeded: i + 1))
                } else if byte == 0x0D {
                    if i + 1 < count && buffer[i + 1] == 0x0A { i += 1 }
                    starts.append(Int32(truncatingIfNeeded: i + 1))
                } else if byte >= 0x80 {
                    ascii = false
                }
                i += 1
            }
        }
        // Grown by doubling, the table can be nearly twice its size; it lives as long as the
        // text, so a large spec's is copied to its exact size.
        self.lineStarts = LineStarts(offsets: starts.capacity - starts.count < 4096 ? starts : starts.withUnsafeBufferPointer { Array($0) })
        self.isASCII = ascii
    }

    /// The number of Unicode scalars before `offset` (a character offset, as SARIF counts),
    /// counted from the start of the text: for many offsets, use a `ScalarLineTable`.
    public func scalarOffset(of offset: Int) -> Int {
        let clamped = max(0, min(offset, bytes.count))
        if isASCII { return clamped }
        return Self.count(bytes[0..<clamped], in: .unicodeScalar)
    }

    @inline(__always)
    static func hasByte(_ word: UInt64, _ byte: UInt8) -> Bool {
        let x = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        return (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080 != 0
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The 0-based line containing `offset`.
    public func lineIndex(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The bytes of a 0-based line, without its line break.
    public func lineBytes(_ line: Int) -> ArraySlice<UInt8> {
        let start = lineStarts[line]
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        while end > start && (bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D) { end -= 1 }
        return bytes[start..<end]
    }

    /// The 1-based line and 1-based column of `offset`, columns counted in `unit`.
    public func location(of offset: Int, in unit: ColumnUnit = .unicodeScalar) -> SourceLocation {
        let clamped = max(0, min(offset, bytes.count))
        let line = lineIndex(of: clamped)
        let start = lineStarts[line]
        let column: Int
        if isASCII || unit == .utf8 {
            column = clamped - start
        } else {
            column = Self.count(bytes[start..<clamped], in: unit)
        }
        return SourceLocation(offset: clamped, line: line + 1, column: column + 1)
    }

    /// The byte offset of a 0-based line and 0-based column counted in `unit` (LSP positions).
    /// Columns past the end of the line clamp to the line's end.
    public func offset(line: Int, column: Int, in unit: ColumnUnit) -> Int {
        if line < 0 { return 0 }
        if line >= lineStarts.count { return bytes.count }
        let lineSlice = lineBytes(line)
        if isASCII || unit == .utf8 { return min(lineSlice.startIndex + column, lineSlice.endIndex) }
        var remaining = column
        var i = lineSlice.startIndex
        while i < lineSlice.endIndex && remaining > 0 {
            let width = UTF8Scalar.length(lead: bytes[i])
            remaining -= unit == .utf16 ? (width == 4 ? 2 : 1) : 1
            i = min(i + width, lineSlice.endIndex)
        }
        return i
    }

    static func count(_ slice: ArraySlice<UInt8>, in unit: ColumnUnit) -> Int {
        var n = 0
        for byte in slice where byte & 0xC0 != 0x80 {
            n += (unit == .utf16 && byte >= 0xF0) ? 2 : 1
        }
        return n
    }

    /// The text of a byte range, for messages.
    public func text(_ range: SourceRange) -> String {
        let lower = max(0, min(range.start, bytes.count))
        let upper = max(lower, min(range.end, bytes.count))
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }
}

/// The number of Unicode scalars before each line of a text, for character offsets (SARIF)
/// without counting from the start of the text for each one. Made by the renderer that needs it
/// rather than kept with every text: a non-ASCII 5 MB spec's table is 0.45 MB, alive through
/// the rules for nothing.
public struct ScalarLineTable: Sendable {
    /// Empty when the text is ASCII (a byte is a scalar).
    let lineStartScalars: [Int32]

    public init(_ source: SourceFile) {
        guard !source.isASCII else {
            lineStartScalars = []
            return
        }
        var table: [Int32] = []
        table.reserveCapacity(source.lineStarts.count)
        var scalars = 0
        var previous = 0
        source.bytes.withUnsafeBufferPointer { buffer in
            for line in source.lineStarts.indices {
                let start = source.lineStarts[line]
                for i in previous..<start where buffer[i] & 0xC0 != 0x80 { scalars += 1 }
                table.append(Int32(truncatingIfNeeded: scalars))
                previous = start
            }
        }
        lineStartScalars = table
    }

    /// `source.scalarOffset(of:)`, for the text this table was made from.
    public func scalarOffset(of offset: Int, in source: SourceFile) -> Int {
        let clamped = max(0, min(offset, source.bytes.count))
        guard !source.isASCII, lineStartScalars.count == source.lineStarts.count else { return source.scalarOffset(of: clamped) }
        let line = source.lineIndex(of: clamped)
        return Int(lineStartScalars[line]) + SourceFile.count(source.bytes[source.lineStarts[line]..<clamped], in: .unicodeScalar)
    }
}

/// The byte offset of each line's first byte, held as 32-bit offsets (a spec is at most
/// `Int32.max` bytes: `SourceRange` holds its offsets the same way), half the memory of `[Int]`
/// for a large spec's tens of thousands of lines.
public struct LineStarts: RandomAccessCollection, Sendable {
    let offsets: [Int32]

    public var startIndex: Int { 0 }
    public var endIndex: Int { offsets.count }
    public subscript(line: Int) -> Int { Int(offsets[line]) }
}

/// How columns are counted: people count characters (Unicode scalars), editors count UTF-16
/// code units, and byte offsets are for tools.
public enum ColumnUnit: Sendable, Equatable {
    case unicodeScalar
    case utf16
    case utf8
}

/// The encoding a spec file was stored in.
public enum TextEncoding: String, Sendable {
    case utf8
    case utf8WithBOM
    case utf16LittleEndian
    case utf16BigEndian
}

/// A place in a file: a byte offset plus its 1-based line and column.
public struct SourceLocation: Sendable, Equatable, CustomStringConvertible {
    public let offset: Int
    public let line: Int
    public let column: Int

    public init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}

/// A half-open byte range `[start, end)` in a `SourceFile`.
///
/// Stored as 32-bit offsets: every decoded value carries one or two ranges, so their size is
/// most of the typed model's memory. Files are limited far below 2 GiB.
public struct SourceRange: Sendable, Hashable, Comparable, CustomStringConvertible {
    private var storedStart: Int32
    private var storedEnd: Int32

    public var start: Int {
        get { Int(storedStart) }
        set { storedStart = Int32(clamping: newValue) }
    }

    public var end: Int {
        get { Int(storedEnd) }
        set { storedEnd = Int32(clamping: newValue) }
    }

    public init(start: Int, end: Int) {
        self.storedStart = Int32(clamping: start)
        self.storedEnd = Int32(clamping: max(start, end))
    }

    public static func at(_ offset: Int) -> SourceRange { SourceRange(start: offset, end: offset) }

    public var isEmpty: Bool { start == end }
    public var length: Int { end - start }

    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }

    public func contains(_ offset: Int) -> Bool { offset >= start && offset <= end }

    public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
        (lhs.start, lhs.end) < (rhs.start, rhs.end)
    }

    public var description: String { "\(start)..<\(end)" }
}

enum UTF8Scalar {
    @inline(__always)
    static func length(lead: UInt8) -> Int {
        if lead < 0x80 { return 1 }
        if lead < 0xE0 { return 2 }
        if lead < 0xF0 { return 3 }
        return 4
    }
}
