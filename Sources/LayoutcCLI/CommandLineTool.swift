import SystemInterface
import Diagnostics
import LayoutCompiler

/// Exit codes: 0 clean, 1 the specs have errors, 2 usage or I/O problems.
public enum ExitCode: Int32, Sendable {
    case success = 0
    case findings = 1
    case usage = 2
}

/// Where a command's output goes. The executable writes to the process's streams; tests
/// capture both streams in memory and run commands in process.
public struct Console: Sendable {
    public var out: @Sendable (String) -> Void
    public var err: @Sendable (String) -> Void
    /// Whether standard output is a terminal (the default format and colour follow it).
    public var stdoutIsTerminal: Bool
    /// Whether standard error is a terminal, for commands that print diagnostics there (`build`).
    public var stderrIsTerminal: Bool
    /// The environment variables the CLI reads (`NO_COLOR`, `TERM`, `PATH`).
    public var environment: @Sendable (String) -> String?

    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
                stdoutIsTerminal: Bool = false, stderrIsTerminal: Bool? = nil,
                environment: @escaping @Sendable (String) -> String? = { _ in nil }) {
        self.out = out
        self.err = err
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal ?? stdoutIsTerminal
        self.environment = environment
    }

    /// The process's standard output and error.
    public static var standard: Console {
        Console(out: { write(1, $0) }, err: { write(2, $0) }, stdoutIsTerminal: isatty(1) != 0, stderrIsTerminal: isatty(2) != 0,
                environment: { FileSystem.getenv($0) })
    }

    private static func write(_ fd: Int32, _ text: String) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = SystemCall.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 { if errno == EINTR { continue }; return }
                offset += n
            }
        }
    }
}

/// What a command runs against: its console and the folder relative paths start from. Nothing
/// in a command reads the process's current folder, so tests run commands side by side.
public struct CommandContext: Sendable {
    public var console: Console
    public var currentDirectory: String

    public init(console: Console, currentDirectory: String) {
        self.console = console
        self.currentDirectory = PathArithmetic.normalized(currentDirectory)
    }

    /// Shows paths relative to the current folder when they are inside it.
    var paths: PathDisplay { PathDisplay(currentDirectory: currentDirectory) }

    /// A path the user gave, made absolute for opening.
    func absolute(_ path: String) -> String { PathArithmetic.absolute(path, base: currentDirectory) }

    /// A check session for this folder, showing paths as the user would write them.
    func session(config: String? = nil, strict: Bool = false) -> CheckSession {
        let paths = self.paths
        return CheckSession(configPath: config, strict: strict, base: currentDirectory, displayPath: { paths.display($0) })
    }
}

/// The `layoutc` command line: argument parsing, dispatch and exit codes. The work itself is
/// library calls (`CheckSession`, `BuildSession`, `FixSession`, `PreviewSession`).
public enum CommandLineTool {
    public static let version = "0.1.0"

    static let commands: [CommandSpec] = [
        CheckCommand.spec, ModelCommand.spec, SchemaCommand.spec, ReferenceCommand.spec, InitCommand.spec,
        RulesCommand.spec, ExplainCommand.spec, FixCommand.spec,
        PreviewCommand.spec,
        BuildCommand.spec, ScaffoldCommand.spec, SceneManifestCommand.spec,
        LspCommand.spec,
    ]

    static func topLevelHelp() -> String {
        var text = """
            OVERVIEW: layoutc checks iPad and iPhone layout specs against UIKit's rules and the
            Human Interface Guidelines, and generates Swift from them.

            USAGE: layoutc <subcommand> [options]

            SUBCOMMANDS:

            """
        for command in commands {
            text += "  " + command.name.padding(to: 12) + command.summary + "\n"
        }
        text += "\n  See 'layoutc help <subcommand>' or 'layoutc <subcommand> --help' for details.\n"
        text += "  Shell completion: 'layoutc --generate-completion-script bash|zsh|fish'.\n"
        return text
    }

    /// Runs one command line (without the program name).
    public static func run(_ arguments: [String], context: CommandContext) -> ExitCode {
        let console = context.console
        guard let first = arguments.first else {
            console.err(topLevelHelp())
            return .usage
        }
        switch first {
        case "--version", "version":
            console.out("layoutc \(version)\n")
            return .success
        case "--generate-completion-script":
            guard arguments.count == 2, let script = CompletionScript.script(for: arguments[1], commands: commands) else {
                console.err("error: '--generate-completion-script' takes one shell: \(CompletionScript.shells.joined(separator: ", "))\n")
                return .usage
            }
            console.out(script)
            return .success
        case "--help", "-h", "help":
            if arguments.count > 1, let command = commands.first(where: { $0.name == arguments[1] }) {
                console.out(command.helpText)
            } else {
                console.out(topLevelHelp())
            }
            return .success
        default:
            break
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            let suggestion = Suggestions.closest(to: first, in: commands.map(\.name))
            console.err("error: unknown subcommand '\(first)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "") + "\n")
            console.err("Run 'layoutc --help' for the list of subcommands.\n")
            return .usage
        }
        let parsed: ParsedArguments
        do {
            parsed = try command.parse(Array(arguments.dropFirst()))
        } catch {
            console.err("error: \(error.message)\n")
            console.err("Run 'layoutc \(command.name) --help' for usage.\n")
            return .usage
        }
        if parsed.has("help") {
            console.out(command.helpText)
            return .success
        }
        do {
            switch command.name {
            case "check": return try CheckCommand.run(parsed, context)
            case "model": return try ModelCommand.run(parsed, context)
            case "schema": return try SchemaCommand.run(parsed, context)
            case "reference": return try ReferenceCommand.run(parsed, context)
            case "init": return try InitCommand.run(parsed, context)
            case "rules": return try RulesCommand.run(parsed, context)
            case "explain": return try ExplainCommand.run(parsed, context)
            case "build": return try BuildCommand.run(parsed, context)
            case "scaffold": return try ScaffoldCommand.run(parsed, context)
            case "scene-manifest": return try SceneManifestCommand.run(parsed, context)
            case "fix": return try FixCommand.run(parsed, context)
            case "lsp": return try LspCommand.run(parsed, context)
            case "preview": return try PreviewCommand.run(parsed, context)
            default: return .usage
            }
        } catch let error as UsageError {
            console.err("error: \(error.message)\n")
            return .usage
        } catch {
            console.err("error: \(error)\n")
            return .usage
        }
    }

    /// The executable's entry point: the process's arguments, streams and current folder; the
    /// exit status to end the process with.
    public static func main() -> Int32 {
        let context = CommandContext(console: .standard, currentDirectory: FileSystem.currentDirectory())
        return run(Array(CommandLine.arguments.dropFirst()), context: context).rawValue
    }
}
