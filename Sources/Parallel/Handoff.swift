#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Work handed from a thread that is still producing it to threads that do it meanwhile, with
/// the outputs kept in the order the work was sent. `build` reads a large spec on one core
/// while another decodes the screens already read; the reader then helps with what is left
/// (`finish`), so neither core waits while the other has work.
///
/// One producer: `send` and `finish` are called from the thread that made the handoff.
public final class Handoff<Item: Sendable, Output: Sendable>: @unchecked Sendable {
    private let transform: @Sendable (Item) -> Output
    /// Guarded by `mutex`: work sent and not yet taken is `items[next...]`.
    private var items: [Item?] = []
    private var outputs: [Output?] = []
    private var next = 0
    private var closed = false
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>
    private var threads: [pthread_t] = []
    private var finished = false

    /// Starts `helpers` threads that wait for work (none: `finish` does it all).
    public init(helpers: Int, _ transform: @escaping @Sendable (Item) -> Output) {
        self.transform = transform
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        condition = .allocate(capacity: 1)
        pthread_cond_init(condition, nil)
        for _ in 0..<max(0, helpers) {
            let context = Unmanaged.passRetained(self).toOpaque()
            #if canImport(Darwin)
            var thread: pthread_t?
            #else
            var thread = pthread_t()
            #endif
            let started = pthread_create(&thread, nil, { raw in
                #if canImport(Darwin)
                let handoff = Unmanaged<AnyObject>.fromOpaque(raw).takeRetainedValue() as! HandoffWorker
                #else
                let handoff = Unmanaged<AnyObject>.fromOpaque(raw!).takeRetainedValue() as! HandoffWorker
                #endif
                handoff.work()
                return nil
            }, context)
            if started == 0 {
                #if canImport(Darwin)
                if let thread { threads.append(thread) }
                #else
                threads.append(thread)
                #endif
            } else {
                Unmanaged<Handoff>.fromOpaque(context).release()
            }
        }
    }

    deinit {
        precondition(finished || threads.isEmpty, "a handoff with helpers is finished before it goes")
        pthread_cond_destroy(condition)
        condition.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Hands over one piece of work; a waiting helper takes it at once.
    public func send(_ item: Item) {
        pthread_mutex_lock(mutex)
        precondition(!closed, "nothing is sent after finish")
        items.append(item)
        outputs.append(nil)
        pthread_cond_signal(condition)
        pthread_mutex_unlock(mutex)
    }

    /// Does what no helper has taken yet on this thread, waits for the helpers, and returns
    /// every output in the order the work was sent.
    public func finish() -> [Output] {
        pthread_mutex_lock(mutex)
        closed = true
        pthread_cond_broadcast(condition)
        pthread_mutex_unlock(mutex)
        work()
        for thread in threads { pthread_join(thread, nil) }
        finished = true
        return outputs.map { $0! }
    }
}

private protocol HandoffWorker: AnyObject { func work() }

extension Handoff: HandoffWorker {
    /// Takes work in order until the producer has finished and none is left.
    func work() {
        pthread_mutex_lock(mutex)
        while true {
            if next < items.count {
                let index = next
                next += 1
                let item = items[index]!
                items[index] = nil
                pthread_mutex_unlock(mutex)
                let output = transform(item)
                pthread_mutex_lock(mutex)
                outputs[index] = output
            } else if closed {
                break
            } else {
                pthread_cond_wait(condition, mutex)
            }
        }
        pthread_mutex_unlock(mutex)
    }
}
