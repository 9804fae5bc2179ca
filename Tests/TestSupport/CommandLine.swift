import LayoutcCLI
import Synchronization

/// Runs `layoutc` in process, as a user in `directory` would from a shell: the same arguments,
/// the same exit status, both streams captured. No binary and no current-folder change needed,
/// so these tests run side by side.
public enum Layoutc {
    public static func run(_ arguments: [String], in directory: String, terminal: Bool = false, errorTerminal: Bool? = nil,
                           environment: [String: String] = [:]) -> ProcessRun {
        let out = Mutex("")
        let err = Mutex("")
        let console = Console(out: { text in out.withLock { $0 += text } },
                              err: { text in err.withLock { $0 += text } },
                              stdoutIsTerminal: terminal, stderrIsTerminal: errorTerminal ?? terminal, environment: { environment[$0] })
        let status = CommandLineTool.run(arguments, context: CommandContext(console: console, currentDirectory: directory))
        return ProcessRun(status: status.rawValue, stdout: out.withLock { $0 }, stderr: err.withLock { $0 })
    }
}
