import SystemInterface
extension CodeWriter {
    /// `public var name: Type { switch self { ... } }`, with cases that share a value grouped,
    /// the most common "nothing" value (`nil`, `false`, `[]`) as `default`, and no switch at all
    /// when every case agrees. Meaningful values (titles, images) are always listed, so a reader
    /// never has to work out which cases a `default` stands for.
    mutating func switchProperty(_ declaration: String, subject: String = "self", cases: [(caseName: String, value: String)]) {
        let groups = CaseGroups(cases)
        if groups.values.count == 1 {
            line("\(declaration) { \(groups.values[0]) }")
            return
        }
        block(declaration + " {") { w in w.switchExpression(subject: subject, cases: cases, groups: groups) }
    }

    /// The value as a `switch` expression over `subject` (or just the value when all cases agree).
    mutating func switchExpression(subject: String, cases: [(caseName: String, value: String)]) {
        switchExpression(subject: subject, cases: cases, groups: CaseGroups(cases))
    }

    private mutating func switchExpression(subject: String, cases: [(caseName: String, value: String)], groups: CaseGroups) {
        guard groups.values.count > 1 else {
            line(groups.values.first ?? "fatalError()")
            return
        }
        // The largest group of a "nothing" value becomes `default`, unless it is a single case.
        var defaultIndex: Int?
        for (i, value) in groups.values.enumerated() where groups.counts[i] > 1 && Self.isDefaultable(value) {
            if defaultIndex.map({ groups.counts[$0] < groups.counts[i] }) ?? true { defaultIndex = i }
        }
        line("switch \(subject) {")
        for (i, value) in groups.values.enumerated() where i != defaultIndex {
            // `case .a, .b: value`, written piece by piece: a list of thousands of rows writes one
            // such line per row and property.
            beginLine()
            append("case ")
            var member = groups.first[i]
            while member >= 0 {
                if member != groups.first[i] { append(", ") }
                append(".")
                append(cases[member].caseName)
                member = groups.next[member]
            }
            append(": ")
            append(value)
            endLine()
        }
        if let defaultIndex { line("default: \(groups.values[defaultIndex])") }
        line("}")
    }

    /// `nil`, `false` or `[]`. Every group of every switch is asked: a title's length rules it
    /// out without hashing it (which normalises its Unicode first).
    static func isDefaultable(_ value: String) -> Bool {
        value.utf8.count <= 5 && (value == "nil" || value == "false" || value == "[]")
    }

    /// The cases of a `switch` grouped by value, in the order each value first appears, without
    /// an array per group: each group's cases are a chain through `next`.
    struct CaseGroups {
        /// Each group's value.
        var values: [String] = []
        /// Each group's number of cases.
        var counts: [Int] = []
        /// Each group's first case (an index into the cases).
        var first: [Int] = []
        /// For each case, the next case of its group; -1 after the last.
        var next: [Int]

        /// Up to this many cases, groups are found by comparing values, not by hashing them: most
        /// switches have a dozen cases, and hashing each value was most of writing them.
        static var linearLimit: Int { 24 }

        /// Cases share a group when their values are the same bytes, not merely equal `String`s:
        /// an accent written precomposed in one row and decomposed in the next is two values, each
        /// row returns the text it was given, and comparing bytes never normalises Unicode.
        static func same(_ a: String, _ b: String) -> Bool {
            guard a.utf8.count == b.utf8.count else { return false }
            // On the bytes in place: `UTF8View.elementsEqual` steps an iterator per byte.
            return a.utf8.withContiguousStorageIfAvailable { a in
                b.utf8.withContiguousStorageIfAvailable { b in a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
            }.flatMap { $0 } ?? a.utf8.elementsEqual(b.utf8)
        }

        /// A value as a dictionary key, equal and hashed by its bytes as `same` compares them.
        struct Key: Hashable {
            var value: String
            static func == (a: Key, b: Key) -> Bool { same(a.value, b.value) }
            func hash(into hasher: inout Hasher) {
                if value.utf8.withContiguousStorageIfAvailable({ hasher.combine(bytes: UnsafeRawBufferPointer($0)) }) == nil {
                    for byte in value.utf8 { hasher.combine(byte) }
                }
            }
        }

        init(_ cases: [(caseName: String, value: String)]) {
            next = Array(repeating: -1, count: cases.count)
            var last: [Int] = []
            // A list of thousands of rows has thousands of distinct titles: look groups up by value.
            var index: [Key: Int] = [:]
            let linear = cases.count <= Self.linearLimit
            if !linear { index.reserveCapacity(cases.count) }
            // Sized once: grown one case at a time, each array was copied several times.
            values.reserveCapacity(cases.count)
            counts.reserveCapacity(cases.count)
            first.reserveCapacity(cases.count)
            last.reserveCapacity(cases.count)
            for (position, item) in cases.enumerated() {
                if let group = linear ? values.firstIndex(where: { Self.same($0, item.value) }) : index[Key(value: item.value)] {
                    next[last[group]] = position
                    last[group] = position
                    counts[group] += 1
                } else {
                    if !linear { index[Key(value: item.value)] = values.count }
                    values.append(item.value)
                    counts.append(1)
                    first.append(position)
                    last.append(position)
                }
            }
        }
    }

    /// An enum's cases, with a raw value where the Swift name differs from the spec's, as few to a
    /// line as fit in `caseLineWidth` columns (`case today, allUnread, starred`).
    mutating func cases(_ cases: [(caseName: String, rawValue: String)]) {
        var pending = false
        var width = 0
        for (caseName, rawValue) in cases {
            var piece = caseName
            if SwiftName.bare(caseName) != rawValue { piece += " = " + SwiftLiteral.string(rawValue) }
            let count = piece.utf8.count
            if pending, width + 2 + count <= Self.caseLineWidth {
                append(", ")
                width += 2
            } else {
                if pending { endLine() }
                beginLine()
                append("case ")
                width = 5
                pending = true
            }
            append(piece)
            width += count
        }
        if pending { endLine() }
    }

    /// How wide a line of cases may grow, indentation aside: within 120 columns at any depth
    /// a generated enum sits at.
    static var caseLineWidth: Int { 96 }

    /// `[.a, .b]`.
    static func caseList(_ names: [String]) -> String {
        // Most rows have no children: asked once per row.
        guard !names.isEmpty else { return "[]" }
        var list = "["
        list.reserveCapacity(names.reduce(names.count * 3) { $0 + $1.utf8.count })
        for (i, name) in names.enumerated() {
            list += i == 0 ? "." : ", ."
            list += name
        }
        list += "]"
        return list
    }
}

/// One property of a generated enum whose value the spec gives per case (a title, an image, an
/// action), for `CodeWriter.caseProperties`.
struct CaseProperty {
    var doc: String?
    /// The property's name, also its label in the table (`title`).
    var name: String
    var type: String
    /// One value per case, in case order.
    var values: [String]
    /// The value the runtime protocol the enum adopts gives the property by default: a property
    /// whose every case has it is not written.
    var runtimeDefault: String?

    init(_ name: String, _ type: String, doc: String? = nil, runtimeDefault: String? = nil, values: [String]) {
        self.doc = doc
        self.name = name
        self.type = type
        self.values = values
        self.runtimeDefault = runtimeDefault
    }

    /// Every case has the runtime's default, so the protocol's extension says it.
    var isRuntimeDefault: Bool { runtimeDefault.map { d in values.allSatisfy { $0 == d } } ?? false }
}

extension CodeWriter {
    /// An enum's properties that the spec gives per case. A property whose every case has the
    /// runtime protocol's default is left to it; one whose value is the same for every case is a
    /// constant. When two or more vary, the spec's values are written once, as a
    /// table of one row per case (`_spec`), and each property reads its column, unless a `switch`
    /// per property is shorter (a property that is `nil` for all but one case). The table's name
    /// starts with `_` followed by a letter, which no case name converted from a spec id does.
    mutating func caseProperties(_ properties: [CaseProperty], caseNames: [String]) {
        let properties = properties.filter { !$0.isRuntimeDefault }
        let groups = properties.map { CaseGroups(zip(caseNames, $0.values).map { ($0, $1) }) }
        let varying = properties.indices.filter { groups[$0].values.count > 1 }
        // Lines each way: a switch per property is its groups (one a `default`) and four more; the
        // table is a row per case and five more, and a line per property that reads it.
        let separately = varying.reduce(0) { $0 + groups[$1].values.count + 4 }
        let table = caseNames.count + 5 + varying.count
        guard varying.count > 1, table < separately else {
            for (i, property) in properties.enumerated() {
                if i > 0 { blank() }
                if let doc = property.doc { self.doc(doc) }
                switchProperty("public var \(property.name): \(property.type)", cases: zip(caseNames, property.values).map { ($0, $1) })
            }
            return
        }
        let columns = varying.map { "\(properties[$0].name): \(properties[$0].type)" }.joined(separator: ", ")
        block("private var _spec: (\(columns)) {") { w in
            w.line("switch self {")
            for (c, caseName) in caseNames.enumerated() {
                let row = varying.map { properties[$0].values[c] }.joined(separator: ", ")
                w.line("case .\(caseName): (\(row))")
            }
            w.line("}")
        }
        blank()
        for (i, property) in properties.enumerated() {
            if let doc = property.doc { self.doc(doc) }
            let value = groups[i].values.count > 1 ? "_spec.\(property.name)" : (groups[i].values.first ?? "fatalError()")
            line("public var \(property.name): \(property.type) { \(value) }")
        }
    }
}
