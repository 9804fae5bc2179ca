import JSONValue

/// The LSP structures of the session itself: the `initialize` answer, and the server's own
/// requests to the client.
public struct InitializeResult: LSPEncodable, Equatable {
    public var capabilities: ServerCapabilities
    public var serverInfo: ServerInfo?

    public var json: JSON { .fields(["capabilities": capabilities.json, "serverInfo": serverInfo?.json]) }
}

public struct ServerInfo: LSPEncodable, Equatable {
    public var name: String
    public var version: String?

    public var json: JSON { .fields(["name": .string(name), "version": version.map(JSON.string)]) }
}

public struct ServerCapabilities: LSPEncodable, Equatable {
    public var positionEncoding: PositionEncoding
    public var textDocumentSync: TextDocumentSyncOptions
    public var hoverProvider: Bool
    public var completionProvider: CompletionOptions
    public var definitionProvider: Bool
    public var referencesProvider: Bool
    public var documentSymbolProvider: Bool
    public var codeActionProvider: CodeActionOptions
    public var executeCommandProvider: ExecuteCommandOptions

    public var json: JSON {
        .fields([
            "positionEncoding": .string(positionEncoding.rawValue),
            "textDocumentSync": textDocumentSync.json,
            "hoverProvider": .bool(hoverProvider),
            "completionProvider": completionProvider.json,
            "definitionProvider": .bool(definitionProvider),
            "referencesProvider": .bool(referencesProvider),
            "documentSymbolProvider": .bool(documentSymbolProvider),
            "codeActionProvider": codeActionProvider.json,
            "executeCommandProvider": executeCommandProvider.json,
        ])
    }
}

public enum TextDocumentSyncKind: Int, Sendable {
    case incremental = 2
}

public struct TextDocumentSyncOptions: LSPEncodable, Equatable {
    public var openClose: Bool
    public var change: TextDocumentSyncKind

    public var json: JSON { .fields(["openClose": .bool(openClose), "change": .int(change.rawValue)]) }
}

public struct CompletionOptions: LSPEncodable, Equatable {
    public var triggerCharacters: [String]

    public var json: JSON { .fields(["triggerCharacters": .array(triggerCharacters.map(JSON.string))]) }
}

public struct CodeActionOptions: LSPEncodable, Equatable {
    public var codeActionKinds: [String]

    public var json: JSON { .fields(["codeActionKinds": .array(codeActionKinds.map(JSON.string))]) }
}

public struct ExecuteCommandOptions: LSPEncodable, Equatable {
    public var commands: [String]

    public var json: JSON { .fields(["commands": .array(commands.map(JSON.string))]) }
}

/// `client/registerCapability` params; the server registers only its configuration watcher.
public struct RegistrationParams: LSPEncodable, Equatable {
    public var registrations: [Registration]

    public var json: JSON { .fields(["registrations": registrations.json]) }
}

public struct Registration: LSPEncodable, Equatable {
    public var id: String
    public var method: String
    public var registerOptions: DidChangeWatchedFilesRegistrationOptions?

    public var json: JSON {
        .fields(["id": .string(id), "method": .string(method), "registerOptions": registerOptions?.json])
    }
}

public struct DidChangeWatchedFilesRegistrationOptions: LSPEncodable, Equatable {
    public var watchers: [FileSystemWatcher]

    public var json: JSON { .fields(["watchers": watchers.json]) }
}

public struct FileSystemWatcher: LSPEncodable, Equatable {
    public var globPattern: String

    public var json: JSON { .fields(["globPattern": .string(globPattern)]) }
}

/// `window/showDocument` params.
public struct ShowDocumentParams: LSPEncodable, Equatable {
    public var uri: String
    public var external: Bool?

    public var json: JSON { .fields(["uri": .string(uri), "external": external.map(JSON.bool)]) }
}

/// The answer to `layoutc.preview` (layoutc's own command, not an LSP structure): the index
/// page and the pictures, as `file:` URIs.
public struct PreviewResult: LSPEncodable, Equatable {
    public var index: String
    public var files: [String]

    public var json: JSON { .fields(["index": .string(index), "files": .array(files.map(JSON.string))]) }
}
