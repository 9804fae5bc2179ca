import Parallel
import SystemInterface

/// One thread that runs the language server's checks, so the message loop never waits for
/// one. Checks run one at a time in the order they were asked for (a machine with two cores
/// has the other for the loop and the compiler's own helpers); asking again for a document
/// drops its queued check and cancels the running one. Each finished check writes a byte to
/// `wakeDescriptor`, which the loop polls beside its input.
final class BackgroundChecker: @unchecked Sendable {
    struct Finished: Sendable {
        var request: LanguageServer.CheckRequest
        var checked: LanguageServer.CheckedText
        var duration: Double
    }

    private let lock = Lock()
    /// Guarded by `lock`.
    private var queue: [LanguageServer.CheckRequest] = []
    private var running: LanguageServer.CheckRequest?
    private var finished: [Finished] = []
    private var stopping = false
    /// The loop polls the read end; the thread writes to the other.
    let wakeDescriptor: Int32
    private let wakeWriter: Int32

    /// Nil when no pipe or thread can be had; the server then checks on its loop.
    init?() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        wakeDescriptor = ends[0]
        wakeWriter = ends[1]
        guard SystemThread.start({ [self] in work() }) != nil else {
            close(ends[0])
            close(ends[1])
            return nil
        }
    }

    /// Queues a check; an older one of the same document is dropped or cancelled.
    func submit(_ request: LanguageServer.CheckRequest) {
        lock.withLock {
            queue.removeAll { $0.uri == request.uri }
            if let running, running.uri == request.uri { running.cancellation.cancel() }
            queue.append(request)
            lock.signal()
        }
    }

    /// The document changed or closed: its check is no longer wanted.
    func cancel(_ uri: String) {
        lock.withLock {
            queue.removeAll { $0.uri == uri }
            if let running, running.uri == uri { running.cancellation.cancel() }
        }
    }

    /// The checks finished since the last call, after emptying the wake pipe.
    func takeFinished() -> [Finished] {
        var sink = [UInt8](repeating: 0, count: 64)
        while sink.withUnsafeMutableBytes({ read(wakeDescriptor, $0.baseAddress, $0.count) }) > 0 {}
        return lock.withLock {
            defer { finished = [] }
            return finished
        }
    }

    /// Stops the thread after its current stage; the process is about to exit, so it is not
    /// waited for.
    func stop() {
        lock.withLock {
            stopping = true
            queue = []
            running?.cancellation.cancel()
            lock.signal()
        }
    }

    private func work() {
        while true {
            lock.lock()
            while queue.isEmpty && !stopping { lock.wait() }
            if stopping {
                lock.unlock()
                return
            }
            let request = queue.removeFirst()
            running = request
            lock.unlock()
            let start = StdioServer.now()
            let result = request.run()
            let duration = StdioServer.now() - start
            lock.withLock {
                running = nil
                if let result { finished.append(Finished(request: request, checked: result, duration: duration)) }
            }
            if result != nil {
                var byte: UInt8 = 1
                _ = write(wakeWriter, &byte, 1)
            }
        }
    }
}
