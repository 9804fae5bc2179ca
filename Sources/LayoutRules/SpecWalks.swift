import LayoutModel

/// Ways through a spec that do not copy it into new arrays first. Every rule walks every list;
/// in a spec with thousands of screens and a hundred thousand rows, building
/// `ListSpec.allItems` in each rule would cost more than the rules.
extension RuleContext {
    /// Every screen's list with the screen's name, in spec order, screens with a repeated name included.
    var allLists: some Sequence<(screenName: String, list: ListSpec)> {
        let screens = spec.screens
        return screens.indices.lazy.compactMap { index in screens[index].list.map { (screens[index].name.value, $0) } }
    }

    /// The lists of the screens that count, with their names: the first screen of each name (a
    /// later screen with the same name is `duplicate-id`'s finding, and nothing refers to it).
    var listsThatCount: some Sequence<(screenName: String, list: ListSpec)> {
        let screens = spec.screens
        return graph.listScreensThatCount.lazy.compactMap { index in screens[index].list.map { (screens[index].name.value, $0) } }
    }

    /// The list of the screen a name refers to.
    func list(ofScreen name: String) -> ListSpec? {
        graph.screenIndex[name].flatMap { spec.screens[$0].list }
    }
}

extension ListSpec {
    /// Every item, outline children included, depth first in source order (as `allItems`),
    /// produced one at a time.
    var itemsDepthFirst: ItemWalk { ItemWalk(sections) }

    /// Calls `body` with every item, outline children included, depth first in source order,
    /// each lent rather than copied: a walk that returns items copies every one of them, a dozen
    /// retains and releases, in each rule that walks the rows.
    func forEachItem(_ body: (Item) -> Void) {
        func walk(_ items: [Item]) {
            for index in items.indices {
                body(items[index])
                if !items[index].children.isEmpty { walk(items[index].children) }
            }
        }
        let sections = sections
        for index in sections.indices { walk(sections[index].items) }
    }

    /// Every item's id, depth first in source order.
    var itemIDs: [Located<String>] {
        var ids: [Located<String>] = []
        forEachItem { if let id = $0.id { ids.append(id) } }
        return ids
    }
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
