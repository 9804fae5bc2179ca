/// A list's swipe action, as the generated `…SwipeAction` enums describe it, so one runtime
/// function turns any list's actions into UIKit's (`SwipeActions.configuration`).
public protocol SwipeActionDescribing: Hashable, Sendable {
    var title: String { get }
    /// The SF Symbol shown on the action.
    var systemImageName: String? { get }
    /// Whether the action destroys data (`style: destructive`), shown in red.
    var isDestructive: Bool { get }
    /// The question asked before the action runs (`confirm:`); `nil`: it runs at once.
    var confirmation: String? { get }
    /// The actions revealed by swiping from the leading edge, in UIKit's order: the first sits at
    /// the edge and is the one a full swipe performs.
    static var leadingActions: [Self] { get }
    /// The actions revealed by swiping from the trailing edge, in the same order.
    static var trailingActions: [Self] { get }
}

/// The edge of a row a swipe starts from.
public enum SwipeEdge: Hashable, Sendable {
    case leading, trailing
}

extension SwipeActionDescribing {
    /// Actions of a list without `confirm:` run at once.
    public var confirmation: String? { nil }
    /// An action the spec gives no symbol shows its title.
    public var systemImageName: String? { nil }
    public var isDestructive: Bool { false }

    /// The actions revealed from `edge`.
    public static func actions(on edge: SwipeEdge) -> [Self] {
        edge == .leading ? leadingActions : trailingActions
    }
}
