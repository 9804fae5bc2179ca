import LayoutModel

/// Transient UI: the layout holds one presentation per spec entry, LayoutRuntime's
/// `TransientPresentation` (a controller presented as the entry's kind says, dismissed on its
/// signals) or `MenuPresentation` (a `UIMenu` on a button), the same in every app, so nothing of
/// them is written into each generated file but the property and what it is.
struct TransientEmitter {
    let plan: LayoutPlan

    func emit(_ w: inout CodeWriter) {
        guard !plan.transients.isEmpty else { return }
        w.mark("Transient UI (UIKit)")
        w.block("extension \(plan.app) {") { w in
            w.doc("What a popover or a picker points at (LayoutRuntime's `TransientAnchor`).")
            w.line("public typealias TransientAnchor = LayoutRuntime.TransientAnchor")
        }
    }

    /// The layout's property for `t`, with where it comes from and what presents and dismisses it.
    func emitProperty(_ t: TransientPlan, _ w: inout CodeWriter) {
        w.blank()
        plan.remark(t.origin, &w)
        w.doc(summary(t))
        let type = t.kind == .menu ? "MenuPresentation" : "TransientPresentation"
        w.line("public let \(t.propertyName) = \(type)(Transient.\(t.caseName))")
    }

    func summary(_ t: TransientPlan) -> String {
        let presenter = t.presenter.map { plan.screen($0).name } ?? "the app"
        let reported = t.signals.filter { !$0.isObservedByGeneratedCode }
        let reports = reported.map { "`\(Self.report($0))`" }.joined(separator: ", ")
        if t.kind == .menu {
            // UIKit closes a menu at the first touch outside it (a tap or a scroll) whatever `dismissOn` says.
            var summary = "`\(t.rawValue)`: a menu on a button of \(presenter), which UIKit closes at a touch outside it."
            if !reported.isEmpty { summary += "\nOn a `UIButton` it also closes on \(reports)." }
            return summary
        }
        let observed = t.signals.filter(\.isObservedByGeneratedCode).map(describe)
        var summary = "`\(t.rawValue)`: \(Self.article(t.kind)) presented by \(presenter)."
        if !observed.isEmpty { summary += "\nIt dismisses itself when the user \(observed.joined(separator: " or "))." }
        if !reported.isEmpty { summary += "\nIt dismisses on \(reports)." }
        if t.asksApp {
            summary += "\nA swipe down closes it only when `Screens.mayDismiss(_:)` says so."
        } else if t.signals.isEmpty {
            summary += "\nIt closes through its own controls."
        }
        return summary
    }

    /// The runtime's method through which the app reports a signal only it sees.
    static func report(_ signal: DismissSignal) -> String {
        switch signal {
        case .draw: "userDidStartDrawing()"
        case .typing: "userDidStartTyping()"
        case .externalEvent: "externalEventDidOccur()"
        case .scroll, .outsideTap: ""
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
