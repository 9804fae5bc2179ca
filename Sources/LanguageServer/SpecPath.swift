import LayoutModel
import SpecSource

/// Where a place in a spec sits in the language: the keys and list positions from the root
/// down to it. Hover and completion read the grammar along this path.
public struct SpecPath: Sendable, Equatable {
    public enum Segment: Sendable, Equatable {
        case key(String)
        /// An entry of a sequence.
        case element
    }

    public var segments: [Segment]

    public init(_ segments: [Segment] = []) {
        self.segments = segments
    }

    public func appending(_ segment: Segment) -> SpecPath {
        SpecPath(segments + [segment])
    }
}

/// What the node under the cursor is, found by walking the tree from the root.
public struct NodeAtOffset: Sendable {
    public enum Role: Sendable, Equatable {
        /// A mapping key; the path ends with that key.
        case key
        /// A value (scalar or collection); the path leads to it.
        case value
    }

    public var node: NodeID
    public var role: Role
    /// For a key, the path including the key; for a value, the path to the value.
    public var path: SpecPath

    /// The node at `offset`, with its path. Aliases are not followed (they point backwards).
    public static func find(in tree: YAMLTree, at offset: Int) -> NodeAtOffset? {
        guard let root = tree.root, tree.range(root).contains(offset) else { return nil }
        var current = root
        var path = SpecPath()
        while true {
            switch tree.kind(current) {
            case .scalar:
                return NodeAtOffset(node: current, role: .value, path: path)
            case .mapping:
                var next: NodeID?
                for (key, value) in tree.pairs(current) {
                    if key > current, tree.range(key).contains(offset) {
                        return NodeAtOffset(node: key, role: .key, path: path.appending(.key(tree.string(key))))
                    }
                    if value > current, tree.range(value).contains(offset) {
                        next = value
                        path = path.appending(.key(tree.string(key)))
                        break
                    }
                }
                guard let next else { return NodeAtOffset(node: current, role: .value, path: path) }
                current = next
            case .sequence:
                guard let next = tree.items(current).first(where: { $0 > current && tree.range($0).contains(offset) }) else {
                    return NodeAtOffset(node: current, role: .value, path: path)
                }
                path = path.appending(.element)
                current = next
            }
        }
    }
}

/// Reads the grammar along a path.
public enum ShapeResolver {
    /// The shape of the value at `path` from the spec's root; nil when the path leaves the language.
    /// `kind` is the node's kind where known, to choose among `oneOf` alternatives.
    public static func shape(at path: SpecPath, kind: NodeKind? = nil) -> ValueShape? {
        var shape: ValueShape = .object(Grammar.root)
        for (index, segment) in path.segments.enumerated() {
            let isLast = index == path.segments.count - 1
            // Intermediate steps are collections: a key steps into a mapping, an element into a sequence.
            let stepKind: NodeKind = segment == .element ? .sequence : .mapping
            guard let container = choose(shape, for: stepKind) else { return nil }
            switch (segment, container) {
            case (.key(let name), .object(let object)):
                guard let key = object.key(name) else { return nil }
                shape = key.shape
            case (.key, .map(let element)):
                shape = element
            case (.element, .list(let element)):
                shape = element
            default:
                return nil
            }
            if isLast, let kind { shape = choose(shape, for: kind) ?? shape }
        }
        if path.segments.isEmpty, let kind { return choose(shape, for: kind) }
        return shape
    }

    /// The key shape of the last `.key` segment of `path` in its object, with the object.
    public static func key(at path: SpecPath) -> (object: ObjectShape, key: KeyShape)? {
        guard case .key(let name)? = path.segments.last else { return nil }
        let parent = SpecPath(Array(path.segments.dropLast()))
        guard let object = object(at: parent), let key = object.key(name) else { return nil }
        return (object, key)
    }

    /// The object shape of the mapping at `path`, if it is one.
    public static func object(at path: SpecPath) -> ObjectShape? {
        guard let shape = shape(at: path, kind: .mapping), case .object(let object) = choose(shape, for: .mapping) else { return nil }
        return object
    }

    /// The alternative of `shape` that a node of `kind` can be.
    public static func choose(_ shape: ValueShape, for kind: NodeKind) -> ValueShape? {
        switch shape {
        case .oneOf(let options):
            for option in options { if let chosen = choose(option, for: kind) { return chosen } }
            return nil
        case .object(let object):
            guard kind == .mapping else { return nil }
            // `children` refers back to the item shape through a placeholder without keys.
            return object.name == Grammar.item.name && object.keys.isEmpty ? .object(Grammar.item) : shape
        case .map:
            return kind == .mapping ? shape : nil
        case .list:
            return kind == .sequence ? shape : nil
        default:
            return kind == .scalar ? shape : nil
        }
    }

    /// The enumeration values a scalar of `shape` may take (enums, constants, booleans).
    public static func scalarValues(_ shape: ValueShape) -> [String] {
        switch shape {
        case .enumeration(let values): values
        case .constant(let value): [value]
        case .bool: ["true", "false"]
        case .oneOf(let options): options.flatMap(scalarValues)
        default: []
        }
    }

    /// Whether a scalar of `shape` names a screen.
    public static func isScreenReference(_ shape: ValueShape) -> Bool {
        switch shape {
        case .screenReference: true
        case .oneOf(let options): options.contains(where: isScreenReference)
        default: false
        }
    }
}

/// The documentation of every enumeration value, found by the set of spellings a key allows
/// (`automatic` means different things as a split behavior and as a display mode). The tables are
/// the grammar's, which the language reference reads too.
public enum EnumDocumentation {
    /// The documentation of `value` among the enumeration `allowed`.
    public static func documentation(of value: String, among allowed: [String]) -> String? {
        Grammar.enumDocumentation(of: value, among: allowed)
    }
}
