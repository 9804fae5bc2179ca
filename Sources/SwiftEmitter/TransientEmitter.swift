import LayoutModel

/// Transient UI helpers: per spec entry a small typed class whose methods are exactly what the
/// app does with it (present a controller or attach a menu, and report the signals only the app
/// sees: `draw`, `typing`, `externalEvent`). What presents it and observes the presenting screen
/// for the signals that dismiss it is LayoutRuntime's `TransientPresentation`, the same in every
/// app, so it is not written into each generated file.
struct TransientEmitter {
    let plan: LayoutPlan

    func emit(_ w: inout CodeWriter) {
        guard !plan.transients.isEmpty else { return }
        w.mark("Transient UI (UIKit)")
        w.block("extension \(plan.app) {") { w in
            w.doc("What a popover or a picker points at (LayoutRuntime's `TransientAnchor`).")
            w.line("public typealias TransientAnchor = LayoutRuntime.TransientAnchor")
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

    func emitEntry(_ t: TransientPlan, _ w: inout CodeWriter) {
        let presenter = t.presenter.map { plan.screen($0).name } ?? "the app"
        let observed = t.signals.filter(\.isObservedByGeneratedCode).map(describe)
        let reported = t.signals.filter { !$0.isObservedByGeneratedCode }.map(describe)
        var summary = "`\(t.rawValue)`: \(Self.article(t.kind)) presented by \(presenter)."
        if !observed.isEmpty { summary += "\nIt dismisses itself when the user \(observed.joined(separator: " or "))." }
        if !reported.isEmpty { summary += "\nIt dismisses when the app reports that the user \(reported.joined(separator: " or "))." }
        if t.signals.isEmpty { summary += "\nIt closes through its own controls." }
        plan.remark(t.origin, &w)
        w.doc(summary)
        w.line("@MainActor")
        w.block("public final class \(t.typeName) {") { w in
            w.line("private let presentation = TransientPresentation(Transient.\(t.caseName))")
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
        plan.remark(t.origin, &w)
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
