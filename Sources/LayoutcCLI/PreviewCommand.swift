import Diagnostics
import LayoutCompiler
import LayoutPreview

enum PreviewCommand {
    static let spec = CommandSpec(
        name: "preview",
        summary: "Draw specs as wireframes (SVG) in every size class, findings included.",
        usage: "preview <spec-or-folder> ... --output <folder> [--image svg|png]",
        options: [
            .init(name: "output", valueName: "folder", help: "The folder to write the pictures and index.html to."),
            .init(name: "image", valueName: "format", help: "svg (default) | png (needs rsvg-convert or ImageMagick's convert)", choices: ["svg", "png"]),
            .init(name: "config", valueName: "file", help: "Use this configuration instead of the nearest .layoutc.yml."),
        ],
        discussion: """
            For each spec: iPad landscape in the preferred display mode and in every other mode the \
            split behavior allows, iPad portrait, iPad Slide Over and iPhone (the compact flow), \
            named <spec>-<scene>.svg, and one index.html showing them side by side. Findings \
            appear as numbered badges where they apply. Files are only rewritten when they change. \
            A spec that cannot be read to the end (a YAML syntax error) is not drawn. \
            A file in the folder that preview did not write (listed in its .layoutc-previews) is \
            never replaced. A configuration with errors fails the preview as it fails check. \
            Exit status: 0 written (findings do not fail a preview), 1 a spec could not be read or \
            a file is in the way, 2 usage, configuration or I/O problems.
            """)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let console = context.console
        guard !arguments.positional.isEmpty else { throw UsageError(message: "no spec given; usage: layoutc \(spec.usage)") }
        guard let output = arguments.value("output") else {
            throw UsageError(message: "missing '--output <folder>': where to write the previews")
        }
        let format = arguments.value("image") ?? "svg"
        guard format == "svg" || format == "png" else {
            throw UsageError(message: "unknown image format '\(format)'; use svg or png")
        }
        var converter: ImageConverter?
        if format == "png" {
            guard let found = ImageConverter.find(path: console.environment("PATH")) else {
                console.err("error: --image png needs an SVG converter, and none was found on PATH; "
                    + "install rsvg-convert (Debian: apt-get install librsvg2-bin; macOS: brew install librsvg) "
                    + "or ImageMagick's convert, or use --image svg\n")
                return .usage
            }
            converter = found
        }

        let session = context.session(config: arguments.value("config"))
        let plan = session.plan(arguments.positional)
        var failed = false
        for error in plan.errors {
            console.err("error: \(error)\n")
            failed = true
        }
        // A configuration with errors fails `check` and `build`; it fails `preview` the same way
        // (its pictures are still drawn, with the rules that could be read).
        let configurations = session.configurationProblems(plan).0
        if !configurations.isEmpty {
            console.err(XcodeRenderer().render(configurations))
            if configurations.contains(where: { $0.diagnostics.contains { $0.severity == .error } }) { failed = true }
        }
        var specs: [PreviewSession.Spec] = []
        for job in plan.jobs {
            do {
                specs.append(.init(result: job.compiler.check(path: job.displayPath, bytes: try job.read()), displayPath: job.displayPath))
            } catch {
                console.err("error: \(error)\n")
                failed = true
            }
        }
        var convert: PreviewSession.Converter?
        if let converter {
            convert = { image, folder in try converter.convert(image, in: folder) }
        }
        let preview = PreviewSession(directory: output, base: context.currentDirectory, converter: convert)
        let outcome = preview.write(specs)
        for error in outcome.errors { console.err(error + "\n") }
        for problem in outcome.unreadable { console.err("error: \(problem)\n") }
        for conflict in outcome.conflicts { console.err(conflict + "\n") }
        for entry in outcome.entries {
            let findings = entry.findings == 0 ? "" : ", \(Quantity.of(entry.findings, "finding")) shown"
            console.out("\(entry.source): \(Quantity.of(entry.images.count, "picture"))\(findings)\n")
        }
        if let index = outcome.index { console.out("wrote \(index)\n") }
        if failed || outcome.failed { return .usage }
        return outcome.unreadable.isEmpty && outcome.conflicts.isEmpty ? .success : .findings
    }
}
