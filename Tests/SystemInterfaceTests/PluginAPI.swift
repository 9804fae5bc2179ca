import Foundation
import TestSupport
import Testing

/// SwiftPM's plugin API (`PackagePlugin`) built for the Mac, for `MacOSPackageTests`.
///
/// On a Mac the toolchain's own module is used. On Linux the toolchain holds it compiled for
/// Linux, so its declarations are written out as an interface (`swift-synthesize-interface`) and
/// that interface is compiled for the Mac. The synthesizer leaves out what SwiftPM 6.0 added
/// behind its tools-version availability (the URL-based API the plugins use); those few
/// declarations are put back in their types, each first proven to type-check against the real
/// module (`realDeclarationsCheck`), so the interface says no more than the real API does.
enum PluginAPI {
    /// The toolchain's folder that holds `PackagePlugin`.
    static var toolchainFolder: String? {
        guard let swiftc = Toolchain.swiftc else { return nil }
        let folder = ((swiftc as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent + "/lib/swift/pm/PluginAPI"
        return FileManager.default.fileExists(atPath: folder) ? folder : nil
    }

    /// SwiftPM 6.0's declarations the synthesizer omits: the type they belong in (the line that
    /// opens it in the interface) and the declaration, as the real module's symbol graph states it.
    static let added: [(opening: String, declaration: String)] = [
        ("public enum Command {",
         "case buildCommand(displayName: String?, executable: URL, arguments: [String], environment: [String : String] = [:], inputFiles: [URL] = [], outputFiles: [URL] = [])"),
        ("public struct File {", "public let url: URL"),
        ("public struct Package {", "public let directoryURL: URL"),
        ("public struct PluginContext {", "public let pluginWorkDirectoryURL: URL"),
        ("    public struct Tool {", "public let url: URL"),
        ("public struct SwiftSourceModuleTarget : SourceModuleTarget {", "public let directoryURL: URL"),
        ("public struct ClangSourceModuleTarget : SourceModuleTarget {", "public let directoryURL: URL"),
    ]

    /// Uses of each added declaration with its exact type: it must type-check against the real
    /// module, so the interface adds nothing the real API lacks.
    static let realDeclarationsCheck = """
        import Foundation
        import PackagePlugin
        func uses() {
            let _: (String?, URL, [String], [String: String], [URL], [URL]) -> Command =
                Command.buildCommand(displayName:executable:arguments:environment:inputFiles:outputFiles:)
            let _: KeyPath<File, URL> = \\File.url
            let _: KeyPath<Package, URL> = \\Package.directoryURL
            let _: KeyPath<PluginContext, URL> = \\PluginContext.pluginWorkDirectoryURL
            let _: KeyPath<PluginContext.Tool, URL> = \\PluginContext.Tool.url
            let _: KeyPath<SwiftSourceModuleTarget, URL> = \\SwiftSourceModuleTarget.directoryURL
            let _: KeyPath<ClangSourceModuleTarget, URL> = \\ClangSourceModuleTarget.directoryURL
        }
        """

    /// A folder holding `PackagePlugin` for the platform `arguments` target.
    static func module(for arguments: [String], in folder: TemporaryFolder, swiftc: String) throws -> String {
        let real = try #require(toolchainFolder, "the toolchain has no PackagePlugin module")
        #if os(macOS)
        return real
        #else
        let tools = (swiftc as NSString).deletingLastPathComponent
        let check = try folder.write("plugin-api/uses.swift", realDeclarationsCheck)
        let proof = try ProcessRun.run(swiftc, ["-typecheck", "-parse-as-library", "-swift-version", "6", "-I", real,
                                                "-Xfrontend", "-package-description-version", "-Xfrontend", "6.0", check])
        try #require(proof.status == 0, "the declarations added to the interface are not the real module's:\n\(proof.output)")

        let synthesized = folder.path + "/plugin-api/synthesized.swiftinterface"
        let synthesis = try ProcessRun.run(tools + "/swift-synthesize-interface",
                                           ["-module-name", "PackagePlugin", "-I", real, "-o", synthesized])
        try #require(synthesis.status == 0, "swift-synthesize-interface failed:\n\(synthesis.output)")
        var lines = try String(contentsOfFile: synthesized, encoding: .utf8).components(separatedBy: "\n")
        for (opening, declaration) in added {
            let index = try #require(lines.firstIndex(of: opening), "the interface no longer has `\(opening)`")
            let indent = String(opening.prefix { $0 == " " }) + "    "
            lines.insert(indent + declaration, at: index + 1)
        }
        let targetIndex = try #require(arguments.firstIndex(of: "-target"))
        let header = ["// swift-interface-format-version: 1.0",
                      "// swift-module-flags: -target \(arguments[targetIndex + 1]) -enable-library-evolution -swift-version 5 -module-name PackagePlugin"]
        let output = folder.path + "/plugin-api/mac"
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        let interface = try folder.write("plugin-api/PackagePlugin.swiftinterface", (header + lines).joined(separator: "\n"))
        let build = try ProcessRun.run(swiftc, ["-frontend", "-compile-module-from-interface", "-module-name", "PackagePlugin",
                                                interface, "-o", output + "/PackagePlugin.swiftmodule"] + arguments)
        try #require(build.status == 0 && CompilerDiagnostic.parse(build.output).isEmpty,
                     "PackagePlugin's interface does not build for the Mac:\n\(build.output)")
        return output
        #endif
    }
}
