import JSONValue
import Testing

/// A long array written element by element is the same bytes as the whole value serialised.
@Suite("Streamed serialisation")
struct JSONStreamingTests {
    static let header: [(String, JSON)] = [("version", .int(1)), ("summary", .object([("errors", .int(2)), ("notes", .array([]))]))]
    static let elements: [JSON] = [
        .object([("message", .string("a \"quoted\" line\n")), ("range", .array([.int(1), .int(2)]))]),
        .array([]),
        .null,
        .object([]),
    ]

    @Test(arguments: [true, false], [0, 1, 4])
    func streamedBytesAreTheWholeValuesBytes(pretty: Bool, count: Int) {
        let whole = JSON.object(Self.header + [("diagnostics", .array(Array(Self.elements.prefix(count))))])
        let streamed = JSON.serializedObject(Self.header, streaming: "diagnostics", count: count, element: { Self.elements[$0] },
                                             pretty: pretty)
        #expect(String(decoding: streamed, as: UTF8.self) == String(decoding: whole.serializedBytes(pretty: pretty), as: UTF8.self))
    }
}
