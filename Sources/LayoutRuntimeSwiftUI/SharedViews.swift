// SwiftUI views and modifiers that generated SwiftUI code uses the same way for every spec.
//
// A module of its own, beside LayoutRuntime: a UIKit app links no SwiftUI code through it, and
// LayoutRuntime keeps building at iOS 14 with no SwiftUI at all. Not on macOS: layoutc generates
// for iOS and iPadOS, and `fullScreenCover` does not exist there.
#if canImport(SwiftUI) && !os(macOS)
import LayoutRuntime
import SwiftUI

/// A button's title and SF Symbol, when it has one: how the generated toolbars, menus and tabs
/// label their buttons.
@MainActor
public struct ButtonLabel: View {
    public let title: String
    public let systemImageName: String?

    public init(_ title: String, systemImageName: String?) {
        self.title = title
        self.systemImageName = systemImageName
    }

    public var body: some View {
        Label {
            Text(title)
        } icon: {
            if let systemImageName {
                Image(systemName: systemImageName)
            }
        }
    }
}

/// The buttons of a toolbar at one placement, in spec order, each labelled with its title and
/// symbol: what a generated toolbar shows in each `ToolbarItemGroup`. `action` runs on a tap;
/// a button with a menu opens it (`MenuButtons`), and `choose` runs the chosen item. `state` is
/// the app's state of an action: a button whose action is on or off is a `Toggle` drawn as a
/// button, and one the app disables is disabled.
@MainActor
public struct ToolbarButtons<Item: ToolbarItemDescribing>: View {
    // Qualified: SwiftUI has a `ToolbarPlacement` of its own (iOS 16).
    public let placement: LayoutRuntime.ToolbarPlacement
    /// Called on the main actor, from `body`, as are `choose` and `state`. Not `@MainActor` in
    /// their types: that would make them `@Sendable` here (Swift 6), which the generated toolbar's
    /// own closures are not in Swift 5.
    public let action: (Item) -> Void
    public let choose: (Item.MenuEntry) -> Void
    public let state: (Item.AppActionKind) -> ActionState
    /// The width on screen: a button the spec shows in one width class only (`sizeClass:`) is left
    /// out in the other.
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    public init(at placement: LayoutRuntime.ToolbarPlacement, action: @escaping (Item) -> Void,
                choose: @escaping (Item.MenuEntry) -> Void = { _ in },
                state: @escaping (Item.AppActionKind) -> ActionState = { _ in ActionState() }) {
        self.placement = placement
        self.action = action
        self.choose = choose
        self.state = state
    }

    public var body: some View {
        let width = horizontalSizeClass.map { $0 == .compact ? HorizontalSizeClass.compact : .regular }
        ForEach(Item.allCases.filter { $0.placement == placement && $0.shows(in: width) }, id: \.self) { item in
            if let menu = item.menu {
                Menu {
                    MenuButtons(menu, state: state, choose: choose)
                } label: {
                    ButtonLabel(item.title, systemImageName: item.systemImageName)
                }
            } else if let appAction = item.appAction, appAction.isCheckedByApp {
                Toggle(isOn: Binding(get: { state(appAction).isChecked }, set: { _ in action(item) })) {
                    ButtonLabel(item.title, systemImageName: item.systemImageName)
                }
                .disabled(!state(appAction).isEnabled)
                .toggleStyle(.button)
            } else {
                Button {
                    action(item)
                } label: {
                    ButtonLabel(item.title, systemImageName: item.systemImageName)
                }
                .disabled(!(item.appAction.map { state($0).isEnabled } ?? true))
            }
        }
    }
}

extension ToolbarItemDescribing {
    /// The whole toolbar, in spec order: a `ToolbarItemGroup` of `ToolbarButtons` at each placement
    /// its buttons use. What each generated `…ToolbarItem.toolbar` returns; those declare only the
    /// arguments their spec needs (`choose` for menus, `state` for the app's action states).
    @available(iOS 16.0, *)
    @MainActor
    @ToolbarContentBuilder
    public static func layoutToolbar(
        action: @escaping @MainActor (Self) -> Void,
        choose: @escaping @MainActor (MenuEntry) -> Void = { _ in },
        state: @escaping @MainActor (AppActionKind) -> ActionState = { _ in ActionState() }
    ) -> some ToolbarContent {
        if allCases.contains(where: { $0.placement == .leading }) {
            ToolbarItemGroup(placement: .navigationBarLeading) {
                ToolbarButtons<Self>(at: .leading, action: { action($0) }, choose: { choose($0) }, state: { state($0) })
            }
        }
        if allCases.contains(where: { $0.placement == .trailing }) {
            ToolbarItemGroup(placement: .navigationBarTrailing) {
                ToolbarButtons<Self>(at: .trailing, action: { action($0) }, choose: { choose($0) }, state: { state($0) })
            }
        }
        if allCases.contains(where: { $0.placement == .bottom }) {
            ToolbarItemGroup(placement: .bottomBar) {
                ToolbarButtons<Self>(at: .bottom, action: { action($0) }, choose: { choose($0) }, state: { state($0) })
            }
        }
    }
}

/// The items of a menu (a toolbar button's, a row's context menu), in spec order: each a button
/// that runs `choose`, red when destructive; an item whose app action is on or off is a `Toggle`
/// (a checkmark in the menu), and one the app disables is disabled. A group is a nested `Menu`, or
/// an inline `Section` set off by separators.
@MainActor
public struct MenuButtons<Entry: MenuItemDescribing>: View {
    public let entries: [Entry]
    /// Called on the main actor, from `body` (see `ToolbarButtons`).
    public let state: (Entry.AppActionKind) -> ActionState
    public let choose: (Entry) -> Void

    public init(_ entries: [Entry], state: @escaping (Entry.AppActionKind) -> ActionState = { _ in ActionState() },
                choose: @escaping (Entry) -> Void) {
        self.entries = entries
        self.state = state
        self.choose = choose
    }

    public var body: some View {
        ForEach(Array(entries.runs.enumerated()), id: \.offset) { _, run in
            if let group = run.group {
                if group.isInline {
                    Section {
                        buttons(run.entries)
                    } header: {
                        Text(group.title)
                    }
                } else {
                    Menu {
                        buttons(run.entries)
                    } label: {
                        ButtonLabel(group.title, systemImageName: group.systemImageName)
                    }
                }
            } else {
                buttons(run.entries)
            }
        }
    }

    private func buttons(_ entries: [Entry]) -> some View {
        ForEach(entries, id: \.self) { entry in
            if let appAction = entry.appAction, appAction.isCheckedByApp {
                Toggle(isOn: Binding(get: { state(appAction).isChecked }, set: { _ in choose(entry) })) {
                    ButtonLabel(entry.title, systemImageName: entry.systemImageName)
                }
                .disabled(!state(appAction).isEnabled)
            } else {
                Button(role: entry.isDestructive ? .destructive : nil) {
                    choose(entry)
                } label: {
                    ButtonLabel(entry.title, systemImageName: entry.systemImageName)
                }
                .disabled(!(entry.appAction.map { state($0).isEnabled } ?? true))
            }
        }
    }
}

/// A row of an outline from data with the rows it holds (`children`) under a disclosure group,
/// and theirs under them; `rowView` draws each row (its tag, menus and swipes included), and
/// `isExpanded` is whether a row shows its children: the list's saved expansion.
@MainActor
public struct OutlineRow<Row: Identifiable, RowView: View>: View {
    public let row: Row
    public let children: KeyPath<Row, [Row]?>
    public let isExpanded: (Row) -> Binding<Bool>
    public let rowView: (Row) -> RowView

    public init(_ row: Row, children: KeyPath<Row, [Row]?>, isExpanded: @escaping (Row) -> Binding<Bool>,
                @ViewBuilder rowView: @escaping (Row) -> RowView) {
        self.row = row
        self.children = children
        self.isExpanded = isExpanded
        self.rowView = rowView
    }

    public var body: some View {
        if let held = row[keyPath: children], !held.isEmpty {
            DisclosureGroup(isExpanded: isExpanded(row)) {
                ForEach(held) { child in
                    OutlineRow(child, children: children, isExpanded: isExpanded, rowView: rowView)
                }
            } label: {
                rowView(row)
            }
        } else {
            rowView(row)
        }
    }
}

/// A row's title, subtitle and SF Symbol: how the generated lists draw a row, and what a
/// `Screens` row view builds on.
@MainActor
public struct RowLabel: View {
    public let title: String
    public let subtitle: String?
    public let systemImageName: String?

    public init(title: String, subtitle: String?, systemImageName: String?) {
        self.title = title
        self.subtitle = subtitle
        self.systemImageName = systemImageName
    }

    /// The label of a row: a generated list's row, or a row the app made (`itemType`).
    public init(_ row: some RowContent) {
        self.init(title: row.title, subtitle: row.subtitle, systemImageName: row.systemImageName)
    }

    public var body: some View {
        Label {
            VStack(alignment: .leading) {
                Text(title)
                if let subtitle {
                    Text(subtitle).font(.subheadline)
                }
            }
        } icon: {
            if let systemImageName {
                Image(systemName: systemImageName)
            }
        }
    }
}

extension View {
    /// A presented transient's content as its spec sizes it: a sheet rests at its detents, and an
    /// entry that is not dismissible ignores the swipe down (only its own controls close it). A
    /// sheet that asks before dismissing (`dismissible: app`) ignores it while `mayDismiss` is false.
    @available(iOS 16.0, *)
    @MainActor @ViewBuilder
    public func presentationSized(as transient: some TransientDescribing, mayDismiss: @autoclosure () -> Bool = true) -> some View {
        switch transient.kind {
        case .sheet, .formSheet, .pageSheet:
            presentationDetents(Set(transient.detents.map(\.presentationDetent)))
                .interactiveDismissDisabled(!transient.isDismissible || (transient.asksBeforeDismissing && !mayDismiss()))
                .backgroundInteraction(upThrough: transient.largestUndimmedDetent)
        default:
            interactiveDismissDisabled(!transient.isDismissible)
        }
    }

    /// Presents a spec's transient UI entry as the spec says: a sheet, or a popover (pickers
    /// too) that stays a popover in compact width from iOS 16.4, so it never covers the screen it
    /// belongs to (before 16.4 it becomes a sheet the user can swipe away). Set `isPresented` to
    /// false on the entry's `dismissSignals`; a popover also goes away on a tap outside it.
    /// Menu entries are controls, not presentations: use the entry's `menu(items:label:)`.
    @available(iOS 16.0, *)
    @MainActor @ViewBuilder
    public func presenting<Presented: View>(_ transient: some TransientDescribing, isPresented: Binding<Bool>,
                                            @ViewBuilder content: @escaping () -> Presented) -> some View {
        switch transient.kind {
        case .sheet, .formSheet, .pageSheet:
            sheet(isPresented: isPresented) {
                content().presentationSized(as: transient)
            }
        case .fullScreen:
            fullScreenCover(isPresented: isPresented, content: content)
        case .popover, .picker:
            popover(isPresented: isPresented) {
                if #available(iOS 16.4, *) {
                    content().presentationCompactAdaptation(.popover)
                } else {
                    content()
                }
            }
        case .menu:
            let _ = assertionFailure("\(transient) is a menu: show it with its menu(items:label:)")
            self
        case .alert, .confirmationDialog:
            let _ = assertionFailure("\(transient) is an alert: RootView shows it when a control presents it")
            self
        }
    }
}
extension View {
    /// A row's count at its trailing edge (`badge: true` on the item type): `.badge(_:)` from
    /// iOS 15, where a count of 0 shows none; nothing before.
    @ViewBuilder
    public func rowBadge(_ count: Int?) -> some View {
        if #available(iOS 15.0, *) {
            badge(count ?? 0)
        } else {
            self
        }
    }
}
/// The navigation title's menu (`titleMenu:`): `.toolbarTitleMenu` (iOS 16) with the items'
/// buttons, which SwiftUI shows after the system's own document items; before iOS 16 the title
/// opens nothing. What each generated `…ToolbarMenuItem.titleMenu(choose:)` returns.
@MainActor
public struct TitleMenu<Entry: MenuItemDescribing>: ViewModifier {
    public let entries: [Entry]
    /// Called on the main actor, from `body` (see `ToolbarButtons`).
    public let state: (Entry.AppActionKind) -> ActionState
    public let choose: (Entry) -> Void

    public init(_ entries: [Entry], state: @escaping (Entry.AppActionKind) -> ActionState = { _ in ActionState() },
                choose: @escaping (Entry) -> Void) {
        self.entries = entries
        self.state = state
        self.choose = choose
    }

    public func body(content: Content) -> some View {
        if #available(iOS 16.0, macOS 13.0, *) {
            content.toolbarTitleMenu {
                MenuButtons(entries, state: { state($0) }, choose: { choose($0) })
            }
        } else {
            content
        }
    }
}

@available(iOS 16.0, *)
extension SheetDetent {
    /// SwiftUI's detent: a fixed height is `.height(_:)`.
    var presentationDetent: PresentationDetent {
        switch self {
        case .medium: .medium
        case .large: .large
        case .height(let points): .height(CGFloat(points))
        }
    }
}

extension View {
    /// The screen behind a sheet stays undimmed and takes touches up to `detent` (iOS 16.4);
    /// before iOS 16.4, and with no detent, it is dimmed.
    @available(iOS 16.0, *)
    @ViewBuilder
    func backgroundInteraction(upThrough detent: SheetDetent?) -> some View {
        if #available(iOS 16.4, *) {
            if let detent {
                presentationBackgroundInteraction(.enabled(upThrough: detent.presentationDetent))
            } else {
                self
            }
        } else {
            self
        }
    }
}
#endif
