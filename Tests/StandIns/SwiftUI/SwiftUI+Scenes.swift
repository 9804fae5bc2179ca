// Stand-in SwiftUI, scenes and windows (SwiftUI.swiftinterface of the iOS 17 SDK: Scene :17399,
// SceneBuilder :18137 and :27357-27375, WindowGroup :17341 and :281-293, PresentedWindowContent
// :305 (buildBlock up to ten scenes, :27358-27414), OpenWindowAction :11368-11384, supportsMultipleWindows :12091, DismissWindowAction
// :25138-25155). Types only: SwiftUI scenes are proven by type-checking.

@available(iOS 14.0, *)
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor var body: Self.Body { get }
}

/// Model: what several scenes build into (SwiftUI's `_TupleScene` is not public API).
@available(iOS 14.0, *)
public struct _TupleScene<T>: Scene {
    let value: T
    public var body: Never { fatalError() }
}

@available(iOS 14.0, *)
extension Never: Scene {}

@available(iOS 14.0, *)
@resultBuilder public struct SceneBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: Scene { content }
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene { content }
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some Scene where C0: Scene, C1: Scene { _TupleScene(value: (c0, c1)) }
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> some Scene where C0: Scene, C1: Scene, C2: Scene { _TupleScene(value: (c0, c1, c2)) }
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some Scene where C0: Scene, C1: Scene, C2: Scene, C3: Scene { _TupleScene(value: (c0, c1, c2, c3)) }
    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some Scene where C0: Scene, C1: Scene, C2: Scene, C3: Scene, C4: Scene { _TupleScene(value: (c0, c1, c2, c3, c4)) }
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> some Scene where C0: Scene, C1: Scene, C2: Scene, C3: Scene, C4: Scene, C5: Scene { _TupleScene(value: (c0, c1, c2, c3, c4, c5)) }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some Scene where C0: Scene, C1: Scene, C2: Scene, C3: Scene, C4: Scene, C5: Scene, C6: Scene { _TupleScene(value: (c0, c1, c2, c3, c4, c5, c6)) }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> some Scene where C0: Scene, C1: Scene, C2: Scene, C3: Scene, C4: Scene, C5: Scene, C6: Scene, C7: Scene { _TupleScene(value: (c0, c1, c2, c3, c4, c5, c6, c7)) }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> some Scene where C0: Scene, C1: Scene, C2: Scene, C3: Scene, C4: Scene, C5: Scene, C6: Scene, C7: Scene, C8: Scene { _TupleScene(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8)) }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> some Scene where C0: Scene, C1: Scene, C2: Scene, C3: Scene, C4: Scene, C5: Scene, C6: Scene, C7: Scene, C8: Scene, C9: Scene { _TupleScene(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9)) }
}

@available(iOS 14.0, *)
public struct WindowGroup<Content>: Scene where Content: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

@available(iOS 16.0, *)
public struct PresentedWindowContent<Data, Content>: View where Data: Decodable, Data: Encodable, Data: Hashable, Content: View {
    public var body: Never { fatalError() }
}

@available(iOS 16.0, *)
extension WindowGroup {
    public init<D, C>(id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C) where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {}
    public init<D, C>(_ titleKey: LocalizedStringKey, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C) where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {}
}

@available(iOS 16.0, *)
public struct OpenWindowAction {
    public func callAsFunction<D>(value: D) where D: Decodable, D: Encodable, D: Hashable {}
    public func callAsFunction(id: String) {}
    public func callAsFunction<D>(id: String, value: D) where D: Decodable, D: Encodable, D: Hashable {}
}

@available(*, unavailable)
extension OpenWindowAction: Sendable {}

@available(iOS 17.0, *)
public struct DismissWindowAction {
    public func callAsFunction() {}
    public func callAsFunction(id: String) {}
    public func callAsFunction<D>(value: D) where D: Decodable, D: Encodable, D: Hashable {}
    public func callAsFunction<D>(id: String, value: D) where D: Decodable, D: Encodable, D: Hashable {}
}

@available(*, unavailable)
extension DismissWindowAction: Sendable {}

extension EnvironmentValues {
    @available(iOS 16.0, *)
    public var openWindow: OpenWindowAction { OpenWindowAction() }
    @available(iOS 16.0, *)
    public var supportsMultipleWindows: Bool { true }
    @available(iOS 17.0, *)
    public var dismissWindow: DismissWindowAction { DismissWindowAction() }
}

/// SwiftUI.swiftinterface:14723: a group of scenes (only its scene form is declared here).
@available(iOS 14.0, *)
public struct Group<Content> {
    let content: Content
}

@available(iOS 14.0, *)
extension Group: Scene where Content: Scene {
    public init(@SceneBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError() }
}

// The app (SwiftUI.swiftinterface of the iOS 17 SDK: App :6868-6876, Scene.commands :21576).
// `@MainActor(unsafe)` there is `@preconcurrency @MainActor` here.

@available(iOS 14.0, *)
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @preconcurrency @MainActor var body: Self.Body { get }
    @preconcurrency @MainActor init()
}

@available(iOS 14.0, *)
extension App {
    /// Model: `@main` calls it; the stand-in runs nothing.
    @preconcurrency @MainActor public static func main() {}
}

@available(iOS 14.0, *)
extension Scene {
    public func commands<Content>(@CommandsBuilder content: () -> Content) -> some Scene where Content: Commands {
        _TupleScene(value: (self, content()))
    }
}
