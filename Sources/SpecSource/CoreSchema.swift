/// A scalar resolved under the YAML 1.2 core schema, the one yaml-language-server and JSON
/// Schema validators use: only `true`/`false` are booleans, so `title: No` stays a string.
public enum ScalarValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case float(Double)
    case string(String)

    /// What a person would call this kind of value, for "expected X, found Y" messages.
    public var kindName: String {
        switch self {
        case .null: return "nothing (null)"
        case .bool: return "a boolean"
        case .int: return "a number"
        case .float: return "a number"
        case .string: return "a string"
        }
    }
}

extension YAMLTree {
    /// The scalar's value under the YAML 1.2 core schema. Collections resolve to `.null`.
    public func resolve(_ node: NodeID) -> ScalarValue {
        guard kind(node) == .scalar else { return .null }
        let text = string(node)
        if let tag = tag(node) {
            switch tag {
            case "tag:yaml.org,2002:str", "!": return .string(text)
            case "tag:yaml.org,2002:bool": return text == "true" ? .bool(true) : text == "false" ? .bool(false) : .string(text)
            case "tag:yaml.org,2002:int": return Int(text).map(ScalarValue.int) ?? .string(text)
            case "tag:yaml.org,2002:float": return Double(text).map(ScalarValue.float) ?? .string(text)
            case "tag:yaml.org,2002:null": return .null
            default: return .string(text)
            }
        }
        guard style(node) == .plain else { return .string(text) }
        return CoreSchema.resolvePlain(text)
    }
}

enum CoreSchema {
    static func resolvePlain(_ text: String) -> ScalarValue {
        // Most scalars are words: only these first characters can start a non-string.
        switch text.utf8.first ?? 0 {
        case 0, UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "t"), UInt8(ascii: "T"),
             UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"),
             UInt8(ascii: "0")...UInt8(ascii: "9"):
            break
        default:
            return .string(text)
        }
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .float(.infinity)
        case "-.inf", "-.Inf", "-.INF": return .float(-.infinity)
        case ".nan", ".NaN", ".NAN": return .float(.nan)
        default: break
        }
        guard let first = text.utf8.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+")
                || first == UInt8(ascii: ".") || (first >= 0x30 && first <= 0x39) else {
            return .string(text)
        }
        if text.hasPrefix("0x"), let value = Int(text.dropFirst(2), radix: 16) { return .int(value) }
        if text.hasPrefix("0o"), let value = Int(text.dropFirst(2), radix: 8) { return .int(value) }
        if isDecimalInteger(text), let value = Int(text) { return .int(value) }
        if isFloat(text), let value = Double(text) { return .float(value) }
        return .string(text)
    }

    static func isDecimalInteger(_ text: String) -> Bool {
        var utf8 = Substring(text).utf8[...]
        if let f = utf8.first, f == UInt8(ascii: "-") || f == UInt8(ascii: "+") { utf8 = utf8.dropFirst() }
        return !utf8.isEmpty && utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }

    /// `[-+]? ( \. [0-9]+ | [0-9]+ ( \. [0-9]* )? ) ( [eE] [-+]? [0-9]+ )?`
    static func isFloat(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var i = 0
        func digits() -> Int {
            let start = i
            while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { i += 1 }
            return i - start
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
        let whole = digits()
        var fraction = 0
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") { i += 1; fraction = digits() }
        if whole == 0 && fraction == 0 { return false }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
            if digits() == 0 { return false }
        }
        return i == bytes.count
    }
}
