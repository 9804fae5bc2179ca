/// Where a row was selected: the top of a regular-width column, the top of the compact stack, or
/// a screen presented over the layout (a sheet's, whose own stack the view keeps).
public enum ListPosition: NavigationValue {
    case column(ColumnSlot)
    case compact
    case presented
}

extension NavigationState {
    // MARK: User actions

    /// The user selected a row (`selection`) of the list shown at `position`, which opens
    /// `destination`. In regular width a destination shown in another column replaces that
    /// column's stack, and a push (or a detail opened from a list in the secondary column) goes
    /// onto the list's own column; either way the columns after the changed one are closed, so a detail always belongs to the selection on screen (a new
    /// supplementary list resets the detail). Sidebars drawn over the secondary column are put away
    /// when the pick shows something there. In compact width everything is pushed, and each step
    /// keeps the column it belongs to in regular width.
    ///
    /// `selection` is nil when a control that is not a row (a toolbar button) opened `destination`.
    public mutating func select(_ selection: Selection?, opening destination: Destination<Screen>,
                                from position: ListPosition, _ map: Map) {
        let route = Route(destination.screen, selection: selection)
        switch position {
        case .presented:
            // The presentation closes, and the destination opens as from the layout's first list.
            select(selection, opening: destination, from: width == .compact ? .compact : .column(.primary), map)
        case .compact:
            let source = compactStack.last?.column ?? .primary
            let target = map.column(for: destination.presentation, from: source)
            guard compactStack.last?.route != route else { return }
            compactStack.append(Step(route, in: target, opensColumn: target != source))
        case .column(let source):
            let target = map.column(for: destination.presentation, from: source)
            if target == source {
                // A push, or a detail opened from a list that is itself in the secondary column:
                // onto the column's stack, so Back returns to the list.
                var routes = stack(target)
                if routes.isEmpty, let first = visibleRoute(in: target, map) { routes = [first] }
                guard routes.last != route else { return }
                setStack(target, routes + [route])
                closeColumns(after: target)
            } else {
                guard stack(target) != [route] else { return }
                // A selection in a column's first screen makes that screen part of the chain.
                if stack(source).isEmpty, source == .supplementary, let first = visibleRoute(in: source, map) {
                    setStack(source, [first])
                }
                closeColumns(after: source)
                if target == .secondary, source == .primary { setStack(.supplementary, []) }
                setStack(target, [route])
                closeColumns(after: target)
                if target == .secondary { detailSource = source }
            }
            if target == .secondary { displayMode = displayMode.afterDetailPick }
        }
    }

    /// The user went back (Back button, edge swipe): the stack at `position` now holds `count`
    /// screens (a column showing its first screen holds one). A column's first screen and a tab's
    /// root cannot be popped; the columns after a popped one are closed.
    public mutating func popped(to count: Int, at position: ListPosition, _ map: Map) {
        let count = max(count, 1)
        switch position {
        case .presented:
            break
        case .compact:
            if compactStack.count > count { compactStack = Array(compactStack.prefix(count)) }
        case .column(let column):
            let routes = stack(column)
            guard routes.count > count else { return }
            var kept = Array(routes.prefix(count))
            // Back at the placeholder: the secondary column is at rest again.
            if column == .secondary, kept == [Route(map.secondary)] { kept = [] }
            setStack(column, kept)
            closeColumns(after: column)
        }
    }

    /// The user chose another tab; each tab keeps its own stack.
    public mutating func selectTab(_ index: Int) {
        guard tabs.indices.contains(index) else { return }
        selectedTab = index
    }

    /// UIKit reports the display mode it shows (after a gesture, a button, a rotation).
    public mutating func displayModeChanged(to mode: DisplayMode) {
        displayMode = mode
    }

    // MARK: Programmatic navigation

    /// Opens a chain of steps from the primary column's first screen, as if the user had selected
    /// each in turn: in regular width each in its column, in compact width on the matching stack.
    public mutating func open(_ steps: [Step], _ map: Map) {
        let compact = width == .compact
        width = .regular
        apply(steps, map)
        if compact { collapse(map) }
    }

    /// Rebuilds the regular columns from a chain (the inverse of `chain(_:)`).
    mutating func apply(_ steps: [Step], _ map: Map) {
        primary = [Route(map.primary)]
        supplementary = []
        secondary = []
        detailSource = nil
        var previous: ColumnSlot = .primary
        for step in steps {
            if step.opensColumn {
                closeColumns(after: previous)
                if step.column == .secondary, previous == .primary { supplementary = [] }
                closeColumns(after: step.column)
                // The placeholder alone is the secondary column at rest.
                let isPlaceholder = step.column == .secondary && step.route == Route(map.secondary)
                setStack(step.column, isPlaceholder ? [] : [step.route])
                if step.column == .secondary { detailSource = previous }
            } else {
                var routes = stack(step.column)
                if routes.isEmpty, let first = visibleRoute(in: step.column, map) { routes = [first] }
                setStack(step.column, routes + [step.route])
                closeColumns(after: step.column)
            }
            previous = step.column
        }
    }

    // MARK: Size-class changes

    /// Regular to compact width, decided before UIKit's transition. The compact stack becomes the
    /// whole chain the user was looking at, never a placeholder on top and never a screen twice;
    /// if nothing changed since the layout expanded, it is exactly the stack it expanded from.
    /// With a tab bar the tab is the one whose root starts the chain: the tab whose root the
    /// sidebar opened, else the tab of the primary screen.
    public mutating func collapse(_ map: Map) {
        guard width == .regular else { return }
        // Nothing changed since the last expansion: go back to exactly that compact stack (it
        // may hold screens, such as a tab's own root, that regular width cannot show).
        var unchanged = self
        unchanged.width = .compact
        unchanged.expand(map)
        if unchanged.primary == primary, unchanged.supplementary == supplementary,
           unchanged.secondary == secondary, unchanged.detailSource == detailSource {
            width = .compact
            return
        }
        let chain = self.chain(map)
        var candidates: [(tab: Int, stack: [Step])] = []
        for (index, root) in map.compactRoots.enumerated() {
            if let first = chain.first, first.screen == root, root != map.primary {
                candidates.append((index, chain))
            } else if root == map.primary {
                candidates.append((index, [Step(primary[0], in: .primary)] + chain))
            }
        }
        let chosen = candidates.first { map.compactRoots[$0.tab] != map.primary }
            ?? candidates.first { $0.tab == selectedTab }
            ?? candidates.first
        if let chosen {
            selectedTab = chosen.tab
            compactStack = chosen.stack
        } else {
            // No tab can start this chain (a spec the reachability rule warns about): keep the
            // tab, and put the chain above its root.
            compactStack = [map.rootStep(map.compactRoots[selectedTab])] + chain
        }
        width = .compact
    }

    /// Compact to regular width, decided before UIKit's transition: the selected tab's chain goes
    /// back to the columns, each step to the column it belongs to. A tab root that the sidebar
    /// opens becomes that sidebar selection, so the sidebar highlights where the user is.
    public mutating func expand(_ map: Map) {
        guard width == .compact else { return }
        var steps = compactStack
        if let first = steps.first, first.screen == map.primary, first.selection == nil {
            steps.removeFirst()
        }
        apply(steps, map)
        width = .regular
    }

    /// The display mode to expand into: UIKit's proposal, except that a layout with nothing
    /// selected shows its sidebars instead of an empty secondary column.
    public func displayModeForExpanding(proposed: DisplayMode, behavior: NavigationMap<Screen, Selection>.Behavior,
                                        _ map: Map) -> DisplayMode {
        guard secondary.isEmpty, proposed == .secondaryOnly else { return proposed }
        let triple = map.style == .tripleColumn
        switch behavior {
        case .overlay: return triple ? .twoOverSecondary : .oneOverSecondary
        case .displace: return triple ? .twoDisplaceSecondary : .oneBesideSecondary
        case .tile, .automatic: return triple ? .twoBesideSecondary : .oneBesideSecondary
        }
    }
}
