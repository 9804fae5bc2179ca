import SystemInterface
import LanguageServer

/// `layoutc lsp`: the language server on stdin and stdout. It runs in-process because the
/// server uses no Foundation, so hosting it costs `layoutc check` nothing at start-up.
enum LspCommand {
    static let spec = CommandSpec(
        name: "lsp",
        summary: "Run the language server (LSP over stdin and stdout) for editors.",
        usage: "lsp [--stdio] [--debounce-ms <ms>]",
        options: [
            .init(name: "stdio", help: "Talk over stdin and stdout (the default and only transport; accepted for clients that pass it)."),
            .init(name: "debounce-ms", valueName: "ms",
                  help: "Wait this long after the last change before checking (default: at once when a check takes under 25 ms, else a pause as long as a check takes)."),
        ],
        discussion: "See Docs/Editors.md for VS Code, Neovim and Helix set-ups.")

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        guard arguments.positional.isEmpty else { throw UsageError(message: "'layoutc lsp' takes no arguments") }
        var options = LanguageServer.Options(version: CommandLineTool.version)
        if let text = arguments.value("debounce-ms") {
            guard let ms = Double(text), ms >= 0, ms <= 60_000 else {
                throw UsageError(message: "'--debounce-ms' needs a number of milliseconds from 0 to 60000, not '\(text)'")
            }
            options.debounce = .fixed(ms / 1000)
        }
        // A client that disappears closes the pipe; the write fails instead of killing us.
        signal(SIGPIPE, SIG_IGN)
        let code = StdioServer(options: options).run()
        return code == 0 ? .success : .findings
    }
}
