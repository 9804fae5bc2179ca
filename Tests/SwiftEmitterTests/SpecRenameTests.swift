import Foundation
import LayoutCompiler
import LayoutModel
import SpecSource
import SwiftEmitter
import TestSupport
import Testing

/// The app-facing API fails loudly when the spec changes under the app's code. The app hears of
/// a selected row through one `didSelect` that takes a `Selection`, whose cases are the list
/// screens: renaming a screen in the spec renames the case, and the app's code that names it no
/// longer compiles. With a defaulted method per screen (`messageList(_:didSelect:)`), the same
/// rename left the app's method in place, no longer called, and everything compiled.
@Suite("Renaming a screen breaks the app's build", .serialized)
struct SpecRenameTests {
    /// The app's side of Mail, as someone would write it against the generated `Screens`.
    static func appCode(_ target: EmitTarget) -> String {
        let didSelect = target == .uikit
            ? "func didSelect(_ selection: Mail.Selection, in list: UIViewController)"
            : "func didSelect(_ selection: Mail.Selection)"
        return """
            import \(TypeCheckTests.standIn(for: target))
            import LayoutRuntime

            @MainActor final class OpenedMessages {
                var opened: [String] = []
                \(didSelect) {
                    switch selection {
                    case .messageList(let message): opened.append(message.id)
                    case .mailboxes: break
                    }
                }
            }
            """
    }

    /// Mail's spec with the `MessageList` screen renamed `Messages` everywhere it is named.
    static func renamedMail() throws -> String {
        let text = try String(contentsOf: Package.url("Specs/Mail.layout.yaml"), encoding: .utf8)
        let renamed = text.replacingOccurrences(of: "MessageList", with: "Messages")
        try #require(renamed != text)
        return renamed
    }

    /// Type-checks `app` with the code generated from `spec`; returns swiftc's status and output.
    static func typeCheck(spec: String, app: String, target: EmitTarget) throws -> (status: Int32, output: String) {
        let result = LayoutCompiler().check(path: "Mail.layout.yaml", bytes: Array(spec.utf8))
        let errors = result.diagnostics.filter { $0.severity == .error }.map(\.message)
        try #require(errors.isEmpty, "the spec does not check: \(errors)")
        let generated = try SwiftEmitter.emit(result.spec, sourcePath: "Mail.layout.yaml", target: target)
        let folder = try TemporaryFolder()
        let modules = try TypeCheckTests.buildStandIn(TypeCheckTests.standIn(for: target), in: folder)
        try TypeCheckTests.buildRuntime(into: modules, in: folder, swiftUI: target == .swiftui)
        let sources = try generated.files.map { try folder.write("src/\($0.name)", $0.contents) } + [try folder.write("src/App.swift", app)]
        let run = try ProcessRun.run(try #require(Toolchain.swiftc), [
            "-typecheck", "-wmo", "-I", modules, "-swift-version", "6", "-module-cache-path", folder.path + "/cache",
            "-module-name", "MailApp",
        ] + sources)
        return (run.status, run.output)
    }

    @Test("The app's didSelect compiles against the spec it was written for, and not once a screen is renamed",
          arguments: EmitTarget.allCases)
    func renamingAScreenStopsTheAppCompiling(target: EmitTarget) throws {
        let original = try String(contentsOf: Package.url("Specs/Mail.layout.yaml"), encoding: .utf8)
        let before = try Self.typeCheck(spec: original, app: Self.appCode(target), target: target)
        #expect(before.status == 0 && !Toolchain.hasDiagnostics(before.output), "the app does not compile as written:\n\(before.output)")
        let after = try Self.typeCheck(spec: try Self.renamedMail(), app: Self.appCode(target), target: target)
        #expect(after.status != 0, "the renamed screen went unnoticed: the app's code still compiles")
        #expect(after.output.contains("App.swift") && after.output.contains("messageList"),
                "the error is not at the app's case for the renamed screen:\n\(after.output)")
    }
}
