import LayoutRuntime
import Testing

/// Which toolbar buttons show in which width: the one decision UIKit's `barButtonItems(at:in:…)`
/// and SwiftUI's `ToolbarButtons` both make (`sizeClass:` in the spec), and the count a tab shows.
@Suite("Toolbar buttons by width, and counts")
struct ToolbarWidthTests {
    enum Item: String, CaseIterable, ToolbarItemDescribing {
        case share, print, sidebar

        var title: String { rawValue }
        var placement: ToolbarPlacement { .trailing }
        var sizeClass: HorizontalSizeClass? {
            switch self {
            case .share: nil
            case .print: .regular
            case .sidebar: .compact
            }
        }
    }

    @Test func aButtonWithoutASizeClassShowsInEveryWidth() {
        #expect(Item.share.shows(in: .regular) && Item.share.shows(in: .compact) && Item.share.shows(in: nil))
    }

    @Test func aButtonForOneWidthClassLeavesTheOther() {
        #expect(Item.allCases.filter { $0.shows(in: .compact) } == [.share, .sidebar])
        #expect(Item.allCases.filter { $0.shows(in: .regular) } == [.share, .print])
    }

    /// A controller not in a window yet has no width: it holds every button until it is shown.
    @Test func everyButtonShowsWhileTheWidthIsUnknown() {
        #expect(Item.allCases.filter { $0.shows(in: nil) } == Item.allCases)
    }

    @Test func aCountOfZeroOrNoneShowsNoBadge() {
        #expect(BadgeCount.text(3) == "3")
        #expect(BadgeCount.text(0) == nil && BadgeCount.text(nil) == nil && BadgeCount.text(-2) == nil)
        // SwiftUI's `.badge(_:)` takes an Int and shows none for 0, which nil and negative counts become.
        #expect(BadgeCount.value(3) == 3 && BadgeCount.value(nil) == 0 && BadgeCount.value(-2) == 0)
    }
}
