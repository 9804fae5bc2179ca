import Foundation
import LayoutcCLI

/// Runs `layoutc` in process, as a user in `directory` would from a shell: the same arguments,
/// the same exit status, both streams captured. No binary and no current-folder change needed,
/// so these tests run side by side.
public enum Layoutc {
    public static func run(_ arguments: [String], in directory: String, terminal: Bool = false, errorTerminal: Bool? = nil,
                           environment: [String: String] = [:]) -> ProcessRun {
        let out = Captured(), err = Captured()
        let console = Console(out: { text in out.append(text) },
                              err: { text in err.append(text) },
                              stdoutIsTerminal: terminal, stderrIsTerminal: errorTerminal ?? terminal, environment: { environment[$0] })
        let status = CommandLineTool.run(arguments, context: CommandContext(console: console, currentDirectory: directory))
        return ProcessRun(status: status.rawValue, stdout: out.text, stderr: err.text)
    }

    /// Text written from any thread. A lock, not `Synchronization`'s `Mutex`: that needs macOS 15,
    /// and the tests build on the package's macOS 13.
    private final class Captured: @unchecked Sendable {
        private let lock = NSLock()
        private var written = ""
        func append(_ text: String) { lock.withLock { written += text } }
        var text: String { lock.withLock { written } }
    }
}
