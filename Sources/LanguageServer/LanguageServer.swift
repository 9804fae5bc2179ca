import Diagnostics
import JSONValue
import LayoutCompiler
import LayoutModel
import LayoutRules
import SpecSource

/// The language server's logic as a value: messages in, messages out, no I/O and no clock of
/// its own, so the protocol is tested without processes and the event loop (`StdioServer`)
/// stays a thin driver. It checks with `LayoutCompiler`, never a second implementation.
public struct LanguageServer: Sendable {
    public struct Options: Sendable {
        public var debounce: DiagnosticsScheduler.Policy
        /// Reported as `serverInfo.version`.
        public var version: String
        /// Checks run elsewhere (`dueCheck` / `checkFinished`) and requests never wait for a
        /// slow one on the message loop; see `LanguageServer+Background.swift`.
        public var checksInBackground: Bool

        public init(debounce: DiagnosticsScheduler.Policy = .init(), version: String = "0", checksInBackground: Bool = false) {
            self.debounce = debounce
            self.version = version
            self.checksInBackground = checksInBackground
        }
    }

    enum State: Sendable, Equatable {
        case uninitialized
        case running
        case shutDown
    }

    /// A document with the check of its latest text, when one was made.
    struct OpenDocument: Sendable {
        var document: TextDocument
        var analysis: LayoutCompiler.Result?
        /// The configuration generation `analysis` was made with.
        var analysisGeneration = -1
        /// Seconds the last check took.
        var checkDuration: Double = 0
        /// The model of the text before the latest edit, for completions while it is checked.
        var previousSpec: LayoutSpec?
    }

    public internal(set) var options: Options
    /// Monotonic seconds; used to measure how long checks take (which sets the debounce).
    let clock: @Sendable () -> Double
    var state: State = .uninitialized
    public internal(set) var encoding: PositionEncoding = .utf16
    /// Set by `exit`: 0 after `shutdown`, 1 without it. The driver stops when it is set.
    public internal(set) var exitCode: Int32?
    var documents: [String: OpenDocument] = [:]
    var scheduler: DiagnosticsScheduler
    var configurations: ConfigurationLoader
    /// Bumped when a configuration file changes, invalidating every check.
    var configurationGeneration = 0
    /// Configuration files whose problems were published, by URI: when, and whether they had any.
    var publishedConfigurations: [String: (generation: Int, hadProblems: Bool)] = [:]
    var client = ClientCapabilities()
    var nextOutgoingID = 1
    /// Requests waiting for the check of their document's current text (in the background).
    var waiting: [WaitingRequest] = []
    /// Documents edited, closed or re-configured since `takeEdited`: their running checks are stale.
    var edited: Set<String> = []
    let descriptors: [String: RuleDescriptor]

    public init(options: Options = .init(), clock: @escaping @Sendable () -> Double) {
        self.options = options
        self.clock = clock
        self.scheduler = DiagnosticsScheduler(policy: options.debounce)
        self.configurations = ConfigurationLoader(base: "/")
        self.descriptors = RuleCatalog.descriptors
    }

    /// Whether `exit` arrived.
    public var hasExited: Bool { exitCode != nil }

    /// When the next debounced check is due (the driver's poll timeout).
    public var nextDeadline: Double? { scheduler.nextDeadline }

    /// Handles the messages that arrived together. `$/cancelRequest` applies to requests in the
    /// same batch that have not been answered yet: they get `RequestCancelled`.
    public mutating func receive(_ bodies: [[UInt8]], at now: Double) -> [JSON] {
        var parsed: [Result<JSON, JSONParser.Error>] = []
        var cancelled = Set<String>()
        for body in bodies {
            do {
                let json = try JSONParser.parse(body)
                if json["method"]?.stringValue == "$/cancelRequest", let id = json["params", "id"] {
                    cancelled.insert(id.compactText)
                }
                parsed.append(.success(json))
            } catch {
                parsed.append(.failure(error))
            }
        }
        var out: [JSON] = []
        for item in parsed {
            switch item {
            case .failure(let error):
                out.append(Outgoing.error(id: .null, RPCError(.parseError, "the message is not valid JSON: \(error)")))
            case .success(let json):
                if case .request(let id, let method, _) = RPCMessage(json), cancelled.contains(id.compactText) {
                    out.append(Outgoing.error(id: id, RPCError(.requestCancelled, "\(method) was cancelled")))
                    continue
                }
                out += handle(json, at: now)
                if hasExited { return out }
            }
        }
        return out
    }

    /// Handles one message body (the fuzz target's entry point).
    public mutating func receive(_ body: [UInt8], at now: Double) -> [JSON] {
        receive([body], at: now)
    }

    /// A framing problem (garbage, a bad header): logged, since there is no request to answer.
    public func framingProblem(_ message: String) -> [JSON] {
        [Outgoing.log("layoutc lsp: \(message)", type: 2)]
    }

    mutating func handle(_ json: JSON, at now: Double) -> [JSON] {
        switch RPCMessage(json) {
        case .invalid(let id, let reason):
            return [Outgoing.error(id: id, RPCError(.invalidRequest, reason))]
        case .response:
            return []
        case .request(let id, let method, let params):
            if setAsideIfWaiting(id: id, method: method, params: params) { return [] }
            do {
                let (result, more) = try request(method, params: params ?? .object([]), at: now)
                return [Outgoing.response(id: id, result: result)] + more
            } catch {
                return [Outgoing.error(id: id, error)]
            }
        case .notification(let method, let params):
            do {
                return try notification(method, params: params ?? .object([]), at: now)
            } catch {
                return [Outgoing.log("layoutc lsp: \(method): \(error.message)")]
            }
        }
    }

    mutating func request(_ method: String, params: JSON, at now: Double) throws(RPCError) -> (JSON, [JSON]) {
        switch state {
        case .uninitialized where method != "initialize":
            throw RPCError(.serverNotInitialized, "the server has not been initialized")
        case .shutDown:
            throw RPCError(.invalidRequest, "the server is shut down")
        case .running where method == "initialize":
            throw RPCError(.invalidRequest, "the server is already initialized")
        default:
            break
        }
        // Requests about YAML files that are not specs get empty answers.
        if method.hasPrefix("textDocument/"), let uri = params["textDocument", "uri"]?.stringValue, !Self.isSpec(uri) {
            return (method == "textDocument/hover" || method == "textDocument/definition" ? .null : .array([]), [])
        }
        switch method {
        case "initialize": return (initialize(params).json, [])
        case "shutdown":
            state = .shutDown
            return (.null, [])
        case "textDocument/hover": return (try hover(params)?.json ?? .null, [])
        case "textDocument/completion": return (try completion(params).json, [])
        case "textDocument/definition": return (try definition(params)?.json ?? .null, [])
        case "textDocument/references": return (try references(params).json, [])
        case "textDocument/documentSymbol": return (try documentSymbols(params).json, [])
        case "textDocument/codeAction": return (try codeActions(params).json, [])
        case "workspace/executeCommand":
            let (answer, requests) = try executeCommand(params)
            return (answer.json, requests)
        default:
            throw RPCError(.methodNotFound, "layoutc lsp does not implement \(method)")
        }
    }

    mutating func notification(_ method: String, params: JSON, at now: Double) throws(RPCError) -> [JSON] {
        if method == "exit" {
            exitCode = state == .shutDown ? 0 : 1
            return []
        }
        // Before initialize, notifications other than exit are dropped, as LSP requires.
        guard state == .running else { return [] }
        switch method {
        case "initialized": return registerWatchers()
        case "textDocument/didOpen": try didOpen(params, at: now)
        case "textDocument/didChange": try didChange(params, at: now)
        case "textDocument/didClose": return try didClose(params)
        case "workspace/didChangeWatchedFiles": configurationChanged(at: now)
        case "$/cancelRequest": return cancelWaiting(params)
        default: break
        }
        return []
    }

    /// The capabilities implemented, and nothing more.
    mutating func initialize(_ params: JSON) -> InitializeResult {
        client = ClientCapabilities(params["capabilities"])
        encoding = PositionEncoding.negotiate(clientOffers: client.positionEncodings)
        state = .running
        let capabilities = ServerCapabilities(
            positionEncoding: encoding,
            textDocumentSync: TextDocumentSyncOptions(openClose: true, change: .incremental),
            hoverProvider: true,
            completionProvider: CompletionOptions(triggerCharacters: [":", " "]),
            definitionProvider: true,
            referencesProvider: true,
            documentSymbolProvider: true,
            codeActionProvider: CodeActionOptions(codeActionKinds: ["quickfix"]),
            executeCommandProvider: ExecuteCommandOptions(commands: Self.commands))
        return InitializeResult(capabilities: capabilities, serverInfo: ServerInfo(name: "layoutc", version: options.version))
    }

    /// Asks the client to report `.layoutc.yml` changes, when it can be asked.
    mutating func registerWatchers() -> [JSON] {
        guard client.dynamicWatchedFiles else { return [] }
        let id = nextOutgoingID
        nextOutgoingID += 1
        let watcher = FileSystemWatcher(globPattern: "**/\(ConfigurationParser.fileName)")
        let registration = Registration(id: "layoutc-configuration", method: "workspace/didChangeWatchedFiles",
                                        registerOptions: DidChangeWatchedFilesRegistrationOptions(watchers: [watcher]))
        return [Outgoing.request(id: .string("layoutc-\(id)"), method: "client/registerCapability",
                                 params: RegistrationParams(registrations: [registration]))]
    }
}
