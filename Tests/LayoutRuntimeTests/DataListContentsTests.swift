import LayoutRuntime
import Testing

/// What a list of rows from data shows when the app's data repeats itself: the generated
/// `contents` ends in `DataListContents.unique`, and UIKit's list and SwiftUI's view show exactly
/// what it returns, so a diffable data source or a `ForEach` never sees an id twice.
@Suite("Data list contents")
struct DataListContentsTests {
    struct Feed: Identifiable, Equatable {
        var id: String
        var title: String
        var children: [Feed]?
    }

    enum Section: Hashable {
        case smart
        case account(String)
    }

    typealias Contents = [(section: Section, title: String?, rows: [Feed])]

    func shape(_ contents: Contents) -> [String] {
        func rows(_ feeds: [Feed]) -> String {
            feeds.map { $0.id + ($0.children.map { "(" + rows($0) + ")" } ?? "") }.joined(separator: " ")
        }
        return contents.map { "\($0.section) \($0.title ?? "-"): \(rows($0.rows))" }
    }

    @Test func contentsWithoutRepeatsAreShownAsGiven() {
        let contents: Contents = [(.smart, "Smart", [Feed(id: "today", title: "Today")]),
                                  (.account("icloud"), "iCloud", [Feed(id: "swift", title: "Swift")])]
        #expect(shape(DataListContents.unique(contents)) == shape(contents))
    }

    @Test func aRowRepeatedAnywhereInTheListIsShownOnlyWhereItFirstComes() {
        let daring = Feed(id: "daring", title: "Daring Fireball")
        let contents: Contents = [
            (.account("icloud"), "iCloud", [Feed(id: "tech", title: "Tech", children: [daring]), daring]),
            (.account("local"), "On My iPad", [daring, Feed(id: "cooking", title: "Cooking")]),
        ]
        #expect(shape(DataListContents.unique(contents, children: \.children))
                == ["account(\"icloud\") iCloud: tech(daring)", "account(\"local\") On My iPad: cooking"])
    }

    @Test func withoutAChildrenKeyPathChildrenAreLeftAsTheyAre() {
        let contents: Contents = [(.smart, nil, [Feed(id: "a", title: "A", children: [Feed(id: "a", title: "A again")])])]
        #expect(shape(DataListContents.unique(contents)) == ["smart -: a(a)"])
    }

    @Test func aSectionRepeatedFromDataIsShownOnceWithItsFirstTitleAndRows() {
        let contents: Contents = [(.account("icloud"), "iCloud", [Feed(id: "a", title: "A")]),
                                  (.account("icloud"), "iCloud (old)", [Feed(id: "b", title: "B")])]
        #expect(shape(DataListContents.unique(contents)) == ["account(\"icloud\") iCloud: a"])
    }
}
