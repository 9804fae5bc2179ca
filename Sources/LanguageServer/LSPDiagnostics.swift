import Diagnostics
import JSONValue
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

    /// LSP severities: 1 error, 2 warning, 3 information (layoutc's notes), 4 hint.
    public static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }

    public func json(_ diagnostic: Diagnostic) -> JSON {
        var message = diagnostic.message
        for note in diagnostic.notes { message += "\nnote: \(note)" }
        if let help = diagnostic.help { message += "\nhelp: \(help)" }
        var pairs: [(String, JSON)] = [
            ("range", converter.json(diagnostic.range)),
            ("severity", .int(Self.severity(diagnostic.severity))),
            ("code", .string(diagnostic.ruleID)),
        ]
        if codeDescription, let descriptor = descriptors[diagnostic.ruleID] {
            pairs.append(("codeDescription", .object([("href", .string(descriptor.documentationURL))])))
        }
        pairs.append(("source", .string("layoutc")))
        pairs.append(("message", .string(message)))
        let related = relatedInformation ? diagnostic.related.compactMap(relatedJSON) : []
        if !related.isEmpty { pairs.append(("relatedInformation", .array(related))) }
        return .object(pairs)
    }

    func relatedJSON(_ related: RelatedLocation) -> JSON? {
        let location: JSON
        if let path = related.path, path != converter.source.path {
            guard let other = otherSources[path] else { return nil }
            let otherConverter = PositionConverter(source: other, encoding: converter.encoding)
            let absolute = path.hasPrefix("/") ? path : nil
            guard let absolute else { return nil }
            location = .object([("uri", .string(DocumentURI.uri(ofPath: absolute))), ("range", otherConverter.json(related.range))])
        } else {
            location = .object([("uri", .string(uri)), ("range", converter.json(related.range))])
        }
        return .object([("location", location), ("message", .string(related.label))])
    }

    /// The `textDocument/publishDiagnostics` params.
    public func publishParams(_ diagnostics: [Diagnostic], version: Int?) -> JSON {
        var pairs: [(String, JSON)] = [("uri", .string(uri))]
        if let version { pairs.append(("version", .int(version))) }
        pairs.append(("diagnostics", .array(diagnostics.map(json))))
        return .object(pairs)
    }
}

/// Every rule's descriptor by id, built once per use site rather than searched per finding.
enum RuleCatalog {
    static var descriptors: [String: RuleDescriptor] {
        Dictionary(RuleRegistry.descriptors.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    }
}
