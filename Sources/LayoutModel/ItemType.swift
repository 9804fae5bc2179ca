import Diagnostics
import JSONValue
import SpecSource

/// `itemTypes:` — what the spec says about a type of rows that come from data, beyond its name:
/// whether a row can hold rows of its own type (a folder of feeds, a collection of
/// collections), which makes every list showing it an outline built from data.
public struct ItemTypeSpec: Sendable {
    /// The type's name, as lists name it in `itemType`.
    public var name: Located<String>
    /// `children: true` — a row can hold rows of the same type, which expand under it.
    public var children: Located<Bool>?
    /// `badge: true` — a row carries a count (a feed's unread articles), shown at its trailing edge.
    public var badge: Located<Bool>? = nil
    public var range: SourceRange

    public var hasChildren: Bool { children?.value ?? false }
    public var hasBadge: Bool { badge?.value ?? false }
}

extension LayoutSpec {
    /// The declaration of an item type, if the spec declares it under `itemTypes:`.
    public func itemTypeSpec(named name: String) -> ItemTypeSpec? {
        itemTypes.first { $0.name.value == name }
    }

    /// The row types whose rows carry a count (`badge: true`).
    public var rowTypesWithBadges: Set<String> {
        Set(itemTypes.filter(\.hasBadge).map(\.name.value))
    }

    /// Whether rows of this type can hold rows of their own (`children: true`).
    public func itemTypeHasChildren(_ name: String) -> Bool {
        itemTypeSpec(named: name)?.hasChildren ?? false
    }

    /// The row types whose rows hold rows: declared with `children: true`, or the type of a list
    /// whose own rows beside its rows from data have `children` (the generated type needs the
    /// field for them). Every list of such a type is an outline.
    /// Walks the screens, not `lists`: a copy of every screen with its list would be the peak of a
    /// large spec's memory, since decoding asks while the YAML tree is still alive.
    public var rowTypesHoldingRows: Set<String> {
        var result = Set(itemTypes.filter(\.hasChildren).map(\.name.value))
        for screen in screens {
            guard let list = screen.list, list.hasDynamicSections, let type = list.itemType?.value else { continue }
            if list.sections.contains(where: { $0.items.contains { !$0.children.isEmpty } }) { result.insert(type) }
        }
        return result
    }
}

// MARK: - Grammar

extension Grammar {
    public static let itemTypeShape = ObjectShape(
        name: "itemTypeDeclaration", noun: "an item type", pluralNoun: "item types",
        summary: "A type of rows from data, named by lists' `itemType`.",
        keys: [
            KeyShape("children", .bool, "A row can hold rows of the same type (a folder of feeds), so lists of it are outlines built from data: a row with children expands, and the app can load a level when its parent first expands",
                     uikit: "`children: [Feed]?` on the generated struct, appended under the row with NSDiffableDataSourceSectionSnapshot.append(_:to:); `nil` is a row that cannot expand",
                     swiftui: "`children: [Feed]?` on the generated struct, shown under a `DisclosureGroup`",
                     default: "`false`"),
            KeyShape("badge", .bool, "A row carries a count, shown at its trailing edge (a feed's unread articles, a mailbox's unread mail); the app sets it on each row it applies, and `nil` or 0 shows none",
                     uikit: "`badge: Int?` on the generated struct, shown as a UICellAccessory.label(text:) after the row's other accessories",
                     swiftui: "`badge: Int?` on the generated struct, shown with `.badge(_:)` on the row (iOS 15; nothing before)",
                     default: "`false`"),
        ])
}

// MARK: - Decoding

extension SpecDecoder {
    mutating func decodeItemTypes(_ node: NodeID) -> [ItemTypeSpec] {
        guard tree.kind(node) == .mapping else {
            if !(tree.kind(node) == .scalar && tree.resolve(node) == .null) {
                wrongType(node, expected: "a mapping of item type names to item types", key: "itemTypes",
                          help: "name each type as a key: `itemTypes: { Feed: { children: true } }`")
            }
            return []
        }
        var result: [ItemTypeSpec] = []
        for (k, v) in tree.pairs(node) {
            guard tree.kind(k) == .scalar else {
                report(InputRuleID.wrongType, "an item type's name is a string; this key is \(describe(k))", at: tree.range(k))
                continue
            }
            let name = Located(tree.string(k), range: tree.range(k), keyRange: tree.range(k))
            var type = ItemTypeSpec(name: name, range: tree.range(v))
            if tree.kind(v) == .scalar, tree.resolve(v) == .null {
                result.append(type)
                continue
            }
            if let f = fields(v, Grammar.itemTypeShape, key: name.value, keyRange: name.range) {
                type.children = bool(f.value("children"), key: "children", keyRange: f.keyRange("children", in: tree))
                type.badge = bool(f.value("badge"), key: "badge", keyRange: f.keyRange("badge", in: tree))
            }
            result.append(type)
        }
        return result
    }
}

extension SpecDecoder {
    /// `reorderable` on a list whose rows from data hold rows: moving a row of an outline from
    /// data is not generated. Known only once `itemTypes` is read, after the screens.
    mutating func reportReorderingOutlinesFromData(in spec: LayoutSpec) {
        let holding = spec.rowTypesHoldingRows
        guard !holding.isEmpty else { return }
        for screen in spec.screens {
            guard let list = screen.list, list.isDynamic else { continue }
            guard let reorderable = list.reorderable, reorderable.value, let type = list.itemType, holding.contains(type.value) else { continue }
            report(InputRuleID.conflictingKeys, "`reorderable` is not generated yet for an outline from data: `\(type.value)` rows hold rows (`children: true`)",
                   at: reorderable.range, related: [RelatedLocation(range: type.range, label: "rows of a type that holds rows")],
                   help: "remove `reorderable`, and let the app order the rows it applies")
        }
    }
}

// MARK: - Model JSON

extension ModelJSONEncoder {
    func itemType(_ t: ItemTypeSpec) -> JSON {
        object([("name", located(t.name, JSON.string)), ("children", bool(t.children)), ("badge", bool(t.badge))], range: t.range)
    }
}
