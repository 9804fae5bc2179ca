import SystemInterface

/// The few file operations the drivers need, on the C library directly: Foundation would
/// double `layoutc check`'s start-up time, and the build plugin runs it once per spec.
public enum FileSystem {
    public struct Error: Swift.Error, Sendable, CustomStringConvertible {
        public let path: String
        public let reason: String

        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }

        public var description: String { "\(path): \(reason)" }
    }

    public enum Kind: Sendable { case file, directory, other, missing }

    public static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// What a folder walk needs to know of an entry without following it: whether it is a
    /// symbolic link, and the identity (device and inode) of what the path leads to, which tells
    /// a folder already walked (a cycle) from a new one.
    public struct Entry: Sendable {
        public var kind: Kind
        public var isLink: Bool
        public var identity: Identity?
    }

    public struct Identity: Hashable, Sendable {
        var device: UInt64
        var inode: UInt64
    }

    public static func entry(_ path: String) -> Entry {
        var link = stat()
        guard lstat(path, &link) == 0 else { return Entry(kind: .missing, isLink: false, identity: nil) }
        let isLink = link.st_mode & S_IFMT == S_IFLNK
        var info = stat()
        guard stat(path, &info) == 0 else { return Entry(kind: .missing, isLink: isLink, identity: nil) }
        let kind: Kind = switch info.st_mode & S_IFMT {
        case S_IFREG: .file
        case S_IFDIR: .directory
        default: .other
        }
        return Entry(kind: kind, isLink: isLink, identity: Identity(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino)))
    }

    /// The absolute path with every symbolic link resolved, or nil when it does not exist.
    public static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// The system's reason in the words every command uses ("no such file or folder"), so
    /// `check`, `model`, `--config` and `preview` say the same thing about the same problem.
    static func errorText(_ code: Int32 = errno) -> String {
        switch code {
        case ENOENT: "no such file or folder"
        case ENOTDIR: "a part of the path is not a folder"
        case EISDIR: "is a folder"
        case EACCES, EPERM: "permission denied"
        case ENOSPC: "no space left on device"
        default: String(cString: strerror(code)).lowercased()
        }
    }

    /// Reads a whole file, refusing directories and files over `limit` bytes before reading.
    public static func read(_ path: String, limit: Int = .max) throws(Error) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw Error(path: path, reason: errorText().lowercased()) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw Error(path: path, reason: errorText().lowercased()) }
        if info.st_mode & S_IFMT == S_IFDIR { throw Error(path: path, reason: "is a folder, not a spec file") }
        if Int(info.st_size) > limit {
            throw Error(path: path, reason: "is \(info.st_size) bytes, more than the limit of \(limit) bytes")
        }
        var result: [UInt8] = []
        var capacity = max(Int(info.st_size), 0) + 1
        result.reserveCapacity(capacity)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = try readSome(fd, into: &chunk, path: path)
            if n == 0 { break }
            result.append(contentsOf: chunk[0..<n])
            if result.count > limit { throw Error(path: path, reason: "is more than the limit of \(limit) bytes") }
            capacity = result.count
        }
        return result
    }

    /// The names in a directory, sorted, without `.` and `..`.
    public static func list(_ path: String) throws(Error) -> [String] {
        guard let dir = opendir(path) else { throw Error(path: path, reason: errorText().lowercased()) }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    public static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Writes `bytes` to `path` through a temporary file in the same folder and a rename, so a
    /// reader (or a crash) sees the old file or the new one, never half of one.
    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(Error) {
        try writeAtomically(segments: [bytes], to: path)
    }

    /// Writes the bytes of `segments` one after another, atomically (see above).
    public static func writeAtomically(segments: [[UInt8]], to path: String) throws(Error) {
        let dir = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        let base = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array("\(dir.isEmpty ? "/" : dir)/.\(base).tmp-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw Error(path: path, reason: "cannot create a temporary file: \(errorText().lowercased())") }
        let tempPath = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // The first failure's errno, kept: later calls (stat of a file that does not exist yet)
        // would overwrite it, and a full disk was reported as "no such file or folder".
        var failure: Int32 = writeAll(fd, segments)
        // Keep the permissions of a file being replaced (`layoutc fix` must not change them).
        var existing = stat()
        fchmod(fd, stat(path, &existing) == 0 ? existing.st_mode & 0o7777 : 0o644)
        if failure == 0 && fsync(fd) != 0 { failure = errno }
        close(fd)
        if failure == 0 && rename(tempPath, path) != 0 { failure = errno }
        guard failure == 0 else {
            unlink(tempPath)
            throw Error(path: path, reason: "cannot write: \(errorText(failure))")
        }
    }

    /// Writes every segment to `fd`; 0, or the errno of the write that failed.
    static func writeAll(_ fd: Int32, _ segments: [[UInt8]]) -> Int32 {
        for segment in segments {
            let failure = segment.withUnsafeBytes { raw -> Int32 in
                var offset = 0
                while offset < raw.count {
                    let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
                    if n < 0 { if errno == EINTR { continue }; return errno }
                    offset += n
                }
                return 0
            }
            if failure != 0 { return failure }
        }
        return 0
    }

    /// Takes an exclusive advisory lock on a folder, waiting for whoever holds it; returns the
    /// descriptor to pass to `unlock`. Two `build`s into one folder take turns this way: each
    /// reads the manifest, writes and writes the manifest back as one step.
    public static func lockFolder(_ path: String) throws(Error) -> Int32 {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw Error(path: path, reason: errorText()) }
        while flock(fd, LOCK_EX) != 0 {
            if errno == EINTR { continue }
            let reason = errorText()
            close(fd)
            throw Error(path: path, reason: "cannot lock: \(reason)")
        }
        return fd
    }

    public static func unlock(_ fd: Int32) {
        flock(fd, LOCK_UN)
        close(fd)
    }

    /// Why `replace` wrote nothing: the file no longer holds what was read.
    public static let editedMeanwhile = "was edited while it was being fixed, so fix left your edit as it is: run fix again"

    /// Replaces the file a spec was read from with `bytes`, as `layoutc fix` must: through a
    /// symbolic link to the real file (the link stays a link), in place when the file has other
    /// hard links (a rename would leave them the old text), keeping its permissions, and only if
    /// the file still holds `original`: an edit made while the fix ran is never lost.
    public static func replace(_ path: String, with bytes: [UInt8], ifStill original: [UInt8]) throws(Error) {
        let editedMeanwhile = Self.editedMeanwhile
        let target = entry(path).isLink ? (resolved(path) ?? path) : path
        let current = try read(target)
        guard current == original else {
            throw Error(path: path, reason: editedMeanwhile)
        }
        var info = stat()
        guard stat(target, &info) == 0, info.st_nlink > 1 else { return try writeAtomically(bytes, to: target) }
        // Other names share this file: rewrite it in place. Writing a copy first makes sure the
        // disk has room for it before the original is truncated.
        let folder = target.lastIndex(of: "/").map { String(target[..<$0]) } ?? "."
        let scratch = (folder.isEmpty ? "" : folder) + "/.layoutc-fix-\(getpid())"
        try writeAtomically(bytes, to: scratch)
        defer { unlink(scratch) }
        let fd = open(target, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard fd >= 0 else { throw Error(path: path, reason: "cannot write: \(errorText())") }
        var failure = writeAll(fd, [bytes])
        if failure == 0 && fsync(fd) != 0 { failure = errno }
        close(fd)
        if failure != 0 { throw Error(path: path, reason: "cannot write: \(errorText(failure))") }
    }

    /// Reads up to `buffer.count` bytes from `fd` into `buffer`, again when a signal interrupts
    /// the read; 0 at the end of the file.
    private static func readSome(_ fd: Int32, into buffer: inout [UInt8], path: String) throws(Error) -> Int {
        while true {
            let n = buffer.withUnsafeMutableBytes { SystemCall.read(fd, $0.baseAddress, $0.count) }
            if n >= 0 { return n }
            if errno != EINTR { throw Error(path: path, reason: errorText().lowercased()) }
        }
    }

    /// A file on disk compared with the bytes that would replace it.
    public struct Existing: Sendable, Equatable {
        /// Whether the file holds exactly those bytes.
        public var isSame: Bool
        /// Its first bytes (up to the length asked for): enough to tell whose file it is.
        public var head: [UInt8]
    }

    /// Compares the file at `path` with `bytes` a chunk at a time (memcmp, which stays cheap in
    /// the debug build SwiftPM makes of a plugin's tool), without reading it whole: a large
    /// spec's generated file is tens of megabytes, and a file of another size is not read past
    /// its `head`. `nil` when there is no such file.
    public static func compare(_ path: String, with bytes: [UInt8], headLength: Int = 256) throws(Error) -> Existing? {
        try compare(path, withSegments: [bytes], headLength: headLength)
    }

    /// `compare(_:with:headLength:)` against the bytes of `segments` one after another.
    public static func compare(_ path: String, withSegments segments: [[UInt8]], headLength: Int = 256) throws(Error) -> Existing? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            if errno == ENOENT { return nil }
            throw Error(path: path, reason: errorText().lowercased())
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw Error(path: path, reason: errorText().lowercased()) }
        if info.st_mode & S_IFMT == S_IFDIR { throw Error(path: path, reason: "is a folder, not a file") }
        let total = segments.reduce(0) { $0 + $1.count }
        let sameSize = Int(info.st_size) == total
        var chunk = [UInt8](repeating: 0, count: sameSize ? min(max(total, headLength), 1 << 20) : headLength)
        var head: [UInt8] = []
        var offset = 0
        var same = sameSize
        // Where the next byte read is in `segments`.
        var segment = 0
        var inSegment = 0
        while true {
            let n = try readSome(fd, into: &chunk, path: path)
            if n == 0 { break }
            if head.count < headLength { head += chunk[0..<min(n, headLength - head.count)] }
            // The file grew while it was read, or a chunk differs.
            if same && offset + n > total { same = false }
            var compared = 0
            while same && compared < n {
                while inSegment == segments[segment].count {
                    segment += 1
                    inSegment = 0
                }
                let k = min(n - compared, segments[segment].count - inSegment)
                same = chunk.withUnsafeBytes { read in
                    segments[segment].withUnsafeBytes { memcmp(read.baseAddress! + compared, $0.baseAddress! + inSegment, k) == 0 }
                }
                compared += k
                inSegment += k
            }
            offset += n
            if !same && head.count >= headLength { break }
        }
        return Existing(isSame: same && offset == total, head: head)
    }

    /// Writes atomically unless the file already holds exactly `bytes`, so an unchanged output
    /// keeps its timestamp and builds stay incremental; returns whether it wrote. Pass what the
    /// caller found comparing them already (`compare`; nil: no such file).
    @discardableResult
    public static func writeIfChanged(_ bytes: [UInt8], to path: String, existing: Existing?? = .none) throws(Error) -> Bool {
        try writeIfChanged(segments: [bytes], to: path, existing: existing)
    }

    /// `writeIfChanged(_:to:existing:)` of the bytes of `segments` one after another.
    @discardableResult
    public static func writeIfChanged(segments: [[UInt8]], to path: String, existing: Existing?? = .none) throws(Error) -> Bool {
        let found: Existing?
        switch existing {
        case .some(let known): found = known
        case .none: found = kind(of: path) == .file ? (try? compare(path, withSegments: segments)) ?? nil : nil
        }
        if found?.isSame == true { return false }
        try writeAtomically(segments: segments, to: path)
        return true
    }

    public static func remove(_ path: String) { unlink(path) }

    public static func makeDirectories(_ path: String) throws(Error) {
        var current = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            current += "/" + part
            if kind(of: current) == .directory { continue }
            if mkdir(current, 0o755) != 0 && errno != EEXIST {
                throw Error(path: path, reason: "cannot create folder: \(errorText().lowercased())")
            }
        }
    }

    public static func getenv(_ name: String) -> String? {
        SystemCall.environmentValue(name)
    }
}
