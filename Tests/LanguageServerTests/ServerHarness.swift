import Diagnostics
import JSONValue
@testable import LanguageServer

/// Drives a `LanguageServer` value the way the event loop does, with time passed in by hand.
struct ServerHarness {
    var server: LanguageServer
    var now = 100.0
    var nextID = 1
    /// Notifications the server sent besides responses, in order.
    var notifications: [JSON] = []

    init(debounce: DiagnosticsScheduler.Policy = .fixed(0.05), checksInBackground: Bool = false) {
        server = LanguageServer(options: .init(debounce: debounce, version: "test", checksInBackground: checksInBackground),
                                clock: { 0 })
    }

    static let uri = "untitled:spec.layout.yaml"

    /// Sends raw text as one message body; returns everything the server sent.
    mutating func raw(_ text: String) -> [JSON] {
        let out = server.receive(Array(text.utf8), at: now)
        notifications += out.filter { $0["method"] != nil }
        return out
    }

    mutating func send(_ message: JSON) -> [JSON] { raw(message.compactText) }

    /// Sends a request and returns its response.
    mutating func request(_ method: String, _ params: JSON = .object([])) -> JSON {
        let id = nextID
        nextID += 1
        let out = send(.object([("jsonrpc", .string("2.0")), ("id", .int(id)), ("method", .string(method)), ("params", params)]))
        return out.first { $0["id"] == .int(id) } ?? .null
    }

    mutating func notify(_ method: String, _ params: JSON = .object([])) -> [JSON] {
        send(.object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)]))
    }

    /// What a current editor declares (VS Code, Neovim): Markdown, hierarchical symbols,
    /// code action literals, related information.
    static let modernTextDocument: JSON = .object([
        ("hover", .object([("contentFormat", .array([.string("markdown"), .string("plaintext")]))])),
        ("completion", .object([("completionItem", .object([("documentationFormat", .array([.string("markdown")]))]))])),
        ("documentSymbol", .object([("hierarchicalDocumentSymbolSupport", .bool(true))])),
        ("codeAction", .object([("codeActionLiteralSupport", .object([("codeActionKind", .object([("valueSet", .array([.string("quickfix")]))]))]))])),
        ("publishDiagnostics", .object([("relatedInformation", .bool(true)), ("codeDescriptionSupport", .bool(true))])),
    ])

    mutating func initialize(encodings: [String]? = nil, textDocument: JSON = modernTextDocument) -> JSON {
        var capabilities: [(String, JSON)] = [("textDocument", textDocument)]
        if let encodings {
            capabilities.append(("general", .object([("positionEncodings", .array(encodings.map(JSON.string)))])))
        }
        let response = request("initialize", .object([("capabilities", .object(capabilities))]))
        _ = notify("initialized")
        return response
    }

    mutating func open(_ text: String, uri: String = uri, version: Int = 1) {
        _ = notify("textDocument/didOpen", .object([("textDocument", .object([
            ("uri", .string(uri)), ("languageId", .string("yaml")), ("version", .int(version)), ("text", .string(text)),
        ]))]))
    }

    mutating func change(_ edits: [(Int, Int, Int, Int, String)], version: Int, uri: String = uri) {
        let changes: [JSON] = edits.map { e in
            .object([("range", range(e.0, e.1, e.2, e.3)), ("text", .string(e.4))])
        }
        _ = notify("textDocument/didChange", .object([
            ("textDocument", .object([("uri", .string(uri)), ("version", .int(version))])),
            ("contentChanges", .array(changes)),
        ]))
    }

    /// Lets time pass and returns the diagnostics published meanwhile.
    mutating func advance(_ seconds: Double) -> [JSON] {
        now += seconds
        let out = server.publishDue(at: now)
        notifications += out
        return out.filter { $0["method"]?.stringValue == "textDocument/publishDiagnostics" }.compactMap { $0["params"] }
    }

    func range(_ l1: Int, _ c1: Int, _ l2: Int, _ c2: Int) -> JSON {
        .object([("start", position(l1, c1)), ("end", position(l2, c2))])
    }

    func position(_ line: Int, _ character: Int) -> JSON {
        .object([("line", .int(line)), ("character", .int(character))])
    }

    func at(_ line: Int, _ character: Int, uri: String = uri) -> JSON {
        .object([("textDocument", .object([("uri", .string(uri))])), ("position", position(line, character))])
    }

    static func errorCode(_ response: JSON) -> Int? { response["error", "code"]?.intValue }
}

/// A spec with an unknown key after emoji and CJK text on the same line.
let specWithTypo = """
    spec: 1
    app: Mail
    screens:
      Mailboxes:
        title: Mailboxes
        list:
          appearance: sidebar
          items:
            - { title: "😀 受信トレイ", id: inbox, image: tray, onSelect: { showDetial: Message } }
            - { id: sent, title: Sent, image: paperplane }
          onSelect: { showDetail: Message }
      Message:
        restoresState: true
    split:
      style: doubleColumn
      primary: Mailboxes
      secondary: Message

    """
