/// Where a toolbar button sits: either side of the navigation bar, or the bottom toolbar.
public enum ToolbarPlacement: String, Hashable, Sendable, CaseIterable {
    case leading, trailing, bottom
}

/// A screen's toolbar button, as the generated `…ToolbarItem` enums describe it, so one runtime
/// function makes any toolbar's bar button items (`barButtonItems(at:action:)`).
public protocol ToolbarItemDescribing: CaseIterable, Hashable, Sendable {
    var title: String { get }
    /// The SF Symbol shown on the button.
    var systemImageName: String? { get }
    var placement: ToolbarPlacement { get }
}
