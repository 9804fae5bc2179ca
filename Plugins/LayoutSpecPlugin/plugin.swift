import Foundation
import PackagePlugin

/// Runs `layoutc build` once per `*.layout.yaml` of a target, as a build command with declared
/// inputs (the spec and the `.layoutc.yml` that applies to it) and two declared outputs
/// (`<Name>.layout.swift`, the model, and `<Name>+UIKit.layout.swift`), so SwiftPM and Xcode rerun it only for the specs that changed and
/// compile the generated Swift into the target. Diagnostics come out in the `xcode` format, so
/// they show at the spec's line; errors fail the build, warnings do not unless the
/// configuration says `strict: true`.
@main
struct LayoutSpecPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let specs = module.sourceFiles(withSuffix: SpecBuildCommands.specSuffix).map(\.url)
        return try SpecBuildCommands(tool: try context.tool(named: "layoutc").url,
                                     workDirectory: context.pluginWorkDirectoryURL,
                                     root: context.package.directoryURL,
                                     targetDirectory: (module as? SwiftSourceModuleTarget)?.directoryURL
                                        ?? (module as? ClangSourceModuleTarget)?.directoryURL,
                                     targetName: target.name).commands(for: specs)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension LayoutSpecPlugin: XcodeBuildToolPlugin {
    /// The same commands for an app target of an Xcode project: its specs are its input files.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let specs = target.inputFiles.map(\.url).filter { $0.lastPathComponent.hasSuffix(SpecBuildCommands.specSuffix) }
        return try SpecBuildCommands(tool: try context.tool(named: "layoutc").url,
                                     workDirectory: context.pluginWorkDirectoryURL,
                                     root: context.xcodeProject.directoryURL,
                                     targetDirectory: nil,
                                     targetName: target.displayName).commands(for: specs)
    }
}
#endif

/// The build commands for a list of specs, the same for packages and Xcode projects.
struct SpecBuildCommands {
    static let specSuffix = ".layout.yaml"
    static let configurationName = ".layoutc.yml"

    let tool: URL
    let workDirectory: URL
    /// The package or project folder: configuration files are looked for up to here.
    let root: URL
    /// The target's source folder, when there is one (packages; Xcode targets have none).
    let targetDirectory: URL?
    let targetName: String

    struct DuplicateSpecName: Error, CustomStringConvertible {
        var name: String
        var specs: [URL]
        var targetName: String
        var description: String {
            let names = Set(specs.map(\.lastPathComponent)).count == 1
                ? "two specs named \(name)"
                : "specs named \(specs.map(\.lastPathComponent).joined(separator: " and ")), which differ only in case,"
            return "layoutc: target '\(targetName)' has \(names) ("
                + specs.map(\.path).joined(separator: ", ")
                + "); their generated files would share a name (on the Mac's case-insensitive disk, one file). Rename one of them."
        }
    }

    /// One command per spec that generates its files, and with two specs or more one that checks
    /// they share no `app` name (the same namespace twice does not compile in one module). Output
    /// names are compared without case: the Mac's default disk is case-insensitive.
    func commands(for specs: [URL]) throws -> [Command] {
        var seen: [String: URL] = [:]
        let sorted = specs.sorted { $0.path < $1.path }
        var commands: [Command] = try sorted.map { spec in
            let outputName = Self.outputName(for: spec)
            if let other = seen[outputName.lowercased()] {
                throw DuplicateSpecName(name: spec.lastPathComponent, specs: [other, spec], targetName: targetName)
            }
            seen[outputName.lowercased()] = spec
            let output = workDirectory.appendingPathComponent(outputName)
            // layoutc writes the target's code beside the model under this name.
            let code = workDirectory.appendingPathComponent(Self.codeName(forOutput: outputName))
            return .buildCommand(
                displayName: "Generating \(outputName) from \(spec.lastPathComponent)",
                executable: tool,
                arguments: ["build", spec.path, "--output-file", output.path, "--format", "xcode"],
                inputFiles: [spec] + configurationInputs(for: spec),
                outputFiles: [output, code])
        }
        if sorted.count > 1 {
            // A Swift file holding only a comment: what the target compiles makes the command run.
            let stamp = workDirectory.appendingPathComponent("LayoutSpecs.names.swift")
            commands.append(.buildCommand(
                displayName: "Checking that the \(sorted.count) layout specs of \(targetName) share no app name",
                executable: tool,
                arguments: ["check", "--across-specs", "--stamp", stamp.path, "--format", "xcode"] + sorted.map(\.path),
                inputFiles: sorted,
                outputFiles: [stamp]))
        }
        return commands
    }

    /// `Mail.layout.yaml` → `Mail.layout.swift` (the model): known before layoutc runs, whatever
    /// the spec's `app` is.
    static func outputName(for spec: URL) -> String {
        String(spec.lastPathComponent.dropLast(specSuffix.count)) + ".layout.swift"
    }

    /// `Mail.layout.swift` → `Mail+UIKit.layout.swift`: where `--output-file` puts the UIKit code.
    static func codeName(forOutput outputName: String) -> String {
        String(outputName.dropLast(".layout.swift".count)) + "+UIKit.layout.swift"
    }

    /// What decides the spec's configuration: the nearest `.layoutc.yml` walking up from its folder
    /// to the root (layoutc uses the nearest and merges none), and the folders above the target's
    /// own, whose times change when a `.layoutc.yml` is added to or removed from them. SwiftPM
    /// asks the plugin again when files are added or removed inside a target or the manifest
    /// changes, but not for a file above the target, and a declared input that does not exist
    /// fails the build; the folders stand in for configuration files yet to come.
    func configurationInputs(for spec: URL) -> [URL] {
        let rootPath = root.standardizedFileURL.path
        let targetPath = targetDirectory?.standardizedFileURL.path
        var folder = spec.deletingLastPathComponent().standardizedFileURL
        var inputs: [URL] = []
        var foundNearest = false
        var aboveTarget = targetPath == nil
        while true {
            let path = folder.path
            if aboveTarget { inputs.append(folder) }
            if path == targetPath { aboveTarget = true }
            let candidate = folder.appendingPathComponent(Self.configurationName)
            if !foundNearest && FileManager.default.fileExists(atPath: candidate.path) {
                inputs.append(candidate)
                foundNearest = true
            }
            if path == rootPath || !path.hasPrefix(rootPath) || path == "/" { return inputs }
            folder = folder.deletingLastPathComponent().standardizedFileURL
        }
    }
}
