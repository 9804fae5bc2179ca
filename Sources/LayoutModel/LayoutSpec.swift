import Diagnostics
import JSONValue
import SpecSource

/// One decoded `*.layout.yaml`: a scene's split view, its screens, its compact flow and its
/// transient UI. Every part keeps its source range. Parts that failed to decode are nil or
/// absent, and the diagnostics say why, so rules can still run on the rest.
public struct LayoutSpec: Sendable {
    /// `spec:` — the format version.
    public var version: Located<Int>?
    /// `app:` — the namespace of the generated code.
    public var app: Located<String>?
    /// Every screen: those under `screens:` in order, then inline column screens.
    public var screens: [Screen]
    public var split: Split?
    public var transient: [TransientUI]
    /// `actions:` — the app actions controls can run.
    public var appActions: [AppAction] = []
    /// `shortcuts:` — the scene's keyboard shortcuts.
    public var shortcuts: [Shortcut] = []
    /// `deploymentTarget:` — the oldest iOS the app runs on, which rules check constructs against.
    public var deploymentTarget: Located<OSVersion>? = nil
    /// `scenes:` — the kinds of window besides the main one.
    public var scenes: [SceneKind] = []
    /// `itemTypes:` — what the spec says about the types of rows from data.
    public var itemTypes: [ItemTypeSpec] = []
    /// The `screens:` key, for findings about the set of screens.
    public var screensKeyRange: SourceRange?
    /// The document's root mapping.
    public var range: SourceRange
    /// Objects (a key with its mapping) holding a key or value that failed to decode: what
    /// they say is unknown, so rules conclude nothing from what seems absent there.
    public var undecoded: [SourceRange] = []
    /// Every object decoded (a key with its mapping, or a list entry), kept only when something
    /// failed to decode: rules ask which object a finding is about.
    public var objectRegions: [SourceRange] = []

    public init(version: Located<Int>? = nil, app: Located<String>? = nil, screens: [Screen] = [],
                split: Split? = nil, transient: [TransientUI] = [], screensKeyRange: SourceRange? = nil,
                range: SourceRange = .at(0)) {
        self.version = version
        self.app = app
        self.screens = screens
        self.split = split
        self.transient = transient
        self.screensKeyRange = screensKeyRange
        self.range = range
    }

    /// The first screen with this name (the one that counts when two share it).
    public func screen(named name: String) -> Screen? {
        screens.first { $0.name.value == name }
    }

    public var screenNames: [String] { screens.map(\.name.value) }

    /// Every list in the spec with the screen that holds it, produced as it is walked: an array
    /// would copy every screen and list of a large spec at once (5.7 MB on a 5 MB spec).
    public var lists: some Sequence<(screen: Screen, list: ListSpec)> {
        screens.lazy.compactMap { screen in screen.list.map { (screen, $0) } }
    }
}

/// A screen: a named view controller, optionally showing a list.
public struct Screen: Sendable {
    public enum Origin: Sendable, Equatable {
        /// Declared under `screens:`.
        case declared
        /// Written inline as a split column's value.
        case inline(Column)
    }

    public var name: Located<String>
    public var origin: Origin
    /// The navigation title; in regular width only when the spec gives one per size class.
    public var title: Located<String>?
    /// `title: { compact: … }` — the title in compact width, where it differs (a sidebar that
    /// shows no title beside the detail, and "Feeds" when it is the whole screen).
    public var compactTitle: Located<String>?
    /// `title:` is written per size class: the regular title may be absent on purpose.
    public var titleFollowsSizeClass = false
    public var list: ListSpec?
    public var readableWidth: Located<Bool>?
    public var restoresState: Located<Bool>?
    public var toolbar: [ToolbarItem]
    /// `titleMenu:` — what the navigation title offers when tapped: actions on what the screen
    /// shows as a whole (rename, duplicate, export), as document apps put them since iPadOS 16.
    public var titleMenu: [MenuItem] = []
    public var titleMenuKeyRange: SourceRange?
    /// `search:` — a field that filters the screen's list.
    public var search: Search?
    public var range: SourceRange

    public init(name: Located<String>, origin: Origin, title: Located<String>? = nil, list: ListSpec? = nil,
                readableWidth: Located<Bool>? = nil, restoresState: Located<Bool>? = nil,
                toolbar: [ToolbarItem] = [], range: SourceRange) {
        self.name = name
        self.origin = origin
        self.title = title
        self.list = list
        self.readableWidth = readableWidth
        self.restoresState = restoresState
        self.toolbar = toolbar
        self.range = range
    }

    public var readsAtReadableWidth: Bool { readableWidth?.value ?? false }
    public var restoresStateAcrossSizeClasses: Bool { restoresState?.value ?? false }

    /// Calls `body` with the action of every control in the screen's bars: its toolbar buttons
    /// and their menus, then its title menu's items.
    public func forEachBarAction(_ body: (Action) -> Void) {
        for item in toolbar { item.forEachAction(body) }
        titleMenu.forEachLeaf { if let action = $0.action { body(action) } }
    }
}

/// A toolbar button.
public struct ToolbarItem: Sendable {
    public var title: Located<String>?
    public var image: Located<String>?
    /// Where it sits; the bottom toolbar when not written (version 1's only place).
    public var placement: Located<BarPlacement>?
    /// What a tap does; without one the app handles the tap (`didTap`).
    public var action: Action?
    /// `menu:` — what the button offers instead of one action (a tap opens the menu).
    public var menu: [MenuItem] = []
    public var range: SourceRange
    /// `sizeClass:` — the only width the button shows in; every width when not written.
    public var sizeClass: Located<SizeClass>? = nil

    /// Whether the button is on screen in `width`.
    public func shows(in width: SizeClass) -> Bool { sizeClass.map { $0.value == width } ?? true }

    public var sitsAt: BarPlacement { placement?.value ?? .bottom }

    /// The button's own action and its menu items', in order.
    public var actions: [Action] {
        var result: [Action] = []
        forEachAction { result.append($0) }
        return result
    }

    /// `actions` one by one: its own, then its menu's.
    public func forEachAction(_ body: (Action) -> Void) {
        if let action { body(action) }
        menu.forEachLeaf { if let action = $0.action { body(action) } }
    }
}

/// A piece of transient UI and what dismisses it.
public struct TransientUI: Sendable {
    public var id: Located<String>?
    public var kind: Located<TransientKind>?
    /// The screen that presents it.
    public var screen: Located<String>?
    public var dismissOn: [Located<DismissSignal>]
    public var dismissOnKeyRange: SourceRange?
    public var range: SourceRange
    /// `content:` — the screen it shows; the app presents its own controller when there is none.
    public var content: Located<String>?
    /// The alert's or dialog's title and message.
    public var title: Located<String>?
    public var message: Located<String>?
    /// `detents:` — the heights a sheet rests at: system detents and fixed heights.
    public var detents: [Located<Detent>] = []
    /// `undimmedUpTo:` — the largest detent at which the screen behind the sheet stays undimmed
    /// and takes touches (a map beside a sheet of places).
    public var undimmedUpTo: Located<Detent>?
    /// `dismissible: false` — a sheet only its own controls close (`isModalInPresentation`).
    public var dismissible: Located<Bool>?
    /// `dismissible: app` — a swipe down closes the sheet only when the app says so, each time
    /// (not while there is unsaved work); the `app` value's range.
    public var dismissibleByApp: SourceRange?
    /// An alert's or dialog's buttons, in order.
    public var buttons: [AlertButton] = []

    public var isDismissible: Bool { dismissible?.value ?? true }
    /// Whether a gesture closes it (a swipe down, a tap outside): not when `dismissible: false`,
    /// and never for a full-screen cover, which has no swipe (UIModalPresentationStyle.fullScreen).
    public var closesByGesture: Bool { isDismissible && kind?.value != .fullScreen }
}

/// A button of an alert or a confirmation dialog.
public struct AlertButton: Sendable {
    public var title: Located<String>?
    public var role: Located<AlertButtonRole>?
    /// What choosing it does, besides closing the alert.
    public var action: Action?
    public var range: SourceRange
}

// MARK: - Grammar

extension Grammar {
    public static let toolbarItem = ObjectShape(
        name: "toolbarItem", noun: "a toolbar item", pluralNoun: "toolbar items",
        summary: "A toolbar button.",
        keys: [
            KeyShape("title", .string, "The button's title", uikit: "UIBarButtonItem(primaryAction: UIAction(title:image:handler:))",
                     swiftui: "`Text(_:)` in the `Button`'s label, in `ToolbarItemGroup(placement: .bottomBar)`"),
            KeyShape("image", .string, "An SF Symbol name", uikit: "UIAction(title:image:handler:) with UIImage(systemName:)",
                     swiftui: "`Image(systemName:)` as the icon of the `Button`'s label"),
            KeyShape("placement", enumeration(BarPlacement.self), "Where the button sits: either side of the navigation bar, or the bottom toolbar",
                     uikit: "UINavigationItem.leftBarButtonItems / rightBarButtonItems, or UIViewController.toolbarItems",
                     swiftui: "`ToolbarItemGroup(placement: .navigationBarLeading / .navigationBarTrailing / .bottomBar)`",
                     default: "`bottom`"),
            KeyShape("action", .object(action), "What a tap does: open a screen, or run an app action",
                     uikit: "the UIAction's handler: the navigator opens the screen, or `screens.perform(_:)` runs the action",
                     swiftui: "the `Button`'s action: the navigation state opens the screen, or `screens.perform(_:)` runs the action",
                     default: "the app's `didTap` handles it"),
            KeyShape("menu", .list(.object(menuItem)), "A menu the button opens, instead of an action",
                     uikit: "UIBarButtonItem(title:image:primaryAction: nil, menu: UIMenu(children:)): a tap opens the menu",
                     swiftui: "`Menu { … } label: { … }` in the toolbar"),
            KeyShape("sizeClass", enumeration(SizeClass.self), "The only width the button shows in: `regular` for a button compact width has no room for, `compact` for one that stands in for what regular width shows beside it",
                     uikit: "the bar button items are made again for the screen's `traitCollection.horizontalSizeClass` when it loads and when it changes",
                     swiftui: "`ToolbarButtons` leaves the button out unless `@Environment(\\.horizontalSizeClass)` matches",
                     default: "every width"),
        ])

    public static let titleBySizeClass = ObjectShape(
        name: "titleBySizeClass", noun: "a title per size class", pluralNoun: "titles",
        summary: "A navigation title per horizontal size class; a width without one shows no title.",
        keys: [
            KeyShape("regular", .string, "In regular width", uikit: "UIViewController.title while UITraitCollection.horizontalSizeClass == .regular",
                     swiftui: "`.navigationTitle(_:)` while the horizontal size class is `.regular`", default: "no title"),
            KeyShape("compact", .string, "In compact width (iPhone, Slide Over, narrow Split View)", uikit: "UIViewController.title while UITraitCollection.horizontalSizeClass == .compact",
                     swiftui: "`.navigationTitle(_:)` while the horizontal size class is `.compact`", default: "no title"),
        ])

    static let screenKeys: [KeyShape] = [
        KeyShape("title", .oneOf([.string, .object(titleBySizeClass)]), "The screen's navigation title; or one per size class on a screen with a list (`{ regular: Library, compact: Shortcuts }`, or `{ compact: Feeds }` for a sidebar that shows no title beside the detail)", uikit: "UIViewController.title; per size class, set again when the list's horizontal size class changes",
                 swiftui: "`.navigationTitle(_:)` on the list view; per size class, chosen from `@Environment(\\.horizontalSizeClass)`"),
        KeyShape("list", .object(list), "The list the screen shows", uikit: "a generated UIViewController with a UICollectionView list (MailboxesViewController); without a list, the app makes the screen",
                 swiftui: "a generated view with a `List(selection:)` (`MailboxesView`); without a list, the app makes the view"),
        KeyShape("readableWidth", .bool, "Pin content to the readable width", uikit: "UIView.readableContentGuide",
                 swiftui: noSwiftUI("SwiftUI has no readable content guide; `Screen.usesReadableWidth` in the generated model tells your view"),
                 default: "`false`"),
        KeyShape("restoresState", .bool, "Recreate the screen when the size class changes, so people stay where they were", uikit: "UISplitViewControllerDelegate collapse and expand callbacks",
                 swiftui: noSwiftUI("`RootView` keeps one navigation state for both size classes; `Screen.restoresState` in the generated model tells your view"),
                 default: "`false`"),
        KeyShape("search", .object(search), "A search field in the navigation bar that filters the screen's list in place",
                 uikit: "UISearchController(searchResultsController: nil) as navigationItem.searchController",
                 swiftui: "`.searchable(text:prompt:)` on the list"),
        KeyShape("toolbar", .list(.object(toolbarItem)), "Toolbar buttons", uikit: "UIViewController.toolbarItems",
                 swiftui: "`.toolbar { }` with the generated `…ToolbarItem.toolbar(action:)`"),
        KeyShape("titleMenu", .list(.object(menuItem)), "A menu the navigation title opens: what people do to everything the screen shows (rename, duplicate, export)",
                 uikit: "UINavigationItem.titleMenuProvider (iOS 16): the system's suggested actions, then these items; before iOS 16 the title opens nothing",
                 swiftui: "`.toolbarTitleMenu { }` (iOS 16) with the generated menu's buttons; before iOS 16 the title opens nothing"),
    ]

    public static let screen = ObjectShape(
        name: "screen", noun: "a screen", pluralNoun: "screens",
        summary: "A screen: a view controller, optionally showing a list.",
        keys: screenKeys)

    public static let inlineScreen = ObjectShape(
        name: "inlineScreen", noun: "a screen", pluralNoun: "screens",
        summary: "A screen written inline in a column; named by `name`, or after its column.",
        keys: [KeyShape("name", .identifier, "The screen's name, for references and generated types", uikit: "the `Screen` case and the names of the screen's generated types",
                        swiftui: "the `Screen` case and the names of the screen's generated views",
                        default: "the column's name: `Primary`, `Supplementary` or `Secondary`")] + screenKeys)

    public static let transient = ObjectShape(
        name: "transient", noun: "a transient UI entry", pluralNoun: "transient UI entries",
        summary: "Transient UI and what dismisses it.",
        keys: [
            KeyShape("id", .identifier, "Identifier", uikit: "a `Transient` case and a presentation on `Layout` (`layout.moveMenu`)",
                     swiftui: "a `Transient` case", required: true),
            KeyShape("kind", enumeration(TransientKind.self), "How it is presented", uikit: "UIModalPresentationStyle / UIMenu",
                     swiftui: "`sheet(isPresented:content:)` for `sheet`; `popover(isPresented:content:)` with `.presentationCompactAdaptation(.popover)` (iOS 16.4) for `popover` and `picker`; `Menu(content:label:)` for `menu`",
                     required: true),
            KeyShape("screen", .screenReference, "The screen that presents it", uikit: "Transient.presenter; the app presents from that screen's view controller",
                     swiftui: "`Transient.presenter`; the app attaches `.presenting(_:isPresented:content:)` to that screen's view"),
            KeyShape("dismissOn", .list(enumeration(DismissSignal.self)), "What dismisses it: scroll and outsideTap are observed; draw, typing and externalEvent are methods the app calls",
                     uikit: "gesture recognizers on the presenting screen for scroll and outsideTap; userDidStartDrawing(), userDidStartTyping(), externalEventDidOccur()",
                     swiftui: "`Transient.dismissSignals`: set `isPresented` to false on them (a popover also goes away on a tap outside it)",
                     default: "`[]`"),
            KeyShape("content", .screenReference, "The screen it shows, which `present:` actions open",
                     uikit: "the screen's controller in a UINavigationController, presented by `Layout.present(_:from:anchor:)`",
                     swiftui: "the screen's view in a `NavigationStack`, in `.sheet(item:)`, `.fullScreenCover(item:)` or `.popover(item:)` on `RootView`",
                     default: "the app presents its own controller or view"),
            KeyShape("title", .string, "An alert's or confirmation dialog's title", uikit: "UIAlertController(title:message:preferredStyle:)",
                     swiftui: "the title of `.alert(_:isPresented:actions:message:)` / `.confirmationDialog(_:isPresented:titleVisibility:actions:message:)`"),
            KeyShape("message", .string, "An alert's or confirmation dialog's message", uikit: "UIAlertController.message",
                     swiftui: "the `message:` view of `.alert` / `.confirmationDialog`"),
            KeyShape("detents", .list(.oneOf([enumeration(SheetDetent.self), .number])), "The heights a sheet rests at, smallest first: `medium`, `large`, or a fixed height in points (`[240, large]`)",
                     uikit: "UISheetPresentationController.detents (iOS 15), with a grabber when there are several; a height is a custom detent (iOS 16; `medium` before)",
                     swiftui: "`.presentationDetents(_:)` (iOS 16); a height is `.height(_:)`", default: "`[large]`"),
            KeyShape("undimmedUpTo", .oneOf([enumeration(SheetDetent.self), .number]), "The largest of the sheet's detents at which the screen behind it stays undimmed and takes touches (a map beside a sheet of places); above it, the screen behind is dimmed",
                     uikit: "UISheetPresentationController.largestUndimmedDetentIdentifier (iOS 15)",
                     swiftui: "`.presentationBackgroundInteraction(.enabled(upThrough:))` (iOS 16.4; dimmed before)",
                     default: "every detent dims the screen behind"),
            KeyShape("dismissible", .oneOf([.bool, .constant("app")]), "Whether a swipe down (or a tap outside) closes it; `false` when only its own controls close it; `app` for a sheet the app lets close only while there is no unsaved work, asked each time",
                     uikit: "UIViewController.isModalInPresentation = true when false; for `app`, presentationControllerShouldDismiss(_:) asks `Screens.mayDismiss(_:)`",
                     swiftui: "`.interactiveDismissDisabled()` when false; for `app`, `.interactiveDismissDisabled(!screens.mayDismiss(_:))`, read when the view updates",
                     default: "`true`"),
            KeyShape("buttons", .list(.object(alertButton)), "An alert's or confirmation dialog's buttons, in order",
                     uikit: "UIAlertAction(title:style:handler:) per button", swiftui: "`Button(_:role:action:)` in the `actions:` of `.alert` / `.confirmationDialog`"),
        ])

    public static let alertButton = ObjectShape(
        name: "alertButton", noun: "an alert button", pluralNoun: "alert buttons",
        summary: "A button of an alert or a confirmation dialog.",
        keys: [
            KeyShape("title", .string, "The button's title", uikit: "UIAlertAction(title:style:handler:)",
                     swiftui: "`Button(_:role:action:)`", required: true),
            KeyShape("role", enumeration(AlertButtonRole.self), "What the button stands for: cancelling, or destroying data",
                     uikit: "UIAlertAction.Style (.cancel, .destructive)", swiftui: "`ButtonRole` (.cancel, .destructive)",
                     default: "an ordinary button (`UIAlertAction.Style.default`)"),
            KeyShape("action", .object(action), "What choosing it does, besides closing the alert",
                     uikit: "the UIAlertAction's handler", swiftui: "the `Button`'s action",
                     default: "the alert only closes"),
        ])

    public static let root = ObjectShape(
        name: "spec", noun: "a layout spec", pluralNoun: "layout specs",
        summary: "A layoutc layout spec: one scene's split view, screens, compact flow and transient UI.",
        keys: [
            KeyShape("spec", .integer, "The spec format version; must be 1",
                     swiftui: noSwiftUI("the version of the spec format, which only layoutc reads"), required: true),
            KeyShape("app", .identifier, "The app's name: the namespace of the generated code (`enum Mail { ... }`)", uikit: "`enum Mail { ... }` with `Mail.Layout` and `Mail.Screens`",
                     swiftui: "`enum Mail { ... }` with `Mail.RootView` and `Mail.ScreenViews`", required: true),
            KeyShape("screens", .map(.object(screen)), "The screens, by name", uikit: "Mail.Screen, and a view controller per screen",
                     swiftui: "`Mail.Screen`, and a view per screen"),
            KeyShape("split", .object(split), "The split view", uikit: "UISplitViewController",
                     swiftui: "`NavigationSplitView` in `RootView`", required: true),
            KeyShape("actions", .map(.object(appAction)), "App actions: typed callbacks the app implements, which controls run with `perform:`",
                     uikit: "`Mail.AppAction` and `perform(_:)` in `Mail.Screens`",
                     swiftui: "`Mail.AppAction` and `perform(_:)` in `Mail.ScreenViews`"),
            KeyShape("shortcuts", .list(.object(shortcut)), "Keyboard shortcuts that run actions from anywhere in the scene",
                     uikit: "`Mail.Shortcut`: UIKeyCommands of the split view controller, grouped into the main menu by `Layout.buildMenu(with:)`",
                     swiftui: "`Mail.Shortcut` and `Mail.Commands`, a `Commands` for `.commands { }` on the scene"),
            KeyShape("deploymentTarget", .oneOf([.number, .string]), "The oldest iOS the app runs on (`15.0`): rules name each construct that needs a newer one, and what it does there instead",
                     uikit: "the generated code's `#available` checks keep their fallbacks; it needs iOS 14 at least",
                     swiftui: "the generated views need iOS 16 (`NavigationSplitView`)",
                     default: "no check: iOS 14 (UIKit) or 16 (SwiftUI), the generated code's own floor"),
            KeyShape("scenes", .map(.object(sceneKind)), "Kinds of window besides the main one (a compose window, an item in a window of its own), which `openScene:` opens",
                     uikit: "`Mail.SceneKind`: UIApplication.activateSceneSession(for:errorHandler:) (iOS 17; requestSceneSessionActivation before) with an NSUserActivity that `Layout.makeWindow(for:restoring:)` reads; a sheet where there is one window",
                     swiftui: "`Mail.SceneKind` and `Mail.SceneWindows`, a `WindowGroup(id:for:content:)` per kind, opened with `openWindow(id:value:)`"),
            KeyShape("itemTypes", .map(.object(itemTypeShape)), "The types of rows from data that lists name in `itemType`, where a type needs more than its name: `children: true` for rows that hold rows (an outline from data)",
                     uikit: "the generated struct of each type (`Reader.Feed`), with `children` when it holds rows",
                     swiftui: "the same structs (`Reader.Feed`), shared with the UIKit code"),
            KeyShape("transient", .list(.object(transient)), "Transient UI", uikit: "Mail.Transient and a presentation class per entry",
                     swiftui: "`Mail.Transient`, shown with `.presenting(_:isPresented:content:)` or `Transient.menu(items:label:)`"),
        ])
}

// MARK: - Decoding

extension SpecDecoder {
    mutating func decodeRoot() -> LayoutSpec {
        guard let root = tree.root else {
            if tree.isComplete {
                report(InputRuleID.missingKey, "the spec is empty; it needs `spec: 1`, `app` and `split`",
                       at: .at(0), help: "run `layoutc init` for a starter spec")
            }
            return LayoutSpec()
        }
        guard tree.kind(root) == .mapping else {
            report(InputRuleID.wrongType, "a spec is a mapping of keys (`spec`, `app`, `screens`, `split`, `transient`), found \(describe(root))",
                   at: tree.range(root), help: "start the file with `spec: 1` on its own line")
            return LayoutSpec(range: tree.range(root))
        }
        var spec = LayoutSpec(range: tree.range(root))
        guard let f = fields(root, Grammar.root, key: nil, keyRange: .at(tree.range(root).start)) else { return spec }
        if let node = f.value("spec") {
            if tree.kind(node) == .scalar, case .int(let version) = tree.resolve(node) {
                spec.version = Located(version, range: tree.range(node), keyRange: f.keyRange("spec", in: tree))
                if version != Grammar.specVersion {
                    report(InputRuleID.unknownValue, "spec format version \(version) is not supported; this layoutc reads version \(Grammar.specVersion)",
                           at: tree.range(node), help: "write `spec: 1`",
                           fixIts: [.replace(tree.range(node), with: "1", message: "use version 1")])
                }
            } else {
                wrongType(node, expected: "the format version `1`", key: "spec")
            }
        }
        spec.app = string(f.value("app"), key: "app", keyRange: f.keyRange("app", in: tree))
        if let node = f.value("deploymentTarget"), let key = f.keyRange("deploymentTarget", in: tree) {
            spec.deploymentTarget = decodeDeploymentTarget(node, keyRange: key)
        }
        if let screensNode = f.value("screens") {
            spec.screensKeyRange = f.keyRange("screens", in: tree)
            if tree.kind(screensNode) == .mapping {
                // While the screens decoded ahead are taken in the order they were decoded, they
                // stay where they are and become `spec.screens` whole at the end; anything else
                // (an alias's screen, a repeated name left out) copies those taken so far first.
                var inOrder = spec.screens.isEmpty
                var taken = 0
                func takeInOrderSoFar() {
                    guard inOrder else { return }
                    inOrder = false
                    spec.screens.reserveCapacity(tree.childCount(screensNode))
                    spec.screens.append(contentsOf: streamedScreens[..<taken])
                }
                for (k, v) in tree.pairs(screensNode) {
                    guard tree.kind(k) == .scalar else {
                        report(InputRuleID.wrongType, "a screen's name is a string; this key is \(describe(k))", at: tree.range(k))
                        continue
                    }
                    if let entry = adoptStreamed(v) {
                        guard let slot = entry.slot else { continue }
                        if inOrder && slot == taken {
                            taken += 1
                        } else {
                            takeInOrderSoFar()
                            spec.screens.append(streamedScreens[slot])
                        }
                        continue
                    }
                    takeInOrderSoFar()
                    let name = Located(tree.string(k), range: tree.range(k), keyRange: tree.range(k))
                    if let screen = decodeScreen(v, name: name, origin: .declared, shape: Grammar.screen) {
                        spec.screens.append(screen)
                    }
                }
                if inOrder && taken > 0 {
                    if taken == streamedScreens.count {
                        spec.screens = streamedScreens
                    } else {
                        spec.screens = Array(streamedScreens[..<taken])
                    }
                }
                // Released, so that `spec.screens` is the only reference to its buffer.
                streamedScreens = []
            } else if !(tree.kind(screensNode) == .scalar && tree.resolve(screensNode) == .null) {
                var help: String?
                var fixIts: [FixIt] = []
                if tree.kind(screensNode) == .sequence {
                    help = "screens are named keys, not list entries: write `Library:` under `screens:`, without `- `"
                    if let fix = mappingFromSingleKeyEntries(screensNode) { fixIts = [fix] }
                }
                wrongType(screensNode, expected: "a mapping of screen names to screens", key: "screens", help: help, fixIts: fixIts)
                // Every reference to a screen is unknown now, not wrong.
                if let key = spec.screensKeyRange { failedValues.append(key.union(tree.range(screensNode))) }
            }
        }
        if let splitNode = f.value("split") {
            spec.split = decodeSplit(splitNode, keyRange: f.keyRange("split", in: tree)!, spec: &spec)
        }
        if let actionsNode = f.value("actions") {
            spec.appActions = decodeAppActions(actionsNode)
        }
        spec.shortcuts = decodeShortcuts(f.value("shortcuts"))
        if let scenesNode = f.value("scenes") {
            spec.scenes = decodeScenes(scenesNode)
        }
        if let typesNode = f.value("itemTypes") {
            spec.itemTypes = decodeItemTypes(typesNode)
        }
        reportReorderingOutlinesFromData(in: spec)
        if let items = sequence(f.value("transient"), key: "transient", expected: "a list of transient UI entries") {
            spec.transient = items.compactMapExact { decodeTransient($0) }
        }
        return spec
    }

    mutating func decodeScreen(_ node: NodeID, name: Located<String>, origin: Screen.Origin, shape: ObjectShape) -> Screen? {
        var screen = Screen(name: name, origin: origin, range: tree.range(node))
        // `Detail:` with nothing after it is a screen with nothing to configure.
        if tree.kind(node) == .scalar, tree.resolve(node) == .null { return screen }
        guard let f = fields(node, shape, key: name.value, keyRange: name.keyRange) else { return screen }
        if let titleNode = f.value("title"), let titleKey = f.keyRange("title", in: tree), tree.kind(titleNode) == .mapping {
            if let g = fields(titleNode, Grammar.titleBySizeClass, key: "title", keyRange: titleKey) {
                screen.titleFollowsSizeClass = true
                screen.title = string(g.value("regular"), key: "regular", keyRange: g.keyRange("regular", in: tree))
                screen.compactTitle = string(g.value("compact"), key: "compact", keyRange: g.keyRange("compact", in: tree))
                if f.value("list") == nil {
                    report(InputRuleID.conflictingKeys, "a title per size class needs a list on the screen: the generated list sets it as the width changes, and a screen without one is the app's to title",
                           at: titleKey, help: "write one `title`, and set the title per width in the app's own screen")
                }
            }
        } else {
            screen.title = string(f.value("title"), key: "title", keyRange: f.keyRange("title", in: tree))
        }
        screen.readableWidth = bool(f.value("readableWidth"), key: "readableWidth", keyRange: f.keyRange("readableWidth", in: tree))
        screen.restoresState = bool(f.value("restoresState"), key: "restoresState", keyRange: f.keyRange("restoresState", in: tree))
        if let listNode = f.value("list") {
            screen.list = decodeList(listNode, keyRange: f.keyRange("list", in: tree)!)
        }
        if let searchNode = f.value("search") {
            screen.search = decodeSearch(searchNode, keyRange: f.keyRange("search", in: tree)!)
        }
        if let items = sequence(f.value("toolbar"), key: "toolbar", expected: "a list of toolbar items") {
            screen.toolbar.reserveCapacity(items.count)
            for itemNode in items {
                guard let g = fields(itemNode, Grammar.toolbarItem, key: "toolbar", keyRange: nil) else { continue }
                var item = ToolbarItem(
                    title: string(g.value("title"), key: "title", keyRange: g.keyRange("title", in: tree)),
                    image: string(g.value("image"), key: "image", keyRange: g.keyRange("image", in: tree)),
                    placement: enumValue(g.value("placement"), BarPlacement.self, key: "placement", keyRange: g.keyRange("placement", in: tree)),
                    action: nil, range: g.range)
                if let actionNode = g.value("action") {
                    item.action = decodeAction(actionNode, key: "action", keyRange: g.keyRange("action", in: tree)!)
                }
                item.sizeClass = enumValue(g.value("sizeClass"), SizeClass.self, key: "sizeClass", keyRange: g.keyRange("sizeClass", in: tree))
                item.menu = decodeMenu(g.value("menu"))
                if item.action != nil, let menuKey = g.keyRange("menu", in: tree), let actionKey = g.keyRange("action", in: tree) {
                    report(InputRuleID.conflictingKeys, "`menu` cannot be combined with `action`: a tap either runs the action or opens the menu",
                           at: menuKey, related: [RelatedLocation(range: actionKey, label: "`action` is set here")],
                           help: "keep one of them; to offer the action in the menu, add it as a menu item")
                }
                screen.toolbar.append(item)
            }
        }
        screen.titleMenu = decodeMenu(f.value("titleMenu"), key: "titleMenu")
        screen.titleMenuKeyRange = f.keyRange("titleMenu", in: tree)
        return screen
    }

    mutating func decodeTransient(_ node: NodeID) -> TransientUI? {
        guard let f = fields(node, Grammar.transient, key: "transient", keyRange: .at(tree.range(node).start)) else { return nil }
        var entry = TransientUI(
            id: string(f.value("id"), key: "id", keyRange: f.keyRange("id", in: tree)),
            kind: enumValue(f.value("kind"), TransientKind.self, key: "kind", keyRange: f.keyRange("kind", in: tree)),
            screen: string(f.value("screen"), key: "screen", keyRange: f.keyRange("screen", in: tree)),
            dismissOn: [], dismissOnKeyRange: f.keyRange("dismissOn", in: tree), range: f.range)
        if let signals = sequence(f.value("dismissOn"), key: "dismissOn", expected: "a list of dismissal signals", scalarEntries: true) {
            entry.dismissOn = signals.compactMapExact { enumValue($0, DismissSignal.self, key: "dismissOn", keyRange: nil) }
        }
        entry.content = string(f.value("content"), key: "content", keyRange: f.keyRange("content", in: tree))
        if let content = entry.content, entry.kind?.value == .menu, let kind = entry.kind {
            // A menu is its buttons; there is no controller to show a screen in.
            report(InputRuleID.conflictingKeys, "a menu shows its buttons, not a screen: `content` needs a kind that presents one",
                   at: content.keyRange ?? content.range,
                   related: [RelatedLocation(range: kind.range, label: "`kind: menu` here")],
                   help: "use `kind: popover` (or a sheet) to show `\(content.value)`, or remove `content`")
        }
        entry.title = string(f.value("title"), key: "title", keyRange: f.keyRange("title", in: tree))
        entry.message = string(f.value("message"), key: "message", keyRange: f.keyRange("message", in: tree))
        if let node = f.value("dismissible"), tree.kind(node) == .scalar, case .string("app") = tree.resolve(node) {
            entry.dismissibleByApp = tree.range(node)
            if let kind = entry.kind, !kind.value.isSheet {
                report(InputRuleID.conflictingKeys, "only a sheet asks the app before a swipe closes it: `dismissible: app` needs `kind: sheet`, `formSheet` or `pageSheet`",
                       at: tree.range(node), related: [RelatedLocation(range: kind.range, label: "`kind: \(kind.value.rawValue)` here")],
                       help: "write `dismissible: true` or `false`, or present it as a sheet")
            }
        } else {
            entry.dismissible = bool(f.value("dismissible"), key: "dismissible", keyRange: f.keyRange("dismissible", in: tree))
        }
        if let detents = sequence(f.value("detents"), key: "detents", expected: "a list of detents", scalarEntries: true) {
            entry.detents = detents.compactMapExact { detent($0, key: "detents", keyRange: nil) }
        }
        if let undimmed = detent(f.value("undimmedUpTo"), key: "undimmedUpTo", keyRange: f.keyRange("undimmedUpTo", in: tree)) {
            entry.undimmedUpTo = undimmed
            let detents = entry.detents.isEmpty ? [Detent.system(.large)] : entry.detents.map(\.value)
            if let kind = entry.kind, !kind.value.isSheet {
                report(InputRuleID.conflictingKeys, "only a sheet has detents: `undimmedUpTo` needs `kind: sheet`, `formSheet` or `pageSheet`",
                       at: undimmed.keyRange ?? undimmed.range, related: [RelatedLocation(range: kind.range, label: "`kind: \(kind.value.rawValue)` here")],
                       help: "remove `undimmedUpTo`, or present it as a sheet")
            } else if !detents.contains(undimmed.value) {
                report(InputRuleID.conflictingKeys, "`undimmedUpTo: \(undimmed.value.spelling)` is not one of the sheet's detents (\(detents.map { "`\($0.spelling)`" }.joined(separator: ", ")))",
                       at: undimmed.range, related: f.keyRange("detents", in: tree).map { [RelatedLocation(range: $0, label: "the detents")] } ?? [],
                       help: "name one of the detents, or add it to `detents`")
            }
        }
        if let buttons = sequence(f.value("buttons"), key: "buttons", expected: "a list of alert buttons") {
            entry.buttons = buttons.compactMapExact { buttonNode in
                guard let g = fields(buttonNode, Grammar.alertButton, key: "buttons", keyRange: nil) else { return nil }
                var button = AlertButton(title: string(g.value("title"), key: "title", keyRange: g.keyRange("title", in: tree)),
                                         role: enumValue(g.value("role"), AlertButtonRole.self, key: "role", keyRange: g.keyRange("role", in: tree)),
                                         action: nil, range: g.range)
                if let actionNode = g.value("action") {
                    button.action = decodeAction(actionNode, key: "action", keyRange: g.keyRange("action", in: tree)!)
                }
                return button
            }
        }
        return entry
    }
}

// MARK: - Model JSON

extension ModelJSONEncoder {
    func screen(_ s: Screen) -> JSON {
        let origin: JSON
        switch s.origin {
        case .declared: origin = .string("declared")
        case .inline(let column): origin = .string("inline:\(column.rawValue)")
        }
        return object([
            ("name", located(s.name, JSON.string)),
            ("origin", origin),
            ("title", str(s.title)),
            ("compactTitle", s.titleFollowsSizeClass ? str(s.compactTitle) : str(s.title)),
            ("list", s.list.map(list) ?? .null),
            ("readableWidth", bool(s.readableWidth)),
            ("restoresState", bool(s.restoresState)),
            ("search", search(s.search)),
            ("toolbar", .array(s.toolbar.map {
                object([("title", str($0.title)), ("image", str($0.image)), ("placement", enumeration($0.placement)), ("action", action($0.action)),
                        ("menu", .array($0.menu.map(menuItem))), ("sizeClass", enumeration($0.sizeClass))],
                       range: $0.range)
            })),
            ("titleMenu", .array(s.titleMenu.map(menuItem))),
        ], range: s.range)
    }

    func transient(_ t: TransientUI) -> JSON {
        object([
            ("id", str(t.id)),
            ("kind", enumeration(t.kind)),
            ("screen", str(t.screen)),
            ("dismissOn", .array(t.dismissOn.map { located($0) { .string($0.rawValue) } })),
            ("content", str(t.content)),
            ("title", str(t.title)),
            ("message", str(t.message)),
            ("detents", .array(t.detents.map { located($0, detentJSON) })),
            ("undimmedUpTo", t.undimmedUpTo.map { located($0, detentJSON) } ?? .null),
            ("dismissible", t.dismissibleByApp.map { includeRanges ? .object([("value", .string("app")), ("range", range($0))]) : .string("app") } ?? bool(t.dismissible)),
            ("buttons", .array(t.buttons.map { b in
                object([("title", str(b.title)), ("role", enumeration(b.role)), ("action", action(b.action))], range: b.range)
            })),
        ], range: t.range)
    }
}

// MARK: - Detents

extension SpecDecoder {
    /// A detent: `medium` or `large`, or a number of points above 0 (a fixed height).
    mutating func detent(_ node: NodeID?, key: String, keyRange: SourceRange?) -> Located<Detent>? {
        guard let node else { return nil }
        switch tree.kind(node) == .scalar ? tree.resolve(node) : .null {
        case .int, .float:
            guard let points = number(node, key: key, keyRange: keyRange) else { return nil }
            guard points.value > 0 else {
                report(InputRuleID.wrongType, "`\(key)` takes a height above 0 points; found `\(tree.string(node))`", at: points.range,
                       help: "write the sheet's height in points, such as `240`, or `medium`")
                return nil
            }
            return Located(.height(points.value), range: points.range, keyRange: keyRange)
        default:
            return enumValue(node, SheetDetent.self, key: key, keyRange: keyRange).map { Located(.system($0.value), range: $0.range, keyRange: keyRange) }
        }
    }
}

extension ModelJSONEncoder {
    /// `"medium"`, or a height as a number.
    func detentJSON(_ detent: Detent) -> JSON {
        switch detent {
        case .system(let system): .string(system.rawValue)
        case .height(let points): .double(points)
        }
    }
}
