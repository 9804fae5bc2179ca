import Diagnostics
import Parallel
import SpecSource

/// Turns a YAML tree into a `LayoutSpec`, reporting every input problem at once, each at the
/// smallest range that is wrong. It never stops at the first problem: what decodes is kept, so
/// the rules can run on it.
public struct SpecDecoder {
    var tree: YAMLTree
    var diagnostics: [Diagnostic] = []
    /// The findings in `diagnostics` that only hold if the whole text was read (missing keys),
    /// for a screen decoded before reading ended, which may then turn out to have stopped early.
    var missingReports: [Int] = []
    /// Screens decoded while the text was read (`decodeWhileReading`), in the order read, and
    /// where each is by its mapping's node.
    var streamed: [StreamedScreen] = []
    var streamedIndex: [Int32: Int32] = [:]
    /// The screens of `streamed` that decoded, in the same order: when `decodeRoot` takes them
    /// in this order, as it does unless aliases or repeated names intervene, this array becomes
    /// the spec's screens as it is, instead of being copied beside it at the peak of decoding.
    var streamedScreens: [Screen] = []
    /// Every mapping decoded as an object, with the key it is the value of (empty for a list
    /// entry): the candidates for what a decoding error leaves unknown.
    var objects: [SourceRange] = []
    /// The objects of screens decoded ahead, each with the count of `objects` when its screen
    /// was taken: joined into `objects` in that order only when a finding needs them, so that
    /// a spec without problems does not hold a second copy of every screen's objects.
    var objectsAside: [(at: Int, objects: [SourceRange])] = []
    /// Values (with their keys) that failed to decode as a whole, where what depends on them
    /// is not one object (every screen reference depends on `screens`).
    var failedValues: [SourceRange] = []
    /// One copy of each string value too long to be stored inline: real specs repeat their
    /// titles (every timeline's "Mark All as Read"), and each copy was a heap block of its own.
    var strings = Set<String>()
    /// Values decoded from nodes an alias refers to, by node and what they were decoded as.
    var replays: [ReplayKey: Any] = [:]
    /// The rows marked `selectedAtLaunch: true` in the list being decoded, as its rows decode,
    /// so the list learns its launch row without walking its rows again (lists hold a million).
    var launchRows: [Item] = []
    /// Missing keys are only reported when the whole text was read.
    var reportsMissing: Bool { tree.isComplete }

    init(tree: YAMLTree) {
        self.tree = tree
    }

    /// Below this size a spec's screens are decoded on one thread: starting one costs more.
    public static let parallelFromBytes = 256 * 1024

    /// Decodes a tree. The diagnostics include the tree's own problems.
    ///
    /// The screens of a spec of `parallelFromBytes` or more are decoded first on up to `workers`
    /// threads, in chunks of consecutive screens decoded as `decodeWhileReading` decodes them
    /// ahead, and taken in order: the result is the one a single thread gives, byte for byte
    /// (`StreamedDecodingTests` compare them on every spec of the repository). `build` and the language server decode a whole tree; on two
    /// cores the second had nothing to do until the rules started.
    public static func decode(_ tree: YAMLTree, workers: Int = 1,
                              parallelFromBytes: Int = SpecDecoder.parallelFromBytes) -> (spec: LayoutSpec, diagnostics: [Diagnostic]) {
        var decoder = SpecDecoder(tree: tree)
        if workers > 1, tree.source.bytes.count >= parallelFromBytes { decoder.decodeScreensAhead(workers: workers) }
        return decoder.decodeAll()
    }

    /// Decodes every entry of `screens:` on up to `workers` threads, in chunks, each with a
    /// decoder of its own, and sets the screens aside for `decodeRoot` to take (`adoptStreamed`).
    /// What a decoder shares between screens only saves work (a node aliases reach is decoded
    /// again rather than replayed, with the same value and findings; a long string is held once
    /// per chunk, and only ever for the same bytes), so the result does not depend on the chunks.
    mutating func decodeScreensAhead(workers: Int) {
        let tree = self.tree
        guard let root = tree.root, tree.kind(root) == .mapping,
              let screens = tree.pairs(root).first(where: { key, _ in tree.kind(key) == .scalar && tree.string(key) == "screens" })?.value,
              tree.kind(screens) == .mapping else { return }
        // A screen an alias repeats (`Two: *one`) is one node for two names: `decodeRoot` decodes it.
        let entries = tree.pairs(screens).filter { key, value in tree.kind(key) == .scalar && !tree.isAliasTarget(value) }
        guard entries.count > 1 else { return }
        let chunks = ParallelMap.chunks(of: entries.count, workers: workers, perWorker: 8)
        let decoded = ParallelMap.map(chunks, workers: workers) { range -> ([StreamedScreen], [Screen]) in
            var decoder = SpecDecoder(tree: tree)
            for (key, value) in entries[range] { decoder.stream(key: key, value: value) }
            return (decoder.streamed, decoder.streamedScreens)
        }
        for (range, (infos, screens)) in zip(chunks, decoded) {
            setAside(values: entries[range].map(\.value.index), infos: infos, screens: screens)
        }
    }

    /// Takes what another decoder decoded ahead (`stream`) as if this one had: each entry by its
    /// mapping's node in the tree read (the first of a node counts), its screen moved to the end
    /// of `streamedScreens`.
    mutating func setAside(values: [Int32], infos: [StreamedScreen], screens: [Screen]) {
        for (value, var info) in zip(values, infos) where streamedIndex[value] == nil {
            streamedIndex[value] = Int32(streamed.count)
            if let slot = info.slot {
                info.slot = streamedScreens.count
                streamedScreens.append(screens[slot])
            }
            streamed.append(info)
        }
    }

    /// Reads and decodes a spec's bytes without ever holding its whole tree: each screen is
    /// decoded as soon as it is read and its part of the tree released (`YAMLStreaming`). The
    /// result is the one `decode` gives for the whole tree, findings in the same order; the tree
    /// returned is the skeleton left, for what needs the text's shape afterwards: where reading
    /// stopped, and the comments when the text contains `commentDirective`, the marker of the
    /// comments read afterwards (otherwise a `#` inside a released scalar could look like one).
    public static func decodeWhileReading(path: String, bytes: [UInt8], limits: YAMLLimits = .default,
                                          commentDirective: StaticString) -> (decoded: (spec: LayoutSpec, diagnostics: [Diagnostic]), tree: YAMLTree) {
        var decoder: SpecDecoder?
        let streaming = YAMLStreaming(section: "screens", commentDirective: commentDirective, take: { tree, key, value in
            var streamer = decoder ?? SpecDecoder(tree: YAMLTree(source: tree.source))
            decoder = nil
            // Lent, not copied: a second reference would make the reader copy the tree.
            swap(&streamer.tree, &tree)
            streamer.stream(key: key, value: value)
            swap(&streamer.tree, &tree)
            decoder = streamer
            return true
        }, restart: { decoder = nil })
        let tree = YAMLParser.parse(path: path, bytes: bytes, limits: limits, streaming: streaming)
        var finisher = decoder ?? SpecDecoder(tree: tree)
        decoder = nil
        finisher.tree = tree
        return (finisher.decodeAll(), tree)
    }

    /// `decodeWhileReading` with the screens decoded on other threads while this one reads on,
    /// in batches: `build` of a large spec had one core reading while the other waited. The
    /// screens read are copied out of the tree (`DetachedEntries`) and released from it,
    /// so the tree returned is the same skeleton; once the text is read, this thread decodes the
    /// batches no helper has taken. The result is the one `decode` gives for the whole tree,
    /// findings in the same order (`StreamedDecodingTests`).
    public static func decodeWhileReading(path: String, bytes: [UInt8], limits: YAMLLimits = .default,
                                          commentDirective: StaticString, workers: Int, parallelFromBytes: Int = SpecDecoder.parallelFromBytes,
                                          screensPerBatch: Int = SpecDecoder.screensPerBatch) -> (decoded: (spec: LayoutSpec, diagnostics: [Diagnostic]), tree: YAMLTree) {
        guard workers > 1, bytes.count >= parallelFromBytes else {
            return decodeWhileReading(path: path, bytes: bytes, limits: limits, commentDirective: commentDirective)
        }
        /// Screens read one after another, and the reading they belong to (the fast reader may
        /// give up and read again from the start).
        struct Batch: Sendable {
            var reading: Int
            var screens: DetachedEntries
        }
        struct Decoded: Sendable {
            var reading: Int
            var values: [Int32]
            var infos: [StreamedScreen]
            var screens: [Screen]
        }
        let handoff = Handoff<Batch, Decoded>(helpers: workers - 1) { batch in
            var decoder = SpecDecoder(tree: batch.screens.tree)
            for entry in batch.screens.entries { decoder.stream(key: entry.key, value: entry.value) }
            return Decoded(reading: batch.reading, values: batch.screens.entries.map(\.original),
                           infos: decoder.streamed, screens: decoder.streamedScreens)
        }
        var reading = 0
        var batch: Batch?
        let streaming = YAMLStreaming(section: "screens", commentDirective: commentDirective, take: { tree, key, value in
            var next = batch ?? Batch(reading: reading, screens: DetachedEntries(source: tree.source))
            batch = nil
            guard next.screens.take(key: key, value: value, from: tree) else {
                batch = next
                return false
            }
            if next.screens.entries.count >= screensPerBatch {
                handoff.send(next)
            } else {
                batch = next
            }
            return true
        }, restart: {
            reading += 1
            batch = nil
        })
        let tree = YAMLParser.parse(path: path, bytes: bytes, limits: limits, streaming: streaming)
        if let batch { handoff.send(batch) }
        var finisher = SpecDecoder(tree: tree)
        for decoded in handoff.finish() where decoded.reading == reading {
            finisher.setAside(values: decoded.values, infos: decoded.infos, screens: decoded.screens)
        }
        return (finisher.decodeAll(), tree)
    }

    /// Screens handed to another thread at a time: a screen is a few hundred bytes of text, too
    /// little to be worth waking a thread for.
    public static let screensPerBatch = 16

    /// What decoding a screen ahead added to the decoder's state, and where in
    /// `streamedScreens` the screen is (`nil` when it did not decode).
    struct StreamedScreen: Sendable {
        var slot: Int?
        var diagnostics: [Diagnostic]
        /// Indices into `diagnostics` of the findings that need the whole text read.
        var missingReports: [Int]
        var objects: [SourceRange]
        var failedValues: [SourceRange]
    }

    /// Decodes one entry of `screens:` as `decodeRoot` would, and sets aside what it produced
    /// until `decodeRoot` reaches the entry: an entry the tree later drops (a repeated name) then
    /// never reports anything, exactly as when it was never decoded.
    mutating func stream(key: NodeID, value: NodeID) {
        let marks = (diagnostics.count, missingReports.count, objects.count, failedValues.count)
        let name = Located(tree.string(key), range: tree.range(key), keyRange: tree.range(key))
        let screen = decodeScreen(value, name: name, origin: .declared, shape: Grammar.screen)
        // Copies of exactly what was added: `Array(slice)` of a whole array shares its buffer, and
        // each entry would then keep the capacity of the largest screen so far.
        func copy<T>(_ slice: ArraySlice<T>) -> [T] { slice.isEmpty ? [] : slice.withUnsafeBufferPointer { Array($0) } }
        let entry = StreamedScreen(slot: screen == nil ? nil : streamedScreens.count, diagnostics: copy(diagnostics[marks.0...]),
                                   missingReports: missingReports[marks.1...].map { $0 - marks.0 },
                                   objects: copy(objects[marks.2...]), failedValues: copy(failedValues[marks.3...]))
        diagnostics.removeSubrange(marks.0...)
        missingReports.removeSubrange(marks.1...)
        objects.removeSubrange(marks.2...)
        failedValues.removeSubrange(marks.3...)
        streamedIndex[value.index] = Int32(streamed.count)
        streamed.append(entry)
        if let screen { streamedScreens.append(screen) }
    }

    /// Takes a screen decoded ahead in place of decoding it now, with its findings; the screen
    /// itself stays in `streamedScreens` at the entry's `slot`. Findings of missing keys are
    /// dropped if reading turned out to stop early, since `decodeScreen` would not make them now.
    mutating func adoptStreamed(_ value: NodeID) -> StreamedScreen? {
        guard let index = streamedIndex.removeValue(forKey: value.index).map(Int.init) else { return nil }
        var entry = streamed[index]
        streamed[index] = StreamedScreen(slot: nil, diagnostics: [], missingReports: [], objects: [], failedValues: [])
        if !reportsMissing, !entry.missingReports.isEmpty {
            let dropped = Set(entry.missingReports)
            entry.diagnostics = entry.diagnostics.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
            entry.missingReports = []
        }
        missingReports += entry.missingReports.map { $0 + diagnostics.count }
        diagnostics += entry.diagnostics
        if !entry.objects.isEmpty { objectsAside.append((objects.count, entry.objects)) }
        failedValues += entry.failedValues
        return entry
    }

    mutating func decodeAll() -> (spec: LayoutSpec, diagnostics: [Diagnostic]) {
        diagnostics = tree.problems.map(Diagnostic.init) + diagnostics
        var spec = decodeRoot()
        if !failedValues.isEmpty || diagnostics.contains(where: { InputRuleID.meaningProblems.contains($0.ruleID) }) {
            joinObjectsAside()
            spec.undecoded = (undecodedRegions() + failedValues).sorted { $0.start < $1.start }
        }
        if !spec.undecoded.isEmpty { spec.objectRegions = objects.sorted { $0.start < $1.start } }
        return (spec, diagnostics)
    }

    /// A finding of a missing key: only made when the whole text was read.
    mutating func reportMissing(_ rule: String, _ message: String, at range: SourceRange, notes: [String] = [],
                                help: String? = nil) {
        missingReports.append(diagnostics.count)
        report(rule, message, at: range, notes: notes, help: help)
    }

    /// Puts the objects set aside into `objects`, where they would have been appended.
    mutating func joinObjectsAside() {
        guard !objectsAside.isEmpty else { return }
        var joined: [SourceRange] = []
        joined.reserveCapacity(objects.count + objectsAside.reduce(0) { $0 + $1.objects.count })
        var next = 0
        for (at, aside) in objectsAside {
            joined += objects[next..<at]
            joined += aside
            next = at
        }
        joined += objects[next...]
        objects = joined
        objectsAside = []
    }

    /// The objects a finding of meaning makes unknown: for each, the innermost object that holds
    /// the wrong key or value (`tabs:` written as a mapping leaves its `tabBar` unknown, a
    /// misspelt `apperance:` its list). Rules then withhold what depends on them, the way a
    /// compiler stops checking an expression whose type is already an error.
    ///
    /// Objects nest or are apart (they are mappings of one tree), so one sweep in text order
    /// finds each finding's innermost object on a stack of the objects open at its start:
    /// 10,000 misspelt keys are 10,000 look-ups, not 10,000 scans of every object.
    func undecodedRegions() -> [SourceRange] {
        let findings = diagnostics.map(\.range).enumerated()
            .filter { InputRuleID.meaningProblems.contains(diagnostics[$0.offset].ruleID) }
            .map(\.element).sorted { $0.start < $1.start }
        guard !findings.isEmpty else { return [] }
        // Outer before inner where two start together.
        let sorted = objects.sorted { ($0.start, -$0.end) < ($1.start, -$1.end) }
        var open: [SourceRange] = []
        var next = 0
        var regions = Set<SourceRange>()
        for range in findings {
            while next < sorted.count, sorted[next].start <= range.start {
                while let last = open.last, last.end <= sorted[next].start, last != sorted[next] { open.removeLast() }
                open.append(sorted[next])
                next += 1
            }
            var innermost: SourceRange?
            for object in open.reversed() where range.end <= object.end && object.start <= range.start && object != range {
                innermost = object
                break
            }
            if let region = innermost ?? objects.first { regions.insert(region) }
        }
        return regions.sorted { $0.start < $1.start }
    }

    /// The keys present in a mapping, checked against its shape.
    struct Fields {
        var pairs: [(name: String, key: NodeID, value: NodeID)] = []
        /// The mapping itself.
        var node: NodeID
        var range: SourceRange

        func value(_ name: String) -> NodeID? { pairs.first { Self.same($0.name, name) }?.value }
        func keyRange(_ name: String, in tree: YAMLTree) -> SourceRange? {
            pairs.first { Self.same($0.name, name) }.map { tree.range($0.key) }
        }
        func has(_ name: String) -> Bool { pairs.contains { Self.same($0.name, name) } }

        /// Key names are short literals: comparing lengths first skips most comparisons.
        @inline(__always)
        static func same(_ a: String, _ b: String) -> Bool {
            a.utf8.count == b.utf8.count && a == b
        }
    }

    // MARK: - Reporting

    mutating func report(_ rule: String, _ message: String, at range: SourceRange, label: String? = nil,
                         related: [RelatedLocation] = [], notes: [String] = [], help: String? = nil,
                         fixIts: [FixIt] = []) {
        diagnostics.append(Diagnostic(ruleID: rule, severity: .error, message: message, range: range, label: label,
                                      related: related, notes: notes, help: help, fixIts: fixIts))
    }

    /// "a string", "a list", "a mapping": what the user actually wrote.
    func describe(_ node: NodeID) -> String {
        switch tree.kind(node) {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar:
            switch tree.resolve(node) {
            case .null: return "nothing"
            case .bool(let b): return "the boolean `\(b)`"
            case .int, .float: return "the number `\(tree.string(node))`"
            case .string(let s): return s.count > 30 ? "a string" : "the string `\(s)`"
            }
        }
    }

    mutating func wrongType(_ node: NodeID, expected: String, key: String?, help: String? = nil, fixIts: [FixIt] = []) {
        let what = key.map { "`\($0)` expects" } ?? "expected"
        report(InputRuleID.wrongType, "\(what) \(expected), found \(describe(node))", at: tree.range(node), help: help,
               fixIts: fixIts)
    }

    /// What to write instead of a plain value where an object belongs: `showDetail Player`
    /// means `{ showDetail: Player }`; otherwise the keys the object takes.
    func objectFromScalar(_ node: NodeID, shape: ObjectShape, key: String?) -> (String?, [FixIt]) {
        let text = tree.string(node)
        let words = text.split(separator: " ", maxSplits: 1).map(String.init)
        let choices = shape.exactlyOneOf.isEmpty ? shape.keyNames : shape.exactlyOneOf
        let subject = key.map { "`\($0)`" } ?? "it"
        if words.count == 2, let meant = shape.keyNames.first(where: { $0.lowercased() == words[0].lowercased() })
            ?? Suggestions.closest(to: words[0], in: shape.keyNames) {
            let written = "{ \(meant): \(words[1]) }"
            return ("\(subject) is a mapping: write `\(key.map { "\($0): " } ?? "")\(written)`",
                    [.replace(tree.range(node), with: written, message: "write `\(written)`")])
        }
        if !shape.exactlyOneOf.isEmpty, words.count == 1, !text.isEmpty {
            let example = "{ \(choices[0]): \(text) }"
            return ("\(subject) is a mapping that names what to do: write `\(example)`, with one of \(Suggestions.list(choices))", [])
        }
        return ("\(subject) is a mapping with the keys \(Suggestions.list(choices, conjunction: "and"))", [])
    }

    // MARK: - Objects

    /// Checks a mapping's keys against `shape`: unknown keys (with did-you-mean), device-idiom
    /// keys, missing required keys and mutually exclusive keys. Returns nil if it is not a mapping.
    mutating func fields(_ node: NodeID, _ shape: ObjectShape, key: String?, keyRange: SourceRange?) -> Fields? {
        guard tree.kind(node) == .mapping else {
            if tree.kind(node) == .scalar, case .null = tree.resolve(node) {
                if reportsMissing {
                    let requiredText = shape.requiredKeys.isEmpty ? "" : " with \(Suggestions.list(shape.requiredKeys, conjunction: "and"))"
                    reportMissing(InputRuleID.wrongType, "`\(key ?? "this")` is empty; expected \(shape.noun)\(requiredText)",
                           at: keyRange ?? tree.range(node))
                }
                return nil
            }
            var help: String?
            var fixIts: [FixIt] = []
            if tree.kind(node) == .scalar {
                (help, fixIts) = objectFromScalar(node, shape: shape, key: key)
            }
            wrongType(node, expected: shape.noun, key: key, help: help, fixIts: fixIts)
            return nil
        }
        var result = Fields(node: node, range: tree.range(node))
        var resolved: Set<String> = []
        objects.append(keyRange.map { $0.isEmpty ? result.range : $0.union(result.range) } ?? result.range)
        result.pairs.reserveCapacity(tree.childCount(node))
        for (k, v) in tree.pairs(node) {
            guard tree.kind(k) == .scalar else {
                report(InputRuleID.wrongType, "keys are names; this key is \(describe(k))", at: tree.range(k))
                continue
            }
            if let index = tree.withScalarBytes(k, { shape.keyIndex($0) }) {
                result.pairs.append((shape.keyNames[index], k, v))
            } else if Self.travelsWithDynamicItems(tree.string(k), in: node, shape: shape, tree: tree) {
                // Rows from data in a section are values of the list's one row type.
                report(InputRuleID.unknownKey, "`itemType` is a key of the list, not of a section: rows from data in every section are values of the list's `itemType`",
                       at: tree.range(k),
                       help: "move `itemType: \(tree.string(v))` up to the list, beside `sections`")
            } else if let meant = unknownKey(k, value: v, name: tree.string(k), shape: shape, parentKey: key, in: node) {
                resolved.insert(meant)
            }
        }
        let where_ = keyRange ?? SourceRange(start: result.range.start, end: result.range.start)
        // A key that is missing because it is misspelt or misplaced is one problem, reported
        // once, at the key that is there: `tabbar:` is not also "`compact` needs `tabBar`".
        if reportsMissing {
            for required in shape.requiredKeys where !result.has(required) && !resolved.contains(required) {
                let keyShape = shape.key(required)
                reportMissing(InputRuleID.missingKey, "\(subject(key: key, keyRange: keyRange, shape: shape)) is missing the required key `\(required)`",
                       at: where_,
                       notes: keyShape.map { ["`\(required)`: \($0.documentation)"] } ?? [],
                       help: "add `\(required):` \(requiredHint(required, shape))")
            }
        }
        if !shape.exactlyOneOf.isEmpty {
            let present = result.pairs.filter { shape.exactlyOneOf.contains($0.name) }
            if present.isEmpty, reportsMissing, !shape.exactlyOneOf.contains(where: resolved.contains) {
                reportMissing(InputRuleID.missingKey, "\(key.map { "`\($0)`" } ?? shape.noun) needs one of \(Suggestions.list(shape.exactlyOneOf))",
                       at: where_)
            } else if present.count > 1 {
                for extra in present.dropFirst() {
                    report(InputRuleID.conflictingKeys,
                           "`\(extra.name)` cannot be combined with `\(present[0].name)`: \(key.map { "`\($0)`" } ?? shape.noun) takes exactly one of \(Suggestions.list(shape.exactlyOneOf))",
                           at: tree.range(extra.key),
                           related: [RelatedLocation(range: tree.range(present[0].key), label: "`\(present[0].name)` is set here")],
                           help: "keep one of them")
                }
                result.pairs.removeAll { p in present.dropFirst().contains { $0.key == p.key } }
            }
        }
        return result
    }

    /// `itemType` beside `items: dynamic` in a section: the row type written where the rows are,
    /// one level too deep.
    static func travelsWithDynamicItems(_ name: String, in mapping: NodeID, shape: ObjectShape, tree: YAMLTree) -> Bool {
        guard name == "itemType", shape.name == Grammar.section.name else { return false }
        return tree.pairs(mapping).contains { k, v in
            tree.kind(k) == .scalar && tree.string(k) == "items" && tree.kind(v) == .scalar && tree.string(v) == "dynamic"
        }
    }

    /// "`split`" for a keyed mapping, "this item" for an entry of a list.
    func subject(key: String?, keyRange: SourceRange?, shape: ObjectShape) -> String {
        if let key, let keyRange, !keyRange.isEmpty { return "`\(key)`" }
        let noun = shape.noun
        if noun.hasPrefix("a ") { return "this " + noun.dropFirst(2) }
        if noun.hasPrefix("an ") { return "this " + noun.dropFirst(3) }
        return "this " + noun
    }

    func requiredHint(_ key: String, _ shape: ObjectShape) -> String {
        switch shape.key(key)?.shape {
        case .enumeration(let values)?: return "with one of \(Suggestions.list(values))"
        case .screenReference?: return "with a screen name"
        default: return "to \(shape.noun)"
        }
    }

    /// Reports a key the shape does not have, with the key it most likely means. Returns that
    /// key when there is one, so the mapping does not also report it missing.
    mutating func unknownKey(_ keyNode: NodeID, value: NodeID, name: String, shape: ObjectShape, parentKey: String?, in mapping: NodeID) -> String? {
        let range = tree.range(keyNode)
        if Grammar.deviceIdiomKeys.contains(name.lowercased()) {
            report(InputRuleID.deviceIdiom,
                   "`\(name)` branches on the device, and layoutc specs vary by size class only",
                   at: range,
                   notes: ["an iPad in Slide Over or narrow Split View has compact width, so a device check gives it the iPad layout where it has an iPhone's space"],
                   help: "write the value as `{ regular: A, compact: B }` where the language allows it, and describe the compact layout under `split.compact`")
            return nil
        }
        let place = parentKey.map { "in `\($0)`" } ?? "at the top level"
        var help: String?
        var fixIts: [FixIt] = []
        var meant: String?
        if let mapped = Grammar.uikitSpellings[name], shape.key(mapped) != nil {
            help = "did you mean `\(mapped)` (UIKit's \(name))?"
            fixIts = [.replace(range, with: mapped, message: "rename to `\(mapped)`")]
            meant = mapped
        } else if let suggestion = Suggestions.closest(to: name, in: shape.keyNames) {
            help = "did you mean `\(suggestion)`?"
            fixIts = [.replace(range, with: suggestion, message: "rename to `\(suggestion)`")]
            meant = suggestion
        } else if let home = Self.childHome(of: name, in: shape) {
            switch home {
            case .object(let container):
                if let existing = tree.pairs(mapping).first(where: { tree.string($0.key) == container }) {
                    // Wrapping it in a second `split:` would repeat the key: it moves into the one there is.
                    let line = tree.source.lineIndex(of: tree.range(existing.key).start) + 1
                    help = "`\(name)` belongs inside `\(container)`: move it under the `\(container):` on line \(line)"
                    if let move = moving(keyNode, value: value, into: existing.value, container: container) { fixIts = [move] }
                } else {
                    help = "`\(name)` belongs inside `\(container)`: write `\(container):` with `\(name):` under it"
                    if let wrap = wrapping(keyNode, value: value, in: container) { fixIts = [wrap] }
                }
                meant = container
            case .listEntry(let container):
                help = "`\(name)` is a key of each entry of `\(container)`, not of \(parentKey.map { "`\($0)`" } ?? "the spec")"
            }
        } else if let mapped = Grammar.uikitSpellings[name] {
            help = "`\(mapped)` is the spec's word for UIKit's \(name); it belongs elsewhere"
        }
        let notes = ["allowed \(place): \(shape.keyNames.map { "`\($0)`" }.joined(separator: ", "))"]
        report(InputRuleID.unknownKey, "unknown key `\(name)` \(place)", at: range, notes: notes, help: help, fixIts: fixIts)
        return meant
    }

    /// Where a key written one level too high belongs: a key of an object this shape holds.
    enum ChildHome: Equatable {
        /// The key of an object value (`compact` → `tabBar` → `tabs`).
        case object(String)
        /// The key of a list of objects (`list` → `sections[]` → `outline`).
        case listEntry(String)
    }

    static func childHome(of name: String, in shape: ObjectShape) -> ChildHome? {
        func objects(_ value: ValueShape) -> [(ObjectShape, isList: Bool)] {
            switch value {
            case .object(let o): return [(o, false)]
            case .list(.object(let o)): return [(o, true)]
            case .oneOf(let shapes): return shapes.flatMap(objects)
            default: return []
            }
        }
        for key in shape.keys {
            for (child, isList) in objects(key.shape) where child.key(name) != nil {
                return isList ? .listEntry(key.name) : .object(key.name)
            }
        }
        return nil
    }

    /// `tabs:` and its block moved under a new `tabBar:` key: the key line gains the container
    /// above it, and every line of the value is indented one level more. Nil for a value
    /// written in flow style on other lines, where moving text is not mechanical.
    func wrapping(_ keyNode: NodeID, value: NodeID, in container: String) -> FixIt? {
        let source = tree.source
        let keyRange = tree.range(keyNode)
        let keyLine = source.lineIndex(of: keyRange.start)
        let lineStart = source.lineStarts[keyLine]
        let indent = keyRange.start - lineStart
        guard source.bytes[lineStart..<keyRange.start].allSatisfy({ $0 == 0x20 }) else { return nil }
        let step = String(repeating: " ", count: 2)
        var edits = [TextEdit(range: SourceRange(start: keyRange.start, end: keyRange.start),
                              replacement: "\(container):\n\(String(repeating: " ", count: indent))\(step)")]
        let valueRange = tree.range(value)
        let lastLine = source.lineIndex(of: max(valueRange.start, valueRange.end - 1))
        if lastLine > keyLine {
            for line in (keyLine + 1)...lastLine where !source.lineBytes(line).allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D }) {
                edits.append(TextEdit(range: .at(source.lineStarts[line]), replacement: step))
            }
        }
        return FixIt(message: "move `\(tree.string(keyNode))` into `\(container)`", edits: edits)
    }

    /// `compact:` and its block moved to the end of an existing block mapping (`split:`), each
    /// line indented as that mapping's keys are. Nil where moving text is not mechanical: a flow
    /// mapping, or a key that does not start its line.
    func moving(_ keyNode: NodeID, value: NodeID, into target: NodeID, container: String) -> FixIt? {
        let source = tree.source
        guard tree.kind(target) == .mapping, let firstKey = tree.pairs(target).first?.key else { return nil }
        let targetRange = tree.range(target)
        guard source.bytes[targetRange.start] != UInt8(ascii: "{") else { return nil }
        let keyRange = tree.range(keyNode)
        let keyLine = source.lineIndex(of: keyRange.start)
        let lineStart = source.lineStarts[keyLine]
        guard source.bytes[lineStart..<keyRange.start].allSatisfy({ $0 == 0x20 }) else { return nil }
        let indent = keyRange.start - lineStart
        let firstKeyStart = tree.range(firstKey).start
        let childIndent = firstKeyStart - source.lineStarts[source.lineIndex(of: firstKeyStart)]
        let valueRange = tree.range(value)
        let lastLine = source.lineIndex(of: max(valueRange.start, valueRange.end - 1))
        let removeEnd = lastLine + 1 < source.lineStarts.count ? source.lineStarts[lastLine + 1] : source.bytes.count
        let targetLastLine = source.lineIndex(of: max(targetRange.start, targetRange.end - 1))
        let insertAt = targetLastLine + 1 < source.lineStarts.count ? source.lineStarts[targetLastLine + 1] : source.bytes.count
        // Moving a block into itself, or into the middle of what moves, is not a move.
        guard insertAt <= lineStart || insertAt >= removeEnd else { return nil }
        var moved = ""
        for line in keyLine...lastLine {
            var text = String(decoding: source.lineBytes(line), as: UTF8.self)
            if !text.hasSuffix("\n") { text += "\n" }
            let blank = text.allSatisfy { $0 == " " || $0 == "\n" || $0 == "\r" }
            moved += blank ? text : String(repeating: " ", count: max(0, childIndent - indent)) + text.dropFirst(max(0, indent - childIndent))
        }
        let needsBreak = insertAt == source.bytes.count && source.bytes.last != 0x0A
        let edits: [TextEdit] = insertAt == removeEnd || insertAt == lineStart
            ? [TextEdit(range: SourceRange(start: lineStart, end: removeEnd), replacement: moved)]
            : [TextEdit(range: .at(insertAt), replacement: (needsBreak ? "\n" : "") + moved),
               TextEdit(range: SourceRange(start: lineStart, end: removeEnd), replacement: "")]
        return FixIt(message: "move `\(tree.string(keyNode))` into the `\(container)` there is", edits: edits)
    }

    // MARK: - Scalars

    mutating func string(_ node: NodeID?, key: String, keyRange: SourceRange?) -> Located<String>? {
        guard let node else { return nil }
        guard tree.kind(node) == .scalar, case .string(let text) = tree.resolve(node) else {
            if tree.kind(node) == .scalar {
                let raw = tree.string(node)
                wrongType(node, expected: "a string", key: key,
                          help: raw.isEmpty ? nil : "quote it to make it a string: `\(key): \"\(raw)\"`")
            } else {
                wrongType(node, expected: "a string", key: key)
            }
            return nil
        }
        return Located(shared(text), range: tree.range(node), keyRange: keyRange)
    }

    struct ReplayKey: Hashable {
        var node: Int32
        var decodedAs: String
    }

    /// What decoding a node added to the decoder besides its value.
    struct Replay<Value> {
        var value: Value
        var diagnostics: [Diagnostic]
        /// Indices into `diagnostics`.
        var missingReports: [Int]
        var objects: [SourceRange]
        var failedValues: [SourceRange]
    }

    /// Decodes `node` once however many aliases reach it (a `&swipes` every list refers to),
    /// so that its value is shared rather than copied into every place. Where it is reached
    /// again, what the first decoding added (findings, objects) is added again, exactly as a
    /// second decoding would, so the results do not depend on whether a value was shared.
    /// `decodedAs` names the decoding and whatever else it depends on besides the node.
    mutating func decodedOnce<Value>(_ node: NodeID, as decodedAs: String, _ decode: (inout SpecDecoder) -> Value) -> Value {
        guard tree.isAliasTarget(node) else { return decode(&self) }
        let key = ReplayKey(node: node.index, decodedAs: decodedAs)
        if let replay = replays[key] as? Replay<Value> {
            // Filled while findings of missing keys were still made (a screen decoded while
            // reading), and replayed after reading stopped early: drop them, as a fresh decoding
            // would not make them (and as `adoptStreamed` does).
            if !reportsMissing, !replay.missingReports.isEmpty {
                let dropped = Set(replay.missingReports)
                diagnostics += replay.diagnostics.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
                objects += replay.objects
                failedValues += replay.failedValues
                return replay.value
            }
            missingReports += replay.missingReports.map { $0 + diagnostics.count }
            diagnostics += replay.diagnostics
            objects += replay.objects
            failedValues += replay.failedValues
            return replay.value
        }
        let marks = (diagnostics.count, missingReports.count, objects.count, failedValues.count)
        let value = decode(&self)
        replays[key] = Replay(value: value, diagnostics: Array(diagnostics[marks.0...]),
                              missingReports: missingReports[marks.1...].map { $0 - marks.0 },
                              objects: Array(objects[marks.2...]), failedValues: Array(failedValues[marks.3...]))
        return value
    }

    /// The copy of `text` already decoded, if there is one. Strings of up to 15 UTF-8 bytes are
    /// stored inline in every value that holds them, so only longer ones are shared.
    ///
    /// A set's strings are equal when they are canonically equivalent (`é` precomposed or as `e`
    /// and an accent), so the copy is only taken when it has the same bytes: the model keeps the
    /// text as written, whichever spelling a decoder happened to meet first.
    mutating func shared(_ text: String) -> String {
        guard text.utf8.count > 15 else { return text }
        let member = strings.insert(text).memberAfterInsert
        return Self.sameBytes(member, text) ? member : text
    }

    static func sameBytes(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { a in b.withUTF8 { b in a.count == b.count && a.elementsEqual(b) } }
    }

    mutating func bool(_ node: NodeID?, key: String, keyRange: SourceRange?) -> Located<Bool>? {
        guard let node else { return nil }
        guard tree.kind(node) == .scalar, case .bool(let value) = tree.resolve(node) else {
            var help: String?
            if tree.kind(node) == .scalar {
                switch tree.string(node).lowercased() {
                case "yes", "on", "y": help = "YAML 1.2 reads `\(tree.string(node))` as a string; write `true`"
                case "no", "off", "n": help = "YAML 1.2 reads `\(tree.string(node))` as a string; write `false`"
                case "1": help = "a boolean is `true` or `false`, not a number; write `true`"
                case "0": help = "a boolean is `true` or `false`, not a number; write `false`"
                case "true", "false": help = "quotes make it a string; write `\(tree.string(node).lowercased())` without them"
                default: break
                }
            }
            let fix: [FixIt] = help.map { _ in
                let lowered = tree.string(node).lowercased()
                let value = ["yes", "on", "y", "1", "true"].contains(lowered) ? "true" : "false"
                return [FixIt.replace(tree.range(node), with: value, message: "write a YAML 1.2 boolean")]
            } ?? []
            report(InputRuleID.wrongType, "`\(key)` expects `true` or `false`, found \(describe(node))", at: tree.range(node),
                   help: help, fixIts: fix)
            return nil
        }
        return Located(value, range: tree.range(node), keyRange: keyRange)
    }

    /// `allowsInfinity`: `.inf` (YAML 1.2's unbounded number) is a value, for a maximum.
    mutating func number(_ node: NodeID?, key: String, keyRange: SourceRange?, allowsInfinity: Bool = false) -> Located<Double>? {
        guard let node else { return nil }
        switch tree.kind(node) == .scalar ? tree.resolve(node) : .null {
        case .int(let i): return Located(Double(i), range: tree.range(node), keyRange: keyRange)
        case .float(let d) where d.isFinite: return Located(d, range: tree.range(node), keyRange: keyRange)
        case .float(let d) where d == .infinity && allowsInfinity: return Located(d, range: tree.range(node), keyRange: keyRange)
        case .float(let d):
            let written = tree.string(node)
            let what = d.isNaN ? "`\(written)` is not a number (YAML's NaN)" : "`\(written)` is unbounded"
            let help = d == .infinity ? "only a maximum can be unbounded; write a number of points"
                : d.isNaN ? "write a number" : "write a number of points, zero or more"
            report(InputRuleID.wrongType, "`\(key)` expects a finite number; \(what)", at: tree.range(node), help: help)
            return nil
        default:
            var help: String?
            var fixIts: [FixIt] = []
            if tree.kind(node) == .scalar, let (number, unit) = Self.numberWithUnit(tree.string(node)) {
                let written: String
                if unit == "%" {
                    written = Self.plainNumber(number / 100)
                    help = key == "fraction" ? "a fraction is a number from 0 to 1: \(tree.string(node)) is `\(written)`"
                        : "write the number without `%`"
                } else {
                    written = Self.plainNumber(number)
                    help = "widths are in points; write the number alone"
                }
                if unit != "%" || key == "fraction" {
                    fixIts = [.replace(tree.range(node), with: written, message: "write `\(written)`")]
                }
            }
            wrongType(node, expected: "a number", key: key, help: help, fixIts: fixIts)
            return nil
        }
    }

    mutating func enumValue<E: SpecEnum>(_ node: NodeID?, _ type: E.Type, key: String, keyRange: SourceRange?) -> Located<E>? {
        guard let node else { return nil }
        guard tree.kind(node) == .scalar, case .string(let text) = tree.resolve(node) else {
            var help: String?
            var fixIts: [FixIt] = []
            if tree.kind(node) == .sequence, tree.childCount(node) == 1, let only = tree.items(node).first,
               tree.kind(only) == .scalar, E(rawValue: tree.string(only)) != nil {
                help = "`\(key)` takes one value: write `\(key): \(tree.string(only))`"
                fixIts = [.replace(tree.range(node), with: tree.string(only), message: "write `\(tree.string(only))`")]
            }
            wrongType(node, expected: "one of \(Suggestions.list(E.spellings))", key: key, help: help, fixIts: fixIts)
            return nil
        }
        if let value = E(rawValue: text) {
            return Located(value, range: tree.range(node), keyRange: keyRange)
        }
        let range = tree.range(node)
        let suggestion = Suggestions.closest(to: text, in: E.spellings)
        report(InputRuleID.unknownValue, "`\(text)` is not a valid `\(key)`",
               at: range,
               notes: ["`\(key)` is one of \(Suggestions.list(E.spellings))"],
               help: suggestion.map { "did you mean `\($0)`?" },
               fixIts: suggestion.map { [FixIt.replace(range, with: $0, message: "replace with `\($0)`")] } ?? [])
        return nil
    }

    /// `30%`, `240pt`: a number with a unit people write out of habit.
    static func numberWithUnit(_ text: String) -> (Double, String)? {
        for unit in ["%", "pt", "px", "points"] where text.hasSuffix(unit) {
            if let number = Double(String(text.dropLast(unit.count).drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())) { return (number, unit) }
        }
        return nil
    }

    static func plainNumber(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// A sequence's items, or a wrong-type report that says how to write the list.
    /// `scalarEntries`: the entries are plain values, so one value becomes a list by bracketing.
    mutating func sequence(_ node: NodeID?, key: String, expected: String, scalarEntries: Bool = false) -> [NodeID]? {
        guard let node else { return nil }
        guard tree.kind(node) == .sequence else {
            if tree.kind(node) == .scalar, case .null = tree.resolve(node) { return [] }
            var help: String?
            var fixIts: [FixIt] = []
            switch tree.kind(node) {
            case .scalar where scalarEntries:
                let written = "[\(tree.string(node))]"
                help = "write a list, even of one: `\(key): \(written)`"
                fixIts = [.replace(tree.range(node), with: written, message: "make it a list: `\(written)`")]
            case .scalar:
                help = "write the entries on the lines below `\(key):`, each starting with `- `"
            case .mapping:
                let names = tree.pairs(node).map { tree.string($0.0) }
                help = "`\(key)` is a list: start each entry with `- `; the names before the `:` (\(Suggestions.list(Array(names.prefix(3)), conjunction: "and"))) have no place in it"
                if let fix = listFromMapping(node) { fixIts = [fix] }
            default:
                break
            }
            wrongType(node, expected: expected, key: key, help: help, fixIts: fixIts)
            return nil
        }
        return tree.items(node)
    }

    /// `- Library: { … }` entries become `Library: { … }`: the dashes go, the names stay.
    func mappingFromSingleKeyEntries(_ node: NodeID) -> FixIt? {
        var edits: [TextEdit] = []
        for item in tree.items(node) {
            guard tree.kind(item) == .mapping, tree.childCount(item) == 2,
                  let key = tree.pairs(item).first?.0 else { return nil }
            let keyStart = tree.range(key).start
            var dash = keyStart
            while dash > 0, tree.source.bytes[dash - 1] == 0x20 { dash -= 1 }
            guard dash > 0, tree.source.bytes[dash - 1] == UInt8(ascii: "-") else { return nil }
            edits.append(TextEdit(range: SourceRange(start: dash - 1, end: keyStart), replacement: ""))
        }
        return edits.isEmpty ? nil : FixIt(message: "write the screens as named keys", edits: edits)
    }

    /// `library: { title: … }` entries become `- { title: … }`, when every value starts on its
    /// name's line (otherwise the lines below would need re-indenting by hand).
    func listFromMapping(_ node: NodeID) -> FixIt? {
        let source = tree.source
        var edits: [TextEdit] = []
        for (k, v) in tree.pairs(node) {
            let keyRange = tree.range(k), valueRange = tree.range(v)
            guard source.lineIndex(of: keyRange.start) == source.lineIndex(of: valueRange.start), tree.kind(v) != .sequence else { return nil }
            edits.append(TextEdit(range: SourceRange(start: keyRange.start, end: valueRange.start), replacement: "- "))
        }
        return edits.isEmpty ? nil : FixIt(message: "write the entries as a list", edits: edits)
    }
}

extension Array {
    /// `compactMap` into an array of at most the input's size instead of a doubled one: decoded
    /// arrays live as long as the model, and a large spec's menus and rows are most of it.
    func compactMapExact<T>(_ transform: (Element) throws -> T?) rethrows -> [T] {
        var result: [T] = []
        result.reserveCapacity(count)
        for element in self {
            if let value = try transform(element) { result.append(value) }
        }
        return result
    }
}
