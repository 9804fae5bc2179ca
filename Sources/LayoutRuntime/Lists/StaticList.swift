/// A row of a list the spec writes out (`items:`), as the generated `…Item` enums describe it:
/// what it shows, and the rows nested under it in an outline. Its raw value is the spec's id.
public protocol StaticListItem: RowContent, Hashable, Sendable, RawRepresentable where RawValue == String {
    /// The rows nested under this one in an outline, in spec order.
    var children: [Self] { get }
}

extension StaticListItem {
    /// A row the spec gives no subtitle, symbol or children says nothing of them.
    public var subtitle: String? { nil }
    public var systemImageName: String? { nil }
    public var children: [Self] { [] }
}

/// A section of a list the spec writes out, as the generated `…Section` enums describe it; its
/// cases are the sections in spec order.
public protocol StaticListSection: Hashable, Sendable, CaseIterable, RawRepresentable where RawValue == String {
    associatedtype Item: StaticListItem
    /// The section's title: its header, or its first row where the header mode is `firstItemInSection`.
    var title: String? { get }
    /// The section's top-level rows.
    var items: [Item] { get }
}

/// An item of a static list's data source: a section's title row (where the header mode is
/// `firstItemInSection`), or one of its rows.
public enum StaticListRow<Section: StaticListSection>: Hashable, Sendable {
    case title(Section)
    case item(Section.Item)

    public var item: Section.Item? {
        if case .item(let item) = self { return item }
        return nil
    }

    /// A key that lasts across launches (what the user collapsed, saved with the window): a row's
    /// id, or `section:` and the section's id for a title row.
    public var expansionKey: String {
        switch self {
        case .title(let section): "section:" + section.rawValue
        case .item(let item): item.rawValue
        }
    }

    /// The row an `expansionKey` names; `nil` for a key of a row the spec no longer has.
    public init?(expansionKey key: String) {
        if key.hasPrefix("section:") {
            guard let section = Section(rawValue: String(key.dropFirst(8))) else { return nil }
            self = .title(section)
        } else {
            guard let item = Section.Item(rawValue: key) else { return nil }
            self = .item(item)
        }
    }
}

/// When a list shows its sections' titles as their first rows (`headerMode: firstItemInSection`),
/// which an outline's title row collapses; otherwise they are headers, or not shown.
public enum TitleRows: Sendable {
    case never, always, inCompactWidth, inRegularWidth

    /// Whether titles are rows in a width of this size class (`true`: compact).
    public func areRows(inCompactWidth compact: Bool) -> Bool {
        switch self {
        case .never: false
        case .always: true
        case .inCompactWidth: compact
        case .inRegularWidth: !compact
        }
    }

    /// Whether they are rows in one size class and not in the other.
    public var vary: Bool { self == .inCompactWidth || self == .inRegularWidth }
}
