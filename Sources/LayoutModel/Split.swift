import Diagnostics
import JSONValue
import SpecSource

/// The `split:` section: how `UISplitViewController` is built.
public struct Split: Sendable {
    public var style: Located<SplitStyle>?
    public var behavior: Located<SplitBehavior>?
    public var displayMode: Located<DisplayMode>?
    public var presentsWithGesture: Located<Bool>?
    public var primaryEdge: Located<PrimaryEdge>?
    public var showsSecondaryOnlyButton: Located<Bool>?
    /// `displayModeButtonVisibility:` — whether the button that shows and hides the sidebars is there.
    public var displayModeButtonVisibility: Located<DisplayModeButtonVisibility>? = nil
    /// `primaryBackgroundStyle:` — the primary column's background (`sidebar`: the translucent sidebar material).
    public var primaryBackgroundStyle: Located<PrimaryBackgroundStyle>? = nil
    public var columnWidths: [ColumnWidth]
    /// The columns in the order they were written.
    public var columns: [ColumnAssignment]
    public var compact: CompactFlow?
    /// The `split` key.
    public var keyRange: SourceRange
    public var range: SourceRange

    public init(style: Located<SplitStyle>? = nil, behavior: Located<SplitBehavior>? = nil,
                displayMode: Located<DisplayMode>? = nil, presentsWithGesture: Located<Bool>? = nil,
                showsSecondaryOnlyButton: Located<Bool>? = nil, columnWidths: [ColumnWidth] = [],
                columns: [ColumnAssignment] = [], compact: CompactFlow? = nil,
                keyRange: SourceRange, range: SourceRange) {
        self.style = style
        self.behavior = behavior
        self.displayMode = displayMode
        self.presentsWithGesture = presentsWithGesture
        self.showsSecondaryOnlyButton = showsSecondaryOnlyButton
        self.columnWidths = columnWidths
        self.columns = columns
        self.compact = compact
        self.keyRange = keyRange
        self.range = range
    }

    public func column(_ column: Column) -> ColumnAssignment? {
        columns.first { $0.column == column }
    }
}

/// `UISplitViewController.PrimaryEdge`: which side the primary column is on.
public enum PrimaryEdge: String, SpecEnum {
    case leading, trailing

    public var documentation: String {
        switch self {
        case .leading: ".leading: the primary column is on the leading edge (the default)"
        case .trailing: ".trailing: the primary column is on the trailing edge, as in an inspector-like layout"
        }
    }
}

/// `UISplitViewController.DisplayModeButtonVisibility` (iOS 14.5): the button that shows and hides
/// the sidebars.
public enum DisplayModeButtonVisibility: String, SpecEnum {
    case automatic, never, always

    public var documentation: String {
        switch self {
        case .automatic: ".automatic: shown where the display mode lets people change it, hidden when `presentsWithGesture` is false"
        case .never: ".never: never shown; people reach hidden sidebars only by swiping (`presentsWithGesture`) or by what the app offers"
        case .always: ".always: shown even when `presentsWithGesture` is false, in the display modes that allow it"
        }
    }
}

/// `UISplitViewController.BackgroundStyle` (iOS 13): the primary column's background.
public enum PrimaryBackgroundStyle: String, SpecEnum {
    case none, sidebar

    public var documentation: String {
        switch self {
        case .none: ".none: the primary column's own background"
        case .sidebar: ".sidebar: the translucent sidebar material, for a primary column that is a sidebar"
        }
    }
}

/// A column's content: the screen it shows first.
public struct ColumnAssignment: Sendable {
    public var column: Column
    /// The screen's name; its range is the reference, or the inline screen's mapping.
    public var screen: Located<String>
    public var isInline: Bool
}

/// `columnWidths.primary` / `.supplementary`: the preferred, minimum and maximum widths.
public struct ColumnWidth: Sendable {
    public var column: Column
    public var fraction: Located<Double>?
    public var points: Located<Double>?
    public var min: Located<Double>?
    public var max: Located<Double>?
    public var keyRange: SourceRange
    public var range: SourceRange
}

/// What the app shows in compact width (`setViewController(_:for: .compact)`).
public struct CompactFlow: Sendable {
    public enum Kind: Sendable {
        case tabBar([Tab])
        case navigation(root: Located<String>?)
    }

    public var kind: Kind
    /// The `compact` key.
    public var keyRange: SourceRange
    /// The `tabBar` or `navigation` key.
    public var flowKeyRange: SourceRange
    public var range: SourceRange

    /// The tabs of a tab bar (none for a navigation stack).
    public var tabs: [Tab] {
        if case .tabBar(let tabs) = kind { tabs } else { [] }
    }

    /// The screens the flow starts from.
    public var roots: [Located<String>] {
        switch kind {
        case .tabBar(let tabs): tabs.compactMap(\.root)
        case .navigation(let root): root.map { [$0] } ?? []
        }
    }
}

/// One tab of a compact tab bar.
public struct Tab: Sendable {
    public var title: Located<String>?
    public var image: Located<String>?
    public var root: Located<String>?
    public var range: SourceRange
    /// `action:` — an action tab (Mastodon's Compose): tapping it runs the action and the
    /// selected tab stays; it has no root and no stack.
    public var action: Action? = nil
    /// `badge: true` — the tab carries a count the app supplies (unread items, pending work).
    public var badge: Located<Bool>? = nil

    public var hasBadge: Bool { badge?.value ?? false }
}

// MARK: - Grammar

extension Grammar {
    public static let columnWidth = ObjectShape(
        name: "columnWidth", noun: "a column width", pluralNoun: "column widths",
        summary: "A column's preferred, minimum and maximum width.",
        keys: [
            KeyShape("fraction", .number, "Preferred width as a fraction (0...1) of the split view's width", uikit: "preferred…ColumnWidthFraction",
                     swiftui: noSwiftUI("SwiftUI sizes columns in points; the generated code says so in a comment"), default: "`UISplitViewController.automaticDimension` (nothing is set)"),
            KeyShape("points", .number, "Preferred width in points; overrides fraction", uikit: "preferred…ColumnWidth",
                     swiftui: "`.navigationSplitViewColumnWidth(_:)` on the column, or its `ideal:` with `min` or `max`", default: "`UISplitViewController.automaticDimension` (nothing is set)"),
            KeyShape("min", .number, "Minimum width in points", uikit: "minimum…ColumnWidth",
                     swiftui: "`min:` of `.navigationSplitViewColumnWidth(min:ideal:max:)`, whose `ideal:` is `points`, or halfway between `min` and `max`", default: "`UISplitViewController.automaticDimension` (nothing is set)"),
            KeyShape("max", .number, "Maximum width in points, or `.inf` for as wide as the split view lets it be", uikit: "maximum…ColumnWidth (`.inf`: CGFloat.greatestFiniteMagnitude)",
                     swiftui: "`max:` of `.navigationSplitViewColumnWidth(min:ideal:max:)` (`.inf`: `.infinity`)", default: "`UISplitViewController.automaticDimension` (nothing is set)"),
        ])

    public static let columnWidths = ObjectShape(
        name: "columnWidths", noun: "column widths", pluralNoun: "column widths",
        summary: "Column widths.",
        keys: [
            KeyShape("primary", .object(columnWidth), "The primary column", uikit: "preferredPrimaryColumnWidthFraction, minimumPrimaryColumnWidth, maximumPrimaryColumnWidth",
                     swiftui: "`.navigationSplitViewColumnWidth` on the sidebar column's `NavigationStack`"),
            KeyShape("supplementary", .object(columnWidth), "The supplementary column (triple column only)", uikit: "preferredSupplementaryColumnWidthFraction, minimumSupplementaryColumnWidth, maximumSupplementaryColumnWidth",
                     swiftui: "`.navigationSplitViewColumnWidth` on the content column's `NavigationStack`"),
        ])

    public static let tab = ObjectShape(
        name: "tab", noun: "a tab", pluralNoun: "tabs",
        summary: "A tab of the compact tab bar.",
        keys: [
            KeyShape("title", .string, "The tab's title", uikit: "UITabBarItem(title:image:selectedImage:)",
                     swiftui: "`Text(_:)` in the tab's `.tabItem { Label { … } icon: { … } }`", required: true),
            KeyShape("image", .string, "An SF Symbol name", uikit: "UITabBarItem.image",
                     swiftui: "`Image(systemName:)` as the icon of the tab's `.tabItem` label"),
            KeyShape("root", .screenReference, "The screen at the root of the tab's navigation stack", uikit: "the root of the tab's UINavigationController",
                     swiftui: "the root of the tab's `NavigationStack(path:)`"),
            KeyShape("action", .object(action), "Instead of a root: what tapping the tab does (present a composer, run an app action); the selected tab stays",
                     uikit: "UITabBarControllerDelegate.tabBarController(_:shouldSelect:) returns false and the layout runs the action",
                     swiftui: "the `TabView` selection's setter runs the action instead of selecting the tab"),
            KeyShape("badge", .bool, "The tab carries a count the app supplies (unread items, pending work); `nil` or 0 shows none. It shows in compact width, where the tab bar is: give the same count to the matching sidebar row",
                     uikit: "`UITabBarItem.badgeValue`, from `Screens.badge(for:)`, read again on `Layout.updateTabBadges()`",
                     swiftui: "`.badge(_:)` on the tab, from `ScreenViews.badge(for:)`, read in `RootView`'s body", default: "`false`"),
        ],
        exactlyOneOf: ["root", "action"])

    public static let tabBar = ObjectShape(
        name: "tabBar", noun: "a tab bar", pluralNoun: "tab bars",
        summary: "A tab bar for compact width.",
        keys: [KeyShape("tabs", .list(.object(tab)), "The tabs, in order; more than five adds a More tab", uikit: "UITabBarController.viewControllers",
                        swiftui: "the tabs of `TabView(selection:)`: a `NavigationStack` per tab with `.tabItem` and `.tag(_:)`", required: true)])

    public static let navigation = ObjectShape(
        name: "navigation", noun: "a navigation stack", pluralNoun: "navigation stacks",
        summary: "One navigation stack for compact width.",
        keys: [KeyShape("root", .screenReference, "The screen at the root of the stack", uikit: "UINavigationController(rootViewController:)",
                        swiftui: noSwiftUI("in compact width `NavigationSplitView` collapses its columns into one stack by itself"), required: true)])

    public static let compact = ObjectShape(
        name: "compact", noun: "a compact flow", pluralNoun: "compact flows",
        summary: "What the app shows in compact width (iPhone, Slide Over, narrow Split View).",
        keys: [
            KeyShape("tabBar", .object(tabBar), "A tab bar", uikit: "UITabBarController",
                     swiftui: "`RootView` shows a `TabView` where `horizontalSizeClass == .compact`, the split view elsewhere"),
            KeyShape("navigation", .object(navigation), "A single navigation stack", uikit: "UINavigationController",
                     swiftui: "`NavigationSplitView` alone, which collapses into one stack in compact width"),
        ],
        exactlyOneOf: ["tabBar", "navigation"])

    static let columnValue: ValueShape = .oneOf([.screenReference, .object(inlineScreen)])

    public static let split = ObjectShape(
        name: "split", noun: "a split view", pluralNoun: "split views",
        summary: "The scene's UISplitViewController.",
        keys: [
            KeyShape("style", enumeration(SplitStyle.self), "Two or three columns", uikit: "UISplitViewController(style:)",
                     swiftui: "`NavigationSplitView { } detail: { }` for `doubleColumn`, `NavigationSplitView { } content: { } detail: { }` for `tripleColumn`", required: true),
            KeyShape("behavior", enumeration(SplitBehavior.self), "How sidebars share space with the secondary column", uikit: "preferredSplitBehavior",
                     swiftui: "`.navigationSplitViewStyle(_:)`: `.balanced` for `tile`, `.prominentDetail` for `overlay` and `displace`, `.automatic` for `automatic`",
                     default: "`automatic` (UIKit's default; nothing is set)"),
            KeyShape("displayMode", enumeration(DisplayMode.self), "Which columns show", uikit: "preferredDisplayMode",
                     swiftui: "the first value of `NavigationSplitView(columnVisibility:)`: `.detailOnly` for `secondaryOnly`, `.doubleColumn` for the `one…` modes, `.all` for the `two…` modes, `.automatic` for `automatic`",
                     default: "`automatic` (UIKit's default; nothing is set)"),
            KeyShape("presentsWithGesture", .bool, "Swiping reveals hidden columns", uikit: "presentsWithGesture",
                     swiftui: noSwiftUI("`NavigationSplitView` has no such setting; the generated code says so in a comment"),
                     default: "`true` (UIKit's default; nothing is set)"),
            KeyShape("primaryEdge", enumeration(PrimaryEdge.self), "Which side of the split view the primary column is on", uikit: "primaryEdge",
                     swiftui: noSwiftUI("`NavigationSplitView` has no such setting; the generated code says so in a comment"),
                     default: "`leading` (UIKit's default; nothing is set)"),
            KeyShape("showsSecondaryOnlyButton", .bool, "A button toggles secondary-only mode (triple column only)", uikit: "showsSecondaryOnlyButton",
                     swiftui: noSwiftUI("`NavigationSplitView` has no such button; the generated code says so in a comment"),
                     default: "`false` (UIKit's default; nothing is set)"),
            KeyShape("displayModeButtonVisibility", enumeration(DisplayModeButtonVisibility.self), "Whether the button that shows and hides the sidebars is there",
                     uikit: "displayModeButtonVisibility (iOS 14.5; behind `#available` for iOS 14)",
                     swiftui: noSwiftUI("`NavigationSplitView` shows its sidebar toggle itself; the generated code says so in a comment"),
                     default: "`automatic` (UIKit's default; nothing is set)"),
            KeyShape("primaryBackgroundStyle", enumeration(PrimaryBackgroundStyle.self), "The primary column's background: the sidebar material, or its own",
                     uikit: "primaryBackgroundStyle (iOS 13)",
                     swiftui: noSwiftUI("a `.sidebar` list style draws the sidebar material itself; the generated code says so in a comment"),
                     default: "`none` (UIKit's default; nothing is set)"),
            KeyShape("columnWidths", .object(columnWidths), "Column widths", uikit: "preferred/minimum/maximum column width properties",
                     swiftui: "`.navigationSplitViewColumnWidth` on each column"),
            KeyShape("primary", columnValue, "The primary column's screen", uikit: "setViewController(_:for: .primary)",
                     swiftui: "the first (sidebar) column of `NavigationSplitView`, a `NavigationStack(path:)`", required: true),
            KeyShape("supplementary", columnValue, "The supplementary column's screen (triple column only)", uikit: "setViewController(_:for: .supplementary)",
                     swiftui: "the `content:` column of `NavigationSplitView`, a `NavigationStack(path:)`"),
            KeyShape("secondary", columnValue, "The secondary column's screen", uikit: "setViewController(_:for: .secondary)",
                     swiftui: "the `detail:` column of `NavigationSplitView`, a `NavigationStack(path:)`", required: true),
            KeyShape("compact", .object(compact), "The compact-width flow", uikit: "setViewController(_:for: .compact)",
                     swiftui: "what `RootView` shows where `horizontalSizeClass == .compact`"),
        ])
}

// MARK: - Decoding

extension SpecDecoder {
    mutating func decodeSplit(_ node: NodeID, keyRange: SourceRange, spec: inout LayoutSpec) -> Split? {
        guard let f = fields(node, Grammar.split, key: "split", keyRange: keyRange) else { return nil }
        var split = Split(keyRange: keyRange, range: f.range)
        split.style = enumValue(f.value("style"), SplitStyle.self, key: "style", keyRange: f.keyRange("style", in: tree))
        split.behavior = enumValue(f.value("behavior"), SplitBehavior.self, key: "behavior", keyRange: f.keyRange("behavior", in: tree))
        split.displayMode = enumValue(f.value("displayMode"), DisplayMode.self, key: "displayMode", keyRange: f.keyRange("displayMode", in: tree))
        split.presentsWithGesture = bool(f.value("presentsWithGesture"), key: "presentsWithGesture", keyRange: f.keyRange("presentsWithGesture", in: tree))
        split.primaryEdge = enumValue(f.value("primaryEdge"), PrimaryEdge.self, key: "primaryEdge", keyRange: f.keyRange("primaryEdge", in: tree))
        split.showsSecondaryOnlyButton = bool(f.value("showsSecondaryOnlyButton"), key: "showsSecondaryOnlyButton", keyRange: f.keyRange("showsSecondaryOnlyButton", in: tree))
        split.displayModeButtonVisibility = enumValue(f.value("displayModeButtonVisibility"), DisplayModeButtonVisibility.self,
                                                      key: "displayModeButtonVisibility", keyRange: f.keyRange("displayModeButtonVisibility", in: tree))
        split.primaryBackgroundStyle = enumValue(f.value("primaryBackgroundStyle"), PrimaryBackgroundStyle.self,
                                                 key: "primaryBackgroundStyle", keyRange: f.keyRange("primaryBackgroundStyle", in: tree))
        if let widthsNode = f.value("columnWidths"),
           let w = fields(widthsNode, Grammar.columnWidths, key: "columnWidths", keyRange: f.keyRange("columnWidths", in: tree)) {
            for (name, k, v) in w.pairs {
                guard let column = Column(rawValue: name),
                      let g = fields(v, Grammar.columnWidth, key: name, keyRange: tree.range(k)) else { continue }
                split.columnWidths.append(ColumnWidth(
                    column: column,
                    fraction: number(g.value("fraction"), key: "fraction", keyRange: g.keyRange("fraction", in: tree)),
                    points: number(g.value("points"), key: "points", keyRange: g.keyRange("points", in: tree)),
                    min: number(g.value("min"), key: "min", keyRange: g.keyRange("min", in: tree)),
                    max: number(g.value("max"), key: "max", keyRange: g.keyRange("max", in: tree), allowsInfinity: true),
                    keyRange: tree.range(k), range: g.range))
            }
        }
        for (name, k, v) in f.pairs {
            guard let column = Column(rawValue: name) else { continue }
            if let assignment = decodeColumn(column, v, keyRange: tree.range(k), spec: &spec) {
                split.columns.append(assignment)
            }
        }
        if let compactNode = f.value("compact") {
            split.compact = decodeCompact(compactNode, keyRange: f.keyRange("compact", in: tree)!)
        }
        return split
    }

    mutating func decodeColumn(_ column: Column, _ node: NodeID, keyRange: SourceRange, spec: inout LayoutSpec) -> ColumnAssignment? {
        switch tree.kind(node) {
        case .scalar:
            guard let name = string(node, key: column.rawValue, keyRange: keyRange) else { return nil }
            return ColumnAssignment(column: column, screen: name, isInline: false)
        case .mapping:
            let nameNode = tree.value(node, forKey: "name")
            var name = Located(column.defaultScreenName, range: keyRange, keyRange: keyRange)
            if let nameNode, let given = string(nameNode, key: "name", keyRange: nil) {
                name = Located(given.value, range: given.range, keyRange: keyRange)
            }
            guard let screen = decodeScreen(node, name: name, origin: .inline(column), shape: Grammar.inlineScreen) else { return nil }
            spec.screens.append(screen)
            return ColumnAssignment(column: column, screen: Located(name.value, range: name.range, keyRange: keyRange), isInline: true)
        case .sequence:
            wrongType(node, expected: "a screen name or an inline screen", key: column.rawValue)
            return nil
        }
    }

    mutating func decodeCompact(_ node: NodeID, keyRange: SourceRange) -> CompactFlow? {
        guard let f = fields(node, Grammar.compact, key: "compact", keyRange: keyRange) else { return nil }
        if let tabBarNode = f.value("tabBar") {
            let flowKey = f.keyRange("tabBar", in: tree)!
            var tabs: [Tab] = []
            if let g = fields(tabBarNode, Grammar.tabBar, key: "tabBar", keyRange: flowKey),
               let items = sequence(g.value("tabs"), key: "tabs", expected: "a list of tabs") {
                for tabNode in items {
                    guard let t = fields(tabNode, Grammar.tab, key: "tab", keyRange: .at(tree.range(tabNode).start)) else { continue }
                    var tab = Tab(
                        title: string(t.value("title"), key: "title", keyRange: t.keyRange("title", in: tree)),
                        image: string(t.value("image"), key: "image", keyRange: t.keyRange("image", in: tree)),
                        root: string(t.value("root"), key: "root", keyRange: t.keyRange("root", in: tree)),
                        range: t.range)
                    if let actionNode = t.value("action") {
                        tab.action = decodeAction(actionNode, key: "action", keyRange: t.keyRange("action", in: tree)!)
                    }
                    tab.badge = bool(t.value("badge"), key: "badge", keyRange: t.keyRange("badge", in: tree))
                    tabs.append(tab)
                }
            }
            return CompactFlow(kind: .tabBar(tabs), keyRange: keyRange, flowKeyRange: flowKey, range: f.range)
        }
        if let navigationNode = f.value("navigation") {
            let flowKey = f.keyRange("navigation", in: tree)!
            var root: Located<String>?
            if let g = fields(navigationNode, Grammar.navigation, key: "navigation", keyRange: flowKey) {
                root = string(g.value("root"), key: "root", keyRange: g.keyRange("root", in: tree))
            }
            return CompactFlow(kind: .navigation(root: root), keyRange: keyRange, flowKeyRange: flowKey, range: f.range)
        }
        return nil
    }
}

// MARK: - Model JSON

extension ModelJSONEncoder {
    func split(_ s: Split) -> JSON {
        var compact: JSON = .null
        if let flow = s.compact {
            switch flow.kind {
            case .tabBar(let tabs):
                compact = object([("tabBar", .object([("tabs", .array(tabs.map { tab in
                    object([("title", str(tab.title)), ("image", str(tab.image)), ("root", str(tab.root)), ("action", action(tab.action)),
                            ("badge", bool(tab.badge))], range: tab.range)
                }))]))], range: flow.range)
            case .navigation(let root):
                compact = object([("navigation", .object([("root", str(root))]))], range: flow.range)
            }
        }
        return object([
            ("style", enumeration(s.style)),
            ("behavior", enumeration(s.behavior)),
            ("displayMode", enumeration(s.displayMode)),
            ("presentsWithGesture", bool(s.presentsWithGesture)),
            ("primaryEdge", enumeration(s.primaryEdge)),
            ("displayModeButtonVisibility", enumeration(s.displayModeButtonVisibility)),
            ("primaryBackgroundStyle", enumeration(s.primaryBackgroundStyle)),
            ("showsSecondaryOnlyButton", bool(s.showsSecondaryOnlyButton)),
            ("columnWidths", .object(s.columnWidths.map { w in
                (w.column.rawValue, object([
                    ("fraction", number(w.fraction)), ("points", number(w.points)),
                    ("min", number(w.min)), ("max", number(w.max)),
                ], range: w.range))
            })),
            ("columns", .object(s.columns.map { c in
                (c.column.rawValue, object([("screen", located(c.screen, JSON.string)), ("inline", .bool(c.isInline))], range: c.screen.range))
            })),
            ("compact", compact),
        ], range: s.range)
    }
}
