import Foundation
import PackagePlugin

/// `swift package lint-layout-specs [--format FORMAT] [--strict] [--target NAME ...]`: runs
/// `layoutc check` over the `*.layout.yaml` files of the package's targets (or the named ones)
/// and writes nothing. Fails when a spec has errors (or warnings, with `--strict` or
/// `strict: true` in `.layoutc.yml`).
@main
struct LintLayoutSpecs: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
        let specs = targets.compactMap { $0 as? SourceModuleTarget }
            .flatMap { $0.sourceFiles(withSuffix: SpecLint.specSuffix).map(\.url) }
        try SpecLint(tool: try context.tool(named: "layoutc").url, defaultFormat: "human").run(specs, extractor: &extractor)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension LintLayoutSpecs: XcodeCommandPlugin {
    /// The same check over the specs of an Xcode project's targets, in the format Xcode reads.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = Set(extractor.extractOption(named: "target"))
        let targets = context.xcodeProject.targets.filter { targetNames.isEmpty || targetNames.contains($0.displayName) }
        let specs = targets.flatMap { $0.inputFiles.map(\.url) }.filter { $0.lastPathComponent.hasSuffix(SpecLint.specSuffix) }
        try SpecLint(tool: try context.tool(named: "layoutc").url, defaultFormat: "xcode").run(specs, extractor: &extractor)
    }
}
#endif

/// Runs `layoutc check` on a list of specs, passing `--format` and `--strict` through.
struct SpecLint {
    static let specSuffix = ".layout.yaml"

    let tool: URL
    let defaultFormat: String

    struct Failed: Error, CustomStringConvertible {
        var description: String
    }

    func run(_ specs: [URL], extractor: inout ArgumentExtractor) throws {
        let format = extractor.extractOption(named: "format").last ?? defaultFormat
        let strict = extractor.extractFlag(named: "strict") > 0
        let unknown = extractor.unextractedOptionsOrFlags + extractor.remainingArguments
        guard unknown.isEmpty else {
            throw Failed(description: "unknown arguments \(unknown.joined(separator: " ")); usage: swift package lint-layout-specs [--format human|xcode|json|sarif|github] [--strict] [--target NAME ...]")
        }
        // Each spec once, in a stable order (a spec can belong to one target only, but be safe).
        let paths = Array(Set(specs.map(\.path))).sorted()
        guard !paths.isEmpty else {
            print("lint-layout-specs: no *.layout.yaml files in the selected targets")
            return
        }
        let process = Process()
        process.executableURL = tool
        process.arguments = ["check", "--format", format, "--color", "never"] + (strict ? ["--strict"] : []) + paths
        try process.run()
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: return
        case 1: throw Failed(description: "layout specs have errors" + (strict ? " or warnings (--strict)" : ""))
        case let status: throw Failed(description: "layoutc check failed (exit status \(status))")
        }
    }
}
