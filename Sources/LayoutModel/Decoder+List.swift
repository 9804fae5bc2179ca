import Diagnostics
import SpecSource

extension SpecDecoder {
    mutating func decodeList(_ node: NodeID, keyRange: SourceRange) -> ListSpec? {
        guard let f = fields(node, Grammar.list, key: "list", keyRange: keyRange) else { return nil }
        var list = ListSpec(
            appearance: enumValue(f.value("appearance"), ListAppearance.self, key: "appearance", keyRange: f.keyRange("appearance", in: tree)),
            headerMode: nil, content: .none, contentKeyRange: nil,
            itemType: string(f.value("itemType"), key: "itemType", keyRange: f.keyRange("itemType", in: tree)),
            reorderable: bool(f.value("reorderable"), key: "reorderable", keyRange: f.keyRange("reorderable", in: tree)),
            swipeActions: SwipeActions(), onSelect: nil, keyRange: keyRange, range: f.range)
        if let modeNode = f.value("headerMode") {
            list.headerMode = decodeHeaderMode(modeNode, keyRange: f.keyRange("headerMode", in: tree)!)
        }
        let itemsNode = f.value("items")
        let sectionsNode = f.value("sections")
        if itemsNode != nil, let sectionsNode {
            report(InputRuleID.conflictingKeys, "a list has `items` or `sections`, never both",
                   at: f.keyRange("items", in: tree)!,
                   related: [RelatedLocation(range: f.keyRange("sections", in: tree)!, label: "`sections` is set here")],
                   help: "move these items into a section, or remove `sections`")
            list.contentKeyRange = f.keyRange("sections", in: tree)
            list.content = .sections(decodeSections(sectionsNode))
        } else if let itemsNode {
            list.contentKeyRange = f.keyRange("items", in: tree)
            if tree.kind(itemsNode) == .scalar, case .string(let text) = tree.resolve(itemsNode) {
                if text == "dynamic" {
                    list.content = .dynamic(range: tree.range(itemsNode))
                } else {
                    let range = tree.range(itemsNode)
                    let near = Suggestions.closest(to: text, in: ["dynamic"])
                    report(InputRuleID.unknownValue, "`items` is a list of items or `dynamic`, found the string `\(text)`",
                           at: range, help: near.map { "did you mean `\($0)`?" },
                           fixIts: near.map { [FixIt.replace(range, with: $0, message: "replace with `dynamic`")] } ?? [])
                }
            } else if let nodes = sequence(itemsNode, key: "items", expected: "a list of items or `dynamic`") {
                list.content = .items(decodeItems(nodes))
            }
        } else if let sectionsNode {
            list.contentKeyRange = f.keyRange("sections", in: tree)
            list.content = .sections(decodeSections(sectionsNode))
        }
        if let swipeNode = f.value("swipeActions"),
           let g = fields(swipeNode, Grammar.swipeActions, key: "swipeActions", keyRange: f.keyRange("swipeActions", in: tree)) {
            list.swipeActions.keyRange = f.keyRange("swipeActions", in: tree)
            list.swipeActions.leading = decodeSwipeActions(g.value("leading"), key: "leading")
            list.swipeActions.trailing = decodeSwipeActions(g.value("trailing"), key: "trailing")
        }
        if let selectNode = f.value("onSelect") {
            list.onSelect = decodeSelection(selectNode, keyRange: f.keyRange("onSelect", in: tree)!)
        }
        return list
    }

    mutating func decodeHeaderMode(_ node: NodeID, keyRange: SourceRange) -> SizeClassValue<HeaderMode>? {
        if tree.kind(node) == .mapping {
            guard let g = fields(node, Grammar.headerModeBySizeClass, key: "headerMode", keyRange: keyRange) else { return nil }
            return SizeClassValue(
                regular: enumValue(g.value("regular"), HeaderMode.self, key: "headerMode", keyRange: g.keyRange("regular", in: tree)),
                compact: enumValue(g.value("compact"), HeaderMode.self, key: "headerMode", keyRange: g.keyRange("compact", in: tree)),
                variesBySizeClass: true, keyRange: keyRange, range: g.range)
        }
        guard let mode = enumValue(node, HeaderMode.self, key: "headerMode", keyRange: keyRange) else { return nil }
        return SizeClassValue(regular: mode, compact: mode, variesBySizeClass: false, keyRange: keyRange, range: mode.range)
    }

    mutating func decodeSections(_ node: NodeID) -> [ListSection] {
        guard let nodes = sequence(node, key: "sections", expected: "a list of sections") else { return [] }
        return nodes.compactMap { sectionNode in
            guard let f = fields(sectionNode, Grammar.section, key: "section", keyRange: .at(tree.range(sectionNode).start)) else { return nil }
            var section = ListSection(
                id: string(f.value("id"), key: "id", keyRange: f.keyRange("id", in: tree)),
                title: string(f.value("title"), key: "title", keyRange: f.keyRange("title", in: tree)),
                outline: bool(f.value("outline"), key: "outline", keyRange: f.keyRange("outline", in: tree)),
                items: [], itemsKeyRange: f.keyRange("items", in: tree), range: f.range)
            if let items = sequence(f.value("items"), key: "items", expected: "a list of items") {
                section.items = decodeItems(items)
            }
            return section
        }
    }

    /// Items into an array of exactly their size: lists can hold a million rows.
    mutating func decodeItems(_ nodes: [NodeID], depth: Int = 0) -> [Item] {
        var items: [Item] = []
        items.reserveCapacity(nodes.count)
        for node in nodes {
            if let item = decodeItem(node, depth: depth) { items.append(item) }
        }
        return items
    }

    mutating func decodeItem(_ node: NodeID, depth: Int = 0) -> Item? {
        guard let f = fields(node, Grammar.item, key: "item", keyRange: .at(tree.range(node).start)) else { return nil }
        var item = Item(
            id: string(f.value("id"), key: "id", keyRange: f.keyRange("id", in: tree)),
            title: string(f.value("title"), key: "title", keyRange: f.keyRange("title", in: tree)),
            subtitle: string(f.value("subtitle"), key: "subtitle", keyRange: f.keyRange("subtitle", in: tree)),
            image: string(f.value("image"), key: "image", keyRange: f.keyRange("image", in: tree)),
            accessories: [], children: [], childrenKeyRange: f.keyRange("children", in: tree), onSelect: nil, range: f.range)
        if let accessories = sequence(f.value("accessories"), key: "accessories", expected: "a list of accessories") {
            item.accessories = accessories.compactMap { enumValue($0, Accessory.self, key: "accessories", keyRange: nil) }
        }
        if let children = sequence(f.value("children"), key: "children", expected: "a list of items") {
            item.children = decodeItems(children, depth: depth + 1)
        }
        if let selectNode = f.value("onSelect") {
            item.onSelect = decodeSelection(selectNode, keyRange: f.keyRange("onSelect", in: tree)!)
        }
        return item
    }

    mutating func decodeSwipeActions(_ node: NodeID?, key: String) -> [SwipeAction] {
        guard let nodes = sequence(node, key: key, expected: "a list of swipe actions") else { return [] }
        return nodes.compactMap { actionNode in
            guard let g = fields(actionNode, Grammar.swipeAction, key: "swipe action", keyRange: .at(tree.range(actionNode).start)) else { return nil }
            return SwipeAction(
                title: string(g.value("title"), key: "title", keyRange: g.keyRange("title", in: tree)),
                style: enumValue(g.value("style"), SwipeActionStyle.self, key: "style", keyRange: g.keyRange("style", in: tree)),
                image: string(g.value("image"), key: "image", keyRange: g.keyRange("image", in: tree)),
                range: g.range)
        }
    }

    mutating func decodeSelection(_ node: NodeID, keyRange: SourceRange) -> SelectionAction? {
        guard let f = fields(node, Grammar.selection, key: "onSelect", keyRange: keyRange),
              let first = f.pairs.first(where: { SelectionKind(rawValue: $0.name) != nil }),
              let kind = SelectionKind(rawValue: first.name),
              let target = string(first.value, key: first.name, keyRange: tree.range(first.key)) else { return nil }
        return SelectionAction(kind: Located(kind, range: tree.range(first.key)), target: target, range: f.range)
    }
}
