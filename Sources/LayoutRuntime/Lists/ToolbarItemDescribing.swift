/// Where a toolbar button sits: either side of the navigation bar, or the bottom toolbar.
public enum ToolbarPlacement: String, Hashable, Sendable, CaseIterable {
    case leading, trailing, bottom
}

/// A screen's toolbar button, as the generated `…ToolbarItem` enums describe it, so one runtime
/// function makes any toolbar: UIKit's bar button items (`barButtonItems(at:action:choose:state:)`)
/// and SwiftUI's buttons (`ToolbarButtons`), with their menus and the app's action states.
public protocol ToolbarItemDescribing: CaseIterable, Hashable, Sendable {
    /// The type of the app action a button may run; `NoAppAction` where no state is the app's.
    associatedtype AppActionKind: AppActionDescribing = NoAppAction
    /// The type of the items of the buttons' menus; `NoMenuItem` where no button has a menu. Its
    /// items run the same app actions as the buttons, so one answer of the app's state serves both.
    associatedtype MenuEntry: MenuItemDescribing = NoMenuItem<AppActionKind> where MenuEntry.AppActionKind == AppActionKind
    var title: String { get }
    /// The SF Symbol shown on the button.
    var systemImageName: String? { get }
    var placement: ToolbarPlacement { get }
    /// The menu a tap opens, if the button has one.
    var menu: [MenuEntry]? { get }
    /// The app action a tap runs, whose state (disabled, on) the button shows.
    var appAction: AppActionKind? { get }
    /// The only width the button shows in (`sizeClass:`); `nil`: every width.
    var sizeClass: HorizontalSizeClass? { get }
}

/// A horizontal size class, as the spec names it: UIKit's `UIUserInterfaceSizeClass` and
/// SwiftUI's `UserInterfaceSizeClass` without their unspecified case.
public enum HorizontalSizeClass: String, Hashable, Sendable, CaseIterable {
    case regular, compact
}

extension ToolbarItemDescribing {
    /// A button the spec gives no symbol shows its title.
    public var systemImageName: String? { nil }

    /// A button shows in every width unless the spec says otherwise.
    public var sizeClass: HorizontalSizeClass? { nil }

    /// Whether the button shows in `width`; while the width is not known yet (`nil`), every
    /// button does.
    public func shows(in width: HorizontalSizeClass?) -> Bool {
        guard let sizeClass, let width else { return true }
        return sizeClass == width
    }
}

extension ToolbarItemDescribing where MenuEntry == NoMenuItem<AppActionKind> {
    public var menu: [MenuEntry]? { nil }
}

extension ToolbarItemDescribing where AppActionKind == NoAppAction {
    public var appAction: NoAppAction? { nil }
}
