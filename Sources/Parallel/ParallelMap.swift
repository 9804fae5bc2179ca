#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

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
            var thread = pthread_t()
            if pthread_create(&thread, nil, { raw in
                let work = Unmanaged<AnyObject>.fromOpaque(raw!).takeRetainedValue() as! Runnable
                work.run()
                return nil
            }, context) == 0 {
                ids.append(thread)
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
    let next = Atomic<Int>(0)
    /// Each slot is written by exactly one thread, and read after every thread has joined.
    let slots: UnsafeMutablePointer<R?>

    init(items: [T], transform: @escaping @Sendable (T) -> R) {
        self.items = items
        self.transform = transform
        slots = .allocate(capacity: items.count)
        slots.initialize(repeating: nil, count: items.count)
    }

    deinit {
        slots.deinitialize(count: items.count)
        slots.deallocate()
    }

    func run() {
        while true {
            let index = next.add(1, ordering: .relaxed).oldValue
            guard index < items.count else { return }
            slots[index] = transform(items[index])
        }
    }

    func results() -> [R] {
        (0..<items.count).map { slots[$0]! }
    }
}
