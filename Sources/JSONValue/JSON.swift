/// A small JSON value with deterministic output: keys keep the order they were added in.
/// Foundation's JSONSerialization would cost start-up time and does not keep key order.
public indirect enum JSON: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSON])
    case object([(String, JSON)])

    public static func == (lhs: JSON, rhs: JSON) -> Bool {
        lhs.serialized() == rhs.serialized()
    }

    /// Serializes with two-space indentation when `pretty`, else compactly.
    public func serialized(pretty: Bool = true) -> String {
        String(decoding: serializedBytes(pretty: pretty), as: UTF8.self)
    }

    /// The UTF-8 of `serialized(pretty:)`. Written as bytes: a model with ranges is over a
    /// hundred megabytes of JSON for a large spec, and appending to a `String` scalar by scalar
    /// cost seconds of it.
    public func serializedBytes(pretty: Bool = true) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        write(to: &out, indent: pretty ? 0 : -1)
        return out
    }

    func write(to out: inout [UInt8], indent: Int) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .int(let i): out.append(contentsOf: String(i).utf8)
        case .double(let d):
            let text = if d.isFinite, d == d.rounded(), abs(d) < 1e15 { String(Int(d)) } else if d.isFinite { String(d) } else { "null" }
            out.append(contentsOf: text.utf8)
        case .string(let s): JSON.escape(s, into: &out)
        case .array(let items):
            if items.isEmpty { out.append(contentsOf: "[]".utf8); return }
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                newline(&out, indent < 0 ? -1 : indent + 1)
                item.write(to: &out, indent: indent < 0 ? -1 : indent + 1)
            }
            newline(&out, indent)
            out.append(UInt8(ascii: "]"))
        case .object(let pairs):
            if pairs.isEmpty { out.append(contentsOf: "{}".utf8); return }
            out.append(UInt8(ascii: "{"))
            for (i, (key, value)) in pairs.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                JSON.writeKey(key, to: &out, indent: indent < 0 ? -1 : indent + 1)
                value.write(to: &out, indent: indent < 0 ? -1 : indent + 1)
            }
            newline(&out, indent)
            out.append(UInt8(ascii: "}"))
        }
    }

    /// The bytes of `.object(pairs + [(key, .array(elements))])`, byte for byte, with the
    /// elements made one at a time and written as they are made: a report of 40,000 findings
    /// never holds 40,000 finding values at once, so its time grows with its length and not
    /// with the allocator's work on a tree that size.
    public static func serializedObject(_ pairs: [(String, JSON)], streaming key: String, count: Int,
                                        element: (Int) -> JSON, pretty: Bool = true) -> [UInt8] {
        let indent = pretty ? 0 : -1
        let inner = pretty ? 1 : -1
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        out.append(UInt8(ascii: "{"))
        for (key, value) in pairs {
            writeKey(key, to: &out, indent: inner)
            value.write(to: &out, indent: inner)
            out.append(UInt8(ascii: ","))
        }
        writeKey(key, to: &out, indent: inner)
        if count == 0 {
            out.append(contentsOf: "[]".utf8)
        } else {
            out.append(UInt8(ascii: "["))
            for index in 0..<count {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                JSON.null.newline(&out, pretty ? 2 : -1)
                element(index).write(to: &out, indent: pretty ? 2 : -1)
            }
            JSON.null.newline(&out, inner)
            out.append(UInt8(ascii: "]"))
        }
        JSON.null.newline(&out, indent)
        out.append(UInt8(ascii: "}"))
        return out
    }

    /// A member's start: its line (when pretty), its key and the `:` (and space) after it.
    private static func writeKey(_ key: String, to out: inout [UInt8], indent: Int) {
        JSON.null.newline(&out, indent)
        escape(key, into: &out)
        out.append(UInt8(ascii: ":"))
        if indent >= 0 { out.append(UInt8(ascii: " ")) }
    }

    private func newline(_ out: inout [UInt8], _ indent: Int) {
        guard indent >= 0 else { return }
        out.append(0x0A)
        out.append(contentsOf: repeatElement(0x20, count: 2 * indent))
    }

    /// `s` as a JSON string literal, quotes included.
    public static func escape(_ s: String, into out: inout String) {
        var bytes: [UInt8] = []
        escape(s, into: &bytes)
        out += String(decoding: bytes, as: UTF8.self)
    }

    /// `s` as a JSON string literal, quotes included, in UTF-8. Only ASCII characters are
    /// escaped, and no byte of a multi-byte UTF-8 sequence is ASCII, so the bytes can be escaped
    /// one at a time.
    public static func escape(_ s: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var s = s
        s.withUTF8 { utf8 in
            // Most strings need no escape: copied in one piece.
            guard utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
                out.append(contentsOf: utf8)
                return
            }
            let hex = Array("0123456789abcdef".utf8)
            for byte in utf8 {
                switch byte {
                case UInt8(ascii: "\""): out.append(contentsOf: "\\\"".utf8)
                case UInt8(ascii: "\\"): out.append(contentsOf: "\\\\".utf8)
                case 0x0A: out.append(contentsOf: "\\n".utf8)
                case 0x0D: out.append(contentsOf: "\\r".utf8)
                case 0x09: out.append(contentsOf: "\\t".utf8)
                case ..<0x20: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
                default: out.append(byte)
                }
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// A convenience for optional values: `nil` becomes `null`.
    public static func string(_ s: String?) -> JSON { s.map(JSON.string) ?? .null }
}
