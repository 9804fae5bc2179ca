#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A thread of the process's own, running one closure: plain pthreads keep Dispatch and
/// Foundation off the start-up path. `ParallelMap` and `Handoff` start theirs here.
struct WorkerThread {
    private let id: pthread_t

    /// Starts `body` on a new thread; `nil` when the system refuses one, and the caller then does
    /// the work itself.
    static func start(_ body: @escaping @Sendable () -> Void) -> WorkerThread? {
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        // `pthread_t` is an integer on Linux and a pointer on Darwin.
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let started = pthread_create(&thread, nil, { raw in
            #if canImport(Darwin)
            let body = Unmanaged<Body>.fromOpaque(raw).takeRetainedValue()
            #else
            let body = Unmanaged<Body>.fromOpaque(raw!).takeRetainedValue()
            #endif
            body.run()
            return nil
        }, context)
        guard started == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            return nil
        }
        #if canImport(Darwin)
        return thread.map(WorkerThread.init(id:))
        #else
        return WorkerThread(id: thread)
        #endif
    }

    /// Waits for the closure to return.
    func join() {
        pthread_join(id, nil)
    }

    private final class Body: Sendable {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
}

/// A mutex with its condition variable, at an address that never moves (pthread requires it).
/// `Synchronization`'s `Mutex` and atomics would need macOS 15, and the package names no platform.
final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    init() {
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

    func lock() { pthread_mutex_lock(mutex) }
    func unlock() { pthread_mutex_unlock(mutex) }

    /// Unlocks until `signal` or `broadcast`, then locks again (callers re-check their condition).
    func wait() { pthread_cond_wait(condition, mutex) }
    func signal() { pthread_cond_signal(condition) }
    func broadcast() { pthread_cond_broadcast(condition) }

    func withLock<R>(_ body: () -> R) -> R {
        lock()
        defer { unlock() }
        return body()
    }
}
