import Diagnostics
import Testing
@testable import LanguageServer

/// Hostile and random input: whatever arrives, the server answers and keeps serving. A crash
/// here ends the test process, so these tests fail loudly.
@Suite struct ServerRobustnessTests {
    /// A small deterministic generator (SplitMix64), so failures reproduce.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }
    }

    @Test func extremeNumbersAndWrongTypesAreInvalidParamsNotCrashes() {
        var harness = ServerHarness()
        _ = harness.initialize()
        harness.open(specWithTypo)
        let hostile = [
            #"{"line":9223372036854775807,"character":9223372036854775807}"#,
            #"{"line":1e300,"character":-1}"#,
            #"{"line":"3","character":4}"#,
            #"{"line":null}"#,
            #"[]"#,
            #"{"line":3.5,"character":1}"#,
        ]
        for position in hostile {
            for method in ["textDocument/hover", "textDocument/completion", "textDocument/definition", "textDocument/references"] {
                let out = harness.raw(#"{"jsonrpc":"2.0","id":1,"method":"\#(method)","params":{"textDocument":{"uri":"\#(ServerHarness.uri)"},"position":\#(position)}}"#)
                #expect(out.count == 1)
            }
        }
        let hugeEdit = #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(ServerHarness.uri)","version":9223372036854775807},"contentChanges":[{"range":{"start":{"line":9223372036854775807,"character":0},"end":{"line":0,"character":9223372036854775807}},"text":"x"}]}}"#
        _ = harness.raw(hugeEdit)
        _ = harness.raw(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(ServerHarness.uri)"},"contentChanges":[{"text":"spec: 1\n"}]}}"#)
        #expect(harness.advance(1).count == 1)
    }

    @Test func aCharacterOffsetAtTheLimitOfIntIsClampedToTheLineEnd() {
        // UTF-8 columns take the byte-arithmetic path, where an unclamped offset would overflow.
        var harness = ServerHarness()
        _ = harness.initialize(encodings: ["utf-8"])
        harness.open("spec: 1\napp: A\n")
        let huge = #"{"line":1,"character":9223372036854775807}"#
        let out = harness.raw(#"{"jsonrpc":"2.0","id":1,"method":"textDocument/hover","params":{"textDocument":{"uri":"\#(ServerHarness.uri)"},"position":\#(huge)}}"#)
        #expect(out.first?["error"] == nil)
        harness.change([(1, Int(Int32.max), 1, Int(Int32.max), "0")], version: 2)
        _ = harness.raw(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(ServerHarness.uri)","version":3},"contentChanges":[{"range":{"start":\#(huge),"end":\#(huge)},"text":"!"}]}}"#)
        #expect(String(decoding: harness.server.documents[ServerHarness.uri]?.document.source.bytes ?? [], as: UTF8.self) == "spec: 1\napp: A0!\n")
    }

    @Test func randomlyMutatedMessagesNeverStopTheServer() {
        var random = Random(state: 20_261_130)
        let templates = [
            #"{"jsonrpc":"2.0","id":7,"method":"textDocument/hover","params":{"textDocument":{"uri":"untitled:spec.layout.yaml"},"position":{"line":8,"character":70}}}"#,
            #"{"jsonrpc":"2.0","id":8,"method":"textDocument/completion","params":{"textDocument":{"uri":"untitled:spec.layout.yaml"},"position":{"line":10,"character":31}}}"#,
            #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"untitled:spec.layout.yaml","version":3},"contentChanges":[{"range":{"start":{"line":8,"character":20},"end":{"line":9,"character":2}},"text":"😀 {\n"}]}}"#,
            #"{"jsonrpc":"2.0","id":9,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"untitled:spec.layout.yaml"},"range":{"start":{"line":0,"character":0},"end":{"line":40,"character":0}},"context":{"diagnostics":[]}}}"#,
            #"{"jsonrpc":"2.0","id":10,"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"untitled:spec.layout.yaml"}}}"#,
            #"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":7}}"#,
        ]
        var harness = ServerHarness()
        _ = harness.initialize()
        harness.open(specWithTypo)
        for round in 0..<3_000 {
            var bytes = Array(templates[random.below(templates.count)].utf8)
            for _ in 0..<(1 + random.below(4)) {
                let i = random.below(bytes.count)
                switch random.below(4) {
                case 0: bytes[i] = UInt8(truncatingIfNeeded: random.next())
                case 1: bytes.remove(at: i)
                case 2:
                    let syntax = Array("{}[]\":,0-9eE\\u".utf8)
                    bytes.insert(syntax[random.below(syntax.count)], at: i)
                default: bytes = Array(bytes[0..<i])
                }
                if bytes.isEmpty { bytes = [UInt8(ascii: "{")] }
            }
            _ = harness.server.receive(bytes, at: harness.now)
            if round % 50 == 0 { _ = harness.advance(0.1) }
        }
        // Still serving: the document can be replaced and checked.
        harness.change([(0, 0, 999, 0, specWithTypo)], version: 1_000_000)
        let published = harness.advance(1)
        #expect(published.last?["version"]?.intValue == 1_000_000)
        #expect(harness.request("textDocument/hover", harness.at(6, 8))["result", "contents"] != nil)
    }

    @Test func randomEditsKeepEveryFeatureWorking() {
        var random = Random(state: 7)
        var harness = ServerHarness()
        _ = harness.initialize()
        harness.open(specWithTypo)
        let pieces = ["", "x", "😀", "受信", ": ", "\n", "  - ", "{ ", " }", "[", "#", "\"", "\r\n", "\t", "showDetail: Message"]
        for version in 2..<800 {
            let l1 = random.below(20), c1 = random.below(90), l2 = l1 + random.below(3), c2 = random.below(90)
            harness.change([(l1, c1, l2, c2, pieces[random.below(pieces.count)])], version: version)
            let line = random.below(20), character = random.below(90)
            for method in ["textDocument/hover", "textDocument/completion", "textDocument/definition"] {
                #expect(harness.request(method, harness.at(line, character))["error"] == nil)
            }
            if version % 20 == 0 {
                #expect(harness.request("textDocument/documentSymbol", .object([("textDocument", .object([("uri", .string(ServerHarness.uri))]))]))["error"] == nil)
                _ = harness.advance(1)
            }
        }
    }
}
