import JSONValue
import Testing

/// JSON is written as UTF-8 bytes. It must be exactly the text the earlier writer gave, which
/// built a `String` scalar by scalar: that writer is kept here as the reference.
@Suite("JSON serialization")
struct JSONSerializationTests {
    static func reference(_ json: JSON, pretty: Bool) -> String {
        var out = ""
        write(json, to: &out, indent: pretty ? 0 : -1)
        return out
    }

    static func write(_ json: JSON, to out: inout String, indent: Int) {
        func newline(_ indent: Int) {
            guard indent >= 0 else { return }
            out += "\n" + String(repeating: "  ", count: indent)
        }
        func escape(_ s: String) {
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
        let inner = indent < 0 ? -1 : indent + 1
        switch json {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .double(let d):
            if d.isFinite, d == d.rounded(), abs(d) < 1e15 { out += String(Int(d)) } else if d.isFinite { out += String(d) } else { out += "null" }
        case .string(let s): escape(s)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                newline(inner)
                write(item, to: &out, indent: inner)
            }
            newline(indent)
            out += "]"
        case .object(let pairs):
            if pairs.isEmpty { out += "{}"; return }
            out += "{"
            for (i, (key, value)) in pairs.enumerated() {
                if i > 0 { out += "," }
                newline(inner)
                escape(key)
                out += indent < 0 ? ":" : ": "
                write(value, to: &out, indent: inner)
            }
            newline(indent)
            out += "}"
        }
    }

    static let strings = ["", "plain", "quote \" and \\ backslash", "lines\nand\r\nreturns\ttabs", "\u{0}\u{1}\u{1F}\u{7F}",
                          "Café", "Cafe\u{301}", "受信トレイ", "Favoris ⭐️", "👩‍👩‍👧", "\u{2028}", "end\\"]

    static func randomValue(depth: Int, _ generator: inout some RandomNumberGenerator) -> JSON {
        switch Int.random(in: 0..<(depth > 3 ? 5 : 7), using: &generator) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &generator))
        case 2: return .int(Int.random(in: -1_000_000...1_000_000, using: &generator))
        case 3: return .double([0.5, -2, 1e20, .infinity, .nan, 3.25, 1e-7].randomElement(using: &generator)!)
        case 4: return .string(strings.randomElement(using: &generator)!)
        case 5: return .array((0..<Int.random(in: 0...4, using: &generator)).map { _ in randomValue(depth: depth + 1, &generator) })
        default:
            return .object((0..<Int.random(in: 0...4, using: &generator)).map { _ in
                (strings.randomElement(using: &generator)!, randomValue(depth: depth + 1, &generator))
            })
        }
    }

    @Test("Pretty and compact output are the reference writer's, byte for byte")
    func matchesTheReference() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let value = Self.randomValue(depth: 0, &generator)
            for pretty in [true, false] {
                #expect(value.serializedBytes(pretty: pretty) == Array(Self.reference(value, pretty: pretty).utf8))
            }
        }
    }

    @Test("Control characters are escaped as \\u00xx in lowercase hex; other characters as written")
    func escapes() {
        #expect(JSON.string("a\u{1}\u{1F}\"\\\n\u{7F}é").serialized() == "\"a\\u0001\\u001f\\\"\\\\\\n\u{7F}é\"")
        #expect(JSON.object([("k", .array([.int(1), .null]))]).serialized() == "{\n  \"k\": [\n    1,\n    null\n  ]\n}")
        #expect(JSON.object([("k", .array([.int(1), .null]))]).serialized(pretty: false) == "{\"k\":[1,null]}")
    }
}
