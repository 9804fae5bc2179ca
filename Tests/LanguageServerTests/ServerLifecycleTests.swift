import Diagnostics
import JSONValue
import Testing
@testable import LanguageServer

/// The protocol's life cycle and its errors: the server answers everything and never stops
/// on bad input.
@Suite struct ServerLifecycleTests {
    @Test func initializeAdvertisesExactlyWhatIsImplemented() {
        var harness = ServerHarness()
        let response = harness.initialize()
        let capabilities = response["result", "capabilities"]
        #expect(capabilities?["positionEncoding"]?.stringValue == "utf-16")
        #expect(capabilities?["textDocumentSync", "change"]?.intValue == 2)
        let advertised = Set(capabilities.flatMap { json -> [String]? in
            guard case .object(let pairs) = json else { return nil }
            return pairs.map(\.0)
        } ?? [])
        #expect(advertised == ["positionEncoding", "textDocumentSync", "hoverProvider", "completionProvider",
                               "definitionProvider", "referencesProvider", "documentSymbolProvider", "codeActionProvider",
                               "executeCommandProvider"])
        #expect(response["result", "serverInfo", "name"]?.stringValue == "layoutc")
    }

    @Test func positionEncodingFollowsTheClientsOffer() {
        var utf8 = ServerHarness()
        #expect(utf8.initialize(encodings: ["utf-8", "utf-16"])["result", "capabilities", "positionEncoding"]?.stringValue == "utf-8")
        var utf32 = ServerHarness()
        #expect(utf32.initialize(encodings: ["utf-32"])["result", "capabilities", "positionEncoding"]?.stringValue == "utf-32")
        var legacy = ServerHarness()
        #expect(legacy.initialize(encodings: ["utf-7"])["result", "capabilities", "positionEncoding"]?.stringValue == "utf-16")
    }

    @Test func requestsBeforeInitializeAreRefused() {
        var harness = ServerHarness()
        #expect(ServerHarness.errorCode(harness.request("textDocument/hover", harness.at(0, 0))) == -32002)
        #expect(harness.initialize()["result"] != nil)
        #expect(ServerHarness.errorCode(harness.request("initialize")) == -32600)
    }

    @Test func unknownRequestsAreMethodNotFoundAndUnknownNotificationsAreIgnored() {
        var harness = ServerHarness()
        _ = harness.initialize()
        #expect(ServerHarness.errorCode(harness.request("textDocument/formatting", harness.at(0, 0))) == -32601)
        #expect(harness.notify("$/setTrace", .object([("value", .string("off"))])).isEmpty)
        #expect(harness.notify("custom/somethingNew").isEmpty)
    }

    @Test func malformedMessagesGetJSONRPCErrors() {
        var harness = ServerHarness()
        _ = harness.initialize()
        let parse = harness.raw("{\"jsonrpc\": \"2.0\", \"id\": 1, ")
        #expect(parse.count == 1 && ServerHarness.errorCode(parse[0]) == -32700 && parse[0]["id"] == .null)
        let notObject = harness.raw("[1, 2]")
        #expect(ServerHarness.errorCode(notObject[0]) == -32600)
        let noMethod = harness.raw(#"{"jsonrpc":"2.0","id":7}"#)
        #expect(ServerHarness.errorCode(noMethod[0]) == -32600 && noMethod[0]["id"] == .int(7))
        let badID = harness.raw(#"{"jsonrpc":"2.0","id":{"x":1},"method":"shutdown"}"#)
        #expect(ServerHarness.errorCode(badID[0]) == -32600)
        // Still serving.
        #expect(harness.request("textDocument/documentSymbol", .object([])).isObject)
    }

    @Test func missingOrMalformedParamsAreInvalidParams() {
        var harness = ServerHarness()
        _ = harness.initialize()
        #expect(ServerHarness.errorCode(harness.request("textDocument/hover", .object([]))) == -32602)
        harness.open(specWithTypo)
        let noPosition = harness.request("textDocument/hover", .object([("textDocument", .object([("uri", .string(ServerHarness.uri))]))]))
        #expect(ServerHarness.errorCode(noPosition) == -32602)
        let negative = harness.request("textDocument/hover", harness.at(-1, 0))
        #expect(ServerHarness.errorCode(negative) == -32602)
    }

    @Test func aRequestForADocumentThatIsNotOpenIsAnErrorNotACrash() {
        var harness = ServerHarness()
        _ = harness.initialize()
        let response = harness.request("textDocument/hover", harness.at(0, 0, uri: "file:///nowhere.layout.yaml"))
        #expect(ServerHarness.errorCode(response) == -32602)
        // A change to a document that is not open is logged.
        harness.change([(0, 0, 0, 0, "x")], version: 2, uri: "file:///nowhere.layout.yaml")
        #expect(harness.notifications.last?["method"]?.stringValue == "window/logMessage")
    }

    @Test func yamlFilesThatAreNotSpecsAreLeftAlone() {
        var harness = ServerHarness()
        _ = harness.initialize()
        let workflow = "file:///repo/.github/workflows/ci.yml"
        harness.open("on: push\njobs: {}\n", uri: workflow)
        harness.change([(0, 0, 0, 0, "# ")], version: 2, uri: workflow)
        #expect(harness.advance(1).isEmpty)
        #expect(harness.notifications.isEmpty)
        #expect(harness.request("textDocument/hover", harness.at(0, 0, uri: workflow))["result"] == .null)
        #expect(harness.request("textDocument/completion", harness.at(0, 0, uri: workflow))["result"] == .array([]))
    }

    @Test func shutdownThenExitEndsWithZero() {
        var harness = ServerHarness()
        _ = harness.initialize()
        #expect(harness.request("shutdown")["result"] == .null)
        #expect(ServerHarness.errorCode(harness.request("textDocument/hover", harness.at(0, 0))) == -32600)
        #expect(!harness.server.hasExited)
        _ = harness.notify("exit")
        #expect(harness.server.exitCode == 0)
    }

    @Test func exitWithoutShutdownEndsWithOne() {
        var harness = ServerHarness()
        _ = harness.initialize()
        _ = harness.notify("exit")
        #expect(harness.server.exitCode == 1)
    }

    @Test func aCancelledRequestInTheSameBatchIsAnsweredAsCancelled() {
        var harness = ServerHarness()
        _ = harness.initialize()
        harness.open(specWithTypo)
        let hover = #"{"jsonrpc":"2.0","id":41,"method":"textDocument/hover","params":{"textDocument":{"uri":"untitled:spec.layout.yaml"},"position":{"line":6,"character":8}}}"#
        let other = #"{"jsonrpc":"2.0","id":42,"method":"textDocument/hover","params":{"textDocument":{"uri":"untitled:spec.layout.yaml"},"position":{"line":6,"character":8}}}"#
        let cancel = #"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":41}}"#
        let out = harness.server.receive([Array(hover.utf8), Array(other.utf8), Array(cancel.utf8)], at: harness.now)
        #expect(out.count == 2)
        #expect(out[0]["id"] == .int(41) && ServerHarness.errorCode(out[0]) == -32800)
        #expect(out[1]["id"] == .int(42) && out[1]["result", "contents"] != nil)
    }

    @Test func responsesToTheServersOwnRequestsAreAccepted() {
        var harness = ServerHarness()
        _ = harness.initialize()
        #expect(harness.raw(#"{"jsonrpc":"2.0","id":"layoutc-1","result":null}"#).isEmpty)
        #expect(harness.raw(#"{"jsonrpc":"2.0","id":"layoutc-2","error":{"code":-32601,"message":"no"}}"#).isEmpty)
    }

    @Test func watchedFilesAreRegisteredWhenTheClientAllowsIt() {
        var harness = ServerHarness()
        let capabilities: JSON = .object([("workspace", .object([("didChangeWatchedFiles", .object([("dynamicRegistration", .bool(true))]))]))])
        _ = harness.request("initialize", .object([("capabilities", capabilities)]))
        let out = harness.notify("initialized")
        #expect(out.first?["method"]?.stringValue == "client/registerCapability")
        #expect(out.first?.compactText.contains("**/.layoutc.yml") == true)
    }
}
