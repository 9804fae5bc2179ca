/// A section of a list of rows from data, as the generated `…Section` enums describe it: the
/// sections the spec lists and those repeated per value the app supplies. Its key lasts across
/// launches, so what the user collapsed is saved with the window by it.
public protocol DataListSection: Hashable, Sendable {
    /// The spec's id, and for a section repeated from data the value's id after a slash.
    var key: String { get }
    /// The section a `key` names; `nil` for a key of a section the spec no longer has.
    init?(key: String)
}

/// The one section of a list whose rows all come from data (`items: dynamic` on the list itself)
/// and hold rows of their own: an outline with no sections of the spec's.
public enum WholeList: DataListSection {
    case main

    public var key: String { "main" }

    public init?(key: String) {
        guard key == "main" else { return nil }
        self = .main
    }
}

/// What a list of rows from data shows: each section with its title and top-level rows.
public enum DataListContents {
    /// `contents` as a list can show it: of sections with the same value, and of rows with the same
    /// id anywhere in the list (`children` included), the first. UIKit's diffable data sources and
    /// SwiftUI's `ForEach` both require unique identifiers, and the app's data may repeat a row
    /// (a feed in two folders), so the generated `contents` ends here.
    public static func unique<Section: Hashable, Row: Identifiable>(
        _ contents: [(section: Section, title: String?, rows: [Row])], children: WritableKeyPath<Row, [Row]?>? = nil
    ) -> [(section: Section, title: String?, rows: [Row])] {
        var seenSections = Set<Section>(), seenRows = Set<Row.ID>()
        func unique(_ rows: [Row]) -> [Row] {
            rows.compactMap { row in
                guard seenRows.insert(row.id).inserted else { return nil }
                guard let children else { return row }
                var row = row
                row[keyPath: children] = row[keyPath: children].map(unique)
                return row
            }
        }
        return contents.compactMap { part in
            guard seenSections.insert(part.section).inserted else { return nil }
            return (part.section, part.title, unique(part.rows))
        }
    }
}

/// An item of a sectioned data list's data source: a section's title row (where the header mode is
/// `firstItemInSection`), or a row by its `id`. Items are ids, never rows (`DataRows`), so a row
/// whose content changes keeps its cell, its selection and its expansion.
public enum DataListRow<Section: DataListSection>: Hashable, Sendable {
    case title(Section)
    case row(String)

    /// A key that lasts across launches (what the user collapsed, saved with the window): a row's
    /// id, or `section:` and the section's key for a title row.
    public var expansionKey: String {
        switch self {
        case .title(let section): "section:" + section.key
        case .row(let id): id
        }
    }

    /// The item an `expansionKey` names; `nil` for a title row of a section the spec no longer has.
    public init?(expansionKey key: String) {
        guard key.hasPrefix("section:") else {
            self = .row(key)
            return
        }
        guard let section = Section(key: String(key.dropFirst(8))) else { return nil }
        self = .title(section)
    }
}
