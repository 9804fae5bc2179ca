@testable import SwiftEmitter
import Testing

/// A generated `switch` lists the cases that share a value on one line (`case .a, .b: "Inbox"`).
/// Cases share a line when their values are the same bytes, so every row returns exactly the text
/// the spec gave it; small switches compare values and large ones hash them, with the same result.
@Suite("Switch case grouping")
struct CaseGroupingTests {
    static let precomposed = "\"Caf\u{E9}\"", decomposed = "\"Cafe\u{301}\""

    /// The groups as (value, case names), in the order each value first appears.
    static func groups(_ values: [String]) -> [(String, [String])] {
        let cases = values.enumerated().map { (caseName: "row\($0.offset)", value: $0.element) }
        let groups = CodeWriter.CaseGroups(cases)
        return groups.values.indices.map { i in
            var names: [String] = []
            var member = groups.first[i]
            while member >= 0 {
                names.append(cases[member].caseName)
                member = groups.next[member]
            }
            #expect(names.count == groups.counts[i])
            return (groups.values[i], names)
        }
    }

    @Test("Equal values share a group, in the order they first appear", arguments: [3, 40])
    func groupsEqualValues(padding: Int) {
        // `padding` distinct values first: 40 makes the switch large enough to be hashed.
        let filler = (0..<padding).map { "\"v\($0)\"" }
        let found = Self.groups(filler + ["\"Inbox\"", "nil", "\"Inbox\"", "nil"]).suffix(2)
        #expect(found.map(\.0) == ["\"Inbox\"", "nil"])
        #expect(found.map(\.1) == [["row\(padding)", "row\(padding + 2)"], ["row\(padding + 1)", "row\(padding + 3)"]])
    }

    @Test("An accent written two ways is two values, whether the switch is compared or hashed", arguments: [3, 40])
    func keepsEachSpelling(padding: Int) {
        #expect(Self.precomposed == Self.decomposed, "String calls them equal: the test needs that")
        let filler = (0..<padding).map { "\"v\($0)\"" }
        let found = Self.groups(filler + [Self.precomposed, Self.decomposed, Self.precomposed]).suffix(2)
        #expect(found.map { Array($0.0.utf8) } == [Array(Self.precomposed.utf8), Array(Self.decomposed.utf8)])
        #expect(found.map(\.1) == [["row\(padding)", "row\(padding + 2)"], ["row\(padding + 1)"]])
    }

    @Test("The switch written returns each row's own bytes")
    func writesEachSpelling() {
        var writer = CodeWriter()
        writer.switchProperty("var title: String", cases: [("a", Self.precomposed), ("b", Self.decomposed)])
        let text = writer.finishedBytes
        #expect(text == Array("var title: String {\n    switch self {\n    case .a: \(Self.precomposed)\n    case .b: \(Self.decomposed)\n    }\n}\n".utf8))
    }
}
