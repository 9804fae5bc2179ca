import Diagnostics
import LayoutRules
import SpecSource

/// Applies the safe fix-its of a spec's findings, touching no other byte of the file.
///
/// Safe means: the finding offers exactly one fix-it (several mean a person has to choose), and
/// its edits overlap no edit already taken in this pass. After each pass the text is checked
/// again, because a fix-it can overlap another one taken before it; a pass that would make the
/// text unreadable YAML is thrown away.
///
/// `fix` applies what `check` shows and nothing else: the findings of the first text that
/// reads as YAML (the file itself, or the file once its syntax fix-its are in, since a syntax
/// error hides every other finding). A finding that appears only after another is fixed is
/// left for the author to see in the remaining findings; it is never applied unseen.
public struct FixApplier: Sendable {
    public var compiler: LayoutCompiler
    public var maxPasses: Int

    public init(compiler: LayoutCompiler, maxPasses: Int = 8) {
        self.compiler = compiler
        self.maxPasses = maxPasses
    }

    public struct Outcome: Sendable {
        public var original: [UInt8]
        /// The text after fixing; equal to `original` when nothing was fixed.
        public var fixed: [UInt8]
        /// How many fix-its were applied over all passes.
        public var applied: Int
        /// The findings that remain in `fixed`.
        public var remaining: LayoutCompiler.Result
        /// Why the file was left alone, when it was refused.
        public var refusal: String?
        public var changed: Bool { fixed != original }
    }

    public func fix(path: String, bytes: [UInt8]) -> Outcome {
        var result = compiler.check(path: path, bytes: bytes)
        switch result.source.encoding {
        case .utf16LittleEndian, .utf16BigEndian:
            return Outcome(original: bytes, fixed: bytes, applied: 0, remaining: result,
                           refusal: "the file is UTF-16; `layoutc fix` only rewrites UTF-8 files, so save it as UTF-8 first")
        case .utf8, .utf8WithBOM:
            break
        }
        var current = bytes
        var applied = 0
        var shown = result.tree.problems.isEmpty ? Shown(result.diagnostics) : nil
        for _ in 0..<maxPasses {
            let candidates = shown.map { $0.unfixed(in: result.diagnostics) } ?? result.diagnostics
            let edits = Self.safeEdits(candidates)
            guard edits.fixCount > 0 else { break }
            let next = Self.apply(edits.edits, to: current)
            let nextResult = compiler.check(path: path, bytes: next)
            // A fix must never make the text unreadable: keep the last good text instead.
            if nextResult.tree.problems.count > result.tree.problems.count || next == current { break }
            current = next
            result = nextResult
            applied += edits.fixCount
            if let taken = shown {
                shown = taken.removing(edits.fixed)
            } else if result.tree.problems.isEmpty {
                shown = Shown(result.diagnostics)
            }
        }
        return Outcome(original: bytes, fixed: current, applied: applied, remaining: result, refusal: nil)
    }

    /// The findings `check` showed, by rule and message (positions move as fix-its edit the
    /// text above them), less those already fixed.
    struct Shown {
        var counts: [String: Int] = [:]

        init(_ diagnostics: [Diagnostic]) {
            for diagnostic in diagnostics where !diagnostic.fixIts.isEmpty { counts[Self.key(diagnostic), default: 0] += 1 }
        }

        static func key(_ diagnostic: Diagnostic) -> String { diagnostic.ruleID + "\u{0}" + diagnostic.message }

        /// The findings of `diagnostics` that were shown and are not fixed yet.
        func unfixed(in diagnostics: [Diagnostic]) -> [Diagnostic] {
            var left = counts
            return diagnostics.filter { diagnostic in
                let key = Self.key(diagnostic)
                guard let count = left[key], count > 0 else { return false }
                left[key] = count - 1
                return true
            }
        }

        func removing(_ fixed: [Diagnostic]) -> Shown {
            var copy = self
            for diagnostic in fixed { copy.counts[Self.key(diagnostic), default: 0] -= 1 }
            return copy
        }
    }

    /// The edits of every finding with exactly one fix-it, skipping fix-its that overlap one
    /// already taken (the finding is then fixed in a later pass, if it still applies).
    public static func safeEdits(_ diagnostics: [Diagnostic]) -> (edits: [TextEdit], fixCount: Int, fixed: [Diagnostic]) {
        var taken = TakenEdits()
        var fixed: [Diagnostic] = []
        for diagnostic in diagnostics where diagnostic.fixIts.count == 1 {
            let edits = diagnostic.fixIts[0].edits
            guard !edits.isEmpty,
                  !edits.enumerated().contains(where: { i, a in edits[(i + 1)...].contains { overlaps(a, $0) } }),
                  !edits.contains(where: taken.overlaps) else { continue }
            for edit in edits { taken.insert(edit) }
            fixed.append(diagnostic)
        }
        return (taken.inOrderTaken, fixed.count, fixed)
    }

    /// The edits taken so far, sorted by place, so a new edit is checked against its neighbours
    /// only: 40,000 fix-its are 40,000 look-ups, not 40,000 scans of all the others.
    struct TakenEdits {
        var sorted: [TextEdit] = []
        var inOrderTaken: [TextEdit] = []

        static func precedes(_ a: TextEdit, _ b: TextEdit) -> Bool {
            (a.range.start, a.range.end) < (b.range.start, b.range.end)
        }

        /// The first index whose edit does not precede `edit`.
        func index(of edit: TextEdit) -> Int {
            if let last = sorted.last, Self.precedes(last, edit) { return sorted.count }
            var low = 0
            var high = sorted.count
            while low < high {
                let middle = (low + high) / 2
                if Self.precedes(sorted[middle], edit) { low = middle + 1 } else { high = middle }
            }
            return low
        }

        /// Taken edits do not overlap each other, so only the few next to its place can
        /// overlap `edit`: those that end at or after its start, and start at or before its end.
        func overlaps(_ edit: TextEdit) -> Bool {
            let at = index(of: edit)
            var before = at - 1
            while before >= 0, sorted[before].range.end >= edit.range.start {
                if FixApplier.overlaps(edit, sorted[before]) { return true }
                before -= 1
            }
            var after = at
            while after < sorted.count, sorted[after].range.start <= edit.range.end {
                if FixApplier.overlaps(edit, sorted[after]) { return true }
                after += 1
            }
            return false
        }

        mutating func insert(_ edit: TextEdit) {
            sorted.insert(edit, at: index(of: edit))
            inOrderTaken.append(edit)
        }
    }

    /// Two edits conflict when their ranges share a byte, or when both insert at one place (the
    /// order of the insertions would be a guess), or one inserts strictly inside the other.
    static func overlaps(_ a: TextEdit, _ b: TextEdit) -> Bool {
        let (x, y) = (a.range, b.range)
        if x.isEmpty && y.isEmpty { return x.start == y.start }
        if x.isEmpty { return x.start > y.start && x.start < y.end }
        if y.isEmpty { return y.start > x.start && y.start < x.end }
        return x.start < y.end && y.start < x.end
    }

    /// Applies non-overlapping edits, copying every byte outside them unchanged.
    public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        let sorted = edits.sorted { ($0.range.start, $0.range.end) < ($1.range.start, $1.range.end) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 64)
        var cursor = 0
        for edit in sorted {
            let start = max(cursor, min(edit.range.start, bytes.count))
            let end = max(start, min(edit.range.end, bytes.count))
            out += bytes[cursor..<start]
            out += edit.replacement.utf8
            cursor = end
        }
        out += bytes[cursor...]
        return out
    }
}
