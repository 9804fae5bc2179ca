import LayoutModel

/// How spec names become Swift names in generated code. The conversion itself is
/// `SwiftIdentifier` in LayoutModel, shared with the `invalid-identifier` rule, so what the rule
/// accepts is exactly what the generators print; this adds the escaping a generator needs to
/// stay compilable when it meets a name the rules would have rejected.
public enum SwiftName {
    /// The lowerCamelCase member name for an id or screen name (`icloud-drive` → `icloudDrive`,
    /// `2fa` → `_2fa`), backticked when it is a keyword.
    public static func member(_ name: String) -> String {
        let converted = SwiftIdentifier.caseName(for: name) ?? "_"
        return escaped(converted == "_" ? "_\(abs(stableHash(name)))" : converted)
    }

    /// The type name for an app, screen or item type name: as written when it is a valid
    /// identifier (`MessageList`), otherwise its words joined in UpperCamelCase.
    public static func type(_ name: String) -> String {
        if SwiftIdentifier.problemAsTypeName(name) == nil { return name }
        let member = SwiftIdentifier.caseName(for: name) ?? "Unnamed"
        var result = member.first.map { $0.uppercased() + member.dropFirst() } ?? "Unnamed"
        if result.hasPrefix("_") || SwiftIdentifier.problemAsTypeName(result) != nil { result = "T" + result }
        return result
    }

    /// `name` with backticks when Swift reserves it.
    public static func escaped(_ name: String) -> String {
        SwiftIdentifier.keywords.contains(name) ? "`\(name)`" : name
    }

    /// `name` without the backticks `escaped` may have added.
    static func bare(_ name: String) -> String {
        name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
    }

    /// A deterministic hash (FNV-1a), for names that have no letters at all.
    static func stableHash(_ text: String) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return Int(hash % 100_000)
    }
}

/// Swift literals for values taken from a spec.
public enum SwiftLiteral {
    /// A string literal with quotes, backslashes, control characters and `\(` escaped.
    public static func string(_ text: String) -> String {
        // Most titles need no escape: checking their bytes is cheaper than rebuilding them, and
        // the literal is made in one piece (a short one needs no allocation at all).
        if let quoted = text.utf8.withContiguousStorageIfAvailable({ utf8 -> String? in
            guard !utf8.contains(where: { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 || $0 == 0x7F }) else { return nil }
            return String(unsafeUninitializedCapacity: utf8.count + 2) { out in
                out[0] = 0x22
                _ = UnsafeMutableBufferPointer(rebasing: out[1...]).initialize(from: utf8)
                out[utf8.count + 1] = 0x22
                return utf8.count + 2
            }
        }) {
            if let quoted { return quoted }
        } else if !text.utf8.contains(where: { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 || $0 == 0x7F }) {
            return "\"" + text + "\""
        }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// An optional string: `nil` or a literal.
    public static func optionalString(_ text: String?) -> String {
        text.map(string) ?? "nil"
    }

    /// A number as a CGFloat literal: `240`, `0.22`.
    public static func number(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return value.isFinite ? "\(value)" : "0"
    }
}
