/// "Did you mean" for keys, values and screen names.
public enum Suggestions {
    /// The candidate closest to `word`, if it is close enough to be a plausible typo.
    public static func closest(to word: String, in candidates: [String]) -> String? {
        Candidates(candidates).closest(to: word)
    }

    /// Names prepared once for many "did you mean" questions: a spec with thousands of unknown
    /// names asks against thousands of screens, and each candidate is lowercased and measured
    /// only once.
    public struct Candidates: Sendable {
        struct Candidate: Sendable {
            var name: String
            var lowered: [UInt8]
            var scalars: [Unicode.Scalar]
            var characters: Int
        }
        let candidates: [Candidate]

        public init(_ names: [String]) {
            candidates = names.map { name in
                let lowered = name.lowercased()
                return Candidate(name: name, lowered: Array(lowered.utf8), scalars: Array(lowered.unicodeScalars),
                                 characters: name.count)
            }
        }

        /// The candidate closest to `word`, if it is close enough to be a plausible typo.
        public func closest(to word: String) -> String? {
            let loweredText = word.lowercased()
            let lowered = Array(loweredText.utf8)
            let scalars = Array(loweredText.unicodeScalars)
            let characters = word.count
            var best: (String, Int)?
            for candidate in candidates {
                if candidate.lowered == lowered { return candidate.name }
                let limit = max(1, min(characters, candidate.characters) / 3)
                // An edit changes the length by at most one.
                guard abs(scalars.count - candidate.scalars.count) <= limit else { continue }
                let distance = Suggestions.editDistance(scalars, candidate.scalars, limit: limit)
                if distance <= limit, best == nil || distance < best!.1 { best = (candidate.name, distance) }
            }
            if let best { return best.0 }
            // A short word that is the start or one whole word of exactly one candidate (`triple`
            // for `tripleColumn`, `sheet` is ambiguous between `formSheet` and `pageSheet`).
            if loweredText.count >= 3 {
                var match: String?
                var matches = 0
                for candidate in candidates
                where candidate.lowered.starts(with: lowered) || Suggestions.words(of: candidate.name).contains(loweredText) {
                    matches += 1
                    match = candidate.name
                    if matches > 1 { break }
                }
                if matches == 1 { return match }
            }
            // A longer spelling that contains the candidate, or the other way round (`preferredStyle`).
            return candidates.first { $0.characters >= 4 && Suggestions.contains(lowered, $0.lowered) }?.name
        }
    }

    /// `Candidates` that remember their answers. A spec repeats one typo wherever it was copied
    /// (20,000 rows that `push: Detial`); asking again measured every name again each time.
    public struct Answers: Sendable {
        let names: [String]
        var candidates: Candidates?
        var answers: [String: String?] = [:]

        public init(_ names: [String]) { self.names = names }

        /// How many different words have been measured against the names.
        public var measuredWords: Int { answers.count }

        /// `Candidates.closest(to:)`, asked once per word.
        public mutating func closest(to word: String) -> String? {
            if let answer = answers[word] { return answer }
            if candidates == nil { candidates = Candidates(names) }
            let answer = candidates!.closest(to: word)
            answers[word] = answer
            return answer
        }
    }

    /// `names` for a note: all of them when there are a few (`heading: `a`, `b``), else how many
    /// (`the spec declares 2000 <counted>`), so a note does not grow with the spec.
    public static func listed(_ names: [String], heading: String, counted: String) -> String {
        names.count <= 12 ? "\(heading): \(list(names, conjunction: "and"))" : "the spec declares \(names.count) \(counted)"
    }

    /// Whether `needle`'s bytes occur in `haystack` (no pattern machinery for short names).
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard needle.count <= haystack.count else { return false }
        let first = needle[0]
        for start in 0...(haystack.count - needle.count) where haystack[start] == first {
            var j = 1
            while j < needle.count && haystack[start + j] == needle[j] { j += 1 }
            if j == needle.count { return true }
        }
        return false
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
    /// With a `limit`, gives up as soon as the distance must exceed it (returning more than it).
    public static func editDistance<T: Equatable>(_ a: [T], _ b: [T], limit: Int = .max) -> Int {
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
            // Every path to the end passes through this row, and distances never shrink along one.
            if limit != .max, current.min()! > limit { return limit + 1 }
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
