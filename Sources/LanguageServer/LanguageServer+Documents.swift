import Diagnostics
import JSONValue
import LayoutCompiler
import LayoutRules
import SpecSource

/// Document synchronisation and diagnostics publishing.
extension LanguageServer {
    static func uri(_ params: JSON) throws(RPCError) -> String {
        guard let uri = params["textDocument", "uri"]?.stringValue else {
            throw RPCError(.invalidParams, "missing textDocument.uri")
        }
        return uri
    }

    /// Whether a document is a spec (`*.layout.yaml`, as `layoutc check` finds them). Editors
    /// send every YAML file to a server registered for YAML; the others are not ours to judge.
    static func isSpec(_ uri: String) -> Bool {
        var name = uri
        if let query = name.firstIndex(where: { $0 == "?" || $0 == "#" }) { name = String(name[..<query]) }
        return name.hasSuffix(SpecDiscovery.fileSuffix)
    }

    mutating func didOpen(_ params: JSON, at now: Double) throws(RPCError) {
        let uri = try Self.uri(params)
        guard Self.isSpec(uri) else { return }
        guard let text = params["textDocument", "text"]?.stringValue else {
            throw RPCError(.invalidParams, "missing textDocument.text")
        }
        let version = params["textDocument", "version"]?.intValue ?? 0
        // Configuration files are read afresh for every opened spec, so clients that do not
        // watch files (Neovim on Linux) pick up an edited `.layoutc.yml` by reopening a spec.
        configurations = ConfigurationLoader(base: "/")
        configurationGeneration += 1
        documents[uri] = OpenDocument(document: TextDocument(uri: uri, version: version, text: Array(text.utf8)))
        scheduler.changed(uri, version: version, at: now)
    }

    mutating func didChange(_ params: JSON, at now: Double) throws(RPCError) {
        let uri = try Self.uri(params)
        guard Self.isSpec(uri) else { return }
        guard var open = documents[uri] else { throw RPCError(.invalidParams, "\(uri) is not open") }
        guard let events = params["contentChanges"]?.arrayValue else {
            throw RPCError(.invalidParams, "missing contentChanges")
        }
        var changes: [TextDocument.Change] = []
        for event in events {
            guard let change = TextDocument.Change(event) else { throw RPCError(.invalidParams, "a malformed content change") }
            changes.append(change)
        }
        let version = params["textDocument", "version"]?.intValue ?? open.document.version &+ 1
        // Drop the old analysis first, so only the latest text is held (and the old model,
        // whose names completion offers while the new text is checked in the background).
        if options.checksInBackground, let spec = open.analysis?.spec { open.previousSpec = spec }
        open.analysis = nil
        documents[uri] = nil
        open.document.apply(changes, version: version, encoding: encoding)
        documents[uri] = open
        scheduler.changed(uri, version: version, at: now)
        if options.checksInBackground { edited.insert(uri) }
    }

    mutating func didClose(_ params: JSON) throws(RPCError) -> [JSON] {
        let uri = try Self.uri(params)
        guard Self.isSpec(uri) else { return [] }
        documents[uri] = nil
        scheduler.closed(uri)
        if options.checksInBackground { edited.insert(uri) }
        // Clear what the editor shows for a closed spec.
        return abandonWaiting(for: uri) + [Outgoing.notification("textDocument/publishDiagnostics",
                                                                 PublishDiagnosticsParams(uri: uri, diagnostics: []))]
    }

    /// A watched `.layoutc.yml` changed: forget every configuration and re-check open specs.
    mutating func configurationChanged(at now: Double) {
        configurations = ConfigurationLoader(base: "/")
        configurationGeneration += 1
        for (uri, open) in documents {
            scheduler.changed(uri, version: open.document.version, at: now)
            if options.checksInBackground { edited.insert(uri) }
        }
    }

    /// The configuration that applies to a document: the nearest `.layoutc.yml` for a file on
    /// disk, the defaults otherwise (or when it cannot be read).
    mutating func configuration(for document: TextDocument) -> Configuration {
        guard document.path.hasPrefix("/") else { return .default }
        let loaded = try? configurations.configuration(forSpec: document.path)
        return loaded?.configuration ?? .default
    }

    /// The check of a document's latest text, made now unless already made.
    mutating func analysis(of uri: String) throws(RPCError) -> (TextDocument, LayoutCompiler.Result) {
        guard var open = documents[uri] else { throw RPCError(.invalidParams, "\(uri) is not open") }
        if let analysis = open.analysis, open.analysisGeneration == configurationGeneration {
            return (open.document, analysis)
        }
        let compiler = LayoutCompiler(configuration: configuration(for: open.document))
        let start = clock()
        let result = compiler.check(path: open.document.path, bytes: open.document.source.bytes)
        open.checkDuration = clock() - start
        open.analysis = result
        open.analysisGeneration = configurationGeneration
        documents[uri] = open
        return (open.document, result)
    }

    /// A document's diagnostics, checked and ready to publish unless the document changes first.
    public struct Publication: Sendable {
        public let uri: String
        public let version: Int
        let params: PublishDiagnosticsParams
    }

    /// The documents whose quiet period has passed at `now`; check each with `prepare`.
    public mutating func dueDocuments(at now: Double) -> [String] {
        scheduler.takeDue(at: now)
    }

    /// Checks a document's latest text (unless already checked) and renders its diagnostics.
    public mutating func prepare(_ uri: String) -> Publication? {
        guard let (document, result) = try? analysis(of: uri) else { return nil }
        scheduler.checked(uri, duration: documents[uri]?.checkDuration ?? 0)
        let renderer = diagnosticRenderer(for: document)
        return Publication(uri: uri, version: document.version,
                           params: renderer.publishParams(result.diagnostics, version: document.version))
    }

    /// The `publishDiagnostics` notification for a prepared check, or nothing when the document
    /// changed or closed since (a newer check is then pending) or a newer version was published.
    public mutating func publish(_ publication: Publication) -> [JSON] {
        guard let open = documents[publication.uri],
              scheduler.mayPublish(publication.uri, version: publication.version, latestVersion: open.document.version)
        else { return [] }
        scheduler.didPublish(publication.uri, version: publication.version)
        return [Outgoing.notification("textDocument/publishDiagnostics", publication.params)] + publishConfigurationProblems()
    }

    /// Checks the documents whose quiet period has passed and publishes their diagnostics
    /// (the event loop interleaves reading input between the two steps instead).
    public mutating func publishDue(at now: Double) -> [JSON] {
        var out: [JSON] = []
        for uri in dueDocuments(at: now) {
            if let publication = prepare(uri) { out += publish(publication) }
        }
        return out
    }

    /// The renderer for a document's diagnostics, with what the client supports.
    func diagnosticRenderer(for document: TextDocument) -> LSPDiagnosticRenderer {
        var renderer = LSPDiagnosticRenderer(source: document.source, uri: document.uri, encoding: encoding,
                                             otherSources: configurationSources(), descriptors: descriptors)
        renderer.relatedInformation = client.relatedInformation
        renderer.codeDescription = client.codeDescription
        return renderer
    }

    /// The text of the configuration files in use, for related locations that point into them.
    func configurationSources() -> [String: SourceFile] {
        var sources: [String: SourceFile] = [:]
        for file in configurations.files { sources[file.result.source.path] = file.result.source }
        return sources
    }

    /// Problems in configuration files, published on the files themselves: once per
    /// configuration change, and an empty list when a file that had problems is fixed or gone.
    mutating func publishConfigurationProblems() -> [JSON] {
        var out: [JSON] = []
        var inUse = Set<String>()
        for file in configurations.files {
            let path = file.result.source.path
            guard path.hasPrefix("/") else { continue }
            let uri = DocumentURI.uri(ofPath: path)
            inUse.insert(uri)
            let previous = publishedConfigurations[uri]
            if previous?.generation == configurationGeneration { continue }
            let hasProblems = !file.result.diagnostics.isEmpty
            if hasProblems || previous?.hadProblems == true {
                var renderer = LSPDiagnosticRenderer(source: file.result.source, uri: uri, encoding: encoding, descriptors: descriptors)
                renderer.relatedInformation = client.relatedInformation
                renderer.codeDescription = client.codeDescription
                out.append(Outgoing.notification("textDocument/publishDiagnostics",
                                                 renderer.publishParams(file.result.diagnostics, version: nil)))
            }
            publishedConfigurations[uri] = (configurationGeneration, hasProblems)
        }
        for (uri, previous) in publishedConfigurations where !inUse.contains(uri) && previous.hadProblems {
            out.append(Outgoing.notification("textDocument/publishDiagnostics",
                                             PublishDiagnosticsParams(uri: uri, diagnostics: [])))
            publishedConfigurations[uri] = (configurationGeneration, false)
        }
        return out
    }
}
