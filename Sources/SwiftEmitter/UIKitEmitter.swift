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
                // Each requirement's documentation and signature are declared once (`ScreensRequirement.uikit`),
                // for this protocol and the scaffold that implements it.
                for requirement in plan.screensRequirements {
                    separate(&w)
                    let signature = requirement.uikit(plan)
                    if let doc = signature.doc { w.doc(doc) }
                    w.line(signature.declared)
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
