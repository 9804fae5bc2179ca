import Diagnostics
import FuzzSupport
import LanguageServer

// The language server's message handling: any byte stream (framing, JSON, requests on unopened
// documents, specs that are not YAML) gives answers or logged problems, never a crash.
// The input is cut into Content-Length frames when it has headers; a prefix of well-formed
// messages opens a document so the fuzzer reaches the document features quickly.
let prelude: [[UInt8]] = [
    #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#,
    #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#,
    #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///f/A.layout.yaml","languageId":"yaml","version":1,"text":"spec: 1\napp: A\nsplit:\n  style: doubleColumn\n  primary: P\n  secondary: S\n"}}}"#,
].map { Array($0.utf8) }

runFuzzer { data, size in
    let input = bytes(data, size)
    var server = LanguageServer(options: .init(), clock: { 0 })
    var now = 0.0
    _ = server.receive(prelude, at: now)
    var framer = MessageFramer(maximumBodyBytes: 1 << 20)
    framer.append(input)
    var events = 0
    while let event = framer.next(), events < 1000 {
        events += 1
        now += 0.01
        switch event {
        case .message(let body):
            _ = server.receive(body, at: now)
        case .problem(let message):
            _ = server.framingProblem(message)
        default:
            break
        }
        _ = server.publishDue(at: now + 10)
        if server.hasExited { break }
    }
    // Unframed input is also tried as one message body.
    if events == 0 { _ = server.receive(input, at: now) }
    _ = server.publishDue(at: now + 10)
    return 0
}
