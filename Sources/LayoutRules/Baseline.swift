import Diagnostics
import SpecSource

/// Today's findings, recorded so that a project adopting layoutc (or a new rule) sees only the
/// findings it adds from now on.
///
/// A finding is matched by rule, path and a fingerprint of its content (the flagged text and
/// the trimmed text of its line), never by line number, so lines inserted above it do not
/// make it new. Identical findings are counted, and matched as a multiset.
public struct Baseline: Sendable, Equatable {
    public static let version = 1

    public struct Entry: Sendable, Equatable, Hashable, Comparable {
        public var ruleID: String
        /// The spec's path relative to the baseline file's folder, `/`-separated.
        public var path: String
        /// 16 hex digits of FNV-1a 64.
        public var fingerprint: String
        /// How many identical findings there are.
        public var count: Int
        /// The first finding's message, for people reading the file; not used for matching.
        public var message: String

        public init(ruleID: String, path: String, fingerprint: String, count: Int = 1, message: String = "") {
            self.ruleID = ruleID
            self.path = path
            self.fingerprint = fingerprint
            self.count = count
            self.message = message
        }

        var key: Key { Key(ruleID: ruleID, path: path, fingerprint: fingerprint) }

        public static func < (a: Entry, b: Entry) -> Bool {
            (a.path, a.ruleID, a.fingerprint, a.message) < (b.path, b.ruleID, b.fingerprint, b.message)
        }
    }

    struct Key: Hashable {
        var ruleID: String
        var path: String
        var fingerprint: String
    }

    /// Sorted by path, rule and fingerprint, so the file is deterministic and diffs well.
    public private(set) var entries: [Entry]

    public init(entries: [Entry] = []) {
        var merged: [Key: Entry] = [:]
        for entry in entries {
            if var existing = merged[entry.key] {
                existing.count += entry.count
                merged[entry.key] = existing
            } else {
                merged[entry.key] = entry
            }
        }
        self.entries = merged.values.sorted()
    }

    /// Records the findings of checked specs. `path` gives each spec's path as the baseline
    /// stores it (relative to the baseline file's folder).
    public init(recording files: [FileDiagnostics], path: (FileDiagnostics) -> String) {
        var entries: [Entry] = []
        for file in files {
            let stored = path(file)
            for diagnostic in file.diagnostics {
                entries.append(Entry(ruleID: diagnostic.ruleID, path: stored,
                                     fingerprint: Self.fingerprint(of: diagnostic, in: file.source, path: stored),
                                     message: diagnostic.message))
            }
        }
        self.init(entries: entries)
    }

    /// What comparing today's findings with the baseline found.
    public struct Comparison: Sendable {
        /// Findings not in the baseline, per file, in the order given.
        public var files: [FileDiagnostics]
        /// Baseline entries of the checked specs that no longer occur (with the count missing).
        public var stale: [Entry]
        /// How many findings the baseline matched (and so hid).
        public var matched: Int
    }

    /// Keeps only new findings. Entries of specs that were not checked in this run are neither
    /// matched nor stale.
    public func compare(_ files: [FileDiagnostics], path: (FileDiagnostics) -> String) -> Comparison {
        var remaining: [Key: Int] = [:]
        for entry in entries { remaining[entry.key, default: 0] += entry.count }
        var checkedPaths = Set<String>()
        var matched = 0
        var result: [FileDiagnostics] = []
        for file in files {
            let stored = path(file)
            checkedPaths.insert(stored)
            var kept = file
            kept.diagnostics = file.diagnostics.filter { diagnostic in
                let key = Key(ruleID: diagnostic.ruleID, path: stored,
                              fingerprint: Self.fingerprint(of: diagnostic, in: file.source, path: stored))
                guard let left = remaining[key], left > 0 else { return true }
                remaining[key] = left - 1
                matched += 1
                return false
            }
            result.append(kept)
        }
        let stale = entries.compactMap { entry -> Entry? in
            guard checkedPaths.contains(entry.path), let left = remaining[entry.key], left > 0 else { return nil }
            var missing = entry
            missing.count = left
            return missing
        }
        return Comparison(files: result, stale: stale, matched: matched)
    }

    /// FNV-1a 64 of the rule id, the path, the flagged text and the trimmed text of the line the
    /// finding starts on, separated by NUL bytes: stable when lines move, new when the text changes.
    public static func fingerprint(of diagnostic: Diagnostic, in source: SourceFile, path: String) -> String {
        var hash = FNV1a64()
        hash.add(diagnostic.ruleID.utf8)
        hash.add(CollectionOfOne(0))
        hash.add(path.utf8)
        hash.add(CollectionOfOne(0))
        let bytes = source.bytes
        let start = max(0, min(diagnostic.range.start, bytes.count))
        let end = max(start, min(diagnostic.range.end, bytes.count))
        hash.add(bytes[start..<end])
        hash.add(CollectionOfOne(0))
        let line = source.lineBytes(source.lineIndex(of: start))
        var lower = line.startIndex
        var upper = line.endIndex
        while lower < upper, line[lower] == 0x20 || line[lower] == 0x09 { lower += 1 }
        while upper > lower, line[upper - 1] == 0x20 || line[upper - 1] == 0x09 { upper -= 1 }
        hash.add(line[lower..<upper])
        return hash.hex
    }
}

/// The 64-bit Fowler–Noll–Vo hash, FNV-1a variant: tiny, fast, and the same on every machine
/// (unlike `Hasher`, which is seeded per process).
struct FNV1a64 {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add<S: Sequence>(_ bytes: S) where S.Element == UInt8 {
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
    }

    /// 16 lowercase hex digits.
    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
