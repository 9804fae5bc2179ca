/// Explains a libyaml error the way a person reads the text: by its lines and their columns.
///
/// libyaml reports where its grammar stopped ("did not find expected key"), which is often a
/// line after the mistake and never says what the mistake was. Most mistakes in a spec are
/// indentation, a missing `:` or `,`, a quote or bracket left open, or a `- ` in the wrong
/// place; each is recognisable from the lines above the error and the columns their keys and
/// list entries start at. When a diagnosis fits, it names the cause, the column the line should
/// start at and why (the key or list it lines up with), shows that line, and offers the edit
/// when it is mechanical. When none fits, the caller keeps libyaml's words.
struct SyntaxDiagnosis {
    let source: SourceFile
    /// Columns that tab-indented lines are read at once their fix is decided, so the lines
    /// below them are judged as the fixed text will read.
    var indentOverrides: [Int: Int] = [:]
    /// How many columns a tab stood for on the tabbed lines decided so far: an editor that
    /// inserts tabs inserts the same width on every line.
    var tabWidth: Int?
    /// `indentationStep`, worked out once for all the tabbed lines of a file.
    var step: Int?

    /// libyaml's report, with byte offsets.
    struct Report {
        var problem: String
        var context: String?
        var problemOffset: Int
        var contextOffset: Int?
    }

    /// A key or list entry whose block is still open on some line.
    struct Block {
        enum Kind: Equatable {
            /// `name:`; `hasValue` when a value follows on the same line.
            case key(String, hasValue: Bool)
            /// `- `; `hasValue` when what follows the dash is not a key (a scalar or a flow).
            case entry(hasValue: Bool)
        }
        var kind: Kind
        /// 0-based column of the key's first character or of the dash.
        var column: Int
        /// 0-based line.
        var line: Int
        /// For an entry: the key whose list it is, if the list is a key's value.
        var owner: String?

        var name: String? { if case .key(let name, _) = kind { name } else { nil } }
        var isEntry: Bool { if case .entry = kind { true } else { false } }
    }

    func diagnose(_ report: Report) -> YAMLProblem? {
        let line = source.lineIndex(of: min(report.problemOffset, max(0, source.bytes.count - 1)))
        let context = report.context ?? ""
        switch report.problem {
        case "mapping values are not allowed in this context":
            return colonWhereNoKeyCanStart(at: report.problemOffset, line: line)
        case "did not find expected key":
            return lineThatFitsNoMapping(line)
        case "did not find expected '-' indicator":
            return dashWithoutSpace(line) ?? lineThatFitsNoList(line)
        case "could not find expected ':'":
            guard let keyOffset = report.contextOffset else { return nil }
            return keyWithoutColon(line: source.lineIndex(of: keyOffset), noticed: report.problemOffset)
        case "found unexpected end of stream" where context.contains("quoted scalar"):
            guard let opener = report.contextOffset else { return nil }
            return unclosedQuote(at: opener)
        case "did not find expected ',' or '}'", "did not find expected ',' or ']'":
            guard let opener = report.contextOffset else { return nil }
            return unclosedOrUnseparatedFlow(opener: opener, problem: report.problemOffset)
        case "found character that cannot start any token":
            return valueThatNeedsQuotes(at: report.problemOffset)
        default:
            return nil
        }
    }

    // MARK: - Lines and columns

    func shape(_ line: Int) -> LineShape {
        let bytes = source.lineBytes(line)
        guard let column = indentOverrides[line] else { return LineShape(Array(bytes)) }
        let content = bytes.drop { $0 == 0x20 || $0 == 0x09 }
        return LineShape(Array(repeating: 0x20, count: column) + Array(content))
    }

    /// The 0-based column a line's first token starts at (its first dash, or its content).
    func firstColumn(_ shape: LineShape) -> Int { shape.dashColumns.first ?? shape.contentColumn }

    /// 1-based, as every message shows columns.
    func column(_ zeroBased: Int) -> Int { zeroBased + 1 }

    func offset(line: Int, column: Int) -> Int { source.lineStarts[line] + column }

    func range(line: Int, column: Int, length: Int) -> SourceRange {
        let start = offset(line: line, column: column)
        return SourceRange(start: start, end: min(start + max(length, 1), source.lineStarts[line] + source.lineBytes(line).count))
    }

    /// The key's text on its line, for labels.
    func keyRange(_ block: Block) -> SourceRange {
        range(line: block.line, column: block.column, length: block.name?.utf8.count ?? 1)
    }

    /// The blocks open before `line`, innermost last, as the lines above it leave them.
    func openBlocks(before line: Int) -> [Block] {
        var stack: [Block] = []
        for index in 0..<line { open(index, shape(index), on: &stack) }
        return stack
    }

    /// What line `index` (read as `shape`) closes and opens.
    func open(_ index: Int, _ shape: LineShape, on stack: inout [Block]) {
        if shape.isBlank || shape.isComment { return }
        let first = firstColumn(shape)
        // A line that continues a quoted or flow value, or a plain multi-line value, opens nothing.
        if shape.dashColumns.isEmpty, shape.key == nil { return }
        close(&stack, for: first, isEntry: !shape.dashColumns.isEmpty)
        for dash in shape.dashColumns {
            let owner = stack.last.flatMap { $0.isEntry ? nil : $0.name }
            stack.append(Block(kind: .entry(hasValue: false), column: dash, line: index, owner: owner))
        }
        if let key = shape.key {
            stack.append(Block(kind: .key(key, hasValue: !shape.opensNestedBlock), column: shape.contentColumn, line: index))
        } else if !shape.dashColumns.isEmpty, LineShape(Array(source.lineBytes(index))).contentColumn < source.lineBytes(index).count {
            stack[stack.count - 1].kind = .entry(hasValue: true)
        }
    }

    /// Closes what a line starting at `column` ends: deeper blocks, a sibling key, or a sibling
    /// entry (an entry may sit at its key's own column: `items:` then `- a` below it).
    func close(_ stack: inout [Block], for column: Int, isEntry: Bool) {
        while let last = stack.last {
            if last.column > column || (last.column == column && (last.isEntry == isEntry || !isEntry)) {
                stack.removeLast()
            } else {
                break
            }
        }
    }

    func reindent(line: Int, to column: Int, message: String) -> YAMLProblem.Fix {
        let current = firstColumn(shape(line))
        return YAMLProblem.Fix(message: message, edits: [
            TextEdit(range: SourceRange(start: source.lineStarts[line], end: source.lineStarts[line] + current),
                     replacement: String(repeating: " ", count: column)),
        ])
    }

    func describe(_ block: Block) -> String {
        block.name.map { "`\($0)`" } ?? "the list entry"
    }

    // MARK: - Diagnoses

    /// `mapping values are not allowed in this context`: a `: ` where no key can start.
    func colonWhereNoKeyCanStart(at colon: Int, line: Int) -> YAMLProblem? {
        let lineShape = shape(line)
        let lineStart = source.lineStarts[line]
        // `title: Now Playing: Episode`: a second `: ` inside a value on the key's own line.
        if let key = lineShape.key, colon > lineStart + lineShape.contentColumn + key.utf8.count {
            let valueStart = lineStart + lineShape.contentColumn + key.utf8.count + 1 + leadingSpaces(after: lineStart + lineShape.contentColumn + key.utf8.count + 1)
            let value = String(decoding: lineShape.value, as: UTF8.self)
            let quoted = value.yamlDoubleQuoted
            return YAMLProblem(
                kind: .syntax,
                message: "the value of `\(key)` contains `: `, which YAML reads as the start of another key",
                range: SourceRange(start: colon, end: colon + 1),
                related: [.init(range: SourceRange(start: lineStart + lineShape.contentColumn, end: lineStart + lineShape.contentColumn + key.utf8.count),
                                label: "`\(key)`'s value starts after this key")],
                help: "quote the value: `\(key): \(quoted)`",
                fix: .init(message: "quote the value", edits: [TextEdit(range: SourceRange(start: valueStart, end: valueStart + lineShape.value.count), replacement: quoted)]))
        }
        guard let above = previousContentLine(before: line) else { return nil }
        let aboveShape = shape(above)
        let here = firstColumn(lineShape)
        if let dedented = dedentedKey(above, before: line, at: here) { return dedented }
        // A key indented under a key that already has a value on its line.
        if let aboveKey = aboveShape.key, !aboveShape.opensNestedBlock, aboveShape.contentColumn < here, let key = lineShape.key {
            let target = aboveShape.contentColumn
            let aboveValue = String(decoding: aboveShape.value, as: UTF8.self)
            return YAMLProblem(
                kind: .syntax,
                message: "`\(key)` is indented more than `\(aboveKey)` on the line above, but `\(aboveKey)` already has a value, so YAML reads this line as more of that value",
                range: range(line: line, column: here, length: key.utf8.count),
                related: [.init(range: range(line: above, column: aboveShape.contentColumn, length: aboveKey.utf8.count),
                                label: "`\(aboveKey)` already has a value (`\(aboveValue.count > 30 ? String(aboveValue.prefix(27)) + "..." : aboveValue)`); the keys beside it start at column \(column(target))")],
                notes: ["a key cannot have a value and keys under it; keys of one mapping start at the same column"],
                help: "start `\(key)` at column \(column(target)), in line with `\(aboveKey)`",
                // A `- ` entry cannot sit among keys: moving it would only trade one error for another.
                fix: lineShape.dashColumns.isEmpty ? reindent(line: line, to: target, message: "indent `\(key)` to column \(column(target))") : nil)
        }
        // `title Now Playing` above a key at the same column: the line above has no `:`.
        if aboveShape.key == nil, aboveShape.dashColumns.isEmpty, firstColumn(aboveShape) == here {
            return keyWithoutColon(line: above, noticed: colon)
        }
        return nil
    }

    /// `list:` then `appearance: sidebar` at `list`'s own column, then `sections:` deeper: the
    /// key with a value is the line out of place, not the one below it. It ended the block that
    /// `list:` opened (leaving it empty, or before more of its keys), and the lines below are
    /// still indented for that block. Blaming the line below would move the wrong line.
    func dedentedKey(_ above: Int, before line: Int, at here: Int) -> YAMLProblem? {
        let aboveShape = shape(above)
        guard let aboveKey = aboveShape.key, !aboveShape.opensNestedBlock, aboveShape.dashColumns.isEmpty,
              aboveShape.contentColumn < here else { return nil }
        let stack = openBlocks(before: above)
        // `sections:`, then `appearance: sidebar` further left, then the entries of `sections`:
        // the key came between a block and its first line. Where it belongs is the author's call.
        if let opener = stack.last, case .key(let openerKey, hasValue: false) = opener.kind,
           opener.line == previousContentLine(before: above), opener.column > aboveShape.contentColumn, opener.column < here {
            return YAMLProblem(
                kind: .syntax,
                message: "`\(aboveKey)` comes between `\(openerKey)` and the lines under it, so it ends `\(openerKey)` before they start",
                range: range(line: above, column: aboveShape.contentColumn, length: aboveKey.utf8.count),
                related: [.init(range: keyRange(opener), label: "`\(openerKey)` opens a block here"),
                          .init(range: range(line: line, column: here, length: 1), label: "indented for `\(openerKey)`")],
                notes: ["YAML knows which mapping a line belongs to only by its column"],
                help: "move `\(aboveKey): \(String(decoding: aboveShape.value, as: UTF8.self))` above `\(openerKey):`, or below the lines under it")
        }
        guard let opener = stack.last(where: { $0.column <= aboveShape.contentColumn }),
              opener.column == aboveShape.contentColumn, case .key(let openerKey, hasValue: false) = opener.kind,
              opener.column < here else { return nil }
        // The opener's own keys, if it had any before this line, are at `here`.
        let children = stack.drop { $0.line != opener.line || $0.column != opener.column }.dropFirst()
        if let child = children.first, child.column != here { return nil }
        let what = children.isEmpty ? "leaves `\(openerKey)` empty" : "ends `\(openerKey)`"
        return YAMLProblem(
            kind: .syntax,
            message: "`\(aboveKey)` starts at column \(column(aboveShape.contentColumn)), in line with `\(openerKey)`, which \(what); the lines below it are indented for `\(openerKey)`'s keys",
            range: range(line: above, column: aboveShape.contentColumn, length: aboveKey.utf8.count),
            related: [.init(range: keyRange(opener), label: "`\(openerKey)` opens a block here"),
                      .init(range: range(line: line, column: here, length: shape(line).key?.utf8.count ?? 1),
                            label: "indented for `\(openerKey)`, at column \(column(here))")],
            notes: ["YAML knows which mapping a key belongs to only by its column"],
            help: "indent `\(aboveKey)` to column \(column(here)) to make it a key of `\(openerKey)`",
            fix: reindent(line: above, to: here, message: "indent `\(aboveKey)` to column \(column(here))"))
    }

    /// `did not find expected key`: a line in a block mapping that is not one of its keys.
    func lineThatFitsNoMapping(_ line: Int) -> YAMLProblem? {
        let lineShape = shape(line)
        let here = firstColumn(lineShape)
        var stack = openBlocks(before: line)
        var closed: [Block] = []
        while let last = stack.last, last.column > here {
            closed.append(stack.removeLast())
        }
        if !lineShape.dashColumns.isEmpty {
            return entryAmongKeys(line, column: here, stack: stack, closed: closed)
        }
        // Between two levels: deeper than the mapping's own key, shallower than its keys.
        if let sibling = closed.last(where: { !$0.isEntry }), let parent = stack.last, parent.column < here, sibling.column > here {
            let what = lineShape.key.map { "`\($0)`" } ?? "this line"
            let parentName = describe(parent)
            return YAMLProblem(
                kind: .syntax,
                message: "\(what) starts at column \(column(here)), between the keys of \(parentName) (column \(column(sibling.column))) and \(parentName) itself (column \(column(parent.column)))",
                range: range(line: line, column: here, length: lineShape.key?.utf8.count ?? 1),
                related: [.init(range: keyRange(sibling), label: "the keys of \(parentName) start at column \(column(sibling.column))")],
                notes: ["YAML knows which mapping a key belongs to only by its column"],
                // Two columns are plausible, so the choice is the author's: no fix-it.
                help: "indent it to column \(column(sibling.column)) to make it a key of \(parentName), beside \(describe(sibling)), or to column \(column(parent.column)) to end \(parentName)")
        }
        return nil
    }

    /// A `- ` entry where the lines around it are keys of a mapping.
    func entryAmongKeys(_ line: Int, column here: Int, stack: [Block], closed: [Block]) -> YAMLProblem? {
        if let missing = firstEntryWithoutDash(line, column: here, stack: stack) { return missing }
        // The list it most likely belongs to: the nearest list just closed, or the one it is in.
        let candidates = closed.filter(\.isEntry) + stack.reversed().filter(\.isEntry)
        if let list = candidates.first(where: { $0.column != here }) {
            let listName = list.owner.map { "`\($0)`" } ?? "the list"
            return YAMLProblem(
                kind: .syntax,
                message: "this list entry starts at column \(column(here)), but the entries of \(listName) start at column \(column(list.column))",
                range: range(line: line, column: here, length: 1),
                related: [.init(range: range(line: list.line, column: list.column, length: 1),
                                label: "an entry of \(listName) starts here, at column \(column(list.column))")],
                notes: ["YAML knows which list an entry belongs to only by the column of its `- `"],
                help: "indent it to column \(column(list.column)), in line with the other entries of \(listName)",
                fix: reindent(line: line, to: list.column, message: "indent to column \(column(list.column))"))
        }
        if let parent = stack.last(where: { !$0.isEntry && $0.column < here }) {
            let dash = offset(line: line, column: here)
            var end = dash + 1
            while end < source.bytes.count, source.bytes[end] == 0x20 { end += 1 }
            return YAMLProblem(
                kind: .syntax,
                message: "a `- ` list entry cannot start among the keys of \(describe(parent))",
                range: range(line: line, column: here, length: 1),
                related: [.init(range: keyRange(parent), label: "\(describe(parent)) is a mapping of keys, not a list")],
                help: "remove the `- ` to make this line a key of \(describe(parent))",
                fix: .init(message: "remove `- `", edits: [TextEdit(range: SourceRange(start: dash, end: end), replacement: "")]))
        }
        return nil
    }

    /// `items:`, then `{ id: all }` with no `- `, then `- { id: recent }`: the first entry lacks
    /// its dash, so YAML took it as the value of `items` and the correct entry below as the
    /// error. The fix adds the `- ` where the entries' dashes stand, when the lines of the first
    /// entry then line up (a one-line entry, or keys two columns right of the dash).
    func firstEntryWithoutDash(_ line: Int, column here: Int, stack: [Block]) -> YAMLProblem? {
        guard let opener = stack.last, case .key(let key, hasValue: false) = opener.kind, opener.column <= here,
              let first = nextContentLine(after: opener.line), first < line else { return nil }
        let firstShape = shape(first)
        let start = firstColumn(firstShape)
        guard firstShape.dashColumns.isEmpty, start > here else { return nil }
        var lines = first
        var alignsAsEntry = start == here + 2 || nextContentLine(after: first) == line
        while let next = nextContentLine(after: lines), next < line {
            if firstColumn(shape(next)) < here + 2 { alignsAsEntry = false }
            lines = next
        }
        let fix: YAMLProblem.Fix? = alignsAsEntry ? .init(message: "add `- ` before the first entry of `\(key)`", edits: [
            TextEdit(range: SourceRange(start: source.lineStarts[first], end: offset(line: first, column: start)),
                     replacement: String(repeating: " ", count: here) + "- "),
        ]) : nil
        return YAMLProblem(
            kind: .syntax,
            message: "the first entry of `\(key)` has no `- `, so YAML reads it as the value of `\(key)` and the list below as a mistake",
            range: range(line: first, column: start, length: 1),
            related: [.init(range: range(line: line, column: here, length: 1), label: "the next entry starts with `- ` at column \(column(here))")],
            notes: ["one block is either a list (every entry starts with `- `) or a single value, never both"],
            help: "start the first entry with `- ` at column \(column(here)), like the entries after it",
            fix: fix)
    }

    /// `did not find expected '-' indicator`: a line inside a block list that is not an entry.
    func lineThatFitsNoList(_ line: Int) -> YAMLProblem? {
        let lineShape = shape(line)
        let here = firstColumn(lineShape)
        var stack = openBlocks(before: line)
        var closed: [Block] = []
        while let last = stack.last, last.column > here {
            closed.append(stack.removeLast())
        }
        guard let entry = stack.last, entry.isEntry, entry.column < here else {
            if !lineShape.dashColumns.isEmpty {
                return entryAmongKeys(line, column: here, stack: stack, closed: closed)
            }
            if let key = lineShape.key, let sibling = stack.last, sibling.isEntry, sibling.column == here {
                return keyAmongEntries(line, key: key, column: here, entry: sibling)
            }
            return nil
        }
        // A key of the entry above, at a column its other keys do not use.
        if let key = lineShape.key, let sibling = closed.last(where: { !$0.isEntry }), sibling.column != here {
            return YAMLProblem(
                kind: .syntax,
                message: "`\(key)` starts at column \(column(here)), but the keys of the list entry above start at column \(column(sibling.column))",
                range: range(line: line, column: here, length: key.utf8.count),
                related: [.init(range: keyRange(sibling), label: "\(describe(sibling)) starts at column \(column(sibling.column))")],
                notes: ["keys of one mapping start at the same column; YAML reads any other column as the end of the entry"],
                help: "indent `\(key)` to column \(column(sibling.column)), in line with \(describe(sibling))",
                fix: reindent(line: line, to: sibling.column, message: "indent `\(key)` to column \(column(sibling.column))"))
        }
        // A value written where an entry belongs, without its `- `.
        if lineShape.key == nil, lineShape.dashColumns.isEmpty {
            let listName = entry.owner.map { "`\($0)`" } ?? "the list"
            let dashIndent = String(repeating: " ", count: entry.column)
            return YAMLProblem(
                kind: .syntax,
                message: "this line is not an entry of \(listName): entries start with `- ` at column \(column(entry.column))",
                range: range(line: line, column: here, length: 1),
                related: [.init(range: range(line: entry.line, column: entry.column, length: 1), label: "the entry above starts here")],
                help: "start the line with `- ` at column \(column(entry.column))",
                fix: .init(message: "make it a list entry", edits: [
                    TextEdit(range: SourceRange(start: source.lineStarts[line], end: offset(line: line, column: here)), replacement: dashIndent + "- "),
                ]))
        }
        return nil
    }

    /// A key at the column of the list entries above it: either it lacks its `- `, or the
    /// entries above should not have theirs. Both are plausible, so there is no fix-it.
    func keyAmongEntries(_ line: Int, key: String, column here: Int, entry: Block) -> YAMLProblem {
        let listName = entry.owner.map { "`\($0)`" } ?? "the list"
        return YAMLProblem(
            kind: .syntax,
            message: "`\(key)` lines up with the entries of \(listName), but it does not start with `- ` as they do",
            range: range(line: line, column: here, length: key.utf8.count),
            related: [.init(range: range(line: entry.line, column: entry.column, length: 1), label: "this entry of \(listName) starts with `- `")],
            notes: ["one block is either a list (every entry starts with `- `) or a mapping (keys without it), never both"],
            help: "write `- ` before `\(key)` if it is another entry, or remove the `- ` on line \(entry.line + 1) if these are keys of one mapping")
    }

    /// `-id: library`: a dash that YAML reads as part of a word.
    func dashWithoutSpace(_ line: Int) -> YAMLProblem? {
        let bytes = Array(source.lineBytes(line))
        var i = 0
        while i < bytes.count, bytes[i] == 0x20 { i += 1 }
        guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "-"), bytes[i + 1] != 0x20, bytes[i + 1] != UInt8(ascii: "-") else { return nil }
        let dash = offset(line: line, column: i)
        return YAMLProblem(
            kind: .syntax,
            message: "a list entry needs a space after its `-`",
            range: SourceRange(start: dash, end: dash + 1),
            notes: ["without the space, YAML reads `\(String(decoding: bytes[i...].prefix(while: { $0 != 0x20 && $0 != UInt8(ascii: ":") }), as: UTF8.self))` as a word"],
            help: "write `- ` at the start of the entry",
            fix: .init(message: "add a space after `-`", edits: [TextEdit(range: .at(dash + 1), replacement: " ")]))
    }

    /// `could not find expected ':'`: libyaml read a line as the start of a key and found no `:`.
    func keyWithoutColon(line: Int, noticed: Int) -> YAMLProblem? {
        let bytes = Array(source.lineBytes(line))
        let lineShape = LineShape(bytes)
        let start = firstColumn(lineShape)
        guard !lineShape.isBlank, !lineShape.isComment else { return nil }
        let content = Array(bytes[lineShape.contentColumn...])
        // `behavior:tile`: a colon with no space after it is part of a word.
        if let colon = content.firstIndex(of: UInt8(ascii: ":")), colon + 1 < content.count, content[colon + 1] != 0x20,
           colon > 0, content[0..<colon].allSatisfy(LineShape.isWordByte) {
            let at = offset(line: line, column: lineShape.contentColumn + colon)
            let key = String(decoding: content[0..<colon], as: UTF8.self)
            return YAMLProblem(
                kind: .syntax,
                message: "`\(key):` needs a space after the `:`",
                range: SourceRange(start: at, end: at + 1),
                notes: ["without the space, YAML reads `\(String(decoding: content.prefix(while: { $0 != 0x20 }), as: UTF8.self))` as one word, not a key and its value"],
                help: "write `\(key): \(String(decoding: content[(colon + 1)...], as: UTF8.self))`",
                fix: .init(message: "add a space after `:`", edits: [TextEdit(range: .at(at + 1), replacement: " ")]))
        }
        let text = String(decoding: content, as: UTF8.self)
        // `secondary:` then `Player` at the same column: the value left its key's line.
        if let above = previousContentLine(before: line) {
            let aboveShape = shape(above)
            if let aboveKey = aboveShape.key, aboveShape.opensNestedBlock, aboveShape.contentColumn == start, lineShape.dashColumns.isEmpty {
                let aboveEnd = source.lineStarts[above] + source.lineBytes(above).count
                return YAMLProblem(
                    kind: .syntax,
                    message: "`\(text)` is at the same column as `\(aboveKey):` above it, so it is not `\(aboveKey)`'s value, and it is not a `key: value` either",
                    range: range(line: line, column: start, length: content.count),
                    related: [.init(range: range(line: above, column: aboveShape.contentColumn, length: aboveKey.utf8.count),
                                    label: "`\(aboveKey)` has no value on its line")],
                    help: "write `\(aboveKey): \(text)` on one line",
                    fix: .init(message: "join the lines", edits: [
                        TextEdit(range: SourceRange(start: aboveEnd, end: offset(line: line, column: start)), replacement: " "),
                    ]))
            }
        }
        // `title Now Playing`: a key and its value without the `:`.
        let words = text.split(separator: " ", maxSplits: 1)
        guard lineShape.key == nil, lineShape.dashColumns.isEmpty, let first = words.first,
              first.utf8.allSatisfy(LineShape.isWordByte) else { return nil }
        let afterKey = offset(line: line, column: lineShape.contentColumn + first.utf8.count)
        let noticedLine = source.lineIndex(of: noticed)
        var related: [YAMLProblem.Related] = []
        if noticedLine != line {
            related.append(.init(range: SourceRange(start: noticed, end: min(noticed + 1, source.bytes.count)),
                                 label: "so YAML read on to here as one text"))
        }
        return YAMLProblem(
            kind: .syntax,
            message: words.count == 2 ? "`\(first)` is missing its `:`" : "`\(first)` is not a `key: value`: the line has no `:`",
            range: range(line: line, column: lineShape.contentColumn, length: first.utf8.count),
            related: related,
            help: words.count == 2 ? "write `\(first): \(words[1])`" : "write `\(first):` with its value, or remove the line",
            fix: words.count == 2 ? .init(message: "add `:` after `\(first)`", edits: [TextEdit(range: .at(afterKey), replacement: ":")]) : nil)
    }

    /// A quoted string that runs to the end of the file: the error is at the opener.
    func unclosedQuote(at opener: Int) -> YAMLProblem? {
        guard opener < source.bytes.count else { return nil }
        let quote = source.bytes[opener]
        let line = source.lineIndex(of: opener)
        let lineEnd = source.lineStarts[line] + source.lineBytes(line).count
        let rest = source.bytes[(opener + 1)..<lineEnd]
        let symbol = quote == UInt8(ascii: "'") ? "'" : "\""
        var fix: YAMLProblem.Fix?
        if !rest.contains(quote) {
            var end = lineEnd
            while end > opener + 1, source.bytes[end - 1] == 0x20 { end -= 1 }
            fix = .init(message: "close the string at the end of the line", edits: [TextEdit(range: .at(end), replacement: symbol)])
        }
        return YAMLProblem(
            kind: .syntax,
            message: "this string's closing `\(symbol)` is missing, so the rest of the file was read as part of it",
            range: SourceRange(start: opener, end: opener + 1),
            help: "close the string with `\(symbol)` at the end of its value",
            fix: fix)
    }

    /// An unclosed `{`/`[`, or entries of one without the `,` between them.
    func unclosedOrUnseparatedFlow(opener: Int, problem: Int) -> YAMLProblem? {
        guard opener < source.bytes.count else { return nil }
        let open = source.bytes[opener]
        let close: UInt8 = open == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
        let symbol = open == UInt8(ascii: "{") ? "{" : "["
        let closeSymbol = open == UInt8(ascii: "{") ? "}" : "]"
        let noun = open == UInt8(ascii: "{") ? "mapping" : "list"
        let line = source.lineIndex(of: opener)
        let lineEnd = source.lineStarts[line] + source.lineBytes(line).count
        let problemLine = source.lineIndex(of: min(problem, max(0, source.bytes.count - 1)))
        if problemLine != line || problem >= lineEnd {
            // Never closed on its line: the next line is where libyaml noticed.
            guard depth(of: source.bytes[opener..<lineEnd], open: open, close: close) > 0 else { return nil }
            var end = lineEnd
            if let hash = LineShape.commentStart(Array(source.bytes[opener..<lineEnd])) { end = opener + hash }
            while end > opener + 1, source.bytes[end - 1] == 0x20 { end -= 1 }
            return YAMLProblem(
                kind: .syntax,
                message: "this `\(symbol)` \(noun) is never closed",
                range: SourceRange(start: opener, end: opener + 1),
                related: problem < source.bytes.count
                    ? [.init(range: SourceRange(start: problem, end: problem + 1), label: "the next line starts here, still inside the `\(symbol)`")] : [],
                help: "close it with `\(closeSymbol)` at the end of the line",
                fix: .init(message: "add `\(closeSymbol)`", edits: [TextEdit(range: .at(end), replacement: open == UInt8(ascii: "{") ? " }" : "]")]))
        }
        // `{ title: Library image: books.vertical }`: a `:` after two words means a `,` is missing.
        guard problem < source.bytes.count, source.bytes[problem] == UInt8(ascii: ":") else { return nil }
        var keyStart = problem
        while keyStart > opener, LineShape.isWordByte(source.bytes[keyStart - 1]) { keyStart -= 1 }
        var valueEnd = keyStart
        while valueEnd > opener, source.bytes[valueEnd - 1] == 0x20 { valueEnd -= 1 }
        guard valueEnd < keyStart, valueEnd > opener + 1,
              source.bytes[valueEnd - 1] != UInt8(ascii: ","), source.bytes[valueEnd - 1] != open else { return nil }
        let key = String(decoding: source.bytes[keyStart..<problem], as: UTF8.self)
        var valueStart = valueEnd
        while valueStart > opener + 1, source.bytes[valueStart - 1] != UInt8(ascii: ","), source.bytes[valueStart - 1] != UInt8(ascii: ":"),
              source.bytes[valueStart - 1] != open {
            valueStart -= 1
        }
        while valueStart < valueEnd, source.bytes[valueStart] == 0x20 { valueStart += 1 }
        let before = String(decoding: source.bytes[valueStart..<valueEnd], as: UTF8.self)
        return YAMLProblem(
            kind: .syntax,
            message: "a `,` is missing between `\(before)` and `\(key)`",
            range: SourceRange(start: valueEnd, end: valueEnd + 1),
            related: [.init(range: SourceRange(start: keyStart, end: problem), label: "`\(key)` starts the next entry")],
            notes: ["without it, YAML reads `\(before) \(key)` as one value, and the `:` after it cannot start a key there"],
            help: "separate the entries of a `\(symbol)` \(noun) with commas",
            fix: .init(message: "add `,` after `\(before)`", edits: [TextEdit(range: .at(valueEnd), replacement: ",")]))
    }

    /// `title: @now`, ``title: `Now` ``: characters YAML reserves, at the start of a value.
    func valueThatNeedsQuotes(at offset: Int) -> YAMLProblem? {
        guard offset < source.bytes.count else { return nil }
        let byte = source.bytes[offset]
        guard byte == UInt8(ascii: "@") || byte == UInt8(ascii: "`") || byte == UInt8(ascii: "%") else { return nil }
        let line = source.lineIndex(of: offset)
        let lineEnd = source.lineStarts[line] + source.lineBytes(line).count
        var end = lineEnd
        if let hash = LineShape.commentStart(Array(source.bytes[offset..<lineEnd])) { end = offset + hash }
        while end > offset + 1, source.bytes[end - 1] == 0x20 { end -= 1 }
        var value = String(decoding: source.bytes[offset..<end], as: UTF8.self)
        let character = String(UnicodeScalar(byte))
        let isBackticked = byte == UInt8(ascii: "`") && value.count > 1 && value.hasSuffix("`")
        if isBackticked { value = String(value.dropFirst().dropLast()) }
        let quoted = value.yamlDoubleQuoted
        return YAMLProblem(
            kind: .syntax,
            message: isBackticked ? "backticks are not quotes in YAML" : "a plain value cannot start with `\(character)`; YAML reserves it",
            range: SourceRange(start: offset, end: offset + 1),
            help: "write the value in double quotes: \(quoted)",
            fix: .init(message: "quote the value", edits: [TextEdit(range: SourceRange(start: offset, end: end), replacement: quoted)]))
    }

    /// At most this many tab-indented lines are reported at once: each costs a look at its
    /// neighbours, and the rest are found by the next run once these are fixed.
    static let maximumTabLines = 200

    /// Every tab-indented line from the one libyaml stopped at. libyaml reports only the first,
    /// and a file indented with tabs has them on many lines, so each gets its own finding and
    /// fix-it and `fix` repairs them in one run. The fix lines a line up with the line above it
    /// (one level deeper when that line opens a block), which is what the tab was standing in
    /// for; each line is judged as if the tabbed lines above it were already fixed.
    func tabIndentations(from tab: Int, libyaml: String) -> [YAMLProblem] {
        var diagnosis = self
        diagnosis.step = indentationStep
        let firstLine = source.lineIndex(of: tab)
        var stack = openBlocks(before: firstLine)
        var problems: [YAMLProblem] = []
        var line = firstLine
        while line < source.lineStarts.count {
            if line == firstLine || (problems.count < Self.maximumTabLines && diagnosis.isTabIndented(line)) {
                let (problem, target) = diagnosis.tabIndentation(line: line, stack: stack, tab: line == firstLine ? tab : nil)
                problems.append(problem)
                if let target {
                    diagnosis.indentOverrides[line] = target
                    diagnosis.learnTabWidth(line, target)
                }
            } else if problems.count >= Self.maximumTabLines {
                break
            }
            diagnosis.open(line, diagnosis.shape(line), on: &stack)
            line += 1
        }
        problems[0].notes = ["libyaml says: \(libyaml)"]
        return problems
    }

    /// A line of the block structure (a key or a `- `) whose indentation has a tab.
    func isTabIndented(_ line: Int) -> Bool {
        let bytes = source.lineBytes(line)
        guard bytes.prefix(while: { $0 == 0x20 || $0 == 0x09 }).contains(0x09) else { return false }
        let lineShape = LineShape(Array(bytes))
        return lineShape.key != nil || !lineShape.dashColumns.isEmpty
    }

    func tabIndentation(line: Int, stack: [Block], tab pointed: Int?) -> (YAMLProblem, Int?) {
        let lineStart = source.lineStarts[line]
        var indentEnd = lineStart
        while indentEnd < source.bytes.count, source.bytes[indentEnd] == 0x20 || source.bytes[indentEnd] == 0x09 { indentEnd += 1 }
        let tab = pointed ?? source.bytes[lineStart..<indentEnd].firstIndex(of: 0x09) ?? lineStart
        var help = "replace the tab with spaces"
        var fix: YAMLProblem.Fix?
        let here = LineShape(Array(source.bytes[indentEnd..<(lineStart + source.lineBytes(line).count)]))
        let intended = intendedColumn(ofTabbed: line, opensBlock: here.key != nil && here.opensNestedBlock, stack: stack)
        if let (target, reason) = intended {
            help = "indent with \(target) spaces instead, \(reason)"
            fix = .init(message: "indent with \(target) spaces", edits: [
                TextEdit(range: SourceRange(start: lineStart, end: indentEnd), replacement: String(repeating: " ", count: target)),
            ])
        }
        return (YAMLProblem(kind: .syntax, message: "a tab is used for indentation; YAML indents with spaces only",
                            range: SourceRange(start: tab, end: tab + 1), help: help, fix: fix), intended?.0)
    }

    /// Where a tab-indented line must start, when its neighbours leave one choice: under a key
    /// that opens a block on the line above; for a line that opens a block itself, at the
    /// deepest open column above that is still left of its first nested line; otherwise at the
    /// column of an open key or list the tabs stand for (a tab counted as one indentation step
    /// of the file), or beside the line above when that line is the same kind of line.
    func intendedColumn(ofTabbed line: Int, opensBlock: Bool, stack: [Block]) -> (Int, String)? {
        guard let above = previousContentLine(before: line) else { return nil }
        let aboveShape = shape(above)
        if let key = aboveShape.key, aboveShape.opensNestedBlock {
            return (aboveShape.contentColumn + 2, "one level under `\(key)` (line \(above + 1))")
        }
        if opensBlock, let below = nextContentLine(after: line) {
            let nested = isTabIndented(below) ? tabGuess(below) : firstColumn(shape(below))
            let blocks = stack.filter { !$0.isEntry && $0.column < nested }
            if let sibling = blocks.last {
                return (sibling.column, "in line with \(describe(sibling)) (line \(sibling.line + 1)), since the line below it starts at column \(column(nested))")
            }
        }
        let guess = tabGuess(line)
        let isEntry = shape(line).dashColumns.isEmpty == false
        if let match = stack.last(where: { $0.column == guess && ($0.isEntry == isEntry || isEntry) }) {
            return (guess, "in line with \(describe(match)) (line \(match.line + 1))")
        }
        if aboveShape.dashColumns.isEmpty != isEntry, aboveShape.key != nil || isEntry {
            let target = firstColumn(aboveShape)
            return (target, "in line with the line above it")
        }
        return nil
    }

    /// The column a tab-indented line's tabs most likely stand for: the width the tabs above
    /// it stood for, or else one indentation step of the file each.
    func tabGuess(_ line: Int) -> Int {
        let (tabs, spaces) = indentation(of: line)
        return tabs * (tabWidth ?? step ?? indentationStep) + spaces
    }

    func indentation(of line: Int) -> (tabs: Int, spaces: Int) {
        let indentation = source.lineBytes(line).prefix { $0 == 0x20 || $0 == 0x09 }
        let tabs = indentation.filter { $0 == 0x09 }.count
        return (tabs, indentation.count - tabs)
    }

    mutating func learnTabWidth(_ line: Int, _ target: Int) {
        let (tabs, spaces) = indentation(of: line)
        guard tabWidth == nil, tabs > 0, target > spaces, (target - spaces) % tabs == 0 else { return }
        tabWidth = (target - spaces) / tabs
    }

    /// The file's indentation step: the first indentation written with spaces only (2 when
    /// there is none), which is what an editor inserting tabs stood in for.
    var indentationStep: Int {
        for line in 0..<source.lineStarts.count {
            let bytes = source.lineBytes(line)
            let indentation = bytes.prefix { $0 == 0x20 || $0 == 0x09 }
            if indentation.contains(0x09) { continue }
            if !indentation.isEmpty, indentation.count < bytes.count, bytes[bytes.startIndex + indentation.count] != UInt8(ascii: "#") {
                return indentation.count
            }
        }
        return 2
    }

    func nextContentLine(after line: Int) -> Int? {
        var index = line + 1
        while index < source.lineStarts.count {
            let s = shape(index)
            if !s.isBlank, !s.isComment { return index }
            index += 1
        }
        return nil
    }

    // MARK: - Helpers

    func previousContentLine(before line: Int) -> Int? {
        var index = line - 1
        while index >= 0 {
            let s = shape(index)
            if !s.isBlank, !s.isComment { return index }
            index -= 1
        }
        return nil
    }

    func leadingSpaces(after offset: Int) -> Int {
        var i = offset
        while i < source.bytes.count, source.bytes[i] == 0x20 { i += 1 }
        return i - offset
    }

    /// How many `open` are left unclosed in `bytes`, outside quotes.
    func depth(of bytes: ArraySlice<UInt8>, open: UInt8, close: UInt8) -> Int {
        var depth = 0
        var quote: UInt8?
        for byte in bytes {
            if let q = quote {
                if byte == q { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == open {
                depth += 1
            } else if byte == close {
                depth -= 1
            } else if byte == UInt8(ascii: "#") {
                break
            }
        }
        return depth
    }
}

extension String {
    /// Every occurrence of `target` replaced (the standard library has no such call without Foundation).
    public func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    /// The text as a YAML double-quoted scalar.
    var yamlDoubleQuoted: String {
        "\"" + replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
    }
}
