// The SwiftUI view of a static list that only selects its rows.
#if canImport(SwiftUI) && !os(macOS)
import LayoutRuntime
import SwiftUI

/// A list whose rows the spec writes out and that only selects them: its sections in spec order,
/// each row its `RowLabel`, the highlighted row the navigation state's. Generated screens use it
/// for such lists; a list with more (swipe actions, menus, a toolbar, children) gets a view of
/// its own.
@MainActor
public struct StaticListView<ListSection: StaticListSection, Style: ListStyle>: View {
    public let style: Style
    /// The screen's navigation title, localized like a literal (`nil`: the screen has none).
    public let title: LocalizedStringKey?
    /// The title in compact width, where the spec gives one per size class (`""`: none there);
    /// `nil`: `title` in every width.
    public let compactTitle: LocalizedStringKey?
    /// Whether titled sections show their titles as headers (the spec's header mode is not `none`).
    public let showsHeaders: Bool
    @Binding public var selection: ListSection.Item?
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    public init(
        _ sections: ListSection.Type, style: Style, title: LocalizedStringKey? = nil, compactTitle: LocalizedStringKey? = nil,
        showsHeaders: Bool = true, selection: Binding<ListSection.Item?>
    ) {
        self.style = style
        self.title = title
        self.compactTitle = compactTitle
        self.showsHeaders = showsHeaders
        _selection = selection
    }

    public var body: some View {
        if let title = horizontalSizeClass == .compact ? compactTitle ?? title : title {
            list.navigationTitle(title)
        } else {
            list
        }
    }

    private var list: some View {
        List(selection: $selection) {
            ForEach(Array(ListSection.allCases), id: \.self) { section in
                if showsHeaders {
                    Section {
                        rows(of: section)
                    } header: {
                        if let title = section.title {
                            Text(title)
                        }
                    }
                } else {
                    Section {
                        rows(of: section)
                    }
                }
            }
        }
        .listStyle(style)
    }

    private func rows(of section: ListSection) -> some View {
        ForEach(section.items, id: \.self) { item in
            RowLabel(item)
                .tag(item)
        }
    }
}
#endif
