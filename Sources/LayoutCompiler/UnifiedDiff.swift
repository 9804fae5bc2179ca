/// A unified diff of two texts by lines, for `layoutc fix --dry-run`: `---`/`+++` headers and
/// `@@` hunks with three lines of context, the shape `patch` and `git apply` read.
///
/// Lines keep their own line breaks, when compared and when printed, so a changed line ending
/// is a change (a last line with no break gets `\ No newline at end of file`).
public enum UnifiedDiff {
    public static func diff(old: [UInt8], new: [UInt8], oldLabel: String, newLabel: String, context: Int = 3) -> String {
        let a = lines(old)
        let b = lines(new)
        let script = editScript(a, b)
        guard script.contains(where: { $0.kind != .same }) else { return "" }
        var out = "--- \(oldLabel)\n+++ \(newLabel)\n"
        for hunk in hunks(script, context: context) {
            let oldStart = hunk.first!.oldIndex
            let newStart = hunk.first!.newIndex
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            out += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for step in hunk {
                switch step.kind {
                case .same: out += " " + text(a[step.oldIndex])
                case .delete: out += "-" + text(a[step.oldIndex])
                case .insert: out += "+" + text(b[step.newIndex])
                }
            }
        }
        return out
    }

    /// `start,count` with GNU's conventions: 1-based, `,1` omitted, an empty range names the line before.
    static func range(_ start: Int, _ count: Int) -> String {
        if count == 0 { return "\(start),0" }
        return count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
    }

    /// The line with its own break (a CRLF file's diff keeps its CRs, as `git diff` does); a
    /// lone `\r` break is printed as `\n`, and a missing last break is marked.
    static func text(_ line: ArraySlice<UInt8>) -> String {
        switch line.last {
        case 0x0A?: return String(decoding: line, as: UTF8.self)
        case 0x0D?: return String(decoding: line.dropLast(), as: UTF8.self) + "\n"
        default: return String(decoding: line, as: UTF8.self) + "\n\\ No newline at end of file\n"
        }
    }

    /// Lines including their breaks (`\n`, `\r\n` or a lone `\r`).
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        var start = 0
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x0A {
                result.append(bytes[start...i])
                start = i + 1
            } else if bytes[i] == 0x0D {
                if i + 1 < bytes.count && bytes[i + 1] == 0x0A { i += 1 }
                result.append(bytes[start...i])
                start = i + 1
            }
            i += 1
        }
        if start < bytes.count { result.append(bytes[start...]) }
        return result
    }

    struct Step: Equatable {
        enum Kind { case same, delete, insert }
        var kind: Kind
        /// For `insert`, the old position the line is inserted before.
        var oldIndex: Int
        /// For `delete`, the new position the line would have been at.
        var newIndex: Int
    }

    /// The edit script of two texts' lines, in space and time that grow with their length even
    /// when every other line changed (`fix` renaming 40,000 misspelt keys): common ends are
    /// trimmed, lines that occur once on each side and keep their order anchor the rest (as
    /// patience diff does), and only the regions between anchors get Myers' shortest edit
    /// script. A region too large for that, with no line to anchor it, is shown replaced whole.
    static func editScript(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Step] {
        var steps: [Step] = []
        steps.reserveCapacity(Swift.max(a.count, b.count))
        region(a, 0..<a.count, b, 0..<b.count, into: &steps, depth: 0)
        return steps
    }

    /// Regions of at most this many lines (both sides) get a shortest edit script.
    static let shortestScriptLines = 1_000

    static func region(_ a: [ArraySlice<UInt8>], _ oldLines: Range<Int>, _ b: [ArraySlice<UInt8>], _ newLines: Range<Int>,
                       into steps: inout [Step], depth: Int) {
        var (a0, a1, b0, b1) = (oldLines.lowerBound, oldLines.upperBound, newLines.lowerBound, newLines.upperBound)
        while a0 < a1, b0 < b1, a[a0] == b[b0] {
            steps.append(Step(kind: .same, oldIndex: a0, newIndex: b0))
            a0 += 1
            b0 += 1
        }
        var suffix = 0
        while a1 > a0, b1 > b0, a[a1 - 1] == b[b1 - 1] {
            a1 -= 1
            b1 -= 1
            suffix += 1
        }
        let anchors = (a1 - a0) + (b1 - b0) <= shortestScriptLines || depth > 64 ? [] : uniqueAnchors(a, a0..<a1, b, b0..<b1)
        if !anchors.isEmpty {
            var (x, y) = (a0, b0)
            for (anchorOld, anchorNew) in anchors {
                region(a, x..<anchorOld, b, y..<anchorNew, into: &steps, depth: depth + 1)
                steps.append(Step(kind: .same, oldIndex: anchorOld, newIndex: anchorNew))
                (x, y) = (anchorOld + 1, anchorNew + 1)
            }
            region(a, x..<a1, b, y..<b1, into: &steps, depth: depth + 1)
        } else if (a1 - a0) + (b1 - b0) <= shortestScriptLines {
            steps += shortestScript(a[a0..<a1], b[b0..<b1])
        } else {
            steps += (a0..<a1).map { Step(kind: .delete, oldIndex: $0, newIndex: b0) }
            steps += (b0..<b1).map { Step(kind: .insert, oldIndex: a1, newIndex: $0) }
        }
        for i in 0..<suffix { steps.append(Step(kind: .same, oldIndex: a1 + i, newIndex: b1 + i)) }
    }

    /// Lines that occur exactly once in each region, as (old, new) index pairs, the longest run
    /// of them whose order is the same on both sides.
    static func uniqueAnchors(_ a: [ArraySlice<UInt8>], _ oldLines: Range<Int>, _ b: [ArraySlice<UInt8>],
                              _ newLines: Range<Int>) -> [(Int, Int)] {
        var counts: [ArraySlice<UInt8>: (old: Int, new: Int, newIndex: Int)] = [:]
        for i in oldLines { counts[a[i], default: (0, 0, 0)].old += 1 }
        for i in newLines {
            guard var entry = counts[b[i]] else { continue }
            entry.new += 1
            entry.newIndex = i
            counts[b[i]] = entry
        }
        let pairs = oldLines.compactMap { i -> (Int, Int)? in
            guard let entry = counts[a[i]], entry.old == 1, entry.new == 1 else { return nil }
            return (i, entry.newIndex)
        }
        // Longest increasing run of new indices (patience sorting), kept with back links.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: pairs.count)
        for (index, pair) in pairs.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if pairs[tails[middle]].1 < pair.1 { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var run: [(Int, Int)] = []
        var index = tails.last ?? -1
        while index >= 0 {
            run.append(pairs[index])
            index = previous[index]
        }
        return run.reversed()
    }

    /// Myers' O(ND) shortest edit script of a small region, deletions before insertions within
    /// a change; each step keeps only the frontier it can reach.
    static func shortestScript(_ a: ArraySlice<ArraySlice<UInt8>>, _ b: ArraySlice<ArraySlice<UInt8>>) -> [Step] {
        let n = a.count
        let m = b.count
        let (a0, b0) = (a.startIndex, b.startIndex)
        let max = n + m
        let offset = max + 1
        var v = [Int](repeating: 0, count: 2 * max + 3)
        var trace: [(base: Int, values: [Int])] = []
        search: for d in 0...max {
            trace.append((offset - d - 1, Array(v[(offset - d - 1)...(offset + d + 1)])))
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                    x = v[offset + k + 1]
                } else {
                    x = v[offset + k - 1] + 1
                }
                var y = x - k
                while x < n && y < m && a[a0 + x] == b[b0 + y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n && y >= m { break search }
            }
        }
        // Walk back through the saved frontiers.
        var steps: [Step] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let (base, values) = trace[d]
            func frontier(_ index: Int) -> Int { values[index - base] }
            let k = x - y
            let previousK: Int
            if k == -d || (k != d && frontier(offset + k - 1) < frontier(offset + k + 1)) {
                previousK = k + 1
            } else {
                previousK = k - 1
            }
            let previousX = d == 0 ? 0 : frontier(offset + previousK)
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                x -= 1
                y -= 1
                steps.append(Step(kind: .same, oldIndex: a0 + x, newIndex: b0 + y))
            }
            if d > 0 {
                if x == previousX {
                    y -= 1
                    steps.append(Step(kind: .insert, oldIndex: a0 + x, newIndex: b0 + y))
                } else {
                    x -= 1
                    steps.append(Step(kind: .delete, oldIndex: a0 + x, newIndex: b0 + y))
                }
            }
            x = previousX
            y = previousY
        }
        return steps.reversed()
    }

    /// Groups changes with `context` unchanged lines around them, merging groups whose contexts touch.
    static func hunks(_ script: [Step], context: Int) -> [[Step]] {
        let changed = script.indices.filter { script[$0].kind != .same }
        var groups: [[Step]] = []
        var groupStart = -1
        var groupEnd = -1
        for index in changed {
            let start = Swift.max(0, index - context)
            let end = Swift.min(script.count - 1, index + context)
            if groupStart >= 0 && start <= groupEnd + 1 {
                groupEnd = end
            } else {
                if groupStart >= 0 { groups.append(Array(script[groupStart...groupEnd])) }
                groupStart = start
                groupEnd = end
            }
        }
        if groupStart >= 0 { groups.append(Array(script[groupStart...groupEnd])) }
        return groups
    }
}
