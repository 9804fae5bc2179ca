import SystemInterface

/// Work handed from a thread that is still producing it to threads that do it meanwhile, with
/// the outputs kept in the order the work was sent. `build` reads a large spec on one core
/// while another decodes the screens already read; the reader then helps with what is left
/// (`finish`), so neither core waits while the other has work.
///
/// One producer: `send` and `finish` are called from the thread that made the handoff.
public final class Handoff<Item: Sendable, Output: Sendable>: @unchecked Sendable {
    private let transform: @Sendable (Item) -> Output
    /// Guarded by `lock`: work sent and not yet taken is `items[next...]`.
    private var items: [Item?] = []
    private var outputs: [Output?] = []
    private var next = 0
    private var closed = false
    private let lock = Lock()
    private var helpers: [SystemThread] = []
    private var finished = false

    /// Starts `helpers` threads that wait for work (none: `finish` does it all).
    public init(helpers: Int, _ transform: @escaping @Sendable (Item) -> Output) {
        self.transform = transform
        self.helpers = (0..<max(0, helpers)).compactMap { _ in SystemThread.start { [self] in work() } }
    }

    deinit {
        precondition(finished || helpers.isEmpty, "a handoff with helpers is finished before it goes")
    }

    /// Hands over one piece of work; a waiting helper takes it at once.
    public func send(_ item: Item) {
        lock.withLock {
            precondition(!closed, "nothing is sent after finish")
            items.append(item)
            outputs.append(nil)
            lock.signal()
        }
    }

    /// Does what no helper has taken yet on this thread, waits for the helpers, and returns
    /// every output in the order the work was sent.
    public func finish() -> [Output] {
        lock.withLock {
            precondition(!closed, "a handoff is finished once")
            closed = true
            lock.broadcast()
        }
        work()
        for helper in helpers { helper.join() }
        finished = true
        return outputs.map { $0! }
    }
}

extension Handoff {
    /// Takes work in order until the producer has finished and none is left.
    private func work() {
        lock.lock()
        while true {
            if next < items.count {
                let index = next
                next += 1
                let item = items[index]!
                items[index] = nil
                lock.unlock()
                let output = transform(item)
                lock.lock()
                outputs[index] = output
            } else if closed {
                break
            } else {
                lock.wait()
            }
        }
        lock.unlock()
    }
}
