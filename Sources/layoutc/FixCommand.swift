import Diagnostics
import LayoutCompiler
import LayoutRules

enum FixCommand {
    static let spec = CommandSpec(
        name: "fix",
        summary: "Apply the safe fix-its to specs, in place.",
        usage: "fix <spec-or-folder> ... [--dry-run] [--config <file>]",
        options: [
            .init(name: "dry-run", help: "Print a unified diff of the fixes and write nothing."),
            .init(name: "config", valueName: "file", help: "Use this configuration instead of the nearest .layoutc.yml."),
            .init(name: "format", valueName: "format", help: "For the findings that remain: " + DiagnosticOutput.formatHelp),
            .init(name: "color", valueName: "when", help: DiagnosticOutput.colorHelp),
        ],
        discussion: """
            A finding is fixed when it offers exactly one fix-it; every other byte of the file \
            (comments, key order, quoting, line endings) stays as it was. Specs are re-checked and \
            fixed again, up to four passes. A file is replaced atomically, and left untouched when \
            nothing changes or anything fails. UTF-16 files are refused.
            Exit status: 0 no errors remain, 1 errors remain, 2 usage or I/O problems.
            """)

    static func run(_ arguments: ParsedArguments) throws -> ExitCode {
        guard !arguments.positional.isEmpty else { throw UsageError(message: "no spec given; usage: layoutc \(spec.usage)") }
        let dryRun = arguments.has("dry-run")
        let output = try DiagnosticOutput(arguments)
        let paths = PathDisplay()
        let session = CheckSession(configPath: arguments.value("config"), base: FileSystem.currentDirectory(),
                                   displayPath: { paths.display($0) })
        let plan = session.plan(arguments.positional)
        var failure = !plan.errors.isEmpty
        for error in plan.errors { console.err("error: \(error)\n") }
        let configurationProblems = plan.configurations.filter { !$0.diagnostics.isEmpty }.map(\.fileDiagnostics)
        if !configurationProblems.isEmpty { console.err(XcodeRenderer().render(configurationProblems)) }
        var remaining: [FileDiagnostics] = []
        var diff = ""
        var fixCount = 0
        var fileCount = 0
        for job in plan.jobs {
            let bytes: [UInt8]
            do { bytes = try FileSystem.read(job.path, limit: job.configuration.limits.maxFileBytes) } catch {
                console.err("error: \(job.displayPath): \(error.reason)\n")
                failure = true
                continue
            }
            let outcome = FixApplier(compiler: job.compiler).fix(path: job.displayPath, bytes: bytes)
            if let refusal = outcome.refusal {
                console.err("error: \(job.displayPath): \(refusal)\n")
                failure = true
                continue
            }
            remaining.append(outcome.remaining.fileDiagnostics)
            guard outcome.changed else { continue }
            fixCount += outcome.applied
            fileCount += 1
            if dryRun {
                diff += UnifiedDiff.diff(old: outcome.original, new: outcome.fixed,
                                         oldLabel: "a/\(job.displayPath)", newLabel: "b/\(job.displayPath)")
                continue
            }
            do { try FileSystem.writeAtomically(outcome.fixed, to: job.path) } catch {
                console.err("error: \(job.displayPath): \(error.reason); the file is unchanged\n")
                failure = true
                continue
            }
            console.err("fixed \(job.displayPath) (\(count(outcome.applied, "fix-it")))\n")
        }
        if dryRun {
            console.out(diff)
            console.err("would apply \(count(fixCount, "fix-it")) in \(count(fileCount, "spec")); nothing was written\n")
            // What the fixes leave behind, in the chosen format, on stderr so stdout stays a patch.
            if arguments.value("format") != nil {
                console.err(output.render(remaining, specCount: remaining.count))
            }
        } else {
            console.out(output.render(remaining, specCount: remaining.count))
            if fixCount == 0 { console.err("nothing to fix\n") }
        }
        if failure { return .usage }
        let errorsRemain = (remaining + configurationProblems).contains { file in file.diagnostics.contains { $0.severity == .error } }
        return errorsRemain ? .findings : .success
    }

    static func count(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)\(n == 1 ? "" : "s")"
    }
}
