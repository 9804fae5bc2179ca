/// Reading the parts of a message: LSP params are deep optional structures, and a missing or
/// mistyped field must read as "absent" rather than stop the server.
extension JSON {
    /// The value for `key` in an object (the first one when a key repeats), else nil.
    public subscript(key: String) -> JSON? {
        guard case .object(let pairs) = self else { return nil }
        return pairs.first { $0.0 == key }?.1
    }

    /// Follows a path of object keys.
    public subscript(path: String...) -> JSON? {
        var value: JSON? = self
        for key in path { value = value?[key] }
        return value
    }

    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// Integers, and doubles that hold a whole number (some clients send `1.0`).
    public var intValue: Int? {
        switch self {
        case .int(let i): return i
        case .double(let d) where d == d.rounded() && abs(d) < 9e15: return Int(d)
        default: return nil
        }
    }

    public var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    public var arrayValue: [JSON]? {
        if case .array(let items) = self { return items }
        return nil
    }

    public var isObject: Bool {
        if case .object = self { return true }
        return false
    }

    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// Compact one-line text, as sent over the wire.
    public var compactText: String { serialized(pretty: false) }
}
