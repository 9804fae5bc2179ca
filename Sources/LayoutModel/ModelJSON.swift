import Diagnostics
import JSONValue
import SpecSource

/// `layoutc model`: the typed spec as JSON, keys in a fixed order, optionally with the source
/// range of every value, so other tools can consume the model without parsing YAML.
public struct ModelJSONEncoder {
    public var includeRanges: Bool
    public let source: SourceFile

    public init(source: SourceFile, includeRanges: Bool) {
        self.source = source
        self.includeRanges = includeRanges
    }

    public func encode(_ spec: LayoutSpec) -> JSON {
        var pairs: [(String, JSON)] = []
        pairs.append(("spec", spec.version.map { located($0) { .int($0) } } ?? .null))
        pairs.append(("app", spec.app.map { located($0, JSON.string) } ?? .null))
        pairs.append(("deploymentTarget", spec.deploymentTarget.map { located($0) { .string($0.description) } } ?? .null))
        pairs.append(("screens", .array(spec.screens.map(screen))))
        pairs.append(("split", spec.split.map(split) ?? .null))
        pairs.append(("actions", .array(spec.appActions.map(appAction))))
        pairs.append(("transient", .array(spec.transient.map(transient))))
        pairs.append(("shortcuts", .array(spec.shortcuts.map(shortcut))))
        pairs.append(("scenes", .array(spec.scenes.map(sceneKind))))
        pairs.append(("itemTypes", .array(spec.itemTypes.map(itemType))))
        return .object(pairs)
    }

    func range(_ r: SourceRange) -> JSON {
        let start = source.location(of: r.start)
        let end = source.location(of: r.end)
        return .object([
            ("start", .object([("line", .int(start.line)), ("column", .int(start.column)), ("offset", .int(r.start))])),
            ("end", .object([("line", .int(end.line)), ("column", .int(end.column)), ("offset", .int(r.end))])),
        ])
    }

    func located<T>(_ value: Located<T>, _ encode: (T) -> JSON) -> JSON {
        guard includeRanges else { return encode(value.value) }
        return .object([("value", encode(value.value)), ("range", range(value.range))])
    }

    func optional<T>(_ value: Located<T>?, _ encode: (T) -> JSON) -> JSON {
        value.map { located($0, encode) } ?? .null
    }

    func str(_ value: Located<String>?) -> JSON { optional(value, JSON.string) }
    func bool(_ value: Located<Bool>?) -> JSON { optional(value, JSON.bool) }
    func number(_ value: Located<Double>?) -> JSON { optional(value, JSON.double) }
    func enumeration<E: SpecEnum>(_ value: Located<E>?) -> JSON { optional(value) { .string($0.rawValue) } }

    func object(_ pairs: [(String, JSON)], range r: SourceRange) -> JSON {
        includeRanges ? .object(pairs + [("range", range(r))]) : .object(pairs)
    }
}
