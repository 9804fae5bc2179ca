/// The rows picked at launch (`selectedAtLaunch`), derived once for the generators and the
/// rules: they must agree on which picks happen, or a rule would call a working pick dead.
extension LayoutSpec {
    /// A row picked at launch, in the list of the screen that holds it.
    public struct LaunchPick: Sendable {
        /// The screen whose list holds the row.
        public var screen: String
        public var item: Item
        /// The screen the row opens (its `onSelect`, else its list's).
        public var destination: String
    }

    /// The rows picked at launch, in order: the primary screen's list's `selectedAtLaunch` row,
    /// then that of the list of the screen it opens, and so on, until a list picks none, a row
    /// opens nothing, or a screen comes round again. A pick anywhere else never happens.
    public var launchPicks: [LaunchPick] {
        guard var name = split?.column(.primary)?.screen.value else { return [] }
        var picks: [LaunchPick] = []
        var seen: Set<String> = []
        while seen.insert(name).inserted, let list = screen(named: name)?.list,
              let item = list.launchRow, item.action == nil,
              let destination = (item.onSelect ?? list.onSelect)?.target.value {
            picks.append(LaunchPick(screen: name, item: item, destination: destination))
            name = destination
        }
        return picks
    }
}
