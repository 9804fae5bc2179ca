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
            .init(name: "format", valueName: "format", help: "With --output-file: " + DiagnosticOutput.formatHelp),
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
        let found = SpecDiscovery.find(arguments.positional)
        for error in found.errors { console.err("error: \(error)\n") }
        let compiler = LayoutCompiler()
        let paths = PathDisplay()
        var outputs: [OutputWriter.Output] = []
        var reports: [FileDiagnostics] = []
        var failed = false
        var ioFailure = !found.errors.isEmpty
        for file in found.files {
            let path = paths.display(file)
            let bytes: [UInt8]
            do { bytes = try FileSystem.read(file, limit: compiler.limits.maxFileBytes) } catch {
                console.err("error: \(path): \(error.reason)\n")
                ioFailure = true
                continue
            }
            let result = compiler.check(path: path, bytes: bytes)
            if !result.diagnostics.isEmpty { reports.append(result.fileDiagnostics) }
            if result.hasErrors {
                failed = true
                continue
            }
            do {
                outputs.append(.init(file: try SwiftEmitter.emit(result.spec, sourcePath: path, target: target), specPath: path))
            } catch {
                console.err(error.description + "\n")
                failed = true
            }
        }
        console.err(XcodeRenderer().render(reports))
        let writer = OutputWriter(directory: output)
        do {
            let report = try writer.write(outputs, builtSpecs: found.files.map(paths.display))
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
