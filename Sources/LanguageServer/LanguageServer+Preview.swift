import Diagnostics
import JSONValue
import LayoutCompiler
import LayoutPreview
import SpecSource

/// `workspace/executeCommand` with `layoutc.preview`: the wireframes of `layoutc preview`, drawn
/// from the editor's current text (unsaved edits included), so the preview sits one command away.
extension LanguageServer {
    /// The commands `workspace/executeCommand` runs, as advertised in `initialize`.
    static let commands = ["layoutc.preview"]

    mutating func executeCommand(_ params: JSON) throws(RPCError) -> (PreviewResult, [JSON]) {
        guard let command = params["command"]?.stringValue else {
            throw RPCError(.invalidParams, "missing command")
        }
        guard command == "layoutc.preview" else {
            throw RPCError(.invalidParams, "unknown command `\(command)`; layoutc lsp runs \(Self.commands.map { "`\($0)`" }.joined(separator: ", "))")
        }
        let arguments = params["arguments"]?.arrayValue ?? []
        guard let uri = arguments.first?.stringValue else {
            throw RPCError(.invalidParams, "layoutc.preview takes the URI of an open *.layout.yaml document (and optionally an output folder)")
        }
        guard documents[uri] != nil else {
            throw RPCError(.invalidParams, "\(uri) is not an open *.layout.yaml document; open it before previewing it")
        }
        let (document, result) = try analysis(of: uri)
        let folder = try Self.previewFolder(for: document, argument: arguments.count > 1 ? arguments[1] : nil)

        let outcome = PreviewSession(directory: folder).write([.init(result: result, displayPath: document.path)])
        if let unreadable = outcome.unreadable.first { throw RPCError(.requestFailed, unreadable) }
        guard let index = outcome.index, let entry = outcome.entries.first, outcome.errors.isEmpty else {
            throw RPCError(.requestFailed, "cannot write the preview to \(folder): \(outcome.errors.joined(separator: "; "))")
        }
        let images = entry.images
        let indexURI = DocumentURI.uri(ofPath: index)
        let answer = PreviewResult(index: indexURI, files: images.map { DocumentURI.uri(ofPath: folder + "/" + $0.fileName) })
        guard client.showDocument else { return (answer, []) }
        let id = nextOutgoingID
        nextOutgoingID += 1
        let show = Outgoing.request(id: .string("layoutc-\(id)"), method: "window/showDocument",
                                    params: ShowDocumentParams(uri: indexURI, external: true))
        return (answer, [show])
    }

    /// The output folder: the second argument (a path or a `file:` URI), else `.layoutc-preview`
    /// next to the spec. Absolute, since the server's working directory means nothing to the user.
    static func previewFolder(for document: TextDocument, argument: JSON?) throws(RPCError) -> String {
        var folder: String
        if let argument {
            guard let text = argument.stringValue, !text.isEmpty else {
                throw RPCError(.invalidParams, "the output folder must be a path or a file: URI")
            }
            folder = DocumentURI.path(of: text) ?? text
        } else {
            guard document.path.hasPrefix("/"), let slash = document.path.utf8.lastIndex(of: UInt8(ascii: "/")) else {
                throw RPCError(.invalidParams, "\(document.uri) is not a file on disk; pass an output folder as the second argument")
            }
            folder = String(document.path[..<slash]) + "/.layoutc-preview"
        }
        guard folder.hasPrefix("/") else {
            throw RPCError(.invalidParams, "the output folder must be absolute: \(folder)")
        }
        while folder.count > 1 && folder.hasSuffix("/") { folder.removeLast() }
        return folder
    }
}
