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
            .init(name: "format", valueName: "format", help: DiagnosticOutput.formatHelp, choices: DiagnosticOutput.formats),
            .init(name: "color", valueName: "when", help: DiagnosticOutput.colorHelp, choices: DiagnosticOutput.colorChoices),
            .init(name: "strict", help: "Treat warnings as errors."),
            .init(name: "config", valueName: "file", help: "Use this configuration instead of the nearest .layoutc.yml."),
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
        var outcome = session.check(arguments.positional)
        for error in outcome.errors { console.err("error: \(error)\n") }
        for folder in outcome.emptyFolders { console.err(Self.describe(folder)) }
        let baselineOK = CheckBaseline.apply(arguments, to: &outcome, context)
        console.out(output.render(outcome.files, specCount: outcome.specs.count, otherSources: outcome.configurationSources))
        if !outcome.errors.isEmpty || !baselineOK { return .usage }
        let strictlyEmpty = arguments.has("strict") && !outcome.emptyFolders.isEmpty
        return outcome.failed || strictlyEmpty ? .findings : .success
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
