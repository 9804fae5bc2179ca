import LayoutPreview
import SpecSource

/// `layoutc preview` as library calls: draw checked specs and write the pictures and one
/// `index.html` into a folder, each file only when its bytes change. The CLI (from files) and the
/// language server (from an editor's unsaved text) both write through `write(_:)`, so they name,
/// draw and write previews the same way.
public struct PreviewSession: Sendable {
    /// Turns an SVG picture into another format (`--image png`): the file name to write and its
    /// bytes. nil writes the SVG itself.
    public typealias Converter = @Sendable (PreviewImage, _ folder: String) throws -> (fileName: String, bytes: [UInt8])

    /// The folder as named (for messages) and where it is.
    public var directory: String
    public var absoluteDirectory: String
    public var converter: Converter?

    public init(directory: String, base: String? = nil, converter: Converter? = nil) {
        self.directory = directory
        self.absoluteDirectory = base.map { PathArithmetic.absolute(directory, base: $0) } ?? directory
        self.converter = converter
    }

    /// One checked spec to draw.
    public struct Spec: Sendable {
        public var result: LayoutCompiler.Result
        /// The spec's path as shown.
        public var displayPath: String

        public init(result: LayoutCompiler.Result, displayPath: String) {
            self.result = result
            self.displayPath = displayPath
        }
    }

    public struct Outcome: Sendable {
        /// One per spec whose pictures were all written, in order.
        public var entries: [PreviewIndex.Entry] = []
        /// The index page's path (in `directory`'s spelling); nil when it could not be written.
        public var index: String?
        public var errors: [String] = []
        /// Specs whose text could not be read to the end (a YAML syntax error, a bad encoding, a
        /// resource limit): nothing is drawn for them, since a picture of half a spec would mislead.
        public var unreadable: [String] = []
        public var failed: Bool { !errors.isEmpty }
    }

    /// Draws every spec (findings shown as badges), writes its pictures, then the index of
    /// those that were written whole. Two specs with one file name get `Mail` and `Mail-2`.
    public func write(_ specs: [Spec]) -> Outcome {
        var outcome = Outcome()
        do { try FileSystem.makeDirectories(absoluteDirectory) } catch {
            outcome.errors.append("error: \(error)")
            return outcome
        }
        let renderer = PreviewRenderer()
        var usedNames = Set<String>()
        for spec in specs {
            let result = spec.result
            // The parser knows when it stopped early; the problem that stopped it is its last.
            if !result.tree.isComplete, let stop = result.tree.problems.last {
                let at = result.source.location(of: stop.range.start)
                outcome.unreadable.append("\(spec.displayPath):\(at.line):\(at.column): cannot draw a spec that cannot be read: \(stop.message) [\(stop.kind.rawValue)]")
                continue
            }
            let name = Self.uniqueName(SpecDiscovery.baseName(of: spec.displayPath), used: &usedNames)
            let images = renderer.render(result.spec, diagnostics: result.diagnostics, name: name, source: spec.displayPath)
            var files: [String] = []
            for image in images {
                do { files.append(try write(image)) } catch {
                    outcome.errors.append("error: \(error)")
                }
            }
            guard files.count == images.count else { continue }
            outcome.entries.append(PreviewIndex.Entry(title: result.spec.app?.value ?? name, source: spec.displayPath,
                                                      findings: result.diagnostics.count, images: images, files: files))
        }
        // Nothing drawn, nothing written: an empty index would look like a result.
        guard !outcome.entries.isEmpty else { return outcome }
        do {
            try FileSystem.writeIfChanged(Array(PreviewIndex.html(outcome.entries).utf8), to: path("index.html"))
            outcome.index = PathArithmetic.join(directory, "index.html")
        } catch {
            outcome.errors.append("error: \(error)")
        }
        return outcome
    }

    /// The absolute path of a file in the folder.
    public func path(_ name: String) -> String { PathArithmetic.join(absoluteDirectory, name) }

    /// Writes one picture (converted when asked); returns the file name written.
    func write(_ image: PreviewImage) throws -> String {
        guard let converter else {
            try FileSystem.writeIfChanged(Array(image.svg.utf8), to: path(image.fileName))
            return image.fileName
        }
        let converted = try converter(image, absoluteDirectory)
        try FileSystem.writeIfChanged(converted.bytes, to: path(converted.fileName))
        return converted.fileName
    }

    static func uniqueName(_ name: String, used: inout Set<String>) -> String {
        var candidate = name
        var number = 2
        while !used.insert(candidate).inserted {
            candidate = "\(name)-\(number)"
            number += 1
        }
        return candidate
    }
}
