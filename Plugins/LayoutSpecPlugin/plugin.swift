import Foundation
import PackagePlugin

/// Runs `layoutc build` once per `*.layout.yaml` of a target, as a build command with declared
/// inputs (the spec and the `.layoutc.yml` that applies to it) and one declared output
/// (`<Name>.layout.swift`), so SwiftPM and Xcode rerun it only for the specs that changed and
/// compile the generated Swift into the target. Diagnostics come out in the `xcode` format, so
/// they show at the spec's line; errors fail the build, warnings do not unless `strict` is set
/// in `.layoutc.yml` or `LAYOUTC_STRICT=1` is in the environment of the build.
@main
struct LayoutSpecPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let specs = module.sourceFiles(withSuffix: SpecBuildCommands.specSuffix).map(\.url)
        return try SpecBuildCommands(tool: try context.tool(named: "layoutc").url,
                                     workDirectory: context.pluginWorkDirectoryURL,
                                     root: context.package.directoryURL,
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
    let targetName: String

    struct DuplicateSpecName: Error, CustomStringConvertible {
        var name: String
        var specs: [URL]
        var targetName: String
        var description: String {
            "layoutc: target '\(targetName)' has two specs named \(name) ("
                + specs.map(\.path).joined(separator: ", ")
                + "); their generated files would share a name. Rename one of them."
        }
    }

    func commands(for specs: [URL]) throws -> [Command] {
        var seen: [String: URL] = [:]
        let strict = ProcessInfo.processInfo.environment["LAYOUTC_STRICT"].map { ["1", "true", "yes"].contains($0.lowercased()) } ?? false
        return try specs.sorted { $0.path < $1.path }.map { spec in
            let outputName = Self.outputName(for: spec)
            if let other = seen[outputName] {
                throw DuplicateSpecName(name: spec.lastPathComponent, specs: [other, spec], targetName: targetName)
            }
            seen[outputName] = spec
            let output = workDirectory.appendingPathComponent(outputName)
            var arguments = ["build", spec.path, "--output-file", output.path, "--format", "xcode"]
            if strict { arguments.append("--strict") }
            return .buildCommand(
                displayName: "Generating \(outputName) from \(spec.lastPathComponent)",
                executable: tool,
                arguments: arguments,
                inputFiles: [spec] + configurationFiles(for: spec),
                outputFiles: [output])
        }
    }

    /// `Mail.layout.yaml` → `Mail.layout.swift`: known before layoutc runs, whatever the spec's `app` is.
    static func outputName(for spec: URL) -> String {
        String(spec.lastPathComponent.dropLast(specSuffix.count)) + ".layout.swift"
    }

    /// The `.layoutc.yml` that applies to the spec: the nearest one walking up from its folder
    /// to the package root (layoutc uses the nearest and merges none). A configuration added
    /// or removed later changes this list, and with it the command, so SwiftPM reruns it.
    func configurationFiles(for spec: URL) -> [URL] {
        let rootPath = root.standardizedFileURL.path
        var folder = spec.deletingLastPathComponent().standardizedFileURL
        while true {
            let candidate = folder.appendingPathComponent(Self.configurationName)
            if FileManager.default.fileExists(atPath: candidate.path) { return [candidate] }
            let path = folder.path
            if path == rootPath || !path.hasPrefix(rootPath) || path == "/" { return [] }
            folder = folder.deletingLastPathComponent().standardizedFileURL
        }
    }
}
