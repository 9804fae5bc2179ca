import JSONValue
import Testing

/// The server's JSON reader: strict syntax, lenient about text it cannot represent, bounded.
@Suite struct JSONParserTests {
    @Test func readsEveryKindOfValue() throws {
        let json = try JSONParser.parse(#" {"a": [1, -2.5, 3e2, true, false, null], "b": {"c": "d"}} "#)
        #expect(json["a"] == .array([.int(1), .double(-2.5), .double(300), .bool(true), .bool(false), .null]))
        #expect(json["b", "c"]?.stringValue == "d")
    }

    @Test func keepsKeyOrderAndReadsTheFirstOfRepeatedKeys() throws {
        let json = try JSONParser.parse(#"{"z": 1, "a": 2, "z": 3}"#)
        #expect(json.compactText == #"{"z":1,"a":2,"z":3}"#)
        #expect(json["z"]?.intValue == 1)
    }

    @Test func decodesEscapes() throws {
        let json = try JSONParser.parse(#""a\"b\\c\/d\n\t\r\b\f\u00e9\u4E2D""#)
        #expect(json.stringValue == "a\"b\\c/d\n\t\r\u{08}\u{0C}é中")
    }

    @Test func joinsSurrogatePairsIntoOneScalar() throws {
        let json = try JSONParser.parse(#""\uD83D\uDE00 \ud83c\udf89""#)
        #expect(json.stringValue == "😀 🎉")
        #expect(json.stringValue?.unicodeScalars.count == 3)
    }

    @Test func replacesLoneSurrogatesInsteadOfFailing() throws {
        #expect(try JSONParser.parse(#""a\uD83Db""#).stringValue == "a\u{FFFD}b")
        #expect(try JSONParser.parse(#""\uDE00""#).stringValue == "\u{FFFD}")
        #expect(try JSONParser.parse(#""\uD83D\u0041""#).stringValue == "\u{FFFD}A")
    }

    @Test func keepsRawUTF8AndRepairsInvalidBytes() throws {
        #expect(try JSONParser.parse(Array("\"受信トレイ 😀\"".utf8)).stringValue == "受信トレイ 😀")
        #expect(try JSONParser.parse([0x22, 0x61, 0xFF, 0x62, 0x22]).stringValue == "a\u{FFFD}b")
    }

    @Test(arguments: [
        "", "   ", "{", "[1,]", "{\"a\":1,}", "{\"a\" 1}", "{a:1}", "[1 2]", "tru", "nul", "01", "1.", "-",
        "1e", "\"abc", "\"\\x\"", "\"\\u12G4\"", "\"tab\there\"", "[1] x", "NaN", "'single'", "\u{1}",
    ])
    func rejectsMalformedText(_ text: String) {
        #expect(throws: JSONParser.Error.self) { try JSONParser.parse(text) }
    }

    @Test func reportsWhereReadingStopped() {
        do {
            _ = try JSONParser.parse(#"{"a": [1, 2,, 3]}"#)
            Issue.record("expected an error")
        } catch {
            #expect(error.offset == 12)
        }
    }

    @Test func boundsNestingInsteadOfOverflowingTheStack() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONParser.Error.self) { try JSONParser.parse(deep) }
        let fine = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        #expect((try? JSONParser.parse(fine)) != nil)
    }

    @Test func readsIntegersExactlyAndLargeNumbersAsDoubles() throws {
        #expect(try JSONParser.parse("9007199254740993").intValue == 9_007_199_254_740_993)
        #expect(try JSONParser.parse("123456789012345678901234567890") == .double(1.2345678901234568e29))
        #expect(try JSONParser.parse("-0") == .int(0))
    }

    @Test func whatTheWriterWritesTheParserReads() throws {
        let value: JSON = .object([("text", .string("line\n\"quoted\" \u{1} 😀 中")), ("n", .int(-3)), ("list", .array([.null, .bool(true)]))])
        #expect(try JSONParser.parse(value.compactText) == value)
    }
}
