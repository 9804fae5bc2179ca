/// The modifier keys held with a shortcut's key.
public struct ShortcutModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let command = ShortcutModifiers(rawValue: 1 << 0)
    public static let shift = ShortcutModifiers(rawValue: 1 << 1)
    public static let option = ShortcutModifiers(rawValue: 1 << 2)
    public static let control = ShortcutModifiers(rawValue: 1 << 3)
}

/// A keyboard shortcut, as the generated `Shortcut` enums describe it, so the runtime makes any
/// spec's key commands and menus: UIKit's `keyCommand` and `buildMenu(with:)`, SwiftUI's
/// `ShortcutButtons`. Its raw value is the spec's id.
public protocol ShortcutDescribing: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue == String {
    typealias Modifiers = ShortcutModifiers
    /// What the shortcut does, as the ⌘ overlay and the menu list it.
    var title: String { get }
    /// The key as the spec writes it: one character, or a named key (`upArrow`, `return`, `space`).
    var key: String { get }
    var modifiers: ShortcutModifiers { get }
    /// The menu it is listed under: a standard one (File, Edit, View, Window, Help) or its own.
    var menu: String { get }
    /// It runs even where focus or text editing would take the key (`overridesSystemKeys`).
    var overridesSystemKeys: Bool { get }
}

extension ShortcutDescribing {
    public var overridesSystemKeys: Bool { false }

    /// The menus the shortcuts name, in the order they first appear.
    public static var menus: [String] {
        var menus: [String] = []
        for shortcut in allCases where !menus.contains(shortcut.menu) { menus.append(shortcut.menu) }
        return menus
    }
}
