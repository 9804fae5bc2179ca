import LayoutModel
import SpecSource

/// The rows a list shows in one size class, in order: section headers as the header mode
/// shows them, items with their outline children expanded, or placeholders for dynamic items.
struct ListRows: Sendable {
    enum Kind: Sendable {
        /// A header view above the section (`headerMode: supplementary`).
        case sectionHeader(title: String)
        /// The section's title as its first row (`headerMode: firstItemInSection`).
        case headerRow(title: String, outline: Bool)
        /// An item, indented by its outline depth.
        case item(Item, depth: Int)
        /// One of a few stand-ins for rows that come from data (`items: dynamic`).
        case placeholder(number: Int, itemType: String)
    }

    struct Row: Sendable {
        var kind: Kind
        var section: Int
        /// The spec text the row comes from, for findings.
        var range: SourceRange?
        /// What selecting the row shows: the item's own action, else the list's.
        var action: SelectionAction?

        var isSelectable: Bool {
            switch kind {
            case .item, .placeholder: true
            case .sectionHeader, .headerRow: false
            }
        }
    }

    var rows: [Row] = []

    /// How many stand-in rows a dynamic list shows.
    static let placeholderCount = 5
    /// How many a section of rows from data shows.
    static let placeholderCountInSection = 2

    mutating func appendTitle(_ title: String, mode: HeaderMode, outline: Bool, section: Int, range: SourceRange) {
        switch mode {
        case .supplementary: rows.append(Row(kind: .sectionHeader(title: title), section: section, range: range))
        case .firstItemInSection: rows.append(Row(kind: .headerRow(title: title, outline: outline), section: section, range: range))
        case .none: break
        }
    }

    init(_ list: ListSpec, sizeClass: SizeClass) {
        if case .dynamic(let range) = list.content {
            let type = list.itemType?.value ?? "Item"
            for number in 1...Self.placeholderCount {
                rows.append(Row(kind: .placeholder(number: number, itemType: type), section: 0, range: range, action: list.onSelect))
            }
            return
        }
        let mode = list.headerMode(in: sizeClass)
        var index = 0
        for section in list.sections {
            defer { index += 1 }
            if let dynamic = section.dynamic {
                // Rows from data: a few stand-ins, in two stand-in sections where the entry repeats per value.
                let type = list.itemType?.value ?? "Item"
                let titles = section.sectionType.map { type in (1...2).map { "\(type.value) \($0)" } } ?? [section.title?.value]
                for (copy, title) in titles.enumerated() {
                    if copy > 0 { index += 1 }
                    if let title { appendTitle(title, mode: mode, outline: section.isOutline, section: index, range: section.range) }
                    for number in 1...Self.placeholderCountInSection {
                        rows.append(Row(kind: .placeholder(number: number, itemType: type), section: index, range: dynamic, action: list.onSelect))
                    }
                }
                continue
            }
            if let title = section.title?.value {
                appendTitle(title, mode: mode, outline: section.isOutline, section: index, range: section.range)
            }
            func walk(_ items: [Item], depth: Int) {
                for item in items {
                    rows.append(Row(kind: .item(item, depth: depth), section: index, range: item.range,
                                    action: item.onSelect ?? list.onSelect))
                    walk(item.children, depth: depth + 1)
                }
            }
            walk(section.items, depth: 0)
        }
    }

    /// The row a column shows selected, so the next column can show what it leads to.
    var firstSelectable: Int? { rows.firstIndex { $0.isSelectable } }

    /// The row drawn selected: the one the app picks at launch (`selectedAtLaunch`), else the
    /// first that can be selected.
    var shownSelected: Int? {
        rows.firstIndex { row in
            if case .item(let item, _) = row.kind { return item.isSelectedAtLaunch }
            return false
        } ?? firstSelectable
    }
}
