// A stand-in for the iOS 17 SDK's Combine, for type-checking on Linux.
//
// It declares exactly the API that LayoutRuntimeSwiftUI and the SwiftUI stand-in use, with the
// spellings and constraints of the iPhoneOS 17.0 SDK's Combine.swiftinterface (line numbers
// below). Bodies are stubs: this module is only ever type-checked against. It is never adjusted
// to make code pass: a declaration that differs from the SDK is a bug in this file.
// Compiled with: swiftc -emit-module -module-name Combine -parse-as-library -swift-version 6

import Foundation

/// Combine.swiftinterface:960, only as the constraint of `receive(subscriber:)`: nothing here
/// subscribes, so its requirements (and `CustomCombineIdentifierConvertible`) are left out.
@available(iOS 13.0, *)
public protocol Subscriber<Input, Failure> {
    associatedtype Input
    associatedtype Failure: Error
}

/// Combine.swiftinterface:821.
@available(iOS 13.0, *)
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    func receive<S>(subscriber: S) where S: Subscriber, Self.Failure == S.Failure, Self.Output == S.Input
}

/// Combine.swiftinterface:658.
@available(iOS 13.0, *)
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where Self.ObjectWillChangePublisher.Failure == Never
    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

/// Combine.swiftinterface:663.
@available(iOS 13.0, *)
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    public init() {}
    public final func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == () {}
    public final func send() {}
}

/// Combine.swiftinterface:672.
@available(iOS 13.0, *)
extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// Combine.swiftinterface:844. `wrappedValue` is unavailable in the SDK: the enclosing-instance
/// subscript is how a class's `@Published` property is read and written.
@available(iOS 13.0, *)
@propertyWrapper public struct Published<Value> {
    var value: Value
    public init(wrappedValue: Value) { value = wrappedValue }
    public init(initialValue: Value) { value = initialValue }
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set {}
    }
    public static subscript<EnclosingSelf>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value where EnclosingSelf: AnyObject {
        get { object[keyPath: storageKeyPath].value }
        set { object[keyPath: storageKeyPath].value = newValue }
    }
}

/// Combine.swiftinterface:448-451, as `CodableRepresentation` constrains its coders.
@available(iOS 13.0, *)
public protocol TopLevelDecoder {
    associatedtype Input
    func decode<T>(_ type: T.Type, from: Self.Input) throws -> T where T: Decodable
}

/// Combine.swiftinterface:453-456.
@available(iOS 13.0, *)
public protocol TopLevelEncoder {
    associatedtype Output
    func encode<T>(_ value: T) throws -> Self.Output where T: Encodable
}

// Foundation's overlay makes its JSON coders Combine's top-level coders (Foundation.swiftinterface:8073,
// `extension JSONEncoder: TopLevelEncoder`); Linux's Foundation has no Combine, so it is here.
@available(iOS 13.0, *)
extension JSONEncoder: TopLevelEncoder {}
@available(iOS 13.0, *)
extension JSONDecoder: TopLevelDecoder {}
