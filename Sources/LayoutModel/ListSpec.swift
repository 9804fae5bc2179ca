import Diagnostics
import JSONValue
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

    /// The list's look in regular width, and in compact width unless `compactAppearance` says
    /// otherwise (`appearance: { regular: sidebar, compact: insetGrouped }`).
    public var appearance: Located<ListAppearance>?
    public var content: Content
    /// The `items` or `sections` key.
    public var contentKeyRange: SourceRange?
    public var itemType: Located<String>?
    public var swipeActions: SwipeActions
    /// `contextMenu:` — what a long press on a row offers: each item's own action, or the app
    /// performs it on that row.
    public var contextMenu: [MenuItem] = []
    public var onSelect: SelectionAction?
    /// `dragTo:` — the screens whose lists take this list's rows when people drag them there
    /// (feeds dragged onto a folder); out of the app a row travels as its title.
    public var dragTo: [Located<String>] = []
    /// The `list` key.
    public var keyRange: SourceRange
    public var range: SourceRange
    /// Out of line, in one box: most lists set none of these, and inline they were a third of
    /// every list (a large spec has thousands of lists, alive through the rules).
    private var rare: OutOfLine<RareParts>

    struct RareParts: OutOfLineParts {
        var compactAppearance: Located<ListAppearance>?
        var headerMode: SizeClassValue<HeaderMode>?
        var reorderable: Located<Bool>?
        var action: Action?
        var acceptsDrops: Located<Bool>?
        var refreshable: Located<Bool>?
        var emptyState: EmptyState?
        var launchRow: Item?

        var isEmpty: Bool {
            compactAppearance == nil && headerMode == nil && reorderable == nil && action == nil && acceptsDrops == nil
                && refreshable == nil && emptyState == nil && launchRow == nil
        }
    }

    /// The row picked at launch (`selectedAtLaunch: true`; the first, where a second is an error),
    /// kept when the list decodes, so the planner and the rules need not walk every row for it.
    public var launchRow: Item? {
        get { rare.present?.launchRow }
        set { rare.parts.launchRow = newValue }
    }

    /// The look in compact width, when `appearance` is written per size class.
    public var compactAppearance: Located<ListAppearance>? {
        get { rare.present?.compactAppearance }
        set { rare.parts.compactAppearance = newValue }
    }

    public var headerMode: SizeClassValue<HeaderMode>? {
        get { rare.present?.headerMode }
        set { rare.parts.headerMode = newValue }
    }

    public var reorderable: Located<Bool>? {
        get { rare.present?.reorderable }
        set { rare.parts.reorderable = newValue }
    }

    /// `action:` — instead of `onSelect`, every row is a button that runs this action for itself
    /// (a dynamic list of accounts that presents a sheet for the tapped one); a static row's own
    /// `onSelect` or `action` overrides it.
    public var action: Action? {
        get { rare.present?.action }
        set { rare.parts.action = newValue }
    }

    /// `acceptsDrops: true` — the rows take rows dragged from the lists whose `dragTo` names this
    /// screen, and the app hears what was dropped onto which row.
    public var acceptsDrops: Located<Bool>? {
        get { rare.present?.acceptsDrops }
        set { rare.parts.acceptsDrops = newValue }
    }

    init(appearance: Located<ListAppearance>?, headerMode: SizeClassValue<HeaderMode>?, content: Content,
         contentKeyRange: SourceRange?, itemType: Located<String>?, reorderable: Located<Bool>?,
         swipeActions: SwipeActions, onSelect: SelectionAction?, keyRange: SourceRange, range: SourceRange) {
        self.appearance = appearance
        self.content = content
        self.contentKeyRange = contentKeyRange
        self.itemType = itemType
        self.swipeActions = swipeActions
        self.onSelect = onSelect
        self.keyRange = keyRange
        self.range = range
        self.rare = OutOfLine(RareParts(headerMode: headerMode, reorderable: reorderable))
    }

    /// `refreshable: true` — people pull the list down to ask the app for new rows (Mail's inbox,
    /// a feed reader's timeline); the list shows it is refreshing until the app says it is done.
    public var refreshable: Located<Bool>? {
        get { rare.present?.refreshable }
        set { rare.parts.refreshable = newValue }
    }

    /// `emptyState:` — what the list shows while it has no rows (Mail's "No Mail"), instead of a
    /// blank screen; while people search, the system's "No Results" instead.
    public var emptyState: EmptyState? {
        get { rare.present?.emptyState }
        set { rare.parts.emptyState = newValue }
    }

    /// Every row comes from data: the list can be empty. A list with a row the spec writes out never is.
    public var allRowsFromData: Bool {
        if case .sections(let sections) = content { return !sections.isEmpty && sections.allSatisfy(\.isDynamic) }
        return isDynamic
    }

    public var takesDrops: Bool { acceptsDrops?.value ?? false }
    public var refreshes: Bool { refreshable?.value ?? false }

    /// `items: dynamic` on the list itself: every row comes from data, in one unnamed section.
    public var isDynamic: Bool {
        if case .dynamic = content { return true }
        return false
    }

    /// Some rows come from data: the whole list (`items: dynamic`), or a section of it.
    public var hasRowsFromData: Bool { isDynamic || hasDynamicSections }

    /// Some section's rows come from data (`items: dynamic` in a section), beside sections the
    /// spec lists.
    public var hasDynamicSections: Bool {
        if case .sections(let sections) = content { return sections.contains(where: \.isDynamic) }
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

    /// The appearance in a size class, with the language's default (`plain`).
    public func appearance(in sizeClass: SizeClass) -> ListAppearance {
        (sizeClass == .compact ? compactAppearance ?? appearance : appearance)?.value ?? .plain
    }

    /// The look changes with the size class.
    public var appearanceVaries: Bool { compactAppearance != nil && compactAppearance?.value != appearance?.value }

    /// The header mode in a size class, with the language's default.
    public func headerMode(in sizeClass: SizeClass) -> HeaderMode {
        if let mode = headerMode?.value(in: sizeClass) { return mode }
        return sections.contains(where: \.hasTitle) ? .supplementary : .none
    }

    /// The list's `action:`, then the `action:` of every row that is a button, depth first. Rules ask for it on every list,
    /// and lists can hold a million rows: one walk, no array per row.
    public var rowActions: [Action] {
        var result: [Action] = []
        forEachRowAction { result.append($0) }
        return result
    }

    /// `rowActions` one by one, without collecting them.
    public func forEachRowAction(_ body: (Action) -> Void) {
        func visit(_ items: [Item]) {
            // By index: `for item in items` copies every row.
            for index in items.indices {
                if let action = items[index].action { body(action) }
                if !items[index].children.isEmpty { visit(items[index].children) }
            }
        }
        if let action { body(action) }
        for section in sections { visit(section.items) }
    }

    /// The swipe actions' own `action:`s, leading then trailing.
    public var swipeActionActions: [Action] {
        (swipeActions.leading + swipeActions.trailing).compactMap(\.action)
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
    /// `items: dynamic` — the section's rows come from data at run time, values of the list's
    /// `itemType` (a reader's feeds under its smart feeds). The `dynamic` value.
    public var dynamic: SourceRange? = nil
    /// `sectionType:` — with `items: dynamic`, the entry stands for one section per value the
    /// app supplies (an account, a collection), each titled by its value.
    public var sectionType: Located<String>? = nil

    public var isOutline: Bool { outline?.value ?? false }
    public var isDynamic: Bool { dynamic != nil }
    /// The section shows a title: its own, or its value's when it repeats per value from data.
    public var hasTitle: Bool { title != nil || (isDynamic && sectionType != nil) }
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
    /// `confirm:` — the question asked before the action runs (an action sheet at the row).
    public var confirm: Located<String>? = nil
    /// `undoable: true` — the app can take the action back (Undo), so it needs no confirmation.
    public var undoable: Located<Bool>? = nil
    /// `action:` — what the swipe does by itself, for the swiped row (open a screen for it,
    /// present transient UI at it, run an app action); without one the app performs it on the row.
    public var action: Action? = nil

    public var isDestructive: Bool { style?.value == .destructive }
}

/// `emptyState:` — what a list of rows from data shows while it has none: a title, a symbol and a
/// line that says what will appear there (`UIContentUnavailableConfiguration` / `ContentUnavailableView`).
public struct EmptyState: Sendable {
    public var title: Located<String>?
    public var systemImage: Located<String>?
    public var message: Located<String>?
    /// The `emptyState` key.
    public var keyRange: SourceRange
    public var range: SourceRange
}

// MARK: - Grammar

extension Grammar {
    public static let section = ObjectShape(
        name: "section", noun: "a section", pluralNoun: "sections",
        summary: "A section of a list.",
        keys: [
            KeyShape("id", .identifier, "Identifier, unique within the list", uikit: "the section identifier of NSDiffableDataSourceSnapshot",
                     swiftui: "a case of the list's section enum (`MailboxesSection`), which `ForEach` walks", required: true),
            KeyShape("title", .string, "The section's header text", uikit: "a section header (UICollectionView.elementKindSectionHeader) or a title row, as headerMode says",
                     swiftui: "`Text(_:)` in the `Section`'s `header:`"),
            KeyShape("outline", .bool, "Rows with children expand and collapse; expanded at first, then as the user left them, also across size-class changes", uikit: "NSDiffableDataSourceSectionSnapshot",
                     swiftui: "the section enum's `isOutline`; rows with `children` are a `DisclosureGroup`", default: "`false`"),
            KeyShape("items", .oneOf([.list(.object(item)), .constant("dynamic")]), "The section's rows, or `dynamic` for rows that come from data at run time: values of the list's `itemType` (an account's feeds under the spec's smart feeds)",
                     uikit: "the rows of the section's NSDiffableDataSourceSectionSnapshot; for `dynamic`, the rows the app passes to the list's `apply(<section>:)`",
                     swiftui: "the rows of the `Section`, a `ForEach` over the section's `items`; for `dynamic`, over the rows `ScreenViews.…Sections(for:)` returns"),
            KeyShape("sectionType", .identifier, "With `items: dynamic`: the entry stands for one section per value the app supplies (an account, a collection), in the app's order, each titled by its value. Names the generated Hashable & Sendable section type",
                     uikit: "a generated Identifiable struct (Reader.Account) whose id identifies the section in the diffable data source: `apply(<section>: [(Account, [Feed])])`",
                     swiftui: "the same struct: a `Section` per value, titled by it",
                     default: "one section"),
        ])

    public static let swipeAction = ObjectShape(
        name: "swipeAction", noun: "a swipe action", pluralNoun: "swipe actions",
        summary: "A swipe action on a row.",
        keys: [
            KeyShape("title", .string, "The action's title", uikit: "UIContextualAction(style:title:handler:)",
                     swiftui: "`Text(_:)` in the action `Button`'s label"),
            KeyShape("style", enumeration(SwipeActionStyle.self), "normal or destructive", uikit: "UIContextualAction.Style",
                     swiftui: "`Button(role: .destructive)` for `destructive`, a `Button` with no role for `normal`", default: "`normal`"),
            KeyShape("image", .string, "An SF Symbol name", uikit: "UIContextualAction.image",
                     swiftui: "`Image(systemName:)` as the icon of the action `Button`'s label"),
            KeyShape("confirm", .string, "A question asked before the action runs (\"Delete this shortcut?\"): an action sheet at the row, with the action and Cancel",
                     uikit: "UIAlertController(preferredStyle: .actionSheet) presented from the list, its popover at the swiped action's view",
                     swiftui: "`.confirmationDialog(_:isPresented:titleVisibility:actions:message:)` on the list",
                     default: "the action runs at once"),
            KeyShape("action", .object(action), "What the swipe does by itself, for the swiped row: open a screen for it, present transient UI pointing at it (an alert that asks first), or run an app action",
                     uikit: "the UIContextualAction's handler: the layout runs the action with the row as the selection, then calls the completion",
                     swiftui: "the action `Button`'s action: `RootView` runs the action for the row",
                     default: "the app performs the swipe on the row, and answers through a completion"),
            KeyShape("undoable", .bool, "The app can take the action back (Undo, a Recently Deleted folder), so it runs without asking",
                     uikit: "nothing generated: the app's own undo (UndoManager); the rules read it",
                     swiftui: noSwiftUI("the app's own undo (UndoManager); the rules read it"),
                     default: "`false`"),
        ])

    public static let swipeActions = ObjectShape(
        name: "swipeActions", noun: "swipe actions", pluralNoun: "swipe actions",
        summary: "Swipe actions on each row.",
        keys: [
            KeyShape("leading", .list(.object(swipeAction)), "Actions revealed by swiping from the leading edge (right, in left-to-right languages), in UIKit's order: the first sits at the edge and is the one a full swipe performs", uikit: "UICollectionLayoutListConfiguration.leadingSwipeActionsConfigurationProvider",
                     swiftui: "`.swipeActions(edge: .leading)` on each row, a `Button` per action"),
            KeyShape("trailing", .list(.object(swipeAction)), "Actions revealed by swiping from the trailing edge (left, in left-to-right languages), in UIKit's order: the first sits at the edge and is the one a full swipe performs, so a destructive action goes first", uikit: "UICollectionLayoutListConfiguration.trailingSwipeActionsConfigurationProvider",
                     swiftui: "`.swipeActions(edge: .trailing)` on each row, a `Button` per action"),
        ])

    public static let appearanceBySizeClass = ObjectShape(
        name: "appearanceBySizeClass", noun: "an appearance per size class", pluralNoun: "appearances",
        summary: "A list appearance per horizontal size class.",
        keys: [
            KeyShape("regular", enumeration(ListAppearance.self), "In regular width", uikit: "UITraitCollection.horizontalSizeClass == .regular",
                     swiftui: "the `List`'s style", required: true),
            KeyShape("compact", enumeration(ListAppearance.self), "In compact width (iPhone, Slide Over, narrow Split View)", uikit: "UITraitCollection.horizontalSizeClass == .compact",
                     swiftui: noSwiftUI("the generated `List` keeps the regular style"), required: true),
        ])

    public static let headerModeBySizeClass = ObjectShape(
        name: "headerModeBySizeClass", noun: "a header mode per size class", pluralNoun: "header modes",
        summary: "A header mode per horizontal size class.",
        keys: [
            KeyShape("regular", enumeration(HeaderMode.self), "In regular width", uikit: "UITraitCollection.horizontalSizeClass == .regular",
                     swiftui: noSwiftUI("the generated `List` does not switch by size class: its sections have a `header:` when either size class shows headers"),
                     default: "the list's default: `supplementary` when a section has a `title`, else `none`"),
            KeyShape("compact", enumeration(HeaderMode.self), "In compact width", uikit: "UITraitCollection.horizontalSizeClass == .compact",
                     swiftui: noSwiftUI("the generated `List` does not switch by size class: its sections have a `header:` when either size class shows headers"),
                     default: "the list's default: `supplementary` when a section has a `title`, else `none`"),
        ])

    public static let emptyState = ObjectShape(
        name: "emptyState", noun: "an empty state", pluralNoun: "empty states",
        summary: "What a list of rows from data shows while it has no rows: a title, an SF Symbol and a message, centred where the rows would be.",
        keys: [
            KeyShape("title", .string, "What is missing, in a few words (\"No Mail\")",
                     uikit: "UIContentUnavailableConfiguration.empty()'s text (iOS 17); before iOS 17, the first line of a label behind the rows",
                     swiftui: "`ContentUnavailableView`'s title (iOS 17); before iOS 17, a `Text` over the list", required: true),
            KeyShape("systemImage", .string, "An SF Symbol over the title",
                     uikit: "the configuration's image, UIImage(systemName:)", swiftui: "`ContentUnavailableView(_:systemImage:description:)`; before iOS 17, an `Image(systemName:)`",
                     default: "no image"),
            KeyShape("message", .string, "A sentence under the title: what will appear here, or what to do",
                     uikit: "the configuration's secondaryText", swiftui: "the `description:` `Text`", default: "no message"),
        ])

    public static let list = ObjectShape(
        name: "list", noun: "a list", pluralNoun: "lists",
        summary: "A collection view with a list layout.",
        keys: [
            KeyShape("appearance", .oneOf([enumeration(ListAppearance.self), .object(appearanceBySizeClass)]), "The list's look: sidebar for the primary column, sidebarPlain for the supplementary column; or one per size class (`{ regular: sidebar, compact: insetGrouped }`, as NetNewsWire's feeds)", uikit: "UICollectionLayoutListConfiguration(appearance:); per size class, chosen from the layout environment's horizontalSizeClass",
                     swiftui: "`.listStyle(_:)`: `.sidebar` for `sidebar`, `.plain` for `plain` and `sidebarPlain`, `.grouped` for `grouped`, `.insetGrouped` for `insetGrouped`; per size class, the regular one (SwiftUI lists do not switch style by size class)",
                     default: "`plain`"),
            KeyShape("headerMode", .oneOf([enumeration(HeaderMode.self), .object(headerModeBySizeClass)]), "How section titles show; default supplementary when any section has a title, else none", uikit: "UICollectionLayoutListConfiguration.headerMode",
                     swiftui: "a `Section` `header:` with the section's title when a size class shows headers (SwiftUI has no title rows: `firstItemInSection` is a header there too)",
                     default: "`supplementary` when a section has a `title`, else `none`"),
            KeyShape("sections", .list(.object(section)), "The list's sections", uikit: "the sections of NSDiffableDataSourceSnapshot, a generated enum (MailboxesSection)",
                     swiftui: "a `Section` per case of the generated section enum (`MailboxesSection`)"),
            KeyShape("items", .oneOf([.list(.object(item)), .constant("dynamic")]), "Rows in one unnamed section, or `dynamic` for rows that come from data at run time",
                     uikit: "a generated item enum (MailboxesItem) in the diffable data source; for dynamic, the rows the app passes to apply(_:)",
                     swiftui: "the `List`'s rows: a `ForEach` over the generated item enum, or for `dynamic` over `ScreenViews.…Rows(for:)`"),
            KeyShape("itemType", .identifier, "With `items: dynamic` (on the list or a section): the name of the generated Hashable & Sendable item type. The list identifies its rows by their `id`: a row whose other fields change is the same row, updated in place. Where sections from data sit beside listed ones, the listed rows are values of this type too, with their ids",
                     uikit: "a generated Hashable, Sendable, Identifiable struct (Mail.Message); UICollectionViewDiffableDataSource identifies rows by its id",
                     swiftui: "the same struct: the `List`'s rows, selected by `.tag(_:)`"),
            KeyShape("reorderable", .bool, "Rows can be reordered in edit mode, each among its siblings (same section, same outline parent); the app hears each section's new order and can restore a saved one", uikit: "UICollectionViewDiffableDataSource.reorderingHandlers",
                     swiftui: "`.onMove` on the rows, with an `EditButton` in the toolbar", default: "`false`"),
            KeyShape("swipeActions", .object(swipeActions), "Swipe actions on each row; in UIKit the app answers each one through a completion, so it can ask before it deletes", uikit: "UIContextualAction",
                     swiftui: "`.swipeActions(edge:)` on each row, a `Button` per action"),
            KeyShape("contextMenu", .list(.object(contextMenuItem)), "What a long press on a row offers; the app performs the item on that row",
                     uikit: "UIContextMenuConfiguration from collectionView(_:contextMenuConfigurationForItemsAt:point:), a UIAction per item",
                     swiftui: "`.contextMenu { }` on each row, a `Button` per item"),
            KeyShape("dragTo", .list(.screenReference), "Screens whose lists take this list's rows when people drag them there (a long press, then move): an article dropped on a feed, a feed on a folder. Each target list says `acceptsDrops: true`. Out of the app a row travels as its title, as text",
                     uikit: "UICollectionViewDragDelegate's collectionView(_:itemsForBeginning:at:): a UIDragItem whose localObject is the row's `Selection`, with an NSItemProvider of its title",
                     swiftui: "`.draggable(_:)` on each row, the row's `Selection` as JSON text"),
            KeyShape("acceptsDrops", .bool, "Rows take rows dragged from the lists whose `dragTo` names this screen (a feed dropped into a folder); the app hears what was dropped onto which row and moves it in its data",
                     uikit: "UICollectionViewDropDelegate: dropSessionDidUpdate proposes .move into the row under the finger (.insertIntoDestinationIndexPath) for rows of this app, .forbidden for anything else; performDropWith hands the rows to the app",
                     swiftui: "`.dropDestination(for: String.self)` on each row, which reads the rows of this app back and hands them to the app",
                     default: "`false`"),
            KeyShape("refreshable", .bool, "People pull the list down to ask the app for new rows (an inbox, a timeline); it shows that it is refreshing until the app says it is done. For lists with rows from data",
                     uikit: "a UIRefreshControl on the collection view; its .valueChanged action calls the app, whose completion ends refreshing",
                     swiftui: "`.refreshable { await … }` on the `List`, which shows the indicator until the app's async function returns",
                     default: "`false`"),
            KeyShape("emptyState", .object(emptyState), "What the list shows while it has no rows, instead of a blank screen (\"No Mail\"); while people search it, the system's \"No Results\". For lists whose rows all come from data",
                     uikit: "UIViewController.contentUnavailableConfiguration, set in updateContentUnavailableConfiguration(using:) whenever the rows or the search text change (iOS 17; `.search()` while searching); before iOS 17, a label as the collection view's backgroundView",
                     swiftui: "a `ContentUnavailableView` over the `List` while it has no rows (`.search(text:)` while searching; iOS 17), a `VStack` of `Image` and `Text` before",
                     default: "nothing: an empty list is blank"),
            KeyShape("onSelect", .object(selection), "Default selection action for every row", uikit: "the list's didSelect, which opens the destination through SplitNavigator",
                     swiftui: "the `List(selection:)` binding, which opens the destination in the navigation state"),
            KeyShape("action", .object(action), "Instead of `onSelect`: every row is a button that runs this action for itself (transient UI presented for the row and pointing at it, an app action, a screen opened for the row), and does not stay selected; a row's own `onSelect` or `action` overrides it",
                     uikit: "the list's didSelect tells the app which row (`didSelect`), then the layout runs the action for it, anchored at the row's cell",
                     swiftui: "the `List(selection:)` binding tells the app which row, then `RootView` runs the action for it; the selection stays the navigation's"),
        ])
}

// MARK: - Decoding

extension SpecDecoder {
    mutating func decodeList(_ node: NodeID, keyRange: SourceRange) -> ListSpec? {
        guard let f = fields(node, Grammar.list, key: "list", keyRange: keyRange) else { return nil }
        launchRows = []
        var list = ListSpec(
            appearance: nil,
            headerMode: nil, content: .none, contentKeyRange: nil,
            itemType: string(f.value("itemType"), key: "itemType", keyRange: f.keyRange("itemType", in: tree)),
            reorderable: bool(f.value("reorderable"), key: "reorderable", keyRange: f.keyRange("reorderable", in: tree)),
            swipeActions: SwipeActions(), onSelect: nil, keyRange: keyRange, range: f.range)
        if let appearanceNode = f.value("appearance"), let appearanceKey = f.keyRange("appearance", in: tree) {
            if tree.kind(appearanceNode) == .mapping {
                if let g = fields(appearanceNode, Grammar.appearanceBySizeClass, key: "appearance", keyRange: appearanceKey) {
                    list.appearance = enumValue(g.value("regular"), ListAppearance.self, key: "appearance", keyRange: g.keyRange("regular", in: tree))
                    list.compactAppearance = enumValue(g.value("compact"), ListAppearance.self, key: "appearance", keyRange: g.keyRange("compact", in: tree))
                }
            } else {
                list.appearance = enumValue(appearanceNode, ListAppearance.self, key: "appearance", keyRange: appearanceKey)
            }
        }
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
                    reportNotDynamic(text, at: tree.range(itemsNode))
                }
            } else if let nodes = sequence(itemsNode, key: "items", expected: "a list of items or `dynamic`") {
                list.content = .items(decodeItems(nodes))
            }
        } else if let sectionsNode {
            list.contentKeyRange = f.keyRange("sections", in: tree)
            list.content = .sections(decodeSections(sectionsNode))
        }
        // A list with no row at all, from the spec or from data, is not generated yet: its row and
        // section types would be enums without cases (`empty-list` says why such a list is
        // unfinished; this says it cannot be built, whatever that rule's configured severity).
        let noRows: Bool
        switch list.content {
        case .none: noRows = itemsNode == nil && sectionsNode == nil
        case .items(let items): noRows = items.isEmpty
        case .sections(let sections): noRows = sections.allSatisfy { $0.items.isEmpty && !$0.isDynamic }
        case .dynamic: noRows = false
        }
        // In a text cut short by a syntax error, the rows may be what was cut off.
        if noRows, reportsMissing {
            reportMissing(InputRuleID.missingKey, "a list without rows is not generated: write its `items` or `sections`, or `items: dynamic` for rows from data",
                   at: list.contentKeyRange ?? keyRange,
                   help: "add at least one row, or write `items: dynamic` with an `itemType` if the rows come from data")
        }
        if list.hasDynamicSections, let reorderable = list.reorderable, reorderable.value, let dynamic = list.sections.first(where: \.isDynamic)?.dynamic {
            report(InputRuleID.conflictingKeys, "`reorderable` is not generated yet for a list with sections from data: only lists whose rows the spec lists, or whose rows all come from data, can be reordered",
                   at: reorderable.range, related: [RelatedLocation(range: dynamic, label: "a section from data")],
                   help: "remove `reorderable`, and let the app order the rows it applies")
        }
        if let swipeNode = f.value("swipeActions"),
           let g = fields(swipeNode, Grammar.swipeActions, key: "swipeActions", keyRange: f.keyRange("swipeActions", in: tree)) {
            list.swipeActions.keyRange = f.keyRange("swipeActions", in: tree)
            // Lists commonly share one `&swipes` mapping.
            (list.swipeActions.leading, list.swipeActions.trailing) = decodedOnce(swipeNode, as: "swipeActions") {
                ($0.decodeSwipeActions(g.value("leading"), key: "leading"), $0.decodeSwipeActions(g.value("trailing"), key: "trailing"))
            }
        }
        if let items = sequence(f.value("contextMenu"), key: "contextMenu", expected: "a list of context menu items") {
            list.contextMenu = items.compactMapExact { itemNode in
                guard let g = fields(itemNode, Grammar.contextMenuItem, key: "contextMenu", keyRange: nil) else { return nil }
                var item = MenuItem(title: string(g.value("title"), key: "title", keyRange: g.keyRange("title", in: tree)),
                                    image: string(g.value("image"), key: "image", keyRange: g.keyRange("image", in: tree)),
                                    destructive: bool(g.value("destructive"), key: "destructive", keyRange: g.keyRange("destructive", in: tree)),
                                    action: nil, range: g.range)
                if let actionNode = g.value("action") {
                    item.action = decodeAction(actionNode, key: "action", keyRange: g.keyRange("action", in: tree)!)
                }
                return item
            }
        }
        if let selectNode = f.value("onSelect") {
            list.onSelect = decodeSelection(selectNode, keyRange: f.keyRange("onSelect", in: tree)!)
        }
        if let targets = sequence(f.value("dragTo"), key: "dragTo", expected: "a list of screen names", scalarEntries: true) {
            list.dragTo = targets.compactMapExact { string($0, key: "dragTo", keyRange: f.keyRange("dragTo", in: tree)) }
        }
        list.acceptsDrops = bool(f.value("acceptsDrops"), key: "acceptsDrops", keyRange: f.keyRange("acceptsDrops", in: tree))
        list.refreshable = bool(f.value("refreshable"), key: "refreshable", keyRange: f.keyRange("refreshable", in: tree))
        if let refreshable = list.refreshable, refreshable.value, !list.hasRowsFromData, list.contentKeyRange != nil {
            report(InputRuleID.conflictingKeys, "`refreshable` needs rows from data: the rows the spec lists never change, so there is nothing to refresh",
                   at: refreshable.range, related: list.contentKeyRange.map { [RelatedLocation(range: $0, label: "the spec lists every row")] } ?? [],
                   help: "write `items: dynamic` (or a section with `items: dynamic`) for rows the app supplies, or remove `refreshable`")
        }
        if let node = f.value("emptyState"), let key = f.keyRange("emptyState", in: tree),
           let g = fields(node, Grammar.emptyState, key: "emptyState", keyRange: key) {
            list.emptyState = EmptyState(
                title: string(g.value("title"), key: "title", keyRange: g.keyRange("title", in: tree)),
                systemImage: string(g.value("systemImage"), key: "systemImage", keyRange: g.keyRange("systemImage", in: tree)),
                message: string(g.value("message"), key: "message", keyRange: g.keyRange("message", in: tree)),
                keyRange: key, range: g.range)
            if !list.allRowsFromData, list.contentKeyRange != nil {
                report(InputRuleID.conflictingKeys, "`emptyState` needs a list whose rows all come from data: a list with rows the spec writes out is never empty",
                       at: key, related: list.contentKeyRange.map { [RelatedLocation(range: $0, label: "the spec lists rows here")] } ?? [],
                       help: "write `items: dynamic` (or `items: dynamic` in every section) for rows the app supplies, or remove `emptyState`")
            }
        }
        if let reorderable = list.reorderable, reorderable.value, !list.dragTo.isEmpty || list.takesDrops,
           let dragKey = f.keyRange(list.dragTo.isEmpty ? "acceptsDrops" : "dragTo", in: tree) {
            // Reordering goes through the same drag as dropping rows on other lists: one of them would
            // take the other's drags.
            report(InputRuleID.conflictingKeys, "`reorderable` is not generated yet together with dragging rows between lists",
                   at: dragKey, related: [RelatedLocation(range: reorderable.range, label: "the rows reorder here")],
                   help: "keep `reorderable` or the drag and drop, not both, in one list")
        }
        if let actionNode = f.value("action"), let actionKey = f.keyRange("action", in: tree) {
            list.action = decodeAction(actionNode, key: "action", keyRange: actionKey)
            if let selectKey = f.keyRange("onSelect", in: tree) {
                report(InputRuleID.conflictingKeys, "`action` cannot be combined with `onSelect`: selecting a row either runs the action or opens the screen",
                       at: actionKey, related: [RelatedLocation(range: selectKey, label: "`onSelect` is set here")],
                       help: "keep one of them; `action: { showDetail: … }` opens a screen too")
            }
        }
        checkLaunchSelection(&list)
        return list
    }

    /// `selectedAtLaunch`: one row per list, and one that stays selected and opens a screen. The
    /// rows are those `decodeItem` collected in `launchRows` while the list's rows decoded.
    mutating func checkLaunchSelection(_ list: inout ListSpec) {
        defer { launchRows = [] }
        list.launchRow = launchRows.first
        var first: Item?
        for item in launchRows {
            guard let flag = item.selectedAtLaunch else { continue }
            if let first, let earlier = first.selectedAtLaunch {
                report(InputRuleID.conflictingKeys, "only one row of a list can be selected at launch",
                       at: flag.range, related: [RelatedLocation(range: earlier.range, label: "`\(first.id?.value ?? "a row")` is selected at launch")],
                       help: "keep `selectedAtLaunch: true` on one row")
                continue
            }
            first = item
            if item.action != nil || (item.onSelect == nil && list.action != nil) {
                report(InputRuleID.conflictingKeys, "a row that is a button (`action`) is not selected: it runs its action and the highlight goes back",
                       at: flag.range, help: "select a row that opens a screen (`onSelect`), or remove `selectedAtLaunch`")
            } else if item.onSelect == nil, list.onSelect == nil {
                report(InputRuleID.conflictingKeys, "a row selected at launch must open a screen: neither it nor its list has an `onSelect`",
                       at: flag.range, help: "give the row or the list an `onSelect`, or remove `selectedAtLaunch`")
            }
        }
    }

    /// `items: dynamc`: a string that is not `dynamic`.
    mutating func reportNotDynamic(_ text: String, at range: SourceRange) {
        let near = Suggestions.closest(to: text, in: ["dynamic"])
        report(InputRuleID.unknownValue, "`items` is a list of items or `dynamic`, found the string `\(text)`",
               at: range, help: near.map { "did you mean `\($0)`?" },
               fixIts: near.map { [FixIt.replace(range, with: $0, message: "replace with `dynamic`")] } ?? [])
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
        return nodes.compactMapExact { sectionNode in
            guard let f = fields(sectionNode, Grammar.section, key: "section", keyRange: .at(tree.range(sectionNode).start)) else { return nil }
            var section = ListSection(
                id: string(f.value("id"), key: "id", keyRange: f.keyRange("id", in: tree)),
                title: string(f.value("title"), key: "title", keyRange: f.keyRange("title", in: tree)),
                outline: bool(f.value("outline"), key: "outline", keyRange: f.keyRange("outline", in: tree)),
                items: [], itemsKeyRange: f.keyRange("items", in: tree), range: f.range)
            section.sectionType = string(f.value("sectionType"), key: "sectionType", keyRange: f.keyRange("sectionType", in: tree))
            if let itemsNode = f.value("items") {
                if tree.kind(itemsNode) == .scalar, case .string(let text) = tree.resolve(itemsNode) {
                    if text == "dynamic" {
                        section.dynamic = tree.range(itemsNode)
                    } else {
                        reportNotDynamic(text, at: tree.range(itemsNode))
                    }
                } else if let items = sequence(itemsNode, key: "items", expected: "a list of items or `dynamic`") {
                    section.items = decodeItems(items)
                }
            }
            if let typeKey = f.keyRange("sectionType", in: tree), section.isDynamic, let title = section.title {
                report(InputRuleID.conflictingKeys, "a section repeated per value is titled by each value, so `title` would never show",
                       at: title.keyRange ?? title.range, related: [RelatedLocation(range: typeKey, label: "one section per value")],
                       help: "remove `title`; the app gives each value's title (`Account.title`)")
            }
            if let typeKey = f.keyRange("sectionType", in: tree), !section.isDynamic {
                report(InputRuleID.conflictingKeys, "`sectionType` repeats a section for each value the app supplies, so its rows come from data: it needs `items: dynamic`",
                       at: typeKey, related: section.itemsKeyRange.map { [RelatedLocation(range: $0, label: "the spec lists the rows here")] } ?? [],
                       help: "write `items: dynamic` in this section, or remove `sectionType`")
            }
            return section
        }
    }

    mutating func decodeSwipeActions(_ node: NodeID?, key: String) -> [SwipeAction] {
        guard let node else { return [] }
        return decodedOnce(node, as: "swipe actions \(key)") { $0.decodeSwipeActionsOnce(node, key: key) }
    }

    private mutating func decodeSwipeActionsOnce(_ node: NodeID, key: String) -> [SwipeAction] {
        guard let nodes = sequence(node, key: key, expected: "a list of swipe actions") else { return [] }
        return nodes.compactMapExact { actionNode in
            guard let g = fields(actionNode, Grammar.swipeAction, key: "swipe action", keyRange: .at(tree.range(actionNode).start)) else { return nil }
            var action = SwipeAction(
                title: string(g.value("title"), key: "title", keyRange: g.keyRange("title", in: tree)),
                style: enumValue(g.value("style"), SwipeActionStyle.self, key: "style", keyRange: g.keyRange("style", in: tree)),
                image: string(g.value("image"), key: "image", keyRange: g.keyRange("image", in: tree)),
                range: g.range)
            action.confirm = string(g.value("confirm"), key: "confirm", keyRange: g.keyRange("confirm", in: tree))
            action.undoable = bool(g.value("undoable"), key: "undoable", keyRange: g.keyRange("undoable", in: tree))
            if let node = g.value("action") {
                action.action = decodeAction(node, key: "action", keyRange: g.keyRange("action", in: tree)!)
            }
            return action
        }
    }

}

// MARK: - Model JSON

extension ModelJSONEncoder {
    func list(_ l: ListSpec) -> JSON {
        var content: JSON = .null
        switch l.content {
        case .dynamic(let r): content = includeRanges ? .object([("value", .string("dynamic")), ("range", range(r))]) : .string("dynamic")
        case .items(let items): content = .object([("items", .array(items.map(item)))])
        case .sections(let sections): content = .object([("sections", .array(sections.map(section)))])
        case .none: content = .null
        }
        var headerMode: JSON = .null
        if let mode = l.headerMode {
            headerMode = .object([("regular", enumeration(mode.regular)), ("compact", enumeration(mode.compact))])
        }
        return object([
            ("appearance", enumeration(l.appearance)),
            ("compactAppearance", enumeration(l.compactAppearance)),
            ("headerMode", headerMode),
            ("effectiveHeaderMode", .object([
                ("regular", .string(l.headerMode(in: .regular).rawValue)),
                ("compact", .string(l.headerMode(in: .compact).rawValue)),
            ])),
            ("content", content),
            ("itemType", str(l.itemType)),
            ("reorderable", bool(l.reorderable)),
            ("swipeActions", .object([
                ("leading", .array(l.swipeActions.leading.map(swipe))),
                ("trailing", .array(l.swipeActions.trailing.map(swipe))),
            ])),
            ("contextMenu", .array(l.contextMenu.map(menuItem))),
            ("dragTo", .array(l.dragTo.map { located($0, JSON.string) })),
            ("acceptsDrops", bool(l.acceptsDrops)),
            ("refreshable", bool(l.refreshable)),
            ("emptyState", l.emptyState.map { e in
                object([("title", str(e.title)), ("systemImage", str(e.systemImage)), ("message", str(e.message))], range: e.range)
            } ?? .null),
            ("onSelect", l.onSelect.map(selection) ?? .null),
            ("action", action(l.action)),
        ], range: l.range)
    }

    func section(_ s: ListSection) -> JSON {
        object([
            ("id", str(s.id)),
            ("title", str(s.title)),
            ("outline", bool(s.outline)),
            ("items", .array(s.items.map(item))),
            ("dynamic", s.dynamic.map { includeRanges ? .object([("value", .bool(true)), ("range", range($0))]) : .bool(true) } ?? .bool(false)),
            ("sectionType", str(s.sectionType)),
        ], range: s.range)
    }

    func swipe(_ s: SwipeAction) -> JSON {
        object([("title", str(s.title)), ("style", enumeration(s.style)), ("image", str(s.image)),
                ("confirm", str(s.confirm)), ("undoable", bool(s.undoable)), ("action", action(s.action))], range: s.range)
    }
}
