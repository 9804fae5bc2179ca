// The one place that names a C library. Every other module imports `SystemInterface` and calls
// the C library unqualified, or through the few wrappers below where Glibc, Musl and Darwin
// differ in a type or a name (a test fails if a `Glibc.` call or an `import Darwin` appears
// anywhere else).
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
import MachO.dyld  // _NSGetExecutablePath
#else
#error("layoutc needs a C library: Glibc, Musl or Darwin")
#endif

/// The C calls whose names our own types also use (`read`, `write`, `getenv`), so callers
/// inside such a type would otherwise have to name the C library's module to reach them.
public enum SystemCall {
    /// `read(2)`: the count read, 0 at the end, -1 with `errno` set.
    @inline(__always)
    public static func read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(fd, buffer, count)
        #elseif canImport(Musl)
        Musl.read(fd, buffer, count)
        #else
        Darwin.read(fd, buffer, count)
        #endif
    }

    /// `write(2)`: the count written, -1 with `errno` set.
    @inline(__always)
    public static func write(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(fd, buffer, count)
        #elseif canImport(Musl)
        Musl.write(fd, buffer, count)
        #else
        Darwin.write(fd, buffer, count)
        #endif
    }

    /// The value of an environment variable, `nil` when it is not set.
    public static func environmentValue(_ name: String) -> String? {
        #if canImport(Glibc)
        guard let value = Glibc.getenv(name) else { return nil }
        #elseif canImport(Musl)
        guard let value = Musl.getenv(name) else { return nil }
        #else
        guard let value = Darwin.getenv(name) else { return nil }
        #endif
        return String(cString: value)
    }

    /// The absolute path of the running executable: `/proc/self/exe` on Linux,
    /// `_NSGetExecutablePath` on Darwin; `nil` when the system cannot say.
    public static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        #if canImport(Darwin)
        var size = UInt32(buffer.count)
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        let length = buffer.firstIndex(of: 0) ?? buffer.count
        #else
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        #endif
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The number of cores online.
    public static var coreCount: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    /// Seconds on a clock that never goes back (`CLOCK_MONOTONIC`), for durations and deadlines.
    public static func monotonicSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
