import SystemInterface
import SpecGenerator

/// The language-server benchmark: the time from sending `textDocument/didChange` to receiving
/// the `textDocument/publishDiagnostics` for that version, on a generated spec of 2,009 lines
/// (141 KB, non-ASCII titles included), over 50 edits. It drives a real `layoutc lsp` process over pipes, so the
/// number includes framing, JSON, incremental sync, the server's debounce and the check.
///
/// `extraArguments` go to `layoutc lsp` (e.g. `["--debounce-ms", "0"]` to see the check
/// without the debounce). Returns seconds; the median is NaN when the server failed.
func lspBenchmark(layoutcPath: String, edits: Int = 50, extraArguments: [String] = []) -> (median: Double, runs: [Double]) {
    guard var server = LSPProcess(arguments: [layoutcPath, "lsp"] + extraArguments) else { return (.nan, []) }
    defer { server.finish() }
    let text = SpecGenerator(targetBytes: 180_000).generate()
    let uri = "file:///tmp/layoutc-bench/Bench-LSP.layout.yaml"
    server.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null,"rootUri":null,"capabilities":{}}}"#)
    guard server.receive(until: { $0.contains(#""id":1"#) }) else { return (.nan, []) }
    server.send(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
    server.send(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"yaml","version":1,"text":\#(jsonString(text))}}}"#)
    guard server.receive(until: { $0.contains("publishDiagnostics") && $0.contains(#""version":1,"#) }) else { return (.nan, []) }

    // Type into a screen title in the middle of the spec: insert a letter, then delete it, so
    // every version is valid and the same size.
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let titleLines = lines.indices.filter { lines[$0].hasPrefix("    title: \"") }
    let line = titleLines.isEmpty ? lines.count / 2 : titleLines[titleLines.count / 2]
    var runs: [Double] = []
    for edit in 0..<edits {
        let version = edit + 2
        let change = edit % 2 == 0
            ? #"{"range":{"start":{"line":\#(line),"character":12},"end":{"line":\#(line),"character":12}},"text":"x"}"#
            : #"{"range":{"start":{"line":\#(line),"character":12},"end":{"line":\#(line),"character":13}},"text":""}"#
        let start = now()
        server.send(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":\#(version)},"contentChanges":[\#(change)]}}"#)
        guard server.receive(until: { $0.contains("publishDiagnostics") && $0.contains(#""version":\#(version),"#) }) else {
            return (.nan, runs)
        }
        runs.append(now() - start)
    }
    server.send(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#)
    _ = server.receive(until: { $0.contains(#""id":2"#) })
    server.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
    return (median(runs), runs)
}

/// `text` as a JSON string literal.
private func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case _ where scalar.value < 0x20:
            let hex = String(scalar.value, radix: 16)
            out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}

/// A child process spoken to over two pipes with LSP framing.
private struct LSPProcess {
    var pid: pid_t = 0
    var toChild: Int32 = -1
    var fromChild: Int32 = -1
    var buffer: [UInt8] = []

    init?(arguments: [String]) {
        var input: [Int32] = [0, 0]
        var output: [Int32] = [0, 0]
        guard pipe(&input) == 0, pipe(&output) == 0 else { return nil }
        let actions: [ChildProcess.FileAction] = [.duplicate(input[0], to: 0), .duplicate(output[1], to: 1), .discard(2)]
            + [input[0], input[1], output[0], output[1]].map { .close($0) }
        guard let child = ChildProcess.start(arguments, actions: actions) else { return nil }
        pid = child.id
        close(input[0])
        close(output[1])
        toChild = input[1]
        fromChild = output[0]
        signal(SIGPIPE, SIG_IGN)
    }

    func send(_ body: String) {
        let bytes = Array("Content-Length: \(body.utf8.count)\r\n\r\n".utf8) + Array(body.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { write(toChild, $0.baseAddress! + offset, bytes.count - offset) }
            if n < 0 { if errno == EINTR { continue }; return }
            offset += n
        }
    }

    /// Reads messages until one satisfies `done` (true) or ten seconds pass (false).
    mutating func receive(until done: (String) -> Bool) -> Bool {
        let deadline = now() + 10
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            while let body = nextMessage() {
                if done(body) { return true }
            }
            let remaining = Int32(max(0, (deadline - now()) * 1000))
            guard remaining > 0 else { return false }
            var descriptor = pollfd(fd: fromChild, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, remaining) > 0 else { return false }
            let n = chunk.withUnsafeMutableBytes { read(fromChild, $0.baseAddress, $0.count) }
            if n <= 0 { return false }
            buffer += chunk[0..<n]
        }
    }

    /// The next framed message body in `buffer`, if complete.
    mutating func nextMessage() -> String? {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard buffer.count >= 4, let end = (0...(buffer.count - 4)).first(where: { Array(buffer[$0..<($0 + 4)]) == separator }) else {
            return nil
        }
        let header = String(decoding: buffer[0..<end], as: UTF8.self)
        guard let lengthLine = header.split(separator: "\r\n").first(where: { $0.lowercased().hasPrefix("content-length:") }),
              let length = Int(lengthLine.dropFirst("content-length:".count).filter { $0 != " " }),
              buffer.count >= end + 4 + length else { return nil }
        let body = String(decoding: buffer[(end + 4)..<(end + 4 + length)], as: UTF8.self)
        buffer.removeFirst(end + 4 + length)
        return body
    }

    mutating func finish() {
        close(toChild)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        close(fromChild)
    }
}
