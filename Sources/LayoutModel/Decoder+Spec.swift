import Diagnostics
import SpecSource

extension SpecDecoder {
    mutating func decodeRoot() -> LayoutSpec {
        guard let root = tree.root else {
            if tree.isComplete {
                report(InputRuleID.missingKey, "the spec is empty; it needs `spec: 1`, `app` and `split`",
                       at: .at(0), help: "run `layoutc init` for a starter spec")
            }
            return LayoutSpec()
        }
        guard tree.kind(root) == .mapping else {
            report(InputRuleID.wrongType, "a spec is a mapping of keys (`spec`, `app`, `screens`, `split`, `transient`), found \(describe(root))",
                   at: tree.range(root), help: "start the file with `spec: 1` on its own line")
            return LayoutSpec(range: tree.range(root))
        }
        var spec = LayoutSpec(range: tree.range(root))
        guard let f = fields(root, Grammar.root, key: nil, keyRange: .at(tree.range(root).start)) else { return spec }
        if let node = f.value("spec") {
            if tree.kind(node) == .scalar, case .int(let version) = tree.resolve(node) {
                spec.version = Located(version, range: tree.range(node), keyRange: f.keyRange("spec", in: tree))
                if version != Grammar.specVersion {
                    report(InputRuleID.unknownValue, "spec format version \(version) is not supported; this layoutc reads version \(Grammar.specVersion)",
                           at: tree.range(node), help: "write `spec: 1`",
                           fixIts: [.replace(tree.range(node), with: "1", message: "use version 1")])
                }
            } else {
                wrongType(node, expected: "the format version `1`", key: "spec")
            }
        }
        spec.app = string(f.value("app"), key: "app", keyRange: f.keyRange("app", in: tree))
        if let screensNode = f.value("screens") {
            spec.screensKeyRange = f.keyRange("screens", in: tree)
            if tree.kind(screensNode) == .mapping {
                for (k, v) in tree.pairs(screensNode) {
                    guard tree.kind(k) == .scalar else {
                        report(InputRuleID.wrongType, "a screen's name is a string; this key is \(describe(k))", at: tree.range(k))
                        continue
                    }
                    let name = Located(tree.string(k), range: tree.range(k), keyRange: tree.range(k))
                    if let screen = decodeScreen(v, name: name, origin: .declared, shape: Grammar.screen) {
                        spec.screens.append(screen)
                    }
                }
            } else if !(tree.kind(screensNode) == .scalar && tree.resolve(screensNode) == .null) {
                wrongType(screensNode, expected: "a mapping of screen names to screens", key: "screens")
            }
        }
        if let splitNode = f.value("split") {
            spec.split = decodeSplit(splitNode, keyRange: f.keyRange("split", in: tree)!, spec: &spec)
        }
        if let items = sequence(f.value("transient"), key: "transient", expected: "a list of transient UI entries") {
            spec.transient = items.compactMap { decodeTransient($0) }
        }
        return spec
    }

    mutating func decodeScreen(_ node: NodeID, name: Located<String>, origin: Screen.Origin, shape: ObjectShape) -> Screen? {
        var screen = Screen(name: name, origin: origin, range: tree.range(node))
        // `Detail:` with nothing after it is a screen with nothing to configure.
        if tree.kind(node) == .scalar, tree.resolve(node) == .null { return screen }
        guard let f = fields(node, shape, key: name.value, keyRange: name.keyRange) else { return screen }
        screen.title = string(f.value("title"), key: "title", keyRange: f.keyRange("title", in: tree))
        screen.readableWidth = bool(f.value("readableWidth"), key: "readableWidth", keyRange: f.keyRange("readableWidth", in: tree))
        screen.restoresState = bool(f.value("restoresState"), key: "restoresState", keyRange: f.keyRange("restoresState", in: tree))
        if let listNode = f.value("list") {
            screen.list = decodeList(listNode, keyRange: f.keyRange("list", in: tree)!)
        }
        if let items = sequence(f.value("toolbar"), key: "toolbar", expected: "a list of toolbar items") {
            for itemNode in items {
                guard let g = fields(itemNode, Grammar.toolbarItem, key: "toolbar", keyRange: nil) else { continue }
                screen.toolbar.append(ToolbarItem(
                    title: string(g.value("title"), key: "title", keyRange: g.keyRange("title", in: tree)),
                    image: string(g.value("image"), key: "image", keyRange: g.keyRange("image", in: tree)),
                    range: g.range))
            }
        }
        return screen
    }

    mutating func decodeTransient(_ node: NodeID) -> TransientUI? {
        guard let f = fields(node, Grammar.transient, key: "transient", keyRange: .at(tree.range(node).start)) else { return nil }
        var entry = TransientUI(
            id: string(f.value("id"), key: "id", keyRange: f.keyRange("id", in: tree)),
            kind: enumValue(f.value("kind"), TransientKind.self, key: "kind", keyRange: f.keyRange("kind", in: tree)),
            screen: string(f.value("screen"), key: "screen", keyRange: f.keyRange("screen", in: tree)),
            dismissOn: [], dismissOnKeyRange: f.keyRange("dismissOn", in: tree), range: f.range)
        if let signals = sequence(f.value("dismissOn"), key: "dismissOn", expected: "a list of dismissal signals") {
            entry.dismissOn = signals.compactMap { enumValue($0, DismissSignal.self, key: "dismissOn", keyRange: nil) }
        }
        return entry
    }
}
