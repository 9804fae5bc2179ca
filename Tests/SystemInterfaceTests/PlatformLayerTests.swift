import Foundation
import SystemInterface
import TestSupport
import Testing

/// Only `SystemInterface` names the C library: everything else builds unchanged on Glibc, Musl
/// and Darwin because nothing else can tell them apart.
@Suite("The platform layer")
struct PlatformLayerTests {
    /// What must not appear outside `Sources/SystemInterface`: the C library's modules by name,
    /// and the calls and types whose shape differs between Linux and Darwin.
    static let forbidden: [(pattern: String, why: String)] = [
        (#"import\s+(Glibc|Musl|Darwin)\b"#, "import SystemInterface, which re-exports the C library"),
        (#"\b(Glibc|Musl|Darwin)\.[A-Za-z_]"#, "a call qualified by the C library's module does not compile on the others; use SystemCall"),
        (#"canImport\((Glibc|Musl|Darwin)\)"#, "a difference between C libraries belongs in SystemInterface"),
        (#"\bposix_spawn"#, "posix_spawn's file actions differ in type on Darwin; use ChildProcess"),
        (#"\bpthread_t\b|\bpthread_create\b"#, "pthread_t is an integer on Glibc and a pointer on Darwin; use SystemThread"),
        (#"/proc/self"#, "Linux only; use SystemCall.executablePath()"),
        (#"\bru_maxrss\b"#, "kilobytes on Linux, bytes on Darwin; use ChildProcess.Ending.peakResidentBytes"),
        (#"\bmallopt\b"#, "glibc only; use Allocator"),
        (#"import\s+Synchronization\b"#, "Mutex and Atomic need macOS 15, above the package's macOS 13"),
    ]

    static let scannedFolders = ["Sources", "Benchmarks", "Plugins", "Tests", "Examples"]

    @Test("No Swift file outside SystemInterface names the C library or a Linux-only API")
    func onlyTheLayerNamesTheCLibrary() throws {
        let layer = Repository.url("Sources/SystemInterface").path + "/"
        let thisFile = URL(fileURLWithPath: #filePath).standardizedFileURL.path
        var problems: [String] = []
        var scanned = 0
        for folder in Self.scannedFolders {
            let root = Repository.url(folder).path
            let walker = FileManager.default.enumerator(atPath: root)
            while let name = walker?.nextObject() as? String {
                let path = root + "/" + name
                guard name.hasSuffix(".swift"), !path.hasPrefix(layer), path != thisFile,
                      !name.contains("/.build/") else { continue }
                scanned += 1
                problems += Self.problems(in: try String(contentsOfFile: path, encoding: .utf8),
                                          path: String(path.dropFirst(Repository.root.path.count + 1)))
            }
        }
        #expect(scanned > 100)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("The scan finds each forbidden use it is meant to find")
    func theScanFindsWhatItForbids() {
        let samples = [
            "import Glibc", "let n = Glibc.write(1, p, 3)", "guard let v = Darwin.getenv(name) else {}",
            "#if canImport(Glibc)", "var actions = posix_spawn_file_actions_t()", "var thread = pthread_t()",
            #"readlink("/proc/self/exe", &b, 10)"#, "usage.ru_maxrss * 1024", "mallopt(-3, 1)", "import Synchronization",
        ]
        for sample in samples {
            #expect(!Self.problems(in: sample, path: "sample.swift").isEmpty, "not found: \(sample)")
        }
        #expect(Self.problems(in: "import SystemInterface\nlet n = SystemCall.write(1, p, 3)", path: "ok.swift").isEmpty)
    }

    static func problems(in text: String, path: String) -> [String] {
        var found: [String] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = line.trimmingCharacters(in: .whitespaces)
            if code.hasPrefix("//") { continue }
            for rule in forbidden where line.range(of: rule.pattern, options: .regularExpression) != nil {
                found.append("\(path):\(number + 1): \(code)\n    \(rule.why)")
            }
        }
        return found
    }
}

@Suite("Child processes")
struct ChildProcessTests {
    @Test("A child's exit status is its own, and a signal's is 128 plus its number, as shells say")
    func statuses() throws {
        let exited = try #require(ChildProcess.start(["/bin/sh", "-c", "exit 3"])?.wait())
        #expect(exited.status == 3)
        let killed = try #require(ChildProcess.start(["/bin/sh", "-c", "kill -9 $$"])?.wait())
        #expect(killed.status == 128 + 9)
    }

    @Test("File actions reach the child: output redirected, discarded or its descriptor closed")
    func fileActions() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("out").path
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        try #require(fd >= 0)
        let child = try #require(ChildProcess.start(["/bin/sh", "-c", "echo to-stdout; echo to-stderr >&2"],
                                                    actions: [.duplicate(fd, to: 1), .discard(2), .close(fd)]))
        close(fd)
        #expect(child.wait()?.status == 0)
        #expect(try folder.read("out") == "to-stdout\n")
    }

    @Test("A program that does not exist is not started")
    func missingProgram() {
        #expect(ChildProcess.start(["/nonexistent/layoutc-no-such-program"]) == nil)
        #expect(ChildProcess.start([]) == nil)
    }

    @Test("Peak memory is reported in bytes on every system")
    func peakMemoryInBytes() throws {
        let ending = try #require(ChildProcess.start(["/bin/sh", "-c", "true"])?.wait())
        // Any process needs more than 100 KB and less than 1 GB; kilobytes would read as 1000 times too few.
        #expect(ending.peakResidentBytes > 100_000 && ending.peakResidentBytes < 1_000_000_000)
    }

    @Test("The running executable's path is absolute and exists")
    func executablePath() throws {
        let path = try #require(SystemCall.executablePath())
        #expect(path.hasPrefix("/"))
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(SystemCall.environmentValue("PATH") != nil)
        #expect(SystemCall.environmentValue("LAYOUTC_SURELY_NOT_SET_42") == nil)
        #expect(SystemCall.coreCount >= 1)
    }
}
