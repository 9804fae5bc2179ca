import Diagnostics
import JSONValue
import LayoutCompiler
import LayoutModel
import Parallel
import SpecSource

/// Checking off the message loop (`Options.checksInBackground`, which `StdioServer` turns on).
///
/// A 5 MB spec takes seconds to check; while it does, the loop must still answer `shutdown`,
/// `exit`, hover and completion at once. So the driver takes each due check as a
/// `CheckRequest`, runs it on a thread of its own, and hands the result back through
/// `checkFinished`. An edit cancels the check of the text before it. Meanwhile:
/// - hover answers from a check of the current text, or with nothing (a stale model's ranges
///   would point at the wrong text);
/// - completion answers from the current text and the names of the last model, marked
///   incomplete so the client asks again;
/// - definition, references, symbols and code actions wait for the check of the current text
///   and are answered when it arrives (or cancelled, or answered `ContentModified` if the
///   document closes).
/// A spec whose check takes under `inlineCheckBelow` is checked where a request needs it, as
/// when checks are not in the background: nobody waits noticeably for it.
extension LanguageServer {
    /// Checks known to take less than this (seconds) run on the message loop when a request
    /// needs one.
    static let inlineCheckBelow = 0.05
    /// Before a document's first check is timed, its size stands in for its cost.
    static let inlineCheckBytes = 256 * 1024

    /// A check to run elsewhere, and what it is of.
    public struct CheckRequest: Sendable {
        public let uri: String
        public let version: Int
        let generation: Int
        public let path: String
        public let bytes: [UInt8]
        public let compiler: LayoutCompiler
        /// Renders the findings as the client takes them; with 20,000 findings, rendering and
        /// serialising take as long as a small check, so they are done with the check too.
        let renderer: LSPDiagnosticRenderer
        /// Raised when the text changes again; the check then stops early.
        public let cancellation = Cancellation()

        /// Runs the check, and frames its `publishDiagnostics`; nil when it was cancelled.
        public func run() -> CheckedText? {
            guard let result = compiler.check(path: path, bytes: bytes, cancellation: cancellation) else { return nil }
            let notification = Outgoing.notification("textDocument/publishDiagnostics",
                                                     renderer.publishParams(result.diagnostics, version: version))
            return CheckedText(result: result, publication: MessageFramer.frame(notification.compactText))
        }
    }

    /// A finished background check: the result, and its diagnostics framed for the client.
    public struct CheckedText: Sendable {
        public let result: LayoutCompiler.Result
        let publication: [UInt8]
    }

    /// What the driver sends for a finished check: the framed diagnostics (when they may be
    /// published), then the other messages.
    public struct CheckAnswer: Sendable {
        public var publication: [UInt8]?
        public var messages: [JSON] = []
    }

    /// What a due document needs: its diagnostics are ready to publish (a request already
    /// checked its text), or a check has to run.
    public enum DueCheck: Sendable {
        case ready(Publication)
        case run(CheckRequest)
    }

    /// The check a due document (`dueDocuments`) needs.
    public mutating func dueCheck(_ uri: String) -> DueCheck? {
        guard let open = documents[uri] else { return nil }
        if open.analysis != nil, open.analysisGeneration == configurationGeneration {
            return prepare(uri).map(DueCheck.ready)
        }
        let compiler = LayoutCompiler(configuration: configuration(for: open.document))
        return .run(CheckRequest(uri: uri, version: open.document.version, generation: configurationGeneration,
                                 path: open.document.path, bytes: open.document.source.bytes, compiler: compiler,
                                 renderer: diagnosticRenderer(for: open.document)))
    }

    /// Takes the result of a `CheckRequest`: kept and published when the document has not
    /// changed since (otherwise a newer check is already scheduled), and the requests that
    /// waited for it are answered.
    public mutating func checkFinished(_ request: CheckRequest, checked: CheckedText, duration: Double) -> CheckAnswer {
        guard var open = documents[request.uri], open.document.version == request.version,
              request.generation == configurationGeneration else { return CheckAnswer() }
        open.analysis = checked.result
        open.analysisGeneration = configurationGeneration
        open.checkDuration = duration
        documents[request.uri] = open
        scheduler.checked(request.uri, duration: duration)
        var answer = CheckAnswer()
        if scheduler.mayPublish(request.uri, version: request.version, latestVersion: open.document.version) {
            scheduler.didPublish(request.uri, version: request.version)
            answer.publication = checked.publication
            answer.messages = publishConfigurationProblems()
        }
        answer.messages += answerWaiting(for: request.uri)
        return answer
    }

    /// The documents edited, closed or re-configured since the last call: checks of their
    /// older text are no longer wanted.
    public mutating func takeEdited() -> [String] {
        defer { edited = [] }
        return edited.sorted()
    }

    /// Whether a request may check `uri` where it is handled: always when checks are not in the
    /// background or the current text is already checked, else only when the check is quick.
    func mayCheckInline(_ uri: String) -> Bool {
        guard options.checksInBackground, let open = documents[uri] else { return true }
        if open.analysis != nil, open.analysisGeneration == configurationGeneration { return true }
        if let last = scheduler.checkDurations[uri] { return last < Self.inlineCheckBelow }
        return open.document.source.bytes.count < Self.inlineCheckBytes
    }

    /// Requests that need the model of the current text and wait for its check.
    static let waitingMethods: Set<String> = [
        "textDocument/definition", "textDocument/references", "textDocument/documentSymbol", "textDocument/codeAction",
    ]

    /// A request set aside until the check of its document's current text arrives.
    struct WaitingRequest: Sendable {
        var id: JSON
        var method: String
        var params: JSON
        var uri: String
    }

    /// Sets a request aside when its answer needs a check that is not quick; true when it did.
    mutating func setAsideIfWaiting(id: JSON, method: String, params: JSON?) -> Bool {
        guard options.checksInBackground, state == .running, Self.waitingMethods.contains(method),
              let params, let uri = params["textDocument", "uri"]?.stringValue, documents[uri] != nil,
              !mayCheckInline(uri) else { return false }
        waiting.append(WaitingRequest(id: id, method: method, params: params, uri: uri))
        return true
    }

    /// Answers the requests waiting for `uri` now that its current text is checked.
    mutating func answerWaiting(for uri: String) -> [JSON] {
        let ready = waiting.filter { $0.uri == uri }
        guard !ready.isEmpty else { return [] }
        waiting.removeAll { $0.uri == uri }
        var out: [JSON] = []
        for request in ready {
            do {
                let (result, more) = try self.request(request.method, params: request.params, at: clock())
                out += [Outgoing.response(id: request.id, result: result)] + more
            } catch {
                out.append(Outgoing.error(id: request.id, error))
            }
        }
        return out
    }

    /// `$/cancelRequest` for a request still waiting: it is answered `RequestCancelled`.
    mutating func cancelWaiting(_ params: JSON) -> [JSON] {
        guard let id = params["id"], let index = waiting.firstIndex(where: { $0.id == id }) else { return [] }
        let request = waiting.remove(at: index)
        return [Outgoing.error(id: request.id, RPCError(.requestCancelled, "\(request.method) was cancelled"))]
    }

    /// A document closed with requests waiting for it: they can no longer be answered.
    mutating func abandonWaiting(for uri: String) -> [JSON] {
        let abandoned = waiting.filter { $0.uri == uri }
        waiting.removeAll { $0.uri == uri }
        return abandoned.map { Outgoing.error(id: $0.id, RPCError(.contentModified, "\($0.uri) was closed before it was checked")) }
    }
}
