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

    /// Myers' O(ND) shortest edit script, deletions before insertions within a change.
    static func editScript(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Step] {
        let n = a.count
        let m = b.count
        let max = n + m
        let offset = max + 1
        var v = [Int](repeating: 0, count: 2 * max + 3)
        var trace: [[Int]] = []
        search: for d in 0...max {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                    x = v[offset + k + 1]
                } else {
                    x = v[offset + k - 1] + 1
                }
                var y = x - k
                while x < n && y < m && a[x] == b[y] {
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
            let frontier = trace[d]
            let k = x - y
            let previousK: Int
            if k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1]) {
                previousK = k + 1
            } else {
                previousK = k - 1
            }
            let previousX = d == 0 ? 0 : frontier[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                x -= 1
                y -= 1
                steps.append(Step(kind: .same, oldIndex: x, newIndex: y))
            }
            if d > 0 {
                if x == previousX {
                    y -= 1
                    steps.append(Step(kind: .insert, oldIndex: x, newIndex: y))
                } else {
                    x -= 1
                    steps.append(Step(kind: .delete, oldIndex: x, newIndex: y))
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
