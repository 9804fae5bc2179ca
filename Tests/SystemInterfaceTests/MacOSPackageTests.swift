import Foundation
import TestSupport
import Testing

/// The package as a Mac user's `swift build` compiles it: every module of `Sources/` and
/// `Benchmarks/` type-checked for `arm64-apple-macos` at the minimum `Package.swift` declares,
/// against a real macOS SDK, in dependency order. Each module is first emitted from its
/// declarations alone (so its dependents can import it even if its bodies have errors), then
/// type-checked whole. Errors of the SDK's older standard library are set aside by message
/// (`OldStandardLibrary`); every other error or warning fails.
@Suite("The package type-checks for the Mac against a real macOS SDK", .serialized)
struct MacOSPackageTests {
    static let sdk = AppleSDK.given(.macOS)

    @Test("Every module type-checks for arm64-apple-macos at the declared minimum",
          .enabled(if: sdk != nil, Comment(rawValue: AppleSDK.skipReason(.macOS))))
    func everyModuleTypeChecksForTheMac() throws {
        let sdk = try #require(Self.sdk)
        let swiftc = try #require(Toolchain.swiftc)
        let manifest = try PackageManifest.read(Repository.root.path)
        let minimum = try #require(manifest.platforms["macos"], "Package.swift declares no macOS version")
        let folder = try TemporaryFolder()
        let modules = folder.path + "/modules"
        try FileManager.default.createDirectory(atPath: modules, withIntermediateDirectories: true)
        var common = ["-target", "arm64-apple-macos\(minimum)", "-swift-version", "6", "-I", modules]
            + (try sdk.compilerArguments(in: folder, swiftc: swiftc))
            + (try Self.libyamlArguments(in: folder))

        var unexplained: [String] = []
        var setAside: [String] = []
        var checked: [String] = []
        for target in manifest.inDependencyOrder(kinds: ["regular", "executable"]) {
            // Test support imports Swift Testing, which Xcode's toolchain brings, not the SDK.
            if target.folder.hasPrefix(Repository.url("Tests").path) {
                print("macOS: \(target.name) not checked: it imports Swift Testing, which comes with Xcode, not the SDK")
                continue
            }
            let files = target.swiftFiles
            guard !files.isEmpty else {
                unexplained += try Self.checkCTarget(target, sdk: sdk, minimum: minimum, folder: folder)
                common += ["-I", folder.path + "/cmodules/" + target.name]
                checked.append(target.name)
                continue
            }
            let library = !files.contains { $0.hasSuffix("/main.swift") }
            let module = ["-module-name", target.name.replacingOccurrences(of: "-", with: "_")] + (library ? ["-parse-as-library"] : [])
            _ = try ProcessRun.run(swiftc, ["-emit-module"] + module + common
                                   + ["-Xfrontend", "-experimental-skip-all-function-bodies",
                                      "-Xfrontend", "-experimental-allow-module-with-compiler-errors",
                                      "-emit-module-path", "\(modules)/\(module[1]).swiftmodule"] + files)
            let run = try ProcessRun.run(swiftc, ["-typecheck", "-wmo"] + module + common + files)
            for diagnostic in CompilerDiagnostic.parse(run.output) {
                let line = "\(target.name): \(diagnostic)"
                if diagnostic.severity == "error" && OldStandardLibrary.explains(diagnostic.message) {
                    setAside.append(line)
                } else {
                    unexplained.append(line)
                }
            }
            if run.status != 0 && CompilerDiagnostic.parse(run.output).isEmpty {
                unexplained.append("\(target.name): the compiler failed without a diagnostic:\n\(run.output)")
            }
            checked.append(target.name)
        }
        #expect(checked.contains("layoutc") && checked.contains("LayoutRuntime") && checked.contains("SystemInterface"))
        #expect(unexplained.isEmpty, "\(unexplained.count) errors or warnings for macOS \(minimum):\n\(unexplained.joined(separator: "\n"))")
        // What was set aside is printed, so a reader sees exactly what the list excused.
        print("macOS \(minimum): \(checked.count) modules checked; set aside as the old standard library's: \(setAside.count)")
        for line in setAside { print("  \(line)") }
    }

    @Test("The plugins type-check for arm64-apple-macos against the toolchain's PackagePlugin API",
          .enabled(if: sdk != nil, Comment(rawValue: AppleSDK.skipReason(.macOS))))
    func pluginsTypeCheckForTheMac() throws {
        let sdk = try #require(Self.sdk)
        let swiftc = try #require(Toolchain.swiftc)
        let manifest = try PackageManifest.read(Repository.root.path)
        let minimum = try #require(manifest.platforms["macos"])
        let folder = try TemporaryFolder()
        let target = ["-target", "arm64-apple-macos\(minimum)"]
        let common = target + (try sdk.compilerArguments(in: folder, swiftc: swiftc))
        let pluginAPI = try PluginAPI.module(for: common, in: folder, swiftc: swiftc)
        let plugins = manifest.inDependencyOrder(kinds: ["plugin"])
        #expect(plugins.map(\.name).sorted() == ["LayoutSpecPlugin", "LintLayoutSpecs"])
        for plugin in plugins {
            // SwiftPM compiles a plugin in Swift 6 mode with the API of its tools version (6.0).
            let run = try ProcessRun.run(swiftc, ["-typecheck", "-wmo", "-parse-as-library", "-module-name", plugin.name,
                                                  "-swift-version", "6", "-I", pluginAPI,
                                                  "-Xfrontend", "-package-description-version", "-Xfrontend", "6.0"]
                                                 + common + plugin.swiftFiles)
            #expect(run.status == 0 && CompilerDiagnostic.parse(run.output).isEmpty, "\(plugin.name) for macOS:\n\(run.output)")
        }
    }

    /// A C target (the benchmark's libyaml scan): its sources checked by clang for the Mac, and a
    /// module map for its `include` folder written as SwiftPM writes one, so Swift can import it.
    static func checkCTarget(_ target: PackageManifest.Target, sdk: AppleSDK, minimum: String,
                             folder: TemporaryFolder) throws -> [String] {
        let include = target.folder + "/include"
        if FileManager.default.fileExists(atPath: include) {
            try folder.write("cmodules/\(target.name)/module.modulemap", """
            module \(target.name) {
                umbrella "\(include)"
                export *
            }
            """)
        }
        let sources = ((try? FileManager.default.contentsOfDirectory(atPath: target.folder)) ?? [])
            .filter { $0.hasSuffix(".c") }.map { target.folder + "/" + $0 }
        guard !sources.isEmpty else { return [] }
        let clang = try #require(Toolchain.swiftc.map { ($0 as NSString).deletingLastPathComponent + "/clang" })
        let run = try ProcessRun.run(clang, ["-fsyntax-only", "-target", "arm64-apple-macos\(minimum)", "-isysroot", try sdk.pathNamedAsXcodeNamesIt(in: folder),
                                             "-I", include, "-I", folder.path + "/libyaml"] + sources)
        return CompilerDiagnostic.parse(run.output).map { "\(target.name): \($0)" }
    }

    /// `CYAML`'s header: libyaml's `yaml.h` copied into a folder of its own, so the compiler sees
    /// the SDK's C headers and nothing else of the host's include folder.
    static func libyamlArguments(in folder: TemporaryFolder) throws -> [String] {
        var candidates = ["/opt/homebrew/include/yaml.h", "/usr/local/include/yaml.h", "/usr/include/yaml.h"]
        if let run = try? ProcessRun.run("/usr/bin/env", ["pkg-config", "--variable=includedir", "yaml-0.1"]), run.status == 0 {
            candidates.insert(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines) + "/yaml.h", at: 0)
        }
        let header = try #require(candidates.first { FileManager.default.fileExists(atPath: $0) }, "libyaml's yaml.h is not installed")
        try folder.write("libyaml/yaml.h", bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: header))))
        return ["-I", Repository.url("Sources/CYAML").path, "-Xcc", "-I", "-Xcc", folder.path + "/libyaml"]
    }
}
