import LayoutModel

/// Specs nobody wrote: each is a walk of the language's grammar (`Grammar.root`) from a seed.
/// Every key may appear (required keys always do), every enumerated value may be chosen, every
/// alternative of a `oneOf`; screen references point at the spec's own screens, and names come
/// from pools that include Swift's, SwiftUI's, UIKit's and LayoutRuntime's own names. Most specs
/// have findings; the ones `check` accepts are what the compile guarantee is tested on. The same
/// seed always gives the same text.
public struct GrammarSpecGenerator {
    /// One generated spec: its text, and what of the grammar it used.
    public struct Spec: Sendable {
        public var seed: UInt64
        public var app: String
        public var text: String
        /// `object.key` for every key written (`list.appearance`).
        public var keys: Set<String>
        /// `object.key=value` for every enumerated value written.
        public var values: Set<String>
    }

    /// A line of the spec, with the keys and values of the grammar it writes.
    struct Line {
        var text: String
        var uses: [String] = []
    }

    private var random: SplitMix
    /// What the next line written uses: the key it is for, and the value chosen.
    private var pending: [String] = []
    private var screens: [String] = []
    private var itemTypes: [String] = []
    private var actionNames: [String] = []
    private var sceneNames: [String] = []
    public let seed: UInt64
    /// Keys (`object.key`) always written, and values (`object.key=value`, `object.key#alternative`)
    /// chosen whenever their key is: a directed walk (`path(to:)`), for what random walks left out
    /// of the accepted specs.
    private let preferred: Set<String>
    /// The lines of the last spec generated.
    private var lastLines: [Line] = []

    public init(seed: UInt64, preferring preferred: Set<String> = []) {
        self.seed = seed
        self.preferred = preferred
        random = SplitMix(seed: seed)
    }

    /// Names a spec may give its screens, types and actions: ordinary ones, and ones the
    /// frameworks, the standard library and the generated code already use.
    static let screenPool = ["Inbox", "Detail", "Library", "Settings", "Feeds", "Timeline", "Article", "Compose", "Search",
                             "Results", "Profile", "View", "List", "Text", "Image", "Section", "Screen", "Layout", "Toolbar",
                             "Empty", "Navigation"]
    static let typePool = ["Message", "Feed", "Account", "Folder", "Item", "Row", "Image", "List", "Text", "Section", "View",
                           "String", "Int", "Selection", "Destination", "NavigationState", "UIView", "Data", "Label", "Button",
                           "Date", "URL", "Set", "Menu", "Toggle", "Bool", "UIImage", "Binding"]
    static let actionPool = ["refresh", "markAllAsRead", "compose", "share", "delete", "open", "view", "string", "self", "default"]
    static let scenePool = ["Compose", "Article", "Viewer", "Image"]
    static let appPool = ["Mail", "Reader", "Notes", "List", "Text", "String", "LayoutRuntime", "Image", "App", "Shop"]
    static let titles = ["Inbox", "All Mail", "Réglages", "受信トレイ 📥", "Say \"hi\"", "Back\\slash", "Up Next", "Done"]
    static let images = ["tray", "folder", "star", "trash", "gear", "square.and.pencil", "plus", "magnifyingglass"]
    static let keyNames = ["n", "f", "r", "1", "delete", "upArrow", "downArrow", "space", "return", "escape", ","]

    /// Generates the spec for this generator's seed.
    public mutating func generate() -> Spec {
        let base = pick(Self.appPool)
        // An ordinary name is made unique per seed, so many specs share one module in a test.
        let app = ["List", "Text", "String", "LayoutRuntime", "Image", "App"].contains(base) ? base : "\(base)\(seed)"
        screens = Array(Self.screenPool.shuffled(using: &random).prefix(Int.random(in: 2...5, using: &random)))
        itemTypes = Array(Self.typePool.shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random)))
        actionNames = Array(Self.actionPool.shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random)))
        sceneNames = Array(Self.scenePool.shuffled(using: &random).prefix(Int.random(in: 1...2, using: &random)))
        var lines = [Line(text: "# Generated from the grammar, seed \(seed).")]
        object(Grammar.root, depth: 0, indent: "", path: "spec", overrides: ["app": app], into: &lines)
        lastLines = lines
        return Self.spec(seed: seed, app: app, lines: lines)
    }

    static func spec(seed: UInt64, app: String, lines: [Line]) -> Spec {
        let uses = lines.flatMap(\.uses)
        return Spec(seed: seed, app: app, text: lines.map(\.text).joined(separator: "\n") + "\n",
                    keys: Set(uses.filter { !$0.contains("=") && !$0.contains("#") }),
                    values: Set(uses.filter { $0.contains("=") || $0.contains("#") }))
    }

    /// Generates a spec, then takes out what `check` finds wrong, line by line with what is
    /// nested under each, until it passes or nothing more can go (`findErrors` gives the 0-based
    /// lines of the errors in a text). Random walks rarely satisfy every rule at once; what is
    /// left is still random, and it is a spec `check` accepts.
    public mutating func generateAccepted(maximumRounds: Int = 12, findErrors: (String) -> [Int]) -> Spec? {
        let base = generate()
        var lines = lastLines
        for _ in 0..<maximumRounds {
            let text = lines.map(\.text).joined(separator: "\n") + "\n"
            let errors = Set(findErrors(text))
            if errors.isEmpty { return Self.spec(seed: seed, app: base.app, lines: lines) }
            // Line 0 is the comment; an error there or at a top-level required key cannot be taken out.
            var removed = Set<Int>()
            for line in errors.sorted() where line > 0 && line < lines.count {
                if !lines[line].text.hasPrefix(" ") && Grammar.root.requiredKeys.contains(where: { lines[line].text.hasPrefix($0 + ":") }) { continue }
                removed.insert(line)
                // What is nested under it goes with it.
                let depth = lines[line].text.prefix { $0 == " " }.count
                var next = line + 1
                while next < lines.count, lines[next].text.prefix(while: { $0 == " " }).count > depth {
                    removed.insert(next)
                    next += 1
                }
            }
            if removed.isEmpty { return nil }
            lines = lines.enumerated().filter { !removed.contains($0.offset) }.map(\.element)
        }
        return nil
    }

    // MARK: - The walk

    private mutating func object(_ shape: ObjectShape, depth: Int, indent: String, path: String,
                                 overrides: [String: String] = [:], into lines: inout [Line]) {
        var chosen = shape.keys.filter { key in
            key.required || overrides[key.name] != nil || preferred.contains("\(shape.name).\(key.name)") || chance(depth == 0 ? 0.7 : max(0.15, 0.55 - Double(depth) * 0.1))
        }
        // Exactly one of some keys (`tabBar` / `navigation`): keep one of them.
        if !shape.exactlyOneOf.isEmpty {
            let one = pick(shape.exactlyOneOf)
            chosen.removeAll { shape.exactlyOneOf.contains($0.name) && $0.name != one }
            if !chosen.contains(where: { $0.name == one }), let key = shape.key(one) { chosen.append(key) }
        }
        if chosen.isEmpty, let first = shape.keys.first { chosen = [first] }
        for key in chosen {
            pending = ["\(shape.name).\(key.name)"]
            if let fixed = overrides[key.name] {
                append("\(indent)\(key.name): \(fixed)", to: &lines)
                continue
            }
            value(key.shape, key: key.name, owner: shape.name, depth: depth + 1, indent: indent, prefix: "\(key.name):", into: &lines)
        }
    }

    /// Writes `prefix value` at `indent`: scalars on the line, collections below it.
    private mutating func value(_ shape: ValueShape, key: String, owner: String, depth: Int, indent: String,
                                prefix: String, into lines: inout [Line]) {
        switch shape {
        case .string:
            append("\(indent)\(prefix) \(quoted(string(for: key)))", to: &lines)
        case .identifier:
            append("\(indent)\(prefix) \(identifier(for: key))", to: &lines)
        case .bool:
            append("\(indent)\(prefix) \(chance(0.5))", to: &lines)
        case .integer:
            append("\(indent)\(prefix) \(key == "spec" ? 1 : Int.random(in: 1...3, using: &random))", to: &lines)
        case .number:
            append("\(indent)\(prefix) \(number(for: key))", to: &lines)
        case .enumeration(let options):
            let chosen = options.first { preferred.contains("\(owner).\(key)=\($0)") } ?? pick(options)
            pending.append("\(owner).\(key)=\(chosen)")
            append("\(indent)\(prefix) \(chosen)", to: &lines)
        case .constant(let text):
            append("\(indent)\(prefix) \(text)", to: &lines)
        case .screenReference:
            append("\(indent)\(prefix) \(pick(screens))", to: &lines)
        case .oneOf(let shapes):
            let index = shapes.indices.first { preferred.contains("\(owner).\(key)#\($0)") } ?? Int.random(in: 0..<shapes.count, using: &random)
            pending.append("\(owner).\(key)#\(index)")
            value(shapes[index], key: key, owner: owner, depth: depth, indent: indent, prefix: prefix, into: &lines)
        case .list(let element):
            guard depth < 7 else { return append("\(indent)\(prefix) []", to: &lines) }
            append("\(indent)\(prefix)", to: &lines)
            let count = key == "screens" ? 1 : Int.random(in: 1...3, using: &random)
            for _ in 0..<count {
                value(element, key: key, owner: owner, depth: depth, indent: indent + "  ", prefix: "-", into: &lines)
            }
        case .object(let object):
            guard depth < 7 else { return append("\(indent)\(prefix) {}", to: &lines) }
            if prefix == "-" {
                // A list entry: the first key on the dash's line.
                var inner: [Line] = []
                let carried = pending
                pending = []
                self.object(object, depth: depth, indent: indent + "  ", path: key, into: &inner)
                guard var first = inner.first else { return append("\(indent)- {}", to: &lines) }
                first.text = indent + "- " + first.text.dropFirst(indent.count + 2)
                first.uses += carried
                lines.append(first)
                lines += inner.dropFirst()
            } else {
                append("\(indent)\(prefix)", to: &lines)
                self.object(object, depth: depth, indent: indent + "  ", path: key, into: &lines)
            }
        case .map(let element):
            let names: [String]
            switch key {
            case "screens": names = screens
            case "actions": names = actionNames
            case "scenes": names = sceneNames
            case "itemTypes": names = Array(itemTypes.prefix(1))
            default: names = [pick(Self.typePool)]
            }
            append("\(indent)\(prefix)", to: &lines)
            for name in names {
                value(element, key: key == "screens" ? "screen" : key, owner: owner, depth: depth,
                      indent: indent + "  ", prefix: "\(name):", into: &lines)
            }
        }
    }

    /// Appends a line that uses what is pending.
    private mutating func append(_ text: String, to lines: inout [Line]) {
        lines.append(Line(text: text, uses: pending))
        pending = []
    }

    // MARK: - Values

    private mutating func string(for key: String) -> String {
        switch key {
        case "image": pick(Self.images)
        case "key", "input": pick(Self.keyNames)
        case "deploymentTarget": pick(["14.0", "15", "16.4", "17.0", "18.0"])
        case "id": pick(["inbox", "all", "top", "rest", "favorites", "view", "self", "default", "row"])
        default: pick(Self.titles)
        }
    }

    /// The ids of rows, sections and transient UI entries, some of them not identifiers in Swift.
    static let ids = ["inbox", "all", "top", "rest", "favorites", "view", "self", "default", "row"]

    private mutating func identifier(for key: String) -> String {
        switch key {
        case "itemType", "sectionType", "type": pick(itemTypes)
        case "perform": pick(actionNames)
        case "openScene", "closeScene", "scene": pick(sceneNames)
        case "id": pick(Self.ids)
        // A transient UI entry's id, as the entries are named, so that some walks name one.
        case "present", "dismiss": pick(Self.ids)
        default: pick(actionNames)
        }
    }

    private mutating func number(for key: String) -> String {
        switch key {
        case "fraction": pick(["0.25", "0.3", "0.4"])
        case "min": pick(["200", "260", "320"])
        case "max": pick(["340", "400", "500"])
        case "deploymentTarget": pick(["14", "15.0", "16", "17.0", "18"])
        default: pick(["1", "0.5", "2"])
        }
    }

    private func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private mutating func pick<T>(_ options: [T]) -> T { options[Int.random(in: 0..<options.count, using: &random)] }
    private mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &random) < probability }
}

/// A small, fast generator whose sequence depends on the seed alone, on every platform.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 1 }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension GrammarSpecGenerator {
    /// Every `object.key` and every `object.key=value` (and `object.key#n` for a `oneOf`) the
    /// grammar has: what the generated specs are meant to cover.
    /// What a walk must choose to write `value` (`appearanceBySizeClass.compact=sidebar`, or a key,
    /// `section.sectionType`): the keys and alternatives on the shortest path to it from the root,
    /// the value itself, and what `check` needs beside it for the value to stay (`prerequisites`).
    public static func path(to value: String) -> Set<String> {
        // A key's prerequisites hold for each of its values and alternatives too.
        let needed = prerequisites.filter { key, _ in value == key || value.hasPrefix(key + "#") || value.hasPrefix(key + "=") }
        return needed.values.reduce(shortestPath(to: value)) { $0.union($1) }
    }

    /// What a value needs elsewhere in the spec, or `check` takes it out as an error: a row that
    /// opens the supplementary column needs a split that has one. Without it, a directed walk
    /// keeps the value in about one spec in thirty, and 200 walks could all miss.
    static let prerequisites: [String: Set<String>] = [
        "selection.showSupplementary": ["spec.split", "split.style=tripleColumn", "split.supplementary"],
        // One of the sheet's own detents, on a sheet.
        "transient.undimmedUpTo": ["transient.kind=pageSheet", "transient.detents"],
        // An entry of the spec's transient UI to present or close.
        "action.present": ["spec.transient"],
        "action.dismiss": ["spec.transient"],
        // A row picked at launch opens a screen.
        "item.selectedAtLaunch": ["item.onSelect"],
        // A title per size class, on a screen whose generated list sets it.
        "screen.title#1": ["screen.list"],
    ]

    static func shortestPath(to value: String) -> Set<String> {
        var best: [String]?
        func walk(_ shape: ValueShape, key: String, owner: String, path: [String], visited: Set<String>) {
            switch shape {
            case .enumeration(let options):
                if options.contains(where: { "\(owner).\(key)=\($0)" == value }) { consider(path + [value]) }
            case .oneOf(let shapes):
                for (index, inner) in shapes.enumerated() {
                    let alternative = "\(owner).\(key)#\(index)"
                    if alternative == value { consider(path + [value]) }
                    walk(inner, key: key, owner: owner, path: path + [alternative], visited: visited)
                }
            case .list(let element), .map(let element):
                walk(element, key: key == "screens" ? "screen" : key, owner: owner, path: path, visited: visited)
            case .object(let object): visit(object, path: path, visited: visited)
            default: break
            }
        }
        func visit(_ object: ObjectShape, path: [String], visited: Set<String>) {
            guard !visited.contains(object.name), best.map({ path.count < $0.count }) ?? true else { return }
            for key in object.keys {
                let step = "\(object.name).\(key.name)"
                if step == value { consider(path + [step]) }
                walk(key.shape, key: key.name, owner: object.name, path: path + [step], visited: visited.union([object.name]))
            }
        }
        func consider(_ path: [String]) { if best.map({ path.count < $0.count }) ?? true { best = path } }
        visit(Grammar.root, path: [], visited: [])
        return Set(best ?? [value])
    }

    public static var everything: (keys: Set<String>, values: Set<String>) {
        var keys: Set<String> = [], values: Set<String> = [], visited: Set<String> = []
        func walk(_ shape: ValueShape, key: String, owner: String) {
            switch shape {
            case .enumeration(let options): for option in options { values.insert("\(owner).\(key)=\(option)") }
            case .oneOf(let shapes):
                for (index, inner) in shapes.enumerated() {
                    values.insert("\(owner).\(key)#\(index)")
                    walk(inner, key: key, owner: owner)
                }
            case .list(let element), .map(let element): walk(element, key: key == "screens" ? "screen" : key, owner: owner)
            case .object(let object): visit(object)
            default: break
            }
        }
        func visit(_ object: ObjectShape) {
            guard visited.insert(object.name).inserted else { return }
            for key in object.keys {
                keys.insert("\(object.name).\(key.name)")
                walk(key.shape, key: key.name, owner: object.name)
            }
        }
        visit(Grammar.root)
        return (keys, values)
    }
}
