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
        /// Files in the folder that preview did not write, left as they are.
        public var conflicts: [String] = []
        public var failed: Bool { !errors.isEmpty }
    }

    static let notOurs = "exists and was not written by layoutc preview; move it away or choose another --output folder (layoutc never overwrites a file it did not write)"

    /// Records a failed write: a file in the way, or an I/O problem.
    static func record(_ error: any Error, in outcome: inout Outcome) {
        if let error = error as? FileSystem.Error, error.reason == notOurs {
            outcome.conflicts.append("error: \(error)")
        } else {
            outcome.errors.append("error: \(error)")
        }
    }

    /// The list of files preview wrote in a folder, so it never replaces one it did not write.
    public static let manifestName = ".layoutc-previews"
    static let manifestHeader = "# Files layoutc preview wrote in this folder. Do not edit."

    /// Draws every spec (findings shown as badges), writes its pictures, then the index of
    /// those that were written whole. Two specs with one file name get `Mail` and `Mail-2`.
    /// A file of the same name that preview did not write is never replaced (as `build`).
    public func write(_ specs: [Spec]) -> Outcome {
        var outcome = Outcome()
        do { try FileSystem.makeDirectories(absoluteDirectory) } catch {
            outcome.errors.append("error: \(error)")
            return outcome
        }
        var files = Files(session: self)
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
            var written: [String] = []
            for image in images {
                do { written.append(try write(image, files: &files)) } catch {
                    Self.record(error, in: &outcome)
                }
            }
            guard written.count == images.count else { continue }
            outcome.entries.append(PreviewIndex.Entry(title: result.spec.app?.value ?? name, source: spec.displayPath,
                                                      findings: result.diagnostics.count, images: images, files: written))
        }
        // Nothing drawn, nothing written: an empty index would look like a result.
        guard !outcome.entries.isEmpty else {
            files.saveManifest(into: &outcome)
            return outcome
        }
        do {
            try files.write(Array(PreviewIndex.html(outcome.entries).utf8), named: "index.html")
            outcome.index = PathArithmetic.join(directory, "index.html")
        } catch {
            Self.record(error, in: &outcome)
        }
        files.saveManifest(into: &outcome)
        return outcome
    }

    /// The files preview owns in the folder: those its manifest lists, and (from before there
    /// was a manifest) pictures and an index that say they are layoutc's.
    struct Files {
        let session: PreviewSession
        var owned: Set<String>
        var changed = false

        init(session: PreviewSession) {
            self.session = session
            let text = (try? FileSystem.read(session.path(PreviewSession.manifestName))).map { String(decoding: $0, as: UTF8.self) } ?? ""
            owned = Set(text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.contains("/") && !$0.isEmpty })
        }

        /// Writes `bytes` as `name` when the folder has no such file or preview wrote it.
        mutating func write(_ bytes: [UInt8], named name: String) throws(FileSystem.Error) {
            let target = session.path(name)
            if !owned.contains(name), FileSystem.kind(of: target) != .missing, !Self.saysItIsOurs(target) {
                throw FileSystem.Error(path: PathArithmetic.join(session.directory, name), reason: PreviewSession.notOurs)
            }
            try FileSystem.writeIfChanged(bytes, to: target)
            if owned.insert(name).inserted { changed = true }
        }

        static func saysItIsOurs(_ path: String) -> Bool {
            guard let head = try? FileSystem.read(path, limit: 1 << 20) else { return false }
            let text = String(decoding: head.prefix(2048), as: UTF8.self)
            return text.contains("<desc>layoutc preview of ") || text.contains("<title>layoutc previews</title>")
        }

        func saveManifest(into outcome: inout PreviewSession.Outcome) {
            guard changed else { return }
            let text = ([PreviewSession.manifestHeader] + owned.sorted()).joined(separator: "\n") + "\n"
            do { try FileSystem.writeIfChanged(Array(text.utf8), to: session.path(PreviewSession.manifestName)) } catch {
                outcome.errors.append("error: \(error)")
            }
        }
    }

    /// The absolute path of a file in the folder.
    public func path(_ name: String) -> String { PathArithmetic.join(absoluteDirectory, name) }

    /// Writes one picture (converted when asked); returns the file name written.
    func write(_ image: PreviewImage, files: inout Files) throws -> String {
        guard let converter else {
            try files.write(Array(image.svg.utf8), named: image.fileName)
            return image.fileName
        }
        let converted = try converter(image, absoluteDirectory)
        try files.write(converted.bytes, named: converted.fileName)
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
