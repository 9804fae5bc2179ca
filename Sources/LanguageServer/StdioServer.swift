#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Diagnostics

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
        var server = LanguageServer(options: options, clock: { StdioServer.now() })
        var framer = MessageFramer()
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let timeout = Self.timeout(until: server.nextDeadline)
            switch waitForInput(timeout: timeout) {
            case .failed:
                return server.exitCode ?? 1
            case .timedOut:
                break
            case .ready:
                var batchBytes = 0
                var endOfInput = false
                repeat {
                    let n = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
                    if n < 0 {
                        if errno == EINTR || errno == EAGAIN { continue }
                        endOfInput = true
                        break
                    }
                    if n == 0 { endOfInput = true; break }
                    framer.append(chunk[0..<n])
                    batchBytes += n
                } while batchBytes < maximumBatchBytes && waitForInput(timeout: 0) == .ready
                var bodies: [[UInt8]] = []
                var out: [JSON] = []
                while let event = framer.next() {
                    switch event {
                    case .message(let body): bodies.append(body)
                    case .problem(let text): out += server.framingProblem(text)
                    }
                }
                out += server.receive(bodies, at: Self.now())
                guard send(out) else { return server.exitCode ?? 1 }
                if let code = server.exitCode { return code }
                if endOfInput { return 1 }
            }
            guard send(server.publishDue(at: Self.now())) else { return server.exitCode ?? 1 }
        }
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
