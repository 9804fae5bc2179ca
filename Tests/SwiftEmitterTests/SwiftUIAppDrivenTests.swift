import Foundation
import LayoutCompiler
import SwiftEmitter
import TestSupport
import Testing

/// A SwiftUI app drives the generated layout from outside: it holds the `Navigator` and opens a
/// screen from code (a deep link), and its `ScreenViews` type is an `ObservableObject` that
/// `RootView` observes, the iOS 16 way for data to refresh the lists. Compiled, as an app would
/// write it, against the stand-in and, when `LAYOUTC_IOS_SDK` is set, against the real SDK.
@Suite("A SwiftUI app drives the generated layout", .serialized)
struct SwiftUIAppDrivenTests {
    static let app = """
        import Combine
        import LayoutRuntime
        import SwiftUI

        /// The app's data, observed the iOS 16 way.
        @MainActor final class Inbox: ObservableObject, Mail.ScreenViews {
            @Published var messages: [Mail.Message] = []

            func messageDetail(for selection: Mail.Selection?) -> some View { Text("Message") }
            func messageListRows(for selection: Mail.Selection?) -> [Mail.Message] { messages }
            func messageList(perform action: Mail.MessageListSwipeAction, on row: Mail.Message, for selection: Mail.Selection?) {
                messages.removeAll { $0.id == row.id }
            }
        }

        /// What an `App`'s `WindowGroup` holds: the data and the navigation, both the app's.
        /// (`@MainActor`: in the iOS 17 SDK only a view's `body` is, and the objects are.)
        @MainActor struct MailWindow: View {
            @StateObject private var inbox = Inbox()
            @StateObject private var navigator = Mail.Navigator()

            var body: some View {
                Mail.RootView(screens: inbox, navigator: navigator)
                    .onAppear { openVIP() }
            }

            /// A deep link: the VIP mailbox, as if the user had picked it.
            func openVIP() {
                navigator.open([Step(Mail.Route(.messageList, selection: .mailboxes(.vip)), in: .supplementary)])
                let here: Mail.Navigator.State = navigator.state
                _ = here.savedText
            }
        }

        /// The layout keeping its navigation to itself still reads the same.
        @MainActor func plain(_ inbox: Inbox) -> some View { Mail.RootView(screens: inbox) }
        """

    /// Mail's model and SwiftUI code, and the app above, written into `folder`: the sources to compile.
    static func mailSources(in folder: TemporaryFolder) throws -> [String] {
        let text = try String(contentsOf: Package.url("Specs/Mail.layout.yaml"), encoding: .utf8)
        let result = LayoutCompiler().check(path: "Mail.layout.yaml", bytes: Array(text.utf8))
        let generated = try SwiftEmitter.emit(result.spec, sourcePath: "Specs/Mail.layout.yaml", target: .swiftui)
        return try generated.files.map { try folder.write("src/\($0.name)", $0.contents) } + [try folder.write("src/App.swift", app)]
    }

    @Test("An app holding the navigator and an ObservableObject ScreenViews compiles against the stand-in")
    func compilesAgainstTheStandIn() throws {
        let folder = try TemporaryFolder()
        let modules = try TypeCheckTests.buildStandIn("SwiftUI", in: folder)
        try TypeCheckTests.buildRuntime(into: modules, in: folder, swiftUI: true)
        let sources = try Self.mailSources(in: folder)
        for mode in ["5", "6"] {
            let run = try ProcessRun.run(try #require(Toolchain.swiftc), [
                "-typecheck", "-wmo", "-I", modules, "-swift-version", mode, "-module-cache-path", folder.path + "/cache",
                "-module-name", "MailApp",
            ] + sources)
            #expect(run.status == 0 && !Toolchain.hasDiagnostics(run.output), "Swift \(mode):\n\(run.output)")
        }
    }

    @Test("The same app compiles against the real SDK", .enabled(if: RealSDKTests.sdk != nil, RealSDKTests.skipReason))
    func compilesAgainstTheRealSDK() throws {
        let sdk = try #require(RealSDKTests.sdk)
        let swiftc = try #require(Toolchain.swiftc)
        let folder = try TemporaryFolder()
        let extra = try RealSDKTests.setUp(sdk: sdk, in: folder, swiftc: swiftc).arguments
            + ["-target", "arm64-apple-ios17.0", "-Xfrontend", "-disable-availability-checking"]
        let modules = folder.path + "/modules"
        try TypeCheckTests.buildRuntime(into: modules, in: folder, extra: extra, swiftUI: true)
        let sources = try Self.mailSources(in: folder)
        for mode in ["5", "6"] {
            let run = try ProcessRun.run(swiftc, ["-typecheck", "-wmo", "-swift-version", mode, "-module-name", "MailApp", "-I", modules]
                                         + extra + sources)
            #expect(run.status == 0 && !Toolchain.hasDiagnostics(run.output), "Swift \(mode):\n\(run.output)")
        }
    }
}
