import JSONValue

/// The LSP structures the features answer with, named as the specification names them. Each
/// writes its own JSON, so key order and the omission of absent fields are decided here once;
/// a `nil` optional property is left out of the object, as LSP expects, rather than sent as `null`.
public protocol LSPEncodable: Sendable {
    var json: JSON { get }
}

extension Array: LSPEncodable where Element: LSPEncodable {
    public var json: JSON { .array(map(\.json)) }
}

extension JSON {
    /// An object of the fields that are not nil, in the order given.
    static func fields(_ pairs: KeyValuePairs<String, JSON?>) -> JSON {
        .object(pairs.compactMap { key, value in value.map { (key, $0) } })
    }
}

/// 0-based line and character in the negotiated encoding.
public struct Position: LSPEncodable, Equatable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    /// Reads a position; nil when a field is missing or negative. Values beyond LSP's
    /// `uinteger` range are clamped, so arithmetic on them cannot overflow.
    init?(_ json: JSON?) {
        guard let line = json?["line"]?.intValue, let character = json?["character"]?.intValue,
              line >= 0, character >= 0 else { return nil }
        self.init(line: min(line, Self.maximum), character: min(character, Self.maximum))
    }

    static let maximum = Int(Int32.max)

    public var json: JSON { .fields(["line": .int(line), "character": .int(character)]) }
}

/// LSP's `Range` (renamed: Swift's own `Range` is in scope everywhere).
public struct LSPRange: LSPEncodable, Equatable {
    public var start: Position
    public var end: Position

    public var json: JSON { .fields(["start": start.json, "end": end.json]) }
}

public struct Location: LSPEncodable, Equatable {
    public var uri: String
    public var range: LSPRange

    public var json: JSON { .fields(["uri": .string(uri), "range": range.json]) }
}

/// LSP's `TextEdit` (renamed: SpecSource's `TextEdit` is the byte-range edit it is made from).
public struct LSPTextEdit: LSPEncodable, Equatable {
    public var range: LSPRange
    public var newText: String

    public var json: JSON { .fields(["range": range.json, "newText": .string(newText)]) }
}

public struct WorkspaceEdit: LSPEncodable, Equatable {
    /// The edits by document URI, in the order they are written out.
    public var changes: [(uri: String, edits: [LSPTextEdit])]

    public var json: JSON { .fields(["changes": .object(changes.map { ($0.uri, $0.edits.json) })]) }

    public static func == (lhs: WorkspaceEdit, rhs: WorkspaceEdit) -> Bool {
        lhs.changes.elementsEqual(rhs.changes) { $0.uri == $1.uri && $0.edits == $1.edits }
    }
}

public enum MarkupKind: String, Sendable {
    case plaintext, markdown
}

public struct MarkupContent: LSPEncodable, Equatable {
    public var kind: MarkupKind
    public var value: String

    /// Markdown text, labelled plain text for clients that cannot render Markdown.
    init(markdown: String, markdownAllowed: Bool) {
        self.kind = markdownAllowed ? .markdown : .plaintext
        self.value = markdown
    }

    public var json: JSON { .fields(["kind": .string(kind.rawValue), "value": .string(value)]) }
}

public enum DiagnosticSeverity: Int, Sendable {
    case error = 1, warning = 2, information = 3, hint = 4
}

public struct CodeDescription: LSPEncodable, Equatable {
    public var href: String

    public var json: JSON { .fields(["href": .string(href)]) }
}

public struct DiagnosticRelatedInformation: LSPEncodable, Equatable {
    public var location: Location
    public var message: String

    public var json: JSON { .fields(["location": location.json, "message": .string(message)]) }
}

/// LSP's `Diagnostic` (renamed: `Diagnostic` is layoutc's finding, which this presents).
public struct LSPDiagnostic: LSPEncodable, Equatable {
    public var range: LSPRange
    public var severity: DiagnosticSeverity?
    public var code: String?
    public var codeDescription: CodeDescription?
    public var source: String?
    public var message: String
    public var relatedInformation: [DiagnosticRelatedInformation]?

    public var json: JSON {
        .fields([
            "range": range.json,
            "severity": severity.map { .int($0.rawValue) },
            "code": code.map(JSON.string),
            "codeDescription": codeDescription?.json,
            "source": source.map(JSON.string),
            "message": .string(message),
            "relatedInformation": relatedInformation?.json,
        ])
    }
}

public struct PublishDiagnosticsParams: LSPEncodable, Equatable {
    public var uri: String
    public var version: Int?
    public var diagnostics: [LSPDiagnostic]

    public var json: JSON {
        .fields(["uri": .string(uri), "version": version.map(JSON.int), "diagnostics": diagnostics.json])
    }
}

public struct CodeAction: LSPEncodable, Equatable {
    public var title: String
    public var kind: String?
    public var diagnostics: [LSPDiagnostic]?
    public var isPreferred: Bool?
    public var edit: WorkspaceEdit?

    public var json: JSON {
        .fields([
            "title": .string(title),
            "kind": kind.map(JSON.string),
            "diagnostics": diagnostics?.json,
            "isPreferred": isPreferred.map(JSON.bool),
            "edit": edit?.json,
        ])
    }
}

/// The kinds used here, as with `SymbolKind`.
public enum CompletionItemKind: Int, Sendable {
    case function = 3, `class` = 7, property = 10, value = 12, reference = 18, enumMember = 20, event = 23, `struct` = 22
}

public enum InsertTextFormat: Int, Sendable {
    case plainText = 1
}

public struct CompletionItem: LSPEncodable, Equatable {
    public var label: String
    public var kind: CompletionItemKind?
    public var detail: String?
    public var documentation: MarkupContent?
    public var textEdit: LSPTextEdit?
    public var insertTextFormat: InsertTextFormat?

    public var json: JSON {
        .fields([
            "label": .string(label),
            "kind": kind.map { .int($0.rawValue) },
            "detail": detail.map(JSON.string),
            "documentation": documentation?.json,
            "textEdit": textEdit?.json,
            "insertTextFormat": insertTextFormat.map { .int($0.rawValue) },
        ])
    }
}

public struct CompletionList: LSPEncodable, Equatable {
    public var isIncomplete: Bool
    public var items: [CompletionItem]

    public var json: JSON { .fields(["isIncomplete": .bool(isIncomplete), "items": items.json]) }
}

public struct Hover: LSPEncodable, Equatable {
    public var contents: MarkupContent
    public var range: LSPRange?

    public var json: JSON { .fields(["contents": contents.json, "range": range?.json]) }
}

public enum SymbolKind: Int, Sendable {
    case module = 2, namespace = 3, `class` = 5, field = 8, `enum` = 10, array = 18, object = 19
    case enumMember = 22, `struct` = 23, event = 24
}

public struct DocumentSymbol: LSPEncodable, Equatable {
    public var name: String
    public var detail: String?
    public var kind: SymbolKind
    public var range: LSPRange
    public var selectionRange: LSPRange
    public var children: [DocumentSymbol]?

    public var json: JSON {
        .fields([
            "name": .string(name),
            "detail": detail.map(JSON.string),
            "kind": .int(kind.rawValue),
            "range": range.json,
            "selectionRange": selectionRange.json,
            "children": children?.json,
        ])
    }
}

public struct SymbolInformation: LSPEncodable, Equatable {
    public var name: String
    public var kind: SymbolKind
    public var location: Location
    public var containerName: String?

    public var json: JSON {
        .fields([
            "name": .string(name),
            "kind": .int(kind.rawValue),
            "location": location.json,
            "containerName": containerName.map(JSON.string),
        ])
    }
}

/// The answer to `textDocument/documentSymbol`: a tree for clients that take one, else a flat list.
public enum DocumentSymbolResult: LSPEncodable, Equatable {
    case tree([DocumentSymbol])
    case flat([SymbolInformation])

    public var json: JSON {
        switch self {
        case .tree(let symbols): symbols.json
        case .flat(let symbols): symbols.json
        }
    }
}
