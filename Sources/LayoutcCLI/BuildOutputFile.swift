import Diagnostics
import LayoutCompiler
import SwiftEmitter

/// `layoutc build SPEC --output-file PATH`: one spec's model to exactly that file and each
/// target's code beside it, as a build system's command (the SwiftPM plugin, Bazel) needs; `BuildSession.build(spec:toFile:)` does the work. The
/// spec uses the nearest `.layoutc.yml` (severities, `strict`), as `layoutc check` would.
enum BuildOutputFile {
    static func run(_ arguments: ParsedArguments, outputFile: String, _ context: CommandContext) throws -> ExitCode {
        let console = context.console
        guard arguments.positional.count == 1, let specPath = arguments.positional.first else {
            throw UsageError(message: "--output-file takes exactly one spec, found \(arguments.positional.count)")
        }
        guard arguments.value("output") == nil else { throw UsageError(message: "use either --output or --output-file, not both") }
        guard FileSystem.kind(of: context.absolute(specPath)) != .directory else {
            throw UsageError(message: "--output-file takes a spec file, not a folder: \(specPath)")
        }
        let output = try DiagnosticOutput(arguments, context, writingTo: .standardError)
        // Paths as given: the plugin passes absolute ones, which Xcode needs to open the spec.
        let check = CheckSession(configPath: arguments.value("config"), strict: arguments.has("strict"), base: context.currentDirectory)
        let outcome = BuildSession(check: check, targets: try BuildCommand.targets(arguments), access: try BuildCommand.access(arguments)).build(spec: specPath, toFile: outputFile)
        for error in outcome.errors { console.err("error: \(error)\n") }
        guard outcome.errors.isEmpty, let spec = outcome.specs.first else { return .usage }
        if !outcome.findings.isEmpty {
            console.err(output.render(outcome.findings, specCount: 1, otherSources: outcome.configurationSources))
        }
        if let error = spec.emitError {
            console.err(error.description + "\n")
            return .findings
        }
        if outcome.failed && outcome.writeFailure == nil {
            let all = outcome.findings.flatMap(\.diagnostics)
            if !all.contains(where: { $0.severity == .error }) {
                let warnings = Strictness.warnings(all)
                console.err("\(spec.job.displayPath): error: \(Quantity.of(warnings, "warning")) treated as errors (`strict`)\n")
            }
            return .findings
        }
        if let failure = outcome.writeFailure {
            console.err(failure.description + "\n")
            // A file that is not ours is a conflict (1); anything else is I/O (2).
            return failure.isConflict ? .findings : .usage
        }
        return .success
    }
}
