/// The rows of a list from data, kept by `id`. A diffable data source tracks items by their
/// identifier's `Hashable` equality (UIKit.si:3243), so a generated list's items are its rows'
/// ids, never the rows: a row whose content changed is the same item, and keeps its cell, its
/// place and its selection.
public enum DataRows {
    /// `rows` without repeated ids (the first row of each id is kept), the same rows by id, and
    /// the ids of the rows whose content differs from the row `shown` has under their id.
    public static func unique<Row: Identifiable & Equatable>(_ rows: [Row], shown: [Row.ID: Row])
        -> (rows: [Row], byID: [Row.ID: Row], changed: [Row.ID]) {
        var byID: [Row.ID: Row] = [:]
        byID.reserveCapacity(rows.count)
        var unique: [Row] = []
        unique.reserveCapacity(rows.count)
        var changed: [Row.ID] = []
        for row in rows where byID[row.id] == nil {
            byID[row.id] = row
            unique.append(row)
            if let before = shown[row.id], before != row { changed.append(row.id) }
        }
        return (unique, byID, changed)
    }
}
