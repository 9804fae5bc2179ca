import Diagnostics
import Foundation
import JSONValue
import Testing
@testable import LanguageServer

/// `workspace/executeCommand` `layoutc.preview`: the editor's current text drawn as wireframes
/// into a folder, with the index opened in a browser when the client can be asked to.
@Suite struct ServerPreviewCommandTests {
    let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "layoutc-preview-command-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    var specURI: String { DocumentURI.uri(ofPath: folder + "/Mail.layout.yaml") }

    func started(showDocument: Bool) -> ServerHarness {
        var harness = ServerHarness()
        let capabilities: JSON = .object([("window", .object([("showDocument", .object([("support", .bool(showDocument))]))]))])
        _ = harness.request("initialize", .object([("capabilities", capabilities)]))
        _ = harness.notify("initialized")
        return harness
    }

    func preview(_ harness: inout ServerHarness, _ arguments: [JSON], command: String = "layoutc.preview") -> JSON {
        harness.request("workspace/executeCommand", .object([("command", .string(command)), ("arguments", .array(arguments))]))
    }

    @Test func initializeAdvertisesThePreviewCommand() {
        var harness = ServerHarness()
        let response = harness.initialize()
        #expect(response["result", "capabilities", "executeCommandProvider"] == .object([("commands", .array([.string("layoutc.preview")]))]))
    }

    @Test func previewWritesTheCurrentTextNextToTheSpecAndOpensTheIndex() throws {
        var harness = started(showDocument: true)
        // The unsaved text is drawn: nothing exists on disk under that name.
        harness.open(specWithTypo.replacingOccurrences(of: "app: Mail", with: "app: Unsaved Mail"), uri: specURI)
        let response = preview(&harness, [.string(specURI)])
        let output = folder + "/.layoutc-preview"
        #expect(response["result", "index"]?.stringValue == "file://" + output + "/index.html")
        let listed = try #require(response["result", "files"]?.arrayValue)
        let files = listed.compactMap { $0.stringValue }
        #expect(!files.isEmpty)
        #expect(files.allSatisfy { $0.hasPrefix("file://" + output + "/Mail-") && $0.hasSuffix(".svg") })
        for file in files {
            #expect(FileManager.default.fileExists(atPath: String(file.dropFirst("file://".count))))
        }
        let index = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
        #expect(index.contains("Unsaved Mail"))
        let svg = try String(contentsOfFile: String(files[0].dropFirst("file://".count)), encoding: .utf8)
        #expect(svg.hasPrefix("<svg") || svg.hasPrefix("<?xml"))

        let show = try #require(harness.notifications.last { $0["method"]?.stringValue == "window/showDocument" })
        #expect(show["params"] == .object([("uri", .string("file://" + output + "/index.html")), ("external", .bool(true))]))
        #expect(show["id"] != nil, "showDocument is a request")
    }

    @Test func anOutputFolderArgumentIsUsedAndNoShowDocumentWithoutSupport() throws {
        var harness = started(showDocument: false)
        harness.open(specWithTypo, uri: specURI)
        let output = folder + "/out dir"
        let response = preview(&harness, [.string(specURI), .string(DocumentURI.uri(ofPath: output))])
        #expect(response["result", "index"]?.stringValue == "file://" + folder + "/out%20dir/index.html")
        #expect(FileManager.default.fileExists(atPath: output + "/index.html"))
        #expect(!harness.notifications.contains { $0["method"]?.stringValue == "window/showDocument" })
    }

    @Test func anUnknownCommandIsAnError() {
        var harness = started(showDocument: true)
        let response = preview(&harness, [], command: "layoutc.format")
        #expect(ServerHarness.errorCode(response) == -32602)
        #expect(response["error", "message"]?.stringValue?.contains("unknown command `layoutc.format`") == true)
    }

    @Test func aDocumentThatIsNotOpenIsAnError() {
        var harness = started(showDocument: true)
        let response = preview(&harness, [.string(specURI)])
        #expect(ServerHarness.errorCode(response) == -32602)
        #expect(response["error", "message"]?.stringValue?.contains("is not an open *.layout.yaml document") == true)
        #expect(!FileManager.default.fileExists(atPath: folder + "/.layoutc-preview"))
    }

    @Test func anUnwritableFolderIsAnErrorNamingIt() throws {
        var harness = started(showDocument: true)
        harness.open(specWithTypo, uri: specURI)
        // A folder inside a regular file cannot be created.
        let blocker = folder + "/blocker"
        try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
        let response = preview(&harness, [.string(specURI), .string(blocker + "/previews")])
        #expect(ServerHarness.errorCode(response) == -32803)
        let message = try #require(response["error", "message"]?.stringValue)
        #expect(message.hasPrefix("cannot write the preview to \(blocker)/previews"))
        #expect(!harness.notifications.contains { $0["method"]?.stringValue == "window/showDocument" })
    }

    @Test func anUntitledDocumentNeedsAnOutputFolder() {
        var harness = started(showDocument: true)
        harness.open(specWithTypo)
        let response = preview(&harness, [.string(ServerHarness.uri)])
        #expect(ServerHarness.errorCode(response) == -32602)
        #expect(response["error", "message"]?.stringValue?.contains("pass an output folder") == true)
    }
}
