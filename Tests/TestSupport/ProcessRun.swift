import Foundation

/// Runs a program and collects its output (the compiler in type-check tests).
public struct ProcessRun: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
    public var output: String { stdout + stderr }

    public init(status: Int32, stdout: String, stderr: String) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
    }

    public static func run(_ executable: String, _ arguments: [String], in directory: String? = nil) throws -> ProcessRun {
        // Output goes to files, so a chatty compiler can never fill a pipe and stall.
        let capture = try TemporaryFolder()
        _ = FileManager.default.createFile(atPath: capture.file("out").path, contents: nil)
        _ = FileManager.default.createFile(atPath: capture.file("err").path, contents: nil)
        let out = try FileHandle(forWritingTo: capture.file("out"))
        let err = try FileHandle(forWritingTo: capture.file("err"))
        defer {
            try? out.close()
            try? err.close()
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        return ProcessRun(status: process.terminationStatus, stdout: try capture.read("out"), stderr: try capture.read("err"))
    }
}
