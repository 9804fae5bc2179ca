#if canImport(SwiftUI) && !os(macOS)
import LayoutRuntime
import SwiftUI

/// What a generated list of rows from data shows over itself while it has none (`emptyState:`):
/// iOS 17's `ContentUnavailableView` (its `.search(text:)` while a search found nothing), and
/// before iOS 17 the symbol, title and message stacked in the middle.
@MainActor
public struct EmptyListView: View {
    public let shown: EmptyListState.Shown

    public init(_ shown: EmptyListState.Shown) {
        self.shown = shown
    }

    public var body: some View {
        if #available(iOS 17.0, *) {
            switch shown {
            case .empty(let state):
                if let systemImage = state.systemImage {
                    ContentUnavailableView(state.title, systemImage: systemImage, description: state.message.map { Text($0) })
                } else {
                    ContentUnavailableView(label: { Text(state.title) }, description: { state.message.map { Text($0) } })
                }
            case .noResults(let text):
                ContentUnavailableView.search(text: text)
            }
        } else {
            VStack(spacing: 8) {
                switch shown {
                case .empty(let state):
                    if let systemImage = state.systemImage { Image(systemName: systemImage) }
                    Text(state.title).font(.title)
                    if let message = state.message { Text(message) }
                case .noResults(let text):
                    Text("No Results for “\(text)”").font(.title)
                }
            }
        }
    }
}

extension View {
    /// Shows `state` over the list while it `isEmpty`; while `searching` holds text, the
    /// platform's "No Results" for it instead. `nil`: nothing, the list stays blank.
    @MainActor
    public func emptyList(_ state: EmptyListState?, when isEmpty: Bool, searching: String = "") -> some View {
        // The iOS 13 `overlay(_:alignment:)`: the package supports iOS 14.
        overlay(state?.shown(hasRows: !isEmpty, searchText: searching).map(EmptyListView.init))
    }
}
#endif
