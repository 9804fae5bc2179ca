extension NavigationState {
    /// What is wrong with a state for `map`: a saved state from an older version of the spec, or
    /// a hand-made one. A state without problems shows only screens the map can place.
    public func problems(_ map: Map) -> [String] {
        var problems: [String] = []
        if primary.first != Route(map.primary) { problems.append("the primary column does not start at its first screen") }
        if map.supplementary == nil, !supplementary.isEmpty { problems.append("a two-column layout has a supplementary stack") }
        if tabs.count != map.compactRoots.count {
            problems.append("\(tabs.count) compact stacks for \(map.compactRoots.count) tabs")
        } else {
            for (index, stack) in tabs.enumerated() where stack.first?.screen != map.compactRoots[index] {
                problems.append("compact stack \(index) does not start at its root")
            }
        }
        if !tabs.indices.contains(selectedTab) { problems.append("the selected tab \(selectedTab) does not exist") }
        return problems
    }

    /// A saved state if it fits `map`, else nil (the caller starts from the launch state). A
    /// sidebar the user had open over the detail comes back put away (`.automatic`: the spec's
    /// mode): an overlay is transient, the next pick would have closed it, and restored as the
    /// preferred mode it would be drawn over the detail in every shape from then on, where
    /// `.automatic` tiles the columns in landscape (UISplitViewController.h:128).
    public static func restored(_ saved: NavigationState, _ map: Map) -> NavigationState? {
        guard saved.problems(map).isEmpty else { return nil }
        var restored = saved
        if restored.displayMode == .oneOverSecondary || restored.displayMode == .twoOverSecondary { restored.displayMode = .automatic }
        return restored
    }
}
