// Stand-in SwiftUI, part 3: menus, sheets and popovers (transient UI). See SwiftUI.swift.

@available(iOS 14.0, *)
public struct Menu<Label, Content>: _PrimitiveView where Label: View, Content: View {}

@available(*, unavailable)
extension Menu: Sendable {}

@available(iOS 14.0, *)
extension Menu {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}

@available(iOS 13.0, *)
@frozen public enum Edge: Int8, CaseIterable {
    case top, leading, bottom, trailing
}

@available(iOS 13.0, *)
@frozen public struct UnitPoint: Hashable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
}

@available(iOS 13.0, *)
@frozen public struct Anchor<Value> {
    @frozen public struct Source {}
}

@available(iOS 13.0, *)
extension Anchor.Source where Value == CGRect {
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source() }
}

@available(iOS 13.0, *)
public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

@available(iOS 16.4, *)
public struct PresentationAdaptation: Sendable {
    let id: Int
    public static var automatic: PresentationAdaptation { PresentationAdaptation(id: 0) }
    public static var none: PresentationAdaptation { PresentationAdaptation(id: 1) }
    public static var popover: PresentationAdaptation { PresentationAdaptation(id: 2) }
    public static var sheet: PresentationAdaptation { PresentationAdaptation(id: 3) }
    public static var fullScreenCover: PresentationAdaptation { PresentationAdaptation(id: 4) }
}

extension View {
    @available(iOS 13.0, *)
    public func sheet<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View where Content: View { _ModifiedView() }
    @available(iOS 13.0, *)
    public func popover<Content>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content) -> some View where Content: View { _ModifiedView() }
    @available(iOS 16.4, *)
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { _ModifiedView() }
}

// Presenting an identifiable item, sheet heights, alerts and dialogs (SwiftUI.swiftinterface of
// the iOS 17 SDK: lines 157, 345, 353, 872, 893-895, 6892, 10880, 13321, 22226).

@available(iOS 15.0, *)
@frozen public enum Visibility: Hashable, CaseIterable {
    case automatic, visible, hidden
}

@available(iOS 16.0, *)
public struct PresentationDetent: Hashable, Sendable {
    let id: Int
    var _height: CGFloat = 0
    public static let medium = PresentationDetent(id: 0)
    public static let large = PresentationDetent(id: 1)
    /// :897: a fixed height.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(id: 2, _height: height) }
}

/// SwiftUI.swiftinterface:947-959 (iOS 16.4): whether people can interact with the view behind a
/// presentation.
@available(iOS 16.4, *)
public struct PresentationBackgroundInteraction: Sendable {
    let _upThrough: PresentationDetent?
    let _enabled: Bool
    public static var automatic: PresentationBackgroundInteraction { PresentationBackgroundInteraction(_upThrough: nil, _enabled: false) }
    public static var enabled: PresentationBackgroundInteraction { PresentationBackgroundInteraction(_upThrough: nil, _enabled: true) }
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(_upThrough: detent, _enabled: true)
    }
    public static var disabled: PresentationBackgroundInteraction { PresentationBackgroundInteraction(_upThrough: nil, _enabled: false) }
}

extension View {
    /// SwiftUI.swiftinterface:879-881 (iOS 16.4).
    @available(iOS 16.4, *)
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View { _ModifiedView() }
}

extension View {
    @available(iOS 13.0, *)
    public func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item: Identifiable, Content: View { _ModifiedView() }
    @available(iOS 14.0, *)
    public func fullScreenCover<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item: Identifiable, Content: View { _ModifiedView() }
    @available(iOS 13.0, *)
    public func popover<Item, Content>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top, @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item: Identifiable, Content: View { _ModifiedView() }
    @available(iOS 16.0, *)
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { _ModifiedView() }
    @available(iOS 15.0, *)
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { _ModifiedView() }
    @available(iOS 15.0, *)
    public func alert<A, M>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View where A: View, M: View { _ModifiedView() }
    @available(iOS 15.0, *)
    public func confirmationDialog<A, M>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View where A: View, M: View { _ModifiedView() }
}

extension View {
    /// SwiftUI.swiftinterface:350-352 (iOS 14).
    @available(iOS 14.0, *)
    public func fullScreenCover<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View where Content: View { _ModifiedView() }
}

/// SwiftUI.swiftinterface:820-821 (iOS 13): on and off; in a `Menu` it is an item with a checkmark.
@available(iOS 13.0, *)
public struct Toggle<Label>: _PrimitiveView where Label: View {
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
}

@available(*, unavailable)
extension Toggle: Sendable {}

/// SwiftUI.swiftinterface:12393-12397 (iOS 13).
@available(iOS 13.0, *)
public protocol ToggleStyle {}

/// SwiftUI.swiftinterface:6984 (iOS 15): a toggle drawn as a button, highlighted while on.
@available(iOS 15.0, *)
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
}

@available(*, unavailable)
extension ButtonToggleStyle: Sendable {}

/// SwiftUI.swiftinterface:6977-6981 (iOS 15).
@available(iOS 15.0, *)
extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension View {
    /// SwiftUI.swiftinterface:12425 (iOS 13).
    @available(iOS 13.0, *)
    public func toggleStyle<S>(_ style: S) -> some View where S: ToggleStyle { _ModifiedView() }
}

/// SwiftUI.swiftinterface (iOS 13): how a view is placed in another; the stand-in declares the
/// default `overlay(alignment:content:)` uses.
@available(iOS 13.0, *)
public struct Alignment: Equatable, Sendable {
    public static let center = Alignment()
}

extension View {
    /// SwiftUI.swiftinterface:4997 (iOS 15): `content` drawn over this view.
    @available(iOS 15.0, *)
    public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View { _ModifiedView() }
}

extension View {
    /// SwiftUI.swiftinterface:4980-4985 (iOS 13; deprecated only from a future version, 100000.0).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
    @_disfavoredOverload
    public func overlay<Overlay>(_ overlay: Overlay, alignment: Alignment = .center) -> some View where Overlay: View { _ModifiedView() }
}

extension View {
    /// SwiftUI.swiftinterface:23107-23111 (iOS 15): a count on a row or a tab; 0 shows none.
    @available(iOS 15.0, *)
    public func badge(_ count: Int) -> some View { _ModifiedView() }
}

// MARK: - Content unavailable (SwiftUI.swiftinterface:10606-10663, iOS 17)

@available(iOS 17.0, *)
public struct ContentUnavailableView<Label, Description, Actions>: _PrimitiveView where Label: View, Description: View, Actions: View {
    /// :10608.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {}
}

@available(iOS 17.0, *)
extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// :10616-10619.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {}
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {}
    @_disfavoredOverload public init<S>(_ title: S, image name: String, description: Text? = nil) where S: StringProtocol {}
    @_disfavoredOverload public init<S>(_ title: S, systemImage name: String, description: Text? = nil) where S: StringProtocol {}
}

@available(iOS 17.0, *)
extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions {
    /// :10623-10626: "No Results", and with `text`, for that search.
    public static var search: ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description,
                                                     SearchUnavailableContent.Actions> {
        ContentUnavailableView(label: { SearchUnavailableContent.Label() }, description: { SearchUnavailableContent.Description() },
                               actions: { SearchUnavailableContent.Actions() })
    }
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> { search }
}

@available(*, unavailable)
extension ContentUnavailableView: Sendable {}

/// :10632-10650.
@available(iOS 17.0, *)
public struct SearchUnavailableContent {
    public struct Label: _PrimitiveView { init() {} }
    public struct Description: _PrimitiveView { init() {} }
    public struct Actions: _PrimitiveView { init() {} }
}
