import Diagnostics
import JSONValue
import LayoutCompiler
import LayoutModel
import SpecSource

/// The requests about a document's content; each reads the check of its latest text.
extension LanguageServer {
    /// The document, its check, and the byte offset of `params.position`.
    mutating func located(_ params: JSON) throws(RPCError) -> (TextDocument, LayoutCompiler.Result, PositionConverter, Int) {
        let uri = try Self.uri(params)
        guard let position = Position(params["position"]) else { throw RPCError(.invalidParams, "missing or malformed position") }
        let (document, result) = try analysis(of: uri)
        let converter = PositionConverter(source: document.source, encoding: encoding)
        return (document, result, converter, converter.offset(of: position))
    }

    mutating func hover(_ params: JSON) throws(RPCError) -> Hover? {
        // While a slow check of the current text runs, a hover from the last model could
        // describe the wrong text: there is none until the check arrives.
        guard mayCheckInline(try Self.uri(params)) else { return nil }
        let (_, result, converter, offset) = try located(params)
        guard let hover = HoverProvider(analysis: result, descriptors: descriptors).hover(at: offset) else { return nil }
        return Hover(contents: MarkupContent(markdown: hover.markdown, markdownAllowed: client.hoverMarkdown),
                     range: converter.lspRange(hover.range))
    }

    mutating func completion(_ params: JSON) throws(RPCError) -> CompletionList {
        let uri = try Self.uri(params)
        if !mayCheckInline(uri), let open = documents[uri] {
            // Completion reads the text; only the names come from the model, so the last one
            // serves while the current text is checked, and the client asks again later.
            guard let position = Position(params["position"]) else { throw RPCError(.invalidParams, "missing or malformed position") }
            let offset = PositionConverter(source: open.document.source, encoding: encoding).offset(of: position)
            let items = CompletionProvider(source: open.document.source, spec: open.previousSpec ?? LayoutSpec(), encoding: encoding,
                                           markdown: client.completionDocumentationMarkdown).items(at: offset)
            return CompletionList(isIncomplete: true, items: items)
        }
        let (document, result, _, offset) = try located(params)
        let items = CompletionProvider(source: document.source, spec: result.spec, encoding: encoding,
                                       markdown: client.completionDocumentationMarkdown).items(at: offset)
        return CompletionList(isIncomplete: false, items: items)
    }

    mutating func definition(_ params: JSON) throws(RPCError) -> Location? {
        let (document, result, converter, offset) = try located(params)
        guard let range = ScreenNavigation(spec: result.spec).definition(at: offset) else { return nil }
        return Location(uri: document.uri, range: converter.lspRange(range))
    }

    mutating func references(_ params: JSON) throws(RPCError) -> [Location] {
        let (document, result, converter, offset) = try located(params)
        let includeDeclaration = params["context", "includeDeclaration"]?.boolValue ?? false
        let ranges = ScreenNavigation(spec: result.spec).references(at: offset, includeDeclaration: includeDeclaration)
        return ranges.map { Location(uri: document.uri, range: converter.lspRange($0)) }
    }

    mutating func documentSymbols(_ params: JSON) throws(RPCError) -> DocumentSymbolResult {
        let uri = try Self.uri(params)
        let (document, result) = try analysis(of: uri)
        let converter = PositionConverter(source: document.source, encoding: encoding)
        let symbols = DocumentSymbols(spec: result.spec, converter: converter)
        return client.hierarchicalSymbols ? .tree(symbols.hierarchical()) : .flat(symbols.flat(uri: uri))
    }

    /// Code actions as `CodeAction` literals; clients that only take commands get none,
    /// because quick fixes are edits (the only command the server runs is `layoutc.preview`).
    mutating func codeActions(_ params: JSON) throws(RPCError) -> [CodeAction] {
        let uri = try Self.uri(params)
        guard client.codeActionLiterals else { return [] }
        let (document, result) = try analysis(of: uri)
        let renderer = diagnosticRenderer(for: document)
        guard let range = renderer.converter.range(params["range"]) else { throw RPCError(.invalidParams, "missing or malformed range") }
        let only = params["context", "only"]?.arrayValue?.compactMap(\.stringValue)
        return CodeActions(source: document.source, uri: uri, renderer: renderer)
            .actions(for: range, diagnostics: result.diagnostics, only: only)
    }
}
