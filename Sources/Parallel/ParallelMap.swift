import SystemInterface

/// Maps over a collection on every core, keeping the order of the input. `check` over a folder
/// of specs is embarrassingly parallel; plain threads keep Dispatch and Foundation off the
/// start-up path.
public enum ParallelMap {
    /// The number of cores online.
    public static let coreCount = SystemCall.coreCount

    /// `0..<count` cut into consecutive ranges for `workers` threads, `perWorker` for each (one
    /// range for one thread): enough that the threads finish together although items differ in
    /// size, few enough that a range is worth taking.
    public static func chunks(of count: Int, workers: Int, perWorker: Int) -> [Range<Int>] {
        guard count > 0 else { return [] }
        let chunkCount = workers > 1 ? min(count, workers * perWorker) : 1
        return (0..<chunkCount).map { i in (count * i / chunkCount)..<(count * (i + 1) / chunkCount) }
    }

    public static func map<T: Sendable, R: Sendable>(_ items: [T], workers: Int = coreCount,
                                                      _ transform: @escaping @Sendable (T) -> R) -> [R] {
        let threads = min(workers, items.count)
        guard threads > 1 else { return items.map(transform) }
        let work = Work(items: items, transform: transform)
        let helpers = (1..<threads).compactMap { _ in SystemThread.start { work.run() } }
        work.run()
        for helper in helpers { helper.join() }
        return work.results()
    }
}

private final class Work<T: Sendable, R: Sendable>: @unchecked Sendable {
    let items: [T]
    let transform: @Sendable (T) -> R
    /// The next item to take, guarded by `lock`: a thread takes it once per item, a chunk of work.
    private var next = 0
    private let lock = Lock()
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
            let index = lock.withLock {
                defer { next += 1 }
                return next
            }
            guard index < items.count else { return }
            slots[index] = transform(items[index])
        }
    }

    func results() -> [R] {
        (0..<items.count).map { slots[$0]! }
    }
}
