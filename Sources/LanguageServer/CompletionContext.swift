import SpecSource

/// What is being typed at the cursor, read from the text's indentation rather than the YAML
/// tree: while a key is half typed the document is usually not valid YAML, so the tree cannot
/// say where the cursor is.
public struct CompletionContext: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A key (or a list entry's value) in the collection at `path`.
        case key
        /// The value of `key` in the mapping at `path`.
        case value(key: String)
    }

    public var kind: Kind
    /// The collection the cursor is in: a mapping for `.key` (or a sequence entry), the mapping
    /// holding the key for `.value`.
    public var path: SpecPath
    /// The partial word before the cursor, which completions replace.
    public var word: String
    /// Keys already written in the same mapping.
    public var presentKeys: Set<String>
    /// Word bytes right after the cursor, which a completion also replaces.
    public var wordSuffixLength = 0
    /// The word is already followed by `:`, so a key completion inserts only the name.
    public var keyColonFollows = false

    public init(kind: Kind, path: SpecPath, word: String, presentKeys: Set<String>) {
        self.kind = kind
        self.path = path
        self.word = word
        self.presentKeys = presentKeys
    }

    /// The context at a byte offset; nil where nothing can be completed (inside a quoted
    /// string, a comment, or a block scalar).
    public static func at(_ offset: Int, in source: SourceFile) -> CompletionContext? {
        guard var context = contextBeforeCursor(offset, in: source) else { return nil }
        let lineEnd = source.lineBytes(source.lineIndex(of: offset)).endIndex
        var i = min(offset, lineEnd)
        while i < lineEnd, LineShape.isWordByte(source.bytes[i]) { i += 1 }
        context.wordSuffixLength = i - min(offset, lineEnd)
        context.keyColonFollows = i < lineEnd && source.bytes[i] == UInt8(ascii: ":")
        return context
    }

    static func contextBeforeCursor(_ offset: Int, in source: SourceFile) -> CompletionContext? {
        let lineIndex = source.lineIndex(of: offset)
        let lineStart = source.lineStarts[lineIndex]
        let bytes = Array(source.lineBytes(lineIndex))
        let cursor = min(max(0, offset - lineStart), bytes.count)
        let prefix = Array(bytes[0..<cursor])
        let line = LineShape(prefix)
        if line.isComment { return nil }

        // The collection holding the current line's content, from the lines above.
        let anchorColumn = line.dashColumns.first ?? line.contentColumn
        guard var (path, siblings) = ancestors(of: lineIndex, column: anchorColumn, contentColumn: line.contentColumn, in: source) else {
            return nil
        }
        for _ in line.dashColumns { path = path.appending(.element) }
        if line.dashColumns.isEmpty {
            siblings.formUnion(followingSiblings(after: lineIndex, column: line.contentColumn, in: source))
        } else {
            siblings = followingSiblings(after: lineIndex, column: line.contentColumn, in: source)
        }

        let content = Array(prefix[min(line.contentColumn, prefix.count)...])
        if let colon = LineShape.keyColon(in: content) {
            let key = String(decoding: content[0..<colon], as: UTF8.self)
            let rest = Array(content[(colon + 1)...])
            if rest.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "[") }) {
                return FlowScanner.context(rest, path: path.appending(.key(key)))
            }
            let word = rest.drop { $0 == 0x20 }
            guard word.allSatisfy(LineShape.isWordByte), rest.first == 0x20 || rest.isEmpty else { return nil }
            return CompletionContext(kind: .value(key: key), path: path, word: String(decoding: word, as: UTF8.self),
                                     presentKeys: siblings)
        }
        if content.first == UInt8(ascii: "{") || content.first == UInt8(ascii: "[") {
            // A flow collection as a list entry: `- { id: x, |`.
            return FlowScanner.context(content, path: path)
        }
        guard content.allSatisfy(LineShape.isWordByte) else { return nil }
        return CompletionContext(kind: .key, path: path, word: String(decoding: content, as: UTF8.self), presentKeys: siblings)
    }

    /// Walks up from `lineIndex` to the root, collecting the keys and list entries that contain
    /// a line starting at `column` (its first dash, or its content), and the keys above it in
    /// the same mapping when the line itself is a key (`contentColumn == column`).
    static func ancestors(of lineIndex: Int, column: Int, contentColumn: Int, in source: SourceFile) -> (SpecPath, Set<String>)? {
        var segments: [SpecPath.Segment] = []
        var siblings = Set<String>()
        let lineIsKey = contentColumn == column
        var threshold = column
        var index = lineIndex - 1
        while index >= 0 {
            // At the root only top-level sibling keys are left to collect.
            if threshold == 0 && !(lineIsKey && column == 0) { break }
            let line = LineShape(Array(source.lineBytes(index)))
            index -= 1
            if line.isBlank || line.isComment { continue }
            let lineColumn = line.dashColumns.first ?? line.contentColumn
            let sameMapping = lineIsKey && threshold == column
            if lineColumn >= threshold {
                // Deeper, or a sibling at the same level.
                if sameMapping, line.dashColumns.isEmpty, line.contentColumn == column, let key = line.key {
                    siblings.insert(key)
                }
                continue
            }
            // This line holds what contains the cursor's line.
            var prefix: [SpecPath.Segment] = []
            for dash in line.dashColumns where dash < threshold { prefix.append(.element) }
            if line.contentColumn < threshold {
                // `key:` opening the block below (the common case), possibly after `- `.
                guard let key = line.key, line.opensNestedBlock else { return nil }
                prefix.append(.key(key))
            } else if line.contentColumn == threshold, sameMapping, let key = line.key {
                // `- id: x` above `  title: |`: the first key of the same item.
                siblings.insert(key)
            }
            segments = prefix + segments
            threshold = lineColumn
        }
        return (SpecPath(segments), siblings)
    }

    /// Keys at `column` in the lines after `lineIndex` that continue the same mapping.
    static func followingSiblings(after lineIndex: Int, column: Int, in source: SourceFile) -> Set<String> {
        var keys = Set<String>()
        var index = lineIndex + 1
        while index < source.lineStarts.count {
            let line = LineShape(Array(source.lineBytes(index)))
            index += 1
            if line.isBlank || line.isComment { continue }
            let lineColumn = line.dashColumns.first ?? line.contentColumn
            if lineColumn < column { break }
            if lineColumn == column {
                guard line.dashColumns.isEmpty else { break }
                if let key = line.key { keys.insert(key) }
            }
        }
        return keys
    }
}

/// The context inside flow collections on one line: `onSelect: { showDetail: Mes|`.
enum FlowScanner {
    struct Frame {
        var isMapping: Bool
        var path: SpecPath
        var keys: Set<String> = []
        var pendingKey: String?
    }

    /// `text` starts after a block key's colon (or at a list entry's flow collection); `path`
    /// is where the flow collection's value sits.
    static func context(_ text: [UInt8], path: SpecPath) -> CompletionContext? {
        var stack: [Frame] = []
        var word: [UInt8] = []
        var i = 0
        func valuePath() -> SpecPath? {
            guard let top = stack.last else { return path }
            if top.isMapping {
                guard let key = top.pendingKey else { return nil }
                return top.path.appending(.key(key))
            }
            return top.path.appending(.element)
        }
        while i < text.count {
            let byte = text[i]
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard let at = valuePath() else { return nil }
                stack.append(Frame(isMapping: byte == UInt8(ascii: "{"), path: at))
                word = []
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard !stack.isEmpty else { return nil }
                stack.removeLast()
                if !stack.isEmpty { stack[stack.count - 1].pendingKey = nil }
                word = []
            case UInt8(ascii: ","):
                if !stack.isEmpty { stack[stack.count - 1].pendingKey = nil }
                word = []
            case UInt8(ascii: ":"):
                if !stack.isEmpty, stack[stack.count - 1].isMapping, i + 1 == text.count || text[i + 1] == 0x20 {
                    let key = String(decoding: word, as: UTF8.self)
                    stack[stack.count - 1].pendingKey = key
                    stack[stack.count - 1].keys.insert(key)
                    word = []
                } else {
                    word.append(byte)
                }
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                guard let close = text[(i + 1)...].firstIndex(of: byte) else { return nil }
                word = Array(text[(i + 1)..<close])
                i = close
            case 0x20, 0x09:
                // Plain scalars in flow may contain spaces (`title: All Inboxes`).
                if !word.isEmpty { word.append(byte) }
            case UInt8(ascii: "#") where i > 0 && text[i - 1] == 0x20:
                return nil
            default:
                word.append(byte)
            }
            i += 1
        }
        guard let top = stack.last else { return nil }
        while let last = word.last, last == 0x20 || last == 0x09 { word.removeLast() }
        let typed = word.drop { $0 == 0x20 }
        guard typed.allSatisfy(LineShape.isWordByte) else { return nil }
        let partial = String(decoding: typed, as: UTF8.self)
        if top.isMapping {
            if let key = top.pendingKey {
                return CompletionContext(kind: .value(key: key), path: top.path, word: partial, presentKeys: top.keys)
            }
            return CompletionContext(kind: .key, path: top.path, word: partial, presentKeys: top.keys)
        }
        // In a flow sequence: an entry, like a block list's `- |`.
        return CompletionContext(kind: .key, path: top.path.appending(.element), word: partial, presentKeys: [])
    }
}
