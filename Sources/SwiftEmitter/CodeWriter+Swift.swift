extension CodeWriter {
    /// `public var name: Type { switch self { ... } }`, with cases that share a value grouped,
    /// the most common "nothing" value (`nil`, `false`, `[]`) as `default`, and no switch at all
    /// when every case agrees. Meaningful values (titles, images) are always listed, so a reader
    /// never has to work out which cases a `default` stands for.
    mutating func switchProperty(_ declaration: String, subject: String = "self", cases: [(caseName: String, value: String)]) {
        let groups = Self.grouped(cases)
        if groups.count == 1 {
            line("\(declaration) { \(groups[0].value) }")
            return
        }
        block(declaration + " {") { w in w.switchExpression(subject: subject, groups: groups) }
    }

    /// The value as a `switch` expression over `subject` (or just the value when all cases agree).
    mutating func switchExpression(subject: String, cases: [(caseName: String, value: String)]) {
        switchExpression(subject: subject, groups: Self.grouped(cases))
    }

    private mutating func switchExpression(subject: String, groups: [(value: String, cases: [String])]) {
        guard groups.count > 1 else {
            line(groups.first?.value ?? "fatalError()")
            return
        }
        // The largest group of a "nothing" value becomes `default`, unless it is a single case.
        var defaultIndex: Int?
        for (i, group) in groups.enumerated() where group.cases.count > 1 && Self.defaultable.contains(group.value) {
            if defaultIndex.map({ groups[$0].cases.count < group.cases.count }) ?? true { defaultIndex = i }
        }
        line("switch \(subject) {")
        for (i, group) in groups.enumerated() where i != defaultIndex {
            line("case \(group.cases.map { ".\($0)" }.joined(separator: ", ")): \(group.value)")
        }
        if let defaultIndex { line("default: \(groups[defaultIndex].value)") }
        line("}")
    }

    static let defaultable: Set<String> = ["nil", "false", "[]"]

    static func grouped(_ cases: [(caseName: String, value: String)]) -> [(value: String, cases: [String])] {
        // A list of thousands of rows has thousands of distinct titles: look groups up by value.
        var groups: [(value: String, cases: [String])] = []
        var index: [String: Int] = [:]
        for (caseName, value) in cases {
            if let i = index[value] {
                groups[i].cases.append(caseName)
            } else {
                index[value] = groups.count
                groups.append((value, [caseName]))
            }
        }
        return groups
    }

    /// An enum's cases, one a line, with a raw value where the Swift name differs from the spec's.
    mutating func cases(_ cases: [(caseName: String, rawValue: String)]) {
        for (caseName, rawValue) in cases {
            if SwiftName.bare(caseName) == rawValue {
                line("case \(caseName)")
            } else {
                line("case \(caseName) = \(SwiftLiteral.string(rawValue))")
            }
        }
    }

    /// `[.a, .b]`.
    static func caseList(_ names: [String]) -> String {
        "[" + names.map { ".\($0)" }.joined(separator: ", ") + "]"
    }
}
