import Foundation
import SwiftEmitter
import TestSupport
import Testing

/// The shape of a generated SwiftUI `RootView` that keeps the user's place. SwiftUI cannot run on
/// Linux: what the bindings do is run in `NavigationBindingsTests` (LayoutRuntime), and these
/// tests pin that every generated root view goes through those bindings and nothing else.
@Suite("SwiftUI navigation")
struct SwiftUINavigationTests {
    static let files: [(spec: String, contents: String)] = Package.specPaths.compactMap { spec in
        (try? Package.generated(spec, target: .swiftui)).map { (spec, $0.contents) }
    }

    func occurrences(of text: String, in contents: String) -> Int {
        contents.components(separatedBy: text).count - 1
    }

    @Test("Every spec is generated")
    func everySpecIsGenerated() {
        #expect(Self.files.count == Package.specPaths.count)
    }

    @Test("One NavigationSplitView, which collapses by itself; trees switch only for a tab bar")
    func oneSplitView() {
        for (spec, contents) in Self.files {
            // Its columns are the navigator's, shown in the width on screen (LayoutRuntimeSwiftUI).
            #expect(occurrences(of: "NavigationSplitView(columnVisibility: navigator.columnVisibility(in: width, tripleColumn: ", in: contents) == 1, "\(spec)")
            let hasTabs = contents.contains("TabView(selection: selectedTab)")
            #expect(contents.contains("if horizontalSizeClass == .compact") == hasTabs,
                    "\(spec): a size-class switch replaces the whole tree and its state; only a tab bar needs one")
        }
    }

    @Test("Lists are selection lists bound to the navigation state, rows selected by tag")
    func selectionLists() {
        for (spec, contents) in Self.files {
            let views = occurrences(of: "@Binding var selection:", in: contents)
            // Lists of rows from data in sections select by row id, through the same binding.
            #expect(occurrences(of: "List(selection: $selection)", in: contents)
                    + occurrences(of: "List(selection: $selection.byID(in: ", in: contents) == views, "\(spec)")
            // A list that only selects the spec's rows is LayoutRuntimeSwiftUI's `StaticListView`.
            let lists = views + occurrences(of: "StaticListView(", in: contents)
            // Each list's selection is the navigation state's: through `rowSelection`, or a binding
            // of its own where rows run actions.
            #expect(occurrences(of: "rowSelection(", in: contents) - occurrences(of: "navigator.rowSelection(", in: contents)
                    + occurrences(of: "current.highlightedRow(at: position, of: Selection.", in: contents) == lists, "\(spec)")
            if contents.contains("rowSelection(") {
                #expect(contents.contains("navigator.rowSelection(list, at: position, in: width) { row in"), "\(spec)")
            }
            #expect(!contents.contains("let onSelect") && !contents.contains("onSelect("), "\(spec): a row that is a button leaves no highlight")
        }
    }

    @Test("A list with sections from data shows the model's contents, each row from data tagged and decorated, folders in disclosure groups")
    func sectionsFromData() throws {
        let reader = try #require(Self.files.first { $0.spec.hasSuffix("Reader.layout.yaml") }?.contents)
        // The same sections as UIKit's list: the model's `contents`, fed by the app's Screens.
        #expect(reader.contains("sections: FeedsSection.contents(accounts: screens.feedsAccountsSections(for: selection)),"))
        #expect(reader.contains("func feedsAccountsSections(for selection: Selection?) -> [(Account, [Feed])]"))
        // Every row, children included, goes through one decoration: its tag, so selecting it is the
        // navigation's, and its context menu.
        // Folders hold their feeds under disclosure groups, all the way down (LayoutRuntimeSwiftUI's `OutlineRow`).
        #expect(reader.contains("OutlineRow(row, children: \\.children, isExpanded: isExpanded) { decoratedRow($0) }"))
        #expect(reader.contains(".tag(row.id)")
                && reader.contains("List(selection: $selection.byID(in: sections.flatMap(\\.rows), children: \\.children))"))
        // A listed row (Today) keeps the spec's destination; a feed from data takes the list's.
        #expect(reader.contains("Selection.feeds,\n                        at: position,\n                        opening: { row in FeedsItem.destination(of: row) }"))
        // The expansion is the scene's, by row id.
        #expect(reader.contains("@SceneStorage(\"layoutc.Reader.Feeds.collapsed\")"))
    }

    @Test("Every tab's path is a binding both ways, and the state is saved with the scene")
    func everyTabMapped() throws {
        for (spec, contents) in Self.files {
            #expect(contents.contains("@SceneStorage("), "\(spec)")
            // Each tab is a stack bound to its path in the navigator; action tabs (tagged below zero) have none.
            let tabs = occurrences(of: "tab(", in: contents) - occurrences(of: "private func tab(", in: contents)
            guard tabs > 0 else { continue }
            #expect(contents.contains("NavigationStack(path: navigator.tabPath(index, in: width))"), "\(spec)")
            for tab in 0..<tabs {
                #expect(contents.contains("tab(\(tab), root: ."), "\(spec): tab \(tab)")
            }
        }
    }

    @Test("RootView reads only the environment values it uses: a scene kind's window below iOS 17 closes through the runtime")
    func noWholeEnvironment() {
        var closesBelow17 = 0
        for (spec, contents) in Self.files {
            #expect(!contents.contains("@Environment(\\.self)"), "\(spec): reading the whole environment redraws RootView on any change")
            guard contents.contains("closingWindow = true") else { continue }
            closesBelow17 += 1
            #expect(contents.contains(".closesWindow(when: $closingWindow)") && !contents.contains("dismissWindow()"), "\(spec)")
        }
        #expect(closesBelow17 > 0, "a bundled spec below iOS 17 closes a scene kind's window (References)")
    }

    @Test("A user's row order lives above the list views, which only bind to it")
    func orderOutlivesTheView() {
        for (spec, contents) in Self.files {
            #expect(!contents.contains("@State private var order"), "\(spec): a list view's @State is lost when the view goes")
            let bound = occurrences(of: "@Binding var order:", in: contents)
            #expect(occurrences(of: "order: $", in: contents) == bound, "\(spec)")
        }
    }

    /// A row from data is keyed and tagged by its id: keyed by its whole value, a row whose
    /// subtitle changed was a new row to SwiftUI, and the selection went with the old one.
    @Test("Rows from data are keyed and selected by id, in every list")
    func rowsFromDataAreKeyedByID() {
        for (spec, contents) in Self.files {
            #expect(!contents.contains("ForEach(rows, id: \\.self)"), "\(spec)")
            #expect(!contents.contains(".tag(row)\n"), "\(spec)")
        }
        let reader = Self.files.first { $0.spec.hasSuffix("Reader.layout.yaml") }?.contents ?? ""
        #expect(reader.contains("ForEach(rows, id: \\.id) { row in"))
        #expect(reader.contains("List(selection: $selection.byID(in: rows))"))
    }

    @Test("Transient UI: a menu entry is a Menu, the others are presented as their kind says")
    func transientUI() throws {
        let mail = try #require(Self.files.first { $0.spec.hasSuffix("Mail.layout.yaml") }).contents
        // `presenting(_:isPresented:content:)` is LayoutRuntimeSwiftUI's, the same for every spec.
        let runtime = try Repository.read("Sources/LayoutRuntimeSwiftUI/SharedViews.swift")
        #expect(!mail.contains("func presenting<"), "not written into each file")
        #expect(mail.contains("import LayoutRuntimeSwiftUI"))
        #expect(mail.contains("Transient: String, Hashable, Sendable, CaseIterable, Identifiable, TransientDescribing"))
        #expect(runtime.contains("public func presenting<Presented: View>(_ transient: some TransientDescribing, isPresented: Binding<Bool>"))
        #expect(runtime.contains("sheet(isPresented: isPresented) {"), "compose is a sheet")
        #expect(runtime.contains(".interactiveDismissDisabled(!transient.isDismissible || (transient.asksBeforeDismissing && !mayDismiss()))"),
                "a sheet's swipe is turned off as the spec says, or while the app says so (`dismissible: app`)")
        #expect(runtime.contains("fullScreenCover(isPresented: isPresented, content: content)"), "a full-screen cover has its own modifier")
        #expect(runtime.contains("content().presentationCompactAdaptation(.popover)"), "a popover never covers its screen in compact width")
        #expect(mail.contains("Menu(content: items, label: label)"), "moveMenu is a Menu")
        // Transients with content and alerts are presented by RootView itself, from the state a
        // control's `present:` sets.
        let social = try #require(Self.files.first { $0.spec.hasSuffix("Social.layout.yaml") }).contents
        #expect(social.contains("@State private var presented: Transient?"))
        #expect(social.contains(".sheet(item: presentation(of: [.sheet, .formSheet, .pageSheet])) { transient in"))
        #expect(social.contains(".confirmationDialog(Text(\"\"), isPresented: isPresenting(.discardDraft), titleVisibility: .hidden) {"))
        // A call broken one argument a line to keep within 120 columns reads the same joined up.
        let joined = social.replacingOccurrences(of: #"\(\n\s+"#, with: "(", options: .regularExpression)
            .replacingOccurrences(of: #",\n\s+"#, with: ", ", options: .regularExpression)
            .replacingOccurrences(of: #"\n\s+\)"#, with: ")", options: .regularExpression)
        #expect(joined.contains("Button(role: .destructive, action: { run(.dismiss(.composer), from: .presented) }, label: { Text(\"Discard\") })"))
        // The composer's swipe asks the app (`dismissible: app`): the model says so, and
        // LayoutRuntimeSwiftUI's `presentationSized(as:mayDismiss:)` reads it for every presented screen.
        let socialModel = try Repository.read("Tests/SwiftEmitterTests/Goldens/Model/Social.layout.swift")
        #expect(socialModel.contains("case .composer: (.pageSheet, .homeTimeline, [], .compose, [.large], true)"))
        #expect(social.contains(".presentationSized(as: transient, mayDismiss: screens.mayDismiss(transient))"))
        #expect(runtime.contains("public func presentationSized(as transient: some TransientDescribing, mayDismiss: @autoclosure () -> Bool = true) -> some View {"))
        #expect(social.contains("case .present(let transient):"))
        // The Compose tab is an action tab: a tag below zero, which the selection's setter runs.
        #expect(social.contains(".tag(-1)") && social.contains("guard tab < 0 else { return navigator.update(in: width) { $0.selectTab(tab) } }"))
        #expect(social.contains("run(.present(.composer), from: .presented)"))
        // A screen the app makes runs its toolbar's own actions through an environment value.
        let kitchen = try #require(Self.files.first { $0.spec.hasSuffix("Kitchen.layout.yaml") }).contents
        #expect(kitchen.contains("screens.recipe(for: selection)\n                    .environment(\\.layoutcKitchenRun, { action in run(action, from: position) })"))
        #expect(kitchen.contains("public var layoutcKitchenRun: (@MainActor (Kitchen.ToolbarAction) -> Void)? {"))
        for (spec, contents) in Self.files where !contents.contains("public enum Transient") {
            #expect(!contents.contains("func presenting<"), "\(spec) has no transient UI")
        }
    }
}
