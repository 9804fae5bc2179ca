import Diagnostics

/// The colours and sizes of the wireframes: UIKit's light-mode system colours, so a preview
/// reads like the app it describes.
enum Theme {
    /// No external fonts: the viewer's system font, with common fallbacks.
    static let fontFamily = "-apple-system, Helvetica, Arial, sans-serif"

    static let label = "#000000"
    static let secondaryLabel = "#6D6D72"
    static let tertiaryLabel = "#AEAEB2"
    static let tint = "#007AFF"
    static let separator = "#C6C6C8"
    static let groupedBackground = "#F2F2F7"
    static let sidebarBackground = "#EEEEF3"
    static let background = "#FFFFFF"
    static let selectionGray = "#D1D1D6"
    static let placeholderFill = "#E5E5EA"
    static let placeholderStroke = "#8E8E93"
    static let red = "#FF3B30"
    static let green = "#34C759"
    static let bezel = "#1C1C1E"
    static let canvas = "#FAFAFA"

    static let rowHeight = 44.0
    static let subtitleRowHeight = 58.0
    static let dynamicRowHeight = 60.0
    static let navigationBarHeight = 50.0
    static let compactNavigationBarHeight = 44.0
    static let largeTitleHeight = 52.0
    static let tabBarHeight = 50.0
    static let toolbarHeight = 46.0

    static func color(for severity: Severity) -> String {
        switch severity {
        case .error: "#D70015"
        case .warning: "#C93400"
        case .note: "#0040DD"
        }
    }
}
