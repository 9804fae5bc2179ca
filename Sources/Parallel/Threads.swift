import SystemInterface

/// A mutex with its condition variable, at an address that never moves (pthread requires it).
/// `Synchronization`'s `Mutex` and atomics would need macOS 15, above the package's macOS 13.
public final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    public init() {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        condition = .allocate(capacity: 1)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    public func lock() { pthread_mutex_lock(mutex) }
    public func unlock() { pthread_mutex_unlock(mutex) }

    /// Unlocks until `signal` or `broadcast`, then locks again (callers re-check their condition).
    public func wait() { pthread_cond_wait(condition, mutex) }
    public func signal() { pthread_cond_signal(condition) }
    public func broadcast() { pthread_cond_broadcast(condition) }

    public func withLock<R>(_ body: () -> R) -> R {
        lock()
        defer { unlock() }
        return body()
    }
}

/// A flag one thread raises and others read: a language-server check of a text that was
/// edited again since is stopped at its next checkpoint instead of running to the end.
public final class Cancellation: @unchecked Sendable {
    private let lock = Lock()
    private var raised = false

    public init() {}

    public func cancel() { lock.withLock { raised = true } }

    public var isCancelled: Bool { lock.withLock { raised } }
}
