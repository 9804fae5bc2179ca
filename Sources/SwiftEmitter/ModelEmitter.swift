import LayoutModel

/// The platform-neutral half of every generated file: the spec as Swift value types that compile
/// on any platform, so app code, previews and tests can name screens, rows and destinations
/// without UIKit or SwiftUI.
struct ModelEmitter {
    let plan: LayoutPlan

    // The emitters write the model in three kinds of part (`FileParts`): the head, each list,
    // and the tail, so a large spec's lists are written on the cores.

    /// What comes before the lists: the screens and the navigation between them.
    func emitHead(into w: inout CodeWriter) {
        w.line("import LayoutRuntime")
        w.blank()
        w.doc("Everything generated for the \(plan.app) spec: the typed model below, and its user interface\nin \(GeneratedFile.name(app: plan.app, target: .uikit)) and \(GeneratedFile.name(app: plan.app, target: .swiftui)).")
        w.line("public enum \(plan.app) {}")
        w.mark("Screens and navigation")
        w.block("extension \(plan.app) {") { w in
            emitScreen(&w)
            w.blank()
            emitDestination(&w)
            w.blank()
            emitSelection(&w)
            w.blank()
            emitRoute(&w)
            w.blank()
            emitNavigationMap(&w)
            let badged = plan.badgedTabs
            if !badged.isEmpty {
                w.blank()
                w.doc("""
                    The tabs of the compact tab bar that carry a count (`badge: true`), which the app gives
                    in `badge(for:)`: switch over them, so that a tab the spec adds or drops stops the app compiling.
                    """)
                w.block("public enum BadgedTab: String, Hashable, Sendable, CaseIterable {") { w in
                    // Named after their titles, which two tabs may share: the raw value is the case's name.
                    w.cases(badged.map { ($0.caseName, SwiftName.bare($0.caseName)) })
                }
            }
        }
    }

    /// One list's model: its sections and rows (or its data's types), swipe actions and context menu.
    func emitList(screen: ScreenPlan, list: ListPlan, into w: inout CodeWriter) {
        w.mark("\(screen.name) list")
        w.block("extension \(plan.app) {") { w in
            switch list.content {
            case .fixed(let fixed):
                emitSections(fixed, screen: screen, &w)
                w.blank()
                emitItems(fixed, screen: screen, &w)
            case .dynamic(let data):
                emitDataListTypes(data, screen: screen, &w)
            }
            if list.hasSwipeActions {
                w.blank()
                emitSwipeActions(list, screen: screen, &w)
            }
            if !list.contextMenu.isEmpty {
                w.blank()
                w.doc("What a long press on a row of \(screen.name) offers, in menu order; the app performs it on the row.")
                let appItems = list.contextMenuSplitsAppItems ? ", MenuWithAppItems" : ""
                w.block("public enum \(list.contextMenuTypeName): String, CaseIterable, MenuItemDescribing\(appItems) {") { w in
                    w.cases(list.contextMenu.map { ($0.caseName, SwiftName.bare($0.caseName)) })
                    w.blank()
                    var properties = [
                        CaseProperty("title", "String", values: list.contextMenu.map { SwiftLiteral.string($0.title) }),
                        CaseProperty("systemImageName", "String?", runtimeDefault: "nil", values: list.contextMenu.map { SwiftLiteral.optionalString($0.image) }),
                        CaseProperty("isDestructive", "Bool", runtimeDefault: "false", values: list.contextMenu.map { $0.isDestructive ? "true" : "false" }),
                    ]
                    if list.contextMenuHasActions {
                        properties.append(CaseProperty("action", "ToolbarAction?",
                            doc: "What choosing it does by itself (a screen opens for the row); `nil`: the app performs it on the row.",
                            values: list.contextMenuActions.map(actionLiteral)))
                    }
                    w.caseProperties(properties, caseNames: list.contextMenu.map(\.caseName))
                    if list.contextMenuSplitsAppItems {
                        let items = list.contextMenuAppItems
                        w.blank()
                        w.doc("The items the app performs on the row, the ones without an `action` of their own.")
                        // `AppMenuItem` gives each its `menuItem`, and `MenuWithAppItems` the menu's `appItem`.
                        w.block("public enum AppItem: String, CaseIterable, AppMenuItem {") { w in
                            w.line("public typealias MenuItem = \(list.contextMenuTypeName)")
                            w.cases(items.map { ($0.caseName, SwiftName.bare($0.caseName)) })
                        }
                    }
                }
            }
        }
    }

    /// What comes after the lists: search scopes, app actions, toolbars, transient UI, scenes and
    /// shortcuts.
    func emitTail(into w: inout CodeWriter) {
        let searches = plan.screens.filter { $0.searchScopeParameter != nil }
        if !searches.isEmpty {
            w.mark("Search scopes")
            w.block("extension \(plan.app) {") { w in
                for (i, screen) in searches.enumerated() {
                    if i > 0 { w.blank() }
                    let scopes = screen.search?.scopes ?? []
                    w.doc("The scopes of the \(screen.name) search field, in the order of its scope bar.")
                    w.block("public enum \(screen.searchScopeTypeName): String, Hashable, Sendable, CaseIterable {") { w in
                        w.cases(scopes.map { ($0.caseName, SwiftName.bare($0.caseName)) })
                        w.blank()
                        w.switchProperty("public var title: String", cases: scopes.map { ($0.caseName, SwiftLiteral.string($0.title)) })
                    }
                }
            }
        }
        if !plan.appActions.isEmpty {
            w.mark("App actions")
            w.block("extension \(plan.app) {") { w in emitAppActions(&w) }
        }
        let toolbars = plan.screens.filter { !$0.toolbar.isEmpty || $0.hasToolbarMenu }
        if plan.hasControlActions {
            w.mark("Toolbars")
            w.block("extension \(plan.app) {") { w in
                emitToolbarVocabulary(&w)
                for screen in toolbars {
                    w.blank()
                    emitToolbar(screen, &w)
                }
            }
        }
        if !plan.transients.isEmpty {
            w.mark("Transient UI")
            w.block("extension \(plan.app) {") { w in emitTransients(&w) }
        }
        if !plan.scenes.isEmpty {
            w.mark("Scene kinds")
            w.block("extension \(plan.app) {") { w in emitSceneKinds(&w) }
        }
        if !plan.shortcuts.isEmpty {
            w.mark("Keyboard shortcuts")
            w.block("extension \(plan.app) {") { w in emitShortcuts(&w) }
        }
    }

    /// `SceneKind`: the windows besides the main one, each named by the activity that opens and
    /// restores it.
    func emitSceneKinds(_ w: inout CodeWriter) {
        let prefix = "layoutc.\(plan.app).scene."
        w.doc("""
            The kinds of window besides the main one (`scenes:`). Each opens as a scene of its own with a
            user activity of its `activityType`, which carries the route it shows; the same activity
            restores the window at the next launch. List the activity types under `NSUserActivityTypes`
            in Info.plist (`layoutc scene-manifest` prints the entries).
            """)
        w.block("public enum SceneKind: String, Hashable, Sendable, Codable, CaseIterable, SceneKindDescribing {") { w in
            w.cases(plan.scenes.map { ($0.caseName, $0.rawValue) })
            w.blank()
            // The title, screen and activity type are documented once, by `SceneKindDescribing`.
            w.caseProperties([
                CaseProperty("title", "String", values: plan.scenes.map { SwiftLiteral.string($0.title) }),
                CaseProperty("screen", "Screen", values: plan.scenes.map { ".\(plan.screen($0.screen).caseName)" }),
            ], caseNames: plan.scenes.map(\.caseName))
            w.blank()
            w.line("public var activityType: String { \(SwiftLiteral.string(prefix)) + rawValue }")
            w.blank()
            w.doc("The kind whose windows an activity of `activityType` opens; `nil` for any other activity.")
            w.block("public init?(activityType: String) {") { w in
                w.line("guard activityType.hasPrefix(\(SwiftLiteral.string(prefix))) else { return nil }")
                w.line("self.init(rawValue: String(activityType.dropFirst(\(prefix.count))))")
            }
        }
    }

    func emitScreen(_ w: inout CodeWriter) {
        w.doc("The screens of the spec, in the order they are declared.")
        // `ScreenDescribing` documents the properties, and says what the spec leaves out.
        w.block("public enum Screen: String, Hashable, Sendable, Codable, CaseIterable, ScreenDescribing {") { w in
            w.cases(plan.screens.map { ($0.caseName, $0.name) })
            w.blank()
            w.caseProperties([
                CaseProperty("title", "String?", runtimeDefault: "nil", values: plan.screens.map { SwiftLiteral.optionalString($0.title) }),
                CaseProperty("restoresState", "Bool", runtimeDefault: "false", values: plan.screens.map { "\($0.restoresState)" }),
                CaseProperty("usesReadableWidth", "Bool", runtimeDefault: "false", values: plan.screens.map { "\($0.readableWidth)" }),
                CaseProperty("selectionDestination", "Destination?", runtimeDefault: "nil",
                             values: plan.screens.map { destinationLiteral($0.list?.defaultDestination) }),
            ], caseNames: plan.screens.map(\.caseName))
        }
    }

    func emitDestination(_ w: inout CodeWriter) {
        w.doc("Where selecting a row leads: a screen, and how it is shown (`onSelect`): `showDetail`,\n`showSupplementary` or `push`. In compact width all three push onto the current stack.")
        w.line("public typealias Destination = LayoutRuntime.Destination<Screen>")
    }

    func emitSelection(_ w: inout CodeWriter) {
        w.doc("The row whose selection opened a screen, handed to the app's screen factories so a screen\nknows what to show; `nil` where a screen is a column's or a tab's first screen.")
        w.block("public enum Selection: Hashable, Sendable, Codable {") { w in
            for (screen, list) in plan.lists {
                w.doc("A row of the \(screen.name) list.")
                w.line("case \(screen.caseName)(\(list.rowType))")
            }
            for (screen, list) in plan.lists where list.acceptsDrops {
                w.blank()
                emitCanDrop(on: screen, list, &w)
            }
            if plan.lists.isEmpty {
                // Swift cannot synthesize Codable for an enum without cases.
                w.comment("No list, so nothing can be selected.")
                w.block("public init(from decoder: any Decoder) throws {") { w in
                    w.line("let description = \"\\(\(plan.app).self) has no lists to select in\"")
                    w.line("throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: description))")
                }
                w.blank()
                w.block("public func encode(to encoder: any Encoder) throws {") { w in
                    w.line("switch self {}")
                }
            }
        }
    }

    /// Whether a dragged row may be dropped onto a row of `list`: it comes from a list whose
    /// `dragTo` names it, and it is not the row itself or a row that holds it (a folder is never
    /// moved into itself or its own subfolder).
    func emitCanDrop(on screen: ScreenPlan, _ list: ListPlan, _ w: inout CodeWriter) {
        let label = "on" + screen.typeName.capitalizedFirst
        w.doc("""
            Whether this row can be dropped onto `row` of the \(screen.name) list: it comes from a list whose
            `dragTo` names \(screen.name), and is not `row` or a row that holds it.
            """)
        w.block("public func canDrop(\(label) row: \(list.rowType)) -> Bool {") { w in
            w.line("switch self {")
            for source in list.dropSources {
                let sourceScreen = plan.screen(source)
                guard let sourceList = sourceScreen.list else { continue }
                guard sourceList.rowType == list.rowType else {
                    w.line("case .\(sourceScreen.caseName): return true")
                    continue
                }
                w.line("case .\(sourceScreen.caseName)(let dragged):")
                w.indented { w in
                    if sourceList.staticList != nil {
                        w.line("func holds(_ parent: \(list.rowType)) -> Bool { parent == row || parent.children.contains(where: holds) }")
                        w.line("return !holds(dragged)")
                    } else if plan.rowTypesWithChildren.contains(list.rowType) {
                        w.line("func holds(_ parent: \(list.rowType)) -> Bool { parent.id == row.id || (parent.children ?? []).contains(where: holds) }")
                        w.line("return !holds(dragged)")
                    } else {
                        w.line("return dragged.id != row.id")
                    }
                }
            }
            if list.dropSources.count < plan.lists.count { w.line("default: return false") }
            w.line("}")
        }
    }

    func emitRoute(_ w: inout CodeWriter) {
        w.doc("A step of navigation: a screen and the row that opened it (a navigation path's element).")
        w.line("public typealias Route = LayoutRuntime.Route<Screen, Selection>")
    }

    func destinationLiteral(_ destination: DestinationPlan?) -> String {
        guard let destination else { return "nil" }
        // `screens[i].caseName`, not `screen(i)`: one name per row, not a copy of the screen's plan.
        return "Destination(.\(destination.kind.rawValue), .\(plan.screens[destination.screen].caseName))"
    }

    func emitSections(_ list: StaticList, screen: ScreenPlan, _ w: inout CodeWriter) {
        w.doc("The sections of the \(screen.name) list, in spec order.")
        w.block("public enum \(list.sectionTypeName): String, Hashable, Sendable, CaseIterable, StaticListSection {") { w in
            w.cases(list.sections.map { ($0.caseName, $0.rawValue) })
            w.blank()
            w.caseProperties([
                CaseProperty("title", "String?", doc: "The section's title: its header, or its first row where the header mode is `firstItemInSection`.",
                             values: list.sections.map { SwiftLiteral.optionalString($0.title) }),
                CaseProperty("isOutline", "Bool", doc: "Whether the section is an outline whose rows expand and collapse (`outline: true`).",
                             values: list.sections.map { $0.isOutline ? "true" : "false" }),
                CaseProperty("items", "[\(list.itemTypeName)]", doc: "The section's top-level rows.",
                             values: list.sections.map { CodeWriter.caseList($0.items.map { list.items[$0].caseName }) }),
            ], caseNames: list.sections.map(\.caseName))
        }
    }

    func emitItems(_ list: StaticList, screen: ScreenPlan, _ w: inout CodeWriter, members: ((inout CodeWriter) -> Void)? = nil) {
        w.doc("The rows of the \(screen.name) list, outline children included, in spec order.")
        w.block("public enum \(list.itemTypeName): String, Hashable, Sendable, Codable, CaseIterable, StaticListItem {") { w in
            // Each row's fields are read where they are (`items[i].title`): `items.map { $0 ... }`
            // copied every row's whole plan, a dozen retains and releases, for every property.
            let items = list.items
            w.cases(items.indices.map { (items[$0].caseName, items[$0].rawValue) })
            w.blank()
            // Most rows open the list's destination: its literal is written once and shared.
            var written: [(destination: DestinationPlan, literal: String)] = []
            var properties = [
                CaseProperty("title", "String", values: items.indices.map { SwiftLiteral.string(items[$0].title) }),
                CaseProperty("subtitle", "String?", runtimeDefault: "nil", values: items.indices.map { SwiftLiteral.optionalString(items[$0].subtitle) }),
                CaseProperty("systemImageName", "String?", doc: "The SF Symbol shown with the row.", runtimeDefault: "nil",
                             values: items.indices.map { SwiftLiteral.optionalString(items[$0].image) }),
                CaseProperty("children", "[\(list.itemTypeName)]", doc: "The rows nested under this one in an outline.", runtimeDefault: "[]", values: items.indices.map { i in
                    items[i].children.isEmpty ? "[]" : CodeWriter.caseList(items[i].children.map { items[$0].caseName })
                }),
                CaseProperty("destination", "Destination?", doc: "What selecting the row shows: its own `onSelect`, else the list's.",
                             values: items.indices.map { i in
                    guard items[i].action == nil, let destination = items[i].destination else { return "nil" }
                    if let known = written.first(where: { $0.destination == destination }) { return known.literal }
                    let literal = destinationLiteral(destination)
                    if written.count < 8 { written.append((destination, literal)) }
                    return literal
                }),
            ]
            if list.hasRowActions {
                properties.append(CaseProperty("action", "ToolbarAction?",
                    doc: "What selecting a row that is a button runs, instead of opening a destination; the row does not stay selected.",
                    values: list.items.map { actionLiteral($0.action) }))
            }
            w.caseProperties(properties, caseNames: items.indices.map { items[$0].caseName })
            if let members {
                w.blank()
                members(&w)
            }
        }
    }

    func emitRowType(_ rowType: String, screen: ScreenPlan, _ w: inout CodeWriter) {
        let children = plan.rowTypesWithChildren.contains(rowType)
        let badge = plan.rowTypesWithBadges.contains(rowType)
        w.doc("""
            A row of the \(screen.name) list (`itemType: \(rowType)`), made by the app from its own data.
            The list identifies a row by its `id`: a row whose other fields change is the same row,
            updated in place. Values still compare by every field (`==`).
            """)
        w.block("public struct \(rowType): Hashable, Sendable, Codable, Identifiable, RowContent {") { w in
            w.doc("The row's identity in the list: the same for the same underlying record across updates.")
            w.line("public var id: String")
            w.line("public var title: String")
            w.line("public var subtitle: String?")
            w.doc("An SF Symbol name.")
            w.line("public var systemImageName: String?")
            if children {
                w.doc("""
                    The rows under this one (`children: true`), which expand under it: `nil` for a row that
                    holds none (a feed), `[]` for one that holds none yet (an empty folder). Ids are unique
                    in the whole list, children included.
                    """)
                w.line("public var children: [\(rowType)]?")
            }
            if badge {
                w.doc("A count at the row's trailing edge (`badge: true`); `nil` or 0 shows none.")
                w.line("public var badge: Int?")
            }
            w.blank()
            let childrenParameter = (children ? ", children: [\(rowType)]? = nil" : "") + (badge ? ", badge: Int? = nil" : "")
            w.block("public init(id: String, title: String, subtitle: String? = nil, systemImageName: String? = nil\(childrenParameter)) {") { w in
                w.line("self.id = id")
                w.line("self.title = title")
                w.line("self.subtitle = subtitle")
                w.line("self.systemImageName = systemImageName")
                if children { w.line("self.children = children") }
                if badge { w.line("self.badge = badge") }
            }
        }
    }

    func emitSwipeActions(_ list: ListPlan, screen: ScreenPlan, _ w: inout CodeWriter) {
        // Joined once: `list.swipeActions` joins both edges' arrays each time it is read.
        let actions = list.swipeActions
        w.doc("The swipe actions of the \(screen.name) list.")
        w.block("public enum \(list.swipeTypeName): String, Hashable, Sendable, CaseIterable, SwipeActionDescribing {") { w in
            w.cases(actions.map { ($0.caseName, SwiftName.bare($0.caseName)) })
            w.blank()
            // The image, style and confirmation are documented once, by `SwipeActionDescribing`.
            var properties = [
                CaseProperty("title", "String", values: actions.map { SwiftLiteral.string($0.title) }),
                CaseProperty("systemImageName", "String?", runtimeDefault: "nil", values: actions.map { SwiftLiteral.optionalString($0.image) }),
                CaseProperty("isDestructive", "Bool", runtimeDefault: "false", values: actions.map { $0.isDestructive ? "true" : "false" }),
            ]
            if actions.contains(where: \.isUndoable) {
                properties.append(CaseProperty("isUndoable", "Bool",
                    doc: "The spec promises that the app can take the action back (`undoable: true`): register it with the `UndoManager`.",
                    values: actions.map { $0.isUndoable ? "true" : "false" }))
            }
            if actions.contains(where: { $0.confirmation != nil }) {
                properties.append(CaseProperty("confirmation", "String?", values: actions.map { SwiftLiteral.optionalString($0.confirmation) }))
            }
            if list.swipeHasActions {
                properties.append(CaseProperty("action", "ToolbarAction?",
                    doc: "What the swipe does by itself, for the swiped row; `nil`: the app performs it on the row.",
                    values: list.swipeActionPlans.map(actionLiteral)))
            }
            w.caseProperties(properties, caseNames: actions.map(\.caseName))
            w.blank()
            // The edges' orders are documented once, by `SwipeActionDescribing`.
            w.line("public static var leadingActions: [\(list.swipeTypeName)] { \(CodeWriter.caseList(list.leadingSwipe.map(\.caseName))) }")
            w.line("public static var trailingActions: [\(list.swipeTypeName)] { \(CodeWriter.caseList(list.trailingSwipe.map(\.caseName))) }")
        }
    }

    func emitAppActions(_ w: inout CodeWriter) {
        w.doc("The app actions the spec declares: controls run them with `perform(_:)` of `Screens`.")
        // `AppActionDescribing` where the app gives states: the runtime's controls show them.
        w.block("public enum AppAction: String, Hashable, Sendable, CaseIterable\(plan.hasActionStates ? ", AppActionDescribing" : "") {") { w in
            w.cases(plan.appActions.map { ($0.caseName, $0.rawValue) })
            w.blank()
            var properties = [
                CaseProperty("title", "String", values: plan.appActions.map { SwiftLiteral.string($0.title) }),
                CaseProperty("systemImageName", "String?", doc: "The SF Symbol that stands for the action.",
                             values: plan.appActions.map { SwiftLiteral.optionalString($0.image) }),
            ]
            if plan.hasActionStates {
                properties.append(CaseProperty("isEnabledByApp", "Bool", doc: "The app says when the action can run (`enabled: app`).",
                                               runtimeDefault: "false", values: plan.appActions.map { "\($0.enabledByApp)" }))
                properties.append(CaseProperty("isCheckedByApp", "Bool", doc: "The action is on or off, as the app says (`checked: app`).",
                                               runtimeDefault: "false", values: plan.appActions.map { "\($0.checkedByApp)" }))
            }
            w.caseProperties(properties, caseNames: plan.appActions.map(\.caseName))
        }
        guard plan.hasActionStates else { return }
        w.blank()
        w.doc("What the app says of an action right now (`state(of:)` of `Screens`): LayoutRuntime's `ActionState`.")
        w.line("public typealias ActionState = LayoutRuntime.ActionState")
    }

    /// Where a toolbar item sits and what it does by itself, shared by every screen's toolbar.
    func emitToolbarVocabulary(_ w: inout CodeWriter) {
        w.doc("Where a toolbar button sits: `leading`, `trailing` (the navigation bar), or `bottom` (the toolbar).")
        w.line("public typealias ToolbarPlacement = LayoutRuntime.ToolbarPlacement")
        w.blank()
        w.doc("""
            What a control (a toolbar button, a menu item, an alert button) does by itself: open a screen
            as a row's selection would, run an app action, or present or close transient UI.
            """)
        w.block("public enum ToolbarAction: Hashable, Sendable {") { w in
            w.line("case open(Destination)")
            if !plan.appActions.isEmpty { w.line("case perform(AppAction)") }
            if plan.controlsPresentTransients {
                w.line("case present(Transient)")
                w.line("case dismiss(Transient)")
            }
            if plan.controlsOpenScenes {
                w.line("case openScene(SceneKind)")
                w.line("case closeScene(SceneKind)")
            }
            if plan.hasActionStates {
                w.blank()
                w.doc("The app action it runs, if it runs one.")
                w.block("public var appAction: AppAction? {") { w in
                    w.line("if case .perform(let action) = self { return action }")
                    w.line("return nil")
                }
            }
        }
    }

    func emitToolbar(_ screen: ScreenPlan, _ w: inout CodeWriter) {
        if !screen.toolbar.isEmpty { emitToolbarItems(screen, &w) }
        if screen.hasToolbarMenu {
            if !screen.toolbar.isEmpty { w.blank() }
            emitToolbarMenuItems(screen, &w)
        }
        if !screen.toolbarMenuGroups.isEmpty {
            let groups = screen.toolbarMenuGroups
            w.blank()
            w.doc("The groups of the \(screen.name) screen's menus: submenus, and inline sections set off by separators.")
            w.block("public enum \(screen.toolbarMenuGroupTypeName): String, Hashable, Sendable, CaseIterable, MenuGroupDescribing {") { w in
                w.cases(groups.map { ($0.caseName, SwiftName.bare($0.caseName)) })
                w.blank()
                w.caseProperties([
                    CaseProperty("title", "String", values: groups.map { SwiftLiteral.string($0.title) }),
                    CaseProperty("systemImageName", "String?", runtimeDefault: "nil", values: groups.map { SwiftLiteral.optionalString($0.image) }),
                    CaseProperty("isInline", "Bool", runtimeDefault: "false", values: groups.map { $0.isInline ? "true" : "false" }),
                ], caseNames: groups.map(\.caseName))
            }
        }
    }

    func emitToolbarItems(_ screen: ScreenPlan, _ w: inout CodeWriter) {
        w.doc("The toolbar buttons of the \(screen.name) screen, in order.")
        w.block("public enum \(screen.toolbarTypeName): String, Hashable, Sendable, CaseIterable, ToolbarItemDescribing {") { w in
            w.cases(screen.toolbar.map { ($0.caseName, SwiftName.bare($0.caseName)) })
            w.blank()
            // The image and placement are documented once, by `ToolbarItemDescribing`.
            var properties = [
                CaseProperty("title", "String", values: screen.toolbar.map { SwiftLiteral.string($0.title) }),
                CaseProperty("systemImageName", "String?", runtimeDefault: "nil", values: screen.toolbar.map { SwiftLiteral.optionalString($0.image) }),
                CaseProperty("placement", "ToolbarPlacement", values: screen.toolbarPlacements.map { ".\($0.rawValue)" }),
                CaseProperty("sizeClass", "HorizontalSizeClass?", runtimeDefault: "nil",
                             values: screen.toolbarSizeClasses.map { $0.map { ".\($0.rawValue)" } ?? "nil" }),
                CaseProperty("action", "ToolbarAction?",
                             doc: "What a tap does by itself; `nil`: the app decides (`didTap`), or the button opens its menu.",
                             values: screen.toolbarActions.map(actionLiteral)),
            ]
            if screen.toolbarHasMenus {
                properties.append(CaseProperty("menu", "[\(screen.toolbarMenuTypeName)]?", doc: "The menu a tap opens, if the button has one.",
                                               values: screen.toolbarMenus.map { menu in
                    menu.isEmpty ? "nil" : CodeWriter.caseList(menu.map { screen.toolbarMenuItems[$0].entry.caseName })
                }))
            }
            w.caseProperties(properties, caseNames: screen.toolbar.map(\.caseName))
            emitAppActionOfControl(&w)
        }
    }

    func emitToolbarMenuItems(_ screen: ScreenPlan, _ w: inout CodeWriter) {
        let menus = screen.titleMenu.isEmpty ? "toolbar's menus" : screen.toolbar.isEmpty ? "title menu" : "toolbar's menus and title menu"
        w.doc("The items of the \(screen.name) \(menus), in order.")
        w.block("public enum \(screen.toolbarMenuTypeName): String, Hashable, Sendable, CaseIterable, MenuItemDescribing {") { w in
            let items = screen.toolbarMenuItems
            w.cases(items.map { ($0.entry.caseName, SwiftName.bare($0.entry.caseName)) })
            w.blank()
            var properties = [
                CaseProperty("title", "String", values: items.map { SwiftLiteral.string($0.entry.title) }),
                CaseProperty("systemImageName", "String?", runtimeDefault: "nil", values: items.map { SwiftLiteral.optionalString($0.entry.image) }),
                CaseProperty("isDestructive", "Bool", runtimeDefault: "false", values: items.map { $0.entry.isDestructive ? "true" : "false" }),
                CaseProperty("action", "ToolbarAction?", doc: "What choosing it does by itself; `nil`: the app decides (`didChoose`).",
                             values: items.map { actionLiteral($0.action) }),
            ]
            if !screen.toolbarMenuGroups.isEmpty {
                properties.append(CaseProperty("group", "\(screen.toolbarMenuGroupTypeName)?",
                                               doc: "The submenu or inline section it is in; `nil`: the menu itself.",
                                               values: items.map { $0.group.map { ".\(screen.toolbarMenuGroups[$0].caseName)" } ?? "nil" }))
            }
            w.caseProperties(properties, caseNames: items.map(\.entry.caseName))
            emitAppActionOfControl(&w)
            if !screen.titleMenu.isEmpty {
                w.blank()
                w.doc("The title menu's items, after the system's suggested actions (`titleMenu:`).")
                w.line("public static let titleMenu: [Self] = \(CodeWriter.caseList(screen.titleMenu.map { items[$0].entry.caseName }))")
            }
        }
    }

    /// A control's app action, whose state the runtime's buttons and menus show; declared where
    /// the app gives states (elsewhere `ToolbarItemDescribing` and `MenuItemDescribing` say none).
    func emitAppActionOfControl(_ w: inout CodeWriter) {
        guard plan.hasActionStates else { return }
        w.blank()
        w.line("public var appAction: AppAction? { action?.appAction }")
    }

    func actionLiteral(_ action: ToolbarActionPlan?) -> String {
        action?.literal(plan) ?? "nil"
    }


    func emitShortcuts(_ w: inout CodeWriter) {
        w.doc("""
            The keyboard shortcuts the spec declares. They work wherever the user is in the scene, and the
            system lists them by title, under their menu, in the overlay shown while ⌘ is held.
            """)
        // `ShortcutDescribing` documents the properties and makes the key commands and menus.
        w.block("public enum Shortcut: String, Hashable, Sendable, CaseIterable, ShortcutDescribing {") { w in
            w.cases(plan.shortcuts.map { ($0.caseName, SwiftName.bare($0.caseName)) })
            w.blank()
            var properties = [
                CaseProperty("title", "String", values: plan.shortcuts.map { SwiftLiteral.string($0.title) }),
                CaseProperty("key", "String", values: plan.shortcuts.map { SwiftLiteral.string($0.key) }),
                CaseProperty("modifiers", "Modifiers", values: plan.shortcuts.map { "[" + $0.modifiers.map { ".\($0.rawValue)" }.joined(separator: ", ") + "]" }),
                CaseProperty("menu", "String", values: plan.shortcuts.map { SwiftLiteral.string($0.menu) }),
                CaseProperty("action", "ToolbarAction", doc: "What pressing it does.", values: plan.shortcuts.map { $0.action.literal(plan) }),
            ]
            if plan.shortcuts.contains(where: \.overridesSystemKeys) {
                properties.append(CaseProperty("overridesSystemKeys", "Bool", values: plan.shortcuts.map { $0.overridesSystemKeys ? "true" : "false" }))
            }
            w.caseProperties(properties, caseNames: plan.shortcuts.map(\.caseName))
        }
    }

    /// A detent as LayoutRuntime's `SheetDetent` case: `medium`, `height(240)`.
    static func detentCase(_ detent: Detent) -> String {
        switch detent {
        case .system(let system): system.rawValue
        case .height: "height(\(detent.spelling))"
        }
    }

    func emitTransients(_ w: inout CodeWriter) {
        w.doc("""
            The transient UI the spec declares: what it is, who presents it, and what dismisses it. Its
            kinds, detents and signals are LayoutRuntime's, which presents it the same way in every app.
            """)
        w.block("public enum Transient: String, Hashable, Sendable, CaseIterable, Identifiable, TransientDescribing {") { w in
            w.cases(plan.transients.map { ($0.caseName, $0.rawValue) })
            w.blank()
            // What `TransientDescribing` documents is not documented again.
            w.caseProperties([
                CaseProperty("kind", "Kind", values: plan.transients.map { ".\($0.kind.rawValue)" }),
                CaseProperty("presenter", "Screen?", doc: "The screen that presents it.",
                             values: plan.transients.map { $0.presenter.map { ".\(plan.screen($0).caseName)" } ?? "nil" }),
                CaseProperty("dismissSignals", "[DismissSignal]", runtimeDefault: "[]",
                             values: plan.transients.map { CodeWriter.caseList($0.signals.map(\.rawValue)) }),
                CaseProperty("content", "Screen?", doc: "The screen it shows; `nil`: the app presents its own controller or view.",
                             values: plan.transients.map { $0.content.map { ".\(plan.screen($0).caseName)" } ?? "nil" }),
                CaseProperty("detents", "[Detent]", runtimeDefault: "[.large]",
                             values: plan.transients.map { CodeWriter.caseList(($0.detents.isEmpty ? [.system(.large)] : $0.detents).map(Self.detentCase)) }),
                CaseProperty("largestUndimmedDetent", "Detent?", runtimeDefault: "nil",
                             values: plan.transients.map { $0.undimmedUpTo.map { "." + Self.detentCase($0) } ?? "nil" }),
                CaseProperty("isDismissible", "Bool", runtimeDefault: "true", values: plan.transients.map { $0.dismissible ? "true" : "false" }),
                CaseProperty("asksBeforeDismissing", "Bool", runtimeDefault: "false", values: plan.transients.map { $0.asksApp ? "true" : "false" }),
            ], caseNames: plan.transients.map(\.caseName))
        }
    }
}
