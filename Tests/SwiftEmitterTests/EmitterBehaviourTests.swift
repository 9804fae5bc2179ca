import Foundation
import LayoutCompiler
import LayoutModel
import SwiftEmitter
import Testing

/// What the generators do with specs the bundled ones do not show.
@Suite("Generator behaviour")
struct EmitterBehaviourTests {
    /// Decodes `text` whatever the rules say (the generators must stay total).
    static func spec(_ text: String) -> LayoutSpec {
        LayoutCompiler().check(path: "Test.layout.yaml", bytes: Array(text.utf8)).spec
    }

    static let twoColumns = """
        spec: 1
        app: Shop
        screens:
          Aisles:
            list:
              appearance: sidebar
              items:
                - { id: in-box, title: In Box }
                - { id: inbox, title: Inbox }
                - { id: allCases, title: All }
          Product:
        split:
          style: doubleColumn
          primary: Aisles
          secondary: Product

        """

    @Test("Ids that convert to the same name get distinct cases; the raw value keeps the spec's id")
    func distinctCaseNames() throws {
        let file = try UIKitEmitter().emit(Self.spec(Self.twoColumns), sourcePath: "Test.layout.yaml")
        // The cases share a line: `case inBox = "in-box", inbox, allCases2 = "allCases"`.
        #expect(file.contents.contains("case inBox = \"in-box\", inbox, "))
        // `allCases` is what CaseIterable declares: the case gets another name.
        #expect(file.contents.contains(", allCases2 = \"allCases\"\n"))
    }

    @Test("Sections from data: an empty listed section, a list of data sections only with an action, a mixed sidebar's tab routes")
    func sectionsFromDataEdges() throws {
        let text = """
            spec: 1
            app: Wire
            screens:
              Sidebar:
                list:
                  appearance: sidebar
                  itemType: Place
                  sections:
                    - { id: pinned, title: Pinned, items: [{ id: today, title: Today, onSelect: { showDetail: Today } }] }
                    - { id: empty, title: Empty }
                    - { id: regions, sectionType: Region, items: dynamic }
                  onSelect: { showDetail: Detail }
              Today:
              Detail:
                toolbar: [{ title: Nearby, action: { push: Nearby } }]
              Nearby:
                list:
                  itemType: Place
                  action: { perform: refresh }
                  sections:
                    - { id: near, items: dynamic }
                    - { id: far, items: dynamic }
            actions: { refresh: {} }
            split:
              style: doubleColumn
              primary: Sidebar
              secondary: Detail
              compact: { tabBar: { tabs: [{ title: Today, image: sun.max, root: Today }, { title: Places, image: map, root: Sidebar }] } }

            """
        let uikit = try UIKitEmitter().emit(Self.spec(text), sourcePath: "Wire.layout.yaml").contents
        // A listed section without rows is an empty section, not an ill-typed empty array literal.
        #expect(uikit.contains("result.append((.empty, \"Empty\", []))"))
        // Rows from data in sections only, with the list's `action`: every row is a button.
        #expect(uikit.contains("list.runRowAction = { [weak self, weak list] row, cell in"))
        #expect(uikit.contains("public func apply(near rows: [Place], animatingDifferences: Bool = true)"))
        #expect(uikit.contains("public func apply(far rows: [Place], animatingDifferences: Bool = true)"))
        // The Today tab maps to the sidebar's Today row, a `Place` with the spec's id.
        #expect(uikit.contains("sidebarRoutes: [.today: .init(.sidebar(SidebarItem.today.row), .showDetail)]"))
        let swiftui = try SwiftEmitter.emit(Self.spec(text), sourcePath: "Wire.layout.yaml", target: .swiftui).contents
        #expect(swiftui.contains("func nearbyNearRows(for selection: Selection?) -> [Place]"))
        #expect(swiftui.contains("run(.perform(.refresh), from: position)"))
    }

    @Test("An itemType named like a generated type is refused with a message naming both")
    func collidingItemType() throws {
        let text = Self.twoColumns.replacingOccurrences(of: """
                  Product:
                """, with: """
                  Product:
                    list:
                      appearance: plain
                      items: dynamic
                      itemType: Destination
                """)
        for target in EmitTarget.allCases {
            #expect {
                _ = try SwiftEmitter.emit(Self.spec(text), sourcePath: "Test.layout.yaml", target: target)
            } throws: { error in
                "\(error)".contains("`Shop.Destination` would be declared twice: for the generated `Destination` and for the `itemType` of Product")
            }
        }
    }

    @Test("A transient UI id that names a Layout member gets its own property name")
    func transientPropertyName() throws {
        let text = Self.twoColumns + """
            transient:
              - { id: screens, kind: popover, screen: Product, dismissOn: [outsideTap] }

            """
        let file = try UIKitEmitter().emit(Self.spec(text), sourcePath: "Test.layout.yaml")
        #expect(file.contents.contains("public let screens: any Screens"))
        #expect(file.contents.contains("public let screens2 = TransientPresentation(Transient.screens)"))
    }

    /// The spec's only presented entry has no content (a share sheet): `run` must still reach
    /// `present`, and `present` ask the app; nothing stops at an `assertionFailure`.
    @Test("A spec whose only presented entry is the app's content presents it through the app")
    func onlyAppContent() throws {
        let text = """
            spec: 1
            app: Shop
            screens:
              Aisles:
                list: { appearance: sidebar, items: [{ id: all, title: All }], onSelect: { showDetail: Product } }
              Product:
                toolbar:
                  - { title: Share, image: square.and.arrow.up, placement: trailing, action: { present: share } }
            split: { style: doubleColumn, primary: Aisles, secondary: Product }
            transient:
              - { id: share, kind: popover, screen: Product, dismissOn: [outsideTap] }

            """
        let result = LayoutCompiler().check(path: "Test.layout.yaml", bytes: Array(text.utf8))
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        let uikit = try UIKitEmitter().emit(result.spec, sourcePath: "Test.layout.yaml").contents
        #expect(uikit.contains("case .present(let transient):") && uikit.contains("present(transient, from: source, anchor: anchor)"),
                "run(_:from:) hands present: on to present(_:from:anchor:)")
        #expect(uikit.contains("let controller = screens.makeContent(of: .share, for: selection)"))
        #expect(uikit.contains("func makeContent(of transient: Transient, for selection: Selection?) -> UIViewController"))
        #expect(!uikit.contains("assertionFailure"), "every entry is presented: none is left to the default")
        let swiftUI = try SwiftEmitter.emit(result.spec, sourcePath: "Test.layout.yaml", target: .swiftui).files.map(\.contents).joined()
        #expect(swiftUI.contains(".popover(item: presentation(of: [.popover, .picker])) { transient in")
                && swiftUI.contains("screens.content(of: transient, for: presentedSelection)"), "RootView shows the app's view")
    }

    /// A menu opens from its control; `present:` of one is refused, so no generated code tries.
    @Test("present: of a menu entry is an unknown-action error")
    func presentingAMenuIsRefused() {
        let text = Self.twoColumns + """
            transient:
              - { id: sort, kind: menu, screen: Product, dismissOn: [outsideTap] }
            shortcuts:
              - { title: Sort, key: s, modifiers: [command], action: { present: sort } }

            """
        let result = LayoutCompiler().check(path: "Test.layout.yaml", bytes: Array(text.utf8))
        #expect(result.diagnostics.contains { $0.ruleID == "unknown-action" && $0.message.contains("`sort` is a menu") },
                "\(result.diagnostics.map(\.message))")
    }

    @Test("A menu entry is a UIMenu on its button: no presented controller, and the app's signals close a button's menu")
    func menuEntry() throws {
        let text = Self.twoColumns + """
            transient:
              - { id: sort, kind: menu, screen: Product, dismissOn: [draw, typing, externalEvent, outsideTap] }

            """
        let file = try UIKitEmitter().emit(Self.spec(text), sourcePath: "Test.layout.yaml")
        // LayoutRuntime's `MenuPresentation` attaches it and closes it (`TransientScenarios`).
        #expect(file.contents.contains("public let sort = MenuPresentation(Transient.sort)"))
        #expect(!file.contents.contains("TransientPresentation(Transient.sort)"), "a menu is no presented controller")
        // Its doc comment names the calls through which the app reports what only it sees.
        let doc = try #require(file.contents.components(separatedBy: "public let sort =").first?.components(separatedBy: "`sort`: a menu").last)
        #expect(doc.contains("On a `UIButton` it also closes on"))
        for method in ["userDidStartDrawing", "userDidStartTyping", "externalEventDidOccur"] {
            #expect(doc.contains("`\(method)()`"))
        }
    }
}

/// Generated files are the generator's to style: SwiftLint, swift-format and SwiftFormat are
/// told to skip them in the comments that lead the file. A scaffold is the app's own code from
/// then on, so it is linted and formatted like the rest.
@Suite("Linters and formatters")
struct ToolDirectiveTests {
    @Test(arguments: EmitTarget.allCases)
    func generatedFilesTellLintersAndFormattersToSkipThem(_ target: EmitTarget) throws {
        let text = try Package.generated("Specs/Mail.layout.yaml", target: target).contents
        let leading = text.split(separator: "\n").prefix { $0.hasPrefix("//") }.map(String.init)
        for directive in ["// swiftlint:disable all", "// swift-format-ignore-file", "// swiftformat:disable all"] {
            #expect(leading.contains(directive), "\(directive) is among the comments before the first line of code")
        }
        for scaffold in try Package.scaffolded("Specs/Mail.layout.yaml", target: target) {
            #expect(!scaffold.contents.contains("swiftlint:disable all"), "\(scaffold.name) is the app's code")
        }
    }
}

/// Each declaration made from a spec line says which, in a comment above it: a reader (or a
/// failing build) goes from generated code to the spec in one step.
@Suite("Spec-line remarks")
struct SpecLineRemarkTests {
    @Test(arguments: EmitTarget.allCases)
    func everyRemarkNamesTheLineItsDeclarationComesFrom(_ target: EmitTarget) throws {
        for spec in ["Specs/Mail.layout.yaml", "Specs/Reader.layout.yaml"] {
            let specLines = try String(contentsOf: Package.url(spec), encoding: .utf8).components(separatedBy: "\n")
            let lines = try Package.generated(spec, target: target).contents.components(separatedBy: "\n")
            var remarks = 0
            for (index, line) in lines.enumerated() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard trimmed.hasPrefix("// \(spec):"), let number = Int(trimmed.dropFirst("// \(spec):".count)) else { continue }
                remarks += 1
                // The doc comment below it names the screen (`The Mailboxes screen`) or the entry (`moveMenu`).
                let doc = lines[index + 1]
                let named = specLines[number - 1].replacingOccurrences(of: "- id: ", with: "")
                    .split { $0 == " " || $0 == ":" }.first.map(String.init) ?? ""
                #expect(doc.contains("The \(named) screen") || doc.contains("`\(named)`"),
                        "\(spec):\(number) is `\(named)`, but the declaration below the remark says: \(doc)")
            }
            #expect(remarks >= 2, "\(spec) \(target): \(remarks) remarks")
        }
    }
}

/// The SwiftUI scaffold starts the app: one `@main` app per spec, which holds the app's
/// `ScreenViews` for its life and shows the layout with what the spec adds to it. (The
/// type-checks compile these, `@main` kept in one spec's app per module.)
@Suite("SwiftUI app entry point")
struct SwiftUIAppEntryPointTests {
    static func app(_ spec: String) throws -> String {
        let name = spec.split(separator: "/").last!.replacingOccurrences(of: ".layout.yaml", with: "") + "App.swift"
        return try #require(try Package.scaffolded(spec, target: .swiftui).first { $0.name == name }?.contents, "\(name) is scaffolded")
    }

    @Test("Every spec's SwiftUI scaffold has one @main app showing its RootView; UIKit's has none")
    func everySpecHasAnApp() throws {
        for spec in Package.specPaths {
            let app = try Self.app(spec)
            #expect(app.components(separatedBy: "\n@main\n").count == 2, "\(spec): one @main")
            #expect(app.contains(".RootView(screens: screens)") && app.contains("ScreenViews()"), "\(spec)")
            #expect(try Package.scaffolded(spec, target: .uikit).allSatisfy { !$0.contents.contains("@main") }, "\(spec)")
        }
    }

    @Test("The app adds the shortcuts' commands and the scene kinds' windows only where the spec has them")
    func scenesFollowTheSpec() throws {
        let references = try Self.app("Specs/References.layout.yaml")
        #expect(references.contains(".commands {\n            References.ShortcutCommands()\n        }"))
        #expect(references.contains("References.SceneWindows(screens: screens)"))
        // Reader has shortcuts and, as NetNewsWire, one window.
        let reader = try Self.app("Specs/Reader.layout.yaml")
        #expect(reader.contains("Reader.ShortcutCommands()") && !reader.contains("SceneWindows"))
        let mail = try Self.app("Specs/Mail.layout.yaml")
        #expect(!mail.contains("SceneWindows") && !mail.contains("ShortcutCommands"))
    }
}
