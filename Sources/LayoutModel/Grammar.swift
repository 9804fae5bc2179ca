/// The spec language's keys and value shapes, written once and read by the decoder (allowed
/// and required keys, did-you-mean), the JSON Schema export, and the language server
/// (completion and hover). Adding a key here is what makes it part of the language.
public indirect enum ValueShape: Sendable {
    case string
    /// A name that becomes a Swift identifier.
    case identifier
    case bool
    case integer
    case number
    case enumeration([String])
    case object(ObjectShape)
    case list(ValueShape)
    /// The name of a screen under `screens`.
    case screenReference
    /// Any of these shapes.
    case oneOf([ValueShape])
    /// Exactly this string (`dynamic`).
    case constant(String)
    /// A map from user-chosen names to values (`screens`).
    case map(ValueShape)

    /// Words for "expected X" messages.
    public var expectation: String {
        switch self {
        case .string, .identifier, .screenReference: "a string"
        case .bool: "`true` or `false`"
        case .integer: "a whole number"
        case .number: "a number"
        case .enumeration(let values): "one of \(values.map { "`\($0)`" }.joined(separator: ", "))"
        case .object(let object): object.noun
        case .list(let element): "a list of \(element.pluralNoun)"
        case .oneOf(let shapes): shapes.map(\.expectation).joined(separator: " or ")
        case .constant(let value): "`\(value)`"
        case .map: "a mapping of names to screens"
        }
    }

    var pluralNoun: String {
        switch self {
        case .object(let object): object.pluralNoun
        case .enumeration: "values"
        case .screenReference: "screen names"
        default: "values"
        }
    }
}

/// A mapping with a fixed set of keys.
public struct ObjectShape: Sendable {
    /// The name in the JSON Schema's `definitions`.
    public var name: String
    /// "a list", "an item": for messages.
    public var noun: String
    public var pluralNoun: String
    public var summary: String
    public var keys: [KeyShape]
    /// Keys of which exactly one must be present (`tabBar` / `navigation`).
    public var exactlyOneOf: [String]

    public init(name: String, noun: String, pluralNoun: String, summary: String, keys: [KeyShape],
                exactlyOneOf: [String] = []) {
        self.name = name
        self.noun = noun
        self.pluralNoun = pluralNoun
        self.summary = summary
        self.keys = keys
        self.exactlyOneOf = exactlyOneOf
        self.keyNames = keys.map(\.name)
        self.requiredKeys = keys.filter(\.required).map(\.name)
        self.keyBytes = keys.map { Array($0.name.utf8) }
    }

    public func key(_ name: String) -> KeyShape? { keys.first { $0.name == name } }
    public let keyNames: [String]
    public let requiredKeys: [String]
    /// The key names as bytes, so the decoder matches keys without making strings.
    let keyBytes: [[UInt8]]

    /// The index of the key whose name is `bytes`, if any.
    func keyIndex(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        for (i, name) in keyBytes.enumerated() where name.count == bytes.count {
            if name.withUnsafeBufferPointer({ $0.elementsEqual(bytes) }) { return i }
        }
        return nil
    }
}

/// One key of an object: its value's shape and what it means in UIKit.
public struct KeyShape: Sendable {
    public var name: String
    public var shape: ValueShape
    public var summary: String
    /// The UIKit API the key maps to, for hover and schema descriptions.
    public var uikit: String?
    public var required: Bool

    public init(_ name: String, _ shape: ValueShape, _ summary: String, uikit: String? = nil, required: Bool = false) {
        self.name = name
        self.shape = shape
        self.summary = summary
        self.uikit = uikit
        self.required = required
    }

    /// The description shown in editors: meaning, then the UIKit API.
    public var documentation: String {
        uikit.map { "\(summary) (UIKit: \($0))" } ?? summary
    }
}

/// The layout spec language, version 1.
public enum Grammar {
    public static let specVersion = 1

    static func enumeration<E: SpecEnum>(_ type: E.Type) -> ValueShape { .enumeration(E.spellings) }

    public static let selection = ObjectShape(
        name: "selection", noun: "a selection action", pluralNoun: "selection actions",
        summary: "What selecting a row shows. In the compact flow, all three push onto the current stack.",
        keys: [
            KeyShape("showDetail", .screenReference, "Show the screen in the secondary column", uikit: "showDetailViewController(_:sender:)"),
            KeyShape("showSupplementary", .screenReference, "Show the screen in the supplementary column (triple column only)", uikit: "setViewController(_:for: .supplementary)"),
            KeyShape("push", .screenReference, "Push the screen onto the navigation stack of the column or flow showing the list", uikit: "UINavigationController.pushViewController(_:animated:)"),
        ],
        exactlyOneOf: ["showDetail", "showSupplementary", "push"])

    public static let item: ObjectShape = {
        var shape = ObjectShape(
            name: "item", noun: "an item", pluralNoun: "items",
            summary: "A row of a list.",
            keys: [
                KeyShape("id", .identifier, "Identifier, unique within the whole list (diffable data sources require it)", uikit: "the item identifier of NSDiffableDataSourceSnapshot", required: true),
                KeyShape("title", .string, "The row's text", uikit: "UIListContentConfiguration.text"),
                KeyShape("subtitle", .string, "Secondary text", uikit: "UIListContentConfiguration.secondaryText"),
                KeyShape("image", .string, "An SF Symbol name", uikit: "UIListContentConfiguration.image = UIImage(systemName:)"),
                KeyShape("accessories", .list(enumeration(Accessory.self)), "Cell accessories", uikit: "UICollectionViewListCell.accessories"),
                KeyShape("children", .list(.object(ObjectShape(name: "item", noun: "an item", pluralNoun: "items", summary: "", keys: []))), "Child rows: makes the section an outline", uikit: "NSDiffableDataSourceSectionSnapshot.append(_:to:)"),
                KeyShape("onSelect", .object(selection), "What selecting this row shows; overrides the list's"),
            ])
        return shape
    }()

    public static let section = ObjectShape(
        name: "section", noun: "a section", pluralNoun: "sections",
        summary: "A section of a list.",
        keys: [
            KeyShape("id", .identifier, "Identifier, unique within the list", uikit: "the section identifier of NSDiffableDataSourceSnapshot", required: true),
            KeyShape("title", .string, "The section's header text"),
            KeyShape("outline", .bool, "Rows with children expand and collapse", uikit: "NSDiffableDataSourceSectionSnapshot"),
            KeyShape("items", .list(.object(item)), "The section's rows"),
        ])

    public static let swipeAction = ObjectShape(
        name: "swipeAction", noun: "a swipe action", pluralNoun: "swipe actions",
        summary: "A swipe action on a row.",
        keys: [
            KeyShape("title", .string, "The action's title", uikit: "UIContextualAction(style:title:handler:)"),
            KeyShape("style", enumeration(SwipeActionStyle.self), "normal or destructive", uikit: "UIContextualAction.Style"),
            KeyShape("image", .string, "An SF Symbol name", uikit: "UIContextualAction.image"),
        ])

    public static let swipeActions = ObjectShape(
        name: "swipeActions", noun: "swipe actions", pluralNoun: "swipe actions",
        summary: "Swipe actions on each row.",
        keys: [
            KeyShape("leading", .list(.object(swipeAction)), "Actions revealed by swiping right", uikit: "UICollectionLayoutListConfiguration.leadingSwipeActionsConfigurationProvider"),
            KeyShape("trailing", .list(.object(swipeAction)), "Actions revealed by swiping left", uikit: "UICollectionLayoutListConfiguration.trailingSwipeActionsConfigurationProvider"),
        ])

    public static let headerModeBySizeClass = ObjectShape(
        name: "headerModeBySizeClass", noun: "a header mode per size class", pluralNoun: "header modes",
        summary: "A header mode per horizontal size class.",
        keys: [
            KeyShape("regular", enumeration(HeaderMode.self), "In regular width", uikit: "UITraitCollection.horizontalSizeClass == .regular"),
            KeyShape("compact", enumeration(HeaderMode.self), "In compact width", uikit: "UITraitCollection.horizontalSizeClass == .compact"),
        ])

    public static let list = ObjectShape(
        name: "list", noun: "a list", pluralNoun: "lists",
        summary: "A collection view with a list layout.",
        keys: [
            KeyShape("appearance", enumeration(ListAppearance.self), "The list's look: sidebar for the primary column, sidebarPlain for the supplementary column", uikit: "UICollectionLayoutListConfiguration(appearance:)"),
            KeyShape("headerMode", .oneOf([enumeration(HeaderMode.self), .object(headerModeBySizeClass)]), "How section titles show; default supplementary when any section has a title, else none", uikit: "UICollectionLayoutListConfiguration.headerMode"),
            KeyShape("sections", .list(.object(section)), "The list's sections"),
            KeyShape("items", .oneOf([.list(.object(item)), .constant("dynamic")]), "Rows in one unnamed section, or `dynamic` for rows that come from data at run time"),
            KeyShape("itemType", .identifier, "With `items: dynamic`: the name of the generated Hashable & Sendable item type"),
            KeyShape("reorderable", .bool, "Rows can be reordered", uikit: "UICollectionViewDiffableDataSource.reorderingHandlers"),
            KeyShape("swipeActions", .object(swipeActions), "Swipe actions on each row"),
            KeyShape("onSelect", .object(selection), "Default selection action for every row"),
        ])

    public static let toolbarItem = ObjectShape(
        name: "toolbarItem", noun: "a toolbar item", pluralNoun: "toolbar items",
        summary: "A toolbar button.",
        keys: [
            KeyShape("title", .string, "The button's title", uikit: "UIBarButtonItem(title:)"),
            KeyShape("image", .string, "An SF Symbol name", uikit: "UIBarButtonItem(image:)"),
        ])

    static let screenKeys: [KeyShape] = [
        KeyShape("title", .string, "The screen's navigation title", uikit: "UIViewController.title"),
        KeyShape("list", .object(list), "The list the screen shows"),
        KeyShape("readableWidth", .bool, "Pin content to the readable width", uikit: "UIView.readableContentGuide"),
        KeyShape("restoresState", .bool, "Recreate the screen when the size class changes, so people stay where they were", uikit: "UISplitViewControllerDelegate collapse and expand callbacks"),
        KeyShape("toolbar", .list(.object(toolbarItem)), "Toolbar buttons", uikit: "UIViewController.toolbarItems"),
    ]

    public static let screen = ObjectShape(
        name: "screen", noun: "a screen", pluralNoun: "screens",
        summary: "A screen: a view controller, optionally showing a list.",
        keys: screenKeys)

    public static let inlineScreen = ObjectShape(
        name: "inlineScreen", noun: "a screen", pluralNoun: "screens",
        summary: "A screen written inline in a column; named by `name`, or after its column.",
        keys: [KeyShape("name", .identifier, "The screen's name, for references and generated types")] + screenKeys)

    public static let columnWidth = ObjectShape(
        name: "columnWidth", noun: "a column width", pluralNoun: "column widths",
        summary: "A column's preferred, minimum and maximum width.",
        keys: [
            KeyShape("fraction", .number, "Preferred width as a fraction (0...1) of the split view's width", uikit: "preferred…ColumnWidthFraction"),
            KeyShape("points", .number, "Preferred width in points; overrides fraction", uikit: "preferred…ColumnWidth"),
            KeyShape("min", .number, "Minimum width in points", uikit: "minimum…ColumnWidth"),
            KeyShape("max", .number, "Maximum width in points", uikit: "maximum…ColumnWidth"),
        ])

    public static let columnWidths = ObjectShape(
        name: "columnWidths", noun: "column widths", pluralNoun: "column widths",
        summary: "Column widths.",
        keys: [
            KeyShape("primary", .object(columnWidth), "The primary column", uikit: "preferredPrimaryColumnWidthFraction, minimumPrimaryColumnWidth, maximumPrimaryColumnWidth"),
            KeyShape("supplementary", .object(columnWidth), "The supplementary column (triple column only)", uikit: "preferredSupplementaryColumnWidthFraction, minimumSupplementaryColumnWidth, maximumSupplementaryColumnWidth"),
        ])

    public static let tab = ObjectShape(
        name: "tab", noun: "a tab", pluralNoun: "tabs",
        summary: "A tab of the compact tab bar.",
        keys: [
            KeyShape("title", .string, "The tab's title", uikit: "UITabBarItem(title:image:selectedImage:)", required: true),
            KeyShape("image", .string, "An SF Symbol name", uikit: "UITabBarItem.image"),
            KeyShape("root", .screenReference, "The screen at the root of the tab's navigation stack", required: true),
        ])

    public static let tabBar = ObjectShape(
        name: "tabBar", noun: "a tab bar", pluralNoun: "tab bars",
        summary: "A tab bar for compact width.",
        keys: [KeyShape("tabs", .list(.object(tab)), "The tabs, in order; more than five adds a More tab", uikit: "UITabBarController.viewControllers", required: true)])

    public static let navigation = ObjectShape(
        name: "navigation", noun: "a navigation stack", pluralNoun: "navigation stacks",
        summary: "One navigation stack for compact width.",
        keys: [KeyShape("root", .screenReference, "The screen at the root of the stack", uikit: "UINavigationController(rootViewController:)", required: true)])

    public static let compact = ObjectShape(
        name: "compact", noun: "a compact flow", pluralNoun: "compact flows",
        summary: "What the app shows in compact width (iPhone, Slide Over, narrow Split View).",
        keys: [
            KeyShape("tabBar", .object(tabBar), "A tab bar", uikit: "UITabBarController"),
            KeyShape("navigation", .object(navigation), "A single navigation stack", uikit: "UINavigationController"),
        ],
        exactlyOneOf: ["tabBar", "navigation"])

    static let columnValue: ValueShape = .oneOf([.screenReference, .object(inlineScreen)])

    public static let split = ObjectShape(
        name: "split", noun: "a split view", pluralNoun: "split views",
        summary: "The scene's UISplitViewController.",
        keys: [
            KeyShape("style", enumeration(SplitStyle.self), "Two or three columns", uikit: "UISplitViewController(style:)", required: true),
            KeyShape("behavior", enumeration(SplitBehavior.self), "How sidebars share space with the secondary column", uikit: "preferredSplitBehavior"),
            KeyShape("displayMode", enumeration(DisplayMode.self), "Which columns show", uikit: "preferredDisplayMode"),
            KeyShape("presentsWithGesture", .bool, "Swiping reveals hidden columns", uikit: "presentsWithGesture"),
            KeyShape("primaryEdge", enumeration(PrimaryEdge.self), "Which side of the split view the primary column is on", uikit: "primaryEdge"),
            KeyShape("showsSecondaryOnlyButton", .bool, "A button toggles secondary-only mode (triple column only)", uikit: "showsSecondaryOnlyButton"),
            KeyShape("columnWidths", .object(columnWidths), "Column widths", uikit: "preferred/minimum/maximum column width properties"),
            KeyShape("primary", columnValue, "The primary column's screen", uikit: "setViewController(_:for: .primary)", required: true),
            KeyShape("supplementary", columnValue, "The supplementary column's screen (triple column only)", uikit: "setViewController(_:for: .supplementary)"),
            KeyShape("secondary", columnValue, "The secondary column's screen", uikit: "setViewController(_:for: .secondary)", required: true),
            KeyShape("compact", .object(compact), "The compact-width flow", uikit: "setViewController(_:for: .compact)"),
        ])

    public static let transient = ObjectShape(
        name: "transient", noun: "a transient UI entry", pluralNoun: "transient UI entries",
        summary: "Transient UI and what dismisses it.",
        keys: [
            KeyShape("id", .identifier, "Identifier", required: true),
            KeyShape("kind", enumeration(TransientKind.self), "How it is presented", uikit: "UIModalPresentationStyle / UIMenu", required: true),
            KeyShape("screen", .screenReference, "The screen that presents it"),
            KeyShape("dismissOn", .list(enumeration(DismissSignal.self)), "What dismisses it: scroll and outsideTap are observed; draw, typing and externalEvent are methods the app calls"),
        ])

    public static let root = ObjectShape(
        name: "spec", noun: "a layout spec", pluralNoun: "layout specs",
        summary: "A layoutc layout spec: one scene's split view, screens, compact flow and transient UI.",
        keys: [
            KeyShape("spec", .integer, "The spec format version; must be 1", required: true),
            KeyShape("app", .identifier, "The app's name: the namespace of the generated code (`enum Mail { ... }`)", required: true),
            KeyShape("screens", .map(.object(screen)), "The screens, by name"),
            KeyShape("split", .object(split), "The split view", uikit: "UISplitViewController", required: true),
            KeyShape("transient", .list(.object(transient)), "Transient UI"),
        ])

    /// Keys people write when they think in devices instead of size classes.
    public static let deviceIdiomKeys: Set<String> = [
        "idiom", "device", "deviceidiom", "userinterfaceidiom", "ipad", "iphone", "pad", "phone", "devicetype", "platform",
    ]

    /// UIKit spellings people carry over, mapped to the spec key they mean.
    public static let uikitSpellings: [String: String] = [
        "preferredSplitBehavior": "behavior",
        "splitBehavior": "behavior",
        "preferredDisplayMode": "displayMode",
        "preferredStyle": "style",
        "splitStyle": "style",
        "preferredPrimaryColumnWidthFraction": "columnWidths",
        "preferredPrimaryColumnWidth": "columnWidths",
        "preferredSupplementaryColumnWidthFraction": "columnWidths",
        "minimumPrimaryColumnWidth": "columnWidths",
        "maximumPrimaryColumnWidth": "columnWidths",
        "compactColumn": "compact",
        "listAppearance": "appearance",
        "layoutAppearance": "appearance",
        "listStyle": "appearance",
        "text": "title",
        "navigationTitle": "title",
        "secondaryText": "subtitle",
        "systemImage": "image",
        "systemImageName": "image",
        "systemName": "image",
        "icon": "image",
        "readableContentGuide": "readableWidth",
        "readableContentWidth": "readableWidth",
        "leadingSwipeActions": "swipeActions",
        "trailingSwipeActions": "swipeActions",
        "leadingSwipeActionsConfigurationProvider": "swipeActions",
        "trailingSwipeActionsConfigurationProvider": "swipeActions",
        "isReorderable": "reorderable",
        "reorderingEnabled": "reorderable",
        "didSelect": "onSelect",
        "onSelection": "onSelect",
        "showDetailViewController": "showDetail",
        "pushViewController": "push",
        "viewControllers": "tabs",
        "tabBarController": "tabBar",
        "navigationController": "navigation",
        "rootViewController": "root",
        "supportsRestoration": "restoresState",
        "stateRestoration": "restoresState",
        "dismissOnScroll": "dismissOn",
        "preferredWidthFraction": "fraction",
        "minimumWidth": "min",
        "maximumWidth": "max",
    ]
}
