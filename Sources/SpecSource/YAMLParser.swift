import CYAML
import SystemInterface

/// Limits that keep a hostile or accidental input from eating memory or time.
public struct YAMLLimits: Sendable, Equatable {
    /// Deepest nesting of sequences and mappings. Real specs stay under 20.
    public var maxDepth: Int
    /// Most nodes the document may stand for once every alias is expanded.
    public var maxAliasExpansion: Int
    /// Largest file accepted, in bytes.
    public var maxFileBytes: Int

    public init(maxDepth: Int = 256, maxAliasExpansion: Int = 1_000_000, maxFileBytes: Int = 128 << 20) {
        self.maxDepth = maxDepth
        self.maxAliasExpansion = maxAliasExpansion
        self.maxFileBytes = maxFileBytes
    }

    public static let `default` = YAMLLimits()
}

/// Builds a `YAMLTree` in one pass over libyaml's events.
public enum YAMLParser {
    /// Parses raw file bytes: checks the encoding, then builds the tree.
    public static func parse(path: String, bytes: [UInt8], limits: YAMLLimits = .default,
                             streaming: YAMLStreaming? = nil) -> YAMLTree {
        let decoded = TextDecoding.decode(path: path, bytes: bytes)
        if let problem = decoded.problem {
            var tree = YAMLTree(source: decoded.source)
            tree.problems.append(problem)
            tree.isComplete = false
            return tree
        }
        return parse(decoded.source, limits: limits, streaming: streaming)
    }

    /// Parses text that is known to be valid UTF-8. `reader` is for tests that compare the
    /// two readers; everything else leaves it to choose.
    public static func parse(_ source: SourceFile, limits: YAMLLimits = .default, reader: YAMLReader = .automatic,
                             streaming: YAMLStreaming? = nil) -> YAMLTree {
        var tree = YAMLTree(source: source)
        if source.bytes.count > limits.maxFileBytes {
            tree.problems.append(YAMLProblem(
                kind: .resourceLimit,
                message: "the file is \(source.bytes.count) bytes, more than the limit of \(limits.maxFileBytes) bytes",
                range: .at(0),
                help: "split the spec, or raise the limit with `limits: { maxFileBytes: N }` in .layoutc.yml"))
            tree.isComplete = false
            return tree
        }
        var builder = TreeBuilder(tree: tree, limits: limits)
        builder.streaming = streaming
        builder.keepsReleasedScalarRanges = streaming.map { CommentScanner.contains($0.commentDirective, in: source.bytes) } ?? false
        builder.run(commonShapeFirst: reader == .automatic)
        return builder.tree
    }
}

/// libyaml counts positions in characters (a CRLF is two); layoutc keeps byte offsets.
struct CharacterIndexMap {
    let bytes: UnsafeBufferPointer<UInt8>
    let base: Int
    let isASCII: Bool
    var cursorChar = 0
    var cursorByte: Int
    var checkpoints: [Int] = [] // byte offset of every 4096th character
    static let stride = 4096

    init(bytes: UnsafeBufferPointer<UInt8>, base: Int, isASCII: Bool) {
        self.bytes = bytes
        self.base = base
        self.isASCII = isASCII
        self.cursorByte = base
        self.checkpoints = [base]
    }

    mutating func byteOffset(ofCharacter index: Int) -> Int {
        if isASCII { return min(base + index, bytes.count) }
        if index < cursorChar {
            let k = min(index / Self.stride, checkpoints.count - 1)
            cursorChar = k * Self.stride
            cursorByte = checkpoints[k]
        }
        let count = bytes.count
        let base = bytes.baseAddress!
        // Runs of ASCII, eight bytes at a time, without crossing a checkpoint.
        while index - cursorChar >= 8 && cursorByte + 8 <= count
                && (cursorChar % Self.stride) + 8 < Self.stride {
            let word = UnsafeRawPointer(base + cursorByte).loadUnaligned(as: UInt64.self)
            if word & 0x8080_8080_8080_8080 != 0 { break }
            cursorByte += 8
            cursorChar += 8
        }
        while cursorChar < index && cursorByte < count {
            cursorByte += UTF8Scalar.length(lead: bytes[cursorByte])
            cursorChar += 1
            if cursorChar % Self.stride == 0 && cursorChar / Self.stride == checkpoints.count {
                checkpoints.append(cursorByte)
            }
        }
        return min(cursorByte, count)
    }
}

struct TreeBuilder {
    var tree: YAMLTree
    let limits: YAMLLimits

    struct Frame {
        var node: Int32
        var kind: NodeKind
        var scratchStart: Int
        var expanded: Int
        var anchor: String?
        /// Where the text of the last child ends (an alias's own text, not its target's).
        var lastEnd: Int32
        /// What the tree held when the collection opened, so a streamed entry can be released.
        var edgesAtOpen: Int32 = 0
        var arenaAtOpen: Int32 = 0
        var definitionsAtOpen: Int32 = 0
    }

    var frames: [Frame] = []
    var scratch: [Int32] = []
    var anchors: [String: (node: Int32, expanded: Int)] = [:]
    var totalExpansion = 0
    var documents = 0
    var stopped = false
    var streaming: YAMLStreaming?
    var keepsReleasedScalarRanges = false
    /// Anchors and tags defined so far: an entry that defines one cannot be released.
    var definitions: Int32 = 0

    init(tree: YAMLTree, limits: YAMLLimits) {
        self.tree = tree
        self.limits = limits
    }

    mutating func run(commonShapeFirst: Bool = true) {
        let source = tree.source
        let base = source.encoding == .utf8WithBOM ? 3 : 0
        // Spec-shaped YAML has a node every 10 bytes or so. Reserving generously costs no
        // resident memory (untouched pages are never committed) and avoids the doubling copy
        // that would otherwise hold two tree-sized arrays at once.
        tree.records.reserveCapacity(source.bytes.count / 4 + 16)
        tree.edges.reserveCapacity(source.bytes.count / 4 + 16)
        if commonShapeFirst && base == 0 {
            let read = source.bytes.withUnsafeBufferPointer { CommonShapeReader.read($0, into: &self) }
            if read {
                tree.reader = .commonShape
                return
            }
            reset()
        }
        source.bytes.withUnsafeBufferPointer { buffer in
            var map = CharacterIndexMap(bytes: buffer, base: base, isASCII: source.isASCII)
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) != 0 else { return }
            defer { yaml_parser_delete(&parser) }
            let input = UnsafeBufferPointer(rebasing: buffer[base...])
            yaml_parser_set_input_string(&parser, input.baseAddress ?? UnsafePointer(bitPattern: 1), input.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            var event = yaml_event_t()
            while !stopped {
                guard yaml_parser_parse(&parser, &event) != 0 else {
                    reportParserError(&parser, &map)
                    break
                }
                let done = event.type == YAML_STREAM_END_EVENT
                handle(&event, &map)
                yaml_event_delete(&event)
                if done { break }
            }
        }
        // Close whatever a syntax error or a limit left open, so the partial tree is usable.
        while !frames.isEmpty { closeCollection(end: nil) }
    }

    /// Back to an empty tree after the common-shape reader gave up (capacity kept).
    mutating func reset() {
        tree.root = nil
        tree.problems.removeAll()
        tree.isComplete = true
        tree.records.removeAll(keepingCapacity: true)
        tree.edges.removeAll(keepingCapacity: true)
        tree.arena.removeAll(keepingCapacity: true)
        tree.tags.removeAll()
        tree.nodeTags.removeAll()
        tree.aliasTargets.removeAll()
        tree.reader = .libyaml
        frames.removeAll()
        scratch.removeAll(keepingCapacity: true)
        anchors.removeAll()
        totalExpansion = 0
        documents = 0
        stopped = false
        definitions = 0
        tree.releasedScalarRanges.removeAll()
        streaming?.restart()
    }

    /// One libyaml event: each kind of event has its own function below.
    mutating func handle(_ event: inout yaml_event_t, _ map: inout CharacterIndexMap) {
        switch event.type {
        case YAML_DOCUMENT_START_EVENT: documentStarted(event, &map)
        case YAML_SCALAR_EVENT: scalar(event, &map)
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT: collectionStarted(event, &map)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            closeCollection(end: map.byteOffset(ofCharacter: Int(event.end_mark.index)))
        case YAML_ALIAS_EVENT: alias(event, &map)
        default: break
        }
    }

    /// A spec is one document: the start of a second one is reported and ends reading.
    mutating func documentStarted(_ event: yaml_event_t, _ map: inout CharacterIndexMap) {
        documents += 1
        if documents > 1 {
            let start = map.byteOffset(ofCharacter: Int(event.start_mark.index))
            let end = map.byteOffset(ofCharacter: Int(event.end_mark.index))
            let firstRange = tree.root.map { tree.range($0) } ?? .at(0)
            tree.problems.append(YAMLProblem(
                kind: .multipleDocuments,
                message: "a spec file holds one YAML document, but a second one starts here",
                range: SourceRange(start: start, end: max(end, start)),
                related: [.init(range: SourceRange(start: firstRange.start, end: firstRange.start), label: "the spec's document starts here")],
                help: "move the second document into its own `*.layout.yaml` file"))
            tree.isComplete = false
            stopped = true
        }
    }

    /// A scalar event: libyaml's marks become byte offsets, its style ours.
    mutating func scalar(_ event: yaml_event_t, _ map: inout CharacterIndexMap) {
        let start = map.byteOffset(ofCharacter: Int(event.start_mark.index))
        let end = map.byteOffset(ofCharacter: Int(event.end_mark.index))
        let scalar = event.data.scalar
        let style: ScalarStyle
        switch scalar.style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: style = .literal
        case YAML_FOLDED_SCALAR_STYLE: style = .folded
        default: style = .plain
        }
        let value = UnsafeBufferPointer(start: scalar.value.map { UnsafePointer($0) }, count: Int(scalar.length))
        let tag = tagIndex(scalar.tag, implicit: scalar.plain_implicit != 0 || scalar.quoted_implicit != 0)
        addScalar(start: start, end: end, style: style, value: value, tag: tag, anchor: scalar.anchor.map { String(cString: $0) })
    }

    /// A scalar node: its value stays a slice of the source where it is written there as it is
    /// (plain text, or quotes around text with nothing to unescape), and goes to the arena only
    /// where libyaml changed it (escapes, folding).
    mutating func addScalar(start: Int, end: Int, style: ScalarStyle, value: UnsafeBufferPointer<UInt8>,
                            tag: Int32 = -1, anchor: String? = nil) {
        var end = end
        if style == .literal || style == .folded {
            // A block scalar's end mark sits after its trailing line breaks; point at text.
            let bytes = tree.source.bytes
            while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D || bytes[end - 1] == 0x20 { end -= 1 }
        }
        let length = value.count
        guard length <= Int(YAMLTree.Record.maximumCount) else {
            tree.problems.append(YAMLProblem(
                kind: .resourceLimit, message: "this scalar is \(length) bytes long, more than the limit of \(YAMLTree.Record.maximumCount) bytes",
                range: SourceRange(start: start, end: start + 1)))
            tree.isComplete = false
            stopped = true
            return
        }
        var flags: UInt8 = 0
        var valueStart = -1
        switch style {
        case .plain: if end - start == length { valueStart = start }
        case .singleQuoted, .doubleQuoted: if end - start == length + 2 { valueStart = start + 1 }
        case .literal, .folded: break
        }
        if valueStart >= 0, length > 0, let pointer = value.baseAddress {
            // The common-shape reader hands over the source's own bytes: nothing to compare.
            let same = tree.source.bytes.withUnsafeBufferPointer { src in
                let text = src.baseAddress! + valueStart
                return text == pointer || memcmp(text, pointer, length) == 0
            }
            if !same { valueStart = -1 }
        }
        if valueStart < 0 {
            flags = 1
            valueStart = tree.arena.count
            if length > 0 { tree.arena.append(contentsOf: value) }
        }
        let id = appendRecord(.init(kind: .scalar, style: style, flags: flags, start: Int32(start), end: Int32(end),
                                    a: Int32(valueStart), b: Int32(length)), tag: tag)
        if let anchor {
            anchors[anchor] = (id, 1)
            definitions += 1
        }
        attach(id, expanded: 1, textEnd: end)
    }

    /// The start of a mapping or sequence event.
    mutating func collectionStarted(_ event: yaml_event_t, _ map: inout CharacterIndexMap) {
        let isMapping = event.type == YAML_MAPPING_START_EVENT
        let start = map.byteOffset(ofCharacter: Int(event.start_mark.index))
        let flow: Bool
        let anchorPointer: UnsafeMutablePointer<yaml_char_t>?
        let tagPointer: UnsafeMutablePointer<yaml_char_t>?
        let implicit: Bool
        if isMapping {
            flow = event.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE
            anchorPointer = event.data.mapping_start.anchor
            tagPointer = event.data.mapping_start.tag
            implicit = event.data.mapping_start.implicit != 0
        } else {
            flow = event.data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE
            anchorPointer = event.data.sequence_start.anchor
            tagPointer = event.data.sequence_start.tag
            implicit = event.data.sequence_start.implicit != 0
        }
        openCollection(isMapping: isMapping, flow: flow, start: start, tag: tagIndex(tagPointer, implicit: implicit),
                       anchor: anchorPointer.map { String(cString: $0) })
    }

    /// A mapping or sequence starts: a frame collects its children until it closes.
    mutating func openCollection(isMapping: Bool, flow: Bool, start: Int, tag: Int32 = -1, anchor: String? = nil) {
        if frames.count >= limits.maxDepth {
            tree.problems.append(YAMLProblem(
                kind: .resourceLimit,
                message: "the document nests deeper than \(limits.maxDepth) levels",
                range: SourceRange(start: start, end: start + 1),
                help: "specs need a few levels; raise `limits: { maxDepth: N }` in .layoutc.yml only if this is intended"))
            tree.isComplete = false
            stopped = true
            return
        }
        let id = appendRecord(.init(kind: isMapping ? .mapping : .sequence, style: .plain, flags: flow ? 2 : 0,
                                    start: Int32(start), end: Int32(start), a: 0, b: 0),
                              tag: tag)
        // Counted after the frame records it: an anchor on the entry itself keeps it whole too.
        frames.append(Frame(node: id, kind: isMapping ? .mapping : .sequence, scratchStart: scratch.count,
                            expanded: 1, anchor: anchor, lastEnd: Int32(start), edgesAtOpen: Int32(tree.edges.count),
                            arenaAtOpen: Int32(tree.arena.count), definitionsAtOpen: definitions))
        if let anchor {
            anchors[anchor] = (id, -1)
            definitions += 1
        }
    }

    /// An alias: the anchored node again, counted against the expansion limit.
    mutating func alias(_ event: yaml_event_t, _ map: inout CharacterIndexMap) {
        let start = map.byteOffset(ofCharacter: Int(event.start_mark.index))
        let end = map.byteOffset(ofCharacter: Int(event.end_mark.index))
        addAlias(event.data.alias.anchor.map { String(cString: $0) } ?? "", start: start, end: end)
    }

    /// `*name` between `start` and `end`.
    mutating func addAlias(_ name: String, start: Int, end: Int) {
        let range = SourceRange(start: start, end: end)
        guard let target = anchors[name] else {
            tree.problems.append(YAMLProblem(kind: .syntax, message: "the alias `*\(name)` refers to no anchor `&\(name)` defined before it",
                                             range: range, help: "define `&\(name)` on a node above this line"))
            tree.isComplete = false
            attachPlaceholder(range)
            return
        }
        guard target.expanded >= 0 else {
            tree.problems.append(YAMLProblem(kind: .resourceLimit, message: "the alias `*\(name)` refers to a node that contains it, which would expand forever",
                                             range: range))
            tree.isComplete = false
            attachPlaceholder(range)
            return
        }
        totalExpansion += target.expanded
        if totalExpansion > limits.maxAliasExpansion {
            tree.problems.append(YAMLProblem(
                kind: .resourceLimit,
                message: "aliases expand this document to more than \(limits.maxAliasExpansion) nodes",
                range: range,
                notes: ["this is how a \"billion laughs\" document exhausts memory; layoutc stops reading here"],
                help: "use fewer nested aliases, or raise `limits: { maxAliasExpansion: N }` in .layoutc.yml"))
            tree.isComplete = false
            stopped = true
            return
        }
        tree.aliasTargets.insert(target.node)
        attach(target.node, expanded: target.expanded, textEnd: end)
    }

    mutating func appendRecord(_ record: YAMLTree.Record, tag: Int32 = -1) -> Int32 {
        let id = Int32(tree.records.count)
        tree.records.append(record)
        if tag >= 0 { tree.nodeTags[id] = tag }
        return id
    }

    mutating func tagIndex(_ pointer: UnsafeMutablePointer<yaml_char_t>?, implicit: Bool) -> Int32 {
        guard let pointer else { return -1 }
        definitions += 1
        tree.tags.append(String(cString: pointer))
        return Int32(tree.tags.count - 1)
    }

    mutating func attach(_ id: Int32, expanded: Int, textEnd: Int) {
        if frames.isEmpty {
            if tree.root == nil { tree.root = NodeID(id) }
            return
        }
        if scratch.count - frames[frames.count - 1].scratchStart >= Int(YAMLTree.Record.maximumCount) - 1 {
            if !stopped {
                tree.problems.append(YAMLProblem(
                    kind: .resourceLimit, message: "this collection has more than \(YAMLTree.Record.maximumCount / 2) entries",
                    range: SourceRange(start: textEnd, end: textEnd)))
                tree.isComplete = false
                stopped = true
            }
            return
        }
        scratch.append(id)
        frames[frames.count - 1].expanded += expanded
        frames[frames.count - 1].lastEnd = Int32(textEnd)
    }

    /// Stands in for an alias that cannot be resolved, so the mapping around it stays paired.
    mutating func attachPlaceholder(_ range: SourceRange) {
        let id = appendRecord(.init(kind: .scalar, style: .plain, flags: 1, start: Int32(range.start), end: Int32(range.end),
                                    a: Int32(tree.arena.count), b: 0))
        attach(id, expanded: 1, textEnd: range.end)
    }

    mutating func closeCollection(end: Int?) {
        guard let frame = frames.popLast() else { return }
        let index = Int(frame.node)
        var record = tree.records[index]
        record.a = Int32(tree.edges.count)
        if frame.kind == .mapping {
            if (scratch.count - frame.scratchStart) % 2 == 1 { scratch.removeLast() } // a key cut off by an error
            appendMappingEdges(from: frame.scratchStart)
        } else {
            tree.edges.append(contentsOf: scratch[frame.scratchStart...])
        }
        scratch.removeSubrange(frame.scratchStart...)
        record.b = Int32(tree.edges.count) - record.a
        // Block collections end where their last child ends; flow ones at their closing bracket.
        if record.flags & 2 != 0, let end {
            record.end = Int32(max(Int(record.start), end))
        } else {
            record.end = max(record.start, frame.lastEnd)
        }
        tree.records[index] = record
        if let anchor = frame.anchor { anchors[anchor] = (frame.node, frame.expanded) }
        attach(frame.node, expanded: frame.expanded, textEnd: Int(record.end))
        if streaming != nil, frame.kind == .mapping { streamIfEntry(frame) }
    }

    /// Hands a just-closed mapping to `streaming` if it is a value of the streamed section
    /// (root mapping, then the section's mapping, then this), and releases its subtree if taken.
    mutating func streamIfEntry(_ frame: Frame) {
        // An anchor on the section (or the root) lets a later alias reach every entry in it, so
        // then nothing in it may be released.
        guard let streaming, !stopped, frames.count == 2, frames[0].kind == .mapping, frames[1].kind == .mapping,
              frames[0].anchor == nil, frames[1].anchor == nil, frame.definitionsAtOpen == definitions else { return }
        let root = frames[0], section = frames[1]
        // The root's key waiting for the section's mapping, and a whole key/value pair in it.
        let rootPending = section.scratchStart - root.scratchStart
        let sectionCount = scratch.count - section.scratchStart
        guard rootPending % 2 == 1, sectionCount >= 2, sectionCount % 2 == 0,
              scratch[scratch.count - 1] == frame.node,
              tree.scalarEquals(NodeID(scratch[section.scratchStart - 1]), streaming.section) else { return }
        let key = NodeID(scratch[scratch.count - 2])
        guard tree.kind(key) == .scalar, key.index < frame.node else { return }
        guard streaming.take(&tree, key, NodeID(frame.node)) else { return }
        release(frame, keepingScalarRanges: keepsReleasedScalarRanges)
    }

    /// Drops everything below a taken entry; its own record stays, an empty mapping with its range.
    mutating func release(_ frame: Frame, keepingScalarRanges: Bool) {
        let first = Int(frame.node) + 1
        if keepingScalarRanges {
            for index in first..<tree.records.count where tree.records[index].kind == .scalar {
                let r = tree.records[index]
                tree.releasedScalarRanges.append((r.start, r.end, r.style))
            }
        }
        tree.records.removeSubrange(first...)
        tree.edges.removeSubrange(Int(frame.edgesAtOpen)...)
        tree.arena.removeSubrange(Int(frame.arenaAtOpen)...)
        var record = tree.records[Int(frame.node)]
        record.a = frame.edgesAtOpen
        record.b = 0
        tree.records[Int(frame.node)] = record
    }

    /// Moves a mapping's key/value pairs from `scratch` to `edges`, dropping repeated keys.
    /// YAML says keys are unique, libyaml does not check: the first occurrence counts.
    mutating func appendMappingEdges(from start: Int) {
        let count = (scratch.count - start) / 2
        guard count > 1 else {
            tree.edges.append(contentsOf: scratch[start...])
            return
        }
        var seen: [String: Int32] = [:]
        let useDictionary = count > 12
        var keptKeys: [Int32] = []
        var i = start
        while i < scratch.count {
            let key = NodeID(scratch[i])
            var firstKey: Int32?
            if tree.kind(key) == .scalar {
                if useDictionary {
                    let text = tree.string(key)
                    if let first = seen[text] { firstKey = first } else { seen[text] = key.index }
                } else {
                    firstKey = firstEqualKey(key, among: keptKeys)
                    if firstKey == nil { keptKeys.append(key.index) }
                }
            }
            if let firstKey {
                let name = tree.string(key)
                tree.problems.append(YAMLProblem(
                    kind: .duplicateKey,
                    message: "the key `\(name)` appears twice in this mapping",
                    range: tree.range(key),
                    related: [.init(range: tree.range(NodeID(firstKey)), label: "first `\(name)` is here, and it is the one that counts")],
                    help: "remove one of the two, or merge their values"))
            } else {
                tree.edges.append(scratch[i])
                tree.edges.append(scratch[i + 1])
            }
            i += 2
        }
    }

    /// The first of `keys` whose scalar value equals `key`'s: lengths first, then the bytes.
    func firstEqualKey(_ key: NodeID, among keys: [Int32]) -> Int32? {
        let x = tree.records[Int(key.index)]
        let source = tree.source.bytes
        let arena = tree.arena
        return source.withUnsafeBufferPointer { source in
            arena.withUnsafeBufferPointer { arena in
                let p = (x.flags & 1 != 0 ? arena.baseAddress : source.baseAddress).map { $0 + Int(x.a) }
                for other in keys {
                    let y = tree.records[Int(other)]
                    guard y.b == x.b, y.kind == .scalar else { continue }
                    if x.b == 0 { return other }
                    let q = (y.flags & 1 != 0 ? arena.baseAddress : source.baseAddress).map { $0 + Int(y.a) }
                    if let p, let q, memcmp(p, q, Int(x.b)) == 0 { return other }
                }
                return nil
            }
        }
    }

    /// A tab in a line's leading white space: libyaml calls it a character that cannot start a token.
    func isIndentationTab(at offset: Int) -> Bool {
        let bytes = tree.source.bytes
        guard offset < bytes.count, bytes[offset] == 0x09 else { return false }
        let lineStart = tree.source.lineStarts[tree.source.lineIndex(of: offset)]
        return bytes[lineStart..<offset].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == UInt8(ascii: "-") }
    }

    mutating func reportParserError(_ parser: inout yaml_parser_t, _ map: inout CharacterIndexMap) {
        tree.isComplete = false
        let problem = parser.problem.map { String(cString: $0) } ?? "the text cannot be read as YAML"
        let context = parser.context.map { String(cString: $0) }
        if parser.error == YAML_READER_ERROR {
            let offset = min(Int(parser.problem_offset) + map.base, tree.source.bytes.count)
            tree.problems.append(YAMLProblem(kind: .invalidEncoding,
                                             message: "the text contains a character YAML does not allow (\(problem))",
                                             range: SourceRange(start: offset, end: min(offset + 1, tree.source.bytes.count))))
            return
        }
        let problemOffset = map.byteOffset(ofCharacter: Int(parser.problem_mark.index))
        var related: [YAMLProblem.Related] = []
        let contextOffset = context == nil ? nil : map.byteOffset(ofCharacter: Int(parser.context_mark.index))
        if !isIndentationTab(at: problemOffset),
           var diagnosed = SyntaxDiagnosis(source: tree.source).diagnose(.init(problem: problem, context: context,
                                                                               problemOffset: problemOffset, contextOffset: contextOffset)) {
            diagnosed.notes.append("libyaml says: \(context.map { $0 + ", " } ?? "")\(problem)")
            tree.problems.append(diagnosed)
            return
        }
        if isIndentationTab(at: problemOffset) {
            tree.problems += SyntaxDiagnosis(source: tree.source).tabIndentations(from: problemOffset, libyaml: problem)
            return
        }
        if let context, context != "while scanning for the next token" {
            let contextOffset = map.byteOffset(ofCharacter: Int(parser.context_mark.index))
            related.append(.init(range: SourceRange(start: contextOffset, end: contextOffset + (contextOffset < tree.source.bytes.count ? 1 : 0)),
                                 label: SyntaxMessages.contextLabel(context)))
        }
        let words = SyntaxMessages.explain(problem: problem, context: context)
        let end = problemOffset < tree.source.bytes.count ? problemOffset + 1 : problemOffset
        tree.problems.append(YAMLProblem(kind: .syntax, message: words.message,
                                         range: SourceRange(start: problemOffset, end: end),
                                         related: related,
                                         notes: ["libyaml says: \(context.map { $0 + ", " } ?? "")\(problem)"],
                                         help: words.help))
    }
}
