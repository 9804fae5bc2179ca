#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Diagnostics
import LayoutCompiler
import LayoutModel
import LayoutRules
import SpecSource

/// Exit codes: 0 clean, 1 the specs have errors, 2 usage or I/O problems.
enum ExitCode: Int32 {
    case success = 0
    case findings = 1
    case usage = 2
}

struct Console {
    func out(_ text: String) {
        var text = text
        writeAll(1, &text)
    }

    func err(_ text: String) {
        var text = text
        writeAll(2, &text)
    }

    var stdoutIsTerminal: Bool { isatty(1) != 0 }

    private func writeAll(_ fd: Int32, _ text: inout String) {
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 { if errno == EINTR { continue }; return }
                offset += n
            }
        }
    }
}

let console = Console()
let version = "0.1.0"

let commands: [CommandSpec] = [
    CheckCommand.spec, ModelCommand.spec, SchemaCommand.spec, InitCommand.spec,
    RulesCommand.spec, ExplainCommand.spec, FixCommand.spec,
    PreviewCommand.spec,
    BuildCommand.spec, ScaffoldCommand.spec,
    LspCommand.spec,
]

func topLevelHelp() -> String {
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
    return text
}

func run(_ arguments: [String]) -> ExitCode {
    guard let first = arguments.first else {
        console.err(topLevelHelp())
        return .usage
    }
    switch first {
    case "--version", "version":
        console.out("layoutc \(version)\n")
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
        case "check": return try CheckCommand.run(parsed)
        case "model": return try ModelCommand.run(parsed)
        case "schema": return try SchemaCommand.run(parsed)
        case "init": return try InitCommand.run(parsed)
        case "rules": return try RulesCommand.run(parsed)
        case "explain": return try ExplainCommand.run(parsed)
        case "build": return try BuildCommand.run(parsed)
        case "scaffold": return try ScaffoldCommand.run(parsed)
        case "fix": return try FixCommand.run(parsed)
        case "lsp": return try LspCommand.run(parsed)
        case "preview": return try PreviewCommand.run(parsed)
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

exit(run(Array(CommandLine.arguments.dropFirst())).rawValue)
