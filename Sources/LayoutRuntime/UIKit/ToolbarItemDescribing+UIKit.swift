#if canImport(UIKit)
import UIKit

extension ToolbarItemDescribing {
    /// Bar button items for the buttons at `placement`, in spec order. `action` runs on a tap and
    /// `choose` when an item of a button's menu is chosen (with a menu and no primary action a tap
    /// opens the menu, UIBarButtonItem.h:109), each with the bar button item, which popovers
    /// presented from it point at. `state` is the app's state of an action (`Layout.state(of:)`):
    /// buttons show it when made and on `Layout.updateActionStates()` (`ActionStates`), which finds
    /// them by their action's identifier; menus ask each time they open. The bottom toolbar spreads
    /// its buttons across its width, flexible space between them. `width` leaves out the buttons
    /// the spec shows only in the other width class (`sizeClass:`); unspecified keeps them all.
    @MainActor
    public static func barButtonItems(
        at placement: ToolbarPlacement, in width: UIUserInterfaceSizeClass = .unspecified,
        action: @escaping @MainActor (Self, UIBarButtonItem) -> Void,
        choose: @escaping @MainActor (MenuEntry, UIBarButtonItem) -> Void = { _, _ in },
        state: @escaping @MainActor (AppActionKind) -> ActionState = { _ in ActionState() }
    ) -> [UIBarButtonItem] {
        let shown = HorizontalSizeClass(width)
        let items = allCases.filter { $0.placement == placement && $0.shows(in: shown) }.map { item -> UIBarButtonItem in
            let image = item.systemImageName.flatMap { UIImage(systemName: $0) }
            let button = UIBarButtonItem(title: item.title, image: image, primaryAction: nil, menu: nil)
            if let menu = item.menu {
                let elements = menu.menuElements(state: state) { [unowned button] entry in
                    choose(entry, button)
                }
                button.menu = UIMenu(children: elements)
                return button
            }
            let appAction = item.appAction
            let identifier = appAction?.uiActionIdentifier ?? item.uiActionIdentifier
            button.primaryAction = UIAction(title: item.title, image: image, identifier: identifier) { [unowned button] _ in
                action(item, button)
            }
            if let appAction, appAction.takesState { state(appAction).show(on: button) }
            return button
        }
        guard placement == .bottom else { return items }
        return items.enumerated().flatMap { index, item -> [UIBarButtonItem] in index == 0 ? [item] : [.flexibleSpace(), item] }
    }
}

extension HorizontalSizeClass {
    /// UIKit's width class, `nil` while it is unspecified (a controller not yet in a window).
    public init?(_ sizeClass: UIUserInterfaceSizeClass) {
        switch sizeClass {
        case .regular: self = .regular
        case .compact: self = .compact
        default: return nil
        }
    }
}

extension ToolbarItemDescribing {
    /// The identifier of the UIAction of the bar button made for this item, unless it runs an app
    /// action (then the action's, `AppActionDescribing.uiActionIdentifier`), by which
    /// `TransientAnchor.barButton(showing:in:)` finds the button on screen: `layoutc.`, the
    /// type's full name and the case.
    public var uiActionIdentifier: UIAction.Identifier {
        UIAction.Identifier("layoutc." + String(reflecting: Self.self) + "." + String(describing: self))
    }
}

extension Array where Element: MenuItemDescribing {
    /// The menu's elements: each item a `UIAction` that calls `choose`, red when destructive,
    /// disabled or checked as the app's `state` of its action says; each group a submenu, or with
    /// `.displayInline` a section set off by separators. Where an item shows the app's state the
    /// elements are made again each time the menu opens (iOS 15, UIDeferredMenuElement.h:26-36).
    @MainActor
    public func menuElements(
        state: @escaping @MainActor (Element.AppActionKind) -> ActionState = { _ in ActionState() },
        choose: @escaping @MainActor (Element) -> Void
    ) -> [UIMenuElement] {
        let entries = self
        @MainActor func elements() -> [UIMenuElement] {
            entries.runs.flatMap { run -> [UIMenuElement] in
                let actions = run.entries.map { $0.uiAction(state: state, choose: choose) }
                guard let group = run.group else { return actions }
                let image = group.systemImageName.flatMap { UIImage(systemName: $0) }
                return [UIMenu(title: group.title, image: image, options: group.isInline ? .displayInline : [], children: actions)]
            }
        }
        guard contains(where: { $0.appAction?.takesState == true }) else { return elements() }
        if #available(iOS 15.0, *) {
            return [UIDeferredMenuElement.uncached { completion in completion(elements()) }]
        }
        return elements()
    }
}

extension Array where Element: MenuItemDescribing {
    /// The navigation title's menu of these items (`titleMenu:`), for
    /// `UINavigationItem.titleMenuProvider` (iOS 16, UINavigationItem.h:108-109): the actions UIKit
    /// suggests first (the document actions the responder chain implements, such as rename,
    /// duplicate, move, export and print), then the items, made as a toolbar button's menu is.
    @available(iOS 16.0, *)
    @MainActor
    public func titleMenuProvider(
        state: @escaping @MainActor (Element.AppActionKind) -> ActionState = { _ in ActionState() },
        choose: @escaping @MainActor (Element) -> Void
    ) -> ([UIMenuElement]) -> UIMenu? {
        let entries = self
        // Made again for each opening, as UIKit asks the provider each time the title is tapped.
        return { suggested in UIMenu(children: suggested + entries.menuElements(state: state, choose: choose)) }
    }
}

extension MenuItemDescribing {
    /// The item as a `UIAction` that calls `choose`: red when destructive, disabled or checked as
    /// the app's `state` of its action says.
    @MainActor
    public func uiAction(state: @escaping @MainActor (AppActionKind) -> ActionState = { _ in ActionState() },
                         choose: @escaping @MainActor (Self) -> Void) -> UIAction {
        let element = UIAction(title: title, image: systemImageName.flatMap { UIImage(systemName: $0) },
                               attributes: isDestructive ? .destructive : []) { _ in choose(self) }
        if let appAction, appAction.takesState {
            let current = state(appAction)
            if !current.isEnabled { element.attributes.insert(.disabled) }
            element.state = current.isChecked ? .on : .off
        }
        return element
    }
}

extension MenuItemDescribing where Self: CaseIterable {
    /// A row's context menu of every item, in spec order; `choose` runs the chosen one.
    @MainActor
    public static func contextMenu(choose: @escaping @MainActor (Self) -> Void) -> UIMenu {
        UIMenu(children: allCases.map { $0.uiAction(choose: choose) })
    }
}

extension AppActionDescribing {
    /// The identifier of the UIActions of the bar buttons that run it, by which
    /// `Layout.updateActionStates()` finds them again: the action's type and its spec id.
    public var uiActionIdentifier: UIAction.Identifier {
        UIAction.Identifier(Self.identifierPrefix + rawValue)
    }

    /// The action whose bar buttons' UIActions have `identifier`.
    public init?(uiActionIdentifier identifier: UIAction.Identifier) {
        guard identifier.rawValue.hasPrefix(Self.identifierPrefix) else { return nil }
        self.init(rawValue: String(identifier.rawValue.dropFirst(Self.identifierPrefix.count)))
    }

    /// `layoutc.` and the type's full name (`Mail.AppAction`, with its module): each spec's own.
    private static var identifierPrefix: String { "layoutc." + String(reflecting: Self.self) + "." }
}

extension ActionState {
    /// Shows the state on a bar button: dimmed when the action cannot run, selected when it is on.
    @MainActor
    public func show(on button: UIBarButtonItem) {
        button.isEnabled = isEnabled
        if #available(iOS 15.0, *) {
            // UIBarButtonItem.h:120.
            button.isSelected = isChecked
        }
    }
}

extension UIViewController {
    /// The bar buttons a generated screen puts up: its navigation item's, then its toolbar's.
    var layoutBarButtonItems: [UIBarButtonItem] {
        (navigationItem.leftBarButtonItems ?? []) + (navigationItem.rightBarButtonItems ?? []) + (toolbarItems ?? [])
    }
}

/// Shows the app's state of its actions on bar buttons: what `Layout.updateActionStates()` does.
@MainActor
public enum ActionStates {
    /// Shows `state` of each action on the bar buttons that run it, on every screen under `root`,
    /// presented ones included, found by their UIActions' identifiers.
    public static func show<Action: AppActionDescribing>(in root: UIViewController,
                                                          state: @MainActor (Action) -> ActionState) {
        var seen = Set<ObjectIdentifier>()
        var pending = [root]
        while let controller = pending.popLast() {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
            pending += controller.children
            if let presented = controller.presentedViewController { pending.append(presented) }
            for button in controller.layoutBarButtonItems {
                guard let identifier = button.primaryAction?.identifier, let action = Action(uiActionIdentifier: identifier),
                      action.takesState else { continue }
                state(action).show(on: button)
            }
        }
    }
}
#endif
