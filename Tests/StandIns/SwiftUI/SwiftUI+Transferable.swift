// Stand-in CoreTransferable, which SwiftUI re-exports (SwiftUI.swiftinterface:11,
// `@_exported import CoreTransferable`): what drag and drop carries. Declarations follow
// CoreTransferable.swiftinterface of the iOS 17 SDK ("CT.si" below). The behaviour is a model of
// one transfer (`TransferModel`): what a process receiving the item sees, and how an item is read
// back from it. See Tests/StandIns/UIKit/UIKit.swift for the conventions.
import Combine
import UniformTypeIdentifiers

/// CT.si:232-235.
@available(iOS 16.0, *)
public protocol Transferable {
    associatedtype Representation: TransferRepresentation
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// CT.si:50-55.
@available(iOS 16.0, *)
public protocol TransferRepresentation<Item>: Sendable {
    associatedtype Item: Transferable
    associatedtype Body: TransferRepresentation
    @TransferRepresentationBuilder<Item> var body: Body { get }
}

/// CT.si:217-230. `Body` and `body` are the ones `Never` has as a `View` (SwiftUI.swift): one
/// module here, two in the SDK.
@available(iOS 16.0, *)
extension Never: TransferRepresentation, Transferable {
    public typealias Item = Never
    public typealias Representation = Never
    public static var transferRepresentation: Never { fatalError() }
}

/// CT.si:64-116: the `buildExpression` and `buildBlock` forms generated code and the runtime use.
@available(iOS 16.0, *)
@resultBuilder public struct TransferRepresentationBuilder<Item> where Item: Transferable {
    public static func buildExpression<R>(_ content: R) -> R where Item == R.Item, R: TransferRepresentation { content }
    public static func buildBlock<Content>(_ content: Content) -> Content where Item == Content.Item, Content: TransferRepresentation { content }
    public static func buildBlock<C1, C2>(_ content1: C1, _ content2: C2) -> TupleTransferRepresentation<Item, (C1, C2)>
    where Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation, C1.Item == C2.Item {
        TupleTransferRepresentation((content1, content2), parts: [content1, content2])
    }
}

/// CT.si:206-215.
@available(iOS 16.0, *)
public struct TupleTransferRepresentation<Item, Value>: TransferRepresentation where Item: Transferable, Value: Sendable {
    let value: Value
    let parts: [any TransferRepresentation]
    init(_ value: Value, parts: [any TransferRepresentation]) {
        self.value = value
        self.parts = parts
    }
    public var body: Never { return fatalError() }
}

/// CT.si:237-247.
@available(iOS 16.0, *)
public struct TransferRepresentationVisibility: Sendable, Equatable {
    let ownProcessOnly: Bool
    public static let all = TransferRepresentationVisibility(ownProcessOnly: false)
    public static let ownProcess = TransferRepresentationVisibility(ownProcessOnly: true)
}

@available(iOS 16.0, *)
extension TransferRepresentation {
    /// CT.si:24: who may receive the representation; a representation limited to `.ownProcess`
    /// is never offered to another app.
    public func visibility(_ visibility: TransferRepresentationVisibility) -> some TransferRepresentation<Self.Item> {
        _VisibleRepresentation<Self>(base: self, visibility: visibility)
    }
}

@available(iOS 16.0, *)
struct _VisibleRepresentation<Base: TransferRepresentation>: TransferRepresentation {
    typealias Item = Base.Item
    let base: Base
    let visibility: TransferRepresentationVisibility
    var body: Never { return fatalError() }
}

/// CT.si:136-142: the item itself, encoded as JSON for `contentType`.
@available(iOS 16.0, *)
public struct CodableRepresentation<Item, Encoder, Decoder>: TransferRepresentation, Sendable
where Item: Transferable, Item: Decodable, Item: Encodable, Encoder: TopLevelEncoder, Decoder: TopLevelDecoder,
      Encoder.Output == Data, Decoder.Input == Data {
    let contentType: UTType
    public init(for itemType: Item.Type = Item.self, contentType: UTType) where Encoder == JSONEncoder, Decoder == JSONDecoder {
        self.contentType = contentType
    }
    public typealias Body = Never
    public var body: Never { return fatalError() }
}

/// CT.si:144-166: the item as another transferable type (a title as text).
@available(iOS 16.0, *)
public struct ProxyRepresentation<Item, ProxyRepresentation>: TransferRepresentation
where Item: Transferable, ProxyRepresentation: Transferable {
    let export: @Sendable (Item) throws -> ProxyRepresentation
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {
        export = exporting
    }
    public typealias Body = Never
    public var body: Never { return fatalError() }
}

/// CT.si:38-43: `String`'s own representation is plain text.
@available(iOS 16.0, *)
extension String: Transferable {
    public static var transferRepresentation: some TransferRepresentation { _StringRepresentation() }
}

@available(iOS 16.0, *)
struct _StringRepresentation: TransferRepresentation {
    typealias Item = String
    var body: Never { return fatalError() }
}

// MARK: - The model of a transfer

/// What one transfer of an item offers: each representation's content type and value, in the
/// order the item declares them (a receiver takes the first it can read).
@available(iOS 16.0, *)
public enum TransferModel {
    /// What a receiver sees of `item`: in this app (`toOwnProcess`), or in another app, which
    /// never sees a representation whose visibility is `.ownProcess` (CT.si:237-247).
    public static func offered<T: Transferable>(_ item: T, toOwnProcess: Bool) -> [(contentType: String, value: Any)] {
        _offered(T.transferRepresentation, item: item, toOwnProcess: toOwnProcess)
    }

    /// The first of `offers` that `T` can read back (its `CodableRepresentation` of the same
    /// content type, or text for `String`); nil when none is.
    public static func received<T: Transferable>(_ type: T.Type, from offers: [(contentType: String, value: Any)]) -> T? {
        for offer in offers {
            if let item = _read(T.transferRepresentation, as: type, offer) { return item }
        }
        return nil
    }

    static func _offered<Item>(_ representation: any TransferRepresentation, item: Item, toOwnProcess: Bool) -> [(contentType: String, value: Any)] {
        switch representation {
        case let tuple as any _TupleParts:
            return tuple.parts.flatMap { _offered($0, item: item, toOwnProcess: toOwnProcess) }
        case let visible as any _Visible:
            guard toOwnProcess || !visible.visibility.ownProcessOnly else { return [] }
            return _offered(visible.baseRepresentation, item: item, toOwnProcess: toOwnProcess)
        case let exporting as any _Exporting:
            return exporting.offers(for: item, toOwnProcess: toOwnProcess)
        case is _StringRepresentation:
            return (item as? String).map { [("public.utf8-plain-text", $0)] } ?? []
        default:
            return []
        }
    }

    static func _read<T>(_ representation: any TransferRepresentation, as type: T.Type, _ offer: (contentType: String, value: Any)) -> T? {
        switch representation {
        case let tuple as any _TupleParts:
            return tuple.parts.lazy.compactMap { _read($0, as: type, offer) }.first
        case let visible as any _Visible:
            return _read(visible.baseRepresentation, as: type, offer)
        case let codable as any _Decoding:
            return codable.decode(offer) as? T
        case is _StringRepresentation:
            return offer.contentType == "public.utf8-plain-text" ? offer.value as? T : nil
        default:
            return nil
        }
    }
}

@available(iOS 16.0, *)
protocol _TupleParts { var parts: [any TransferRepresentation] { get } }
@available(iOS 16.0, *)
extension TupleTransferRepresentation: _TupleParts {}

@available(iOS 16.0, *)
protocol _Visible {
    var visibility: TransferRepresentationVisibility { get }
    var baseRepresentation: any TransferRepresentation { get }
}
@available(iOS 16.0, *)
extension _VisibleRepresentation: _Visible {
    var baseRepresentation: any TransferRepresentation { base }
}

@available(iOS 16.0, *)
protocol _Exporting {
    func offers(for item: Any, toOwnProcess: Bool) -> [(contentType: String, value: Any)]
}
@available(iOS 16.0, *)
extension CodableRepresentation: _Exporting {
    func offers(for item: Any, toOwnProcess: Bool) -> [(contentType: String, value: Any)] {
        guard let item = item as? Item, let data = try? JSONEncoder().encode(item) else { return [] }
        return [(contentType.identifier, data)]
    }
}
@available(iOS 16.0, *)
extension ProxyRepresentation: _Exporting {
    func offers(for item: Any, toOwnProcess: Bool) -> [(contentType: String, value: Any)] {
        guard let item = item as? Item, let proxy = try? export(item) else { return [] }
        return TransferModel.offered(proxy, toOwnProcess: toOwnProcess)
    }
}

@available(iOS 16.0, *)
protocol _Decoding {
    func decode(_ offer: (contentType: String, value: Any)) -> Any?
}
@available(iOS 16.0, *)
extension CodableRepresentation: _Decoding {
    func decode(_ offer: (contentType: String, value: Any)) -> Any? {
        guard offer.contentType == contentType.identifier, let data = offer.value as? Data else { return nil }
        return try? JSONDecoder().decode(Item.self, from: data)
    }
}
