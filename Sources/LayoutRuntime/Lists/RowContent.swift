/// What a row from data shows: a title, a subtitle and an SF Symbol. Every generated row type
/// (`itemType`) has these, so a generated list shows its rows without code of its own
/// (`DataListViewController`).
public protocol RowContent {
    var title: String { get }
    var subtitle: String? { get }
    /// An SF Symbol name.
    var systemImageName: String? { get }
}
