import LayoutModel

/// The spec's transient UI in SwiftUI: `presenting(_:isPresented:content:)` shows a sheet, a
/// popover or a picker as its `kind` says, and `Transient.menu(items:label:)` makes a menu entry
/// a `Menu`. Overloaded on the spec's own `Transient` type, so several specs coexist in a module.
struct SwiftUITransientEmitter {
    let plan: LayoutPlan
    var app: String { plan.app }

    func emit(_ w: inout CodeWriter) {
        guard !plan.transients.isEmpty else { return }
        w.mark("Transient UI (SwiftUI)")
        let kinds = Set(plan.transients.map(\.kind))
        if kinds.contains(where: { $0 != .menu }) { emitPresenting(&w) }
        if kinds.contains(.menu) {
            if kinds.contains(where: { $0 != .menu }) { w.blank() }
            emitMenu(&w)
        }
    }

    func emitPresenting(_ w: inout CodeWriter) {
        w.block("extension View {") { w in
            w.doc("""
                Presents one of \(app)'s transient UI entries as the spec says: a sheet, or a popover (pickers
                too) that stays a popover in compact width from iOS 16.4, so it never covers the screen it
                belongs to (before 16.4 it becomes a sheet the user can swipe away). Set `isPresented` to
                false on the entry's `dismissSignals`; a popover also goes away on a tap outside it.
                Menu entries are controls, not presentations: use `\(app).Transient.menu(items:label:)`.
                """)
            w.line("@MainActor @ViewBuilder")
            w.block("public func presenting<Presented: View>(_ transient: \(app).Transient, isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Presented) -> some View {") { w in
                w.line("switch transient.kind {")
                w.line("case .sheet, .formSheet, .pageSheet:")
                w.indented { w in
                    w.block("sheet(isPresented: isPresented) {") { w in
                        w.line("content()")
                        w.indented { w in
                            w.line(".presentationDetents(Set(transient.detents.map { $0 == .medium ? PresentationDetent.medium : .large }))")
                            w.line(".interactiveDismissDisabled(!transient.isDismissible)")
                        }
                    }
                }
                w.line("case .fullScreen:")
                w.indented { $0.line("fullScreenCover(isPresented: isPresented, content: content)") }
                w.line("case .popover, .picker:")
                w.indented { w in
                    w.block("popover(isPresented: isPresented) {") { w in
                        w.ifElse("#available(iOS 16.4, *)", { w in
                            w.line("content().presentationCompactAdaptation(.popover)")
                        }, else: { w in
                            w.line("content()")
                        })
                    }
                }
                w.line("case .menu:")
                w.indented { w in
                    w.line("let _ = assertionFailure(\"\\(transient) is a menu: show it with \(app).Transient.\\(transient).menu(items:label:)\")")
                    w.line("self")
                }
                w.line("case .alert, .confirmationDialog:")
                w.indented { w in
                    w.line("let _ = assertionFailure(\"\\(transient) is an alert: RootView shows it when a control presents it\")")
                    w.line("self")
                }
                w.line("}")
            }
        }
    }

    func emitMenu(_ w: inout CodeWriter) {
        let menus = plan.transients.filter { $0.kind == .menu }.map { "`\($0.caseName)`" }.joined(separator: ", ")
        w.block("extension \(app).Transient {") { w in
            w.doc("A menu entry (\(menus)) as a `Menu`: `label` is the button that shows it, `items` its actions.")
            w.line("@MainActor")
            w.block("public func menu<Items: View, Label: View>(@ViewBuilder items: () -> Items, @ViewBuilder label: () -> Label) -> some View {") { w in
                w.line("Menu(content: items, label: label)")
            }
        }
    }
}
