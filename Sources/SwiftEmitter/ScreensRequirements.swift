/// One thing the app supplies through the generated `Screens` protocol. The list is derived
/// once from the plan (`LayoutPlan.screensRequirements`), and each requirement's documentation
/// and signature in both frameworks are declared below (`uikit(_:)`, `swiftUI(_:)`): the UIKit
/// and SwiftUI protocols and both scaffolds are written from them, so a new requirement is
/// added in this file, and the scaffolds only write its sample body (their `switch` over it is
/// exhaustive).
enum ScreensRequirement {
    /// A screen the app makes itself: a screen without a list.
    case makeScreen(ScreenPlan)
    /// The rows of a dynamic list.
    case rows(ScreenPlan, ListPlan)
    /// What a swipe action does to a row. UIKit hands the app a completion, as
    /// `UIContextualAction` hands one to its handler, so the app can ask before it deletes.
    case swipeAction(ScreenPlan, ListPlan)
    /// The order the user gave the rows by dragging them: a static list reports one section's
    /// rows at a time (outline children after their parent), a dynamic list all its rows.
    case reorder(ScreenPlan, ListPlan)
    /// What a toolbar button of a list screen does (screens the app makes handle their own).
    case toolbar(ScreenPlan, ListPlan)
    /// A row of any list was selected, before its destination opens, as a `Selection`: one
    /// requirement whose cases are the spec's list screens, so renaming a screen breaks the app's
    /// `switch` instead of leaving a method that is no longer called. Optional: a protocol
    /// extension supplies an empty default.
    case didSelect
    /// Rows dragged from lists whose `dragTo` names the screen were dropped onto a row of its list
    /// (`acceptsDrops: true`): the app moves them in its data.
    case drop(ScreenPlan, ListPlan)
    /// Runs an app action (`actions:`) a control names with `perform:`.
    case perform
    /// Whether app actions with `enabled: app` can run now, and whether those with `checked: app`
    /// are on.
    case actionState
    /// What an item of a toolbar button's menu does, where it has no action of its own.
    case toolbarMenu(ScreenPlan, ListPlan)
    /// The text (and scope) of a list screen's search field changed: the app applies the rows
    /// that match.
    case search(ScreenPlan, ListPlan)
    /// An item of a row's context menu was chosen: the app performs it on the row.
    case contextMenu(ScreenPlan, ListPlan)
    /// People pulled a list down (`refreshable: true`): the app fetches new rows and applies
    /// them, then says it is done (UIKit: a completion; SwiftUI: an async function's return).
    case refresh(ScreenPlan, ListPlan)
    /// Whether a sheet with `dismissible: app` may close on a swipe down now: not while it holds
    /// unsaved work. One requirement for every such sheet, by its `Transient` case.
    case mayDismiss
    /// What an entry without `content` shows when a control presents it: the app's controller
    /// (UIKit) or view (SwiftUI). One requirement for every such entry, by its `Transient` case.
    case transientContent
    /// The count on a tab of the compact tab bar (`badge: true`). One requirement for every such
    /// tab, by its `BadgedTab` case.
    case tabBadge
}

extension ScreensRequirement {
    /// The documentation of the content of an entry without `content`, the start the same in both protocols.
    static let transientContentDoc = """
        What `transient`, an entry the spec gives no `content`, shows when a control presents it
        (`present:`): a share sheet, a picker, a composer of your own. `selection` is the row whose
        context menu or swipe action presented it. The layout presents it as the entry says.
        """

    /// The documentation of `badge(for:)`, the start the same in both protocols.
    static let tabBadgeDoc = """
        The count on `tab` in the compact tab bar (`badge: true`); `nil` or 0 shows none. Give the
        same count to the sidebar row that opens the tab's screen, which regular width shows instead.
        """

    /// The documentation of `mayDismiss(_:)`, the start the same in both protocols.
    static let mayDismissDoc = """
        Whether a sheet the spec marks `dismissible: app` may close on a swipe down now: `false` while
        it holds unsaved work (its own Cancel or Done still close it).
        """

    /// The documentation of `didSelect(_:)`, the same in the UIKit and SwiftUI protocols.
    static let didSelectDoc = """
        A row was selected, before its destination opens. `selection` names the list by its screen and
        carries the row: switch over it, so that renaming a screen in the spec stops this code compiling
        instead of leaving it uncalled. Optional.
        """
}

extension LayoutPlan {
    /// Every requirement, in the order the protocol declares them: the app's screens, then each
    /// list's.
    var screensRequirements: [ScreensRequirement] {
        var result = customScreens.map(ScreensRequirement.makeScreen)
        if !appActions.isEmpty { result.append(.perform) }
        if hasActionStates { result.append(.actionState) }
        for (screen, list) in lists {
            if list.isDynamic { result.append(.rows(screen, list)) }
            if list.swipeNeedsApp { result.append(.swipeAction(screen, list)) }
            if list.reorderable { result.append(.reorder(screen, list)) }
            if screen.toolbarNeedsApp { result.append(.toolbar(screen, list)) }
            if screen.toolbarMenuNeedsApp { result.append(.toolbarMenu(screen, list)) }
            if screen.search != nil { result.append(.search(screen, list)) }
            if list.refreshes { result.append(.refresh(screen, list)) }
            if list.contextMenuNeedsApp { result.append(.contextMenu(screen, list)) }
            if list.acceptsDrops { result.append(.drop(screen, list)) }
        }
        if !appPresentedTransients.isEmpty { result.append(.transientContent) }
        if transients.contains(where: \.asksApp) { result.append(.mayDismiss) }
        if !badgedTabs.isEmpty { result.append(.tabBadge) }
        if !lists.isEmpty { result.append(.didSelect) }
        return result
    }

    /// The static list screens whose spec leaves some rows without a destination (what a
    /// scaffold's `didSelect` is written for), with those rows' case names.
    var listsWithRowsWithoutDestination: [(screen: ScreenPlan, rows: [String])] {
        lists.compactMap { screen, list in
            guard let fixed = list.staticList else { return nil }
            let rows = fixed.items.filter { $0.destination == nil }.map(\.caseName)
            return rows.isEmpty ? nil : (screen, rows)
        }
    }
}

/// A requirement of the app's protocol as one target spells it: its documentation and its
/// signature, written once and rendered twice, into the generated protocol and into the
/// scaffold that implements it. In `signature`, `§` marks a type of the spec's namespace: bare
/// in the protocol, which lives inside the namespace, and qualified in the scaffold
/// (`Reader.Feed`), which does not.
struct RequirementSignature {
    var doc: String?
    var signature: String
    /// The protocol's declaration, where the scaffold's differs (an associated view type the
    /// scaffold returns as `some View`); `nil`: the signature with its types bare.
    var declaration: String?

    init(doc: String?, _ signature: String, declaration: String? = nil) {
        self.doc = doc
        self.signature = signature
        self.declaration = declaration
    }

    /// The line the protocol declares.
    var declared: String { declaration ?? signature.filter { $0 != "§" } }

    /// The signature as the app's own code spells it, outside the namespace `app`.
    func implemented(in app: String) -> String {
        signature.split(separator: "§", omittingEmptySubsequences: false).joined(separator: app + ".")
    }
}

extension ScreensRequirement {
    /// How UIKit's `Screens` declares the requirement, and so how the UIKit scaffold implements it.
    func uikit(_ plan: LayoutPlan) -> RequirementSignature {
        switch self {
        case .makeScreen(let screen):
            return RequirementSignature(
                doc: "The \(screen.name) screen (\(plan.describe(screen))), for the row that opened it;\n`nil` when it is a column's or a tab's first screen.",
                "func \(screen.makeMethod)(for selection: §Selection?) -> UIViewController")
        case .rows(let screen, let list):
            return RequirementSignature(
                doc: "Fills the \(screen.name) list for the row that opened it (`nil`: its first appearance).\nCall `list.apply(_:)` now or whenever the data changes.",
                "func \(screen.loadMethod)(_ list: §\(list.viewControllerName), for selection: §Selection?)")
        case .swipeAction(let screen, let list):
            return RequirementSignature(
                doc: """
                    Runs a swipe action on a row of \(screen.name).
                    Call `completion(true)` once it is done (after asking, for a delete), or `completion(false)`
                    to just close the row (`UIContextualAction`).
                    """,
                "func \(screen.delegateLabel)(_ list: §\(list.viewControllerName), perform action: §\(list.swipeTypeName), on row: §\(list.rowType), completion: @escaping @MainActor (Bool) -> Void)")
        case .reorder(let screen, let list):
            if let fixed = list.staticList {
                return RequirementSignature(
                    doc: """
                        The user moved a row of \(screen.name) within `section`; `rows` is the section's rows in
                        their new order, outline children after their parent. Save it; `list.apply(order:)` restores it.
                        """,
                    "func \(screen.delegateLabel)(_ list: §\(list.viewControllerName), didReorder rows: [§\(list.rowType)], in section: §\(fixed.sectionTypeName))")
            }
            return RequirementSignature(
                doc: "The user moved rows of \(screen.name); `rows` is the new order. Apply the rows in it to restore it.",
                "func \(screen.delegateLabel)(_ list: §\(list.viewControllerName), didReorder rows: [§\(list.rowType)])")
        case .contextMenu(let screen, let list):
            return RequirementSignature(
                doc: "An item of the context menu of a \(screen.name) row was chosen.",
                "func \(screen.delegateLabel)(_ list: §\(list.viewControllerName), perform item: §\(list.contextMenuAppTypeName), on row: §\(list.rowType))")
        case .drop(let screen, let list):
            return RequirementSignature(
                doc: "People dropped `rows`, dragged from this app's lists, onto `row` of \(screen.name) (a feed into a folder):\nmove them in your data and apply the lists again.",
                "func \(screen.delegateLabel)(_ list: §\(list.viewControllerName), didDrop rows: [§Selection], onto row: §\(list.rowType))")
        case .refresh(let screen, let list):
            return RequirementSignature(
                doc: "People pulled the \(screen.name) list down: fetch its rows, apply them, then call `done`, which ends\nthe refresh indicator.",
                "func \(screen.refreshMethod)(_ list: §\(list.viewControllerName), done: @escaping @MainActor () -> Void)")
        case .search(let screen, let list):
            var doc = "The \(screen.name) search field's text changed\(screen.searchScopeParameter == nil ? "" : ", or its scope"): apply the rows that match."
            var results = ""
            if let type = plan.searchResultsControllerType(screen) {
                let resultsScreen = plan.screen(screen.search!.results!)
                doc += "\nThe \(resultsScreen.name) screen shows the results over the list while the field is active:\napply them there."
                // A results screen the app makes is its own class, outside the namespace.
                results = ", showingResultsIn results: \(resultsScreen.list == nil ? "" : "§")\(type)"
            }
            return RequirementSignature(
                doc: doc,
                "func \(screen.delegateLabel)(_ list: §\(list.viewControllerName), searchFor text: String\(screen.searchScopeParameter.map { ", in scope: §\($0)" } ?? "")\(results))")
        case .toolbarMenu(let screen, let list):
            return RequirementSignature(
                doc: "An item of a \(screen.name) toolbar menu without an action of its own was chosen.",
                "func \(screen.delegateLabel)(_ list: §\(list.viewControllerName), didChoose item: §\(screen.toolbarMenuTypeName))")
        case .perform:
            return RequirementSignature(doc: "Runs an app action a control of the layout triggered.", "func perform(_ action: §AppAction)")
        case .actionState:
            return RequirementSignature(
                doc: "Whether an action can run now, and whether it is on; only what the spec leaves to the app\n(`enabled: app`, `checked: app`) is read. Call `Layout.updateActionStates()` when it changes.",
                "func state(of action: §AppAction) -> §ActionState")
        case .toolbar(let screen, let list):
            return RequirementSignature(
                doc: "A toolbar button of \(screen.name) without an action of its own was tapped.",
                "func \(screen.delegateLabel)(_ list: §\(list.viewControllerName), didTap item: §\(screen.toolbarTypeName))")
        case .didSelect:
            return RequirementSignature(doc: Self.didSelectDoc, "func didSelect(_ selection: §Selection, in list: UIViewController)")
        case .mayDismiss:
            return RequirementSignature(
                doc: Self.mayDismissDoc + "\nAsked as the person swipes the sheet down; when it answers `false` the sheet stays.",
                "func mayDismiss(_ transient: §Transient) -> Bool")
        case .transientContent:
            return RequirementSignature(
                doc: Self.transientContentDoc + "\nA popover points at the control; a sheet keeps its detents.",
                "func makeContent(of transient: §Transient, for selection: §Selection?) -> UIViewController")
        case .tabBadge:
            return RequirementSignature(
                doc: Self.tabBadgeDoc + "\nRead when the layout is made and on each `Layout.updateTabBadges()`: call it when a count changes.",
                "func badge(for tab: §BadgedTab) -> Int?")
        }
    }

    /// How SwiftUI's `ScreenViews` declares the requirement, and so how the SwiftUI scaffold
    /// implements it: one function, or one per section from data for a list's rows. A list's row
    /// view, which has a default, is not among them (`rowView`).
    func swiftUI(_ plan: LayoutPlan) -> [RequirementSignature] {
        switch self {
        case .makeScreen(let screen):
            return [RequirementSignature(
                doc: "The \(screen.name) screen for the row that opened it; `nil` when it is a column's first screen.",
                "func \(screen.delegateLabel)(for selection: §Selection?) -> some View",
                declaration: "@ViewBuilder func \(screen.delegateLabel)(for selection: Selection?) -> \(screen.typeName)View")]
        case .rows(let screen, let list):
            if let data = list.dataSections, !data.isWholeList {
                return zip(data.dynamicSections, plan.dataRequirements(screen, data, namespace: "§")).map { section, requirement in
                    let doc = section.sectionType.map { valueType in
                        "The `\(section.rawValue)` sections of \(screen.name), one per `\(valueType)` with its rows, in order, for the row\nthat opened the screen (`nil`: its first appearance)."
                    } ?? "The rows of the `\(section.rawValue)` section of \(screen.name), for the row that opened the screen (`nil`: its\nfirst appearance)."
                    return RequirementSignature(doc: doc, "func \(requirement.name)(for selection: §Selection?) -> \(requirement.type)")
                }
            }
            return [RequirementSignature(
                doc: "The rows of \(screen.name) for the row that opened it (`nil`: its first appearance).",
                "func \(screen.delegateLabel)Rows(for selection: §Selection?) -> [§\(list.rowType)]")]
        case .swipeAction(let screen, let list):
            return [RequirementSignature(
                doc: "Runs a swipe action on a row of \(screen.name).",
                "func \(screen.delegateLabel)(perform action: §\(list.swipeTypeName), on row: §\(list.rowType), for selection: §Selection?)")]
        case .reorder(let screen, let list):
            let label = screen.delegateLabel
            if list.isDynamic {
                return [RequirementSignature(
                    doc: "The user moved rows of \(screen.name): apply the move to the data behind `\(label)Rows(for:)`.",
                    "func \(label)(moveRows source: IndexSet, to destination: Int, for selection: §Selection?)")]
            }
            guard let fixed = list.staticList else { return [] }
            return [RequirementSignature(
                doc: "The user moved rows of \(screen.name); `rows` is the section's new order.",
                "func \(label)(didReorder rows: [§\(list.rowType)], in section: §\(fixed.sectionTypeName))")]
        case .contextMenu(let screen, let list):
            return [RequirementSignature(
                doc: "An item of the context menu of a \(screen.name) row was chosen.",
                "func \(screen.delegateLabel)(perform item: §\(list.contextMenuAppTypeName), on row: §\(list.rowType))")]
        case .drop(let screen, let list):
            return [RequirementSignature(
                doc: "People dropped `rows`, dragged from this app's lists, onto `row` of \(screen.name): move them in your data.",
                "func \(screen.delegateLabel)(didDrop rows: [§Selection], onto row: §\(list.rowType))")]
        case .refresh(let screen, _):
            return [RequirementSignature(
                doc: "People pulled the \(screen.name) list down: fetch its rows. The list shows the refresh indicator until\nthis returns, then what its rows functions return.",
                "func \(screen.refreshMethod)(for selection: §Selection?) async")]
        case .search(let screen, _):
            return [RequirementSignature(
                doc: "The \(screen.name) search field's text changed\(screen.searchScopeParameter == nil ? "" : ", or its scope"): show the rows that match.",
                "func \(screen.delegateLabel)(searchFor text: String\(screen.searchScopeParameter.map { ", in scope: §\($0)" } ?? ""))")]
        case .toolbarMenu(let screen, _):
            return [RequirementSignature(
                doc: "An item of a \(screen.name) toolbar menu without an action of its own was chosen.",
                "func \(screen.delegateLabel)(didChoose item: §\(screen.toolbarMenuTypeName))")]
        case .perform:
            return [RequirementSignature(doc: "Runs an app action a control of the layout triggered.", "func perform(_ action: §AppAction)")]
        case .actionState:
            return [RequirementSignature(
                doc: "Whether an action can run now, and whether it is on; only what the spec leaves to the app\n(`enabled: app`, `checked: app`) is read. Views that read it update when the state they read\nchanges, if it is observable (`@Observable`).",
                "func state(of action: §AppAction) -> §ActionState")]
        case .toolbar(let screen, _):
            return [RequirementSignature(
                doc: "A toolbar button of \(screen.name) without an action of its own was tapped.",
                "func \(screen.delegateLabel)(didTap item: §\(screen.toolbarTypeName))")]
        case .didSelect:
            return [RequirementSignature(doc: Self.didSelectDoc, "func didSelect(_ selection: §Selection)")]
        case .mayDismiss:
            return [RequirementSignature(
                doc: Self.mayDismissDoc + "\nRead when the sheet's view updates: make it depend on observable state.",
                "func mayDismiss(_ transient: §Transient) -> Bool")]
        case .transientContent:
            return [RequirementSignature(
                doc: Self.transientContentDoc + "\nShown in `RootView`'s presentation, sized as the entry says.",
                "func content(of transient: §Transient, for selection: §Selection?) -> some View",
                declaration: "@ViewBuilder func content(of transient: Transient, for selection: Selection?) -> TransientView")]
        case .tabBadge:
            return [RequirementSignature(
                doc: Self.tabBadgeDoc + "\nRead in `RootView`'s body: a count from observable state updates the tab when it changes.",
                "func badge(for tab: §BadgedTab) -> Int?")]
        }
    }
}

extension LayoutPlan {
    /// Where a screen the app makes sits, for its factory's documentation.
    func describe(_ screen: ScreenPlan) -> String {
        var parts: [String] = []
        switch screen.regularColumn {
        case .primary: parts.append("primary column")
        case .supplementary: parts.append("supplementary column")
        case .secondary: parts.append("secondary column")
        }
        if screen.readableWidth { parts.append("readable width: see `pinToReadableWidth(_:in:)`") }
        if screen.restoresState { parts.append("restored across size classes") }
        return parts.joined(separator: "; ")
    }
}
