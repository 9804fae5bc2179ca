/// A node in a `YAMLTree`: an index, so a tree of a million nodes is a few flat arrays rather
/// than a million objects.
public struct NodeID: Hashable, Sendable, Comparable {
    public let index: Int32
    public init(_ index: Int32) { self.index = index }
    public static func < (lhs: NodeID, rhs: NodeID) -> Bool { lhs.index < rhs.index }
}

public enum NodeKind: UInt8, Sendable {
    case scalar
    case sequence
    case mapping
}

/// How a scalar was written; quoted scalars are always strings under the core schema.
public enum ScalarStyle: UInt8, Sendable {
    case plain
    case singleQuoted
    case doubleQuoted
    case literal
    case folded
}

/// The YAML node tree of one document with the exact source range of every node.
///
/// Aliases are resolved: an alias's slot in its parent points at the anchored node itself, so
/// consumers never see aliases, and the expansion they imply has already been bounded.
public struct YAMLTree: Sendable {
    public let source: SourceFile
    /// The document's root node, if the text had one.
    public internal(set) var root: NodeID?
    /// Problems found while building the tree, in source order.
    public internal(set) var problems: [YAMLProblem]
    /// False when a syntax error or a limit cut the tree short: consumers should then not
    /// report what is missing, because it may simply not have been read.
    public internal(set) var isComplete: Bool

    /// Where reading stopped inside the document (a syntax error, an unresolved alias, a limit),
    /// or nil when the document was read to its end. Nothing at or after this point is known:
    /// a key "missing" there may be written below, and a value that reaches it may be cut.
    public var stoppedAt: Int? {
        guard !isComplete else { return nil }
        return problems.lazy.filter { $0.kind != .multipleDocuments && $0.kind != .duplicateKey }.map(\.range.start).min()
    }

    /// Which reader built the tree (both build the same tree; tests compare them).
    public internal(set) var reader: YAMLReader = .libyaml

    var records: [Record]
    /// Children of collections, contiguous per collection: sequences list their items,
    /// mappings list key, value, key, value.
    var edges: [Int32]
    /// Scalar values that differ from their source text (quoted, escaped, folded).
    var arena: [UInt8]
    var tags: [String]
    /// Where the scalars of released entries were (see `YAMLStreaming.commentDirective`).
    var releasedScalarRanges: [(start: Int32, end: Int32, style: ScalarStyle)] = []

    /// 16 bytes a node: a spec has a node every ten bytes or so, so this is most of the tree.
    struct Record: Sendable {
        var start: Int32
        var end: Int32
        /// Scalars: value offset; collections: first edge.
        var a: Int32
        /// Bits 30-31 kind, 27-29 scalar style, 25-26 flags (bit 0: the scalar's value lives in
        /// `arena`; bit 1: flow collection), 0-24 `b`.
        var packed: UInt32

        /// The largest `b`: a scalar's byte length or a collection's edge count.
        static let maximumCount = Int32((1 << 25) - 1)

        init(kind: NodeKind, style: ScalarStyle, flags: UInt8, start: Int32, end: Int32, a: Int32, b: Int32) {
            self.start = start
            self.end = end
            self.a = a
            self.packed = UInt32(kind.rawValue) << 30 | UInt32(style.rawValue) << 27 | UInt32(flags & 3) << 25
            self.b = b
        }

        var kind: NodeKind { NodeKind(rawValue: UInt8(packed >> 30)) ?? .scalar }
        var style: ScalarStyle { ScalarStyle(rawValue: UInt8((packed >> 27) & 7)) ?? .plain }
        var flags: UInt8 { UInt8((packed >> 25) & 3) }

        /// Scalars: value length; collections: number of edges.
        var b: Int32 {
            get { Int32(packed & 0x01FF_FFFF) }
            set { packed = packed & ~0x01FF_FFFF | UInt32(clamping: min(max(newValue, 0), Self.maximumCount)) }
        }
    }

    /// Explicit tags by node, rare enough to keep out of `Record`.
    var nodeTags: [Int32: Int32] = [:]
    /// Nodes an alias refers to, which their consumers reach more than once.
    var aliasTargets: Set<Int32> = []

    /// Whether an alias refers to `node`, so that it is reached from more than one place. Such a
    /// node is never released while the text is read (its entry defines an anchor), so its id
    /// stays its own: what is derived from it once can be shared by every place that reaches it.
    public func isAliasTarget(_ node: NodeID) -> Bool {
        !aliasTargets.isEmpty && aliasTargets.contains(node.index)
    }

    /// An empty tree of `source`, before a reader fills it.
    public init(source: SourceFile) {
        self.source = source
        self.root = nil
        self.problems = []
        self.isComplete = true
        self.records = []
        self.edges = []
        self.arena = []
        self.tags = []
    }

    public var nodeCount: Int { records.count }

    public func kind(_ node: NodeID) -> NodeKind { records[Int(node.index)].kind }

    public func range(_ node: NodeID) -> SourceRange {
        let r = records[Int(node.index)]
        return SourceRange(start: Int(r.start), end: Int(r.end))
    }

    public func style(_ node: NodeID) -> ScalarStyle { records[Int(node.index)].style }

    /// The explicit tag (`!!str`, `!custom`), if the node has one.
    public func tag(_ node: NodeID) -> String? {
        nodeTags[node.index].map { tags[Int($0)] }
    }

    /// The scalar's value (after unquoting and folding). Empty for collections.
    public func string(_ node: NodeID) -> String {
        let r = records[Int(node.index)]
        guard r.kind == .scalar else { return "" }
        return withScalarBytes(node) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the bytes of the scalar's value, without copying them.
    public func withScalarBytes<T>(_ node: NodeID, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        let r = records[Int(node.index)]
        guard r.kind == .scalar else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
        let storage = r.flags & 1 != 0 ? arena : source.bytes
        return storage.withUnsafeBufferPointer { buffer in
            body(UnsafeBufferPointer(rebasing: buffer[Int(r.a)..<Int(r.a + r.b)]))
        }
    }

    /// Whether a scalar's value is exactly `text`, without allocating.
    public func scalarEquals(_ node: NodeID, _ text: StaticString) -> Bool {
        let r = records[Int(node.index)]
        guard r.kind == .scalar, Int(r.b) == text.utf8CodeUnitCount else { return false }
        return withScalarBytes(node) { bytes in
            let other = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
            return bytes.elementsEqual(other)
        }
    }

    /// The items of a sequence (empty for anything else).
    public func items(_ node: NodeID) -> [NodeID] {
        let r = records[Int(node.index)]
        guard r.kind == .sequence else { return [] }
        return edges[Int(r.a)..<Int(r.a + r.b)].map(NodeID.init)
    }

    /// The number of children: items of a sequence, pairs of a mapping.
    public func childCount(_ node: NodeID) -> Int {
        let r = records[Int(node.index)]
        switch r.kind {
        case .scalar: return 0
        case .sequence: return Int(r.b)
        case .mapping: return Int(r.b) / 2
        }
    }

    /// The key/value pairs of a mapping in source order, repeated keys already removed.
    public func pairs(_ node: NodeID) -> Pairs {
        let r = records[Int(node.index)]
        guard r.kind == .mapping else { return Pairs(edges: edges[0..<0]) }
        return Pairs(edges: edges[Int(r.a)..<Int(r.a + r.b)])
    }

    /// A mapping's pairs as a view over the tree's edges: iterating allocates nothing.
    public struct Pairs: RandomAccessCollection, Sendable {
        let edges: ArraySlice<Int32>

        public var startIndex: Int { 0 }
        public var endIndex: Int { edges.count / 2 }

        public subscript(position: Int) -> (key: NodeID, value: NodeID) {
            let i = edges.startIndex + position * 2
            return (NodeID(edges[i]), NodeID(edges[i + 1]))
        }
    }

    /// The value for a scalar key in a mapping.
    public func value(_ node: NodeID, forKey key: StaticString) -> NodeID? {
        let r = records[Int(node.index)]
        guard r.kind == .mapping else { return nil }
        var i = Int(r.a)
        let end = Int(r.a + r.b)
        while i < end {
            if scalarEquals(NodeID(edges[i]), key) { return NodeID(edges[i + 1]) }
            i += 2
        }
        return nil
    }
}

/// The two readers of YAML text: libyaml's events, and the faster reader of the common shape
/// of specs that hands anything else to libyaml (`automatic`).
public enum YAMLReader: Sendable, Equatable {
    case automatic
    case commonShape
    case libyaml
}

/// What the front end found wrong with the text, before any meaning is given to it.
public struct YAMLProblem: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case syntax = "yaml-syntax"
        case duplicateKey = "duplicate-key"
        case invalidEncoding = "invalid-encoding"
        case multipleDocuments = "multiple-documents"
        case resourceLimit = "resource-limit"
    }

    public var kind: Kind
    public var message: String
    public var range: SourceRange
    /// Other places that explain the problem, each with a label.
    public var related: [Related]
    public var notes: [String]
    public var help: String?
    /// The edit that fixes it, where that is mechanical (an indentation, a missing `:`).
    public var fix: Fix?

    public struct Fix: Sendable, Equatable {
        public var message: String
        public var edits: [TextEdit]
        public init(message: String, edits: [TextEdit]) {
            self.message = message
            self.edits = edits
        }
    }

    public struct Related: Sendable, Equatable {
        public var range: SourceRange
        public var label: String
        public init(range: SourceRange, label: String) {
            self.range = range
            self.label = label
        }
    }

    public init(kind: Kind, message: String, range: SourceRange, related: [Related] = [],
                notes: [String] = [], help: String? = nil, fix: Fix? = nil) {
        self.kind = kind
        self.message = message
        self.range = range
        self.related = related
        self.notes = notes
        self.help = help
        self.fix = fix
    }
}

/// Entries of a mapping copied out of the tree being read into a tree of their own, as they
/// are read: `build` hands a batch of screens to another core to decode while reading goes on,
/// and the reader releases them (`YAMLStreaming`). A node an entry reaches through an alias of
/// an anchor defined before it is copied in once per batch and stays an alias target, so the
/// decoder replays it as it does in the tree read.
public struct DetachedEntries: Sendable {
    public private(set) var tree: YAMLTree
    /// Each entry's key and value in `tree`, with the index of its value in the tree read.
    public private(set) var entries: [(key: NodeID, value: NodeID, original: Int32)] = []
    /// The nodes of the tree read copied in through aliases, by their index there.
    private var copies: [Int32: Int32] = [:]

    public init(source: SourceFile) {
        tree = YAMLTree(source: source)
    }

    /// Copies the entry `key: value` of `other`, where the mapping `value` is the last
    /// collection read, so that its subtree is every node after it. Returns `false`, copying
    /// nothing, when `other` has explicit tags (rare; such entries are decoded with the tree).
    public mutating func take(key: NodeID, value: NodeID, from other: YAMLTree) -> Bool {
        let first = Int(value.index), count = other.records.count
        guard other.nodeTags.isEmpty, key.index < value.index, first < count, other.records[first].kind == .mapping,
              other.records[Int(key.index)].kind == .scalar else { return false }
        let marks = (records: tree.records.count, edges: tree.edges.count, arena: tree.arena.count)
        if tree.reader != other.reader { tree.reader = other.reader }
        // The subtree's edges and arena bytes are the last ones written: collections write their
        // edges when they close, scalars their unquoted values when they are read.
        var edgeStart = other.edges.count, arenaStart = other.arena.count
        other.records.withUnsafeBufferPointer { records in
            for r in records[first..<count] {
                if r.kind == .scalar {
                    if r.flags & 1 != 0 { arenaStart = Swift.min(arenaStart, Int(r.a)) }
                } else if r.b > 0 {
                    edgeStart = Swift.min(edgeStart, Int(r.a))
                }
            }
        }
        let arenaShift = Int32(marks.arena - arenaStart), edgeShift = Int32(marks.edges - edgeStart)
        tree.arena += other.arena[arenaStart...]
        let newKey = Int32(marks.records)
        tree.records.append(tree.importedScalar(other.records[Int(key.index)], from: other))
        let nodeShift = Int32(marks.records + 1) - value.index
        tree.records += other.records[first..<count]
        tree.records.withUnsafeMutableBufferPointer { records in
            for index in (marks.records + 1)..<records.count {
                if records[index].kind == .scalar {
                    if records[index].flags & 1 != 0 { records[index].a += arenaShift }
                } else {
                    records[index].a = records[index].b > 0 ? records[index].a + edgeShift : 0
                }
            }
        }
        // Nodes before the entry reached through aliases: copied after its own nodes, their
        // edges after its edges.
        tree.edges += other.edges[edgeStart...]
        var outside: [Int] = []
        tree.edges.withUnsafeMutableBufferPointer { edges in
            for index in marks.edges..<edges.count {
                let target = edges[index]
                if target >= value.index, Int(target) < count {
                    edges[index] = target + nodeShift
                } else {
                    outside.append(index)
                }
            }
        }
        var imports = YAMLTree.Imports(edgeBase: Int32(tree.edges.count), copies: copies)
        var complete = true
        for index in outside {
            guard let copy = tree.importSubtree(tree.edges[index], from: other, into: &imports) else {
                complete = false
                break
            }
            tree.edges[index] = copy
        }
        guard complete else {
            tree.aliasTargets = tree.aliasTargets.filter { $0 < marks.records }
            tree.records.removeSubrange(marks.records...)
            tree.edges.removeSubrange(marks.edges...)
            tree.arena.removeSubrange(marks.arena...)
            return false
        }
        tree.edges += imports.edges
        if !outside.isEmpty { copies = imports.copies }
        entries.append((NodeID(newKey), NodeID(newKey + 1), value.index))
        return true
    }
}

extension YAMLTree {
    /// Edges of the nodes copied from another tree, which follow the entry's own edges.
    struct Imports {
        var edgeBase: Int32
        var edges: [Int32] = []
        var copies: [Int32: Int32]

        init(edgeBase: Int32, copies: [Int32: Int32]) {
            self.edgeBase = edgeBase
            self.copies = copies
        }
    }

    /// A scalar of `other` with its value moved into this tree's arena when it lives in `other`'s.
    fileprivate mutating func importedScalar(_ record: Record, from other: YAMLTree) -> Record {
        var r = record
        if r.flags & 1 != 0 {
            let start = Int(r.a)
            r.a = Int32(arena.count)
            arena += other.arena[start..<start + Int(r.b)]
        }
        return r
    }

    /// Copies `node` of `other` and everything below it to the end of this tree, once: its new
    /// index. `nil` for an edge that leads nowhere.
    fileprivate mutating func importSubtree(_ node: Int32, from other: YAMLTree, into imports: inout Imports) -> Int32? {
        if let copy = imports.copies[node] { return copy }
        guard node >= 0, Int(node) < other.records.count else { return nil }
        let record = other.records[Int(node)]
        let index = Int32(records.count)
        imports.copies[node] = index
        if other.isAliasTarget(NodeID(node)) { aliasTargets.insert(index) }
        guard record.kind != .scalar else {
            records.append(importedScalar(record, from: other))
            return index
        }
        records.append(record)
        var children: [Int32] = []
        children.reserveCapacity(Int(record.b))
        for child in other.edges[Int(record.a)..<Int(record.a + record.b)] {
            guard let copy = importSubtree(child, from: other, into: &imports) else { return nil }
            children.append(copy)
        }
        records[Int(index)].a = record.b > 0 ? imports.edgeBase + Int32(imports.edges.count) : 0
        imports.edges += children
        return index
    }
}
