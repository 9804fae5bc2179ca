import Diagnostics
import LayoutCompiler
import LayoutModel
import SwiftEmitter

enum ScaffoldCommand {
    static let spec = CommandSpec(
        name: "scaffold",
        summary: "Write starter files for the app's side of a spec (yours to edit; never overwritten).",
        usage: "scaffold <spec> --output <folder> [--target uikit|swiftui] [--access public|internal]",
        options: [
            .init(name: "output", valueName: "folder", help: "Where the starter files go (required)."),
            .init(name: "target", valueName: "target", help: "uikit (default) | swiftui", choices: ["uikit", "swiftui"]),
            BuildCommand.accessOption,
        ],
        discussion: """
            Writes a type adopting the generated `Screens` protocol and a starter for each screen the app
            makes itself. A file that already exists is left as it is.
            """)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let console = context.console
        guard arguments.positional.count == 1 else { throw UsageError(message: "give exactly one spec; usage: layoutc \(spec.usage)") }
        guard let output = arguments.value("output") else { throw UsageError(message: "missing '--output <folder>'") }
        let target = try BuildCommand.target(arguments)
        let path = context.paths.display(arguments.positional[0])
        let compiler = LayoutCompiler()
        let bytes: [UInt8]
        do { bytes = try FileSystem.read(context.absolute(path), limit: compiler.limits.maxFileBytes) } catch {
            console.err("error: \(path): \(error.reason)\n")
            return .usage
        }
        let result = compiler.check(path: path, bytes: bytes)
        if !result.diagnostics.isEmpty { console.err(XcodeRenderer().render([result.fileDiagnostics])) }
        if result.hasErrors { return .findings }
        // The starters follow the generated file's access: `--access`, else the spec's `.layoutc.yml`.
        let access = try BuildCommand.access(arguments)
            ?? context.session().plan([arguments.positional[0]]).jobs.first?.configuration.access ?? .public
        let files: [GeneratedFile]
        do { files = try ScaffoldEmitter.files(for: result.spec, sourcePath: path, target: target, access: access) } catch {
            console.err(error.description + "\n")
            return .findings
        }
        let writer = OutputWriter(directory: output, base: context.currentDirectory)
        do {
            let (written, kept) = try writer.writeNew(files)
            for name in written { console.out("wrote \(writer.displayPath(name))\n") }
            for name in kept { console.out("kept \(writer.displayPath(name)) (it exists; scaffold never overwrites)\n") }
        } catch {
            console.err(error.description + "\n")
            return .usage
        }
        return .success
    }
}

enum SceneManifestCommand {
    static let spec = CommandSpec(
        name: "scene-manifest",
        summary: "Print the Info.plist entries for a spec's windows (scene manifest, activity types).",
        usage: "scene-manifest <spec> [--target uikit|swiftui]",
        options: [
            .init(name: "target", valueName: "target", help: "uikit (default) | swiftui", choices: ["uikit", "swiftui"]),
        ],
        discussion: """
            Prints a property list to merge into the app's Info.plist: UIApplicationSceneManifest (several
            windows when the spec declares `scenes`; for UIKit, the configuration naming the scaffolded scene
            delegate) and, for UIKit, the NSUserActivityTypes that open and restore its windows.
            """)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let console = context.console
        guard arguments.positional.count == 1 else { throw UsageError(message: "give exactly one spec; usage: layoutc \(spec.usage)") }
        let target = try BuildCommand.target(arguments)
        let path = context.paths.display(arguments.positional[0])
        let compiler = LayoutCompiler()
        let bytes: [UInt8]
        do { bytes = try FileSystem.read(context.absolute(path), limit: compiler.limits.maxFileBytes) } catch {
            console.err("error: \(path): \(error.reason)\n")
            return .usage
        }
        let result = compiler.check(path: path, bytes: bytes)
        if result.hasErrors {
            console.err(XcodeRenderer().render([result.fileDiagnostics]))
            return .findings
        }
        do { console.out(try SceneManifest.plist(for: result.spec, sourcePath: path, target: target)) } catch {
            console.err(error.description + "\n")
            return .findings
        }
        return .success
    }
}
