import LayoutRuntime
import Testing

/// What a list of rows from data shows over itself: the same decision in UIKit
/// (`ListViewController.updateContentUnavailableConfiguration(using:)`) and SwiftUI
/// (`View.emptyList(_:when:searching:)`).
@Suite("Empty list state")
struct EmptyListStateTests {
    let noMail = EmptyListState("No Mail", systemImage: "tray", message: "New messages show here.")

    @Test func aListWithRowsShowsItsRows() {
        #expect(noMail.shown(hasRows: true, searchText: nil) == nil)
        #expect(noMail.shown(hasRows: true, searchText: "invoice") == nil)
    }

    @Test func anEmptyListShowsTheSpecsEmptyState() {
        #expect(noMail.shown(hasRows: false, searchText: nil) == .empty(noMail))
        // An empty search field is no search: the field is open, nothing is typed yet.
        #expect(noMail.shown(hasRows: false, searchText: "") == .empty(noMail))
    }

    @Test func aSearchThatFindsNothingShowsNoResultsForItsText() {
        #expect(noMail.shown(hasRows: false, searchText: "invoice") == .noResults(searchText: "invoice"))
    }
}
