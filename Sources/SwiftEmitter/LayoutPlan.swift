import LayoutModel
import SpecSource

/// A spec resolved for code generation: every name converted to Swift and made unique, every
/// screen reference looked up, and the navigation facts the generators need (which column shows
/// a screen in regular width, which compact tab reaches it) worked out once.
struct LayoutPlan {
    /// The namespace: the spec's `app`, marked when it hides a framework type (`shadowing`).
    var app: String
    /// The spec's type names that hide framework types, and how the written files spell them.
    var shadowing: FrameworkShadowing
    /// Of every generated declaration (`public` unless the configuration says `internal`).
    var access: GeneratedAccess = .public
    var sourcePath: String
    /// The oldest iOS the app runs on (`deploymentTarget:`); `nil` when the spec does not say.
    var deploymentTarget: OSVersion?
    /// Whether the app runs on iOS 17 and later only: `@Observable`, `dismissWindow` and the
    /// two-value `onChange` need no fallback.
    var targetsIOS17: Bool { deploymentTarget.map { $0 >= OSVersion(17) } ?? false }

    /// How the app's `Screens` type tells the SwiftUI lists that its data changed, for the
    /// oldest iOS the app runs on: `@Observable` needs iOS 17.
    func observationAdvice(_ subject: String) -> String {
        if targetsIOS17 { return "Make \(subject) `@Observable` so the lists refresh when its data changes." }
        return """
            Make \(subject) `@Observable` (iOS 17) or, to run on iOS 16, an `ObservableObject`
            with `@Published` data, which `RootView` observes, so the lists refresh when its data changes.
            """
    }

    /// The spec's text, when the driver has it: each declaration made from a spec line then
    /// says which (`remark`).
    var source: SourceFile?
    var screens: [ScreenPlan]
    var style: SplitStyle
    var split: Split?
    /// Column screens in column order (primary, supplementary, secondary), as indexes into `screens`.
    var columns: [(column: Column, screen: Int)]
    var compact: CompactPlan?
    var transients: [TransientPlan]
    /// The app actions (`actions:`), in spec order.
    var appActions: [AppActionPlan] = []
    /// The keyboard shortcuts (`shortcuts:`), in spec order.
    var shortcuts: [ShortcutPlan] = []
    /// The menus the shortcuts are listed under, each once, in the order they first appear.
    var shortcutMenus: [String] { derived.shortcutMenus }
    /// The compact tab bar's action tabs, in spec order.
    var actionTabs: [ActionTabPlan] = []
    /// The tabs that carry a count (`badge: true`), in tab bar order (the spec's, where action tabs
    /// sit among the stacks): `BadgedTab`'s cases.
    var badgedTabs: [BadgedTabPlan] = []
    /// The kinds of window besides the main one (`scenes:`), in spec order.
    var scenes: [ScenePlan] = []
    /// Names the generated code would declare twice.
    var collisions: [String]
    /// The row types whose rows hold rows (`itemTypes: { Feed: { children: true } }`).
    var rowTypesWithChildren: Set<String> = []
    /// Row types whose rows carry a count (`badge: true`).
    var rowTypesWithBadges: Set<String> = []
    /// The rows picked at launch (`LayoutSpec.launchPicks`), in order, each with the index of its
    /// list's screen: where `NavigationMap.launch` starts the layout.
    var launchChain: [(screen: Int, item: ItemPlan)] = []

    /// Facts about the whole plan that the emitters ask for inside their per-screen loops,
    /// worked out once when planning ends (asked for afresh each time, they made generation
    /// quadratic in the number of screens: a 5 MB spec took 90 s to build).
    struct Derived {
        var shortcutMenus: [String] = []
        var lists: [(screen: ScreenPlan, list: ListPlan)] = []
        var controlActions: [ToolbarActionPlan?] = []
        var controlsPresentTransients = false
        var controlsOpenScenes = false
        var rootRunsActions = false
        var hasControlActions = false
        var appPresentedTransients: [TransientPlan] = []
        var presentedTransients: [TransientPlan] = []
        var presentedTransientNames: Set<String> = []
        var presentsViews = false
        var customScreensWithToolbarActions: [ScreenPlan] = []
        var dynamicRowTypes: [(type: String, screen: ScreenPlan)] = []
        var rowTypeOwners: [String: Int] = [:]
        var sectionTypeOwners: [String: Int] = [:]
        var customScreens: [ScreenPlan] = []
    }
    var derived = Derived()

    /// Works out `derived` from the finished plan.
    func computeDerived() -> Derived {
        var d = Derived()
        for shortcut in shortcuts where !d.shortcutMenus.contains(shortcut.menu) { d.shortcutMenus.append(shortcut.menu) }
        d.lists = screens.compactMap { screen in screen.list.map { (screen, $0) } }
        d.controlActions = screens.flatMap { $0.toolbarActions + $0.toolbarMenuItems.map(\.action) } + transients.flatMap { $0.buttons.map(\.action) }
            + shortcuts.map(\.action) + actionTabs.map(\.action) + d.lists.flatMap(\.list.rowControlActions)
            + d.lists.flatMap { $0.list.specRows?.items.map(\.action) ?? [] }
        d.controlsPresentTransients = d.controlActions.presentsTransients
        d.controlsOpenScenes = d.controlActions.opensScenes
        d.customScreensWithToolbarActions = screens.filter { $0.list == nil && $0.toolbarHasActions }
        d.rootRunsActions = d.controlsPresentTransients || d.controlsOpenScenes || !shortcuts.isEmpty || !actionTabs.isEmpty || !d.customScreensWithToolbarActions.isEmpty
            || d.lists.contains { $0.list.rowControlsHaveActions || $0.list.hasRowActions }
            || transients.contains { $0.buttons.contains { $0.action != nil } }
        d.hasControlActions = screens.contains { !$0.toolbar.isEmpty || !$0.titleMenu.isEmpty } || transients.contains { !$0.buttons.isEmpty } || !shortcuts.isEmpty || !actionTabs.isEmpty
            || d.lists.contains { $0.list.rowControlsHaveActions || $0.list.hasRowActions }
        var presentedByControls = Set<String>()
        for case .present(let name)? in d.controlActions { presentedByControls.insert(name) }
        // A menu opens from its control only (`unknown-action` refuses `present:` of one).
        d.appPresentedTransients = transients.filter { !$0.isPresentedByLayout && $0.kind != .menu && presentedByControls.contains($0.caseName) }
        let byApp = Set(d.appPresentedTransients.map(\.caseName))
        d.presentedTransients = transients.filter { $0.isPresentedByLayout || byApp.contains($0.caseName) }
        d.presentedTransientNames = Set(d.presentedTransients.map(\.caseName))
        d.presentsViews = d.presentedTransients.contains(where: \.showsView)
        for (screen, list) in d.lists {
            guard let data = list.dataList else { continue }
            for type in data.repeatedSections.compactMap(\.sectionType) where d.sectionTypeOwners[type] == nil {
                d.sectionTypeOwners[type] = screen.index
            }
            let type = data.rowType
            guard d.rowTypeOwners[type] == nil else { continue }
            d.rowTypeOwners[type] = screen.index
            d.dynamicRowTypes.append((type, screen))
        }
        d.customScreens = screens.filter { $0.list == nil }
        return d
    }

    var lists: [(screen: ScreenPlan, list: ListPlan)] { derived.lists }

    func screen(_ index: Int) -> ScreenPlan { screens[index] }

    /// What every control of the spec does by itself: toolbar buttons, their menu items, alert buttons.
    var controlActions: [ToolbarActionPlan?] { derived.controlActions }
    /// Some control outside a toolbar (a row, a context menu item, a shortcut, an action tab, an
    /// alert's button) runs an action through `RootView`'s `run`.
    var rootRunsActions: Bool { derived.rootRunsActions }
    /// The generated `ToolbarAction` exists: some toolbar, alert or keyboard shortcut has controls.
    var hasControlActions: Bool { derived.hasControlActions }
    /// Some control presents or closes transient UI (`ToolbarAction.present`, `.dismiss`).
    var controlsPresentTransients: Bool { derived.controlsPresentTransients }
    /// Some control opens or closes a window of a scene kind (`ToolbarAction.openScene`, `.closeScene`).
    var controlsOpenScenes: Bool { derived.controlsOpenScenes }
    /// Entries without `content` that a control presents (`present:`): the layout presents them
    /// as the spec says, showing what the app makes for them (`makeContent(of:for:)` in UIKit,
    /// `content(of:for:)` in SwiftUI): a share sheet, a picker, a view of the app's own.
    var appPresentedTransients: [TransientPlan] { derived.appPresentedTransients }
    /// Everything `Layout.present(_:from:anchor:for:)` and `RootView` present, in spec order: entries
    /// with a screen, alerts, and `appPresentedTransients`.
    var presentedTransients: [TransientPlan] { derived.presentedTransients }
    /// Some presented entry shows a view (its screen or the app's), not only alerts.
    var presentsViews: Bool { derived.presentsViews }
    /// Whether the `Transient` case `name` is one of `presentedTransients`.
    func presents(_ name: String) -> Bool { derived.presentedTransientNames.contains(name) }

    /// The `EnvironmentValues` property through which a SwiftUI screen the app makes runs its
    /// toolbar's own actions.
    var runEnvironmentProperty: String { "layoutc\(app)Run" }
    /// The `EnvironmentValues` property through which a SwiftUI screen the app makes reads the
    /// app's state of its toolbar's actions.
    var stateEnvironmentProperty: String { "layoutc\(app)ActionState" }
    /// Screens the app makes whose toolbars run actions of their own (`Layout.run(_:from:)`).
    var customScreensWithToolbarActions: [ScreenPlan] { derived.customScreensWithToolbarActions }
    /// The scaffold's `Screens` keeps the layout: for transient UI, or to run toolbar actions.
    var scaffoldKeepsLayout: Bool { !transients.isEmpty || !customScreensWithToolbarActions.isEmpty }

    /// The UIKit type of the controller that shows `screen`'s search results (`results:`): the
    /// results screen's generated list, or the app's own controller.
    func searchResultsControllerType(_ screen: ScreenPlan) -> String? {
        guard let results = screen.search?.results else { return nil }
        return self.screen(results).list?.viewControllerName ?? "UIViewController"
    }

    /// Some app action takes its enabled or checked state from the app (`state(of:)`).
    var hasActionStates: Bool { appActions.contains(where: \.hasAppState) }

    /// The action runs an app action whose state comes from the app.
    func takesState(_ action: ToolbarActionPlan?) -> Bool {
        guard case .perform(let caseName)? = action else { return false }
        return appActions.contains { $0.caseName == caseName && $0.hasAppState }
    }

    /// Some button or menu item of the screen's bars (its title menu too) shows an app action's state.
    func toolbarTakesState(_ screen: ScreenPlan) -> Bool {
        toolbarButtonsTakeState(screen) || screen.titleMenu.contains { takesState(screen.toolbarMenuItems[$0].action) }
    }

    /// Some toolbar button, or an item of a button's menu, shows an app action's state (the title
    /// menu aside).
    func toolbarButtonsTakeState(_ screen: ScreenPlan) -> Bool {
        screen.toolbarActions.contains(where: takesState) || screen.toolbarMenus.contains { $0.contains { takesState(screen.toolbarMenuItems[$0].action) } }
    }

    /// Some keyboard shortcut runs an app action whose state comes from the app.
    var shortcutsTakeState: Bool { shortcuts.contains { takesState($0.action) } }

    func columnScreen(_ column: Column) -> ScreenPlan? {
        columns.first { $0.column == column }.map { screens[$0.screen] }
    }
}

struct ScreenPlan {
    var index: Int
    var name: String
    /// Where the screen's name is written in the spec (a byte offset).
    var origin = 0
    /// The `Screen` case.
    var caseName: String
    /// The stem of the screen's types (`Mailboxes` → `MailboxesItem`).
    var typeName: String
    var title: String?
    /// The title per width class (`title: { regular:, compact: }`); `nil`: `title` in every width.
    var titlesBySizeClass: (regular: String?, compact: String?)?
    var readableWidth: Bool
    var restoresState: Bool
    var list: ListPlan?
    var toolbar: [NamedEntry]
    /// Each toolbar item's place and action, in `toolbar`'s order.
    var toolbarPlacements: [BarPlacement] = []
    /// Each toolbar button's only width (`sizeClass:`), in toolbar order; `nil`: every width.
    var toolbarSizeClasses: [SizeClass?] = []
    /// Some button shows in one width class only: the bar buttons follow the width on screen.
    var toolbarFollowsWidth: Bool { toolbarSizeClasses.contains { $0 != nil } }
    var toolbarActions: [ToolbarActionPlan?] = []
    /// Each toolbar item's menu (empty: no menu), as indexes into `toolbarMenuItems`.
    var toolbarMenus: [[Int]] = []
    /// The title menu's items (`titleMenu:`; empty: none), as indexes into `toolbarMenuItems`.
    var titleMenu: [Int] = []
    /// Every menu item of the screen's bars (its toolbar buttons' menus, then its title menu),
    /// cases of one generated enum.
    var toolbarMenuItems: [MenuItemPlan] = []
    /// The groups of the toolbar's menus, cases of another.
    var toolbarMenuGroups: [MenuGroupPlan] = []
    var toolbarMenuGroupTypeName: String { SwiftIdentifier.ScreenType.toolbarMenuGroup.name(for: typeName) }
    /// The search field, if the screen has one.
    var search: SearchPlan?
    /// Where the screen appears in regular width.
    var regularColumn: Column
    /// The compact tabs (indexes) whose root leads to this screen.
    var compactTabs: [Int]

    var toolbarTypeName: String { SwiftIdentifier.ScreenType.toolbarItem.name(for: typeName) }
    /// Some toolbar button without a menu has no action of its own, so the app handles its tap.
    var toolbarNeedsApp: Bool { zip(toolbarActions, toolbarMenus).contains { $0 == nil && $1.isEmpty } }
    /// Some menu item has no action of its own, so the app handles the choice.
    var toolbarMenuNeedsApp: Bool { toolbarMenuItems.contains { $0.action == nil } }
    var toolbarMenuTypeName: String { SwiftIdentifier.ScreenType.toolbarMenuItem.name(for: typeName) }
    /// The screen has a menu in its bars: a toolbar button's, or its title menu.
    var hasToolbarMenu: Bool { !toolbarMenuItems.isEmpty }
    /// Some toolbar button opens a menu (the toolbar's enum then names the menu items' enum).
    var toolbarHasMenus: Bool { toolbarMenus.contains { !$0.isEmpty } }
    /// Some toolbar button or menu item runs an action of its own.
    var toolbarHasActions: Bool { toolbarActions.contains { $0 != nil } || toolbarMenuItems.contains { $0.action != nil } }
    var searchScopeTypeName: String { SwiftIdentifier.ScreenType.searchScope.name(for: typeName) }
    /// The search scope's Swift type as the app sees it: `nil` when the field has no scopes.
    var searchScopeParameter: String? { search.flatMap { $0.scopes.isEmpty ? nil : searchScopeTypeName } }
    /// The placements the toolbar uses, in the order bars are filled.
    var usedToolbarPlacements: [BarPlacement] { BarPlacement.allCases.filter(toolbarPlacements.contains) }
    /// The factory (`makeMessageDetail`) or loader (`loadMessageList`) in the Screens protocol.
    var makeMethod: String { "make" + typeName }
    var loadMethod: String { "load" + typeName }
    var refreshMethod: String { "refresh" + typeName }
    /// The label used for delegate-style methods: `messageList(_:didSelect:)`.
    var delegateLabel: String { SwiftName.bare(caseName) }
}

/// An app action (`actions:`): a case of the generated `AppAction`.
struct AppActionPlan {
    var caseName: String
    var rawValue: String
    var title: String
    var image: String?
    /// `enabled: app`.
    var enabledByApp = false
    /// `checked: app`.
    var checkedByApp = false
    var hasAppState: Bool { enabledByApp || checkedByApp }
}

/// A search field: its placeholder and its scopes (cases of a generated enum).
struct SearchPlan {
    var prompt: String?
    var scopes: [NamedEntry]
    var placement: SearchPlacement = .navigationBar
    /// The screen that shows the results (`results:`), as an index into `screens`.
    var results: Int? = nil
}

/// An item of a toolbar button's menu.
struct MenuItemPlan {
    var entry: NamedEntry
    var action: ToolbarActionPlan?
    /// The group (submenu or inline section) it is in, as an index into `toolbarMenuGroups`.
    var group: Int? = nil
}

/// A group of a toolbar menu: a submenu, or an inline section.
struct MenuGroupPlan {
    var caseName: String
    var title: String
    var image: String?
    var isInline: Bool
}

/// What a toolbar item does by itself.
enum ToolbarActionPlan: Equatable {
    case open(DestinationPlan)
    /// The `AppAction` case.
    case perform(String)
    /// The `Transient` case it presents or closes.
    case present(String)
    case dismiss(String)
    /// The `SceneKind` case it opens or closes.
    case openScene(String)
    case closeScene(String)

    /// The literal of the generated `ToolbarAction`.
    func literal(_ plan: LayoutPlan) -> String {
        switch self {
        case .open(let destination): ".open(Destination(.\(destination.kind.rawValue), .\(plan.screen(destination.screen).caseName)))"
        case .perform(let caseName): ".perform(.\(caseName))"
        case .present(let caseName): ".present(.\(caseName))"
        case .dismiss(let caseName): ".dismiss(.\(caseName))"
        case .openScene(let caseName): ".openScene(.\(caseName))"
        case .closeScene(let caseName): ".closeScene(.\(caseName))"
        }
    }
}

/// A title and an image, for toolbar items and swipe actions.
struct NamedEntry {
    var caseName: String
    var title: String
    var image: String?
    var isDestructive = false
    /// A swipe action's `confirm:` question.
    var confirmation: String? = nil
    /// A swipe action's `undoable: true`.
    var isUndoable = false
}

/// `emptyState:` as both frameworks' code writes it: LayoutRuntime's `EmptyListState` value.
struct EmptyStatePlan {
    var title: String
    var systemImage: String?
    var message: String?

    /// `EmptyListState("No Mail", systemImage: "tray", message: "…")`.
    var literal: String {
        var arguments = [SwiftLiteral.string(title)]
        if let systemImage { arguments.append("systemImage: " + SwiftLiteral.string(systemImage)) }
        if let message { arguments.append("message: " + SwiftLiteral.string(message)) }
        return "EmptyListState(" + arguments.joined(separator: ", ") + ")"
    }
}

struct ListPlan {
    enum Content {
        case fixed(StaticList)
        case dynamic(DataList)
    }

    var appearance: ListAppearance
    /// The look in compact width, when it differs.
    var compactAppearance: ListAppearance? = nil
    var regularHeaderMode: HeaderMode
    var compactHeaderMode: HeaderMode
    var content: Content
    var reorderable: Bool
    var leadingSwipe: [NamedEntry]
    var trailingSwipe: [NamedEntry]
    var defaultDestination: DestinationPlan?
    var viewControllerName: String
    var swipeTypeName: String
    var viewName: String
    /// What a long press on a row offers (`contextMenu:`).
    var contextMenu: [NamedEntry] = []
    /// Rows can be dragged to other lists (`dragTo:`).
    var dragsRows = false
    /// Rows take rows dropped onto them (`acceptsDrops: true`).
    var acceptsDrops = false
    /// People pull the list down to refresh its rows (`refreshable: true`).
    var refreshes = false
    /// What the list shows while it has no rows (`emptyState:`), as a runtime `EmptyListState`.
    var emptyState: EmptyStatePlan?
    /// The screens (indexes) whose lists' `dragTo` names this one: the rows it takes.
    var dropSources: [Int] = []
    /// Each context menu item's own action, in menu order.
    var contextMenuActions: [ToolbarActionPlan?] = []
    /// Some context menu item has no action of its own: the app performs it on the row.
    var contextMenuNeedsApp: Bool { !contextMenu.isEmpty && (contextMenuActions.count < contextMenu.count || contextMenuActions.contains { $0 == nil }) }
    /// Some context menu item has an action of its own.
    var contextMenuHasActions: Bool { contextMenuActions.contains { $0 != nil } }
    var contextMenuTypeName: String = ""
    /// Some items run their own action and others are the app's: the app is handed only its own,
    /// as the menu enum's nested `AppItem`, so its `switch` has no case it never receives.
    var contextMenuSplitsAppItems: Bool { contextMenuHasActions && contextMenuNeedsApp }
    /// The items the app performs, in menu order.
    var contextMenuAppItems: [NamedEntry] {
        contextMenu.indices.filter { $0 >= contextMenuActions.count || contextMenuActions[$0] == nil }.map { contextMenu[$0] }
    }
    /// The type `Screens` is handed a chosen item as.
    var contextMenuAppTypeName: String { contextMenuSplitsAppItems ? contextMenuTypeName + ".AppItem" : contextMenuTypeName }
    /// The expression that hands `item` (of the menu enum) to the app: `item.appItem` is never nil
    /// where it is used (items without an action of their own).
    func appContextMenuCall(_ call: (String) -> String) -> String {
        contextMenuSplitsAppItems ? "if let item = item.appItem { \(call("item")) }" : call("item")
    }

    var headerModeVaries: Bool { regularHeaderMode != compactHeaderMode }
    var hasSwipeActions: Bool { !leadingSwipe.isEmpty || !trailingSwipe.isEmpty }
    var swipeActions: [NamedEntry] { leadingSwipe + trailingSwipe }
    /// Some swipe action asks before it runs.
    var swipeConfirms: Bool { swipeActions.contains { $0.confirmation != nil } }
    /// A dynamic list's `action:`: every row is a button that runs it for itself.
    var dynamicRowAction: ToolbarActionPlan? = nil
    /// Rows are buttons: some static row has an action, or the dynamic list has one.
    var hasRowActions: Bool { dynamicRowAction != nil || specRows?.hasRowActions == true }
    /// Each swipe action's own action, leading then trailing.
    var swipeActionPlans: [ToolbarActionPlan?] = []
    /// Some swipe action has an action of its own.
    var swipeHasActions: Bool { swipeActionPlans.contains { $0 != nil } }
    /// Some swipe action has none: the app performs it on the row.
    var swipeNeedsApp: Bool { hasSwipeActions && (swipeActionPlans.count < swipeActions.count || swipeActionPlans.contains { $0 == nil }) }
    /// The actions of the list's own controls that run for a row: context menu items and swipe actions.
    var rowControlActions: [ToolbarActionPlan?] { contextMenuActions + swipeActionPlans + [dynamicRowAction] }
    /// Some context menu item or swipe action runs an action of its own.
    var rowControlsHaveActions: Bool { contextMenuHasActions || swipeHasActions }
    var isDynamic: Bool { if case .dynamic = content { true } else { false } }

    /// The type of one row: the generated item enum, or the dynamic item struct.
    var rowType: String {
        switch content {
        case .fixed(let list): list.itemTypeName
        case .dynamic(let list): list.rowType
        }
    }

    var dataList: DataList? {
        if case .dynamic(let list) = content { return list }
        return nil
    }

    /// Rows from data in sections (some listed by the spec, some repeated per value) or in an
    /// outline: the sectioned form of a dynamic list. `nil` for a flat dynamic list and static lists.
    var dataSections: DataList? { dataList.flatMap { $0.isFlat ? nil : $0 } }

    /// The listed rows' enum of a list that mixes them with rows from data (`FeedsItem`).
    var listedTypeName: String? { dataList?.listed?.itemTypeName }

    /// What selecting `row` shows, as a Swift expression of type `Destination?`.
    func destinationExpression(of row: String, _ plan: LayoutPlan) -> String {
        if let listed = listedTypeName { return "\(listed).destination(of: \(row))" }
        if isDynamic { return defaultDestination.map { "Destination(.\($0.kind.rawValue), .\(plan.screen($0.screen).caseName))" } ?? "nil" }
        return "\(row).destination"
    }

    /// The action a row that is a button runs, as a Swift expression of type `ToolbarAction?`.
    func rowActionExpression(of row: String) -> String {
        if let listed = listedTypeName { return "\(listed).action(of: \(row))" }
        return "\(row).action"
    }

    /// The rows the spec writes out, whichever list holds them: a static list's, or the listed
    /// rows beside rows from data.
    var specRows: StaticList? { staticList ?? dataList?.listed }

    /// The actions rows that are buttons run when they differ by row, switched over
    /// `rowActionExpression`: each of the spec's rows its own, and rows from data beside them the
    /// list's `action`. `nil` where one action, the list's, serves every row.
    var perRowActions: [ToolbarActionPlan?]? {
        guard let rows = specRows, hasRowActions else { return nil }
        return rows.items.map(\.action) + (staticList == nil ? [dynamicRowAction] : [])
    }

    /// Gives each of the spec's rows its action, in `specRows.items` order.
    mutating func setSpecRowActions(_ actions: [ToolbarActionPlan?]) {
        switch content {
        case .fixed(var fixed) where fixed.items.count == actions.count:
            for i in fixed.items.indices { fixed.items[i].action = actions[i] }
            content = .fixed(fixed)
        case .dynamic(var data) where data.listed?.items.count == actions.count:
            for i in actions.indices { data.listed?.items[i].action = actions[i] }
            content = .dynamic(data)
        default:
            break
        }
    }

    var staticList: StaticList? {
        if case .fixed(let list) = content { return list }
        return nil
    }
}

/// Rows from data (`items: dynamic`, on the list or in sections), values of `rowType` the
/// diffable data source identifies by `id`.
struct DataList {
    var rowType: String
    /// The sections in spec order. Empty for a flat list of rows from data: one unnamed section
    /// the app fills with `apply(_:)`.
    var sections: [DataSectionPlan] = []
    /// Rows hold rows of their type (`itemTypes: { Feed: { children: true } }`): an outline built
    /// from data.
    var rowsHaveChildren = false
    /// The rows the spec lists in sections beside those from data: an enum whose cases are rows
    /// of `rowType` with the spec's ids.
    var listed: StaticList? = nil
    /// The sections' enum (`FeedsSection`), when there are sections.
    var sectionTypeName = ""
    /// `items: dynamic` on the list itself: `apply(_:)` fills its one section.
    var isWholeList = false

    /// Today's flat list: one section, rows without children.
    var isFlat: Bool { sections.isEmpty }
    /// The sections repeated per value from data, with their types.
    var repeatedSections: [DataSectionPlan] { sections.filter { $0.sectionType != nil } }
    var dynamicSections: [DataSectionPlan] { sections.filter(\.isDynamic) }
}

struct DataSectionPlan {
    enum Source {
        /// Rows the spec lists: indexes into `DataList.listed.items`.
        case listed([Int])
        /// Rows from data.
        case rows
        /// One section per value of this type the app supplies, each with rows from data.
        case repeated(sectionType: String)
    }

    var caseName: String
    var rawValue: String
    var title: String?
    var source: Source

    var isDynamic: Bool { if case .listed = source { false } else { true } }
    var sectionType: String? { if case .repeated(let type) = source { type } else { nil } }
    var listedItems: [Int] { if case .listed(let items) = source { items } else { [] } }
}

struct StaticList {
    var itemTypeName: String
    var sectionTypeName: String
    var sections: [SectionPlan]
    /// Every item, outline children included, depth first.
    var items: [ItemPlan]

    var hasChildren: Bool { items.contains { !$0.children.isEmpty } }
    /// Some row is a button with an action of its own.
    var hasRowActions: Bool { items.contains { $0.action != nil } }
    var allSectionsTitled: Bool { sections.allSatisfy { $0.title != nil } }
}

struct SectionPlan {
    var caseName: String
    var rawValue: String
    var title: String?
    var isOutline: Bool
    /// Indexes into `StaticList.items`.
    var items: [Int]
}

struct ItemPlan {
    var caseName: String
    var rawValue: String
    var title: String
    var subtitle: String?
    var image: String?
    var accessories: [Accessory]
    var children: [Int]
    var destination: DestinationPlan?
    /// `action:` — the row is a button: selecting it runs this instead of opening a destination.
    var action: ToolbarActionPlan? = nil
}

struct DestinationPlan: Hashable {
    var kind: SelectionKind
    var screen: Int
}

enum CompactPlan {
    case navigation(root: Int)
    case tabBar([TabPlan])

    var roots: [Int] {
        switch self {
        case .navigation(let root): [root]
        case .tabBar(let tabs): tabs.map(\.root)
        }
    }
}

/// A tab that runs an action instead of showing a stack.
struct ActionTabPlan {
    /// Its place among all the tab bar's items.
    var position: Int
    var title: String
    var image: String?
    var action: ToolbarActionPlan
    /// Its case of `BadgedTab` when it carries a count (`badge: true`).
    var badgeCase: String? = nil
}

struct TabPlan {
    var title: String
    var image: String?
    var root: Int
    /// Its case of `BadgedTab` when it carries a count (`badge: true`).
    var badgeCase: String? = nil
}

/// A tab that carries a count: its `BadgedTab` case, and where it is in the runtime's tab bar.
struct BadgedTabPlan {
    var caseName: String
    var title: String
    /// `SplitNavigator.TabBarSlot`: `.stack(i)` (a tab's index among the stack tabs) or `.action(i)`.
    var slot: String
}

struct TransientPlan {
    var caseName: String
    /// Where the entry's `id` is written in the spec (a byte offset).
    var origin = 0
    /// The `Layout` property holding its presentation.
    var propertyName: String
    var rawValue: String
    var kind: TransientKind
    var presenter: Int?
    var signals: [DismissSignal]
    /// The screen it shows (`content:`), as an index into `screens`.
    var content: Int?
    var title: String?
    var message: String?
    var detents: [Detent] = []
    /// The largest detent at which the screen behind stays undimmed (`undimmedUpTo:`).
    var undimmedUpTo: Detent?
    /// A gesture closes it (`TransientUI.closesByGesture`).
    var dismissible = true
    /// A swipe down closes it only when the app says so (`dismissible: app`).
    var asksApp = false
    var buttons: [AlertButtonPlan] = []

    /// The layout makes what it shows: it has a screen, or it is an alert. (The layout also presents
    /// entries without content that controls present, showing what the app makes:
    /// `LayoutPlan.appPresentedTransients`.)
    var isPresentedByLayout: Bool { content != nil || kind.isAlert }

    /// It shows a view when presented (its screen, or the app's): every presented entry but an
    /// alert without content.
    var showsView: Bool { content != nil || !kind.isAlert }

    func dismisses(on signal: DismissSignal) -> Bool { signals.contains(signal) }
    /// Popovers, menus and pickers float beside their presenter; sheets cover it.
    var floats: Bool { kind != .sheet }
}

/// A kind of window besides the main one: a case of the generated `SceneKind`.
struct ScenePlan {
    var caseName: String
    /// The kind's name in the spec: the `WindowGroup` id and the end of its activity type.
    var rawValue: String
    var title: String
    /// The screen the window shows, as an index into `screens`.
    var screen: Int
}

/// A keyboard shortcut: a case of the generated `Shortcut`.
struct ShortcutPlan {
    var caseName: String
    var title: String
    /// One character, or a `NamedKey` spelling.
    var key: String
    var modifiers: [ShortcutModifier]
    /// The menu it is listed under.
    var menu: String
    /// `overridesSystemKeys: true`: the key command wants priority over focus and text editing.
    var overridesSystemKeys: Bool
    var action: ToolbarActionPlan

    var namedKey: NamedKey? { NamedKey(rawValue: key) }
}

/// The standard menus a shortcut's `menu:` may name: UIKit's identifier for each, and where
/// SwiftUI adds commands to it.
enum StandardMenu {
    static let byTitle: [String: (uikit: String, swiftui: String)] = [
        "File": ("file", "newItem"), "Edit": ("edit", "pasteboard"), "View": ("view", "sidebar"),
        "Window": ("window", "windowArrangement"), "Help": ("help", "help"),
    ]
}

/// A button of an alert or a confirmation dialog.
struct AlertButtonPlan {
    var title: String
    var role: AlertButtonRole?
    var action: ToolbarActionPlan?
}

/// Hands out names that are unique within one scope, numbering repeats (`inbox`, `inbox2`).
///
/// A scope is made for every list, menu and set of buttons, and most hold a dozen names, so the
/// names are kept in an array and compared until there are enough of them for hashing to pay:
/// seeding a `Set` with the reserved names and hashing each claim was most of planning a large
/// spec.
struct NameScope {
    /// Names no claim may take, shared by every scope of a kind (never copied).
    private let reserved: Set<String>
    private var names: [String] = []
    /// `names` as a set, once there are more than `linearLimit` of them.
    private var set: Set<String>?
    private static var linearLimit: Int { 24 }

    init(reserved: Set<String> = []) { self.reserved = reserved }

    private func isUsed(_ candidate: String) -> Bool {
        if let set { return set.contains(candidate) }
        return names.contains(candidate)
    }

    private mutating func use(_ candidate: String) {
        if set != nil {
            set!.insert(candidate)
        } else {
            names.append(candidate)
            if names.count > Self.linearLimit {
                set = Set(names)
                names = []
            }
        }
    }

    mutating func claim(_ name: String) -> String {
        let bare = SwiftName.bare(name)
        var candidate = bare
        var n = 2
        while isUsed(candidate) || reserved.contains(candidate) {
            candidate = "\(bare)\(n)"
            n += 1
        }
        use(candidate)
        return SwiftName.escaped(candidate)
    }
}

extension ScreenPlan {
    /// The title menu (`titleMenu:`) of the menu items' enum `type`, set on the navigation item
    /// from iOS 16; `choose` runs with `self` and `entry` bound. Shared by the generated lists and
    /// the scaffold.
    func emitTitleMenuAssignment(type: String, state: String?, choose: String, _ w: inout CodeWriter) {
        w.block("if #available(iOS 16.0, *) {") { w in
            w.line("let items = \(type).titleMenu")
            let provider = "navigationItem.titleMenuProvider = items.titleMenuProvider"
            if let state {
                w.line("\(provider)(\(state)) { [weak self] entry in")
            } else {
                w.line("\(provider) { [weak self] entry in")
            }
            w.indented { w in
                w.line("guard let self else { return }")
                w.line(choose)
            }
            w.line("}")
        }
    }

    /// `navigationItem.leftBarButtonItems = …`, `rightBarButtonItems` and `toolbarItems` for the
    /// placements the toolbar uses, from `type.barButtonItems(at:…)`; `tap` and `choose` are the
    /// closure bodies for a button and a menu item. Shared by the generated lists and the scaffold.
    func emitBarButtonAssignments(type: String, trailingPrefix: String, tap: String, choose: String, state: String? = nil,
                                  width: String? = nil, _ w: inout CodeWriter) {
        for placement in usedToolbarPlacements {
            let property = switch placement {
            case .leading: "navigationItem.leftBarButtonItems"
            case .trailing: "navigationItem.rightBarButtonItems"
            case .bottom: "toolbarItems"
            }
            let prefix = placement == .trailing ? trailingPrefix : ""
            let at = "at: .\(placement.rawValue)" + (width.map { ", in: \($0)" } ?? "")
            if toolbarHasMenus || state != nil {
                w.line("\(property) = \(prefix)\(type).barButtonItems(")
                w.indented { w in
                    w.line("at: .\(placement.rawValue),")
                    if let width { w.line("in: \(width),") }
                    var arguments = ["action: { [weak self] item, button in \(tap) }"]
                    if toolbarHasMenus { arguments.append("choose: { [weak self] entry, button in \(choose) }") }
                    if let state { arguments.append("state: \(state)") }
                    for (i, argument) in arguments.enumerated() { w.line(argument + (i == arguments.count - 1 ? ")" : ",")) }
                }
            } else {
                w.block("\(property) = \(prefix)\(type).barButtonItems(\(at)) { [weak self] item, button in") { w in
                    w.line(tap)
                }
            }
        }
    }
}

/// The `switch` over a control's `action` that every handler writes (toolbar buttons, menu
/// items, context menu items, in UIKit and SwiftUI): a case for each kind of action the
/// controls use, in one order, `case nil` where the app decides, and `default` only where those
/// leave a case of the generated `ToolbarAction` out.
struct ActionSwitch {
    /// The body of `case .open(let destination)?`.
    var open: [String]? = nil
    /// The body of `case .perform(let action)?`.
    var perform: [String]? = nil
    /// The body of `case .present(let transient)?`.
    var present: [String]? = nil
    /// The body of `case .openScene(let kind)?`.
    var openScene: [String]? = nil
    /// The body of `case let action?`: every other action.
    var other: [String]? = nil
    /// The body of `case nil`: the app decides.
    var app: [String]? = nil
    /// The body of `default:`, for the actions no control of this handler has.
    var fallback: [String] = ["break"]

    func lines(over subject: String, _ plan: LayoutPlan) -> [String] {
        // Every action the same way, and nothing for none: an `if let`, not a switch.
        if let other, open == nil, perform == nil, present == nil, openScene == nil, app == nil, fallback == ["break"] {
            return ["if let action = \(subject) {"] + other.map { "    " + $0 } + ["}"]
        }
        // One kind of action handled, and nothing for the rest: an `if case`, not a switch.
        let handled = [("case .open(let destination)?", open), ("case .perform(let action)?", perform),
                       ("case .present(let transient)?", present), ("case .openScene(let kind)?", openScene)]
            .compactMap { pattern, body in body.map { (pattern, $0) } }
        if handled.count == 1, other == nil, app == nil, fallback == ["break"], let (pattern, body) = handled.first {
            return ["if \(pattern) = \(subject) {"] + body.map { "    " + $0 } + ["}"]
        }
        var lines = ["switch \(subject) {"]
        func add(_ pattern: String, _ body: [String]?) {
            guard let body else { return }
            lines.append(pattern)
            lines += body.map { "    " + $0 }
        }
        add("case .open(let destination)?:", open)
        add("case .perform(let action)?:", perform)
        add("case .present(let transient)?:", present)
        add("case .openScene(let kind)?:", openScene)
        add("case let action?:", other)
        add("case nil:", app)
        let everyAction = other != nil
            || (open != nil && (perform != nil || plan.appActions.isEmpty) && !plan.controlsPresentTransients && !plan.controlsOpenScenes)
        if app == nil || !everyAction { add("default:", fallback) }
        return lines + ["}"]
    }
}

extension Array where Element == ToolbarActionPlan? {
    /// Some control opens a screen (its handler needs the navigation).
    var opensScreens: Bool { contains { if case .open? = $0 { true } else { false } } }
    /// Some control runs an app action.
    var performsActions: Bool { contains { if case .perform? = $0 { true } else { false } } }
    /// Some control presents or closes transient UI.
    var presentsTransients: Bool {
        contains { switch $0 { case .present?, .dismiss?: true; default: false } }
    }
    /// Some control opens or closes a scene kind's window.
    var opensScenes: Bool {
        contains { switch $0 { case .openScene?, .closeScene?: true; default: false } }
    }
    /// Some control opens a scene kind's window.
    var opensSceneWindows: Bool { contains { if case .openScene? = $0 { true } else { false } } }
    /// Some control goes through the layout's `run` (transient UI, scene windows).
    var runsThroughLayout: Bool { presentsTransients || opensScenes }
    /// Some control presents transient UI.
    var presents: Bool { contains { if case .present? = $0 { true } else { false } } }
    /// Some control does something other than open a screen.
    var doesMoreThanOpen: Bool { contains { if case .open? = $0 { false } else { $0 != nil } } }
}

extension LayoutPlan {
    /// `// Specs/Mail.layout.yaml:12`: the spec line a declaration comes from, written above it
    /// so a reader (or a failing build) goes from generated code to the spec in one step.
    func remark(_ offset: Int, _ w: inout CodeWriter) {
        guard let source else { return }
        w.line("// \(FrameworkShadowing.unmarked(sourcePath)):\(source.location(of: offset).line)")
    }
}
