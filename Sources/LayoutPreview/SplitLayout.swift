import LayoutModel

/// Where each column of an expanded split view sits in one display mode.
struct SplitLayout: Sendable {
    /// How a column is shown.
    enum Presentation: Sendable, Equatable {
        /// Side by side with its neighbours.
        case tiled
        /// A sidebar sliding over the (dimmed) secondary column.
        case overlay
        /// The secondary column pushed partly off screen by the sidebars (and dimmed).
        case displaced
        /// The secondary column under overlaid sidebars (dimmed).
        case covered
    }

    struct ColumnFrame: Sendable, Equatable {
        var column: Column
        var rect: Rect
        var presentation: Presentation
    }

    /// The columns in drawing order: the secondary first, sidebars above it.
    var frames: [ColumnFrame]

    /// UIKit's automatic primary width is about 320 pt; the supplementary column's default is alike.
    static let defaultColumnWidth = 320.0

    /// A sidebar's width: `points` override `fraction`, both clamped by `min` and `max`.
    static func width(of column: Column, in split: Split?, screenWidth: Double) -> Double {
        let declared = split?.columnWidths.first { $0.column == column }
        var width = defaultColumnWidth
        if let points = declared?.points?.value, points > 0 {
            width = points
        } else if let fraction = declared?.fraction?.value, fraction > 0, fraction <= 1 {
            width = fraction * screenWidth
        }
        if let minimum = declared?.min?.value, minimum >= 0 { width = max(width, minimum) }
        if let maximum = declared?.max?.value, maximum > 0 { width = min(width, maximum) }
        // Keep something of the secondary column visible, as UIKit does.
        return min(max(width, 120), screenWidth * 0.45)
    }

    init(split: Split?, mode: DisplayMode, screen: Rect) {
        let triple = split?.style?.value == .tripleColumn
        let primaryWidth = Self.width(of: .primary, in: split, screenWidth: screen.width)
        let supplementaryWidth = Self.width(of: .supplementary, in: split, screenWidth: screen.width)
        // In a three-column split the single sidebar of the `one…` modes is the supplementary column.
        let oneColumn: Column = triple ? .supplementary : .primary
        let oneWidth = triple ? supplementaryWidth : primaryWidth
        func column(_ column: Column, x: Double, width: Double, _ presentation: Presentation) -> ColumnFrame {
            ColumnFrame(column: column, rect: Rect(x: x, y: screen.y, width: width, height: screen.height), presentation: presentation)
        }
        let x = screen.x
        switch mode {
        case .automatic, .secondaryOnly:
            frames = [column(.secondary, x: x, width: screen.width, .tiled)]
        case .oneBesideSecondary:
            frames = [column(.secondary, x: x + oneWidth, width: screen.width - oneWidth, .tiled),
                      column(oneColumn, x: x, width: oneWidth, .tiled)]
        case .oneOverSecondary:
            frames = [column(.secondary, x: x, width: screen.width, .covered),
                      column(oneColumn, x: x, width: oneWidth, .overlay)]
        case .twoBesideSecondary:
            let sidebars = primaryWidth + supplementaryWidth
            frames = [column(.secondary, x: x + sidebars, width: screen.width - sidebars, .tiled),
                      column(.supplementary, x: x + primaryWidth, width: supplementaryWidth, .tiled),
                      column(.primary, x: x, width: primaryWidth, .tiled)]
        case .twoOverSecondary:
            frames = [column(.secondary, x: x, width: screen.width, .covered),
                      column(.supplementary, x: x + primaryWidth, width: supplementaryWidth, .overlay),
                      column(.primary, x: x, width: primaryWidth, .overlay)]
        case .twoDisplaceSecondary:
            // The secondary keeps its `oneBesideSecondary` width and is pushed right by the primary.
            frames = [column(.secondary, x: x + primaryWidth + supplementaryWidth, width: screen.width - supplementaryWidth, .displaced),
                      column(.supplementary, x: x + primaryWidth, width: supplementaryWidth, .tiled),
                      column(.primary, x: x, width: primaryWidth, .tiled)]
        }
        // `primaryEdge: trailing` puts the sidebars on the other side: the same layout, mirrored.
        if split?.primaryEdge?.value == .trailing {
            frames = frames.map { frame in
                var mirrored = frame
                mirrored.rect.x = screen.x + screen.width - (frame.rect.x - screen.x) - frame.rect.width
                return mirrored
            }
        }
    }

    /// Whether sidebars are hidden, so the secondary column offers a button to show them.
    static func hidesSidebars(_ mode: DisplayMode) -> Bool {
        mode == .secondaryOnly || mode == .automatic
    }
}
