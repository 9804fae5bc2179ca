/// What a row from data shows: a title, a subtitle and an SF Symbol. Every generated row type
/// (`itemType`) has these, so a generated list shows its rows without code of its own
/// (`DataListViewController`).
public protocol RowContent {
    var title: String { get }
    var subtitle: String? { get }
    /// An SF Symbol name.
    var systemImageName: String? { get }
    /// A count shown at the row's trailing edge (`badge: true` on the item type); `nil` or 0
    /// shows none.
    var badge: Int? { get }
}

extension RowContent {
    /// No count: what a row type without `badge: true` shows.
    public var badge: Int? { nil }

    /// The badge's text, when there is one to show: a count above 0.
    public var badgeText: String? { BadgeCount.text(badge) }
}

/// How a count shows on a row or a tab: its digits, or nothing for `nil` or 0 (an empty badge
/// would still draw the red oval on a tab).
public enum BadgeCount {
    public static func text(_ count: Int?) -> String? {
        guard let count, count > 0 else { return nil }
        return String(count)
    }

    /// The count for SwiftUI's `.badge(_:)`, which shows none for 0: `nil` and negative counts are 0.
    public static func value(_ count: Int?) -> Int { max(count ?? 0, 0) }
}
