/// "Did you mean" for keys, values and screen names.
public enum Suggestions {
    /// The candidate closest to `word`, if it is close enough to be a plausible typo.
    public static func closest(to word: String, in candidates: [String]) -> String? {
        let lowered = word.lowercased()
        var best: (String, Int)?
        for candidate in candidates {
            let c = candidate.lowercased()
            if c == lowered { return candidate }
            let distance = editDistance(Array(lowered.unicodeScalars), Array(c.unicodeScalars))
            let limit = max(1, min(word.count, candidate.count) / 3)
            if distance <= limit, best == nil || distance < best!.1 { best = (candidate, distance) }
        }
        if let best { return best.0 }
        // A short word that is the start or one whole word of exactly one candidate (`triple`
        // for `tripleColumn`, `sheet` is ambiguous between `formSheet` and `pageSheet`).
        if lowered.count >= 3 {
            let matches = candidates.filter { candidate in
                candidate.lowercased().hasPrefix(lowered) || words(of: candidate).contains(lowered)
            }
            if matches.count == 1 { return matches[0] }
        }
        // A longer spelling that contains the candidate, or the other way round (`preferredStyle`).
        return candidates.first { lowered.contains($0.lowercased()) && $0.count >= 4 }
    }

    /// The lowercased words of a camelCase name: `tripleColumn` → `triple`, `column`.
    static func words(of name: String) -> [String] {
        var result: [String] = []
        var current = ""
        for character in name {
            if character.isUppercase, !current.isEmpty { result.append(current); current = "" }
            current += character.lowercased()
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit.
    public static func editDistance<T: Equatable>(_ a: [T], _ b: [T]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }

    /// "`a`, `b` or `c`" for messages.
    public static func list(_ values: [String], conjunction: String = "or") -> String {
        let quoted = values.map { "`\($0)`" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + quoted.last!
    }
}
