/// What a list of rows from data shows while it has none (`emptyState:` in the spec): a title, an
/// SF Symbol and a message where the rows would be, instead of a blank screen. While people search
/// the list, the platform's own "No Results" shows instead, whatever the spec says.
///
/// The same value drives both frameworks: `ListViewController.emptyState` (UIKit) and
/// `View.emptyList(_:when:searching:)` (LayoutRuntimeSwiftUI).
public struct EmptyListState: Hashable, Sendable {
    public var title: String
    /// An SF Symbol name.
    public var systemImage: String?
    public var message: String?

    public init(_ title: String, systemImage: String? = nil, message: String? = nil) {
        self.title = title
        self.systemImage = systemImage
        self.message = message
    }

    /// What shows for a list that has no rows now, while `searchText` is in its search field.
    public enum Shown: Equatable, Sendable {
        /// The spec's empty state.
        case empty(EmptyListState)
        /// The platform's "No Results" for a search that found nothing.
        case noResults(searchText: String)
    }

    /// What shows, given whether the list has rows and what is being searched for; `nil`: the rows.
    public func shown(hasRows: Bool, searchText: String?) -> Shown? {
        guard !hasRows else { return nil }
        if let searchText, !searchText.isEmpty { return .noResults(searchText: searchText) }
        return .empty(self)
    }
}
