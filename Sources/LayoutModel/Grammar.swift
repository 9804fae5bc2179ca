/// The spec language's keys and value shapes, read by the decoder (allowed and required keys,
/// did-you-mean), the JSON Schema export, and the language server (completion and hover).
/// Adding a key here is what makes it part of the language.
///
/// This file holds the machinery and the language-wide tables; each part of the language
/// declares its shapes next to its model, its decoding and its model JSON (`Grammar.split` in
/// Split.swift, `Grammar.list` in ListSpec.swift, `Grammar.item` in Item.swift, `Grammar.root`
/// and the screen and transient shapes in LayoutSpec.swift), so a key is added in one file.
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

/// One key of an object: its value's shape and what it means in UIKit and in SwiftUI.
public struct KeyShape: Sendable {
    public var name: String
    public var shape: ValueShape
    public var summary: String
    /// The UIKit API the key maps to, for hover and schema descriptions.
    public var uikit: String?
    /// What the key becomes in the generated SwiftUI code, in its spellings (`NavigationSplitView`,
    /// `.listStyle(.sidebar)`); for a key with no SwiftUI counterpart, `Grammar.noSwiftUI(why)`.
    /// Every key has one (`LanguageReferenceTests`); `Docs/SpecLanguage.md` shows it.
    public var swiftui: String?
    /// What the generated code does when the key is left out, where that is a value (`plain`,
    /// `false`, UIKit's own default); nil for required keys and keys whose absence is just absence.
    public var defaultValue: String?
    public var required: Bool

    public init(_ name: String, _ shape: ValueShape, _ summary: String, uikit: String? = nil, swiftui: String? = nil,
                default defaultValue: String? = nil, required: Bool = false) {
        self.name = name
        self.shape = shape
        self.summary = summary
        self.uikit = uikit
        self.swiftui = swiftui
        self.defaultValue = defaultValue
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

    /// How a key's `swiftui` says that SwiftUI has no counterpart.
    public static let noSwiftUIPrefix = "No SwiftUI counterpart: "

    /// A key's `swiftui` when SwiftUI has no counterpart, with the reason.
    static func noSwiftUI(_ why: String) -> String { noSwiftUIPrefix + why }

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
        "primaryAction": "action",
        "handler": "action",
        "toolbarItems": "toolbar",
        "barButtonItems": "toolbar",
        "rightBarButtonItems": "toolbar",
        "leftBarButtonItems": "toolbar",
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
