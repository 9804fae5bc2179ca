// What a generated RootView binds its navigation views to.
#if canImport(SwiftUI) && !os(macOS)
import LayoutRuntime
import SwiftUI

/// Every binding of a generated `RootView` reads and changes the navigator's state as it is shown
/// in the width on screen: `width` is `nil` for a layout without a tab bar (its split view
/// collapses by itself, and the state is shown as it is), else the size class's width, for
/// which a layout that switches trees adapts the state on the fly.
extension LayoutNavigating {
    /// The state as shown in `width`.
    public func state(in width: State.Width?) -> State {
        width.map { state.adapted(to: $0, map) } ?? state
    }

    /// Changes the state as shown in `width`: the first change in a new width stores the adapted state.
    public func update(in width: State.Width?, _ change: (inout State) -> Void) {
        var next = state(in: width)
        change(&next)
        state = next
    }

    /// A row or a control at `position` picked `selection` (`nil` for a control), which opens
    /// `destination`, as shown in `width`.
    public func select(_ selection: Selection?, opening destination: Destination<Screen>, from position: ListPosition,
                       in width: State.Width?) {
        update(in: width) { $0.select(selection, opening: destination, from: position, map) }
    }

    /// A list selection was cleared (Back in a collapsed split view): the columns it opened close.
    public func deselect(at position: ListPosition, in width: State.Width?) {
        if case .column(let column) = position { update(in: width) { $0.deselect(in: column) } }
    }

    /// The selection of the list at `position` whose rows `list` names: the state's highlighted row
    /// there. A picked row goes to `picked` (the layout tells the app and opens the row's
    /// destination); clearing the selection closes the columns it opened.
    public func rowSelection<Row>(_ list: @escaping (Row) -> Selection, at position: ListPosition, in width: State.Width?,
                                  picked: @escaping (Row) -> Void) -> Binding<Row?> {
        Binding(get: { self.state(in: width).highlightedRow(at: position, of: list) },
                set: { row in
                    guard let row else { return self.deselect(at: position, in: width) }
                    picked(row)
                })
    }

    /// A regular column's `NavigationStack` path: the routes pushed above its first screen.
    public func path(_ column: ColumnSlot, in width: State.Width?) -> Binding<[Route<Screen, Selection>]> {
        Binding(get: { self.state(in: width).path(in: column) },
                set: { routes in self.update(in: width) { $0.setPath(routes, in: column, self.map) } })
    }

    /// A compact tab's `NavigationStack` path.
    public func tabPath(_ tab: Int, in width: State.Width?) -> Binding<[Route<Screen, Selection>]> {
        Binding(get: { self.state(in: width).compactPath(tab: tab) },
                set: { routes in self.update(in: width) { $0.setCompactPath(routes, tab: tab) } })
    }

    /// The columns a `NavigationSplitView` shows, as the state's display mode says; a pick in an
    /// overlaid sidebar hides it. `tripleColumn`: all columns shown is `twoBesideSecondary`, else
    /// `oneBesideSecondary`.
    public func columnVisibility(in width: State.Width?, tripleColumn: Bool) -> Binding<NavigationSplitViewVisibility> {
        Binding(
            get: {
                switch self.state(in: width).displayMode {
                case .automatic: .automatic
                case .secondaryOnly: .detailOnly
                case .oneBesideSecondary, .oneOverSecondary: .doubleColumn
                case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: .all
                }
            },
            set: { visibility in
                let mode: State.DisplayMode = switch visibility {
                case .detailOnly: .secondaryOnly
                case .doubleColumn: .oneBesideSecondary
                case .all: tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
                default: .automatic
                }
                self.update(in: width) { $0.displayModeChanged(to: mode) }
            }
        )
    }
}
#endif
