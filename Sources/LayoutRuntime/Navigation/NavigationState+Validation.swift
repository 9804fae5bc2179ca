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

    /// A saved state if it fits `map`, else nil (the caller starts from the launch state).
    public static func restored(_ saved: NavigationState, _ map: Map) -> NavigationState? {
        saved.problems(map).isEmpty ? saved : nil
    }
}
