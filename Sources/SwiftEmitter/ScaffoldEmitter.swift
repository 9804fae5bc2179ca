import LayoutModel

/// Starter files for the app's side of a spec: a type adopting the generated `Screens` (UIKit)
/// or `ScreenViews` (SwiftUI) protocol, a starter for each screen the app makes itself, and (UIKit) a scene delegate that
/// installs the layout. They are the user's from the moment they are written, so they carry a
/// different header from generated files and `layoutc scaffold` never overwrites them.
public enum ScaffoldEmitter {
    /// `access`: the generated file's, which the starters' declarations follow (a `public`
    /// method cannot take an `internal` generated type).
    public static func files(for spec: LayoutSpec, sourcePath: String, target: EmitTarget,
                             access: GeneratedAccess = .public) throws(EmitError) -> [GeneratedFile] {
        let plan = LayoutPlan(spec: spec, sourcePath: sourcePath)
        if !plan.collisions.isEmpty { throw EmitError(sourcePath: sourcePath, problems: plan.collisions) }
        let files = switch target {
        case .uikit: UIKitScaffold(plan: plan).files()
        case .swiftui: SwiftUIScaffold(plan: plan).files()
        }
        return files.map { plan.shadowing.finish($0, access: access) }
    }

    static func header(_ plan: LayoutPlan, _ target: EmitTarget, _ w: inout CodeWriter) {
        w.line("// Written once by `layoutc scaffold` from \(plan.sourcePath). This file is yours:")
        w.line("// edit it freely; layoutc never overwrites it. The generated \(GeneratedFile.name(app: plan.app, target: target))")
        w.line("// declares the protocols it adopts.")
        w.blank()
    }
}

extension LayoutPlan {
    /// A few rows for a dynamic list, so the starter app shows something.
    func sampleRows(_ rowType: String, screen: ScreenPlan, idPrefix: String? = nil) -> [String] {
        let label = screen.title ?? screen.name
        let prefix = idPrefix ?? SwiftName.bare(screen.caseName)
        return (1...3).map { n in
            "\(app).\(rowType)(id: \(SwiftLiteral.string("\(prefix)-\(n)")), title: \(SwiftLiteral.string("\(label) \(n)")))"
        }
    }

    /// Sample data for each section from data of a sectioned list, as its argument label and
    /// entries, each entry's lines: a value of the section type with its rows for a repeated
    /// section, a row for a single one.
    func sampleSections(_ data: DataList, screen: ScreenPlan) -> [(label: String, entries: [[String]])] {
        data.dynamicSections.map { section in
            let name = SwiftName.bare(section.caseName)
            guard let type = section.sectionType else {
                return (name, sampleRows(data.rowType, screen: screen, idPrefix: name).map { [$0] })
            }
            let rows = sampleRows(data.rowType, screen: screen, idPrefix: name + "-1")
            let value = "\(app).\(type)(id: \(SwiftLiteral.string(name + "-1")), title: \(SwiftLiteral.string(section.title ?? type + " 1")))"
            return (name, [["(\(value), ["] + rows.map { "    " + $0 + "," } + ["])"]])
        }
    }

    /// Writes each entry's lines, the last line of each followed by a comma.
    func writeEntries(_ entries: [[String]], _ w: inout CodeWriter) {
        for entry in entries {
            for line in entry.dropLast() { w.line(line) }
            if let last = entry.last { w.line(last + ",") }
        }
    }

    /// `case .a: break` lines for a switch over toolbar items, swipe actions and the like.
    /// The scaffolds' body of a requirement that switches over what the spec lists (a toolbar's
    /// buttons, a menu's items, the counted tabs): the same in the UIKit and SwiftUI scaffold.
    func emitSwitchStub(for requirement: ScreensRequirement, _ w: inout CodeWriter) {
        switch requirement {
        case .toolbarMenu(let screen, _):
            switchStub("item", cases: screen.toolbarMenuItems.map(\.entry.caseName), comment: "What this menu item does.", &w)
        case .toolbar(let screen, _):
            switchStub("item", cases: screen.toolbar.map(\.caseName), comment: "What this button does.", &w)
        case .tabBadge:
            switchStub("tab", cases: badgedTabs.map(\.caseName), comment: "The count to show; `nil` shows none.", value: "nil", &w)
        default:
            break
        }
    }

    /// A `switch` over `subject` with a case for each of `cases`, each doing nothing (or giving
    /// `value`) with `comment`, for the app to fill in.
    func switchStub(_ subject: String, cases: [String], comment: String, value: String = "break", _ w: inout CodeWriter) {
        w.line("switch \(subject) {")
        for name in cases {
            w.line("case .\(name):")
            w.indented { $0.line("\(value) // \(comment)") }
        }
        w.line("}")
    }

    /// The body of a scaffold's `didSelect`: a case for each list whose spec leaves rows without a
    /// destination, naming those rows; every other row opens what the spec says by itself.
    func emitDidSelectStub(_ w: inout CodeWriter) {
        let lists = listsWithRowsWithoutDestination
        w.line("switch selection {")
        for (screen, rows) in lists {
            w.line("case .\(screen.caseName):")
            w.indented { w in
                w.comment("These rows of \(screen.name) have no destination in the spec: \(rows.joined(separator: ", ")).")
                w.line("break")
            }
        }
        if lists.count < self.lists.count {
            w.line("default:")
            w.indented { $0.line("break // The other rows open what the spec says.") }
        }
        w.line("}")
    }
}

struct UIKitScaffold {
    let plan: LayoutPlan
    var app: String { plan.app }
    var screensType: String { app + "Screens" }

    func controllerName(_ screen: ScreenPlan) -> String { app + screen.typeName + "ViewController" }

    func files() -> [GeneratedFile] {
        var files = [GeneratedFile(name: "\(screensType).swift", contents: screensFile())]
        for screen in plan.customScreens {
            files.append(GeneratedFile(name: "\(controllerName(screen)).swift", contents: controllerFile(screen)))
        }
        files.append(GeneratedFile(name: "\(app)SceneDelegate.swift", contents: sceneDelegateFile()))
        return files
    }

    func screensFile() -> String {
        var w = CodeWriter()
        ScaffoldEmitter.header(plan, .uikit, &w)
        w.line("import UIKit")
        w.blank()
        w.doc("The app's side of the \(app) layout: the screens the spec leaves to the app, and its data.")
        w.line("@MainActor")
        w.block("final class \(screensType): \(app).Screens {") { w in
            // The example: an entry the app presents itself where there is one (controls present the
            // others), else the first.
            let presentedByControls = Set(plan.appPresentedTransients.map(\.caseName))
            if let first = plan.transients.first(where: { !presentedByControls.contains($0.caseName) }) ?? plan.transients.first {
                let use = plan.presents(first.caseName) ? "present(.\(first.caseName), from:)"
                    : first.kind == .menu ? "\(first.propertyName).attach(_:to:)"
                    : first.kind.pointsAtAnchor ? "\(first.propertyName).present(_:from:anchor:)" : "\(first.propertyName).present(_:from:)"
                w.doc("Set by the scene delegate; shows the spec's transient UI (`layout?.\(use)`).")
                w.line("weak var layout: \(app).Layout?")
                w.blank()
            } else if plan.scaffoldKeepsLayout {
                w.doc("Set by the scene delegate; runs the toolbar actions of the screens this class makes.")
                w.line("weak var layout: \(app).Layout?")
                w.blank()
            }
            var first = true
            func separate(_ w: inout CodeWriter) {
                if !first { w.blank() }
                first = false
            }
            for requirement in plan.screensRequirements {
                // The signature is the protocol's (`ScreensRequirement.uikit`); the body is the scaffold's.
                let head = requirement.uikit(plan).implemented(in: app) + " {"
                switch requirement {
                case .makeScreen(let screen):
                    separate(&w)
                    w.block(head) { w in
                        if screen.toolbarHasActions {
                            w.line("let screen = \(controllerName(screen))(selection: selection)")
                            w.line("screen.layout = layout")
                            w.line("return screen")
                        } else {
                            w.line("\(controllerName(screen))(selection: selection)")
                        }
                    }
                case .rows(let screen, let list):
                    separate(&w)
                    w.block(head) { w in
                        if let data = list.dataSections, !data.isWholeList {
                            w.comment("Replace with your data for `selection`; apply again whenever it changes.")
                            for (label, entries) in plan.sampleSections(data, screen: screen) {
                                w.block("list.apply(\(label): [", close: "])") { w in plan.writeEntries(entries, &w) }
                            }
                        } else {
                            w.comment("Replace with your data for `selection`; call `list.apply(_:)` again whenever it changes.")
                            w.block("list.apply([", close: "])") { w in
                                for sample in plan.sampleRows(list.rowType, screen: screen) { w.line(sample + ",") }
                            }
                        }
                    }
                case .swipeAction(_, let list):
                    separate(&w)
                    w.block(head) { w in
                        if list.isDynamic {
                            w.block("if action.isDestructive {") { w in
                                w.comment("To ask first, present an alert here and call `completion` from its buttons.")
                                if let data = list.dataSections, !data.isWholeList {
                                    w.comment("Remove `row` from your data and apply its section again.")
                                } else {
                                    w.line("list.apply(list.rows.filter { $0.id != row.id })")
                                }
                                w.line("completion(true)")
                                w.line("return")
                            }
                        }
                        w.comment("Do what `action` means for `row`; call `completion(true)` once it is done, or\n`completion(false)` to just close the row.")
                        w.line("completion(false)")
                    }
                case .reorder(_, let list):
                    separate(&w)
                    if list.staticList != nil {
                        w.block(head) { w in
                            w.comment("Save the order the user chose; hand it back with `list.apply(order:)`.")
                        }
                    } else {
                        w.block(head) { w in
                            w.comment("Save the order the user chose; apply the rows in it next time.")
                        }
                    }
                case .perform:
                    separate(&w)
                    w.block(head) { w in
                        plan.switchStub("action", cases: plan.appActions.map(\.caseName), comment: "What this action does.", &w)
                    }
                case .actionState:
                    separate(&w)
                    w.block(head) { w in
                        w.comment("Whether `action` can run now (`enabled: app`) and whether it is on (`checked: app`).")
                        w.line("\(app).ActionState()")
                    }
                case .contextMenu(_, let list):
                    separate(&w)
                    w.block(head) { w in
                        plan.switchStub("item", cases: list.contextMenuAppItems.map(\.caseName), comment: "Perform it on `row`.", &w)
                    }
                case .drop:
                    separate(&w)
                    w.block(head) { w in
                        w.comment("Move each dropped row into `row` in your data, then apply the lists that show them again.")
                    }
                case .refresh(let screen, _):
                    separate(&w)
                    w.block(head) { w in
                        w.comment("Fetch the rows, apply them as `\(screen.loadMethod)` does, then call `done()` to end the indicator.")
                        w.line("done()")
                    }
                case .search(let screen, let list):
                    separate(&w)
                    if let results = screen.search?.results {
                        let resultsScreen = plan.screen(results)
                        w.block(head) { w in
                            w.line(resultsScreen.list?.isDynamic == true ? "// Apply the matches to the results: `results.apply(matches)`." : "// Show what matches `text` in `results`.")
                        }
                    } else {
                        w.block(head) { w in
                            if let data = list.dataSections, !data.isWholeList {
                                w.line("// Apply each section's rows that match, as `load…` applies them.")
                            } else {
                                w.line(list.isDynamic ? "// Apply the rows that match: `list.apply(rows.filter { … })`." : "// Show what matches `text`.")
                            }
                        }
                    }
                case .toolbarMenu, .toolbar, .tabBadge:
                    // The same body in both scaffolds: a `switch` for the app to fill in.
                    separate(&w)
                    w.block(head) { w in plan.emitSwitchStub(for: requirement, &w) }
                case .mayDismiss:
                    separate(&w)
                    w.block(head) { w in
                        w.comment("`false` while the sheet holds unsaved work; its own Cancel or Done still close it.")
                        w.line("true")
                    }
                case .transientContent:
                    separate(&w)
                    w.block(head) { w in
                        w.comment("A share sheet (`UIActivityViewController`), a picker, or a controller of your own, for each entry.")
                        w.line("let controller = UIViewController()")
                        w.line("controller.title = \"\\(transient)\"")
                        w.line("return controller")
                    }
                case .didSelect:
                    // Optional; written only where the spec leaves rows without a destination.
                    guard !plan.listsWithRowsWithoutDestination.isEmpty else { continue }
                    separate(&w)
                    w.block(head) { w in
                        plan.emitDidSelectStub(&w)
                    }
                }
            }
        }
        return w.finished
    }

    func controllerFile(_ screen: ScreenPlan) -> String {
        let name = controllerName(screen)
        var w = CodeWriter()
        ScaffoldEmitter.header(plan, .uikit, &w)
        w.line("import UIKit")
        w.blank()
        w.doc("The \(screen.name) screen. `\(screensType)` makes it for the row the user selected.")
        let conformance = screen.restoresState ? ", \(app).RestorableScreen" : ""
        w.block("final class \(name): UIViewController\(conformance) {") { w in
            w.line("let selection: \(app).Selection?")
            if screen.toolbarHasActions {
                w.doc("Runs the toolbar's own actions (`action:` in the spec).")
                w.line("weak var layout: \(app).Layout?")
            }
            w.line("private let label = UILabel()")
            w.blank()
            w.block("init(selection: \(app).Selection?) {") { w in
                w.line("self.selection = selection")
                w.line("super.init(nibName: nil, bundle: nil)")
                w.line("title = \(SwiftLiteral.string(screen.title ?? screen.name))")
                if screen.toolbarFollowsWidth {
                    w.comment("Every button until the screen knows its width (its traits are unspecified until it is shown).")
                    w.line("showToolbar()")
                } else {
                    emitToolbar(screen, width: nil, &w)
                }
                if !screen.titleMenu.isEmpty {
                    let state = plan.toolbarTakesState(screen) ? "state: { [weak self] in self?.layout?.state(of: $0) ?? \(app).ActionState() }" : nil
                    screen.emitTitleMenuAssignment(type: "\(app).\(screen.toolbarMenuTypeName)", state: state,
                                                   choose: "self.didChoose(entry\(choiceTakesAnchor(screen) ? ", .title(of: self)" : ""))", &w)
                }
            }
            w.blank()
            w.line("@available(*, unavailable)")
            w.block("required init?(coder: NSCoder) {") { w in
                w.line("fatalError(\"\(name) is created in code\")")
            }
            w.blank()
            w.block("override func viewDidLoad() {") { w in
                w.line("super.viewDidLoad()")
                w.line("view.backgroundColor = .systemBackground")
                if screen.toolbarFollowsWidth { w.line("followWidthClass()") }
                w.line("label.numberOfLines = 0")
                // Without a list nothing can be selected, and mapping an empty `Selection` never runs.
                w.line(plan.lists.isEmpty ? "label.text = \"Nothing selected\"" : "label.text = selection.map { \"\\($0)\" } ?? \"Nothing selected\"")
                if screen.readableWidth {
                    w.line("\(app).pinToReadableWidth(label, in: view)")
                } else {
                    w.line("label.frame = view.bounds")
                    w.line("label.autoresizingMask = [.flexibleWidth, .flexibleHeight]")
                    w.line("view.addSubview(label)")
                }
            }
            if screen.toolbarFollowsWidth { emitWidthToolbar(screen, &w) }
            if !screen.toolbar.isEmpty {
                w.blank()
                w.block("override func viewWillAppear(_ animated: Bool) {") { w in
                    w.line("super.viewWillAppear(animated)")
                    w.line("navigationController?.setToolbarHidden(false, animated: animated)")
                }
                w.blank()
                w.block("private func didTap(_ item: \(app).\(screen.toolbarTypeName), _ button: UIBarButtonItem) {") { w in
                    if screen.toolbarHasActions { w.line("if let action = item.action { layout?.run(action, from: self\(plan.controlsPresentTransients ? ", anchor: .barButtonItem(button)" : "")); return }") }
                    plan.switchStub("item", cases: screen.toolbar.map(\.caseName), comment: "What this button does.", &w)
                }
            }
            if screen.hasToolbarMenu {
                w.blank()
                // What a popover it presents points at, where a control presents one: the button, or the title.
                let anchor = choiceTakesAnchor(screen) ? ", _ anchor: \(app).TransientAnchor" : ""
                w.block("private func didChoose(_ entry: \(app).\(screen.toolbarMenuTypeName)\(anchor)) {") { w in
                    if screen.toolbarMenuItems.contains(where: { $0.action != nil }) {
                        w.line("if let action = entry.action { layout?.run(action, from: self\(choiceTakesAnchor(screen) ? ", anchor: anchor" : "")); return }")
                    }
                    plan.switchStub("entry", cases: screen.toolbarMenuItems.map(\.entry.caseName), comment: "What this menu item does.", &w)
                }
            }
            if screen.restoresState {
                w.blank()
                w.doc("The same screen for the other size class; carry over any state the user would miss.")
                w.block("func makeRestoredCopy() -> UIViewController {") { w in
                    w.line("\(name)(selection: selection)")
                }
            }
        }
        return w.finished
    }

    /// Whether a screen's `didChoose` takes what a popover points at: where its menu items run
    /// actions of their own and some control presents transient UI.
    func choiceTakesAnchor(_ screen: ScreenPlan) -> Bool {
        plan.controlsPresentTransients && screen.toolbarMenuItems.contains { $0.action != nil }
    }

    /// The screen's bar buttons (for `width`, when some show in one width class only).
    func emitToolbar(_ screen: ScreenPlan, width: String?, _ w: inout CodeWriter) {
        let anchor = choiceTakesAnchor(screen) ? ", .barButtonItem(button)" : ""
        screen.emitBarButtonAssignments(type: "\(app).\(screen.toolbarTypeName)", trailingPrefix: "",
                                        tap: "self?.didTap(item, button)", choose: "self?.didChoose(entry\(anchor))",
                                        state: plan.toolbarTakesState(screen) ? "{ [weak self] in self?.layout?.state(of: $0) ?? \(app).ActionState() }" : nil,
                                        width: width, &w)
    }

    /// A toolbar with buttons for one width class only (`sizeClass:`): made for the width the view
    /// loads in, and again when the width class changes (`registerForTraitChanges` from iOS 17,
    /// `traitCollectionDidChange(_:)` before).
    func emitWidthToolbar(_ screen: ScreenPlan, _ w: inout CodeWriter) {
        w.blank()
        w.doc("The bar buttons for the width on screen: some show in one width class only (`sizeClass:`).")
        w.block("private func showToolbar() {") { w in
            w.line("let width = traitCollection.horizontalSizeClass")
            emitToolbar(screen, width: "width", &w)
        }
        w.blank()
        w.doc("Shows the toolbar for the width the view loads in, and follows the width class from then on.")
        w.block("private func followWidthClass() {") { w in
            w.line("showToolbar()")
            func register(_ w: inout CodeWriter) {
                w.block("registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (screen: Self, _: UITraitCollection) in") { w in
                    w.line("screen.showToolbar()")
                }
            }
            if plan.targetsIOS17 {
                register(&w)
            } else {
                w.block("if #available(iOS 17.0, *) {", register)
            }
        }
        guard !plan.targetsIOS17 else { return }
        w.blank()
        w.line("@available(*, deprecated, message: \"Before iOS 17 only; from iOS 17 the screen registers for the change\")")
        w.block("override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {") { w in
            w.line("super.traitCollectionDidChange(previousTraitCollection)")
            w.block("if #unavailable(iOS 17.0), previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass {") { w in
                w.line("showToolbar()")
            }
        }
    }

    func sceneDelegateFile() -> String {
        var w = CodeWriter()
        ScaffoldEmitter.header(plan, .uikit, &w)
        w.line("import UIKit")
        w.blank()
        w.doc("Installs the \(app) layout in each window scene. Name it in Info.plist's scene configuration\n(`UISceneDelegateClassName`: `$(PRODUCT_MODULE_NAME).\(app)SceneDelegate`; `layoutc scene-manifest`\nprints the entries).")
        w.block("final class \(app)SceneDelegate: UIResponder, UIWindowSceneDelegate {") { w in
            w.line("var window: UIWindow?")
            w.line("private var layout: \(app).Layout?")
            w.blank()
            w.block("func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {") { w in
                w.line("let screens = \(screensType)()")
                w.line("let layout = \(app).Layout(screens: screens)")
                if plan.scaffoldKeepsLayout { w.line("screens.layout = layout") }
                if plan.scenes.isEmpty {
                    w.comment("At the place the user left the window, if the system kept it.")
                    w.line("window = layout.makeWindow(for: scene, restoring: session.stateRestorationActivity)")
                } else {
                    w.comment("A window `openScene` asked for gets its activity; a window the system brings back, what it saved.")
                    w.block("let opened = connectionOptions.userActivities.first { activity in") { w in
                        w.line("\(app).SceneKind(activityType: activity.activityType) != nil")
                    }
                    w.line("window = layout.makeWindow(for: scene, restoring: opened ?? session.stateRestorationActivity)")
                }
                w.line("self.layout = layout")
            }
            w.blank()
            w.doc("Where the user is, which the system gives back as `session.stateRestorationActivity` at the next launch.")
            w.block("func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {") { w in
                w.line("layout?.stateRestorationActivity()")
            }
            w.blank()
            w.doc("The saved place again, before the window shows: at a launch while the device is locked it is\nnot yet in `session.stateRestorationActivity` when the scene connects.")
            w.block("func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {") { w in
                w.line("layout?.restoreInteractionState(with: stateRestorationActivity)")
            }
        }
        return w.finished
    }
}

struct SwiftUIScaffold {
    let plan: LayoutPlan
    var app: String { plan.app }
    var screensType: String { app + "ScreenViews" }

    func viewName(_ screen: ScreenPlan) -> String { app + screen.typeName + "View" }

    var appType: String { app + "App" }

    func files() -> [GeneratedFile] {
        var files = [GeneratedFile(name: "\(screensType).swift", contents: screensFile())]
        for screen in plan.customScreens {
            files.append(GeneratedFile(name: "\(viewName(screen)).swift", contents: viewFile(screen)))
        }
        files.append(GeneratedFile(name: "\(appType).swift", contents: appFile()))
        return files
    }

    /// The app's entry point: the layout in its main window, the scene kinds' windows, the
    /// keyboard shortcuts in the menu bar, and the app's `ScreenViews`, made once for the app's life.
    func appFile() -> String {
        var w = CodeWriter()
        ScaffoldEmitter.header(plan, .swiftui, &w)
        w.line("import SwiftUI")
        w.blank()
        var parts = ["its main window shows the layout"]
        if !plan.scenes.isEmpty { parts.append("its scene kinds open windows of their own") }
        if !plan.shortcuts.isEmpty { parts.append("its keyboard shortcuts are in the menu bar and the ⌘ overlay") }
        w.doc(ListControllerEmitter.wrapped("""
            The \(app) app: \(parts.joined(separator: ", ")). If your app has an entry point \
            already, take `@main` off and add these scenes to its `body`.
            """))
        w.line("@main")
        w.line("@MainActor")
        w.block("struct \(appType): App {") { w in
            w.doc("The app's side of the layout, made once and kept for the app's life.")
            w.line("@State private var screens = \(screensType)()")
            w.blank()
            w.block("var body: some Scene {") { w in
                w.block("WindowGroup {") { w in
                    w.line("\(app).RootView(screens: screens)")
                }
                if !plan.shortcuts.isEmpty {
                    w.block(".commands {") { w in
                        w.line("\(app).ShortcutCommands()")
                    }
                }
                if !plan.scenes.isEmpty { w.line("\(app).SceneWindows(screens: screens)") }
            }
        }
        return w.finished
    }

    func screensFile() -> String {
        var w = CodeWriter()
        ScaffoldEmitter.header(plan, .swiftui, &w)
        w.line("import SwiftUI")
        w.blank()
        w.doc("""
            The app's side of the \(app) layout: the screens the spec leaves to the app, and its data.
            `\(appType)` shows the layout with one (`WindowGroup { \(app).RootView(screens:) }`). Keep your data
            here. \(plan.observationAdvice("the class"))
            """)
        w.line("@MainActor")
        w.block("final class \(screensType): \(app).ScreenViews {") { w in
            var first = true
            func separate(_ w: inout CodeWriter) {
                if !first { w.blank() }
                first = false
            }
            for requirement in plan.screensRequirements {
                // The signatures are the protocol's (`ScreensRequirement.swiftUI`); the bodies are the scaffold's.
                let head = (requirement.swiftUI(plan).first?.implemented(in: app) ?? "") + " {"
                switch requirement {
                case .makeScreen(let screen):
                    separate(&w)
                    w.block(head) { w in
                        w.line("\(viewName(screen))(selection: selection)")
                    }
                case .rows(let screen, let list) where list.dataSections.map { !$0.isWholeList } ?? false:
                    let data = list.dataSections!
                    for ((_, entries), signature) in zip(plan.sampleSections(data, screen: screen), requirement.swiftUI(plan)) {
                        separate(&w)
                        w.block(signature.implemented(in: app) + " {") { w in
                            w.comment("Replace with your data for `selection`.")
                            w.block("[", close: "]") { w in plan.writeEntries(entries, &w) }
                        }
                    }
                case .rows(let screen, let list):
                    separate(&w)
                    w.block(head) { w in
                        w.comment("Replace with your data for `selection`.")
                        w.block("[", close: "]") { w in
                            for sample in plan.sampleRows(list.rowType, screen: screen) { w.line(sample + ",") }
                        }
                    }
                case .swipeAction:
                    separate(&w)
                    w.block(head) { w in
                        w.comment("Do what `action` means for `row`; change the data behind the list to update it.")
                    }
                case .reorder(let screen, let list):
                    separate(&w)
                    let label = screen.delegateLabel
                    if list.isDynamic {
                        w.block(head) { w in
                            w.comment("Move the rows in the data behind `\(label)Rows(for:)`.")
                        }
                    } else if list.staticList != nil {
                        w.block(head) { w in
                            w.comment("Save the order the user chose.")
                        }
                    }
                case .perform:
                    separate(&w)
                    w.block(head) { w in
                        plan.switchStub("action", cases: plan.appActions.map(\.caseName), comment: "What this action does.", &w)
                    }
                case .actionState:
                    separate(&w)
                    w.block(head) { w in
                        w.comment("Whether `action` can run now (`enabled: app`) and whether it is on (`checked: app`).")
                        w.line("\(app).ActionState()")
                    }
                case .contextMenu(_, let list):
                    separate(&w)
                    w.block(head) { w in
                        plan.switchStub("item", cases: list.contextMenuAppItems.map(\.caseName), comment: "Perform it on `row`.", &w)
                    }
                case .drop:
                    separate(&w)
                    w.block(head) { w in
                        w.comment("Move each dropped row into `row` in your data; the lists show what the rows functions return.")
                    }
                case .refresh:
                    separate(&w)
                    w.block(head) { w in
                        w.comment("Fetch the rows; the list shows what the rows functions return once this returns.")
                    }
                case .search:
                    separate(&w)
                    w.block(head) { w in
                        w.line("// Publish the rows that match; the list shows what the rows function returns.")
                    }
                case .toolbarMenu, .toolbar, .tabBadge:
                    // The same body in both scaffolds: a `switch` for the app to fill in.
                    separate(&w)
                    w.block(head) { w in plan.emitSwitchStub(for: requirement, &w) }
                case .mayDismiss:
                    separate(&w)
                    w.block(head) { w in
                        w.comment("`false` while the sheet holds unsaved work, read from observable state.")
                        w.line("true")
                    }
                case .transientContent:
                    separate(&w)
                    w.block(head) { w in
                        w.comment("A share link, a picker, or a view of your own, for each entry.")
                        w.line("Text(\"\\(transient)\")")
                    }
                case .didSelect:
                    guard !plan.listsWithRowsWithoutDestination.isEmpty else { continue }
                    separate(&w)
                    w.block(head) { w in
                        plan.emitDidSelectStub(&w)
                    }
                }
            }
        }
        return w.finished
    }

    func viewFile(_ screen: ScreenPlan) -> String {
        var w = CodeWriter()
        ScaffoldEmitter.header(plan, .swiftui, &w)
        w.line("import SwiftUI")
        w.blank()
        w.doc("The \(screen.name) screen. `\(screensType)` makes it for the row the user selected.")
        w.block("struct \(viewName(screen)): View {") { w in
            w.line("let selection: \(app).Selection?")
            if screen.toolbarHasActions {
                w.doc("Runs the toolbar's own actions (`action:` in the spec); `RootView` provides it.")
                w.line("@Environment(\\.\(plan.runEnvironmentProperty)) private var run")
            }
            if plan.toolbarTakesState(screen) {
                w.doc("The app's state of the toolbar's actions; `RootView` provides it.")
                w.line("@Environment(\\.\(plan.stateEnvironmentProperty)) private var actionState")
            }
            w.blank()
            w.block("var body: some View {") { w in
                w.line(plan.lists.isEmpty ? "Text(\"Nothing selected\")" : "Text(selection.map { \"\\($0)\" } ?? \"Nothing selected\")")
                w.indented { w in
                    w.line(".navigationTitle(\(SwiftLiteral.string(screen.title ?? screen.name)))")
                    if !screen.toolbar.isEmpty {
                        w.block(".toolbar {") { w in
                            if plan.toolbarButtonsTakeState(screen) {
                                w.line("\(app).\(screen.toolbarTypeName).toolbar(")
                                w.indented { w in
                                    w.line("action: { item in didTap(item) },")
                                    if screen.toolbarHasMenus { w.line("choose: { entry in didChoose(entry) },") }
                                    w.line("state: { action in actionState?(action) ?? \(app).ActionState() })")
                                }
                            } else if screen.toolbarHasMenus {
                                w.line("\(app).\(screen.toolbarTypeName).toolbar(action: { item in didTap(item) }, choose: { entry in didChoose(entry) })")
                            } else {
                                w.block("\(app).\(screen.toolbarTypeName).toolbar { item in") { w in
                                    w.line("didTap(item)")
                                }
                            }
                        }
                    }
                    if !screen.titleMenu.isEmpty {
                        let menu = "\(app).\(screen.toolbarMenuTypeName).titleMenu"
                        if plan.toolbarTakesState(screen) {
                            w.line(".modifier(\(menu)(")
                            w.indented { w in
                                w.line("choose: { entry in didChoose(entry) },")
                                w.line("state: { action in actionState?(action) ?? \(app).ActionState() }))")
                            }
                        } else {
                            w.line(".modifier(\(menu) { entry in didChoose(entry) })")
                        }
                    }
                }
            }
            if !screen.toolbar.isEmpty {
                w.blank()
                if screen.toolbarHasActions { w.line("@MainActor") }
                w.block("private func didTap(_ item: \(app).\(screen.toolbarTypeName)) {") { w in
                    if screen.toolbarHasActions { w.line("if let action = item.action { run?(action); return }") }
                    plan.switchStub("item", cases: screen.toolbar.map(\.caseName), comment: "What this button does.", &w)
                }
            }
            if screen.hasToolbarMenu {
                w.blank()
                if screen.toolbarHasActions { w.line("@MainActor") }
                w.block("private func didChoose(_ entry: \(app).\(screen.toolbarMenuTypeName)) {") { w in
                    if screen.toolbarHasActions { w.line("if let action = entry.action { run?(action); return }") }
                    plan.switchStub("entry", cases: screen.toolbarMenuItems.map(\.entry.caseName), comment: "What this menu item does.", &w)
                }
            }
        }
        return w.finished
    }
}
