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
            .init(name: "format", valueName: "format", help: "For the findings that remain: " + DiagnosticOutput.formatHelp, choices: DiagnosticOutput.formats),
            .init(name: "color", valueName: "when", help: DiagnosticOutput.colorHelp, choices: DiagnosticOutput.colorChoices),
        ],
        discussion: """
            A finding is fixed when it offers exactly one fix-it; every other byte of the file \
            (comments, key order, quoting, line endings) stays as it was. Specs are re-checked and \
            fixed again, up to four passes. A file is replaced atomically, and left untouched when \
            nothing changes or anything fails. UTF-16 files are refused.
            Exit status: 0 no errors remain, 1 errors remain, 2 usage or I/O problems.
            """)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let console = context.console
        guard !arguments.positional.isEmpty else { throw UsageError(message: "no spec given; usage: layoutc \(spec.usage)") }
        let dryRun = arguments.has("dry-run")
        let output = try DiagnosticOutput(arguments, context, writingTo: dryRun ? .standardError : .standardOutput)
        let outcome = FixSession(check: context.session(config: arguments.value("config")), dryRun: dryRun).fix(arguments.positional)
        for error in outcome.errors { console.err("error: \(error)\n") }
        if !outcome.configurations.isEmpty { console.err(XcodeRenderer().render(outcome.configurations)) }
        let remaining = outcome.specs.map(\.remaining)
        if dryRun {
            console.out(outcome.diff)
            console.err("would apply \(Quantity.of(outcome.fixCount, "fix-it")) in \(Quantity.of(outcome.changedCount, "spec")); nothing was written\n")
            // What the fixes leave behind, in the chosen format, on stderr so stdout stays a patch.
            if arguments.value("format") != nil {
                console.err(output.render(remaining, specCount: remaining.count))
            }
        } else {
            for spec in outcome.specs where spec.changed {
                console.err("fixed \(spec.displayPath) (\(Quantity.of(spec.applied, "fix-it")))\n")
            }
            console.out(output.render(remaining, specCount: remaining.count))
            // After an error "nothing to fix" would read as if the file had been looked at.
            if outcome.fixCount == 0, !outcome.specs.isEmpty || outcome.errors.isEmpty { console.err("nothing to fix\n") }
        }
        if !outcome.errors.isEmpty { return .usage }
        return outcome.errorsRemain ? .findings : .success
    }
}
