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
            /// Pull to refresh: fetching new mail is the app's; here it has none.
            func refreshMessageList(for selection: Mail.Selection?) async {}
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

    /// Mail's model and SwiftUI code written into `folder`, and `main` (a file of the caller's,
    /// named `main.swift` when it has top-level code): the sources to compile.
    static func mailSources(in folder: TemporaryFolder, with main: (name: String, text: String) = ("App.swift", app)) throws -> [String] {
        try sources(of: "Mail", in: folder, with: main)
    }

    /// The bundled spec `name`'s model and SwiftUI code, and `main`, written into `folder`.
    static func sources(of name: String, in folder: TemporaryFolder, with main: (name: String, text: String)) throws -> [String] {
        let text = try String(contentsOf: Package.url("Specs/\(name).layout.yaml"), encoding: .utf8)
        let result = LayoutCompiler().check(path: "\(name).layout.yaml", bytes: Array(text.utf8))
        let generated = try SwiftEmitter.emit(result.spec, sourcePath: "Specs/\(name).layout.yaml", target: .swiftui)
        return try generated.files.map { try folder.write("src/\($0.name)", $0.contents) } + [try folder.write("src/\(main.name)", main.text)]
    }

    /// What a deep link does to the app's navigator, and what `RootView`'s bindings then show: run
    /// on Linux, against the SwiftUI and Combine stand-ins (whose `Binding` and `@Published` keep
    /// values), with Mail's generated model and SwiftUI code.
    static let driver = #"""
        import LayoutRuntime
        import LayoutRuntimeSwiftUI
        import SwiftUI

        var failures: [String] = []
        @MainActor func check(_ ok: Bool, _ what: String) { if !ok { failures.append(what) } }

        let navigator = Mail.Navigator()
        let width: Mail.Navigator.State.Width? = nil  // Mail has no tab bar: the state is shown as it is
        check(navigator.path(.supplementary, in: width).wrappedValue.isEmpty && !navigator.hasChanged, "a fresh navigator shows the first screens")

        // A deep link to the VIP mailbox, as if the user had picked it in the sidebar.
        navigator.open([Step(Mail.Route(.messageList, selection: .mailboxes(.vip)), in: .supplementary)])
        check(navigator.state(in: width).highlightedSelection(in: .primary) == .mailboxes(.vip), "the sidebar highlights VIP")
        check(navigator.hasChanged, "a deep link counts as a change, so the scene's saved place does not undo it")
        let saved = navigator.state.savedText

        // A message picked in the list opens the detail column, as the list's binding does it.
        let message = Mail.Message(id: "m1", title: "Lunch?")
        navigator.select(.messageList(message), opening: Mail.Destination(.showDetail, .messageDetail), from: .column(.supplementary), in: width)
        check(navigator.state.highlightedSelection(in: .supplementary) == .messageList(message), "the list highlights the message")

        // The column visibility the split view binds to, both ways.
        let columns = navigator.columnVisibility(in: width, tripleColumn: true)
        columns.wrappedValue = .detailOnly
        check(navigator.state.displayMode == .secondaryOnly && columns.wrappedValue == .detailOnly, "detail only is secondaryOnly")
        columns.wrappedValue = .all
        check(navigator.state.displayMode == .twoBesideSecondary && columns.wrappedValue == .all, "all columns of three is twoBesideSecondary")

        // A list's selection binding (`rowSelection`): it reads the highlighted row at its position,
        // hands a picked row to the layout, and clearing it closes what it opened.
        var pickedMailbox: Mail.MailboxesItem? = nil
        let mailboxes = navigator.rowSelection(Mail.Selection.mailboxes, at: .column(.primary), in: width) { pickedMailbox = $0 }
        check(mailboxes.wrappedValue == .vip, "the sidebar's binding reads VIP")
        mailboxes.wrappedValue = .flagged
        check(pickedMailbox == .flagged, "a picked row goes to the layout")
        mailboxes.wrappedValue = nil
        check(navigator.state.highlightedSelection(in: .primary) == nil, "clearing the sidebar's selection closes what it opened")
        navigator.open([Step(Mail.Route(.messageList, selection: .mailboxes(.vip)), in: .supplementary)])

        // Back in a collapsed split view clears the sidebar's selection: the columns it opened close.
        navigator.deselect(at: .column(.primary), in: width)
        check(navigator.state.highlightedSelection(in: .primary) == nil, "deselecting closes what the sidebar opened")

        // The saved place comes back whole.
        check(navigator.restore(savedText: saved) && navigator.state.highlightedSelection(in: .primary) == .mailboxes(.vip), "the saved place restores")

        // A list selects rows by id: a row whose subtitle changed is still the selected one.
        var picked: Mail.Message?
        let selection = Binding(get: { picked }, set: { picked = $0 })
        selection.byID(in: [message]).wrappedValue = "m1"
        var edited = message
        edited.subtitle = "Moved to 1 pm"
        check(picked == message && selection.byID(in: [edited]).wrappedValue == "m1", "rows are selected by id")

        // Rows that hold rows are found by id at any depth: a feed inside a folder.
        struct Node: Identifiable, Equatable { var id: String; var children: [Node]? }
        let folder = Node(id: "folder", children: [Node(id: "inner", children: [Node(id: "feed", children: nil)])])
        var pickedNode: Node?
        let nodes = Binding(get: { pickedNode }, set: { pickedNode = $0 })
        nodes.byID(in: [folder], children: \.children).wrappedValue = "feed"
        check(pickedNode?.id == "feed" && nodes.byID(in: [folder], children: \.children).wrappedValue == "feed",
              "a row two folders down is selected by its id")
        nodes.byID(in: [folder], children: \.children).wrappedValue = "gone"
        check(pickedNode == nil, "an id the list no longer shows selects nothing")

        // Outline rows the user collapses are kept as keys, one per line.
        var collapsed = ""
        let storage = Binding(get: { collapsed }, set: { collapsed = $0 })
        storage.isExpanded("favorites").wrappedValue = false
        storage.isExpanded("icloud").wrappedValue = false
        check(collapsed == "favorites\nicloud" && !storage.isExpanded("icloud").wrappedValue, "collapsing keeps the keys")
        storage.isExpanded("favorites").wrappedValue = true
        check(collapsed == "icloud" && storage.isExpanded("favorites").wrappedValue, "expanding drops the key")

        // A dragged row: this app reads back its selection; another app gets its title as text,
        // never the app's data (the selection is visible to this process only).
        let dragged = DraggedRow(Mail.Selection.messageList(message), title: message.title)
        let inApp = TransferModel.offered(dragged, toOwnProcess: true)
        check(TransferModel.received(DraggedRow<Mail.Selection>.self, from: inApp)?.selection == .messageList(message),
              "a row dropped in the app is the row")
        let elsewhere = TransferModel.offered(dragged, toOwnProcess: false)
        check(elsewhere.map(\.contentType) == ["public.utf8-plain-text"] && TransferModel.received(String.self, from: elsewhere) == "Lunch?",
              "another app gets the title as plain text: \(elsewhere.map(\.contentType))")
        check(TransferModel.received(DraggedRow<Mail.Selection>.self, from: [("public.utf8-plain-text", "Lunch?")]) == nil,
              "text from another app is no row")

        print(failures.isEmpty ? "PASS" : "FAIL\n" + failures.joined(separator: "\n"))
        """#

    @Test("A deep link through the app's navigator shows in the bindings RootView uses (executed on Linux)")
    func deepLinkDrivesTheBindings() throws {
        let folder = try TemporaryFolder()
        let sources = try Self.mailSources(in: folder, with: ("main.swift", Self.driver))
        let executable = try TypeCheckTests.buildProgram("driver", module: "Driver", linking: ["Combine", "UniformTypeIdentifiers", "SwiftUI", "LayoutRuntime", "LayoutRuntimeSwiftUI"],
                                                         sources: sources, in: folder)
        let run = try ProcessRun.run(executable, [])
        #expect(run.status == 0 && run.stdout == "PASS\n", "\(run.output)")
    }

    /// Reader targets iOS 17, so its `Navigator` is `Observable`: what SwiftUI does for a view that
    /// read the state (Observation's tracking, the real library on Linux) sees a deep link, and the
    /// app holds the navigator with `@State` as it holds its own `@Observable` models.
    static let observableDriver = #"""
        import LayoutRuntime
        import LayoutRuntimeSwiftUI
        import Observation
        import SwiftUI

        var failures: [String] = []
        @MainActor func check(_ ok: Bool, _ what: String) { if !ok { failures.append(what) } }
        final class Count: @unchecked Sendable { var value = 0 }

        /// What an app writes: the navigator in `@State`, beside its own models.
        @MainActor struct ReaderWindow {
            @State private var navigator = Reader.Navigator()
            var current: Reader.Navigator { navigator }
        }

        let navigator = ReaderWindow().current
        let observable: any Observable = navigator
        _ = observable

        // A view's body read the state; SwiftUI tracks what it read, as `withObservationTracking` does.
        let heard = Count()
        let before = withObservationTracking { navigator.state } onChange: { heard.value += 1 }
        check(before.highlightedSelection(in: .primary) == nil && !navigator.hasChanged, "a fresh navigator has nothing picked")

        // A deep link to a feed: the body that read the state is told to update, once.
        let feed = Reader.Feed(id: "f1", title: "Daring Fireball")
        navigator.open([Step(Reader.Route(.timeline, selection: .feeds(feed)), in: .supplementary)])
        check(heard.value == 1, "the view that read the state hears the deep link (heard \(heard.value))")
        check(navigator.state(in: nil).highlightedSelection(in: .primary) == .feeds(feed), "the sidebar highlights the feed")
        check(navigator.hasChanged, "a deep link counts as a change, so the saved place does not undo it")

        // Reading nothing tracks nothing: a view that only holds the navigator is not re-rendered.
        let untouched = Count()
        withObservationTracking { _ = navigator.map } onChange: { untouched.value += 1 }
        navigator.deselect(at: .column(.primary), in: nil)
        check(untouched.value == 0 && navigator.state.highlightedSelection(in: .primary) == nil,
              "the spec's map is not observed state; the deselection still happened")

        // The bindings RootView uses go through the same tracked state.
        let tracked = Count()
        let sidebar = navigator.rowSelection(Reader.Selection.feeds, at: .column(.primary), in: nil) { row in
            navigator.select(.feeds(row), opening: Reader.Destination(.showSupplementary, .timeline), from: .column(.primary), in: nil)
        }
        withObservationTracking { _ = sidebar.wrappedValue } onChange: { tracked.value += 1 }
        sidebar.wrappedValue = feed
        check(tracked.value == 1 && sidebar.wrappedValue == feed, "a pick through the sidebar's binding is heard")

        print(failures.isEmpty ? "PASS" : "FAIL\n" + failures.joined(separator: "\n"))
        """#

    @Test("At deployment target 17 the navigator is Observable: a deep link reaches what read it (executed on Linux)")
    func observableNavigatorAtIOS17() throws {
        let folder = try TemporaryFolder()
        let sources = try Self.sources(of: "Reader", in: folder, with: ("main.swift", Self.observableDriver))
        let generated = try String(contentsOfFile: try #require(sources.first { $0.hasSuffix("+SwiftUI.layout.swift") }), encoding: .utf8)
        #expect(generated.contains("public typealias Navigator = ObservableLayoutNavigator<Screen, Selection>")
                && generated.contains("@State private var navigator: Navigator"), "Reader (iOS 17) holds an Observable navigator")
        let executable = try TypeCheckTests.buildProgram("driver", module: "Driver", linking: ["Combine", "UniformTypeIdentifiers", "SwiftUI", "LayoutRuntime", "LayoutRuntimeSwiftUI"],
                                                         sources: sources, in: folder)
        let run = try ProcessRun.run(executable, [])
        #expect(run.status == 0 && run.stdout == "PASS\n", "\(run.output)")
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
