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
}

extension SwipeActionDescribing {
    /// Actions of a list without `confirm:` run at once.
    public var confirmation: String? { nil }
}
