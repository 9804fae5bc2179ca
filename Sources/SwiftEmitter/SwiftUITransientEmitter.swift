import LayoutModel

/// The spec's transient UI in SwiftUI: `Transient.menu(items:label:)` makes a menu entry a
/// `Menu`. LayoutRuntimeSwiftUI's `presenting(_:isPresented:content:)`, the same for every spec,
/// shows a sheet, a popover or a picker as the entry's `kind` says.
struct SwiftUITransientEmitter {
    let plan: LayoutPlan
    var app: String { plan.app }

    func emit(_ w: inout CodeWriter) {
        guard plan.transients.contains(where: { $0.kind == .menu }) else { return }
        w.mark("Transient UI (SwiftUI)")
        emitMenu(&w)
    }

    func emitMenu(_ w: inout CodeWriter) {
        let menus = plan.transients.filter { $0.kind == .menu }.map { "`\($0.caseName)`" }.joined(separator: ", ")
        w.block("extension \(app).Transient {") { w in
            w.doc("A menu entry (\(menus)) as a `Menu`: `label` is the button that shows it, `items` its actions.")
            w.line("@MainActor")
            w.block("public func menu<MenuItems: View, MenuLabel: View>(@ViewBuilder items: () -> MenuItems, @ViewBuilder label: () -> MenuLabel) -> some View {") { w in
                w.line("Menu(content: items, label: label)")
            }
        }
    }
}
