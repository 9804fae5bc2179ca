// Stand-in SwiftUI, keyboard shortcuts and menu commands (SwiftUI.swiftinterface of the iOS 17 SDK:
// Commands :21536, CommandsBuilder :21582, CommandMenu :6027-6032, CommandGroup :11006-11052,
// EventModifiers :6791, KeyEquivalent :17733, keyboardShortcut :17677, FocusedValue :18041,
// focusedSceneValue :18110, FocusedValueKey :18117, FocusedValues :18121).

@available(iOS 14.0, *)
public protocol Commands {
    associatedtype Body: Commands
    @CommandsBuilder var body: Self.Body { get }
}

/// Model: the primitive commands have no body of their own; here they answer an empty one.
@available(iOS 14.0, *)
public struct EmptyCommands: Commands {
    public init() {}
    public var body: EmptyCommands { self }
}

/// Model: what several commands build into (SwiftUI's own type is internal).
@available(iOS 14.0, *)
public struct _TupleCommands<T>: Commands {
    let value: T
    public var body: EmptyCommands { EmptyCommands() }
}

@available(iOS 14.0, *)
@resultBuilder public struct CommandsBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: Commands { content }
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    public static func buildBlock<C>(_ content: C) -> C where C: Commands { content }
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> _TupleCommands<(C0, C1)> where C0: Commands, C1: Commands { _TupleCommands(value: (c0, c1)) }
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> _TupleCommands<(C0, C1, C2)> where C0: Commands, C1: Commands, C2: Commands { _TupleCommands(value: (c0, c1, c2)) }
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> _TupleCommands<(C0, C1, C2, C3)> where C0: Commands, C1: Commands, C2: Commands, C3: Commands { _TupleCommands(value: (c0, c1, c2, c3)) }
    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> _TupleCommands<(C0, C1, C2, C3, C4)> where C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands { _TupleCommands(value: (c0, c1, c2, c3, c4)) }
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> _TupleCommands<(C0, C1, C2, C3, C4, C5)> where C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands { _TupleCommands(value: (c0, c1, c2, c3, c4, c5)) }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> _TupleCommands<(C0, C1, C2, C3, C4, C5, C6)> where C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands, C6: Commands { _TupleCommands(value: (c0, c1, c2, c3, c4, c5, c6)) }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> _TupleCommands<(C0, C1, C2, C3, C4, C5, C6, C7)> where C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands, C6: Commands, C7: Commands { _TupleCommands(value: (c0, c1, c2, c3, c4, c5, c6, c7)) }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> _TupleCommands<(C0, C1, C2, C3, C4, C5, C6, C7, C8)> where C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands, C6: Commands, C7: Commands, C8: Commands { _TupleCommands(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8)) }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> _TupleCommands<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> where C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands, C6: Commands, C7: Commands, C8: Commands, C9: Commands { _TupleCommands(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9)) }
}

@available(iOS 14.0, *)
public struct CommandMenu<Content>: Commands where Content: View {
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload public init<S>(_ name: S, @ViewBuilder content: () -> Content) where S: StringProtocol {}
    public var body: EmptyCommands { EmptyCommands() }
}

@available(iOS 14.0, *)
public struct CommandGroupPlacement: Sendable {
    let id: Int
    public static let newItem = CommandGroupPlacement(id: 0)
    public static let pasteboard = CommandGroupPlacement(id: 1)
    public static let sidebar = CommandGroupPlacement(id: 2)
    public static let windowArrangement = CommandGroupPlacement(id: 3)
    public static let help = CommandGroupPlacement(id: 4)
}

@available(iOS 14.0, *)
public struct CommandGroup<Content>: Commands where Content: View {
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    public var body: EmptyCommands { EmptyCommands() }
}

@available(iOS 13.0, *)
@frozen public struct EventModifiers: OptionSet {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    public static let shift = EventModifiers(rawValue: 1 << 1)
    public static let control = EventModifiers(rawValue: 1 << 2)
    public static let option = EventModifiers(rawValue: 1 << 3)
    public static let command = EventModifiers(rawValue: 1 << 4)
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
}

@available(iOS 14.0, *)
public struct KeyEquivalent: Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public var character: Character
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral: Character) { character = extendedGraphemeClusterLiteral }
    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let `return` = KeyEquivalent("\r")
}

extension View {
    @available(iOS 14.0, *)
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { _ModifiedView() }
    @available(iOS 13.0, *)
    public func disabled(_ disabled: Bool) -> some View { _ModifiedView() }
    @available(iOS 15.0, *)
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View { _ModifiedView() }
}

@available(iOS 14.0, *)
public protocol FocusedValueKey {
    associatedtype Value
}

@available(iOS 14.0, *)
public struct FocusedValues {
    var storage: [ObjectIdentifier: Any] = [:]
    public subscript<Key>(key: Key.Type) -> Key.Value? where Key: FocusedValueKey {
        get { storage[ObjectIdentifier(key)] as? Key.Value }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}

@available(iOS 14.0, *)
@propertyWrapper public struct FocusedValue<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}
    public var wrappedValue: Value? { nil }
}
