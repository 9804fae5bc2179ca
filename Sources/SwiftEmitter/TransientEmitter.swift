import LayoutModel

/// Transient UI helpers: one shared presenter per spec that observes the presenting screen for
/// the signals that dismiss (drags for `scroll`, taps for `outsideTap`), and per spec entry a small
/// typed class whose methods are exactly the signals the app reports (`draw`, `typing`,
/// `externalEvent`).
struct TransientEmitter {
    let plan: LayoutPlan

    func emit(_ w: inout CodeWriter) {
        guard !plan.transients.isEmpty else { return }
        w.mark("Transient UI (UIKit)")
        w.block("extension \(plan.app) {") { w in
            emitEngine(&w)
            for transient in plan.transients {
                w.blank()
                emitEntry(transient, &w)
            }
        }
    }

    func emitEngine(_ w: inout CodeWriter) {
        w.doc("""
            Presents a transient controller the way its spec entry says and dismisses it on the declared
            signals. Popovers, menus and pickers float beside the presenting screen; where the user keeps
            working in that screen (`scroll`, `draw`, `typing`) it stays interactive, and drags and taps on
            it are observed with gesture recognizers that never take the touches away from it.
            """)
        w.line("@MainActor")
        w.block("public final class TransientPresentation: NSObject, UIGestureRecognizerDelegate, UIAdaptivePresentationControllerDelegate {") { w in
            w.line("public let transient: Transient")
            w.line("private weak var presentedController: UIViewController?")
            w.line("private var observers: [UIGestureRecognizer] = []")
            w.blank()
            w.block("public init(_ transient: Transient) {") { w in
                w.line("self.transient = transient")
                w.line("super.init()")
            }
            w.blank()
            w.doc("Whether the controller is on screen.")
            w.block("public var isPresented: Bool {") { w in
                w.line("presentedController?.presentingViewController != nil")
            }
            w.blank()
            w.doc("Presents `controller` from `presenter`, anchored to `sourceView` (default: the presenter's view).")
            w.block("public func present(_ controller: UIViewController, from presenter: UIViewController, sourceView: UIView? = nil, animated: Bool = true) {") { w in
                w.line("dismiss(animated: false)")
                w.line("let signals = transient.dismissSignals")
                w.line("let presenterView = presenter.viewIfLoaded")
                w.line("let keepsPresenterInteractive = signals.contains(.scroll) || signals.contains(.draw) || signals.contains(.typing)")
                w.ifElse("transient.kind == .sheet", { w in
                    w.line("controller.modalPresentationStyle = .formSheet")
                }, else: { w in
                    w.line("controller.modalPresentationStyle = .popover")
                    w.block("if let popover = controller.popoverPresentationController {") { w in
                        w.line("popover.sourceView = sourceView ?? presenterView")
                        w.block("if sourceView == nil, let presenterView {") { w in
                            w.line("popover.sourceRect = CGRect(x: presenterView.bounds.midX, y: presenterView.bounds.midY, width: 0, height: 0)")
                        }
                        w.block("if keepsPresenterInteractive, let presenterView {") { w in
                            w.line("popover.passthroughViews = [presenterView]")
                        }
                    }
                })
                w.line("controller.presentationController?.delegate = self")
                w.line("presenter.present(controller, animated: animated)")
                w.line("presentedController = controller")
                w.line("guard let presenterView, transient.kind != .sheet else { return }")
                w.block("if signals.contains(.scroll) {") { w in
                    w.line("observe(UIPanGestureRecognizer(), on: presenterView)")
                }
                w.block("if signals.contains(.outsideTap), keepsPresenterInteractive {") { w in
                    w.comment("Taps on a passthrough view do not dismiss a popover by themselves.")
                    w.line("observe(UITapGestureRecognizer(), on: presenterView)")
                }
            }
            w.blank()
            w.doc("Dismisses the controller if it is on screen.")
            w.block("public func dismiss(animated: Bool = true) {") { w in
                w.block("for observer in observers {") { w in
                    w.line("observer.view?.removeGestureRecognizer(observer)")
                }
                w.line("observers = []")
                w.line("guard let controller = presentedController else { return }")
                w.line("presentedController = nil")
                w.block("if controller.presentingViewController != nil {") { w in
                    w.line("controller.dismiss(animated: animated)")
                }
            }
            w.blank()
            w.block("private func observe(_ recognizer: UIGestureRecognizer, on view: UIView) {") { w in
                w.line("recognizer.cancelsTouchesInView = false")
                w.line("recognizer.delegate = self")
                w.line("view.addGestureRecognizer(recognizer)")
                w.line("observers.append(recognizer)")
            }
            w.blank()
            w.doc("A drag or a tap began on the presenting screen: dismiss, and let the screen have the touch.")
            w.block("public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {") { w in
                w.line("dismiss()")
                w.line("return false")
            }
            w.blank()
            w.block("public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {") { w in
                w.line("true")
            }
            w.blank()
            w.doc("A tap outside a popover dismisses it only when the spec lists `outsideTap`.")
            w.block("public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {") { w in
                w.line("transient.kind == .sheet || transient.dismissSignals.contains(.outsideTap)")
            }
            w.blank()
            w.block("public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {") { w in
                w.line("dismiss(animated: false)")
            }
        }
    }

    func emitEntry(_ t: TransientPlan, _ w: inout CodeWriter) {
        let presenter = t.presenter.map { plan.screen($0).name } ?? "the app"
        let observed = t.signals.filter(\.isObservedByGeneratedCode).map(describe)
        let reported = t.signals.filter { !$0.isObservedByGeneratedCode }.map(describe)
        var summary = "`\(t.rawValue)`: a \(t.kind.rawValue) presented by \(presenter)."
        if !observed.isEmpty { summary += "\nIt dismisses itself when the user \(observed.joined(separator: " or "))." }
        if !reported.isEmpty { summary += "\nIt dismisses when the app reports that the user \(reported.joined(separator: " or "))." }
        if t.signals.isEmpty { summary += "\nIt closes through its own controls." }
        w.doc(summary)
        w.line("@MainActor")
        w.block("public final class \(t.typeName) {") { w in
            w.line("private let presentation = TransientPresentation(.\(t.caseName))")
            w.blank()
            w.line("public init() {}")
            w.blank()
            w.line("public var isPresented: Bool { presentation.isPresented }")
            w.blank()
            w.block("public func present(_ controller: UIViewController, from presenter: UIViewController, sourceView: UIView? = nil, animated: Bool = true) {") { w in
                w.line("presentation.present(controller, from: presenter, sourceView: sourceView, animated: animated)")
            }
            w.blank()
            w.block("public func dismiss(animated: Bool = true) {") { w in
                w.line("presentation.dismiss(animated: animated)")
            }
            for signal in t.signals where !signal.isObservedByGeneratedCode {
                w.blank()
                switch signal {
                case .draw:
                    w.doc("Call when the user starts drawing (`dismissOn: draw`).")
                    w.line("public func userDidStartDrawing() { presentation.dismiss() }")
                case .typing:
                    w.doc("Call when the user starts typing (`dismissOn: typing`).")
                    w.line("public func userDidStartTyping() { presentation.dismiss() }")
                case .externalEvent:
                    w.doc("Call when the outside event that ends it happens (`dismissOn: externalEvent`).")
                    w.line("public func externalEventDidOccur() { presentation.dismiss() }")
                case .scroll, .outsideTap:
                    break
                }
            }
        }
    }

    func describe(_ signal: DismissSignal) -> String {
        switch signal {
        case .scroll: "scrolls"
        case .outsideTap: "taps outside it"
        case .draw: "starts drawing"
        case .typing: "starts typing"
        case .externalEvent: "is interrupted by an outside event"
        }
    }
}
