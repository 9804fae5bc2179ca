import LayoutModel
import SpecSource
import Parallel

/// Generates the UIKit code of a spec, beside its typed model: under `#if canImport(UIKit)`
/// the split view, a list view controller per list, transient UI helpers, and the `Screens`
/// protocol through which the app's own code plugs in.
public struct UIKitEmitter: Sendable {
    /// How many threads may write the file's parts; the driver sets 1 when other specs are
    /// being built beside this one (specs themselves are built in parallel).
    public var workers: Int = ParallelMap.coreCount
    /// Of every generated declaration.
    public var access: GeneratedAccess = .public
    /// The spec's text: with it, each declaration made from a spec line says which.
    public var source: SourceFile?

    public init() {}

    /// The parts of the UIKit file in order, all under `#if canImport(UIKit)`: the protocols,
    /// the list controllers in chunks, and the rest.
    enum Part: Sendable {
        case protocols, controllers(Range<Int>), rest
    }

    /// The model and the UIKit file for `spec`, read from `sourcePath` (relative, as the user gave it).
    public func emit(_ spec: LayoutSpec, sourcePath: String) throws(EmitError) -> GeneratedCode {
        try SwiftEmitter.emit(spec, sourcePath: sourcePath, target: .uikit, workers: workers, access: access, source: source)
    }

    /// `Mail+UIKit.layout.swift`.
    static func file(of plan: LayoutPlan, specBytes: Int, workers: Int) -> GeneratedFile {
        plan.generatedFile(target: .uikit, specBytes: specBytes, workers: workers, parts: { chunks in
            [(.protocols, true)] + chunks.map { (.controllers($0), false) } + [(.rest, true)]
        }, write: { part, w in Self.write(part, of: plan, into: &w) })
    }

    static func write(_ part: Part, of plan: LayoutPlan, into w: inout CodeWriter) {
        switch part {
        case .protocols:
            w.directive("#if canImport(UIKit)")
            w.line("import LayoutRuntime")
            w.line("import UIKit")
            UIKitParts(plan: plan).emitProtocols(&w)
        case .controllers(let range):
            for index in range {
                let (screen, list) = plan.lists[index]
                w.mark("\(screen.name) list (UIKit)")
                w.block("extension \(plan.app) {") { w in
                    ListControllerEmitter(plan: plan, screen: screen, list: list).emit(&w)
                }
            }
        case .rest:
            UIKitParts(plan: plan).emitHelpers(&w)
            TransientEmitter(plan: plan).emit(&w)
            LayoutClassEmitter(plan: plan).emit(&w)
            w.directive("#endif")
        }
    }
}

struct UIKitParts {
    let plan: LayoutPlan

    func emitProtocols(_ w: inout CodeWriter) {
        w.mark("Where the app's code plugs in")
        w.block("extension \(plan.app) {") { w in
            w.doc("""
                What the app supplies: the screens the spec leaves to it, the rows of dynamic lists, and
                what swipe actions, toolbar buttons and reordering do. Adopt it in a type of your own
                (`layoutc scaffold` writes one); the generated code calls it on the main actor.
                """)
            w.line("@MainActor")
            w.block("public protocol Screens: AnyObject {") { w in
                var first = true
                func separate(_ w: inout CodeWriter) {
                    if !first { w.blank() }
                    first = false
                }
                for requirement in plan.screensRequirements {
                    separate(&w)
                    switch requirement {
                    case .makeScreen(let screen):
                        w.doc("The \(screen.name) screen (\(describe(screen))), for the row that opened it;\n`nil` when it is a column's or a tab's first screen.")
                        w.line("func \(screen.makeMethod)(for selection: Selection?) -> UIViewController")
                    case .rows(let screen, let list):
                        w.doc("Fills the \(screen.name) list for the row that opened it (`nil`: its first appearance).\nCall `list.apply(_:)` now or whenever the data changes.")
                        w.line("func \(screen.loadMethod)(_ list: \(list.viewControllerName), for selection: Selection?)")
                    case .swipeAction(let screen, let list):
                        w.doc("""
                            Runs a swipe action on a row of \(screen.name).
                            Call `completion(true)` once it is done (after asking, for a delete), or `completion(false)`
                            to just close the row (`UIContextualAction`).
                            """)
                        w.line("func \(screen.delegateLabel)(_ list: \(list.viewControllerName), perform action: \(list.swipeTypeName), on row: \(list.rowType), completion: @escaping @MainActor (Bool) -> Void)")
                    case .reorder(let screen, let list):
                        if let fixed = list.staticList {
                            w.doc("""
                                The user moved a row of \(screen.name) within `section`; `rows` is the section's rows in
                                their new order, outline children after their parent. Save it; `list.apply(order:)` restores it.
                                """)
                            w.line("func \(screen.delegateLabel)(_ list: \(list.viewControllerName), didReorder rows: [\(list.rowType)], in section: \(fixed.sectionTypeName))")
                        } else {
                            w.doc("The user moved rows of \(screen.name); `rows` is the new order. Apply the rows in it to restore it.")
                            w.line("func \(screen.delegateLabel)(_ list: \(list.viewControllerName), didReorder rows: [\(list.rowType)])")
                        }
                    case .contextMenu(let screen, let list):
                        w.doc("An item of the context menu of a \(screen.name) row was chosen.")
                        w.line("func \(screen.delegateLabel)(_ list: \(list.viewControllerName), perform item: \(list.contextMenuAppTypeName), on row: \(list.rowType))")
                    case .drop(let screen, let list):
                        w.doc("People dropped `rows`, dragged from this app's lists, onto `row` of \(screen.name) (a feed into a folder):\nmove them in your data and apply the lists again.")
                        w.line("func \(screen.delegateLabel)(_ list: \(list.viewControllerName), didDrop rows: [Selection], onto row: \(list.rowType))")
                    case .refresh(let screen, let list):
                        w.doc("People pulled the \(screen.name) list down: fetch its rows, apply them, then call `done`, which ends\nthe refresh indicator.")
                        w.line("func \(screen.refreshMethod)(_ list: \(list.viewControllerName), done: @escaping @MainActor () -> Void)")
                    case .search(let screen, let list):
                        w.doc("The \(screen.name) search field's text changed\(screen.searchScopeParameter == nil ? "" : ", or its scope"): apply the rows that match.")
                        if let results = plan.searchResultsControllerType(screen) {
                            w.doc("The \(plan.screen(screen.search!.results!).name) screen shows the results over the list while the field is active:\napply them there.")
                            w.line("func \(screen.delegateLabel)(_ list: \(list.viewControllerName), searchFor text: String\(screen.searchScopeParameter.map { ", in scope: \($0)" } ?? ""), showingResultsIn results: \(results))")
                        } else {
                            w.line("func \(screen.delegateLabel)(_ list: \(list.viewControllerName), searchFor text: String\(screen.searchScopeParameter.map { ", in scope: \($0)" } ?? ""))")
                        }
                    case .toolbarMenu(let screen, let list):
                        w.doc("An item of a \(screen.name) toolbar menu without an action of its own was chosen.")
                        w.line("func \(screen.delegateLabel)(_ list: \(list.viewControllerName), didChoose item: \(screen.toolbarMenuTypeName))")
                    case .perform:
                        w.doc("Runs an app action a control of the layout triggered.")
                        w.line("func perform(_ action: AppAction)")
                    case .actionState:
                        w.doc("Whether an action can run now, and whether it is on; only what the spec leaves to the app\n(`enabled: app`, `checked: app`) is read. Call `Layout.updateActionStates()` when it changes.")
                        w.line("func state(of action: AppAction) -> ActionState")
                    case .toolbar(let screen, let list):
                        w.doc("A toolbar button of \(screen.name) without an action of its own was tapped.")
                        w.line("func \(screen.delegateLabel)(_ list: \(list.viewControllerName), didTap item: \(screen.toolbarTypeName))")
                    case .didSelect:
                        w.doc(ScreensRequirement.didSelectDoc)
                        w.line("func didSelect(_ selection: Selection, in list: UIViewController)")
                    }
                }
                if !plan.lists.isEmpty {
                    w.blank()
                    w.doc("""
                        Your own controller for a screen the layout would generate (a list drawn your way), or
                        `nil` to keep the generated one. Yours opens screens with `layout.navigator.select(_:opening:from:)`
                        and runs actions with `layout.run(_:from:)`. Optional.
                        """)
                    w.line("func replacement(for screen: Screen, selection: Selection?) -> UIViewController?")
                }
            }
            w.blank()
            w.doc("""
                A screen that carries its own state (a scroll position, a draft) into the other size class:
                when the split view collapses or expands, the layout asks it for a copy to show there
                (returning `self` moves the live controller). Screens marked `restoresState` that do not
                adopt it move as they are; the others are made again for the same route.
                """)
            w.line("public typealias RestorableScreen = RestorableController")
        }
        if !plan.lists.isEmpty {
            w.blank()
            w.block("extension \(plan.app).Screens {") { w in
                w.line("public func didSelect(_ selection: \(plan.app).Selection, in list: UIViewController) {}")
                w.blank()
                w.line("public func replacement(for screen: \(plan.app).Screen, selection: \(plan.app).Selection?) -> UIViewController? { nil }")
            }
        }
    }

    func describe(_ screen: ScreenPlan) -> String {
        var parts: [String] = []
        switch screen.regularColumn {
        case .primary: parts.append("primary column")
        case .supplementary: parts.append("supplementary column")
        case .secondary: parts.append("secondary column")
        }
        if screen.readableWidth { parts.append("readable width: see `pinToReadableWidth(_:in:)`") }
        if screen.restoresState { parts.append("restored across size classes") }
        return parts.joined(separator: "; ")
    }

    /// Toolbars (with their menus and the app's action states) are LayoutRuntime's
    /// `barButtonItems(at:action:choose:state:)`; what is left is the readable-width helper.
    func emitHelpers(_ w: inout CodeWriter) {
        guard plan.customScreens.contains(where: { $0.readableWidth }) else { return }
        w.mark("Helpers for the app's screens")
        w.block("extension \(plan.app) {") { w in
            w.doc("""
                Adds `content` to `view` and keeps what it shows within the readable width, for the screens
                the spec marks `readableWidth` (LayoutRuntime's `ReadableWidth.pin(_:in:)`).
                """)
            w.line("@MainActor")
            w.block("public static func pinToReadableWidth(_ content: UIView, in view: UIView) {") { w in
                w.line("ReadableWidth.pin(content, in: view)")
            }
        }
    }
}
