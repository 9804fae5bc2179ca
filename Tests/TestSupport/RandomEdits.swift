/// SplitMix64: small, fast, and the same sequence for a seed on every machine, so a failing
/// random case reproduces.
public struct SeededGenerator: RandomNumberGenerator {
    public var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Small edits to real texts, the mistakes people make while typing: every third one deletes a
/// byte, the others insert one of `insertions` (YAML's meaningful characters).
public enum RandomEdits {
    public static let yamlInsertions: [[UInt8]] = [[0x20], [0x0A], Array(":".utf8), Array("- ".utf8), Array("#".utf8),
                                                   Array("\"".utf8), Array("{".utf8), Array("]".utf8), Array(",".utf8),
                                                   Array("'".utf8), Array("  ".utf8), Array("&a ".utf8), Array("*a".utf8)]

    /// `count` edited texts, each one edit away from one of `originals` (taken in turn), with a
    /// name that says where the edit is.
    public static func edits(of originals: [[UInt8]], count: Int, seed: UInt64,
                             insertions: [[UInt8]] = yamlInsertions) -> [(name: String, bytes: [UInt8])] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { round in
            var bytes = originals[round % originals.count]
            let position = Int(generator.next() % UInt64(bytes.count))
            if round % 3 == 0 {
                bytes.remove(at: position)
            } else {
                bytes.insert(contentsOf: insertions[Int(generator.next() % UInt64(insertions.count))], at: position)
            }
            return ("edit \(round) at \(position)", bytes)
        }
    }
}
