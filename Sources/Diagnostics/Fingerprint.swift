import SpecSource

/// A content fingerprint of a finding that survives edits elsewhere in the file: it hashes
/// the rule id, the path, the flagged text and the trimmed text of its line, never the line
/// number. SARIF's `partialFingerprints` use it so code scanning keeps tracking an alert when
/// lines are inserted above it; a baseline can match findings with it for the same reason.
public enum Fingerprint {
    /// The fingerprint of `diagnostic` in `source`, as 16 lowercase hex digits.
    public static func of(_ diagnostic: Diagnostic, in source: SourceFile) -> String {
        let range = source.clamped(diagnostic.range)
        let line = source.lineBytes(source.lineIndex(of: range.start))
        var input: [UInt8] = []
        input += diagnostic.ruleID.utf8
        input.append(0)
        input += source.path.utf8
        input.append(0)
        input += source.bytes[range.start..<range.end]
        input.append(0)
        input += trimmed(line)
        return hex(fnv1a64(input))
    }

    /// 64-bit FNV-1a: tiny, fast, stable across platforms and releases (unlike `Hasher`,
    /// which is seeded per process).
    public static func fnv1a64<S: Sequence>(_ bytes: S) -> UInt64 where S.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    public static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    static func trimmed(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var lower = line.startIndex
        var upper = line.endIndex
        while lower < upper, line[lower] == 0x20 || line[lower] == 0x09 { lower += 1 }
        while upper > lower, line[upper - 1] == 0x20 || line[upper - 1] == 0x09 { upper -= 1 }
        return line[lower..<upper]
    }
}
