#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Maps over a collection on every core, keeping the order of the input. `check` over a folder
/// of specs is embarrassingly parallel; plain threads keep Dispatch and Foundation off the
/// start-up path.
public enum ParallelMap {
    /// The number of cores online.
    public static let coreCount = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))

    public static func map<T: Sendable, R: Sendable>(_ items: [T], workers: Int = coreCount,
                                                      _ transform: @escaping @Sendable (T) -> R) -> [R] {
        let threads = min(workers, items.count)
        guard threads > 1 else { return items.map(transform) }
        let work = Work(items: items, transform: transform)
        var ids: [pthread_t] = []
        for _ in 1..<threads {
            let context = Unmanaged.passRetained(work).toOpaque()
            // `pthread_t` is an integer on Linux and a pointer on Darwin.
            #if canImport(Darwin)
            var thread: pthread_t?
            #else
            var thread = pthread_t()
            #endif
            if pthread_create(&thread, nil, { raw in
                #if canImport(Darwin)
                let work = Unmanaged<AnyObject>.fromOpaque(raw).takeRetainedValue() as! Runnable
                #else
                let work = Unmanaged<AnyObject>.fromOpaque(raw!).takeRetainedValue() as! Runnable
                #endif
                work.run()
                return nil
            }, context) == 0 {
                #if canImport(Darwin)
                if let thread { ids.append(thread) }
                #else
                ids.append(thread)
                #endif
            } else {
                Unmanaged<Work<T, R>>.fromOpaque(context).release()
            }
        }
        work.run()
        for id in ids { pthread_join(id, nil) }
        return work.results()
    }
}

private protocol Runnable: AnyObject { func run() }

private final class Work<T: Sendable, R: Sendable>: Runnable, @unchecked Sendable {
    let items: [T]
    let transform: @Sendable (T) -> R
    /// The next item to take, guarded by `mutex`: `Synchronization`'s atomics need macOS 15, and a
    /// thread takes the lock once per item, a chunk of work.
    private var next = 0
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// Each slot is written by exactly one thread, and read after every thread has joined.
    let slots: UnsafeMutablePointer<R?>

    init(items: [T], transform: @escaping @Sendable (T) -> R) {
        self.items = items
        self.transform = transform
        slots = .allocate(capacity: items.count)
        slots.initialize(repeating: nil, count: items.count)
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        slots.deinitialize(count: items.count)
        slots.deallocate()
    }

    func run() {
        while true {
            pthread_mutex_lock(mutex)
            let index = next
            next += 1
            pthread_mutex_unlock(mutex)
            guard index < items.count else { return }
            slots[index] = transform(items[index])
        }
    }

    func results() -> [R] {
        (0..<items.count).map { slots[$0]! }
    }
}
