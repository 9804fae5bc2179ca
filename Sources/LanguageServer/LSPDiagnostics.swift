import Diagnostics
import LayoutRules
import SpecSource

/// Presents `Diagnostic` values as LSP diagnostics: the language server's renderer.
public struct LSPDiagnosticRenderer: Sendable {
    public let converter: PositionConverter
    public let uri: String
    /// Text of other files that related locations point into (`.layoutc.yml`), by path.
    public var otherSources: [String: SourceFile]
    /// Whether to send `relatedInformation` and `codeDescription` (client capabilities).
    public var relatedInformation = true
    public var codeDescription = true
    let descriptors: [String: RuleDescriptor]

    public init(source: SourceFile, uri: String, encoding: PositionEncoding, otherSources: [String: SourceFile] = [:],
                descriptors: [String: RuleDescriptor]? = nil) {
        self.converter = PositionConverter(source: source, encoding: encoding)
        self.uri = uri
        self.otherSources = otherSources
        self.descriptors = descriptors ?? RuleCatalog.descriptors
    }

    /// layoutc's notes are LSP's information; nothing is a hint.
    public static func severity(_ severity: Severity) -> DiagnosticSeverity {
        switch severity {
        case .error: .error
        case .warning: .warning
        case .note: .information
        }
    }

    public func diagnostic(_ diagnostic: Diagnostic) -> LSPDiagnostic {
        var message = diagnostic.message
        for note in diagnostic.notes { message += "\nnote: \(note)" }
        if let help = diagnostic.help { message += "\nhelp: \(help)" }
        let href = codeDescription ? descriptors[diagnostic.ruleID]?.documentationURL : nil
        let related = relatedInformation ? diagnostic.related.compactMap(information) : []
        return LSPDiagnostic(range: converter.lspRange(diagnostic.range), severity: Self.severity(diagnostic.severity),
                             code: diagnostic.ruleID, codeDescription: href.map(CodeDescription.init),
                             source: "layoutc", message: message, relatedInformation: related.isEmpty ? nil : related)
    }

    /// A related location, or nil when it points into a file the client cannot be shown.
    func information(_ related: RelatedLocation) -> DiagnosticRelatedInformation? {
        let location: Location
        if let path = related.path, path != converter.source.path {
            guard let other = otherSources[path] else { return nil }
            let otherConverter = PositionConverter(source: other, encoding: converter.encoding)
            let absolute = path.hasPrefix("/") ? path : nil
            guard let absolute else { return nil }
            location = Location(uri: DocumentURI.uri(ofPath: absolute), range: otherConverter.lspRange(related.range))
        } else {
            location = Location(uri: uri, range: converter.lspRange(related.range))
        }
        return DiagnosticRelatedInformation(location: location, message: related.label)
    }

    /// The `textDocument/publishDiagnostics` params.
    public func publishParams(_ diagnostics: [Diagnostic], version: Int?) -> PublishDiagnosticsParams {
        PublishDiagnosticsParams(uri: uri, version: version, diagnostics: diagnostics.map(diagnostic))
    }
}

/// Every rule's descriptor by id, built once per use site rather than searched per finding.
enum RuleCatalog {
    static var descriptors: [String: RuleDescriptor] {
        Dictionary(RuleRegistry.descriptors.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    }
}
