import Diagnostics
import LayoutCompiler
import LayoutModel
import SpecSource

enum CheckCommand {
    static let spec = CommandSpec(
        name: "check",
        summary: "Check specs and print diagnostics.",
        usage: "check <spec-or-folder> ... [--format <format>]",
        options: [
            .init(name: "format", valueName: "format", help: DiagnosticOutput.formatHelp),
            .init(name: "color", valueName: "when", help: DiagnosticOutput.colorHelp),
            .init(name: "strict", help: "Treat warnings as errors."),
        ],
        discussion: "Folders are searched for *.layout.yaml. Exit status: 0 clean, 1 errors found, 2 usage or I/O problems.")

    static func run(_ arguments: ParsedArguments) throws -> ExitCode {
        guard !arguments.positional.isEmpty else { throw UsageError(message: "no spec given; usage: layoutc \(spec.usage)") }
        let output = try DiagnosticOutput(arguments)
        let found = SpecDiscovery.find(arguments.positional)
        for error in found.errors { console.err("error: \(error)\n") }
        let compiler = LayoutCompiler()
        let paths = PathDisplay()
        var results: [FileDiagnostics] = []
        var ioFailure = !found.errors.isEmpty
        for file in found.files {
            let bytes: [UInt8]
            do { bytes = try FileSystem.read(file, limit: compiler.limits.maxFileBytes) } catch {
                console.err("error: \(paths.display(file)): \(error.reason)\n")
                ioFailure = true
                continue
            }
            results.append(compiler.check(path: paths.display(file), bytes: bytes).fileDiagnostics)
        }
        console.out(output.render(results, specCount: results.count))
        let strict = arguments.has("strict")
        let failed = results.contains { file in
            file.diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
        }
        if ioFailure { return .usage }
        return failed ? .findings : .success
    }
}
