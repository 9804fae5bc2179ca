// Stand-in SwiftUI, part 2: lists, buttons, navigation, toolbars, state. See SwiftUI.swift.

// The SDK's SwiftUI imports Combine without re-exporting it (StateObject's constraint).
import Combine
import Observation

// MARK: - Lists and rows

@available(iOS 13.0, *)
@preconcurrency @MainActor
public struct List<SelectionValue, Content>: _PrimitiveView where SelectionValue: Hashable, Content: View {}

@available(iOS 13.0, *)
extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {}
}

@available(iOS 13.0, *)
extension List {
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {}
}

@available(iOS 13.0, *)
public struct Section<Parent, Content, Footer> {}

@available(*, unavailable)
extension Section: Sendable {}

@available(iOS 13.0, *)
extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
extension Section where Parent: View, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
}

@available(iOS 13.0, *)
extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {}
}

@available(iOS 13.0, *)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    public var data: Data
    public var content: (Data.Element) -> Content
}

@available(iOS 13.0, *)
extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

@available(iOS 13.0, *)
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

@available(iOS 13.0, *)
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Self.Data { get }
}

@available(iOS 13.0, *)
extension ForEach: DynamicViewContent where Content: View {}

/// What `onMove(perform:)` returns here (the SDK returns `some DynamicViewContent`).
public struct _MovableContent<Base>: DynamicViewContent where Base: DynamicViewContent {
    public typealias Body = Never
    public var body: Never { fatalError() }
    public var data: Base.Data
}

@available(iOS 13.0, *)
extension DynamicViewContent {
    @available(iOS 13.0, *)
    public func onMove(perform action: Optional<(IndexSet, Int) -> Void>) -> some DynamicViewContent {
        _MovableContent<Self>(data: data)
    }
}

@available(iOS 13.0, *)
extension MutableCollection {
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {}
}

@available(iOS 13.0, *)
public protocol ListStyle {}

@available(iOS 13.0, *)
public struct PlainListStyle: ListStyle { public init() {} }
@available(iOS 13.0, *)
public struct GroupedListStyle: ListStyle { public init() {} }
@available(iOS 14.0, *)
public struct InsetGroupedListStyle: ListStyle { public init() {} }
@available(iOS 14.0, *)
public struct SidebarListStyle: ListStyle { public init() {} }

extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { PlainListStyle() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { GroupedListStyle() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { SidebarListStyle() } }

@available(iOS 15.0, *)
public struct ButtonRole: Equatable, Sendable {
    let id: Int
    public static let destructive = ButtonRole(id: 0)
    public static let cancel = ButtonRole(id: 1)
}

@available(iOS 13.0, *)
public struct Button<Label>: _PrimitiveView where Label: View {
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {}
    @available(iOS 15.0, *)
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {}
}

@available(iOS 13.0, *)
public struct EditButton: View {
    public init() {}
    @preconcurrency @MainActor public var body: some View { EmptyView() }
}

@available(iOS 14.0, *)
public struct DisclosureGroup<Label, Content>: _PrimitiveView where Label: View, Content: View {
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {}
    /// SwiftUI.swiftinterface:11522.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {}
}

// MARK: - Navigation

@available(iOS 16.0, *)
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    let id: Int
    public static var detailOnly: NavigationSplitViewVisibility { NavigationSplitViewVisibility(id: 0) }
    public static var doubleColumn: NavigationSplitViewVisibility { NavigationSplitViewVisibility(id: 1) }
    public static var all: NavigationSplitViewVisibility { NavigationSplitViewVisibility(id: 2) }
    public static var automatic: NavigationSplitViewVisibility { NavigationSplitViewVisibility(id: 3) }
}

@available(iOS 17.0, *)
public struct NavigationSplitViewColumn: Hashable, Sendable {
    let id: Int
    public static var sidebar: NavigationSplitViewColumn { NavigationSplitViewColumn(id: 0) }
    public static var content: NavigationSplitViewColumn { NavigationSplitViewColumn(id: 1) }
    public static var detail: NavigationSplitViewColumn { NavigationSplitViewColumn(id: 2) }
}

@available(iOS 16.0, *)
public struct NavigationSplitView<Sidebar, Content, Detail>: _PrimitiveView where Sidebar: View, Content: View, Detail: View {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {}
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {}
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {}
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {}
}

@available(iOS 16.0, *)
public protocol NavigationSplitViewStyle {}

@available(iOS 16.0, *)
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
@available(iOS 16.0, *)
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
@available(iOS 16.0, *)
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

@available(iOS 16.0, *)
@preconcurrency @MainActor
public struct NavigationStack<Data, Root>: _PrimitiveView where Root: View {
    @preconcurrency @MainActor
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {}
}

@available(iOS 14.0, *)
public struct TabView<SelectionValue, Content>: _PrimitiveView where SelectionValue: Hashable, Content: View {
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
}

// MARK: - Toolbars

@available(iOS 14.0, *)
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder var body: Self.Body { get }
}

/// The end of a chain of toolbar content bodies (the SDK uses `Never`, whose `View` conformance
/// this module cannot also make a nonisolated `ToolbarContent` conformance in Swift 6 mode).
public struct _ToolbarLeaf: ToolbarContent {
    public var body: _ToolbarLeaf { return self }
}

/// Toolbar content the framework provides.
public protocol _PrimitiveToolbarContent: ToolbarContent where Body == _ToolbarLeaf {}

extension _PrimitiveToolbarContent {
    public var body: _ToolbarLeaf { return _ToolbarLeaf() }
}

public struct _TupleToolbarContent<T>: _PrimitiveToolbarContent {
    let value: T
}

@available(iOS 14.0, *)
@resultBuilder public struct ToolbarContentBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: ToolbarContent { content }
    public static func buildBlock<Content>(_ content: Content) -> some ToolbarContent where Content: ToolbarContent { content }
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some ToolbarContent where C0: ToolbarContent, C1: ToolbarContent { _TupleToolbarContent(value: (c0, c1)) }
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> some ToolbarContent where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent { _TupleToolbarContent(value: (c0, c1, c2)) }
    /// SwiftUI.si:9246-9247.
    @available(iOS 16.0, *)
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: ToolbarContent { content }
}

/// SwiftUI.si:1272-1273.
@available(iOS 16.0, *)
extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    public var body: _ToolbarLeaf { return _ToolbarLeaf() }
}

@available(iOS 14.0, *)
public struct ToolbarItemPlacement {
    let id: Int
    // Not Sendable in the SDK; `nonisolated(unsafe)` only lets this Swift 6 module declare them.
    nonisolated(unsafe) public static let automatic = ToolbarItemPlacement(id: 0)
    nonisolated(unsafe) public static let primaryAction = ToolbarItemPlacement(id: 1)
    nonisolated(unsafe) public static let bottomBar = ToolbarItemPlacement(id: 2)
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "use topBarLeading instead")
    nonisolated(unsafe) public static let navigationBarLeading = ToolbarItemPlacement(id: 3)
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "use topBarTrailing instead")
    nonisolated(unsafe) public static let navigationBarTrailing = ToolbarItemPlacement(id: 4)
}

@available(iOS 14.0, *)
public struct ToolbarItemGroup<Content>: _PrimitiveToolbarContent where Content: View {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

@available(iOS 14.0, *)
public struct ToolbarItem<ID, Content>: _PrimitiveToolbarContent where Content: View {}

@available(iOS 14.0, *)
extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

// MARK: - State and environment

@available(iOS 13.0, *)
public protocol DynamicProperty {}

@available(iOS 13.0, *)
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    let getter: () -> Value
    let setter: (Value) -> Void
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

@available(*, unavailable)
extension Binding: Sendable {}

@available(iOS 13.0, *)
@propertyWrapper public struct State<Value>: DynamicProperty {
    var value: Value
    public init(wrappedValue value: Value) { self.value = value }
    /// SwiftUI.swiftinterface:3331-3332: an `Observable` object made once for the view's life.
    @available(iOS 17.0, *)
    public init(wrappedValue thunk: @autoclosure @escaping () -> Value) where Value: AnyObject, Value: Observation.Observable {
        value = thunk()
    }
    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { Binding(get: { fatalError() }, set: { _ in }) }
}

@available(iOS 13.0, *)
extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

@available(*, unavailable)
extension State: Sendable {}

/// SwiftUI.swiftinterface:8533. Holds one object for the view's lifetime: `thunk` runs once.
@available(iOS 14.0, *)
@frozen @propertyWrapper public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    let thunk: () -> ObjectType
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { self.thunk = thunk }
    @preconcurrency @MainActor public var wrappedValue: ObjectType { thunk() }
}

@available(*, unavailable)
extension StateObject: Sendable {}

/// SwiftUI.swiftinterface:16989.
@available(iOS 13.0, *)
@propertyWrapper @frozen public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    let object: ObjectType
    public init(wrappedValue: ObjectType) { object = wrappedValue }
    @preconcurrency @MainActor public var wrappedValue: ObjectType {
        get { object }
        nonmutating set {}
    }
}

@available(*, unavailable)
extension ObservedObject: Sendable {}

@available(iOS 14.0, *)
@propertyWrapper public struct SceneStorage<Value>: DynamicProperty {
    var value: Value
    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { Binding(get: { fatalError() }, set: { _ in }) }
}

@available(*, unavailable)
extension SceneStorage: Sendable {}

@available(iOS 14.0, *)
extension SceneStorage {
    public init(wrappedValue: Value, _ key: String) where Value == String { value = wrappedValue }
}

@available(iOS 13.0, *)
public enum UserInterfaceSizeClass: Sendable {
    case compact
    case regular
}

/// SwiftUI.swiftinterface:25494.
@available(iOS 13.0, *)
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

@available(iOS 13.0, *)
public struct EnvironmentValues: CustomStringConvertible {
    public init() {}
    public var description: String { "EnvironmentValues" }
    var _storage: [ObjectIdentifier: Any] = [:]
    /// SwiftUI.swiftinterface:25194.
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { _storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { _storage[ObjectIdentifier(key)] = newValue }
    }
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { nil }
        set {}
    }
}

@available(iOS 13.0, *)
@propertyWrapper public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

@available(*, unavailable)
extension Environment: Sendable {}

// MARK: - Modifiers

extension View {
    /// SwiftUI.swiftinterface:7450.
    @available(iOS 13.0, *)
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { _ModifiedView() }
}

extension View {
    @available(iOS 14.0, *)
    public func listStyle<S>(_ style: S) -> some View where S: ListStyle { _ModifiedView() }
    @available(iOS 14.0, *)
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { _ModifiedView() }
    @available(iOS 14.0, *)
    @_disfavoredOverload public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol { _ModifiedView() }
    @available(iOS 16.0, *)
    public func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View where D: Hashable, C: View { _ModifiedView() }
    @available(iOS 16.0, *)
    public func navigationSplitViewStyle<S>(_ style: S) -> some View where S: NavigationSplitViewStyle { _ModifiedView() }
    @available(iOS 16.0, *)
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { _ModifiedView() }
    @available(iOS 16.0, *)
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { _ModifiedView() }
    @available(iOS 13.0, *)
    public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View { _ModifiedView() }
    @available(iOS 13.0, *)
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { _ModifiedView() }
    /// SwiftUI.swiftinterface:21053.
    @available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    public func onChange<V>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View where V: Equatable { _ModifiedView() }
    /// SwiftUI.swiftinterface:21090.
    @available(iOS 17.0, *)
    public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View where V: Equatable { _ModifiedView() }
    @available(iOS 13.0, *)
    public func tag<V>(_ tag: V) -> some View where V: Hashable { _ModifiedView() }
    @available(iOS 14.0, *)
    public func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View where Content: View { _ModifiedView() }
    @available(iOS 14.0, *)
    public func toolbar<Content>(@ToolbarContentBuilder content: () -> Content) -> some View where Content: ToolbarContent { _ModifiedView() }
    /// SwiftUI.swiftinterface:3403-3405 (iOS 17 SDK).
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func toolbarTitleMenu<C>(@ViewBuilder content: () -> C) -> some View where C: View { _ModifiedView() }
    @available(iOS 15.0, *)
    public func swipeActions<T>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View where T: View { _ModifiedView() }
    /// SwiftUI.si:6086.
    @available(iOS 13.0, *)
    public func contextMenu<MenuItems>(@ViewBuilder menuItems: () -> MenuItems) -> some View where MenuItems: View { _ModifiedView() }
    /// SwiftUI.si:19449.
    @available(iOS 15.0, *)
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View { _ModifiedView() }
    /// SwiftUI.si:6735.
    @available(iOS 16.0, *)
    public func searchScopes<V, S>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View where V: Hashable, S: View { _ModifiedView() }
}

/// SwiftUI.si:14542-14557.
@available(iOS 15.0, *)
public struct SearchFieldPlacement: Sendable {
    let id: Int
    public static let automatic = SearchFieldPlacement(id: 0)
    public static let toolbar = SearchFieldPlacement(id: 1)
    public static let sidebar = SearchFieldPlacement(id: 2)
    public static let navigationBarDrawer = SearchFieldPlacement(id: 3)
    /// SwiftUI.si:14550-14557.
    public struct NavigationBarDrawerDisplayMode: Sendable {
        let id: Int
        public static let automatic = NavigationBarDrawerDisplayMode(id: 0)
        public static let always = NavigationBarDrawerDisplayMode(id: 1)
    }
    public static func navigationBarDrawer(displayMode: SearchFieldPlacement.NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(id: 4 + displayMode.id)
    }
}

extension View {
    /// SwiftUI.si:2212.
    @available(iOS 16.0, *)
    public func draggable<T>(_ payload: @autoclosure @escaping () -> T) -> some View where T: Transferable { _ModifiedView() }
    /// SwiftUI.si:25523 (`View`'s; `DynamicViewContent`'s at :4555 inserts between rows instead).
    @available(iOS 16.0, *)
    public func dropDestination<T>(for payloadType: T.Type = T.self, action: @escaping (_ items: [T], _ location: CGPoint) -> Bool, isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View where T: Transferable { _ModifiedView() }
}

extension DynamicViewContent {
    /// SwiftUI.si:4557-4558: on a `ForEach` the location form is unavailable (the insert form
    /// `dropDestination(for:action:)` takes its place).
    @available(*, unavailable, message: "Unavailable for DynamicViewContent, use `dropDestination(for:action:)` instead.")
    public func dropDestination<T>(for payloadType: T.Type = T.self, action: @escaping (_ items: [T], _ location: CGPoint) -> Bool, isTargeted: (Bool) -> Void = { _ in }) -> some View where T: Transferable { _ModifiedView() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    /// SwiftUI.swiftinterface (iOS 17) :15065-15068: the list shows a refresh indicator while
    /// `action` runs, after people pull it down.
    public func refreshable(@_inheritActorContext action: @escaping @Sendable () async -> Void) -> some View { _ModifiedView() }
}
