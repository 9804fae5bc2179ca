import LayoutModel

extension ModelEmitter {
    func emitNavigationMap(_ w: inout CodeWriter) {
        guard let outline = plan.navigationOutline else { return }
        func screen(_ name: String) -> String {
            ".\(plan.screens.first { $0.name == name }?.caseName ?? name)"
        }
        w.doc("The spec's navigation: its columns' first screens, its compact flow, and the sidebar rows that open\nthe tabs' roots. The UIKit and SwiftUI layouts interpret a `NavigationState` against it; tests can too.")
        w.block("public static let navigationMap = NavigationMap<Screen, Selection>(", close: ")") { w in
            w.line("style: .\(outline.style.rawValue),")
            w.line("primary: \(screen(outline.primary)),")
            if let supplementary = outline.supplementary { w.line("supplementary: \(screen(supplementary)),") }
            w.line("secondary: \(screen(outline.secondary)),")
            let compact = outline.hasTabBar
                ? ".tabs([\(outline.compactRoots.map(screen).joined(separator: ", "))])"
                : ".stack(root: \(screen(outline.compactRoots[0])))"
            if outline.sidebarRoutes.isEmpty {
                w.line("compact: \(compact)")
            } else {
                w.line("compact: \(compact),")
                let primary = plan.screens.first { $0.name == outline.primary }
                // A list mixing the spec's rows with rows from data selects rows of its row type.
                let listed = primary?.list?.dataList?.listed
                let itemType = primary?.list?.specRows
                let routes = outline.sidebarRoutes.sorted { $0.key < $1.key }.compactMap { root, route -> String? in
                    guard let primary, let itemType,
                          let item = itemType.items.first(where: { $0.rawValue == route.row }) else { return nil }
                    let row = listed.map { "\($0.itemTypeName).\(item.caseName).row" } ?? ".\(item.caseName)"
                    return "\(screen(root)): .init(.\(primary.caseName)(\(row)), .\(route.presentation))"
                }
                w.line("sidebarRoutes: [\(routes.joined(separator: ", "))]")
            }
        }
    }
}
