import Diagnostics
import LayoutCompiler
import LayoutModel
import SwiftEmitter

enum BuildCommand {
    static let spec = CommandSpec(
        name: "build",
        summary: "Generate Swift from specs: <App>.layout.swift and <App>+UIKit.layout.swift per spec.",
        usage: "build <spec-or-folder> ... --output <folder> [--target uikit|swiftui|uikit,swiftui] | build <spec> --output-file <file>",
        options: [
            .init(name: "output", valueName: "folder", help: "Where the generated files go (required)."),
            .init(name: "target", valueName: "target",
                  help: "uikit (default) | swiftui | uikit,swiftui: the code written beside each spec's model.",
                  choices: ["uikit", "swiftui", "uikit,swiftui"]),
            accessOption,
            .init(name: "output-file", valueName: "file",
                  help: "Write one spec's model to exactly this file and its code beside it (NAME+UIKit.layout.swift), nothing else (build plugins)."),
            .init(name: "format", valueName: "format", help: DiagnosticOutput.formatHelp, choices: DiagnosticOutput.formats),
            .init(name: "color", valueName: "when", help: DiagnosticOutput.colorHelp, choices: DiagnosticOutput.colorChoices),
            .init(name: "config", valueName: "file", help: "Use this configuration instead of the nearest .layoutc.yml."),
            .init(name: "strict", help: "Warnings fail the build (the spec is not generated), as `strict: true` in .layoutc.yml does."),
        ],
        discussion: """
            Each spec gives its typed model (<App>.layout.swift) and, for each target, the code built on it
            (<App>+UIKit.layout.swift, <App>+SwiftUI.layout.swift): both targets can be compiled into one module.
            Files are written only when their content changes. A manifest in the output folder lets a later
            build remove the files of specs that no longer exist; a file there that layoutc did not generate
            is never overwritten. Specs with errors are not generated.
            Exit status: 0 generated, 1 spec errors or output conflicts, 2 usage or I/O problems.
            """)

    /// `--target` for one framework's files (`scaffold`).
    static func target(_ arguments: ParsedArguments) throws(UsageError) -> EmitTarget {
        let name = arguments.value("target") ?? "uikit"
        guard let target = EmitTarget(rawValue: name) else {
            throw UsageError(message: "unknown target '\(name)'; use uikit or swiftui")
        }
        return target
    }

    /// `--target` for `build`: one framework, or both separated by a comma.
    static func targets(_ arguments: ParsedArguments) throws(UsageError) -> [EmitTarget] {
        let value = arguments.value("target") ?? "uikit"
        var targets: [EmitTarget] = []
        for name in value.split(separator: ",", omittingEmptySubsequences: false) {
            guard let target = EmitTarget(rawValue: String(name)) else {
                throw UsageError(message: "unknown target '\(name)' in '--target \(value)'; use uikit, swiftui or uikit,swiftui")
            }
            if !targets.contains(target) { targets.append(target) }
        }
        return targets
    }

    static let accessOption = CommandSpec.Option(
        name: "access", valueName: "level",
        help: "public | internal: the access level of generated declarations (default: `access:` in .layoutc.yml, else public).",
        choices: GeneratedAccess.allCases.map(\.rawValue))

    static func access(_ arguments: ParsedArguments) throws(UsageError) -> GeneratedAccess? {
        guard let name = arguments.value("access") else { return nil }
        guard let access = GeneratedAccess(rawValue: name) else {
            throw UsageError(message: "unknown access level '\(name)'; use public or internal")
        }
        return access
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let console = context.console
        guard !arguments.positional.isEmpty else { throw UsageError(message: "no spec given; usage: layoutc \(spec.usage)") }
        if let file = arguments.value("output-file") { return try BuildOutputFile.run(arguments, outputFile: file, context) }
        guard let output = arguments.value("output") else { throw UsageError(message: "missing '--output <folder>'") }
        let build = BuildSession(check: context.session(config: arguments.value("config"), strict: arguments.has("strict")),
                                 targets: try targets(arguments), access: try access(arguments))
        let diagnosticOutput = try DiagnosticOutput(arguments, context, writingTo: .standardError)
        let outcome = build.build(arguments.positional, into: output)
        for error in outcome.errors { console.err("error: \(error)\n") }
        for spec in outcome.specs { if let error = spec.emitError { console.err(error.description + "\n") } }
        console.err(diagnosticOutput.render(outcome.findings, specCount: outcome.specs.count, otherSources: outcome.configurationSources))
        if let failure = outcome.writeFailure {
            console.err(failure.description + "\n")
            // A file in the way that layoutc did not write is a conflict (1), as the help says;
            // a folder that cannot be written, a name too long, a full disk are I/O problems (2).
            return failure.isConflict ? .findings : .usage
        }
        if let report = outcome.report {
            let writer = OutputWriter(directory: output)
            for name in report.written { console.out("wrote \(writer.displayPath(name))\n") }
            for name in report.removed { console.out("removed \(writer.displayPath(name)) (its spec no longer exists)\n") }
            if !report.unchanged.isEmpty { console.out("\(report.unchanged.count) unchanged\n") }
        }
        if !outcome.errors.isEmpty { return .usage }
        return outcome.failed ? .findings : .success
    }
}
