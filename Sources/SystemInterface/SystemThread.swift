/// A thread of the process's own, running one closure: plain pthreads keep Dispatch and
/// Foundation off the start-up path. `pthread_t` is an integer on Glibc and a pointer on Darwin
/// and Musl.
public struct SystemThread {
    private let id: pthread_t

    /// Starts `body` on a new thread; `nil` when the system refuses one, and the caller then does
    /// the work itself.
    public static func start(_ body: @escaping @Sendable () -> Void) -> SystemThread? {
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        #if canImport(Darwin) || canImport(Musl)
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
        #if canImport(Darwin) || canImport(Musl)
        return thread.map(SystemThread.init(id:))
        #else
        return SystemThread(id: thread)
        #endif
    }

    /// Waits for the closure to return.
    public func join() {
        pthread_join(id, nil)
    }

    private final class Body: Sendable {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
}
