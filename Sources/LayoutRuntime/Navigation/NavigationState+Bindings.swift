/// What declarative UI (SwiftUI) reads and writes: every binding of a generated `RootView` is a
/// getter and a setter over one `NavigationState`, so SwiftUI and UIKit layouts share the same
/// state, the same transitions and the same saved form.
extension NavigationState {
    /// The state as it is in `width`: collapsed or expanded on the fly. A view that switches
    /// trees with the size class reads through this, so it needs no size-class callback: the
    /// first change the user makes in the new width stores the adapted state.
    public func adapted(to width: Width, _ map: Map) -> NavigationState {
        var adapted = self
        switch width {
        case .compact: adapted.collapse(map)
        case .regular: adapted.expand(map)
        }
        return adapted
    }

    /// A regular column's pushed routes: what its `NavigationStack(path:)` holds above the column's
    /// first screen.
    public func path(in column: ColumnSlot) -> [Route] {
        Array(stack(column).dropFirst())
    }

    /// A column's `NavigationStack` path changed (Back, swipe): keep the routes it still holds.
    public mutating func setPath(_ routes: [Route], in column: ColumnSlot, _ map: Map) {
        let current = path(in: column)
        guard routes != current, routes.count < current.count, Array(current.prefix(routes.count)) == routes else { return }
        popped(to: routes.count + 1, at: .column(column), map)
    }

    /// The route a regular column shows first: what opened it, or its first screen.
    public func firstRoute(in column: ColumnSlot, _ map: Map) -> Route? {
        stack(column).first ?? visibleRoute(in: column, map)
    }

    /// The row a list at `position` highlights: in a column, the row that opened the next column;
    /// in a compact stack, none (going Back must not leave a row looking chosen).
    public func highlightedSelection(at position: ListPosition) -> Selection? {
        guard case .column(let column) = position else { return nil }
        return highlightedSelection(in: column)
    }

    /// The row of one list highlighted at `position`: the highlighted selection, when it is a row
    /// of the list whose selections `list` makes (a case of the generated `Selection`, such as
    /// `Selection.feeds`). The row is the case's value, taken out by reflection and accepted only
    /// when `list` makes the same selection of it again, so a row of another list whose rows have
    /// the same type is never taken for one of this list's.
    public func highlightedRow<Row>(at position: ListPosition, of list: (Row) -> Selection) -> Row? {
        guard let selection = highlightedSelection(at: position),
              let row = Mirror(reflecting: selection).children.first?.value as? Row, list(row) == selection else { return nil }
        return row
    }

    /// A list's selection was cleared (Back in a collapsed split view): the columns it opened close.
    public mutating func deselect(in column: ColumnSlot) {
        closeColumns(after: column)
    }

    /// The pushed routes of a compact tab (above its root).
    public func compactPath(tab: Int) -> [Route] {
        tabs.indices.contains(tab) ? tabs[tab].dropFirst().map(\.route) : []
    }

    /// A compact tab's `NavigationStack` path changed (Back, swipe): keep the steps it still holds.
    public mutating func setCompactPath(_ routes: [Route], tab: Int) {
        guard tabs.indices.contains(tab) else { return }
        let current = compactPath(tab: tab)
        guard routes.count < current.count, Array(current.prefix(routes.count)) == routes else { return }
        tabs[tab] = Array(tabs[tab].prefix(routes.count + 1))
    }

    // MARK: Saved form

    /// The state as JSON text, for `@SceneStorage` or a user activity.
    public var savedText: String { SavedText.encode(self) }

    /// A state saved as `savedText`, if it fits `map`.
    public init?(savedText: String, _ map: Map) {
        guard let decoded = SavedText.decode(NavigationState.self, from: savedText),
              let restored = NavigationState.restored(decoded, map) else { return nil }
        self = restored
    }
}
