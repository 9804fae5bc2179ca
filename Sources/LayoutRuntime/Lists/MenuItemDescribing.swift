/// What the app says of an action right now, through `state(of:)` of `Screens`: whether it can
/// run, and whether it is on. Controls that run the action show it: disabled, or with a checkmark.
public struct ActionState: Hashable, Sendable {
    public var isEnabled: Bool
    public var isChecked: Bool

    public init(isEnabled: Bool = true, isChecked: Bool = false) {
        self.isEnabled = isEnabled
        self.isChecked = isChecked
    }
}

/// An app action whose state the app may give (`enabled: app`, `checked: app`), as the generated
/// `AppAction` enums describe it. Its raw value is the spec's id.
public protocol AppActionDescribing: RawRepresentable, Hashable, Sendable where RawValue == String {
    /// The app says when the action can run (`enabled: app`).
    var isEnabledByApp: Bool { get }
    /// The action is on or off, as the app says (`checked: app`).
    var isCheckedByApp: Bool { get }
}

extension AppActionDescribing {
    /// Generated actions say only what the spec leaves to the app.
    public var isEnabledByApp: Bool { false }
    public var isCheckedByApp: Bool { false }

    /// Whether the app says anything about the action, so its controls show the app's state.
    public var takesState: Bool { isEnabledByApp || isCheckedByApp }

    /// The state the action's controls show, from the app's answer: only what the spec leaves
    /// to the app is read from it; otherwise the action is enabled and unchecked.
    public func state(from app: ActionState) -> ActionState {
        ActionState(isEnabled: isEnabledByApp ? app.isEnabled : true, isChecked: isCheckedByApp && app.isChecked)
    }
}

/// A group of menu items, as the generated `…ToolbarMenuGroup` enums describe it: a submenu, or a
/// section set off by separators.
public protocol MenuGroupDescribing: Hashable, Sendable {
    var title: String { get }
    /// The SF Symbol shown with a submenu.
    var systemImageName: String? { get }
    /// Shown in place between separators (`inline: true`), rather than as a submenu.
    var isInline: Bool { get }
}

/// An item of a menu (a toolbar button's menu, a row's context menu), as the generated
/// `…MenuItem` enums describe it, so the runtime builds any menu: UIKit's `UIMenu`, SwiftUI's
/// `Menu` and `contextMenu`.
public protocol MenuItemDescribing: Hashable, Sendable {
    /// The type of the groups the item may be in; `NoMenuGroup` where the menu has none.
    associatedtype EntryGroup: MenuGroupDescribing = NoMenuGroup
    /// The type of the app action the item may run; `NoAppAction` where no state is the app's.
    associatedtype AppActionKind: AppActionDescribing = NoAppAction
    var title: String { get }
    /// The SF Symbol shown with the item.
    var systemImageName: String? { get }
    /// Shown in red; the app asks before it deletes.
    var isDestructive: Bool { get }
    /// The submenu or inline section it is in; `nil`: the menu itself.
    var group: EntryGroup? { get }
    /// The app action it runs, whose state (disabled, checked) the item shows.
    var appAction: AppActionKind? { get }
}

extension MenuGroupDescribing {
    /// A group the spec gives no symbol, or that is not `inline: true`, says nothing of it.
    public var systemImageName: String? { nil }
    public var isInline: Bool { false }
}

extension MenuItemDescribing {
    /// An item the spec gives no symbol, or that is not destructive, says nothing of it.
    public var systemImageName: String? { nil }
    public var isDestructive: Bool { false }
}

extension MenuItemDescribing where EntryGroup == NoMenuGroup {
    public var group: NoMenuGroup? { nil }
}

extension MenuItemDescribing where AppActionKind == NoAppAction {
    public var appAction: NoAppAction? { nil }
}

/// A run of a menu's items: consecutive items outside any group, or a group with its items.
public struct MenuRun<Entry: MenuItemDescribing>: Hashable, Sendable {
    public var group: Entry.EntryGroup?
    public var entries: [Entry]
}

extension Array where Element: MenuItemDescribing {
    /// The items in runs, in menu order: items outside any group, and each group with its items.
    public var runs: [MenuRun<Element>] {
        var runs: [MenuRun<Element>] = []
        for entry in self {
            if let last = runs.last, last.group != nil, last.group == entry.group {
                runs[runs.count - 1].entries.append(entry)
            } else {
                runs.append(MenuRun(group: entry.group, entries: [entry]))
            }
        }
        return runs
    }
}

/// No app action: the `AppActionKind` of controls of a spec that leaves no state to the app.
public enum NoAppAction: AppActionDescribing {
    public init?(rawValue: String) { nil }
    public var rawValue: String { switch self {} }
    public var isEnabledByApp: Bool { switch self {} }
    public var isCheckedByApp: Bool { switch self {} }
}

/// No group: the `EntryGroup` of menus without submenus or sections.
public enum NoMenuGroup: MenuGroupDescribing {
    public var title: String { switch self {} }
    public var systemImageName: String? { switch self {} }
    public var isInline: Bool { switch self {} }
}

/// No menu item: the `MenuEntry` of toolbars without menus, whose buttons run `Action`s.
public enum NoMenuItem<Action: AppActionDescribing>: MenuItemDescribing {
    public typealias AppActionKind = Action
    public var appAction: Action? { switch self {} }
    public var title: String { switch self {} }
    public var systemImageName: String? { switch self {} }
    public var isDestructive: Bool { switch self {} }
}

/// The items of a row's context menu that the app performs itself, the ones without an `action`
/// of their own, as the generated `…ContextMenuItem.AppItem` enums describe them: each is an item
/// of the whole menu (`MenuItem`), by name.
public protocol AppMenuItem: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue == String {
    associatedtype MenuItem: MenuWithAppItems where MenuItem.AppItem == Self
}

extension AppMenuItem {
    /// The menu item this is, for its title and image.
    public var menuItem: MenuItem {
        guard let item = MenuItem(rawValue: rawValue) else { preconditionFailure("\(rawValue) is not an item of its menu") }
        return item
    }
}

/// A context menu some of whose items the app performs (`AppItem`), and the rest the layout.
public protocol MenuWithAppItems: RawRepresentable where RawValue == String {
    associatedtype AppItem: AppMenuItem where AppItem.MenuItem == Self
}

extension MenuWithAppItems {
    /// This item as one the app performs; `nil` for an item with an `action` of its own.
    public var appItem: AppItem? { AppItem(rawValue: rawValue) }
}
