import Diagnostics
import LayoutCompiler
import LayoutRules
import SpecSource

/// `--format` and `--color`, shared by every command that prints diagnostics (`check`, and
/// later `fix --dry-run` and `build`), so they choose formats and colour the same way.
struct DiagnosticOutput {
    enum Format: String, CaseIterable {
        case human, xcode, json, sarif, github
    }

    static let formatHelp = "human (default on a terminal) | xcode (default otherwise) | json | sarif | github"
    static let colorHelp = "auto (default: on a terminal, unless NO_COLOR is set) | always | never"
    static let formats = Format.allCases.map(\.rawValue)
    static let colorChoices = ["auto", "always", "never"]

    var format: Format
    var colored: Bool
    /// The folder SARIF's `originalUriBaseIds` names (the current folder).
    var sourceRoot: String

    /// Where the diagnostics are written: the default format and colour follow that stream.
    enum Stream { case standardOutput, standardError }

    init(_ arguments: ParsedArguments, _ context: CommandContext, writingTo stream: Stream = .standardOutput) throws(UsageError) {
        let console = context.console
        sourceRoot = context.currentDirectory
        let terminal = stream == .standardOutput ? console.stdoutIsTerminal : console.stderrIsTerminal
        if let name = arguments.value("format") {
            guard let format = Format(rawValue: name) else {
                let names = Format.allCases.map(\.rawValue)
                let suggestion = Suggestions.closest(to: name, in: names)
                throw UsageError(message: "unknown format '\(name)'; use \(names.joined(separator: ", "))"
                    + (suggestion.map { " (did you mean '\($0)'?)" } ?? ""))
            }
            self.format = format
        } else {
            format = terminal ? .human : .xcode
        }
        switch arguments.value("color") ?? "auto" {
        case "always": colored = true
        case "never": colored = false
        case "auto": colored = terminal && !Self.environmentDisablesColor(console.environment)
        case let other: throw UsageError(message: "unknown --color value '\(other)'; use auto, always or never")
        }
    }

    /// https://no-color.org: a non-empty `NO_COLOR` turns colour off; so does `TERM=dumb`.
    static func environmentDisablesColor(_ environment: (String) -> String?) -> Bool {
        if let value = environment("NO_COLOR"), !value.isEmpty { return true }
        return environment("TERM") == "dumb"
    }

    /// - Parameter specCount: how many specs were checked, clean ones included.
    func render(_ files: [FileDiagnostics], specCount: Int, otherSources: [String: SourceFile] = [:]) -> String {
        switch format {
        case .human:
            return HumanRenderer(colored: colored, maximumPerRule: RuleLimit.readable).render(files, specCount: specCount, otherSources: otherSources)
        case .xcode:
            return XcodeRenderer(maximumPerRule: RuleLimit.readable).render(DiagnosticOrder.sorted(files), otherSources: otherSources)
        case .json:
            return JSONRenderer().render(files, specCount: specCount, otherSources: otherSources)
        case .sarif:
            return SARIFRenderer(rules: RuleRegistry.descriptors, toolVersion: CommandLineTool.version,
                                 sourceRoot: sourceRoot).render(files, otherSources: otherSources)
        case .github:
            return GitHubRenderer().render(files, otherSources: otherSources)
        }
    }
}
