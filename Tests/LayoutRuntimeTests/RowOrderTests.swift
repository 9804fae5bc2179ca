import LayoutRuntime
import Testing

/// How a reorderable list arranges its rows: what `RowOrder.arranged` gives back is exactly what
/// generated lists show and report through `didReorder`.
@Suite("Row order")
struct RowOrderTests {
    /// An outline: `inbox` holds `work` and `home`; `work` holds `urgent`.
    static let children: [String: [String]] = ["inbox": ["work", "home"], "work": ["urgent"]]
    func arranged(_ rows: [String], by saved: [String]) -> [String] {
        RowOrder.arranged(rows, by: saved, children: { Self.children[$0] ?? [] })
    }

    @Test func withNothingSavedRowsComeInSpecOrderWithTheirChildrenDepthFirst() {
        #expect(arranged(["inbox", "sent"], by: []) == ["inbox", "work", "urgent", "home", "sent"])
    }

    @Test func siblingsFollowTheSavedOrderAndKeepTheirChildren() {
        #expect(arranged(["inbox", "sent", "trash"], by: ["trash", "inbox", "sent"]) == ["trash", "inbox", "work", "urgent", "home", "sent"])
        #expect(arranged(["inbox", "sent"], by: ["home", "work"]) == ["inbox", "home", "work", "urgent", "sent"])
    }

    @Test func rowsTheSavedOrderLacksFollowInSpecOrder() {
        #expect(arranged(["a", "b", "c", "d"], by: ["c"]) == ["c", "a", "b", "d"])
        #expect(arranged(["a", "b", "c", "d"], by: ["d", "gone", "b"]) == ["d", "b", "a", "c"])
    }

    @Test func aRowNeverChangesItsParentWhateverTheSavedOrderSays() {
        // `urgent` saved at the top level, `sent` saved among `inbox`'s children: both stay put.
        let rows = arranged(["inbox", "sent"], by: ["urgent", "home", "sent", "work", "inbox"])
        #expect(rows == ["sent", "inbox", "home", "work", "urgent"])
    }

    @Test func aRowSavedTwiceCountsAtItsFirstPlace() {
        #expect(arranged(["a", "b", "c"], by: ["b", "c", "b", "a"]) == ["b", "c", "a"])
    }
}
