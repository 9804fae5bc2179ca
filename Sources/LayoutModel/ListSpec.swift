import SpecSource

/// A screen's list: a `UICollectionView` with a list layout.
public struct ListSpec: Sendable {
    public enum Content: Sendable {
        /// `items: dynamic`: rows come from data at run time.
        case dynamic(range: SourceRange)
        /// `items: [...]`: one unnamed section.
        case items([Item])
        case sections([ListSection])
        /// Neither key (a finding reports it).
        case none
    }

    public var appearance: Located<ListAppearance>?
    public var headerMode: SizeClassValue<HeaderMode>?
    public var content: Content
    /// The `items` or `sections` key.
    public var contentKeyRange: SourceRange?
    public var itemType: Located<String>?
    public var reorderable: Located<Bool>?
    public var swipeActions: SwipeActions
    public var onSelect: SelectionAction?
    /// The `list` key.
    public var keyRange: SourceRange
    public var range: SourceRange

    public var isDynamic: Bool {
        if case .dynamic = content { return true }
        return false
    }

    /// The sections, with a plain `items:` list seen as one untitled section.
    public var sections: [ListSection] {
        switch content {
        case .sections(let sections): sections
        case .items(let items):
            [ListSection(id: nil, title: nil, outline: nil, items: items, itemsKeyRange: contentKeyRange, range: range)]
        case .dynamic, .none: []
        }
    }

    /// Every item, outline children included, depth first in source order. A lazy sequence:
    /// a list of a million rows is walked, never copied.
    public var allItems: AllItems { AllItems(sections: sections) }

    /// The items of a list, depth first.
    public struct AllItems: Sequence, Sendable {
        let sections: [ListSection]

        public func makeIterator() -> Iterator { Iterator(sections: sections) }

        public struct Iterator: IteratorProtocol {
            let sections: [ListSection]
            var nextSection = 0
            /// The arrays being walked, innermost last, each with the index of its next item.
            var arrays: [[Item]] = []
            var positions: [Int] = []

            init(sections: [ListSection]) {
                self.sections = sections
            }

            public mutating func next() -> Item? {
                while true {
                    guard let depth = arrays.indices.last else {
                        guard nextSection < sections.count else { return nil }
                        arrays.append(sections[nextSection].items)
                        positions.append(0)
                        nextSection += 1
                        continue
                    }
                    let position = positions[depth]
                    guard position < arrays[depth].count else {
                        arrays.removeLast()
                        positions.removeLast()
                        continue
                    }
                    let item = arrays[depth][position]
                    positions[depth] = position + 1
                    if !item.children.isEmpty {
                        arrays.append(item.children)
                        positions.append(0)
                    }
                    return item
                }
            }
        }
    }

    /// The header mode in a size class, with the language's default.
    public func headerMode(in sizeClass: SizeClass) -> HeaderMode {
        if let mode = headerMode?.value(in: sizeClass) { return mode }
        return sections.contains { $0.title != nil } ? .supplementary : .none
    }
}

/// A value written once, or as `{ regular: A, compact: B }`.
public struct SizeClassValue<Value: Sendable>: Sendable {
    public var regular: Located<Value>?
    public var compact: Located<Value>?
    /// True when written as a `{ regular:, compact: }` mapping.
    public var variesBySizeClass: Bool
    public var keyRange: SourceRange
    public var range: SourceRange

    public func value(in sizeClass: SizeClass) -> Value? {
        switch sizeClass {
        case .regular: regular?.value
        case .compact: compact?.value
        }
    }
}

/// A section of a list.
public struct ListSection: Sendable {
    public var id: Located<String>?
    public var title: Located<String>?
    public var outline: Located<Bool>?
    public var items: [Item]
    public var itemsKeyRange: SourceRange?
    public var range: SourceRange

    public var isOutline: Bool { outline?.value ?? false }
}

/// A row.
public struct Item: Sendable {
    public var id: Located<String>?
    public var title: Located<String>?
    public var subtitle: Located<String>?
    public var image: Located<String>?
    public var accessories: [Located<Accessory>]
    public var children: [Item]
    public var childrenKeyRange: SourceRange?
    public var onSelect: SelectionAction?
    public var range: SourceRange
}

/// `onSelect:` — what selecting a row shows.
public struct SelectionAction: Sendable {
    /// The kind, located at its key (`showDetail`).
    public var kind: Located<SelectionKind>
    /// The target screen's name.
    public var target: Located<String>
    public var range: SourceRange
}

/// `swipeActions:`.
public struct SwipeActions: Sendable {
    public var leading: [SwipeAction]
    public var trailing: [SwipeAction]
    public var keyRange: SourceRange?

    public init(leading: [SwipeAction] = [], trailing: [SwipeAction] = [], keyRange: SourceRange? = nil) {
        self.leading = leading
        self.trailing = trailing
        self.keyRange = keyRange
    }

    public var isEmpty: Bool { leading.isEmpty && trailing.isEmpty }
}

/// One swipe action (`UIContextualAction`).
public struct SwipeAction: Sendable {
    public var title: Located<String>?
    public var style: Located<SwipeActionStyle>?
    public var image: Located<String>?
    public var range: SourceRange

    public var isDestructive: Bool { style?.value == .destructive }
}
