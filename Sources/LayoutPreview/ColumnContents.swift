import LayoutModel

/// Which screen each column shows in regular width, with the selection carried along: the
/// primary column's row picked at launch (else its first row) is selected and its `onSelect`
/// target fills the next column, and so on from the supplementary column to the secondary one
/// (HIG: the secondary pane always matches a visible selection).
struct ColumnContents: Sendable {
    var screens: [Column: String] = [:]
    var selectedRows: [Column: Int] = [:]

    init(_ spec: LayoutSpec) {
        guard let split = spec.split else { return }
        for assignment in split.columns where screens[assignment.column] == nil {
            screens[assignment.column] = assignment.screen.value
        }
        let triple = split.style?.value == .tripleColumn
        for column in [Column.primary, .supplementary] {
            guard column == .primary || triple,
                  let name = screens[column], let list = spec.screen(named: name)?.list else { continue }
            let rows = ListRows(list, sizeClass: .regular)
            guard let index = rows.shownSelected, let action = rows.rows[index].action else { continue }
            switch action.kind.value {
            case .showSupplementary where triple && column == .primary:
                screens[.supplementary] = action.target.value
                selectedRows[column] = index
            case .showDetail:
                screens[.secondary] = action.target.value
                selectedRows[column] = index
            case .showSupplementary, .push:
                break
            }
        }
    }
}
