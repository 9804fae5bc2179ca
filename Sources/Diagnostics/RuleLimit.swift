/// How many findings of one rule a human reads: past a number, one more of the same says
/// nothing new, and 20,000 of them bury the rest. The formats people read (human, Xcode) print
/// the first ones of each rule and count the others in one line; the machine formats list every
/// one.
public struct RuleLimit: Sendable {
    /// The most findings of one rule printed; nil prints all.
    public var maximum: Int?
    var printed: [String: Int] = [:]
    var omitted: [String: Int] = [:]
    var order: [String] = []

    public init(maximum: Int?) {
        self.maximum = maximum
    }

    /// The default for the formats people read.
    public static let readable = 100

    /// Whether to print `diagnostic`; counts it either way.
    public mutating func admits(_ diagnostic: Diagnostic) -> Bool {
        guard let maximum else { return true }
        let count = printed[diagnostic.ruleID, default: 0]
        if count < maximum {
            printed[diagnostic.ruleID] = count + 1
            return true
        }
        if omitted[diagnostic.ruleID] == nil { order.append(diagnostic.ruleID) }
        omitted[diagnostic.ruleID, default: 0] += 1
        return false
    }

    /// One line per rule with findings left out, in the order the rules first overflowed.
    public var omissions: [String] {
        order.map { rule in
            let count = omitted[rule]!
            return "note: \(count) more [\(rule)] \(count == 1 ? "finding" : "findings") not shown; `--format json` lists every one"
        }
    }
}
