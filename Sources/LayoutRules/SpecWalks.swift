import LayoutModel

/// Ways through a spec that do not copy it into new arrays first. Every rule walks every list;
/// in a spec with thousands of screens and a hundred thousand rows, building
/// `LayoutSpec.lists` or `ListSpec.allItems` in each rule would cost more than the rules.
extension RuleContext {
    /// Every screen's list, in spec order, screens with a repeated name included.
    var allLists: some Sequence<(screen: Screen, list: ListSpec)> {
        spec.screens.lazy.compactMap { screen in screen.list.map { (screen, $0) } }
    }

    /// The lists of the screens that count: the first screen of each name (a later screen with
    /// the same name is `duplicate-id`'s finding, and nothing refers to it).
    var listsThatCount: some Sequence<(screen: Screen, list: ListSpec)> {
        let index = graph.screenIndex
        return spec.screens.lazy.enumerated().compactMap { offset, screen in
            index[screen.name.value] == offset ? screen.list.map { (screen, $0) } : nil
        }
    }

    /// Every selection action with the screen whose list holds it: the list's own, then its rows'.
    var selectionActions: some Sequence<(screen: Screen, action: SelectionAction)> {
        allLists.lazy.flatMap { screen, list in
            ([list.onSelect] + list.itemsDepthFirst.map(\.onSelect)).lazy.compactMap { $0.map { (screen, $0) } }
        }
    }
}

extension ListSpec {
    /// Every item, outline children included, depth first in source order (as `allItems`),
    /// produced one at a time.
    var itemsDepthFirst: ItemWalk { ItemWalk(sections) }
}

/// A depth-first walk over a list's items and their children.
struct ItemWalk: Sequence, IteratorProtocol {
    /// Item arrays being walked, innermost last, each with the index of its next item.
    private var stack: [(items: [Item], next: Int)]

    init(_ sections: [ListSection]) {
        stack = sections.reversed().map { ($0.items, 0) }
    }

    mutating func next() -> Item? {
        while var top = stack.popLast() {
            guard top.next < top.items.count else { continue }
            let item = top.items[top.next]
            top.next += 1
            stack.append(top)
            if !item.children.isEmpty { stack.append((item.children, 0)) }
            return item
        }
        return nil
    }
}
