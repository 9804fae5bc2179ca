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
            var arguments = ["compact: \(compact)"]
            if !outline.sidebarRoutes.isEmpty, let primary = plan.screens.first(where: { $0.name == outline.primary }) {
                let routes = outline.sidebarRoutes.sorted { $0.key < $1.key }.compactMap { root, route -> String? in
                    selection(of: route.row, in: primary).map { "\(screen(root)): .init(\($0), .\(route.presentation))" }
                }
                arguments.append("sidebarRoutes: [\(routes.joined(separator: ", "))]")
            }
            let launch = plan.launchChain.compactMap { index, item -> String? in
                guard let destination = item.destination else { return nil }
                return selection(of: item.rawValue, in: plan.screens[index]).map { ".init(\($0), \(destinationLiteral(destination)))" }
            }
            if !launch.isEmpty { arguments.append("launch: [\(launch.joined(separator: ", "))]") }
            for (i, argument) in arguments.enumerated() {
                w.line(argument + (i < arguments.count - 1 ? "," : ""))
            }
        }
    }

    /// The `Selection` of the spec's row `id` in `screen`'s list (`.library(.allShortcuts)`). A list
    /// mixing the spec's rows with rows from data selects rows of its row type.
    func selection(of id: String, in screen: ScreenPlan) -> String? {
        guard let rows = screen.list?.specRows, let item = rows.items.first(where: { $0.rawValue == id }) else { return nil }
        let row = screen.list?.dataList?.listed.map { "\($0.itemTypeName).\(item.caseName).row" } ?? ".\(item.caseName)"
        return ".\(screen.caseName)(\(row))"
    }
}
