import Diagnostics
import LayoutCompiler
import SwiftEmitter

enum BuildCommand {
    static let spec = CommandSpec(
        name: "build",
        summary: "Generate Swift from specs: one <App>.layout.swift per spec.",
        usage: "build <spec-or-folder> ... --output <folder> [--target uikit|swiftui] | build <spec> --output-file <file>",
        options: [
            .init(name: "output", valueName: "folder", help: "Where the generated files go (required)."),
            .init(name: "target", valueName: "target", help: "uikit (default) | swiftui"),
            .init(name: "output-file", valueName: "file", help: "Write one spec's code to exactly this file, and nothing else (build plugins)."),
            .init(name: "format", valueName: "format", help: DiagnosticOutput.formatHelp),
            .init(name: "color", valueName: "when", help: DiagnosticOutput.colorHelp),
            .init(name: "config", valueName: "file", help: "Use this configuration instead of the nearest .layoutc.yml."),
            .init(name: "strict", help: "With --output-file: warnings fail the build, as `strict: true` in .layoutc.yml does."),
        ],
        discussion: """
            Files are written only when their content changes. A manifest in the output folder lets a later
            build remove the files of specs that no longer exist; a file there that layoutc did not generate
            is never overwritten. Specs with errors are not generated.
            Exit status: 0 generated, 1 spec errors or output conflicts, 2 usage or I/O problems.
            """)

    static func target(_ arguments: ParsedArguments) throws(UsageError) -> EmitTarget {
        let name = arguments.value("target") ?? "uikit"
        guard let target = EmitTarget(rawValue: name) else {
            throw UsageError(message: "unknown target '\(name)'; use uikit or swiftui")
        }
        return target
    }

    static func run(_ arguments: ParsedArguments) throws -> ExitCode {
        guard !arguments.positional.isEmpty else { throw UsageError(message: "no spec given; usage: layoutc \(spec.usage)") }
        if let file = arguments.value("output-file") { return try BuildOutputFile.run(arguments, outputFile: file) }
        guard let output = arguments.value("output") else { throw UsageError(message: "missing '--output <folder>'") }
        let target = try target(arguments)
        let diagnosticOutput = try DiagnosticOutput(arguments)
        let paths = PathDisplay()
        // The same specs, configurations and exclusions as `layoutc check`.
        let session = CheckSession(configPath: arguments.value("config"), strict: arguments.has("strict"),
                                   base: FileSystem.currentDirectory(), displayPath: { paths.display($0) })
        let plan = session.plan(arguments.positional)
        for error in plan.errors { console.err("error: \(error)\n") }
        var outputs: [OutputWriter.Output] = []
        var reports: [FileDiagnostics] = plan.configurations.filter { !$0.diagnostics.isEmpty }.map(\.fileDiagnostics)
        var failed = reports.contains { $0.diagnostics.contains { $0.severity == .error } }
        var ioFailure = !plan.errors.isEmpty
        // Specs are independent: check and generate them on every core, report in order.
        let results = ParallelMap.map(plan.jobs) { job -> Swift.Result<(FileDiagnostics, GeneratedFile?, String?), FileSystem.Error> in
            do throws(FileSystem.Error) {
                let bytes = try FileSystem.read(job.path, limit: job.configuration.limits.maxFileBytes)
                let result = job.compiler.check(path: job.displayPath, bytes: bytes)
                let warningsFail = job.configuration.strict || arguments.has("strict")
                if result.hasErrors || (warningsFail && result.diagnostics.contains { $0.severity == .warning }) {
                    return .success((result.fileDiagnostics, nil, nil))
                }
                do throws(EmitError) {
                    return .success((result.fileDiagnostics, try SwiftEmitter.emit(result.spec, sourcePath: job.displayPath, target: target), nil))
                } catch {
                    return .success((result.fileDiagnostics, nil, error.description))
                }
            } catch {
                return .failure(FileSystem.Error(path: job.displayPath, reason: error.reason))
            }
        }
        for (job, result) in zip(plan.jobs, results) {
            switch result {
            case .failure(let error):
                console.err("error: \(error)\n")
                ioFailure = true
            case .success(let (diagnostics, file, emitError)):
                if !diagnostics.diagnostics.isEmpty { reports.append(diagnostics) }
                if let file {
                    outputs.append(.init(file: file, specPath: job.displayPath))
                } else {
                    failed = true
                    if let emitError { console.err(emitError + "\n") }
                }
            }
        }
        console.err(diagnosticOutput.render(reports, specCount: plan.jobs.count))
        let writer = OutputWriter(directory: output)
        do {
            let report = try writer.write(outputs, builtSpecs: plan.jobs.map(\.displayPath))
            for name in report.written { console.out("wrote \(writer.directory)/\(name)\n") }
            for name in report.removed { console.out("removed \(writer.directory)/\(name) (its spec no longer exists)\n") }
            if !report.unchanged.isEmpty { console.out("\(report.unchanged.count) unchanged\n") }
        } catch {
            console.err(error.description + "\n")
            return .findings
        }
        if ioFailure { return .usage }
        return failed ? .findings : .success
    }
}
