import JSONValue
import LayoutCompiler
@testable import LanguageServer
import Parallel
import Testing

/// With checks in the background (as `layoutc lsp` runs), the message loop never waits for a
/// slow check: hover and completion answer at once, the requests that need the new model wait
/// for it without holding anything else up, and a check of text edited since is dropped.
@Suite("Checks in the background")
struct ServerBackgroundCheckTests {
    /// A harness whose spec counts as slow to check, as a 5 MB one is.
    static func slowSpecServer() -> ServerHarness {
        var harness = ServerHarness(checksInBackground: true)
        _ = harness.initialize()
        harness.open(specWithTypo)
        harness.server.scheduler.checked(ServerHarness.uri, duration: 2.0)
        return harness
    }

    static func runDueCheck(_ harness: inout ServerHarness) throws -> LanguageServer.CheckRequest {
        harness.now += 10
        let due = harness.server.dueDocuments(at: harness.now)
        #expect(due == [ServerHarness.uri])
        guard case .run(let request) = harness.server.dueCheck(ServerHarness.uri) else {
            Issue.record("the check was not handed out to run elsewhere")
            throw CancellationError()
        }
        return request
    }

    @Test func whileASlowCheckRunsHoverIsEmptyAndCompletionComesFromTheText() throws {
        var harness = Self.slowSpecServer()
        _ = try Self.runDueCheck(&harness)
        let hover = harness.request("textDocument/hover", harness.at(8, 60))
        #expect(hover["result"] == .null, "no model of this text yet: no hover rather than one about other text")
        let completion = harness.request("textDocument/completion", harness.at(12, 4))
        #expect(completion["result", "isIncomplete"] == .bool(true), "the client asks again once the check is in")
        let labels = completion["result", "items"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
        #expect(labels.contains("title"), "keys of a screen come from the text: \(labels)")
        #expect(harness.request("shutdown")["result"] == .null)
    }

    @Test func requestsThatNeedTheModelAreAnsweredWhenTheCheckArrives() throws {
        var harness = Self.slowSpecServer()
        let request = try Self.runDueCheck(&harness)
        let symbols: JSON = .object([("textDocument", .object([("uri", .string(ServerHarness.uri))]))])
        let id = harness.nextID
        #expect(harness.send(.object([("jsonrpc", .string("2.0")), ("id", .int(id)), ("method", .string("textDocument/documentSymbol")),
                                      ("params", symbols)])).isEmpty, "it waits, and nothing else does")
        harness.nextID += 1
        #expect(harness.request("textDocument/hover", harness.at(8, 60))["result"] == .null)

        let checked = try #require(request.run())
        let finished = harness.server.checkFinished(request, checked: checked, duration: 1.5)
        let framed = try #require(finished.publication, "version 1's diagnostics are published")
        let body = String(decoding: framed, as: UTF8.self)
        #expect(body.hasPrefix("Content-Length: "))
        #expect(body.contains(#""method":"textDocument/publishDiagnostics""#) && body.contains(#""version":1"#))
        let answer = try #require(finished.messages.first { $0["id"] == .int(id) })
        #expect(answer["result"]?.arrayValue?.isEmpty == false, "the symbols of the checked text")
        #expect(harness.request("textDocument/hover", harness.at(8, 60))["result"] != .null, "the model is current now")
    }

    @Test func aCheckOfTextEditedSinceIsDroppedAndItsEditIsReported() throws {
        var harness = Self.slowSpecServer()
        let request = try Self.runDueCheck(&harness)
        _ = harness.server.takeEdited()
        harness.change([(8, 50, 8, 60, "showDetail")], version: 2)
        #expect(harness.server.takeEdited() == [ServerHarness.uri], "the driver cancels the running check")
        let checked = try #require(request.run())
        let finished = harness.server.checkFinished(request, checked: checked, duration: 1.5)
        #expect(finished.publication == nil && finished.messages.isEmpty, "version 1's diagnostics are never published over version 2")
        let next = try Self.runDueCheck(&harness)
        #expect(next.version == 2)
    }

    @Test func aWaitingRequestCanBeCancelledAndIsAbandonedWhenItsDocumentCloses() throws {
        var harness = Self.slowSpecServer()
        _ = try Self.runDueCheck(&harness)
        let symbols: JSON = .object([("textDocument", .object([("uri", .string(ServerHarness.uri))]))])
        for id in [50, 51] {
            _ = harness.send(.object([("jsonrpc", .string("2.0")), ("id", .int(id)), ("method", .string("textDocument/documentSymbol")),
                                      ("params", symbols)]))
        }
        let cancelled = harness.notify("$/cancelRequest", .object([("id", .int(50))]))
        #expect(cancelled.map { ServerHarness.errorCode($0) } == [RPCErrorCode.requestCancelled.rawValue])
        let closed = harness.notify("textDocument/didClose", symbols)
        let abandoned = closed.first { $0["id"] == .int(51) }
        #expect(abandoned.flatMap(ServerHarness.errorCode) == RPCErrorCode.contentModified.rawValue)
    }

    @Test func aQuickSpecIsStillCheckedWhereARequestNeedsIt() {
        var harness = ServerHarness(checksInBackground: true)
        _ = harness.initialize()
        harness.open(specWithTypo)
        // Never checked yet, and small: the hover checks it on the spot.
        #expect(harness.request("textDocument/hover", harness.at(8, 60))["result"] != .null)
    }

    @Test func aCancelledCheckStopsAndGivesNothing() {
        let cancellation = Cancellation()
        cancellation.cancel()
        #expect(LayoutCompiler().check(path: "a.layout.yaml", bytes: Array(specWithTypo.utf8), cancellation: cancellation) == nil)
        #expect(LayoutCompiler().check(path: "a.layout.yaml", bytes: Array(specWithTypo.utf8), cancellation: Cancellation()) != nil)
    }
}
