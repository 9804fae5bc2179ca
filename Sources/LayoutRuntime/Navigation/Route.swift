/// What a route's screen and selection must be: values that can be compared, kept in a set,
/// saved and sent across actors. Generated `Screen` and `Selection` types are.
public typealias NavigationValue = Hashable & Codable & Sendable

/// A column of the regular-width split view (`UISplitViewController.Column` without `.compact`,
/// which is not a place a screen is shown in but the flow that replaces the columns).
public enum ColumnSlot: String, Hashable, Codable, Sendable, CaseIterable {
    case primary, supplementary, secondary
}

/// How a screen is shown when a row opens it (the spec's `onSelect`). In compact width all
/// three push onto the current stack; the column is remembered for the way back to regular.
public enum Presentation: String, Hashable, Codable, Sendable, CaseIterable {
    /// In the secondary column (`showDetailViewController(_:sender:)`).
    case showDetail
    /// In the supplementary column (`setViewController(_:for: .supplementary)`).
    case showSupplementary
    /// Onto the navigation stack of the column or flow that shows the list.
    case push
}

/// A step of navigation: a screen, and the row that opened it (`nil` for a column's or a tab's
/// first screen). Two routes are the same place when both are equal.
public struct Route<Screen: NavigationValue, Selection: NavigationValue>: NavigationValue {
    public var screen: Screen
    public var selection: Selection?

    public init(_ screen: Screen, selection: Selection? = nil) {
        self.screen = screen
        self.selection = selection
    }
}

/// Where selecting a row leads: a screen, and how it is shown.
public struct Destination<Screen: NavigationValue>: NavigationValue {
    public typealias Presentation = LayoutRuntime.Presentation

    public var presentation: Presentation
    public var screen: Screen

    public init(_ presentation: Presentation, _ screen: Screen) {
        self.presentation = presentation
        self.screen = screen
    }
}

/// A route in a compact stack, with the regular-width column it belongs to and whether it
/// starts that column (a selection shown in a column) or was pushed onto it. Expanding puts each
/// screen back where the regular layout shows it.
public struct Step<Screen: NavigationValue, Selection: NavigationValue>: NavigationValue {
    public var route: Route<Screen, Selection>
    public var column: ColumnSlot
    /// True when the route replaced its column's stack (`showDetail`, `showSupplementary`, a
    /// column's first screen); false when it was pushed onto the column.
    public var opensColumn: Bool

    public init(_ route: Route<Screen, Selection>, in column: ColumnSlot, opensColumn: Bool = true) {
        self.route = route
        self.column = column
        self.opensColumn = opensColumn
    }

    public var screen: Screen { route.screen }
    public var selection: Selection? { route.selection }
}

import Foundation

/// Values saved as JSON text: what `@SceneStorage` and a user activity's `userInfo` can hold.
enum SavedText {
    static func encode<Value: Encodable>(_ value: Value) -> String {
        (try? JSONEncoder().encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// `nil` for text that is empty or was saved by another version of the spec.
    static func decode<Value: Decodable>(_ type: Value.Type, from text: String) -> Value? {
        guard !text.isEmpty else { return nil }
        return try? JSONDecoder().decode(type, from: Data(text.utf8))
    }
}

extension Route {
    /// The route as JSON text: what a scene kind's user activity carries to the new window.
    public var savedText: String { SavedText.encode(self) }

    /// A route saved as `savedText`; `nil` when the text is from another version of the spec.
    public init?(savedText: String) {
        guard let route = SavedText.decode(Route.self, from: savedText) else { return nil }
        self = route
    }
}
