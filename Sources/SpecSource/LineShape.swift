/// The block structure of one line: indentation, `- ` entry markers, and a plain `key:`.
public struct LineShape: Sendable {
    public internal(set) var dashColumns: [Int] = []
    /// Where the content after the indentation and dashes starts.
    public var contentColumn = 0
    public var key: String?
    /// The value after `key:`, trimmed, comments removed.
    public var value: [UInt8] = []
    public var isBlank = false
    public var isComment = false

    public init(_ bytes: [UInt8]) {
        var i = 0
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
        if i == bytes.count { isBlank = true; contentColumn = i; return }
        if bytes[i] == UInt8(ascii: "#") { isComment = true; contentColumn = i; return }
        while i < bytes.count, bytes[i] == UInt8(ascii: "-"), i + 1 == bytes.count || bytes[i + 1] == 0x20 {
            dashColumns.append(i)
            i += 1
            while i < bytes.count, bytes[i] == 0x20 { i += 1 }
        }
        contentColumn = i
        let content = Array(bytes[i...])
        if let colon = Self.keyColon(in: content) {
            key = String(decoding: content[0..<colon], as: UTF8.self)
            var rest = Array(content[(colon + 1)...])
            if let hash = Self.commentStart(rest) { rest = Array(rest[0..<hash]) }
            while let first = rest.first, first == 0x20 { rest.removeFirst() }
            while let last = rest.last, last == 0x20 || last == 0x09 { rest.removeLast() }
            value = rest
        }
    }

    /// The value is empty (or only an anchor or tag): the key's value is the block below.
    public var opensNestedBlock: Bool {
        value.isEmpty || value.first == UInt8(ascii: "&") || value.first == UInt8(ascii: "!")
    }

    /// The index of the `:` ending a plain key at the start of `content`.
    public static func keyColon(in content: [UInt8]) -> Int? {
        guard let first = content.first, isWordByte(first) || first >= 0x80 else { return nil }
        var i = 0
        while i < content.count {
            let byte = content[i]
            if byte == UInt8(ascii: ":") {
                return i + 1 == content.count || content[i + 1] == 0x20 || content[i + 1] == 0x09 ? i : nil
            }
            if byte == 0x20 || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[")
                || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                return nil
            }
            i += 1
        }
        return nil
    }

    /// Where a ` #` comment starts, outside quotes.
    public static func commentStart(_ bytes: [UInt8]) -> Int? {
        var quote: UInt8?
        for (i, byte) in bytes.enumerated() {
            if let q = quote {
                if byte == q { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "#"), i == 0 || bytes[i - 1] == 0x20 {
                return i
            }
        }
        return nil
    }

    public static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default:
            byte >= 0x80
        }
    }
}
