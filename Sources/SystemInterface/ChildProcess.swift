/// A program started with `posix_spawn`, for the few places that run one without Foundation
/// (the PNG converter, the benchmarks). `posix_spawn_file_actions_t` is a struct on Glibc and
/// Musl and an optional pointer on Darwin; `ru_maxrss` is kilobytes on Linux and bytes on
/// Darwin. Both differences stay here.
public struct ChildProcess: Sendable {
    /// What the child's file descriptors are set to before it runs.
    public enum FileAction: Sendable {
        /// `dup2(from, to)`.
        case duplicate(Int32, to: Int32)
        /// The descriptor opened on `/dev/null` for writing.
        case discard(Int32)
        /// The descriptor closed in the child.
        case close(Int32)
    }

    /// How a child ended.
    public struct Ending: Sendable {
        /// The exit status, or 128 plus the signal's number when a signal ended it (as shells say).
        public var status: Int32
        /// The child's peak resident memory, in bytes.
        public var peakResidentBytes: Int
    }

    public let id: pid_t

    /// Starts `arguments[0]` (a path) with the given arguments and this process's environment;
    /// `nil` when it cannot be started.
    public static func start(_ arguments: [String], actions: [FileAction] = []) -> ChildProcess? {
        #if canImport(Darwin)
        var fileActions: posix_spawn_file_actions_t?
        #else
        var fileActions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&fileActions)
        defer { posix_spawn_file_actions_destroy(&fileActions) }
        for action in actions {
            switch action {
            case .duplicate(let from, let to): posix_spawn_file_actions_adddup2(&fileActions, from, to)
            case .discard(let fd): posix_spawn_file_actions_addopen(&fileActions, fd, "/dev/null", O_WRONLY, 0)
            case .close(let fd): posix_spawn_file_actions_addclose(&fileActions, fd)
            }
        }
        let cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in cArguments { free(pointer) } }
        var pid = pid_t()
        guard !arguments.isEmpty, posix_spawn(&pid, arguments[0], &fileActions, nil, cArguments, environ) == 0 else {
            return nil
        }
        return ChildProcess(id: pid)
    }

    /// Waits for the child to end; `nil` if it cannot be waited for.
    public func wait() -> Ending? {
        var status: Int32 = 0
        var usage = rusage()
        while wait4(id, &status, 0, &usage) < 0 {
            if errno != EINTR { return nil }
        }
        #if canImport(Darwin)
        let peak = Int(usage.ru_maxrss)
        #else
        let peak = Int(usage.ru_maxrss) * 1024
        #endif
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import as functions.
        let code = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Ending(status: code, peakResidentBytes: peak)
    }
}
