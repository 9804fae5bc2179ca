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
        var out = ""
        write(to: &out, indent: pretty ? 0 : -1)
        return out
    }

    func write(to out: inout String, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .double(let d):
            if d.isFinite, d == d.rounded(), abs(d) < 1e15 { out += String(Int(d)) } else if d.isFinite { out += String(d) } else { out += "null" }
        case .string(let s): JSON.escape(s, into: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                newline(&out, indent < 0 ? -1 : indent + 1)
                item.write(to: &out, indent: indent < 0 ? -1 : indent + 1)
            }
            newline(&out, indent)
            out += "]"
        case .object(let pairs):
            if pairs.isEmpty { out += "{}"; return }
            out += "{"
            for (i, (key, value)) in pairs.enumerated() {
                if i > 0 { out += "," }
                newline(&out, indent < 0 ? -1 : indent + 1)
                JSON.escape(key, into: &out)
                out += indent < 0 ? ":" : ": "
                value.write(to: &out, indent: indent < 0 ? -1 : indent + 1)
            }
            newline(&out, indent)
            out += "}"
        }
    }

    private func newline(_ out: inout String, _ indent: Int) {
        guard indent >= 0 else { return }
        out += "\n"
        out += String(repeating: "  ", count: indent)
    }

    public static func escape(_ s: String, into out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }

    /// A convenience for optional values: `nil` becomes `null`.
    public static func string(_ s: String?) -> JSON { s.map(JSON.string) ?? .null }
}
