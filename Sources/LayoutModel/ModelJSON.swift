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
        pairs.append(("screens", .array(spec.screens.map(screen))))
        pairs.append(("split", spec.split.map(split) ?? .null))
        pairs.append(("transient", .array(spec.transient.map(transient))))
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

    func screen(_ s: Screen) -> JSON {
        let origin: JSON
        switch s.origin {
        case .declared: origin = .string("declared")
        case .inline(let column): origin = .string("inline:\(column.rawValue)")
        }
        return object([
            ("name", located(s.name, JSON.string)),
            ("origin", origin),
            ("title", str(s.title)),
            ("list", s.list.map(list) ?? .null),
            ("readableWidth", bool(s.readableWidth)),
            ("restoresState", bool(s.restoresState)),
            ("toolbar", .array(s.toolbar.map { object([("title", str($0.title)), ("image", str($0.image))], range: $0.range) })),
        ], range: s.range)
    }

    func list(_ l: ListSpec) -> JSON {
        var content: JSON = .null
        switch l.content {
        case .dynamic(let r): content = includeRanges ? .object([("value", .string("dynamic")), ("range", range(r))]) : .string("dynamic")
        case .items(let items): content = .object([("items", .array(items.map(item)))])
        case .sections(let sections): content = .object([("sections", .array(sections.map(section)))])
        case .none: content = .null
        }
        var headerMode: JSON = .null
        if let mode = l.headerMode {
            headerMode = .object([("regular", enumeration(mode.regular)), ("compact", enumeration(mode.compact))])
        }
        return object([
            ("appearance", enumeration(l.appearance)),
            ("headerMode", headerMode),
            ("effectiveHeaderMode", .object([
                ("regular", .string(l.headerMode(in: .regular).rawValue)),
                ("compact", .string(l.headerMode(in: .compact).rawValue)),
            ])),
            ("content", content),
            ("itemType", str(l.itemType)),
            ("reorderable", bool(l.reorderable)),
            ("swipeActions", .object([
                ("leading", .array(l.swipeActions.leading.map(swipe))),
                ("trailing", .array(l.swipeActions.trailing.map(swipe))),
            ])),
            ("onSelect", l.onSelect.map(selection) ?? .null),
        ], range: l.range)
    }

    func section(_ s: ListSection) -> JSON {
        object([
            ("id", str(s.id)),
            ("title", str(s.title)),
            ("outline", bool(s.outline)),
            ("items", .array(s.items.map(item))),
        ], range: s.range)
    }

    func item(_ i: Item) -> JSON {
        object([
            ("id", str(i.id)),
            ("title", str(i.title)),
            ("subtitle", str(i.subtitle)),
            ("image", str(i.image)),
            ("accessories", .array(i.accessories.map { located($0) { .string($0.rawValue) } })),
            ("children", .array(i.children.map(item))),
            ("onSelect", i.onSelect.map(selection) ?? .null),
        ], range: i.range)
    }

    func selection(_ s: SelectionAction) -> JSON {
        object([("kind", .string(s.kind.value.rawValue)), ("target", located(s.target, JSON.string))], range: s.range)
    }

    func swipe(_ s: SwipeAction) -> JSON {
        object([("title", str(s.title)), ("style", enumeration(s.style)), ("image", str(s.image))], range: s.range)
    }

    func split(_ s: Split) -> JSON {
        var compact: JSON = .null
        if let flow = s.compact {
            switch flow.kind {
            case .tabBar(let tabs):
                compact = object([("tabBar", .object([("tabs", .array(tabs.map { tab in
                    object([("title", str(tab.title)), ("image", str(tab.image)), ("root", str(tab.root))], range: tab.range)
                }))]))], range: flow.range)
            case .navigation(let root):
                compact = object([("navigation", .object([("root", str(root))]))], range: flow.range)
            }
        }
        return object([
            ("style", enumeration(s.style)),
            ("behavior", enumeration(s.behavior)),
            ("displayMode", enumeration(s.displayMode)),
            ("presentsWithGesture", bool(s.presentsWithGesture)),
            ("primaryEdge", enumeration(s.primaryEdge)),
            ("showsSecondaryOnlyButton", bool(s.showsSecondaryOnlyButton)),
            ("columnWidths", .object(s.columnWidths.map { w in
                (w.column.rawValue, object([
                    ("fraction", number(w.fraction)), ("points", number(w.points)),
                    ("min", number(w.min)), ("max", number(w.max)),
                ], range: w.range))
            })),
            ("columns", .object(s.columns.map { c in
                (c.column.rawValue, object([("screen", located(c.screen, JSON.string)), ("inline", .bool(c.isInline))], range: c.screen.range))
            })),
            ("compact", compact),
        ], range: s.range)
    }

    func transient(_ t: TransientUI) -> JSON {
        object([
            ("id", str(t.id)),
            ("kind", enumeration(t.kind)),
            ("screen", str(t.screen)),
            ("dismissOn", .array(t.dismissOn.map { located($0) { .string($0.rawValue) } })),
        ], range: t.range)
    }
}
