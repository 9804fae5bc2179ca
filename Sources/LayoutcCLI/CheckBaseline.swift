import Diagnostics
import LayoutCompiler
import LayoutRules

/// `check --baseline FILE` and `check --write-baseline FILE`: record today's findings, and
/// later report only new ones, saying which recorded ones are gone so the file can shrink.
enum CheckBaseline {
    static let options: [CommandSpec.Option] = [
        .init(name: "baseline", valueName: "file", help: "Report only findings not recorded in this baseline."),
        .init(name: "write-baseline", valueName: "file", help: "Record the current findings in this baseline file."),
    ]

    /// Applies both options to a finished run. Returns false when a baseline file could not be
    /// read or written (exit status 2).
    static func apply(_ arguments: ParsedArguments, to outcome: inout CheckSession.Outcome, _ context: CommandContext) -> Bool {
        let console = context.console
        let cwd = context.currentDirectory
        func key(relativeTo baselinePath: String) -> (FileDiagnostics) -> String {
            let folder = PathArithmetic.directory(of: PathArithmetic.absolute(baselinePath, base: cwd))
            return { file in PathArithmetic.relative(PathArithmetic.absolute(file.source.path, base: cwd), to: folder) }
        }
        let recorded = arguments.value("write-baseline").map { Baseline(recording: outcome.specs, path: key(relativeTo: $0)) }
        var ok = true
        if let path = arguments.value("baseline") {
            do {
                let bytes = try FileSystem.read(context.absolute(path), limit: 64 << 20)
                let baseline = try Baseline.read(path: context.paths.display(path), bytes: bytes)
                report(outcome.apply(baseline, path: key(relativeTo: path)), baselinePath: path, console)
            } catch let error as FileSystem.Error {
                console.err("error: baseline \(error)\n")
                ok = false
            } catch {
                console.err("error: \(error)\n")
                ok = false
            }
        }
        if let path = arguments.value("write-baseline"), let recorded {
            do {
                try FileSystem.writeAtomically(Array(recorded.json().utf8), to: context.absolute(path))
                let total = recorded.entries.reduce(0) { $0 + $1.count }
                console.err("note: wrote \(path) with \(Quantity.of(total, "finding"))\n")
            } catch {
                console.err("error: \(error)\n")
                ok = false
            }
        }
        return ok
    }

    /// Baseline notes go to stderr so the diagnostics on stdout stay in the chosen format.
    static func report(_ comparison: Baseline.Comparison, baselinePath: String, _ console: Console) {
        if comparison.matched > 0 {
            console.err("note: \(comparison.matched) finding\(comparison.matched == 1 ? " is" : "s are") in the baseline \(baselinePath) and not shown\n")
        }
        guard !comparison.stale.isEmpty else { return }
        let total = comparison.stale.reduce(0) { $0 + $1.count }
        console.err("note: \(Quantity.of(total, "finding")) in the baseline \(baselinePath) no longer occur\(total == 1 ? "s" : ""); "
            + "run with --write-baseline \(baselinePath) to shrink it\n")
        for entry in comparison.stale {
            let times = entry.count > 1 ? " (\(entry.count)×)" : ""
            console.err("note: gone: \(entry.path): [\(entry.ruleID)] \(entry.message)\(times)\n")
        }
    }
}
