// A stand-in for the iOS 17 SDK's SwiftUI, for type-checking generated code on Linux.
//
// It declares exactly the API layoutc's generated and scaffolded SwiftUI code uses, with the
// spellings, generic signatures, constraints and isolation of the iPhoneOS 17.0 SDK's
// SwiftUI.swiftinterface (uikit-api.md section 7 for the split view types). Bodies are stubs:
// this module is only ever type-checked against. It is never adjusted to make generated code
// pass: a declaration that differs from the SDK is a bug in this file.
//
// In the iOS 17 SDK `View` itself is not main-actor isolated; its `body` requirement is
// (`@_Concurrency.MainActor(unsafe)`, here `@preconcurrency @MainActor`), as are `List` and
// `NavigationStack`. Where the SDK returns an opaque `some View`, so does this file.
// Compiled with: swiftc -emit-module -module-name SwiftUI -parse-as-library -swift-version 6

@_exported import Foundation

// MARK: - Views and the view builder

@available(iOS 13.0, *)
public protocol View {
    associatedtype Body: View
    @ViewBuilder @preconcurrency @MainActor var body: Self.Body { get }
}

@available(iOS 13.0, *)
extension Never: View {
    public typealias Body = Never
    /// Nonisolated so that it also serves as `TransferRepresentation`'s (SwiftUI+Transferable.swift),
    /// which in the SDK is CoreTransferable's own declaration; `Never` has no value to isolate.
    nonisolated public var body: Never { fatalError() }
}

/// Views whose body is `Never`: the framework draws them.
public protocol _PrimitiveView: View where Body == Never {}

extension _PrimitiveView {
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
public struct EmptyView: _PrimitiveView {
    public init() {}
}

@available(iOS 13.0, *)
public struct AnyView: _PrimitiveView {
    public init<V>(_ view: V) where V: View {}
}

@available(iOS 13.0, *)
public struct TupleView<T>: _PrimitiveView {
    public var value: T
    public init(_ value: T) { self.value = value }
}

@available(iOS 13.0, *)
public struct _ConditionalContent<TrueContent, FalseContent> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
@resultBuilder public struct ViewBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { content }
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .falseContent(second))
    }
    @available(iOS 14.0, *)
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View { AnyView(content) }
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> where C0: View, C1: View { TupleView((c0, c1)) }
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleView<(C0, C1, C2)> where C0: View, C1: View, C2: View { TupleView((c0, c1, c2)) }
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleView<(C0, C1, C2, C3)> where C0: View, C1: View, C2: View, C3: View { TupleView((c0, c1, c2, c3)) }
    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleView<(C0, C1, C2, C3, C4)> where C0: View, C1: View, C2: View, C3: View, C4: View { TupleView((c0, c1, c2, c3, c4)) }
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleView<(C0, C1, C2, C3, C4, C5)> where C0: View, C1: View, C2: View, C3: View, C4: View, C5: View { TupleView((c0, c1, c2, c3, c4, c5)) }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleView<(C0, C1, C2, C3, C4, C5, C6)> where C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View { TupleView((c0, c1, c2, c3, c4, c5, c6)) }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7)> where C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View { TupleView((c0, c1, c2, c3, c4, c5, c6, c7)) }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8)> where C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View { TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8)) }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> where C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View, C9: View { TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9)) }
}

@available(*, unavailable)
extension ViewBuilder: Sendable {}

/// What a modifier returns here: the SDK's modifiers return `some View` (or `Text`).
public struct _ModifiedView: _PrimitiveView {}

/// SwiftUI.swiftinterface:3144-3152 (iOS 17 SDK): a modifier of its own that the app applies with
/// `modifier(_:)`; its body wraps the view it is applied to (`Content`).
@available(iOS 13.0, *)
public protocol ViewModifier {
    associatedtype Body: View
    @ViewBuilder @preconcurrency @MainActor func body(content: Self.Content) -> Self.Body
    typealias Content = _ViewModifier_Content<Self>
}

/// SwiftUI.swiftinterface:16568: the view a modifier's body is given.
@available(iOS 13.0, *)
public struct _ViewModifier_Content<Modifier>: _PrimitiveView where Modifier: ViewModifier {}

/// SwiftUI.swiftinterface:3184-3201: a view with a modifier applied.
@available(iOS 13.0, *)
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

@available(iOS 13.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError("ModifiedContent has no body") }
}

@available(iOS 13.0, *)
extension View {
    /// SwiftUI.swiftinterface:3177-3179.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }
}

// MARK: - Text, images, labels, stacks

@available(iOS 13.0, *)
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: DefaultStringInterpolation) {}
}

@available(iOS 13.0, *)
public struct Font: Hashable, Sendable {
    let name: String
    public static let largeTitle = Font(name: "largeTitle")
    public static let title = Font(name: "title")
    public static let headline = Font(name: "headline")
    public static let subheadline = Font(name: "subheadline")
    public static let body = Font(name: "body")
    public static let callout = Font(name: "callout")
    public static let footnote = Font(name: "footnote")
    public static let caption = Font(name: "caption")
}

@available(iOS 13.0, *)
public struct Text: Equatable, Sendable, _PrimitiveView {
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {}
    @_disfavoredOverload public init<S>(_ content: S) where S: StringProtocol {}
    public init(verbatim content: String) {}
    public func font(_ font: Font?) -> Text { self }
}

@available(iOS 13.0, *)
public struct Image: Equatable, Sendable, _PrimitiveView {
    public init(systemName: String) {}
}

@available(iOS 14.0, *)
public struct Label<Title, Icon>: _PrimitiveView where Title: View, Icon: View {
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
}

@available(iOS 14.0, *)
extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
    @_disfavoredOverload public init<S>(_ title: S, systemImage name: String) where S: StringProtocol {}
}

@available(iOS 13.0, *)
public struct HorizontalAlignment: Equatable {
    let id: Int
    // Not Sendable in the SDK; `nonisolated(unsafe)` only lets this Swift 6 module declare them.
    nonisolated(unsafe) public static let leading = HorizontalAlignment(id: 0)
    nonisolated(unsafe) public static let center = HorizontalAlignment(id: 1)
    nonisolated(unsafe) public static let trailing = HorizontalAlignment(id: 2)
}

@available(iOS 13.0, *)
public struct VStack<Content>: _PrimitiveView where Content: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}

@available(iOS 15.0, *)
public enum HorizontalEdge: Int8, CaseIterable, Codable {
    case leading
    case trailing
}
