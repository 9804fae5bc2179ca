import LayoutModel

/// Transient UI helpers: where a popover points (`TransientAnchor`), one shared presenter per spec
/// that presents popovers, pickers and sheets and observes the presenting screen for the signals
/// that dismiss them (drags for `scroll`, taps for `outsideTap`), and per spec entry a small typed
/// class whose methods are exactly what the app does with it: present a controller or attach a
/// menu, and report the signals only the app sees (`draw`, `typing`, `externalEvent`).
struct TransientEmitter {
    let plan: LayoutPlan

    func emit(_ w: inout CodeWriter) {
        guard !plan.transients.isEmpty else { return }
        w.mark("Transient UI (UIKit)")
        w.block("extension \(plan.app) {") { w in
            emitAnchor(&w)
            w.blank()
            emitEngine(&w)
            for transient in plan.transients {
                w.blank()
                if transient.kind == .menu {
                    emitMenuEntry(transient, &w)
                } else {
                    emitEntry(transient, &w)
                }
            }
        }
    }

    func emitAnchor(_ w: inout CodeWriter) {
        w.doc("""
            What a popover or a picker points at. A popover needs one: without a source view or a bar
            button item, UIKit raises `NSGenericException` when it presents it.
            """)
        w.block("public enum TransientAnchor {") { w in
            w.doc("""
                `rect` in `view`'s coordinates; `nil` points at the view's bounds and follows them
                (`sourceRect` `CGRect.null`, UIPopoverPresentationController.h:48-50).
                """)
            w.line("case view(UIView, rect: CGRect? = nil)")
            w.doc("A button in a navigation bar or toolbar: the arrow points at the button itself.")
            w.line("case barButtonItem(UIBarButtonItem)")
        }
    }

    func emitEngine(_ w: inout CodeWriter) {
        w.doc("""
            Presents a transient controller the way its spec entry says and dismisses it on the declared
            signals. Popovers and pickers float beside the presenting screen, in compact width too; where
            the user keeps working in that screen (`scroll`, `draw`, `typing`) it stays interactive, and
            drags and taps on it are observed with gesture recognizers that never take the touches away
            from it. Sheets are form sheets the user can swipe down. A `menu` entry is a `UIMenu` on a
            button (its own class attaches it); a controller presented for one is shown as a popover.
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
            w.doc("Presents `controller` from `presenter`; a popover or a picker points at `anchor` (a sheet has none).")
            w.block("public func present(_ controller: UIViewController, from presenter: UIViewController, anchor: TransientAnchor, animated: Bool = true) {") { w in
                w.line("show(controller, from: presenter, anchor: anchor, animated: animated)")
            }
            w.blank()
            w.doc("""
                Presents `controller` from `presenter`; a popover or a picker points at `sourceView`, or at the
                middle of the presenter's view when there is none.
                """)
            w.block("public func present(_ controller: UIViewController, from presenter: UIViewController, sourceView: UIView? = nil, animated: Bool = true) {") { w in
                w.line("show(controller, from: presenter, anchor: sourceView.map { .view($0) }, animated: animated)")
            }
            w.blank()
            w.block("private func show(_ controller: UIViewController, from presenter: UIViewController, anchor: TransientAnchor?, animated: Bool) {") { w in
                w.line("dismiss(animated: false)")
                w.line("let signals = transient.dismissSignals")
                w.line("let presenterView = presenter.viewIfLoaded")
                w.line("let keepsPresenterInteractive = signals.contains(.scroll) || signals.contains(.draw) || signals.contains(.typing)")
                w.line("switch transient.kind {")
                w.line("case .sheet, .formSheet:")
                w.indented { $0.line("controller.modalPresentationStyle = .formSheet") }
                w.line("case .pageSheet:")
                w.indented { $0.line("controller.modalPresentationStyle = .pageSheet") }
                w.line("case .fullScreen:")
                w.indented { $0.line("controller.modalPresentationStyle = .fullScreen") }
                w.line("case .alert, .confirmationDialog:")
                w.indented { w in
                    w.comment("A UIAlertController presents itself: an action sheet as a popover in regular width.")
                    w.line("break")
                }
                w.line("case .popover, .picker, .menu:")
                w.indented { $0.line("controller.modalPresentationStyle = .popover") }
                w.line("}")
                w.block("if #available(iOS 15.0, *), let sheet = controller.sheetPresentationController {") { w in
                    w.line("sheet.detents = transient.detents.map { $0 == .medium ? .medium() : .large() }")
                    w.line("sheet.prefersGrabberVisible = transient.detents.count > 1")
                }
                w.comment("A sheet that is not dismissible closes only through its own controls (UIViewController.h:591).")
                w.line("controller.isModalInPresentation = !transient.isDismissible")
                w.block("if let popover = controller.popoverPresentationController {") { w in
                    w.line("switch anchor ?? Self.middle(of: presenter) {")
                    w.line("case .view(let view, let rect):")
                    w.indented { w in
                        w.line("popover.sourceView = view")
                        w.line("popover.sourceRect = rect ?? .null")
                    }
                    w.line("case .barButtonItem(let item):")
                    w.indented { w in
                        w.comment("""
                            UIPopoverPresentationController.h:57-60: `sourceItem` (iOS 16) replaces `barButtonItem`,
                            which the iOS 17 SDK marks API_TO_BE_DEPRECATED; with a bar item `sourceRect` is ignored.
                            """)
                        w.ifElse("#available(iOS 16.0, *)", { w in
                            w.line("popover.sourceItem = item")
                        }, else: { w in
                            w.line("popover.barButtonItem = item")
                        })
                    }
                    w.line("}")
                    w.block("if keepsPresenterInteractive, let presenterView {") { w in
                        w.line("popover.passthroughViews = [presenterView]")
                    }
                }
                w.block("if transient.kind != .alert, transient.kind != .confirmationDialog {") { w in
                    w.line("controller.presentationController?.delegate = self")
                }
                w.line("presenter.present(controller, animated: animated)")
                w.line("presentedController = controller")
                w.line("guard let presenterView, transient.kind == .popover || transient.kind == .picker else { return }")
                w.block("if signals.contains(.scroll) {") { w in
                    w.line("observe(UIPanGestureRecognizer(), on: presenterView)")
                }
                w.block("if signals.contains(.outsideTap), keepsPresenterInteractive {") { w in
                    w.comment("Taps on a passthrough view do not dismiss a popover by themselves.")
                    w.line("observe(UITapGestureRecognizer(), on: presenterView)")
                }
            }
            w.blank()
            w.doc("Where a popover presented without an anchor points: the middle of the presenter's view.")
            w.block("private static func middle(of presenter: UIViewController) -> TransientAnchor {") { w in
                w.line("let view: UIView = presenter.view")
                w.line("return .view(view, rect: CGRect(x: view.bounds.midX, y: view.bounds.midY, width: 0, height: 0))")
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
            w.doc("""
                No kind adapts to compact width (`.none`: "an adaptation should not happen",
                UIPresentationController.h:31-32). Left to UIKit, a popover there becomes a sheet over the
                presenting screen (UIPopoverPresentationController.h:83-84), which hides what the user
                draws, types or scrolls in and, without `outsideTap`, cannot be swiped away. So popovers
                and pickers stay popovers at their anchor, the presenting screen visible and usable; sheets
                stay form sheets, which compact width shows as a sheet the user can swipe down.
                """)
            w.block("public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {") { w in
                w.line(".none")
            }
            w.blank()
            w.doc("""
                A tap outside a popover dismisses it only when the spec lists `outsideTap`. A sheet can always
                be swiped down, unless its controller sets `isModalInPresentation` (for a sheet with unsaved
                work and its own close control).
                """)
            w.block("public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {") { w in
                w.line("switch transient.kind {")
                w.line("case .sheet, .formSheet, .pageSheet, .fullScreen:")
                w.indented { $0.line("return transient.isDismissible") }
                w.line("default:")
                w.indented { $0.line("return transient.dismissSignals.contains(.outsideTap)") }
                w.line("}")
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
        var summary = "`\(t.rawValue)`: \(Self.article(t.kind)) presented by \(presenter)."
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
            if !t.kind.pointsAtAnchor {
                w.doc("Presents `controller` from `presenter` as \(Self.article(t.kind)).")
                w.block("public func present(_ controller: UIViewController, from presenter: UIViewController, animated: Bool = true) {") { w in
                    w.line("presentation.present(controller, from: presenter, animated: animated)")
                }
                w.blank()
                w.doc("As `present(_:from:animated:)`: \(Self.article(t.kind)) points at nothing, so `sourceView` is ignored.")
                w.block("public func present(_ controller: UIViewController, from presenter: UIViewController, sourceView: UIView?, animated: Bool = true) {") { w in
                    w.line("presentation.present(controller, from: presenter, animated: animated)")
                }
            } else {
                w.doc("Presents `controller` from `presenter` as a popover pointing at `anchor`: a view (or a rectangle in it) or a bar button item.")
                w.block("public func present(_ controller: UIViewController, from presenter: UIViewController, anchor: TransientAnchor, animated: Bool = true) {") { w in
                    w.line("presentation.present(controller, from: presenter, anchor: anchor, animated: animated)")
                }
                w.blank()
                w.doc("Presents `controller` from `presenter` as a popover pointing at `sourceView`, or at the middle of the presenter's view.")
                w.block("public func present(_ controller: UIViewController, from presenter: UIViewController, sourceView: UIView? = nil, animated: Bool = true) {") { w in
                    w.line("presentation.present(controller, from: presenter, sourceView: sourceView, animated: animated)")
                }
            }
            w.blank()
            w.block("public func dismiss(animated: Bool = true) {") { w in
                w.line("presentation.dismiss(animated: animated)")
            }
            emitSignalMethods(t, dismiss: "presentation.dismiss()", &w)
        }
    }

    /// A `menu` entry is a `UIMenu` on its button, not a presented controller: UIKit shows it, and
    /// closes it at the first touch outside it (a tap or the start of a scroll) whatever `dismissOn`
    /// says. The app reports `draw`, `typing` and `externalEvent`; the generated code can close the
    /// menu of a `UIButton` (`contextMenuInteraction.dismissMenu()`), while UIKit has no call that
    /// closes a bar button item's menu.
    func emitMenuEntry(_ t: TransientPlan, _ w: inout CodeWriter) {
        let presenter = t.presenter.map { plan.screen($0).name } ?? "the app"
        let observed = t.signals.filter(\.isObservedByGeneratedCode).map(\.rawValue)
        let reported = t.signals.filter { !$0.isObservedByGeneratedCode }.map(describe)
        var summary = "`\(t.rawValue)`: a menu on a button of \(presenter), a `UIMenu` that UIKit shows and closes."
        summary += "\nUIKit closes it when the user picks an item or touches anywhere outside it"
        summary += observed.isEmpty ? "." : ",\nas `dismissOn: [\(observed.joined(separator: ", "))]` asks."
        if !reported.isEmpty {
            summary += "\nIt also closes when the app reports that the user \(reported.joined(separator: " or ")), if it is on a `UIButton`:"
            summary += "\nUIKit has no call that closes a bar button item's menu."
        }
        w.doc(summary)
        w.line("@MainActor")
        w.block("public final class \(t.typeName) {") { w in
            w.line("private weak var button: UIButton?")
            w.blank()
            w.line("public init() {}")
            w.blank()
            w.doc("""
                A new bar button item whose tap opens a menu of `children`, the app's actions and submenus
                (`init(title:image:primaryAction:menu:)`, iOS 14).
                """)
            w.block("public func makeBarButtonItem(title: String? = nil, image: UIImage? = nil, children: [UIMenuElement]) -> UIBarButtonItem {") { w in
                w.line("UIBarButtonItem(title: title, image: image, primaryAction: nil, menu: UIMenu(children: children))")
            }
            w.blank()
            w.doc("""
                Makes a menu of `children` what a tap on `item` opens (`menu`, iOS 14). A bar button item opens
                its menu on a tap only when it has no action of its own, otherwise on a long press
                (UIBarButtonItem.h:109), so the primary action is removed; the item keeps its title and image
                (:106). An item made with a target and an action keeps them, and opens the menu on a long press.
                """)
            w.block("public func attach(_ children: [UIMenuElement], title: String = \"\", to item: UIBarButtonItem) {") { w in
                w.line("item.primaryAction = nil")
                w.line("item.menu = UIMenu(title: title, children: children)")
            }
            w.blank()
            w.doc("""
                Makes a menu of `children` what a touch on `button` opens: `menu` and
                `showsMenuAsPrimaryAction` (iOS 14; the menu shows on touch-down).
                """)
            w.block("public func attach(_ children: [UIMenuElement], title: String = \"\", to button: UIButton) {") { w in
                w.line("button.menu = UIMenu(title: title, children: children)")
                w.line("button.showsMenuAsPrimaryAction = true")
                w.line("self.button = button")
            }
            w.blank()
            w.doc("Closes the menu of the button it is attached to, if it is open (`dismissMenu()`, iOS 14).")
            w.block("public func dismiss() {") { w in
                w.line("button?.contextMenuInteraction?.dismissMenu()")
            }
            emitSignalMethods(t, dismiss: "dismiss()", &w)
        }
    }

    func emitSignalMethods(_ t: TransientPlan, dismiss: String, _ w: inout CodeWriter) {
        for signal in t.signals where !signal.isObservedByGeneratedCode {
            w.blank()
            switch signal {
            case .draw:
                w.doc("Call when the user starts drawing (`dismissOn: draw`).")
                w.line("public func userDidStartDrawing() { \(dismiss) }")
            case .typing:
                w.doc("Call when the user starts typing (`dismissOn: typing`).")
                w.line("public func userDidStartTyping() { \(dismiss) }")
            case .externalEvent:
                w.doc("Call when the outside event that ends it happens (`dismissOn: externalEvent`).")
                w.line("public func externalEventDidOccur() { \(dismiss) }")
            case .scroll, .outsideTap:
                break
            }
        }
    }

    /// "a form sheet", "an alert": what a kind is called in doc comments.
    static func article(_ kind: TransientKind) -> String {
        switch kind {
        case .sheet, .formSheet: "a form sheet"
        case .pageSheet: "a page sheet"
        case .fullScreen: "a full-screen cover"
        case .alert: "an alert"
        case .confirmationDialog: "a confirmation dialog"
        case .popover: "a popover"
        case .picker: "a picker"
        case .menu: "a menu"
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
