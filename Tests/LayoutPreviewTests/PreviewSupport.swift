import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Diagnostics
import LayoutCompiler
import LayoutPreview
import TestSupport
import Testing

/// The specs the previews are pinned for, and their golden pictures.
///
/// Regenerate the goldens after an intended change with `Scripts/update-goldens.sh`, then review
/// them as a diff (or open Tests/LayoutPreviewTests/Goldens/index.html).
enum PreviewGoldens {
    static let repositoryRoot = Repository.root
    static let goldenFolder = repositoryRoot.appendingPathComponent("Tests/LayoutPreviewTests/Goldens")
    static var updating: Bool { Golden.updating }

    /// `Specs/*.layout.yaml`, relative to the repository root as the CLI shows them.
    static var specPaths: [String] { Repository.specs(in: "Specs") }

    /// A spec checked by the real compiler and drawn in every scene.
    static func preview(_ path: String) throws -> (result: LayoutCompiler.Result, images: [PreviewImage]) {
        let bytes = try [UInt8](Data(contentsOf: repositoryRoot.appendingPathComponent(path)))
        let result = LayoutCompiler().check(path: path, bytes: bytes)
        let name = String(path.split(separator: "/").last!.dropLast(".layout.yaml".count))
        return (result, PreviewRenderer().render(result.spec, diagnostics: result.diagnostics, name: name, source: path))
    }

    /// Compares `actual` with the golden file byte for byte, or rewrites it when updating.
    static func assertMatches(_ actual: String, golden name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try assertMatches(actual, file: goldenFolder.appendingPathComponent(name), sourceLocation: sourceLocation)
    }

    /// The same for any file of the repository (the README's picture).
    static func assertMatches(_ actual: String, file url: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try Golden.assertMatches(actual, file: url, sourceLocation: sourceLocation)
    }
}

/// An SVG or XHTML document read back with Foundation's XML parser: proof that it is
/// well-formed, and a way to ask what it contains.
final class ParsedXML: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
        /// The indexes of the enclosing elements, innermost last.
        var ancestors: [Int]
    }

    private(set) var elements: [Element] = []
    private(set) var error: String?
    private var stack: [Int] = []

    init(_ text: String) {
        super.init()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = self
        if !parser.parse() {
            error = (parser.parserError.map { "\($0)" } ?? "unknown error") + " at line \(parser.lineNumber)"
        }
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        elements.append(Element(name: name, attributes: attributes, ancestors: stack))
        stack.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let current = stack.last { elements[current].text += string }
    }

    /// The finding badges: `<g class="finding" data-rule=…>` with the tooltip of each.
    var badges: [(rule: String, tooltip: String)] {
        elements.enumerated().compactMap { index, element in
            guard element.name == "g", element.attributes["class"] == "finding", let rule = element.attributes["data-rule"] else { return nil }
            let title = elements.first { $0.name == "title" && $0.ancestors.last == index }?.text ?? ""
            return (rule, title)
        }
    }

    /// All text content of `<text>` elements, in order.
    var texts: [String] { elements.filter { $0.name == "text" }.map(\.text) }
}
