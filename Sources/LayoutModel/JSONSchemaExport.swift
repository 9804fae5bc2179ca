import Diagnostics
import JSONValue

extension Grammar {
    /// The JSON Schema (draft-07) of the spec language, for yaml-language-server and any
    /// validator. `Grammar/layout-spec.schema.json` is this output. It has no `$id` (optional in
    /// draft-07): specs name the file by its path in their modeline, and the schema is published
    /// at no address that an `$id` could truthfully give.
    public static func jsonSchema() -> JSON {
        var definitions: [(String, JSON)] = []
        var defined = Set<String>()
        func collect(_ shape: ObjectShape) {
            guard !shape.keys.isEmpty, defined.insert(shape.name).inserted else { return }
            // Reserve the slot so recursive references keep a stable order.
            let index = definitions.count
            definitions.append((shape.name, .null))
            definitions[index].1 = objectSchema(shape, collect: collect)
        }
        collect(root)
        let rootSchema = definitions.first { $0.0 == root.name }!.1
        guard case .object(var pairs) = rootSchema else { return rootSchema }
        pairs.insert(("$schema", .string("http://json-schema.org/draft-07/schema#")), at: 0)
        pairs.insert(("title", .string("layoutc layout spec, version \(specVersion)")), at: 1)
        pairs.append(("definitions", .object(definitions.filter { $0.0 != root.name })))
        return .object(pairs)
    }

    static func objectSchema(_ shape: ObjectShape, collect: (ObjectShape) -> Void) -> JSON {
        var pairs: [(String, JSON)] = [
            ("type", .string("object")),
            ("description", .string(shape.summary)),
        ]
        var properties: [(String, JSON)] = []
        for key in shape.keys {
            var schema = valueSchema(key.shape, collect: collect)
            schema = withDescription(schema, key.documentation)
            properties.append((key.name, schema))
        }
        pairs.append(("properties", .object(properties)))
        pairs.append(("additionalProperties", .bool(false)))
        if !shape.requiredKeys.isEmpty {
            pairs.append(("required", .array(shape.requiredKeys.map(JSON.string))))
        }
        if !shape.exactlyOneOf.isEmpty {
            pairs.append(("oneOf", .array(shape.exactlyOneOf.map { .object([("required", .array([.string($0)]))]) })))
        }
        return .object(pairs)
    }

    static func valueSchema(_ shape: ValueShape, collect: (ObjectShape) -> Void) -> JSON {
        switch shape {
        case .string: return .object([("type", .string("string"))])
        // Whether a name makes a Swift identifier is the `invalid-identifier` rule's call.
        case .identifier, .screenReference: return .object([("type", .string("string")), ("minLength", .int(1))])
        case .bool: return .object([("type", .string("boolean"))])
        case .integer: return .object([("type", .string("integer")), ("const", .int(specVersion))])
        case .number: return .object([("type", .string("number"))])
        case .enumeration(let values): return .object([("type", .string("string")), ("enum", .array(values.map(JSON.string)))])
        case .constant(let value): return .object([("const", .string(value))])
        case .object(let object):
            collect(object)
            return .object([("$ref", .string("#/definitions/\(object.name)"))])
        case .list(let element):
            return .object([("type", .string("array")), ("items", valueSchema(element, collect: collect))])
        case .oneOf(let shapes):
            return .object([("anyOf", .array(shapes.map { valueSchema($0, collect: collect) }))])
        case .map(let value):
            return .object([
                ("type", .string("object")),
                ("additionalProperties", .object([("anyOf", .array([valueSchema(value, collect: collect), .object([("type", .string("null"))])]))])),
            ])
        }
    }

    static func withDescription(_ schema: JSON, _ description: String) -> JSON {
        guard case .object(var pairs) = schema else { return schema }
        if pairs.first?.0 == "$ref" {
            // draft-07 ignores siblings of $ref; wrap so editors still show the description.
            return .object([("description", .string(description)), ("allOf", .array([schema]))])
        }
        pairs.append(("description", .string(description)))
        return .object(pairs)
    }
}
