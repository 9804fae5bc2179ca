import Foundation
import LayoutModel
import SwiftEmitter
import TestSupport
import Testing

/// Proof that the generated code compiles. UIKit and SwiftUI do not exist on Linux, so the tests
/// compile stand-in modules (Tests/StandIns, declaring exactly the SDK API the code uses) into a
/// temporary folder and type-check every generated file of every spec, plus the scaffolded
/// starter files, as one module, in Swift 5 and Swift 6 language modes. Any warning fails.
@Suite("Generated code type-checks", .serialized)
struct TypeCheckTests {
    enum Mode: String, CaseIterable, Sendable {
        case swift5 = "5", swift6 = "6"
    }

    static func standIn(for target: EmitTarget) -> String { target == .uikit ? "UIKit" : "SwiftUI" }

    /// The stand-ins a stand-in imports, as the SDK's module does.
    static let standInDependencies = ["SwiftUI": ["Combine", "UniformTypeIdentifiers"]]

    /// Compiles the stand-in for `module` (after the ones it imports) into `folder`; returns the
    /// import path.
    static func buildStandIn(_ module: String, in folder: TemporaryFolder) throws -> String {
        for dependency in standInDependencies[module] ?? [] { _ = try buildStandIn(dependency, in: folder) }
        let swiftc = try #require(Toolchain.swiftc, "no swiftc found; set LAYOUTC_SWIFTC")
        let sources = try FileManager.default.contentsOfDirectory(atPath: Package.url("Tests/StandIns/\(module)").path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { Package.url("Tests/StandIns/\(module)/\($0)").path }
        let modules = folder.path + "/modules"
        try FileManager.default.createDirectory(atPath: modules, withIntermediateDirectories: true)
        let run = try ProcessRun.run(swiftc, ["-emit-module", "-module-name", module, "-parse-as-library", "-swift-version", "6",
                                              "-I", modules, "-module-cache-path", folder.path + "/cache",
                                              "-emit-module-path", "\(modules)/\(module).swiftmodule"] + sources)
        try #require(run.status == 0 && !Toolchain.hasDiagnostics(run.output), "the \(module) stand-in does not compile:\n\(run.output)")
        return modules
    }

    /// A program that runs generated code against the stand-ins' behaviour: `libraries` (stand-ins
    /// by name, or the package's runtime modules), in the order they import each other, compiled
    /// into static libraries, and `sources` linked with them into the executable `name` in
    /// `folder`. Returns its path.
    static func buildProgram(_ name: String, module: String, linking libraries: [String], sources: [String],
                             in folder: TemporaryFolder) throws -> String {
        let swiftc = try #require(Toolchain.swiftc, "no swiftc found; set LAYOUTC_SWIFTC")
        let modules = folder.path + "/modules"
        try FileManager.default.createDirectory(atPath: modules, withIntermediateDirectories: true)
        func compile(_ arguments: [String], _ what: String) throws {
            let run = try ProcessRun.run(swiftc, ["-swift-version", "6", "-module-cache-path", folder.path + "/cache", "-I", modules] + arguments)
            try #require(run.status == 0 && !Toolchain.hasDiagnostics(run.output), "\(what) does not build:\n\(run.output)")
        }
        for library in libraries {
            let sources = library.hasPrefix("Layout")
                ? Repository.sources(of: library).map { Package.url($0).path }
                : try FileManager.default.contentsOfDirectory(atPath: Package.url("Tests/StandIns/\(library)").path)
                    .filter { $0.hasSuffix(".swift") }.sorted().map { Package.url("Tests/StandIns/\(library)/\($0)").path }
            try compile(["-emit-library", "-static", "-emit-module", "-module-name", library, "-parse-as-library",
                         "-emit-module-path", "\(modules)/\(library).swiftmodule", "-o", "\(modules)/lib\(library).a"] + sources, library)
        }
        let executable = folder.file(name).path
        try compile(["-L", modules] + libraries.reversed().map { "-l\($0)" } + ["-module-name", module, "-o", executable] + sources,
                    "the \(name) program")
        return executable
    }

    /// The runtime library generated code imports, compiled into `modules` against whatever UI
    /// modules are already there (the UIKit stand-in makes its UIKit half compile too).
    /// With `swiftUI`, also LayoutRuntimeSwiftUI, which generated SwiftUI code imports.
    static func buildRuntime(into modules: String, in folder: TemporaryFolder, extra: [String] = [], swiftUI: Bool = false) throws {
        let swiftc = try #require(Toolchain.swiftc, "no swiftc found; set LAYOUTC_SWIFTC")
        try FileManager.default.createDirectory(atPath: modules, withIntermediateDirectories: true)
        for module in ["LayoutRuntime"] + (swiftUI ? ["LayoutRuntimeSwiftUI"] : []) {
            let sources = Repository.sources(of: module).map { Package.url($0).path }
            let run = try ProcessRun.run(swiftc, ["-emit-module", "-module-name", module, "-parse-as-library", "-swift-version", "6",
                                                  "-I", modules, "-module-cache-path", folder.path + "/cache",
                                                  "-emit-module-path", "\(modules)/\(module).swiftmodule"] + extra + sources)
            try #require(run.status == 0 && !Toolchain.hasDiagnostics(run.output), "\(module) does not compile here:\n\(run.output)")
        }
    }

    /// Writes the generated files of every spec (and, optionally, the scaffolded starter files) into `folder`.
    static func writeSources(_ target: EmitTarget, scaffold: Bool, access: GeneratedAccess = .public,
                             into folder: TemporaryFolder) throws -> [String] {
        try writeSources([target], scaffold: scaffold, access: access, into: folder)
    }

    /// The same for several targets: each spec's model once, and each target's code and starters.
    static func writeSources(_ targets: [EmitTarget], scaffold: Bool, access: GeneratedAccess = .public,
                             into folder: TemporaryFolder) throws -> [String] {
        var paths: [String] = []
        var entryPoint = false
        for spec in Package.specPaths {
            var files = try Package.generated(spec, targets: targets, access: access).files
            if scaffold { files += try targets.flatMap { try Package.scaffolded(spec, target: $0, access: access) } }
            for file in files.withOneEntryPoint(&entryPoint) {
                try folder.write("src/\(file.name)", file.contents)
                paths.append(folder.file("src/\(file.name)").path)
            }
        }
        return paths
    }

    @Test("Every generated and scaffolded file type-checks against the stand-in, with no warning",
          arguments: EmitTarget.allCases, Mode.allCases)
    func typeChecksAgainstStandIn(target: EmitTarget, mode: Mode) throws {
        let folder = try TemporaryFolder()
        let modules = try Self.buildStandIn(Self.standIn(for: target), in: folder)
        try Self.buildRuntime(into: modules, in: folder, swiftUI: target == .swiftui)
        let sources = try Self.writeSources(target, scaffold: true, into: folder)
        let run = try ProcessRun.run(try #require(Toolchain.swiftc), ["-typecheck", "-wmo", "-I", modules, "-swift-version", mode.rawValue,
                                                                      "-module-cache-path", folder.path + "/cache",
                                                                      "-module-name", "LayoutApp"] + sources)
        #expect(run.status == 0, "swiftc failed:\n\(run.output)")
        #expect(!Toolchain.hasDiagnostics(run.output), "diagnostics in Swift \(mode.rawValue) mode:\n\(run.output)")
    }

    /// An app that moves from UIKit to SwiftUI screen by screen holds both: every spec's model,
    /// UIKit and SwiftUI code and both starters compile together in one module.
    @Test("UIKit and SwiftUI code of every spec type-check together in one module, with no warning")
    func bothTargetsInOneModule() throws {
        let folder = try TemporaryFolder()
        _ = try Self.buildStandIn("UIKit", in: folder)
        let modules = try Self.buildStandIn("SwiftUI", in: folder)
        try Self.buildRuntime(into: modules, in: folder, swiftUI: true)
        let sources = try Self.writeSources([.uikit, .swiftui], scaffold: true, into: folder)
        let run = try ProcessRun.run(try #require(Toolchain.swiftc), ["-typecheck", "-wmo", "-I", modules, "-swift-version", "6",
                                                                      "-module-cache-path", folder.path + "/cache",
                                                                      "-module-name", "LayoutApp"] + sources)
        #expect(run.status == 0 && !Toolchain.hasDiagnostics(run.output), "\(run.output)")
    }

    /// `access: internal`, for a generated file compiled into the app's own module: every spec's
    /// code and starters compile, and the module exports none of it.
    @Test("With internal access every generated and scaffolded file type-checks and declares nothing public",
          arguments: EmitTarget.allCases)
    func internalAccessTypeChecks(target: EmitTarget) throws {
        let folder = try TemporaryFolder()
        let modules = try Self.buildStandIn(Self.standIn(for: target), in: folder)
        try Self.buildRuntime(into: modules, in: folder, swiftUI: target == .swiftui)
        let sources = try Self.writeSources(target, scaffold: true, access: .internal, into: folder)
        let run = try ProcessRun.run(try #require(Toolchain.swiftc), ["-typecheck", "-wmo", "-I", modules, "-swift-version", "6",
                                                                      "-module-cache-path", folder.path + "/cache",
                                                                      "-module-name", "LayoutApp"] + sources)
        #expect(run.status == 0 && !Toolchain.hasDiagnostics(run.output), "\(run.output)")
        for path in sources {
            let code = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            let exported = code.filter { $0.contains("public ") && !$0.contains("\"") }
            #expect(exported.isEmpty, "\(path): \(exported.prefix(3))")
        }
    }

    @Test("The typed model compiles without any UI framework", arguments: EmitTarget.allCases)
    func modelCompilesEverywhere(target: EmitTarget) throws {
        let folder = try TemporaryFolder()
        let modules = folder.path + "/modules"
        try Self.buildRuntime(into: modules, in: folder)
        let sources = try Self.writeSources(target, scaffold: false, into: folder)
        let run = try ProcessRun.run(try #require(Toolchain.swiftc), ["-typecheck", "-swift-version", "6", "-I", modules,
                                                                      "-module-cache-path", folder.path + "/cache",
                                                                      "-module-name", "LayoutModelOnly"] + sources)
        #expect(run.status == 0 && !Toolchain.hasDiagnostics(run.output), "\(run.output)")
    }
}
