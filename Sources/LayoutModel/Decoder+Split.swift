import Diagnostics
import SpecSource

extension SpecDecoder {
    mutating func decodeSplit(_ node: NodeID, keyRange: SourceRange, spec: inout LayoutSpec) -> Split? {
        guard let f = fields(node, Grammar.split, key: "split", keyRange: keyRange) else { return nil }
        var split = Split(keyRange: keyRange, range: f.range)
        split.style = enumValue(f.value("style"), SplitStyle.self, key: "style", keyRange: f.keyRange("style", in: tree))
        split.behavior = enumValue(f.value("behavior"), SplitBehavior.self, key: "behavior", keyRange: f.keyRange("behavior", in: tree))
        split.displayMode = enumValue(f.value("displayMode"), DisplayMode.self, key: "displayMode", keyRange: f.keyRange("displayMode", in: tree))
        split.presentsWithGesture = bool(f.value("presentsWithGesture"), key: "presentsWithGesture", keyRange: f.keyRange("presentsWithGesture", in: tree))
        split.primaryEdge = enumValue(f.value("primaryEdge"), PrimaryEdge.self, key: "primaryEdge", keyRange: f.keyRange("primaryEdge", in: tree))
        split.showsSecondaryOnlyButton = bool(f.value("showsSecondaryOnlyButton"), key: "showsSecondaryOnlyButton", keyRange: f.keyRange("showsSecondaryOnlyButton", in: tree))
        if let widthsNode = f.value("columnWidths"),
           let w = fields(widthsNode, Grammar.columnWidths, key: "columnWidths", keyRange: f.keyRange("columnWidths", in: tree)) {
            for (name, k, v) in w.pairs {
                guard let column = Column(rawValue: name),
                      let g = fields(v, Grammar.columnWidth, key: name, keyRange: tree.range(k)) else { continue }
                split.columnWidths.append(ColumnWidth(
                    column: column,
                    fraction: number(g.value("fraction"), key: "fraction", keyRange: g.keyRange("fraction", in: tree)),
                    points: number(g.value("points"), key: "points", keyRange: g.keyRange("points", in: tree)),
                    min: number(g.value("min"), key: "min", keyRange: g.keyRange("min", in: tree)),
                    max: number(g.value("max"), key: "max", keyRange: g.keyRange("max", in: tree)),
                    keyRange: tree.range(k), range: g.range))
            }
        }
        for (name, k, v) in f.pairs {
            guard let column = Column(rawValue: name) else { continue }
            if let assignment = decodeColumn(column, v, keyRange: tree.range(k), spec: &spec) {
                split.columns.append(assignment)
            }
        }
        if let compactNode = f.value("compact") {
            split.compact = decodeCompact(compactNode, keyRange: f.keyRange("compact", in: tree)!)
        }
        return split
    }

    mutating func decodeColumn(_ column: Column, _ node: NodeID, keyRange: SourceRange, spec: inout LayoutSpec) -> ColumnAssignment? {
        switch tree.kind(node) {
        case .scalar:
            guard let name = string(node, key: column.rawValue, keyRange: keyRange) else { return nil }
            return ColumnAssignment(column: column, screen: name, isInline: false)
        case .mapping:
            let nameNode = tree.value(node, forKey: "name")
            var name = Located(column.defaultScreenName, range: keyRange, keyRange: keyRange)
            if let nameNode, let given = string(nameNode, key: "name", keyRange: nil) {
                name = Located(given.value, range: given.range, keyRange: keyRange)
            }
            guard let screen = decodeScreen(node, name: name, origin: .inline(column), shape: Grammar.inlineScreen) else { return nil }
            spec.screens.append(screen)
            return ColumnAssignment(column: column, screen: Located(name.value, range: name.range, keyRange: keyRange), isInline: true)
        case .sequence:
            wrongType(node, expected: "a screen name or an inline screen", key: column.rawValue)
            return nil
        }
    }

    mutating func decodeCompact(_ node: NodeID, keyRange: SourceRange) -> CompactFlow? {
        guard let f = fields(node, Grammar.compact, key: "compact", keyRange: keyRange) else { return nil }
        if let tabBarNode = f.value("tabBar") {
            let flowKey = f.keyRange("tabBar", in: tree)!
            var tabs: [Tab] = []
            if let g = fields(tabBarNode, Grammar.tabBar, key: "tabBar", keyRange: flowKey),
               let items = sequence(g.value("tabs"), key: "tabs", expected: "a list of tabs") {
                for tabNode in items {
                    guard let t = fields(tabNode, Grammar.tab, key: "tab", keyRange: .at(tree.range(tabNode).start)) else { continue }
                    tabs.append(Tab(
                        title: string(t.value("title"), key: "title", keyRange: t.keyRange("title", in: tree)),
                        image: string(t.value("image"), key: "image", keyRange: t.keyRange("image", in: tree)),
                        root: string(t.value("root"), key: "root", keyRange: t.keyRange("root", in: tree)),
                        range: t.range))
                }
            }
            return CompactFlow(kind: .tabBar(tabs), keyRange: keyRange, flowKeyRange: flowKey, range: f.range)
        }
        if let navigationNode = f.value("navigation") {
            let flowKey = f.keyRange("navigation", in: tree)!
            var root: Located<String>?
            if let g = fields(navigationNode, Grammar.navigation, key: "navigation", keyRange: flowKey) {
                root = string(g.value("root"), key: "root", keyRange: g.keyRange("root", in: tree))
            }
            return CompactFlow(kind: .navigation(root: root), keyRange: keyRange, flowKeyRange: flowKey, range: f.range)
        }
        return nil
    }
}
