import Foundation
import TestSupport
import Testing

/// LayoutRuntimeSwiftUI compiles against the SwiftUI stand-in (the SDK API it uses, declared
/// exactly) on top of LayoutRuntime, and is empty where SwiftUI is not (Linux, macOS), so a
/// package that builds everywhere can depend on it.
@Suite("LayoutRuntimeSwiftUI")
struct LayoutRuntimeSwiftUITests {
    @Test func compilesAgainstTheSwiftUIStandInOnTopOfLayoutRuntime() throws {
        let swiftc = try #require(Toolchain.swiftc, "no swiftc found; set LAYOUTC_SWIFTC")
        let folder = try TemporaryFolder()
        let modules = folder.path + "/modules"
        try FileManager.default.createDirectory(atPath: modules, withIntermediateDirectories: true)
        func standIn(_ module: String) throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: Repository.url("Tests/StandIns/\(module)").path)
                .filter { $0.hasSuffix(".swift") }.sorted().map { Repository.url("Tests/StandIns/\(module)/\($0)").path }
        }
        for (module, sources) in [("Combine", try standIn("Combine")), ("UniformTypeIdentifiers", try standIn("UniformTypeIdentifiers")),
                                  ("SwiftUI", try standIn("SwiftUI")),
                                  ("LayoutRuntime", Repository.sources(of: "LayoutRuntime").map { Repository.url($0).path }),
                                  ("LayoutRuntimeSwiftUI", Repository.sources(of: "LayoutRuntimeSwiftUI").map { Repository.url($0).path })] {
            let run = try ProcessRun.run(swiftc, ["-emit-module", "-module-name", module, "-parse-as-library", "-swift-version", "6",
                                                  "-I", modules, "-module-cache-path", folder.path + "/cache",
                                                  "-emit-module-path", "\(modules)/\(module).swiftmodule"] + sources)
            #expect(run.status == 0 && !Toolchain.hasDiagnostics(run.output), "\(module):\n\(run.output)")
        }
        try folder.write("use.swift", """
            import LayoutRuntime
            import LayoutRuntimeSwiftUI
            import SwiftUI
            enum Entry: TransientDescribing {
                case sheet
                var kind: TransientKind { .sheet }
                var dismissSignals: [TransientDismissSignal] { [] }
                var detents: [SheetDetent] { [.medium, .large] }
                var isDismissible: Bool { true }
            }
            @MainActor func row() -> some View {
                RowLabel(title: "Inbox", subtitle: nil, systemImageName: "tray")
                    .presenting(Entry.sheet, isPresented: .constant(false)) { Text("Compose") }
            }
            """)
        let run = try ProcessRun.run(swiftc, ["-typecheck", "-swift-version", "6", "-I", modules, "-module-cache-path", folder.path + "/cache",
                                              folder.file("use.swift").path])
        #expect(run.status == 0 && !Toolchain.hasDiagnostics(run.output), "\(run.output)")
    }

    @Test func everyLineIsGuardedSoOtherPlatformsGetAnEmptyModule() throws {
        for path in Repository.sources(of: "LayoutRuntimeSwiftUI") {
            let code = try Repository.read(path).split(separator: "\n").filter { !$0.hasPrefix("//") && !$0.isEmpty }
            #expect(code.first == "#if canImport(SwiftUI) && !os(macOS)" && code.last == "#endif", "\(path)")
        }
    }
}
