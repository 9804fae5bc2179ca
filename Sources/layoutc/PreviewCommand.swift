import LayoutCompiler
import LayoutPreview

enum PreviewCommand {
    static let spec = CommandSpec(
        name: "preview",
        summary: "Draw specs as wireframes (SVG) in every size class, findings included.",
        usage: "preview <spec-or-folder> ... --output <dir> [--image svg|png]",
        options: [
            .init(name: "output", valueName: "dir", help: "The folder to write the pictures and index.html to."),
            .init(name: "image", valueName: "format", help: "svg (default) | png (needs rsvg-convert or ImageMagick's convert)"),
            .init(name: "config", valueName: "file", help: "Use this configuration instead of the nearest .layoutc.yml."),
        ],
        discussion: """
            For each spec: iPad landscape in the preferred display mode and in every other mode the \
            split behavior allows, iPad portrait, iPad Slide Over and iPhone (the compact flow), \
            named <spec>-<scene>.svg, and one index.html showing them side by side. Findings \
            appear as numbered badges where they apply. Files are only rewritten when they change. \
            Exit status: 0 written (findings do not fail a preview), 2 usage or I/O problems.
            """)

    static func run(_ arguments: ParsedArguments) throws -> ExitCode {
        guard !arguments.positional.isEmpty else { throw UsageError(message: "no spec given; usage: layoutc \(spec.usage)") }
        guard let output = arguments.value("output") else {
            throw UsageError(message: "missing '--output <dir>': where to write the previews")
        }
        let format = arguments.value("image") ?? "svg"
        guard format == "svg" || format == "png" else {
            throw UsageError(message: "unknown image format '\(format)'; use svg or png")
        }
        var converter: ImageConverter?
        if format == "png" {
            guard let found = ImageConverter.find() else {
                console.err("error: --image png needs an SVG converter, and none was found on PATH; "
                    + "install rsvg-convert (Debian: apt-get install librsvg2-bin; macOS: brew install librsvg) "
                    + "or ImageMagick's convert, or use --image svg\n")
                return .usage
            }
            converter = found
        }

        let paths = PathDisplay()
        let session = CheckSession(configPath: arguments.value("config"), base: FileSystem.currentDirectory(),
                                   displayPath: { paths.display($0) })
        let plan = session.plan(arguments.positional)
        var failed = false
        for error in plan.errors {
            console.err("error: \(error)\n")
            failed = true
        }
        do { try FileSystem.makeDirectories(output) } catch {
            console.err("error: \(error)\n")
            return .usage
        }

        let renderer = PreviewRenderer()
        var entries: [PreviewIndex.Entry] = []
        var usedNames = Set<String>()
        for job in plan.jobs {
            let bytes: [UInt8]
            do { bytes = try FileSystem.read(job.path, limit: job.configuration.limits.maxFileBytes) } catch {
                console.err("error: \(job.displayPath): \(error.reason)\n")
                failed = true
                continue
            }
            let result = job.compiler.check(path: job.displayPath, bytes: bytes)
            let name = uniqueName(baseName(of: job.path), used: &usedNames)
            let images = renderer.render(result.spec, diagnostics: result.diagnostics, name: name, source: job.displayPath)
            var files: [String] = []
            for image in images {
                do {
                    files.append(try write(image, to: output, converter: converter))
                } catch {
                    console.err("error: \(error)\n")
                    failed = true
                }
            }
            guard files.count == images.count else { continue }
            entries.append(PreviewIndex.Entry(title: result.spec.app?.value ?? name, source: job.displayPath,
                                              findings: result.diagnostics.count, images: images, files: files))
            console.out("\(job.displayPath): \(images.count) pictures\(result.diagnostics.isEmpty ? "" : ", \(result.diagnostics.count) findings shown")\n")
        }
        do {
            try writeIfChanged(Array(PreviewIndex.html(entries).utf8), to: join(output, "index.html"))
        } catch {
            console.err("error: \(error)\n")
            return .usage
        }
        console.out("wrote \(join(output, "index.html"))\n")
        return failed ? .usage : .success
    }

    /// `Specs/Mail.layout.yaml` → `Mail`.
    static func baseName(of path: String) -> String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in [".layout.yaml", ".yaml", ".yml"] where name.hasSuffix(suffix) {
            name = String(name.dropLast(suffix.count))
            break
        }
        return name.isEmpty ? "spec" : name
    }

    /// Two specs with one file name in different folders get `Mail`, `Mail-2`.
    static func uniqueName(_ name: String, used: inout Set<String>) -> String {
        var candidate = name
        var number = 2
        while !used.insert(candidate).inserted {
            candidate = "\(name)-\(number)"
            number += 1
        }
        return candidate
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// Writes one picture as SVG, or converts it to PNG; returns the file name written.
    static func write(_ image: PreviewImage, to folder: String, converter: ImageConverter?) throws -> String {
        let svg = Array(image.svg.utf8)
        guard let converter else {
            try writeIfChanged(svg, to: join(folder, image.fileName))
            return image.fileName
        }
        let pngName = String(image.fileName.dropLast(".svg".count)) + ".png"
        let png = try converter.convert(svg, scratch: join(folder, ".\(pngName).converting"))
        try writeIfChanged(png, to: join(folder, pngName))
        return pngName
    }

    /// Atomic, and skipped when the file already has these bytes, so timestamps mean change.
    static func writeIfChanged(_ bytes: [UInt8], to path: String) throws(FileSystem.Error) {
        if FileSystem.kind(of: path) == .file, let existing = try? FileSystem.read(path), existing == bytes { return }
        try FileSystem.writeAtomically(bytes, to: path)
    }
}
