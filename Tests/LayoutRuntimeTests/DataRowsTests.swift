import LayoutRuntime
import Testing

/// What a list from data shows when the app applies rows: the rows by `id`, the first of each id,
/// and which rows changed content under an id already shown (those are shown again in place).
@Suite("Rows from data")
struct DataRowsTests {
    struct Note: Identifiable, Equatable {
        var id: String
        var title: String
    }

    @Test func theFirstRowOfEachIdIsShownInTheOrderGiven() {
        let update = DataRows.unique([Note(id: "b", title: "B"), Note(id: "a", title: "A"), Note(id: "b", title: "B again")], shown: [:])
        #expect(update.rows.map(\.title) == ["B", "A"])
        #expect(update.byID["b"]?.title == "B")
        #expect(update.changed.isEmpty, "nothing was shown before, so nothing changed in place")
    }

    @Test func aRowWhoseContentChangedUnderAShownIdIsReportedOnce() {
        let shown = ["a": Note(id: "a", title: "A"), "b": Note(id: "b", title: "B")]
        let update = DataRows.unique([Note(id: "a", title: "A"), Note(id: "b", title: "B, edited"), Note(id: "c", title: "C"),
                                      Note(id: "b", title: "B, a second edit")], shown: shown)
        #expect(update.changed == ["b"], "a new id is inserted, not reconfigured; an unchanged one is left alone")
        #expect(update.rows.map(\.id) == ["a", "b", "c"])
        #expect(update.byID.count == 3)
    }
}
