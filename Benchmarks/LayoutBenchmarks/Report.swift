import Diagnostics
import JSONValue
import LayoutCompiler
import SpecSource

/// Stages added by later parts of the pipeline (renderers, emitters), measured like the rest.
struct ExtraStage {
    var name: String
    var run: (LayoutCompiler.Result, String) -> Void
}

/// A whole-process start-up measurement against the C scan as a whole process.
struct Startup {
    var name: String
    var layoutc: Double
    var scan: Double
    var ratio: Double
}

enum Report {
    static func print(results: [PairedResult], startup: [Startup], lsp: (median: Double, runs: [Double])?) {
        Swift.print("")
        Swift.print(pad("stage", 22) + pad("size", 5) + pad("median", 12, right: true) + pad("MB/s", 10, right: true)
            + pad("× scan", 9, right: true) + pad("peak mem", 12, right: true) + pad("× file", 8, right: true))
        for r in results {
            let memory = r.peakMemoryBytes.map { format(Double($0) / 1e6, 1) + " MB" } ?? ""
            let memoryRatio = r.peakMemoryBytes.map { format(Double($0) / Double(r.bytes), 1) } ?? ""
            Swift.print(pad(r.stage, 22) + pad(r.size, 5) + pad(timeText(r.medianTime), 12, right: true)
                + pad(format(r.megabytesPerSecond, 1), 10, right: true) + pad(format(r.medianRatio, 2), 9, right: true)
                + pad(memory, 12, right: true) + pad(memoryRatio, 8, right: true))
        }
        let scans = Dictionary(grouping: results, by: \.size)
        Swift.print("")
        for size in ["S", "M", "L", "XL", "app-S", "app-M", "app-L", "app-XL"] {
            guard let group = scans[size], let first = group.first else { continue }
            let scan = median(group.flatMap(\.yardstickTimes))
            Swift.print("libyaml bare scan \(size): \(timeText(scan)), \(format(Double(first.bytes) / 1e6 / scan, 1)) MB/s")
        }
        printScaling(results)
        for r in results {
            guard let dynamic = r.peakMemoryBytes else { continue }
            var line = "peak memory of check \(r.size): \(format(Double(dynamic) / 1e6, 1)) MB, \(format(Double(dynamic) / Double(r.bytes), 2))× the file"
            if let shipped = r.shippedPeakMemoryBytes {
                line += "; self-contained: \(format(Double(shipped) / 1e6, 1)) MB, \(format(Double(shipped) / Double(r.bytes), 2))×"
            }
            Swift.print(line)
        }
        for s in startup {
            Swift.print("start-up (S, whole process): \(s.name) \(timeText(s.layoutc)), C scan \(timeText(s.scan)), ratio \(format(s.ratio, 2))×")
        }
        if let lsp {
            Swift.print("language server: didChange → publishDiagnostics on a 2,000-line spec, median of \(lsp.runs.count): \(timeText(lsp.median))")
        }
    }

    /// How each stage grows from one size to the next, as the change of its ratio to the scan
    /// (the scan is linear, so a linear stage keeps its ratio): a stage whose ratio grows by more
    /// than half is named, since that is how quadratic rules and emitters showed up.
    static func printScaling(_ results: [PairedResult]) {
        let steps = [("M", "L"), ("L", "XL"), ("app-M", "app-L"), ("app-L", "app-XL")]
        for (small, large) in steps {
            let before = Dictionary(results.filter { $0.size == small }.map { ($0.stage, $0) }, uniquingKeysWith: { a, _ in a })
            let after = results.filter { $0.size == large && before[$0.stage] != nil }
            guard let first = after.first, let base = before[first.stage] else { continue }
            let growth = after.map { ($0.stage, $0.medianRatio / before[$0.stage]!.medianRatio) }
            let superlinear = growth.filter { $0.1 > 1.5 }
            let bytes = Double(first.bytes) / Double(base.bytes)
            if superlinear.isEmpty {
                let worst = growth.max { $0.1 < $1.1 }
                Swift.print("scaling \(small) → \(large) (\(format(bytes, 1))× the bytes): every stage within 1.5× of linear"
                            + (worst.map { " (most: \($0.0), \(format($0.1, 2))×)" } ?? ""))
            } else {
                Swift.print("scaling \(small) → \(large) (\(format(bytes, 1))× the bytes): SUPERLINEAR "
                            + superlinear.map { "\($0.0) \(format($0.1, 2))×" }.joined(separator: ", "))
            }
        }
    }

    static func timeText(_ seconds: Double) -> String {
        if seconds < 1e-3 { return format(seconds * 1e6, 1) + " µs" }
        if seconds < 1 { return format(seconds * 1e3, 2) + " ms" }
        return format(seconds, 3) + " s"
    }

    static func json(results: [PairedResult], startup: [Startup], lsp: (median: Double, runs: [Double])?) -> JSON {
        var pairs: [(String, JSON)] = [("version", .int(1))]
        pairs.append(("results", .array(results.map { r in
            .object([
                ("stage", .string(r.stage)),
                ("size", .string(r.size)),
                ("bytes", .int(r.bytes)),
                ("runs", .int(r.times.count)),
                ("medianSeconds", .double(r.medianTime)),
                ("megabytesPerSecond", .double(r.megabytesPerSecond)),
                ("medianRatioToScan", .double(r.medianRatio)),
                ("peakMemoryBytes", r.peakMemoryBytes.map(JSON.int) ?? .null),
                ("shippedPeakMemoryBytes", r.shippedPeakMemoryBytes.map(JSON.int) ?? .null),
            ])
        })))
        pairs.append(("startup", .array(startup.map { s in
            .object([
                ("name", .string(s.name)),
                ("layoutcCheckSeconds", .double(s.layoutc)),
                ("cScanSeconds", .double(s.scan)),
                ("medianRatio", .double(s.ratio)),
            ])
        })))
        if let lsp {
            pairs.append(("languageServer", .object([
                ("didChangeToPublishDiagnosticsMedianSeconds", .double(lsp.median)),
                ("runs", .int(lsp.runs.count)),
            ])))
        }
        return .object(pairs)
    }

    /// Prints how each stage's ratio moved against an earlier run's JSON.
    static func compare(current: [PairedResult], previousPath: String) {
        guard let bytes = try? FileSystem.read(previousPath) else {
            Swift.print("cannot read \(previousPath)")
            return
        }
        let tree = YAMLParser.parse(path: previousPath, bytes: bytes) // JSON is YAML
        guard let root = tree.root, let list = tree.value(root, forKey: "results") else { return }
        var previous: [String: Double] = [:]
        for entry in tree.items(list) {
            guard let stage = tree.value(entry, forKey: "stage"), let size = tree.value(entry, forKey: "size"),
                  let ratio = tree.value(entry, forKey: "medianRatioToScan"), case .float(let r) = tree.resolve(ratio) else { continue }
            previous["\(tree.string(stage))|\(tree.string(size))"] = r
        }
        Swift.print("\ncompared with \(previousPath) (ratio to scan, before → now):")
        for r in current {
            guard let before = previous["\(r.stage)|\(r.size)"] else { continue }
            let change = (r.medianRatio / before - 1) * 100
            Swift.print(pad(r.stage, 22) + pad(r.size, 5) + format(before) + " → " + format(r.medianRatio) + "  (" + (change >= 0 ? "+" : "") + format(change, 1) + "%)")
        }
    }
}
