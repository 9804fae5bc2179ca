import SystemInterface
import Diagnostics
import JSONValue

/// The event loop around `LanguageServer`: reads framed messages from a file descriptor,
/// writes replies to another, and uses `poll`'s timeout for the debounce. One thread, the C
/// library only (no Foundation, so `layoutc` can host the server without slowing `check`).
public struct StdioServer {
    public var options: LanguageServer.Options
    public var input: Int32
    public var output: Int32
    /// Bytes read per `read` call; all that is immediately available is read before handling,
    /// so a burst of changes is handled (and cancellations applied) as one batch.
    public var chunkSize = 1 << 16
    /// At most this much is read before the batch is handled.
    public var maximumBatchBytes = 4 << 20

    public init(options: LanguageServer.Options = .init(), input: Int32 = 0, output: Int32 = 1) {
        self.options = options
        self.input = input
        self.output = output
    }

    /// Monotonic seconds.
    public static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// Serves until `exit` or the end of input. Returns the process exit code LSP specifies:
    /// 0 after `shutdown` then `exit`, 1 otherwise.
    public func run() -> Int32 {
        var session = Session(server: LanguageServer(options: options, clock: { StdioServer.now() }),
                              chunk: [UInt8](repeating: 0, count: chunkSize))
        while true {
            switch waitForInput(timeout: Self.timeout(until: session.server.nextDeadline)) {
            case .failed:
                return session.server.exitCode ?? 1
            case .timedOut:
                break
            case .ready:
                if let code = readAndHandle(&session) { return code }
            }
            for uri in session.server.dueDocuments(at: Self.now()) {
                guard let publication = session.server.prepare(uri) else { continue }
                // What arrived during the check comes first: a newer version makes this result stale.
                if waitForInput(timeout: 0) == .ready, let code = readAndHandle(&session) { return code }
                guard send(session.server.publish(publication)) else { return session.server.exitCode ?? 1 }
            }
        }
    }

    struct Session {
        var server: LanguageServer
        var framer = MessageFramer()
        var chunk: [UInt8]
    }

    /// Reads everything available, handles it as one batch and sends the replies. Returns an
    /// exit code when the session is over.
    func readAndHandle(_ session: inout Session) -> Int32? {
        var batchBytes = 0
        var endOfInput = false
        repeat {
            let n = session.chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                endOfInput = true
                break
            }
            if n == 0 { endOfInput = true; break }
            session.framer.append(session.chunk[0..<n])
            batchBytes += n
        } while batchBytes < maximumBatchBytes && waitForInput(timeout: 0) == .ready
        var bodies: [[UInt8]] = []
        var out: [JSON] = []
        while let event = session.framer.next() {
            switch event {
            case .message(let body): bodies.append(body)
            case .problem(let text): out += session.server.framingProblem(text)
            }
        }
        out += session.server.receive(bodies, at: Self.now())
        guard send(out) else { return session.server.exitCode ?? 1 }
        if let code = session.server.exitCode { return code }
        return endOfInput ? 1 : nil
    }

    /// Milliseconds until `deadline` for `poll` (rounded up; -1 waits for input only).
    static func timeout(until deadline: Double?) -> Int32 {
        guard let deadline else { return -1 }
        let ms = (deadline - now()) * 1000
        if ms <= 0 { return 0 }
        return Int32(min(ms.rounded(.up), 3_600_000))
    }

    enum Wait: Equatable { case ready, timedOut, failed }

    func waitForInput(timeout: Int32) -> Wait {
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        while true {
            let n = poll(&descriptor, 1, timeout)
            if n < 0 {
                if errno == EINTR { continue }
                return .failed
            }
            if n == 0 { return .timedOut }
            // POLLHUP with nothing left to read is the end of input, which `read` reports as 0.
            return .ready
        }
    }

    /// Writes each message framed; false when the client has gone away.
    func send(_ messages: [JSON]) -> Bool {
        for message in messages {
            let bytes = MessageFramer.frame(message.compactText)
            var offset = 0
            while offset < bytes.count {
                let n = bytes.withUnsafeBytes { write(output, $0.baseAddress! + offset, bytes.count - offset) }
                if n < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    return false
                }
                offset += n
            }
        }
        return true
    }
}
