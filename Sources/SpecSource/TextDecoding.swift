/// Turns a file's raw bytes into a `SourceFile`, or says precisely where the bytes stop being
/// text. libyaml would report the same problems as "invalid leading UTF-8 octet" with a
/// character index; people need a line and a column.
public enum TextDecoding {
    /// The result of reading raw bytes as spec text.
    public struct Result: Sendable {
        public let source: SourceFile
        /// Where the bytes are not acceptable text, if anywhere.
        public let problem: YAMLProblem?
    }

    public static func decode(path: String, bytes raw: [UInt8]) -> Result {
        // UTF-16 with a byte order mark: transcode, so the rest of the pipeline sees UTF-8.
        if raw.count >= 2, (raw[0] == 0xFF && raw[1] == 0xFE) || (raw[0] == 0xFE && raw[1] == 0xFF) {
            let little = raw[0] == 0xFF
            return decodeUTF16(path: path, raw: raw, littleEndian: little)
        }
        let hasBOM = raw.count >= 3 && raw[0] == 0xEF && raw[1] == 0xBB && raw[2] == 0xBF
        let source = SourceFile(path: path, bytes: raw, encoding: hasBOM ? .utf8WithBOM : .utf8)
        if let bad = firstInvalidUTF8(raw) {
            let message: String
            if raw[bad] == 0 {
                message = "the file contains a NUL byte; a spec must be UTF-8 text"
            } else {
                let hex = String(raw[bad], radix: 16, uppercase: true)
                message = "the file is not valid UTF-8 (byte 0x\(hex.count == 1 ? "0" + hex : hex) cannot start or continue a character here); save it as UTF-8"
            }
            let problem = YAMLProblem(kind: .invalidEncoding, message: message,
                                      range: SourceRange(start: bad, end: bad + 1))
            return Result(source: source, problem: problem)
        }
        return Result(source: source, problem: nil)
    }

    /// The offset of the first byte that is not part of valid UTF-8 text (or is NUL).
    public static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            let count = buffer.count
            guard count > 0 else { return nil }
            var i = 0
            let base = UnsafeRawPointer(buffer.baseAddress!)
            while i < count {
                // Eight ASCII bytes with no NUL at a time.
                if i + 8 <= count {
                    let word = base.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                    let hasHigh = word & 0x8080_8080_8080_8080
                    let hasZero = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
                    if hasHigh == 0 && hasZero == 0 { i += 8; continue }
                }
                let b = buffer[i]
                if b < 0x80 {
                    if b == 0 { return i }
                    i += 1
                    continue
                }
                let need: Int
                var scalar: UInt32
                if b & 0xE0 == 0xC0 { need = 1; scalar = UInt32(b & 0x1F); if b < 0xC2 { return i } }
                else if b & 0xF0 == 0xE0 { need = 2; scalar = UInt32(b & 0x0F) }
                else if b & 0xF8 == 0xF0 && b <= 0xF4 { need = 3; scalar = UInt32(b & 0x07) }
                else { return i }
                if i + need >= count { return i }
                for k in 1...need {
                    let c = buffer[i + k]
                    if c & 0xC0 != 0x80 { return i }
                    scalar = scalar << 6 | UInt32(c & 0x3F)
                }
                if need == 2 && (scalar < 0x800 || (scalar >= 0xD800 && scalar <= 0xDFFF)) { return i }
                if need == 3 && (scalar < 0x10000 || scalar > 0x10FFFF) { return i }
                i += need + 1
            }
            return nil
        }
    }

    static func decodeUTF16(path: String, raw: [UInt8], littleEndian: Bool) -> Result {
        var units: [UInt16] = []
        units.reserveCapacity(raw.count / 2)
        var i = 2
        while i + 1 < raw.count {
            let unit = littleEndian
                ? UInt16(raw[i]) | UInt16(raw[i + 1]) << 8
                : UInt16(raw[i]) << 8 | UInt16(raw[i + 1])
            units.append(unit)
            i += 2
        }
        var utf8: [UInt8] = []
        utf8.reserveCapacity(units.count)
        var problem: YAMLProblem?
        var iterator = units.makeIterator()
        var decoder = UTF16()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar.value == 0 && problem == nil {
                    problem = YAMLProblem(kind: .invalidEncoding,
                                          message: "the file contains a NUL character; a spec must be text",
                                          range: SourceRange(start: utf8.count, end: utf8.count + 1))
                }
                UTF8.encode(scalar) { utf8.append($0) }
            case .emptyInput:
                break loop
            case .error:
                if problem == nil {
                    problem = YAMLProblem(kind: .invalidEncoding,
                                          message: "the file starts with a UTF-16 byte order mark but contains an unpaired surrogate; save it as UTF-8",
                                          range: SourceRange(start: utf8.count, end: utf8.count + 1))
                }
                utf8.append(contentsOf: [0xEF, 0xBF, 0xBD])
            }
        }
        if raw.count % 2 == 1 && problem == nil {
            problem = YAMLProblem(kind: .invalidEncoding,
                                  message: "the file starts with a UTF-16 byte order mark but has an odd number of bytes",
                                  range: SourceRange(start: utf8.count, end: utf8.count))
        }
        let source = SourceFile(path: path, bytes: utf8,
                                encoding: littleEndian ? .utf16LittleEndian : .utf16BigEndian)
        return Result(source: source, problem: problem)
    }
}
