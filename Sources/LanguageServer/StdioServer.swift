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
    public static func now() -> Double { SystemCall.monotonicSeconds() }

    /// Serves until `exit` or the end of input. Returns the process exit code LSP specifies:
    /// 0 after `shutdown` then `exit`, 1 otherwise.
    ///
    /// Checks run on a thread of their own (`BackgroundChecker`) whenever one can be started,
    /// so every message is answered while a large spec is checked; an edit cancels the check
    /// of the text before it.
    public func run() -> Int32 {
        let checker = BackgroundChecker()
        defer { checker?.stop() }
        var options = self.options
        options.checksInBackground = checker != nil
        var session = Session(server: LanguageServer(options: options, clock: { StdioServer.now() }),
                              chunk: [UInt8](repeating: 0, count: chunkSize))
        while true {
            let wait = waitForInput(timeout: Self.timeout(until: session.server.nextDeadline), wake: checker?.wakeDescriptor)
            if wait == .failed { return session.server.exitCode ?? 1 }
            if wait == .ready, let code = readAndHandle(&session) { return code }
            guard let checker else {
                for uri in session.server.dueDocuments(at: Self.now()) {
                    guard let publication = session.server.prepare(uri) else { continue }
                    // What arrived during the check comes first: a newer version makes this result stale.
                    if waitForInput(timeout: 0) == .ready, let code = readAndHandle(&session) { return code }
                    guard send(session.server.publish(publication)) else { return session.server.exitCode ?? 1 }
                }
                continue
            }
            for uri in session.server.takeEdited() { checker.cancel(uri) }
            for done in checker.takeFinished() {
                let answer = session.server.checkFinished(done.request, checked: done.checked, duration: done.duration)
                guard answer.publication.map(write) ?? true, send(answer.messages) else { return session.server.exitCode ?? 1 }
            }
            for uri in session.server.dueDocuments(at: Self.now()) {
                switch session.server.dueCheck(uri) {
                case .ready(let publication):
                    guard send(session.server.publish(publication)) else { return session.server.exitCode ?? 1 }
                case .run(let request):
                    checker.submit(request)
                case nil:
                    break
                }
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

    /// `ready` when there is input; `woken` when only a background check finished.
    enum Wait: Equatable { case ready, woken, timedOut, failed }

    func waitForInput(timeout: Int32, wake: Int32? = nil) -> Wait {
        var descriptors = [pollfd(fd: input, events: Int16(POLLIN), revents: 0)]
        if let wake { descriptors.append(pollfd(fd: wake, events: Int16(POLLIN), revents: 0)) }
        while true {
            let n = poll(&descriptors, nfds_t(descriptors.count), timeout)
            if n < 0 {
                if errno == EINTR { continue }
                return .failed
            }
            if n == 0 { return .timedOut }
            // POLLHUP with nothing left to read is the end of input, which `read` reports as 0.
            return descriptors[0].revents != 0 ? .ready : .woken
        }
    }

    /// Writes each message framed; false when the client has gone away.
    func send(_ messages: [JSON]) -> Bool {
        messages.allSatisfy { write(MessageFramer.frame($0.compactText)) }
    }

    /// Writes framed bytes whole; false when the client has gone away.
    func write(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { SystemInterface.write(output, $0.baseAddress! + offset, bytes.count - offset) }
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return false
            }
            offset += n
        }
        return true
    }
}
