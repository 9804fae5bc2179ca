/// Reads JSON text into the same `JSON` value the renderers write, without Foundation (the
/// server lives in the `layoutc` executable, whose start-up must stay cheap).
///
/// Strict RFC 8259 syntax, with two deliberate leniencies a server needs to survive any
/// client: invalid UTF-8 and lone surrogate escapes become U+FFFD instead of failing the whole
/// message. Nesting is bounded so hostile input cannot exhaust the stack.
public struct JSONParser {
    /// A syntax error with the byte offset where reading stopped.
    public struct Error: Swift.Error, Sendable, Equatable, CustomStringConvertible {
        public var message: String
        public var offset: Int
        public var description: String { "\(message) at byte \(offset)" }
    }

    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 512

    /// Parses one JSON text; whitespace may surround it, nothing else may follow it.
    public static func parse(_ bytes: [UInt8]) throws(Error) -> JSON {
        try bytes.withUnsafeBufferPointer { buffer throws(Error) -> JSON in
            var parser = JSONParser(bytes: buffer)
            parser.skipWhitespace()
            let value = try parser.parseValue(depth: 0)
            parser.skipWhitespace()
            guard parser.position == buffer.count else { throw parser.error("unexpected text after the JSON value") }
            return value
        }
    }

    public static func parse(_ text: String) throws(Error) -> JSON {
        try parse(Array(text.utf8))
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    func error(_ message: String) -> Error { Error(message: message, offset: position) }

    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    mutating func parseValue(depth: Int) throws(Error) -> JSON {
        guard let byte = current else { throw error("unexpected end of JSON") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("unexpected character")
        }
    }

    mutating func expectWord(_ word: StaticString) throws(Error) {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { throw error("unexpected end of JSON") }
        for i in 0..<count where bytes[position + i] != word.utf8Start[i] {
            throw error("unexpected character")
        }
        position += count
    }

    mutating func parseObject(depth: Int) throws(Error) -> JSON {
        guard depth <= Self.maximumDepth else { throw error("JSON nested too deeply") }
        position += 1
        var pairs: [(String, JSON)] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") { position += 1; return .object(pairs) }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a string key") }
            let key = try parseString()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after an object key") }
            position += 1
            skipWhitespace()
            pairs.append((key, try parseValue(depth: depth)))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "}"): position += 1; return .object(pairs)
            case nil: throw error("unexpected end of JSON")
            default: throw error("expected ',' or '}' in an object")
            }
        }
    }

    mutating func parseArray(depth: Int) throws(Error) -> JSON {
        guard depth <= Self.maximumDepth else { throw error("JSON nested too deeply") }
        position += 1
        var items: [JSON] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") { position += 1; return .array(items) }
        while true {
            skipWhitespace()
            items.append(try parseValue(depth: depth))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "]"): position += 1; return .array(items)
            case nil: throw error("unexpected end of JSON")
            default: throw error("expected ',' or ']' in an array")
            }
        }
    }

    mutating func parseNumber() throws(Error) -> JSON {
        let start = position
        var isInteger = true
        if current == UInt8(ascii: "-") { position += 1 }
        guard let first = current, isDigit(first) else { throw error("expected a digit") }
        if first == UInt8(ascii: "0") {
            position += 1
        } else {
            while let c = current, isDigit(c) { position += 1 }
        }
        if current == UInt8(ascii: ".") {
            isInteger = false
            position += 1
            guard let c = current, isDigit(c) else { throw error("expected a digit after '.'") }
            while let c = current, isDigit(c) { position += 1 }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            isInteger = false
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard let c = current, isDigit(c) else { throw error("expected a digit in the exponent") }
            while let c = current, isDigit(c) { position += 1 }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        if isInteger, let value = Int(text) { return .int(value) }
        guard let value = Double(text) else { throw Error(message: "number out of range", offset: start) }
        return .double(value)
    }

    func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    mutating func parseString() throws(Error) -> String {
        position += 1
        let start = position
        // Fast path: no escapes, so the string is a slice of the input.
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
                position += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw error("control character in a string") }
            position += 1
        }
        // Escapes: collect UTF-8, copying unescaped runs whole.
        var utf8: [UInt8] = []
        utf8.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<position]))
        while true {
            var run = position
            while run < bytes.count, bytes[run] != UInt8(ascii: "\\"), bytes[run] != UInt8(ascii: "\""), bytes[run] >= 0x20 {
                run += 1
            }
            utf8.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[position..<run]))
            position = run
            guard position < bytes.count else { throw error("unterminated string") }
            switch bytes[position] {
            case UInt8(ascii: "\""):
                position += 1
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                position += 1
                guard let escape = current else { throw error("unterminated string") }
                position += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"): utf8.append(contentsOf: String(try parseUnicodeEscape()).utf8)
                default:
                    position -= 1
                    throw error("invalid escape in a string")
                }
            default:
                throw error("control character in a string")
            }
        }
    }

    /// After `\u`: four hex digits, joined with a following `\uDC00`-`\uDFFF` escape into one
    /// scalar when they are a high surrogate. A surrogate without its partner is U+FFFD.
    mutating func parseUnicodeEscape() throws(Error) -> Unicode.Scalar {
        let unit = try parseHex4()
        switch unit {
        case 0xD800...0xDBFF:
            if position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") {
                let save = position
                position += 2
                let low = try parseHex4()
                if (0xDC00...0xDFFF).contains(low) {
                    let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                    return Unicode.Scalar(value) ?? "\u{FFFD}"
                }
                position = save
            }
            return "\u{FFFD}"
        case 0xDC00...0xDFFF:
            return "\u{FFFD}"
        default:
            return Unicode.Scalar(UInt32(unit)) ?? "\u{FFFD}"
        }
    }

    mutating func parseHex4() throws(Error) -> UInt16 {
        guard position + 4 <= bytes.count else { throw error("unterminated \\u escape") }
        var value: UInt16 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("invalid hex digit in a \\u escape")
            }
            value = value << 4 | UInt16(digit)
            position += 1
        }
        return value
    }
}
