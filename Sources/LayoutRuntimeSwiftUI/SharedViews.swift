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
/// symbol; `action` runs on a tap. What a generated toolbar without menus or app state shows in
/// each `ToolbarItemGroup`.
@MainActor
public struct ToolbarButtons<Item: ToolbarItemDescribing>: View {
    // Qualified: SwiftUI has a `ToolbarPlacement` of its own (iOS 16).
    public let placement: LayoutRuntime.ToolbarPlacement
    /// Called on the main actor, from `body`. Not `@MainActor` in its type: that would make it
    /// `@Sendable` here (Swift 6), which the generated toolbar's own `action` is not in Swift 5.
    public let action: (Item) -> Void

    public init(at placement: LayoutRuntime.ToolbarPlacement, action: @escaping (Item) -> Void) {
        self.placement = placement
        self.action = action
    }

    public var body: some View {
        ForEach(Item.allCases.filter { $0.placement == placement }, id: \.self) { item in
            Button {
                action(item)
            } label: {
                ButtonLabel(item.title, systemImageName: item.systemImageName)
            }
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
                content()
                    .presentationDetents(Set(transient.detents.map { $0 == .medium ? PresentationDetent.medium : .large }))
                    .interactiveDismissDisabled(!transient.isDismissible)
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
#endif
