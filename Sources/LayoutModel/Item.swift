import Diagnostics
import JSONValue
import SpecSource

/// A row.
public struct Item: Sendable {
    public var id: Located<String>?
    public var title: Located<String>?
    public var subtitle: Located<String>?
    public var image: Located<String>?
    /// Out of line, in one box: most rows of a large list have no children, no selection of
    /// their own and no action, and inline those four were a sixth of every row's size (a 5 MB
    /// spec holds tens of thousands of rows).
    private var rare: OutOfLine<RareParts>
    /// Inline when there is one, as there usually is (a chevron): an array of one was a heap
    /// block of its own for every row, 2.4 MB of a 5 MB spec's rows.
    private var storedAccessories: AccessoryList
    public var range: SourceRange

    struct RareParts: OutOfLineParts {
        var children: [Item] = []
        var childrenKeyRange: SourceRange?
        var onSelect: SelectionAction?
        var action: Action?
        var selectedAtLaunch: Located<Bool>?

        var isEmpty: Bool {
            children.isEmpty && childrenKeyRange == nil && onSelect == nil && action == nil && selectedAtLaunch == nil
        }
    }

    public var children: [Item] {
        get { rare.present?.children ?? [] }
        set { rare.parts.children = newValue }
    }

    public var accessories: [Located<Accessory>] {
        get {
            switch storedAccessories {
            case .none: []
            case .one(let accessory): [accessory]
            case .many(let accessories): accessories
            }
        }
        set { storedAccessories = AccessoryList(newValue) }
    }

    /// `children:`, where it is written (also when it is empty).
    public var childrenKeyRange: SourceRange? {
        get { rare.present?.childrenKeyRange }
        set { rare.parts.childrenKeyRange = newValue }
    }

    enum AccessoryList: Sendable {
        case none
        case one(Located<Accessory>)
        case many([Located<Accessory>])

        init(_ accessories: [Located<Accessory>]) {
            switch accessories.count {
            case 0: self = .none
            case 1: self = .one(accessories[0])
            default: self = .many(accessories)
            }
        }
    }

    public var onSelect: SelectionAction? {
        get { rare.present?.onSelect }
        set { rare.parts.onSelect = newValue }
    }

    /// `action:` — a row that is a button (Mastodon's Compose and Settings rows): selecting it
    /// runs the action, and the row does not stay selected.
    public var action: Action? {
        get { rare.present?.action }
        set { rare.parts.action = newValue }
    }

    /// `selectedAtLaunch: true` — the row is picked when the app starts with no saved place (the
    /// Shortcuts sidebar's All Shortcuts), so the next column shows its screen instead of a blank
    /// detail; a saved place wins.
    public var selectedAtLaunch: Located<Bool>? {
        get { rare.present?.selectedAtLaunch }
        set { rare.parts.selectedAtLaunch = newValue }
    }

    public var isSelectedAtLaunch: Bool { selectedAtLaunch?.value ?? false }

    public init(id: Located<String>?, title: Located<String>?, subtitle: Located<String>?, image: Located<String>?,
                accessories: [Located<Accessory>], children: [Item], childrenKeyRange: SourceRange?,
                onSelect: SelectionAction?, range: SourceRange, action: Action? = nil) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.storedAccessories = AccessoryList(accessories)
        self.range = range
        self.rare = OutOfLine(RareParts(children: children, childrenKeyRange: childrenKeyRange, onSelect: onSelect, action: action))
    }
}


/// `onSelect:` — what selecting a row shows.
public struct SelectionAction: Sendable {
    /// The target screen's name, with the kind's key as its key.
    public var target: Located<String>
    public var range: SourceRange
    /// The kind alone: where it is written is the target's key (as for `Action`).
    private var storedKind: SelectionKind

    /// The kind, located at its key (`showDetail`).
    public var kind: Located<SelectionKind> {
        get { target.atItsKey(storedKind) }
        set {
            storedKind = newValue.value
            target.keyRange = newValue.range
        }
    }

    /// The target's key is the kind's key (`showDetail: Article`), whatever `target` says.
    public init(kind: Located<SelectionKind>, target: Located<String>, range: SourceRange) {
        self.target = target
        self.range = range
        self.storedKind = kind.value
        self.target.keyRange = kind.range
    }
}

// MARK: - Grammar

extension Grammar {
    public static let selection = ObjectShape(
        name: "selection", noun: "a selection action", pluralNoun: "selection actions",
        summary: "What selecting a row shows. In the compact flow, all three push onto the current stack.",
        keys: [
            KeyShape("showDetail", .screenReference, "Show the screen in the secondary column", uikit: "showDetailViewController(_:sender:)",
                     swiftui: "the screen becomes the `detail:` column's (in compact width, pushed onto the stack)"),
            KeyShape("showSupplementary", .screenReference, "Show the screen in the supplementary column (triple column only)", uikit: "setViewController(_:for: .supplementary)",
                     swiftui: "the screen becomes the `content:` column's (in compact width, pushed onto the stack)"),
            KeyShape("push", .screenReference, "Push the screen onto the navigation stack of the column or flow showing the list", uikit: "UINavigationController.pushViewController(_:animated:)",
                     swiftui: "appended to the path of the column's or tab's `NavigationStack(path:)`"),
        ],
        exactlyOneOf: ["showDetail", "showSupplementary", "push"])

    public static let item: ObjectShape = {
        var shape = ObjectShape(
            name: "item", noun: "an item", pluralNoun: "items",
            summary: "A row of a list.",
            keys: [
                KeyShape("id", .identifier, "Identifier, unique within the whole list (diffable data sources require it)", uikit: "the item identifier of NSDiffableDataSourceSnapshot",
                         swiftui: "a case of the list's item enum (`MailboxesItem`), the row's `.tag(_:)`", required: true),
                KeyShape("title", .string, "The row's text", uikit: "UIListContentConfiguration.text",
                         swiftui: "`Text(_:)` in the row's `Label`", default: "the item's `id`"),
                KeyShape("subtitle", .string, "Secondary text", uikit: "UIListContentConfiguration.secondaryText",
                         swiftui: "`Text(_:).font(.subheadline)` under the title"),
                KeyShape("image", .string, "An SF Symbol name", uikit: "UIListContentConfiguration.image = UIImage(systemName:)",
                         swiftui: "`Image(systemName:)` as the icon of the row's `Label`"),
                KeyShape("accessories", .list(enumeration(Accessory.self)), "Cell accessories", uikit: "UICollectionViewListCell.accessories",
                         swiftui: noSwiftUI("SwiftUI list rows have no cell accessories; outlines come from `DisclosureGroup`, reordering from `.onMove`"),
                         default: "`[]`"),
                KeyShape("children", .list(.object(ObjectShape(name: "item", noun: "an item", pluralNoun: "items", summary: "", keys: []))), "Child rows: makes the section an outline", uikit: "NSDiffableDataSourceSectionSnapshot.append(_:to:)",
                         swiftui: "a `DisclosureGroup` holding the child rows"),
                KeyShape("onSelect", .object(selection), "What selecting this row shows; overrides the list's", uikit: "the row's destination (MailboxesItem.destination), opened when the list's didSelect fires",
                         swiftui: "the row's `destination`, opened by the `List(selection:)` binding", default: "the list's `onSelect`"),
                KeyShape("action", .object(action), "Instead of `onSelect`: the row is a button that presents transient UI, runs an app action or opens a screen, and does not stay selected",
                         uikit: "the row's `action`, run by the layout from the list's didSelect; the highlight goes back to the navigation's row",
                         swiftui: "the row's `action`, run by `RootView` when the `List(selection:)` binding is set; the selection stays the navigation's"),
                KeyShape("selectedAtLaunch", .bool, "The row is picked when the app starts with no saved place, so the column it opens shows its screen instead of a blank detail (the Shortcuts sidebar's All Shortcuts); one row per list, on a list shown at launch, following the chain of rows picked at launch from the primary column. A saved place wins. In compact width the picked screens are the stack, on the tab that shows them",
                         uikit: "the navigation state the layout starts from (`NavigationMap.launch`): each row's screen in its column, the row highlighted; collapsed into the compact stack as any state is",
                         swiftui: "the same `NavigationState` the `Navigator` starts from, so the `List(selection:)` bindings and the stacks show it",
                         default: "`false`: no row is picked, the next column shows its first screen"),
            ])
        return shape
    }()
}

// MARK: - Decoding

extension SpecDecoder {
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
        if let accessories = sequence(f.value("accessories"), key: "accessories", expected: "a list of accessories", scalarEntries: true) {
            item.accessories = accessories.compactMapExact { enumValue($0, Accessory.self, key: "accessories", keyRange: nil) }
        }
        if let children = sequence(f.value("children"), key: "children", expected: "a list of items") {
            item.children = decodeItems(children, depth: depth + 1)
        }
        if let selectNode = f.value("onSelect") {
            item.onSelect = decodeSelection(selectNode, keyRange: f.keyRange("onSelect", in: tree)!)
        }
        item.selectedAtLaunch = bool(f.value("selectedAtLaunch"), key: "selectedAtLaunch", keyRange: f.keyRange("selectedAtLaunch", in: tree))
        if let actionNode = f.value("action") {
            item.action = decodeAction(actionNode, key: "action", keyRange: f.keyRange("action", in: tree)!)
            if item.onSelect != nil, let actionKey = f.keyRange("action", in: tree), let selectKey = f.keyRange("onSelect", in: tree) {
                report(InputRuleID.conflictingKeys, "`action` cannot be combined with `onSelect`: selecting the row either runs the action or opens the screen",
                       at: actionKey, related: [RelatedLocation(range: selectKey, label: "`onSelect` is set here")],
                       help: "keep one of them; `action: { showDetail: … }` opens a screen too")
            }
        }
        if item.isSelectedAtLaunch { launchRows.append(item) }
        return item
    }

    mutating func decodeSelection(_ node: NodeID, keyRange: SourceRange) -> SelectionAction? {
        guard let f = fields(node, Grammar.selection, key: "onSelect", keyRange: keyRange),
              let first = f.pairs.first(where: { SelectionKind(rawValue: $0.name) != nil }),
              let kind = SelectionKind(rawValue: first.name),
              let target = string(first.value, key: first.name, keyRange: tree.range(first.key)) else { return nil }
        return SelectionAction(kind: Located(kind, range: tree.range(first.key)), target: target, range: f.range)
    }
}

// MARK: - Model JSON

extension ModelJSONEncoder {
    func item(_ i: Item) -> JSON {
        object([
            ("id", str(i.id)),
            ("title", str(i.title)),
            ("subtitle", str(i.subtitle)),
            ("image", str(i.image)),
            ("accessories", .array(i.accessories.map { located($0) { .string($0.rawValue) } })),
            ("children", .array(i.children.map(item))),
            ("onSelect", i.onSelect.map(selection) ?? .null),
            ("action", action(i.action)),
            ("selectedAtLaunch", bool(i.selectedAtLaunch)),
        ], range: i.range)
    }

    func selection(_ s: SelectionAction) -> JSON {
        object([("kind", .string(s.kind.value.rawValue)), ("target", located(s.target, JSON.string))], range: s.range)
    }
}
