import Testing
@testable import SpecSource

/// Scalars follow the YAML 1.2 core schema, as JSON Schema validators and editors read them.
@Suite("Core schema")
struct CoreSchemaTests {
    func value(_ text: String) -> ScalarValue {
        let t = YAMLParser.parse(path: "t", bytes: Array("v: \(text)\n".utf8))
        return t.resolve(t.pairs(t.root!)[0].value)
    }

    @Test func onlyTrueAndFalseAreBooleans() {
        #expect(value("true") == .bool(true))
        #expect(value("False") == .bool(false))
        #expect(value("No") == .string("No"))
        #expect(value("yes") == .string("yes"))
        #expect(value("on") == .string("on"))
    }

    @Test func numbersNullsAndQuotedStrings() {
        #expect(value("42") == .int(42))
        #expect(value("-0.25") == .float(-0.25))
        #expect(value("1e3") == .float(1000))
        #expect(value("0x1F") == .int(31))
        #expect(value("~") == .null)
        #expect(value("") == .null)
        #expect(value("\"42\"") == .string("42"))
        #expect(value("'true'") == .string("true"))
        #expect(value("!!str 7") == .string("7"))
        #expect(value("1.2.3") == .string("1.2.3"))
    }
}
