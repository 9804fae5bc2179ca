/// A kind of window besides the main one (`scenes:`), as the generated `SceneKind` enums describe
/// it: each window of it shows its screen, for what it was opened for, and comes back to it.
public protocol SceneKindDescribing: Hashable, Sendable {
    associatedtype Screen: NavigationValue
    /// The window's title, which the app switcher shows.
    var title: String { get }
    /// The screen the window shows first.
    var screen: Screen { get }
    /// The `NSUserActivity` type of the activity that opens a window of this kind and restores it.
    var activityType: String { get }
    /// The kind whose windows an activity of `activityType` opens; `nil` for any other activity.
    init?(activityType: String)
}
