import Diagnostics
import JSONValue
import SpecSource

/// What triggering a control does: open a screen the way a row's selection does, or run an app
/// action. One vocabulary for every control that can trigger something (today toolbar items;
/// the spelling is the one `onSelect` already uses, plus `perform`).
public struct Action: Sendable {
    /// The screen it opens, or the app action it runs, with the kind's key as its key.
    public var target: Located<String>
    public var range: SourceRange
    /// The kind alone: where it is written is the target's key, so a second copy of that range
    /// was 16 of every action's 64 bytes (a large spec holds tens of thousands of actions).
    private var storedKind: ActionKind

    /// The kind, located at its key (`perform`).
    public var kind: Located<ActionKind> {
        get { target.atItsKey(storedKind) }
        set {
            storedKind = newValue.value
            target.keyRange = newValue.range
        }
    }

    /// The target's key is the kind's key (`perform: refresh`), whatever `target` says.
    public init(kind: Located<ActionKind>, target: Located<String>, range: SourceRange) {
        self.target = target
        self.range = range
        self.storedKind = kind.value
        self.target.keyRange = kind.range
    }

    /// The navigation this action performs, if it opens a screen.
    public var selectionKind: SelectionKind? {
        // A switch over the kind, not a round trip through its raw string: asked of every action.
        switch storedKind {
        case .showDetail: .showDetail
        case .showSupplementary: .showSupplementary
        case .push: .push
        case .perform, .present, .dismiss, .openScene, .closeScene: nil
        }
    }
}

/// The kinds of `Action`: the three selection actions, and `perform`.
public enum ActionKind: String, SpecEnum {
    case showDetail, showSupplementary, push, perform, present, dismiss, openScene, closeScene

    public var documentation: String {
        switch self {
        case .perform: "run an app action: a method of the generated Screens protocol the app implements"
        case .present: "present a transient UI entry (a sheet, popover, alert or dialog) by its `id`"
        case .dismiss: "close a transient UI entry by its `id`"
        case .openScene: "open a new window of a scene kind declared under `scenes:`, showing its screen (a sheet where there is one window)"
        case .closeScene: "close the window of a scene kind the control is in (or its sheet where there is one window)"
        default: SelectionKind(rawValue: rawValue)!.documentation
        }
    }

    /// `present` and `dismiss` name a transient UI entry.
    public var namesTransient: Bool { self == .present || self == .dismiss }

    /// `openScene` and `closeScene` name a scene kind.
    public var namesScene: Bool { self == .openScene || self == .closeScene }
}

/// `actions:` — an app action: a typed callback the app implements (`refresh`, `markAllAsRead`),
/// which toolbar items name with `perform:`.
public struct AppAction: Sendable {
    public var name: Located<String>
    public var title: Located<String>?
    public var image: Located<String>?
    public var range: SourceRange
    /// `enabled: app` — whether the action can run now is the app's to say (Mark All as Read
    /// with nothing unread); its controls follow.
    public var enabled: Located<ActionEnabling>? = nil
    /// `checked: app` — the action turns something on and off (a filter, a sort order), and its
    /// controls show the app's current answer as a checkmark.
    public var checked: Located<ActionChecking>? = nil

    public var enabledByApp: Bool { enabled?.value == .app }
    public var checkedByApp: Bool { checked?.value == .app }
    /// Some state of the action comes from the app.
    public var hasAppState: Bool { enabledByApp || checkedByApp }
}

/// `enabled:` of an app action.
public enum ActionEnabling: String, SpecEnum {
    case always, app

    public var documentation: String {
        switch self {
        case .always: "the action can always run"
        case .app: "the app says when the action can run: `state(of:)` of the generated Screens; disabled controls (UIBarButtonItem.isEnabled, UIMenuElement.Attributes.disabled, SwiftUI `.disabled`)"
        }
    }
}

/// `checked:` of an app action.
public enum ActionChecking: String, SpecEnum {
    case never, app

    public var documentation: String {
        switch self {
        case .never: "the action shows no checkmark"
        case .app: "the app says when the action is on: `state(of:)` of the generated Screens; a checkmark (UIMenuElement.State.on, UIBarButtonItem.isSelected, a SwiftUI `Toggle`)"
        }
    }
}

/// An item of a toolbar button's menu: a title, what it does, and whether it destroys data.
public struct MenuItem: Sendable {
    public var title: Located<String>?
    public var image: Located<String>?
    /// What choosing it does; without one the app handles it (`didChoose`).
    public var action: Action?
    public var range: SourceRange
    public var destructive: Located<Bool>?
    /// Out of line: most items are not groups, and inline `items` and `inline` were a sixth of
    /// every item (a large spec's toolbars and context menus hold tens of thousands).
    private var group: OutOfLine<Group>

    struct Group: OutOfLineParts {
        var items: [MenuItem] = []
        var inline: Located<Bool>?

        var isEmpty: Bool { items.isEmpty && inline == nil }
    }

    /// `items:` — the item is a group of these: a submenu, or with `inline: true` a section of
    /// the menu set off by separators.
    public var items: [MenuItem] {
        get { group.present?.items ?? [] }
        set { group.parts.items = newValue }
    }

    public var inline: Located<Bool>? {
        get { group.present?.inline }
        set { group.parts.inline = newValue }
    }

    public init(title: Located<String>?, image: Located<String>?, destructive: Located<Bool>?, action: Action?,
                range: SourceRange, items: [MenuItem] = [], inline: Located<Bool>? = nil) {
        self.title = title
        self.image = image
        self.action = action
        self.range = range
        self.destructive = destructive
        self.group = OutOfLine(Group(items: items, inline: inline))
    }

    public var isDestructive: Bool { destructive?.value ?? false }
    public var isGroup: Bool { !(group.present?.items.isEmpty ?? true) }
}

extension Array where Element == MenuItem {
    /// The items people choose: groups replaced by their items, in menu order.
    public var leaves: [MenuItem] {
        var result: [MenuItem] = []
        forEachLeaf { result.append($0) }
        return result
    }

    /// `leaves` one by one, without collecting them.
    public func forEachLeaf(_ body: (MenuItem) -> Void) {
        for item in self {
            if item.isGroup { item.items.forEachLeaf(body) } else { body(item) }
        }
    }
}

/// Where a toolbar item sits: in the navigation bar, on either side of the title, or in the
/// bottom toolbar.
public enum BarPlacement: String, SpecEnum {
    case leading, trailing, bottom

    public var documentation: String {
        switch self {
        case .leading: "the navigation bar's leading side (UINavigationItem.leftBarButtonItems)"
        case .trailing: "the navigation bar's trailing side (UINavigationItem.rightBarButtonItems)"
        case .bottom: "the bottom toolbar (UIViewController.toolbarItems)"
        }
    }
}

extension LayoutSpec {
    /// Every `perform:` that names an app action, in source order.
    public var appActionReferences: [Located<String>] {
        allActions.filter { $0.kind.value == .perform }.map(\.target)
    }

    /// Every `present:` and `dismiss:` that names a transient UI entry, in source order.
    public var transientReferences: [Located<String>] {
        allActions.filter { $0.kind.value.namesTransient }.map(\.target)
    }

    /// Every action a control of the spec triggers (toolbar items, their menus, rows, context
    /// menus, swipe actions, alert buttons, keyboard shortcuts, action tabs), in source order.
    public var allActions: [Action] {
        actionsInAnyOrder.sorted { $0.range.start < $1.range.start }
    }

    /// `allActions` unsorted, for checks that report by position anyway.
    public var actionsInAnyOrder: [Action] {
        var result: [Action] = []
        forEachAction { result.append($0) }
        return result
    }

    /// Calls `body` with every action `allActions` holds, in no particular order, without
    /// collecting them: a large spec has tens of thousands, and a rule that only looks at each
    /// once need not hold them all beside the model.
    public func forEachAction(_ body: (Action) -> Void) {
        for screen in screens {
            screen.forEachBarAction(body)
            if let list = screen.list {
                for item in list.contextMenu { if let action = item.action { body(action) } }
                list.forEachRowAction(body)
                list.swipeActionActions.forEach(body)
            }
        }
        for entry in transient {
            for button in entry.buttons { if let action = button.action { body(action) } }
        }
        sceneWideActions.forEach(body)
    }

    /// The actions of controls that belong to no screen, which work wherever the user is:
    /// keyboard shortcuts, and action tabs in compact width.
    public var sceneWideActions: [Action] {
        shortcuts.compactMap(\.action) + (split?.compact?.tabs ?? []).compactMap(\.action)
    }

    /// The first transient UI entry with this `id`.
    public func transient(withID id: String) -> TransientUI? {
        transient.first { $0.id?.value == id }
    }

    /// The first app action with this name.
    public func appAction(named name: String) -> AppAction? {
        appActions.first { $0.name.value == name }
    }
}

// MARK: - Grammar

extension Grammar {
    public static let action = ObjectShape(
        name: "action", noun: "an action", pluralNoun: "actions",
        summary: "What a control does: open a screen as a row's selection does, or run an app action.",
        keys: [
            KeyShape("showDetail", .screenReference, "Show the screen in the secondary column", uikit: "showDetailViewController(_:sender:)",
                     swiftui: "the screen becomes the `detail:` column's (in compact width, pushed onto the stack)"),
            KeyShape("showSupplementary", .screenReference, "Show the screen in the supplementary column (triple column only)",
                     uikit: "setViewController(_:for: .supplementary)",
                     swiftui: "the screen becomes the `content:` column's (in compact width, pushed onto the stack)"),
            KeyShape("push", .screenReference, "Push the screen onto the navigation stack of the column or flow showing the control",
                     uikit: "UINavigationController.pushViewController(_:animated:)",
                     swiftui: "appended to the path of the column's or tab's `NavigationStack(path:)`"),
            KeyShape("perform", .identifier, "Run an app action declared under `actions:`",
                     uikit: "`perform(_:)` of the generated Screens protocol, with the `AppAction` case",
                     swiftui: "`perform(_:)` of the generated ScreenViews protocol, with the `AppAction` case"),
            KeyShape("present", .identifier, "Present a transient UI entry, by its `id`: its `content` screen, or its alert",
                     uikit: "`Layout.present(_:from:anchor:)`: UISheetPresentationController, UIPopoverPresentationController or UIAlertController, anchored at the control",
                     swiftui: "`RootView` sets the presented entry: `.sheet(item:)`, `.fullScreenCover(item:)`, `.popover(item:)`, `.alert`, `.confirmationDialog`"),
            KeyShape("dismiss", .identifier, "Close a transient UI entry, by its `id` (a sheet's Cancel or Done button)",
                     uikit: "UIViewController.dismiss(animated:completion:) through `Layout.dismiss(_:)`",
                     swiftui: "`RootView` clears the presented entry"),
            KeyShape("openScene", .identifier, "Open a new window of a scene kind declared under `scenes:`, showing its screen for the row that opened it; where there is one window (iPhone), present it as a sheet",
                     uikit: "`Layout.openScene(_:for:from:)`: UIApplication.activateSceneSession(for:errorHandler:) (iOS 17; requestSceneSessionActivation(_:userActivity:options:errorHandler:) before), or a page sheet when UIApplication.supportsMultipleScenes is false",
                     swiftui: "`openWindow(id:value:)` with the route, or a sheet on `RootView` when `supportsMultipleWindows` is false"),
            KeyShape("closeScene", .identifier, "Close the window of this scene kind that the control is in (a compose window's Send or Cancel), or its sheet",
                     uikit: "UIApplication.requestSceneSessionDestruction(_:options:errorHandler:) for the control's scene, or dismiss(animated:) of the sheet",
                     swiftui: "`dismissWindow()` (iOS 17; on iOS 16 SwiftUI cannot close a window and people close it), or the sheet's dismissal"),
        ],
        exactlyOneOf: ["showDetail", "showSupplementary", "push", "perform", "present", "dismiss", "openScene", "closeScene"])

    public static let menuItem = ObjectShape(
        name: "menuItem", noun: "a menu item", pluralNoun: "menu items",
        summary: "An item of a toolbar button's menu, or of a screen's title menu.",
        keys: [
            KeyShape("title", .string, "The item's title", uikit: "UIAction(title:image:attributes:handler:)",
                     swiftui: "`Text(_:)` in the `Button`'s label inside the `Menu`", required: true),
            KeyShape("image", .string, "An SF Symbol name", uikit: "UIAction's image, UIImage(systemName:)",
                     swiftui: "`Image(systemName:)` as the icon of the `Button`'s label"),
            KeyShape("destructive", .bool, "The item destroys data: shown in red, and the app asks before it deletes",
                     uikit: "UIMenuElement.Attributes.destructive", swiftui: "`Button(role: .destructive)`", default: "`false`"),
            KeyShape("action", .object(action), "What choosing the item does: open a screen, or run an app action",
                     uikit: "the UIAction's handler: the navigator opens the screen, or `screens.perform(_:)` runs the action",
                     swiftui: "the `Button`'s action: the navigation state opens the screen, or `screens.perform(_:)` runs the action",
                     default: "the app's `didChoose` handles it"),
            KeyShape("items", .list(.object(ObjectShape(name: "menuItem", noun: "a menu item", pluralNoun: "menu items", summary: "", keys: []))),
                     "Makes the item a group of these items: a submenu, or with `inline: true` a section (one level deep)",
                     uikit: "UIMenu(title:image:options:children:), `.displayInline` for a section",
                     swiftui: "a nested `Menu`, or a `Section` for an inline group"),
            KeyShape("inline", .bool, "A group shown in place, set off by separators, instead of a submenu",
                     uikit: "UIMenu.Options.displayInline", swiftui: "`Section` inside the `Menu`", default: "`false`: a submenu"),
        ])

    public static let contextMenuItem = ObjectShape(
        name: "contextMenuItem", noun: "a context menu item", pluralNoun: "context menu items",
        summary: "An item of a row's context menu: its own action, or one the app performs on the row.",
        keys: [
            KeyShape("title", .string, "The item's title", uikit: "UIAction(title:image:attributes:handler:)",
                     swiftui: "`Text(_:)` in the `Button`'s label inside `.contextMenu`", required: true),
            KeyShape("image", .string, "An SF Symbol name", uikit: "UIAction's image, UIImage(systemName:)",
                     swiftui: "`Image(systemName:)` as the icon of the `Button`'s label"),
            KeyShape("destructive", .bool, "The item destroys data: shown in red, and the app asks before it deletes",
                     uikit: "UIMenuElement.Attributes.destructive", swiftui: "`Button(role: .destructive)`", default: "`false`"),
            KeyShape("action", .object(action), "What choosing the item does by itself: open a screen for the row, run an app action, or present transient UI (pointing at the row)",
                     uikit: "the UIAction's handler: the navigator opens the screen with the row as the selection, or the layout runs the action",
                     swiftui: "the `Button`'s action in `.contextMenu`: the navigation state opens the screen for the row, or `RootView` runs the action",
                     default: "the app performs the item on the row (`perform:on:`)"),
        ])

    public static let appAction = ObjectShape(
        name: "appAction", noun: "an app action", pluralNoun: "app actions",
        summary: "An app action: a typed callback the app implements, named by `perform:`.",
        keys: [
            KeyShape("title", .string, "The action's title, for controls that show it", uikit: "AppAction.title",
                     swiftui: "`AppAction.title`", default: "the action's name"),
            KeyShape("image", .string, "An SF Symbol name", uikit: "AppAction.systemImageName, for UIImage(systemName:)",
                     swiftui: "`AppAction.systemImageName`, for `Image(systemName:)`"),
            KeyShape("enabled", enumeration(ActionEnabling.self), "`app`: the app says when the action can run, and every control that runs it is disabled otherwise",
                     uikit: "`state(of:)` of the generated Screens: UIBarButtonItem.isEnabled, UIMenuElement.Attributes.disabled in menus built on each opening (UIDeferredMenuElement.uncached), and the key command's validation (canPerformAction(_:withSender:), validate(_:)); `Layout.updateActionStates()` refreshes the bars",
                     swiftui: "`state(of:)` of the generated ScreenViews: `.disabled(_:)` on the `Button`s and commands",
                     default: "`always`"),
            KeyShape("checked", enumeration(ActionChecking.self), "`app`: the action turns something on and off, and its controls show the app's answer as a checkmark",
                     uikit: "`state(of:)` of the generated Screens: UIMenuElement.State.on in menus and key commands, UIBarButtonItem.isSelected on a bar button",
                     swiftui: "`state(of:)` of the generated ScreenViews: a `Toggle` in menus and the toolbar (`.toggleStyle(.button)`)",
                     default: "`never`"),
        ])
}

// MARK: - Decoding

extension SpecDecoder {
    mutating func decodeAction(_ node: NodeID, key: String, keyRange: SourceRange) -> Action? {
        guard let f = fields(node, Grammar.action, key: key, keyRange: keyRange),
              let first = f.pairs.first(where: { ActionKind(rawValue: $0.name) != nil }),
              let kind = ActionKind(rawValue: first.name),
              let target = string(first.value, key: first.name, keyRange: tree.range(first.key)) else { return nil }
        return Action(kind: Located(kind, range: tree.range(first.key)), target: target, range: f.range)
    }

    mutating func decodeMenu(_ node: NodeID?, key: String = "menu", inGroup: Bool = false) -> [MenuItem] {
        guard let node else { return [] }
        return decodedOnce(node, as: "menu \(key) \(inGroup)") { $0.decodeMenuOnce(node, key: key, inGroup: inGroup) }
    }

    private mutating func decodeMenuOnce(_ node: NodeID, key: String, inGroup: Bool) -> [MenuItem] {
        guard let items = sequence(node, key: key, expected: "a list of menu items") else { return [] }
        return items.compactMapExact { itemNode in
            guard let f = fields(itemNode, Grammar.menuItem, key: key, keyRange: nil) else { return nil }
            var item = MenuItem(title: string(f.value("title"), key: "title", keyRange: f.keyRange("title", in: tree)),
                                image: string(f.value("image"), key: "image", keyRange: f.keyRange("image", in: tree)),
                                destructive: bool(f.value("destructive"), key: "destructive", keyRange: f.keyRange("destructive", in: tree)),
                                action: nil, range: f.range)
            if let actionNode = f.value("action") {
                item.action = decodeAction(actionNode, key: "action", keyRange: f.keyRange("action", in: tree)!)
            }
            item.inline = bool(f.value("inline"), key: "inline", keyRange: f.keyRange("inline", in: tree))
            if let itemsNode = f.value("items"), let itemsKey = f.keyRange("items", in: tree) {
                if inGroup {
                    report(InputRuleID.conflictingKeys, "a group inside a group: a menu's groups hold items, one level deep",
                           at: itemsKey, help: "move these items up into the enclosing group, or make this group a sibling of it")
                } else {
                    item.items = decodeMenu(itemsNode, key: "items", inGroup: true)
                }
                if let actionKey = f.keyRange("action", in: tree) {
                    report(InputRuleID.conflictingKeys, "`items` cannot be combined with `action`: choosing a group opens it",
                           at: actionKey, related: [RelatedLocation(range: itemsKey, label: "`items` is set here")],
                           help: "keep the items, and add the action as one of them")
                }
            }
            return item
        }
    }

    mutating func decodeAppActions(_ node: NodeID) -> [AppAction] {
        guard tree.kind(node) == .mapping else {
            if !(tree.kind(node) == .scalar && tree.resolve(node) == .null) {
                wrongType(node, expected: "a mapping of action names to app actions", key: "actions",
                          help: "name each action as a key: `actions: { refresh: { title: Refresh } }`")
            }
            return []
        }
        var result: [AppAction] = []
        for (k, v) in tree.pairs(node) {
            guard tree.kind(k) == .scalar else {
                report(InputRuleID.wrongType, "an action's name is a string; this key is \(describe(k))", at: tree.range(k))
                continue
            }
            let name = Located(tree.string(k), range: tree.range(k), keyRange: tree.range(k))
            var action = AppAction(name: name, title: nil, image: nil, range: tree.range(v))
            if !(tree.kind(v) == .scalar && tree.resolve(v) == .null),
               let f = fields(v, Grammar.appAction, key: name.value, keyRange: name.range) {
                action.title = string(f.value("title"), key: "title", keyRange: f.keyRange("title", in: tree))
                action.image = string(f.value("image"), key: "image", keyRange: f.keyRange("image", in: tree))
                action.enabled = enumValue(f.value("enabled"), ActionEnabling.self, key: "enabled", keyRange: f.keyRange("enabled", in: tree))
                action.checked = enumValue(f.value("checked"), ActionChecking.self, key: "checked", keyRange: f.keyRange("checked", in: tree))
            }
            result.append(action)
        }
        return result
    }
}

// MARK: - Model JSON

extension ModelJSONEncoder {
    func action(_ a: Action?) -> JSON {
        guard let a else { return .null }
        return object([("kind", enumeration(a.kind)), ("target", str(a.target))], range: a.range)
    }

    func menuItem(_ m: MenuItem) -> JSON {
        object([("title", str(m.title)), ("image", str(m.image)), ("destructive", bool(m.destructive)), ("action", action(m.action)),
                ("items", .array(m.items.map(menuItem))), ("inline", bool(m.inline))],
               range: m.range)
    }

    func appAction(_ a: AppAction) -> JSON {
        object([("name", located(a.name, JSON.string)), ("title", str(a.title)), ("image", str(a.image)),
                ("enabled", enumeration(a.enabled)), ("checked", enumeration(a.checked))], range: a.range)
    }
}
