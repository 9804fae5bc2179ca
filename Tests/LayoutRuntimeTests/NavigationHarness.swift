import Foundation
import LayoutCompiler
import LayoutRuntime
import SwiftEmitter
import TestSupport

/// A row selection in the property tests: which screen's list, which row. Generated code uses
/// its typed `Selection` enum instead; the runtime treats both as opaque values.
struct Pick: NavigationValue, CustomStringConvertible {
    var source: String
    var row: String
    var description: String { "\(source)/\(row)" }
}

typealias State = NavigationState<String, Pick>
typealias Map = NavigationMap<String, Pick>

/// A spec's navigation for the property tests: the runtime's map, built from the same outline
/// the generators write into generated code, and the rows each screen's list offers.
struct SpecNavigation {
    let name: String
    let outline: NavigationOutline
    let map: Map

    init(path: String) throws {
        let result = LayoutCompiler().check(path: path, bytes: try Repository.bytes(path))
        guard let outline = SwiftEmitter.navigationOutline(result.spec) else {
            throw HarnessError(message: "\(path) has no primary or secondary column")
        }
        self.name = path
        self.outline = outline
        var sidebar: [String: Map.SidebarRoute] = [:]
        for (root, route) in outline.sidebarRoutes {
            sidebar[root] = Map.SidebarRoute(Pick(source: outline.primary, row: route.row), Presentation(rawValue: route.presentation)!)
        }
        map = Map(style: outline.style == .tripleColumn ? .tripleColumn : .doubleColumn,
                  primary: outline.primary, supplementary: outline.supplementary, secondary: outline.secondary,
                  compact: outline.hasTabBar ? .tabs(outline.compactRoots) : .stack(root: outline.compactRoots[0]),
                  sidebarRoutes: sidebar,
                  launch: outline.launch.compactMap { screen, row in
                      guard let presentation = row.presentation.flatMap(Presentation.init(rawValue:)), let target = row.destination else { return nil }
                      return Map.LaunchPick(Pick(source: screen, row: row.id), Destination(presentation, target))
                  })
    }

    /// The selections the list of `screen` offers: each row that opens something.
    func selections(on screen: String) -> [(Pick, Destination<String>)] {
        (outline.rows[screen] ?? []).compactMap { row in
            guard let presentation = row.presentation.flatMap(Presentation.init(rawValue:)), let target = row.destination else { return nil }
            return (Pick(source: screen, row: row.id), Destination(presentation, target))
        }
    }
}

struct HarnessError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

