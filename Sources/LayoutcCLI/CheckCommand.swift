import Diagnostics
import LayoutCompiler
import LayoutModel
import SpecSource
import SwiftEmitter

enum CheckCommand {
    static let spec = CommandSpec(
        name: "check",
        summary: "Check specs and print diagnostics.",
        usage: "check <spec-or-folder> ... [--format <format>]",
        options: [
            .init(name: "format", valueName: "format", help: DiagnosticOutput.formatHelp, choices: DiagnosticOutput.formats),
            .init(name: "color", valueName: "when", help: DiagnosticOutput.colorHelp, choices: DiagnosticOutput.colorChoices),
            .init(name: "strict", help: "Treat warnings as errors."),
            .init(name: "config", valueName: "file", help: "Use this configuration instead of the nearest .layoutc.yml."),
            .init(name: "across-specs",
                  help: "Check only that specs built into one module with files named after the specs share no `app` (build plugins, Bazel)."),
            .init(name: "stamp", valueName: "file",
                  help: "With --across-specs: write this file when the specs pass, for a build system to depend on."),
        ] + CheckBaseline.options,
        discussion: """
            Folders are searched for *.layout.yaml. Each spec uses the nearest .layoutc.yml above it \
            (see Docs/Configuration.md). Exit status: 0 clean, 1 errors found (or warnings with \
            --strict or `strict: true`), 2 usage or I/O problems.
            """)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let console = context.console
        guard !arguments.positional.isEmpty else { throw UsageError(message: "no spec given; usage: layoutc \(spec.usage)") }
        let output = try DiagnosticOutput(arguments, context)
        let session = context.session(config: arguments.value("config"), strict: arguments.has("strict"))
        if arguments.has("across-specs") {
            // Paths as given: build plugins pass absolute ones, which Xcode needs to open a spec.
            let asGiven = CheckSession(configPath: arguments.value("config"), strict: arguments.has("strict"), base: context.currentDirectory)
            return try acrossSpecs(arguments, session: asGiven, output: try DiagnosticOutput(arguments, context, writingTo: .standardError),
                                   context)
        }
        guard arguments.value("stamp") == nil else { throw UsageError(message: "--stamp needs --across-specs") }
        var outcome = session.check(arguments.positional)
        for error in outcome.errors { console.err("error: \(error)\n") }
        for folder in outcome.emptyFolders { console.err(Self.describe(folder)) }
        let baselineOK = CheckBaseline.apply(arguments, to: &outcome, context)
        console.out(output.render(outcome.files, specCount: outcome.specs.count, otherSources: outcome.configurationSources))
        if !outcome.errors.isEmpty || !baselineOK { return .usage }
        let strictlyEmpty = arguments.has("strict") && !outcome.emptyFolders.isEmpty
        return outcome.failed || strictlyEmpty ? .findings : .success
    }

    /// `--across-specs`: the names the specs would share in one module, and the stamp file a
    /// build plugin declares as the output of that check (written only when it passes).
    static func acrossSpecs(_ arguments: ParsedArguments, session: CheckSession, output: DiagnosticOutput,
                            _ context: CommandContext) throws -> ExitCode {
        let console = context.console
        let outcome = session.checkSharedNames(arguments.positional)
        for error in outcome.errors { console.err("error: \(error)\n") }
        let findings = outcome.specs.filter { !$0.diagnostics.isEmpty }
        // On standard error, as `build --output-file` reports: build systems show it for a failed step.
        if !findings.isEmpty { console.err(output.render(findings, specCount: outcome.specs.count, otherSources: [:])) }
        guard outcome.errors.isEmpty else { return .usage }
        guard !outcome.failed else { return .findings }
        if let stamp = arguments.value("stamp") {
            let names = outcome.specs.map { PathArithmetic.fileName(of: $0.source.path) }.joined(separator: ", ")
            let text = GeneratedHeader.firstLine(sourcePath: names)
                + "\n// They share no `app` name, so their generated code compiles into one module.\n"
            do {
                _ = try OutputWriter.writeGenerated(Array(text.utf8), to: PathArithmetic.absolute(stamp, base: context.currentDirectory),
                                                    displayPath: stamp)
            } catch {
                for problem in error.problems { console.err(problem + "\n") }
                return error.isConflict ? .findings : .usage
            }
        }
        return .success
    }

    /// A folder that held no spec: said, so that checking nothing never looks like a clean run.
    static func describe(_ folder: SpecDiscovery.EmptyFolder) -> String {
        var text = "warning: \(folder.path): no spec found; layoutc checks files named *\(SpecDiscovery.fileSuffix)\n"
        for path in folder.nearMisses {
            text += "  note: \(path) is not checked; if it is a spec, rename it to \(SpecDiscovery.specName(forNearMiss: path))\n"
        }
        return text
    }
}
