import Diagnostics
import JSONValue

/// What the client said it understands in `initialize`; results follow it, falling back to
/// the protocol's defaults (plain text, flat symbols) for what it left out.
public struct ClientCapabilities: Sendable, Equatable {
    public var hoverMarkdown = false
    public var completionDocumentationMarkdown = false
    public var hierarchicalSymbols = false
    public var codeActionLiterals = false
    public var relatedInformation = false
    public var codeDescription = false
    public var dynamicWatchedFiles = false
    /// `window.showDocument.support`: the server may ask the client to open a URI.
    public var showDocument = false
    /// `general.positionEncodings`, in the client's order of preference.
    public var positionEncodings: [String]?

    public init() {}

    public init(_ json: JSON?) {
        let text = json?["textDocument"]
        hoverMarkdown = Self.strings(text?["hover", "contentFormat"]).contains("markdown")
        completionDocumentationMarkdown = Self.strings(text?["completion", "completionItem", "documentationFormat"]).contains("markdown")
        hierarchicalSymbols = text?["documentSymbol", "hierarchicalDocumentSymbolSupport"]?.boolValue ?? false
        codeActionLiterals = text?["codeAction", "codeActionLiteralSupport"]?.isObject ?? false
        relatedInformation = text?["publishDiagnostics", "relatedInformation"]?.boolValue ?? false
        codeDescription = text?["publishDiagnostics", "codeDescriptionSupport"]?.boolValue ?? false
        dynamicWatchedFiles = json?["workspace", "didChangeWatchedFiles", "dynamicRegistration"]?.boolValue ?? false
        showDocument = json?["window", "showDocument", "support"]?.boolValue ?? false
        positionEncodings = json?["general", "positionEncodings"]?.arrayValue?.compactMap(\.stringValue)
    }

    static func strings(_ json: JSON?) -> [String] {
        json?.arrayValue?.compactMap(\.stringValue) ?? []
    }
}
