import LayoutModel
import Parallel

extension LayoutPlan {
    /// Resolves `spec` for the generators. Parts that failed to decode are left out (specs with
    /// errors are never generated; this only keeps the generators total).
    /// `workers`: how many threads may plan a large spec's screens.
    init(spec: LayoutSpec, sourcePath: String, workers: Int = 1) {
        let unmarkedApp = SwiftName.type(spec.app?.value ?? "App")
        shadowing = FrameworkShadowing(spec, app: unmarkedApp)
        app = shadowing.marked(unmarkedApp)
        self.sourcePath = sourcePath
        deploymentTarget = spec.deploymentTarget?.value
        self.split = spec.split
        style = spec.split?.style?.value ?? .doubleColumn
        collisions = []
        screens = []
        columns = []
        compact = nil
        transients = []

        // Screens: the first of each name counts.
        var seen = Set<String>()
        let specScreens = spec.screens.filter { seen.insert($0.name.value).inserted }
        var caseNames = NameScope(reserved: Self.enumStatics)
        screens = specScreens.enumerated().map { index, screen in
            ScreenPlan(index: index, name: screen.name.value, caseName: caseNames.claim(SwiftName.member(screen.name.value)),
                       typeName: SwiftName.type(screen.name.value), title: screen.title?.value,
                       readableWidth: screen.readsAtReadableWidth, restoresState: screen.restoresStateAcrossSizeClasses,
                       list: nil, toolbar: Self.entries(screen.toolbar.map { ($0.title?.value, $0.image?.value, false) }),
                       regularColumn: .secondary, compactTabs: [])
        }
        for index in screens.indices {
            screens[index].origin = specScreens[index].name.range.start
            if specScreens[index].titleFollowsSizeClass {
                screens[index].titlesBySizeClass = (specScreens[index].title?.value, specScreens[index].compactTitle?.value)
            }
        }
        let indexByName = Dictionary(screens.map { ($0.name, $0.index) }, uniquingKeysWith: { first, _ in first })

        var actionNames = NameScope(reserved: Self.enumStatics)
        var seenActions = Set<String>()
        appActions = spec.appActions.filter { seenActions.insert($0.name.value).inserted }.map { action in
            AppActionPlan(caseName: actionNames.claim(SwiftName.member(action.name.value)), rawValue: action.name.value,
                          title: action.title?.value ?? action.name.value, image: action.image?.value,
                          enabledByApp: action.enabledByApp, checkedByApp: action.checkedByApp)
        }
        let actionCase = Dictionary(appActions.map { ($0.rawValue, $0.caseName) }, uniquingKeysWith: { first, _ in first })
        var transientNames = NameScope(reserved: Self.enumStatics.union(["id", "kind", "presenter", "content", "detents", "largestUndimmedDetent", "dismissSignals", "isDismissible", "asksBeforeDismissing"]))
        var seenTransients = Set<String>()
        let transientEntries = spec.transient.filter { entry in
            guard let id = entry.id?.value, entry.kind != nil else { return false }
            return seenTransients.insert(id).inserted
        }
        let transientCases = transientEntries.map { transientNames.claim(SwiftName.member($0.id!.value)) }
        let transientCase = Dictionary(zip(transientEntries.map { $0.id!.value }, transientCases), uniquingKeysWith: { first, _ in first })
        var sceneNames = NameScope(reserved: Self.enumStatics.union(["title", "screen", "activityType"]))
        var seenScenes = Set<String>()
        scenes = spec.scenes.compactMap { kind in
            guard let screen = kind.screen.flatMap({ indexByName[$0.value] }), seenScenes.insert(kind.name.value).inserted else { return nil }
            return ScenePlan(caseName: sceneNames.claim(SwiftName.member(kind.name.value)), rawValue: kind.name.value,
                             title: kind.title?.value ?? screens[screen].title ?? screens[screen].name, screen: screen)
        }
        let sceneCase = Dictionary(scenes.map { ($0.rawValue, $0.caseName) }, uniquingKeysWith: { first, _ in first })
        let targets = ActionTargets(screens: indexByName, transients: transientCase, scenes: sceneCase, actions: actionCase)

        // What each screen says about itself (its list, toolbar, menus, search) depends on no
        // other screen's: a large spec's screens are planned on the cores.
        let planned = screens, shadowing = shadowing
        let chunks = ParallelMap.chunks(of: specScreens.count, workers: specScreens.count >= Self.parallelFromScreens ? workers : 1, perWorker: 16)
        screens = ParallelMap.map(chunks, workers: workers) { range in
            range.map { index in Self.planOwnParts(specScreens[index], into: planned[index], targets: targets, shadowing: shadowing) }
        }.flatMap { $0 }

        // Which lists' rows each list takes: those whose `dragTo` names it.
        for (index, screen) in specScreens.enumerated() {
            for target in screen.list?.dragTo ?? [] {
                guard let t = indexByName[target.value], screens[t].list?.acceptsDrops == true,
                      // Sources arrive in ascending order: a repeat can only be the last one.
                      screens[t].list?.dropSources.last != index else { continue }
                screens[t].list?.dropSources.append(index)
            }
        }
        // A row type holds rows where the spec says so, or where a list's listed rows of it have
        // children; every list of the type is then an outline.
        rowTypesWithChildren = Set(spec.rowTypesHoldingRows.map { shadowing.marked(SwiftName.type($0)) })
        rowTypesWithBadges = Set(spec.rowTypesWithBadges.map { shadowing.marked(SwiftName.type($0)) })
        for index in screens.indices {
            guard case .dynamic(var data)? = screens[index].list?.content, rowTypesWithChildren.contains(data.rowType) else { continue }
            data.rowsHaveChildren = true
            if data.sections.isEmpty { data.sections = [DataSectionPlan(caseName: "main", rawValue: "main", title: nil, source: .rows)] }
            screens[index].list?.content = .dynamic(data)
            // Moving rows of an outline from data is not generated (decoding reports it).
            screens[index].list?.reorderable = false
        }
        let plan = targets.plan

        columns = (spec.split?.columns ?? []).compactMap { column in
            indexByName[column.screen.value].map { (column.column, $0) }
        }.sorted { Self.rank($0.column) < Self.rank($1.column) }
        switch spec.split?.compact?.kind {
        case .navigation(let root)?:
            compact = root.flatMap { indexByName[$0.value] }.map { .navigation(root: $0) }
        case .tabBar(let tabs)?:
            var planned: [TabPlan] = []
            var badgeNames = NameScope(reserved: Self.enumStatics)
            // In spec order, which is the bar's: an action tab sits at its place among the stacks.
            for tab in tabs {
                if let root = tab.root.flatMap({ indexByName[$0.value] }) {
                    let title = tab.title?.value ?? screens[root].title ?? screens[root].name
                    let badge = tab.hasBadge ? badgeNames.claim(SwiftName.member(title)) : nil
                    if let badge { badgedTabs.append(BadgedTabPlan(caseName: badge, title: title, slot: ".stack(\(planned.count))")) }
                    planned.append(TabPlan(title: title, image: tab.image?.value, root: root, badgeCase: badge))
                } else if let action = plan(tab.action) {
                    let title = tab.title?.value ?? ""
                    let badge = tab.hasBadge ? badgeNames.claim(SwiftName.member(title.isEmpty ? "tab" : title)) : nil
                    if let badge { badgedTabs.append(BadgedTabPlan(caseName: badge, title: title, slot: ".action(\(actionTabs.count))")) }
                    actionTabs.append(ActionTabPlan(position: planned.count + actionTabs.count, title: title, image: tab.image?.value, action: action,
                                                    badgeCase: badge))
                }
            }
            compact = planned.isEmpty ? nil : .tabBar(planned)
            if planned.isEmpty {
                actionTabs = []
                badgedTabs = []
            }
        case nil:
            compact = nil
        }

        var propertyNames = NameScope(reserved: Self.layoutMembers)
        transients = zip(transientEntries, transientCases).map { entry, caseName in
            TransientPlan(caseName: caseName, origin: entry.id!.range.start, propertyName: propertyNames.claim(caseName), rawValue: entry.id!.value,
                          kind: entry.kind!.value, presenter: entry.screen.flatMap { indexByName[$0.value] },
                          signals: entry.dismissOn.map(\.value).reduce(into: []) { if !$0.contains($1) { $0.append($1) } },
                          content: entry.content.flatMap { indexByName[$0.value] },
                          title: entry.title?.value, message: entry.message?.value,
                          // In the spec's order (smallest first), `large` last: it is the full height.
                          detents: entry.detents.map(\.value).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
                             .sorted { $0 != .system(.large) && $1 == .system(.large) },
                          undimmedUpTo: entry.kind.map(\.value.isSheet) == true ? entry.undimmedUpTo?.value : nil,
                          dismissible: entry.closesByGesture,
                          asksApp: entry.dismissibleByApp != nil && entry.kind?.value.isSheet == true,
                          buttons: entry.buttons.map { AlertButtonPlan(title: $0.title?.value ?? "", role: $0.role?.value, action: plan($0.action)) })
        }
        var shortcutNames = NameScope(reserved: Self.enumStatics.union(["title", "key", "modifiers", "menu", "action", "input",
                                                                         "modifierFlags", "keyCommand", "keyEquivalent", "eventModifiers"]))
        let appName = app
        shortcuts = spec.shortcuts.compactMap { shortcut in
            guard let title = shortcut.title?.value, let key = shortcut.key?.value, let action = plan(shortcut.action) else { return nil }
            let order: [ShortcutModifier] = [.control, .option, .shift, .command]
            return ShortcutPlan(caseName: shortcutNames.claim(SwiftName.member(title)), title: title, key: key,
                                modifiers: order.filter(shortcut.resolvedModifiers.contains),
                                menu: shortcut.menu?.value ?? appName,
                                overridesSystemKeys: shortcut.overridesSystemKeys?.value ?? false, action: action)
        }
        resolveNavigation()
        derived = computeDerived()
        for pick in spec.launchPicks {
            guard let screen = indexByName[pick.screen],
                  let item = screens[screen].list?.specRows?.items.first(where: { $0.rawValue == pick.item.id?.value }),
                  item.destination != nil else { break }
            launchChain.append((screen, item))
        }
        collisions = Self.typeNameCollisions(spec, app: unmarkedApp)
        if shortcutMenus.count > 10 {
            collisions.append("the keyboard shortcuts name \(shortcutMenus.count) menus; SwiftUI's CommandsBuilder takes at most 10: group them under fewer `menu:` titles")
        }
    }

    /// Specs with this many screens or more have them planned on the cores (about 256 KB of
    /// spec, where the file's parts start being written on them too).
    static let parallelFromScreens = 128

    /// A screen's own parts, which no other screen's change: its list (rows, sections, swipe
    /// actions, context menu and what each does), its toolbar and menus, its search field.
    static func planOwnParts(_ screen: Screen, into planned: ScreenPlan, targets: ActionTargets, shadowing: FrameworkShadowing) -> ScreenPlan {
        var planned = planned
        let plan = targets.plan
        if let list = screen.list {
            var listPlan = Self.listPlan(list, screen: planned, destination: targets.destination, shadowing: shadowing)
            listPlan.contextMenuActions = list.contextMenu.map { plan($0.action) }
            listPlan.swipeActionPlans = (list.swipeActions.leading + list.swipeActions.trailing).map { plan($0.action) }
            // Row actions, in the order `listPlan` adds the rows: sections in order, depth first.
            // A row without its own `onSelect` or `action` takes the list's `action`.
            func walk(_ item: Item, into actions: inout [ToolbarActionPlan?]) {
                actions.append(plan(item.action ?? (item.onSelect == nil ? list.action : nil)))
                for child in item.children { walk(child, into: &actions) }
            }
            if list.hasRowsFromData { listPlan.dynamicRowAction = plan(list.action) }
            // (Sections from data have no items here: only the spec's rows are walked.)
            var rowActions: [ToolbarActionPlan?] = []
            for section in list.sections { for item in section.items { walk(item, into: &rowActions) } }
            listPlan.setSpecRowActions(rowActions)
            planned.list = listPlan
        }
        planned.toolbarPlacements = screen.toolbar.map(\.sitsAt)
        planned.toolbarSizeClasses = screen.toolbar.map { $0.sizeClass?.value }
        planned.toolbarActions = screen.toolbar.map { plan($0.action) }
        // Menu leaves are the cases; a group's items carry the group's index.
        var leaves: [(item: MenuItem, group: Int?)] = []
        var groups: [MenuGroupPlan] = []
        var groupNames = NameScope(reserved: Self.menuGroupStatics)
        func menu(_ items: [MenuItem]) -> [Int] {
            let start = leaves.count
            for entry in items {
                guard entry.isGroup else { leaves.append((entry, nil)); continue }
                let title = entry.title?.value ?? ""
                groups.append(MenuGroupPlan(caseName: groupNames.claim(SwiftName.member(title.isEmpty ? "group" : title)), title: title,
                                            image: entry.image?.value, isInline: entry.inline?.value ?? false))
                for member in entry.items { leaves.append((member, groups.count - 1)) }
            }
            return Array(start..<leaves.count)
        }
        planned.toolbarMenus = screen.toolbar.map { menu($0.menu) }
        // The title menu's items are cases of the same enum: one `didChoose` for the screen's bars.
        planned.titleMenu = menu(screen.titleMenu)
        let menuEntries = Self.entries(leaves.map { ($0.item.title?.value, $0.item.image?.value, $0.item.isDestructive) })
        planned.toolbarMenuItems = zip(menuEntries, leaves).map { MenuItemPlan(entry: $0, action: plan($1.item.action), group: $1.group) }
        planned.toolbarMenuGroups = groups
        let index = planned.index
        planned.search = screen.search.map { search in
            SearchPlan(prompt: search.prompt?.value, scopes: Self.entries(search.scopes.map { ($0.value, nil, false) }),
                       placement: search.placement?.value ?? .navigationBar,
                       // A results screen that is the searching screen itself shows nothing new.
                       results: search.results.flatMap { targets.screens[$0.value] }.flatMap { $0 == index ? nil : $0 })
        }
        return planned
    }

    static func rank(_ column: Column) -> Int {
        switch column {
        case .primary: 0
        case .supplementary: 1
        case .secondary: 2
        }
    }

    /// Static members the generated enums declare, which a case may not share.
    static let enumStatics: Set<String> = ["allCases", "leadingActions", "trailingActions"]

    /// `Layout` members, which a transient UI property may not share.
    static let layoutMembers: Set<String> = [
        "splitViewController", "screens", "placements", "compactNavigationController", "compactTabBarController",
        "install", "makeWindow", "makeController", "open", "stack", "restoredCopies", "delegate", "description", "hash",
        "run", "present", "dismiss", "select", "navigator", "stateRestorationActivity", "restoreInteractionState",
        "window", "show", "openScene", "openSceneSheet", "closeScene", "sceneSheet", "sceneSheetKind",
    ]

    /// Members of a toolbar menu's group enum, which a group's case may not share.
    static let menuGroupStatics = enumStatics.union(["title", "systemImageName", "isInline", "rawValue"])

    /// Members of the enums of buttons, menu items and swipe actions, which a case may not share.
    static let entryStatics = enumStatics.union(["title", "systemImageName", "placement", "action", "menu", "isDestructive", "rawValue",
                                                   "titleMenu", "group", "appAction", "sizeClass"])

    static func entries(_ raw: [(title: String?, image: String?, destructive: Bool)]) -> [NamedEntry] {
        guard !raw.isEmpty else { return [] }
        var names = NameScope(reserved: entryStatics)
        return raw.map { entry in
            let label = entry.title ?? entry.image ?? "action"
            return NamedEntry(caseName: names.claim(SwiftName.member(label)), title: entry.title ?? "",
                              image: entry.image, isDestructive: entry.destructive)
        }
    }

    static func listPlan(_ list: ListSpec, screen: ScreenPlan,
                         destination: (SelectionAction?) -> DestinationPlan?, shadowing: FrameworkShadowing) -> ListPlan {
        let defaultDestination = destination(list.onSelect)
        let content: ListPlan.Content
        var itemNames = NameScope(reserved: Self.enumStatics)
        var items: [ItemPlan] = []
        items.reserveCapacity(list.sections.reduce(0) { $0 + $1.items.count })
        func add(_ item: Item) -> Int {
            let id = item.id?.value ?? item.title?.value ?? "item"
            let index = items.count
            items.append(ItemPlan(caseName: itemNames.claim(SwiftName.member(id)), rawValue: id,
                                  title: item.title?.value ?? id, subtitle: item.subtitle?.value, image: item.image?.value,
                                  accessories: item.accessories.map(\.value), children: [],
                                  destination: item.onSelect.map { destination($0) } ?? defaultDestination))
            let children = item.children.map(add)
            items[index].children = children
            return index
        }
        let itemTypeName = SwiftIdentifier.ScreenType.item.name(for: screen.typeName)
        let sectionTypeName = SwiftIdentifier.ScreenType.section.name(for: screen.typeName)
        if list.hasRowsFromData {
            let rowType = shadowing.marked(SwiftName.type(list.itemType?.value ?? SwiftIdentifier.ScreenType.row.name(for: screen.typeName)))
            var data = DataList(rowType: rowType, sectionTypeName: sectionTypeName)
            if list.isDynamic {
                data.isWholeList = true
            } else {
                var sectionNames = NameScope(reserved: Self.enumStatics.union(["title", "key", "rawValue"]))
                var listedSections: [SectionPlan] = []
                data.sections = list.sections.map { section in
                    let id = section.id?.value ?? "main"
                    let caseName = sectionNames.claim(SwiftName.member(id))
                    guard section.isDynamic else {
                        let listedItems = section.items.map(add)
                        listedSections.append(SectionPlan(caseName: caseName, rawValue: id, title: section.title?.value,
                                                          isOutline: section.isOutline, items: listedItems))
                        return DataSectionPlan(caseName: caseName, rawValue: id, title: section.title?.value, source: .listed(listedItems))
                    }
                    let source: DataSectionPlan.Source = section.sectionType.map { .repeated(sectionType: shadowing.marked(SwiftName.type($0.value))) } ?? .rows
                    return DataSectionPlan(caseName: caseName, rawValue: id, title: section.title?.value, source: source)
                }
                if !items.isEmpty {
                    data.listed = StaticList(itemTypeName: itemTypeName, sectionTypeName: sectionTypeName, sections: listedSections, items: items)
                }
            }
            content = .dynamic(data)
        } else {
            var sectionNames = NameScope(reserved: Self.enumStatics)
            let sections = list.sections.map { section in
                let id = section.id?.value ?? "main"
                return SectionPlan(caseName: sectionNames.claim(SwiftName.member(id)), rawValue: id, title: section.title?.value,
                                   isOutline: section.isOutline, items: section.items.map(add))
            }
            content = .fixed(StaticList(itemTypeName: itemTypeName, sectionTypeName: sectionTypeName,
                                        sections: sections, items: items))
        }
        var swipes = entries(list.swipeActions.leading.map { ($0.title?.value, $0.image?.value, $0.isDestructive) }
            + list.swipeActions.trailing.map { ($0.title?.value, $0.image?.value, $0.isDestructive) })
        for (index, action) in (list.swipeActions.leading + list.swipeActions.trailing).enumerated() {
            swipes[index].confirmation = action.confirm?.value
            swipes[index].isUndoable = action.undoable?.value ?? false
        }
        var plan = ListPlan(appearance: list.appearance?.value ?? .plain,
                        regularHeaderMode: list.headerMode(in: .regular), compactHeaderMode: list.headerMode(in: .compact),
                        content: content, reorderable: (list.reorderable?.value ?? false) && !list.hasDynamicSections,
                        leadingSwipe: Array(swipes.prefix(list.swipeActions.leading.count)),
                        trailingSwipe: Array(swipes.dropFirst(list.swipeActions.leading.count)),
                        defaultDestination: defaultDestination,
                        viewControllerName: SwiftIdentifier.ScreenType.viewController.name(for: screen.typeName),
                        swipeTypeName: SwiftIdentifier.ScreenType.swipeAction.name(for: screen.typeName),
                        viewName: SwiftIdentifier.ScreenType.view.name(for: screen.typeName))
        plan.compactAppearance = list.appearanceVaries ? list.appearance(in: .compact) : nil
        plan.contextMenu = entries(list.contextMenu.map { ($0.title?.value, $0.image?.value, $0.isDestructive) })
        plan.contextMenuTypeName = SwiftIdentifier.ScreenType.contextMenuItem.name(for: screen.typeName)
        plan.dragsRows = !list.dragTo.isEmpty
        plan.acceptsDrops = list.takesDrops
        plan.refreshes = list.refreshes && list.hasRowsFromData
        if let empty = list.emptyState, let title = empty.title?.value, list.allRowsFromData {
            plan.emptyState = EmptyStatePlan(title: title, systemImage: empty.systemImage?.value, message: empty.message?.value)
        }
        return plan
    }

    /// Every destination a list leads to, with the row it comes from (nil: the list's default).
    func destinations(of list: ListPlan) -> [DestinationPlan] {
        var result: [DestinationPlan] = []
        var seen = Set<DestinationPlan>()
        if let d = list.defaultDestination {
            result.append(d)
            seen.insert(d)
        }
        for item in list.specRows?.items ?? [] {
            if let d = item.destination, seen.insert(d).inserted { result.append(d) }
        }
        return result
    }

    /// Which column shows each screen in regular width, and which compact tabs reach it.
    mutating func resolveNavigation() {
        var column: [Int: Column] = [:]
        for (c, screen) in columns where column[screen] == nil { column[screen] = c }
        // Each list's destinations, found once: the loop below visits every list until nothing changes.
        let destinationsByScreen = screens.map { $0.list.map(destinations(of:)) ?? [] }
        var changed = true
        while changed {
            changed = false
            for screen in screens {
                guard screen.list != nil, let from = column[screen.index] else { continue }
                for d in destinationsByScreen[screen.index] where column[d.screen] == nil {
                    switch d.kind {
                    case .showDetail: column[d.screen] = .secondary
                    case .showSupplementary: column[d.screen] = style == .tripleColumn ? .supplementary : .secondary
                    case .push: column[d.screen] = from
                    }
                    changed = true
                }
            }
        }
        for index in screens.indices { screens[index].regularColumn = column[index] ?? .secondary }
        if case .tabBar(let tabs) = compact {
            for (tabIndex, tab) in tabs.enumerated() {
                var stack = [tab.root]
                var reached = Set<Int>()
                while let next = stack.popLast() {
                    guard reached.insert(next).inserted else { continue }
                    stack += destinationsByScreen[next].map(\.screen)
                }
                for index in reached.sorted() { screens[index].compactTabs.append(tabIndex) }
            }
        }
    }

    /// Types the namespace would declare twice, and an app name that cannot be the namespace:
    /// the same list of generated types the `invalid-identifier` rule reads.
    static func typeNameCollisions(_ spec: LayoutSpec, app: String) -> [String] {
        let survey = GeneratedTypes(spec).survey(app: app)
        var problems = survey.collisions.map { first, second in
            "`\(app).\(second.name)` would be declared twice: for \(first.owner) and for \(second.owner)"
        }
        if let problem = GeneratedTypes.problem(withApp: app, declaration: survey.appDeclaration) { problems.append(problem) }
        return problems
    }

    /// The distinct dynamic row types, in first-use order, with the first list that uses each.
    var dynamicRowTypes: [(type: String, screen: ScreenPlan)] { derived.dynamicRowTypes }

    /// The screen whose list declares a dynamic row type (the first list that uses it).
    func declaresRowType(_ type: String, screen: ScreenPlan) -> Bool {
        derived.rowTypeOwners[type] == screen.index
    }

    /// The screen whose list declares a section type (the first list that uses it).
    func declaresSectionType(_ type: String, screen: ScreenPlan) -> Bool {
        derived.sectionTypeOwners[type] == screen.index
    }

    /// The screens the app makes itself: those without a list.
    var customScreens: [ScreenPlan] { derived.customScreens }
}

/// What an action's or a selection's target names, resolved to what the generated code calls it.
struct ActionTargets: Sendable {
    /// Each screen's index, by name (the first screen of a name counts).
    let screens: [String: Int]
    /// Cases of the transient UI, of the scene kinds and of the app's actions, by name.
    let transients: [String: String]
    let scenes: [String: String]
    let actions: [String: String]

    func destination(_ action: SelectionAction?) -> DestinationPlan? {
        guard let action, let target = screens[action.target.value] else { return nil }
        return DestinationPlan(kind: action.kind.value, screen: target)
    }

    func plan(_ action: Action?) -> ToolbarActionPlan? {
        guard let action else { return nil }
        if let kind = action.selectionKind {
            return screens[action.target.value].map { .open(DestinationPlan(kind: kind, screen: $0)) }
        }
        switch action.kind.value {
        case .present: return transients[action.target.value].map(ToolbarActionPlan.present)
        case .dismiss: return transients[action.target.value].map(ToolbarActionPlan.dismiss)
        case .openScene: return scenes[action.target.value].map(ToolbarActionPlan.openScene)
        case .closeScene: return scenes[action.target.value].map(ToolbarActionPlan.closeScene)
        default: return actions[action.target.value].map(ToolbarActionPlan.perform)
        }
    }
}
