import Diagnostics
import LayoutModel
import SpecSource

/// `textDocument/documentSymbol`: the spec's outline as a `DocumentSymbol` tree: the app, the
/// split with its columns and compact flow, the screens with their lists, sections and items,
/// and the transient UI.
public struct DocumentSymbols: Sendable {
    public let spec: LayoutSpec
    public let converter: PositionConverter

    public init(spec: LayoutSpec, converter: PositionConverter) {
        self.spec = spec
        self.converter = converter
    }

    /// One entry of the outline.
    public struct Symbol: Sendable {
        public var name: String
        public var detail: String?
        public var kind: SymbolKind
        public var range: SourceRange
        public var selection: SourceRange
        public var children: [Symbol]
    }

    /// `DocumentSymbol[]`, for clients with `hierarchicalDocumentSymbolSupport`.
    public func hierarchical() -> [DocumentSymbol] {
        symbols().map(documentSymbol)
    }

    /// `SymbolInformation[]` with container names, for clients without it.
    public func flat(uri: String) -> [SymbolInformation] {
        var out: [SymbolInformation] = []
        func walk(_ symbol: Symbol, container: String?) {
            out.append(SymbolInformation(name: symbol.name, kind: symbol.kind,
                                         location: Location(uri: uri, range: converter.lspRange(symbol.selection)),
                                         containerName: container))
            for child in symbol.children { walk(child, container: symbol.name) }
        }
        for symbol in symbols() { walk(symbol, container: nil) }
        return out
    }

    func documentSymbol(_ symbol: Symbol) -> DocumentSymbol {
        DocumentSymbol(name: symbol.name, detail: symbol.detail, kind: symbol.kind, range: converter.lspRange(symbol.range),
                       selectionRange: converter.lspRange(symbol.selection),
                       children: symbol.children.isEmpty ? nil : symbol.children.map(documentSymbol))
    }

    public func symbols() -> [Symbol] {
        var result: [Symbol] = []
        if let app = spec.app {
            result.append(symbol(app.value, detail: "app", kind: .module, range: app.settingRange.union(app.range),
                                 selection: app.range))
        }
        let declared = spec.screens.filter { $0.origin == .declared }
        if let screensKey = spec.screensKeyRange, !declared.isEmpty {
            let full = declared.reduce(screensKey) { $0.union(screenRange($1)) }
            result.append(symbol("screens", detail: "\(declared.count) screens", kind: .namespace, range: full,
                                 selection: screensKey, children: declared.map(screenSymbol)))
        }
        if let split = spec.split { result.append(splitSymbol(split)) }
        if !spec.transient.isEmpty {
            let children = spec.transient.map { entry in
                symbol(entry.id?.value ?? "transient", detail: entry.kind?.value.rawValue, kind: .event,
                       range: entry.range, selection: entry.id?.range ?? entry.range)
            }
            let full = spec.transient.reduce(spec.transient[0].range) { $0.union($1.range) }
            result.append(symbol("transient", detail: nil, kind: .array, range: full, selection: spec.transient[0].range,
                                 children: children))
        }
        return result
    }

    func screenRange(_ screen: Screen) -> SourceRange {
        screen.name.settingRange.union(screen.name.range).union(screen.range)
    }

    func screenSymbol(_ screen: Screen) -> Symbol {
        var children: [Symbol] = []
        if let list = screen.list { children.append(listSymbol(list)) }
        return symbol(screen.name.value, detail: screen.title.map { "\"\($0.value)\"" }, kind: .class,
                      range: screenRange(screen), selection: screen.name.range, children: children)
    }

    func splitSymbol(_ split: Split) -> Symbol {
        var children: [Symbol] = []
        for column in split.columns {
            let range = (column.screen.keyRange ?? column.screen.range).union(column.screen.range)
            var columnChildren: [Symbol] = []
            var full = range
            if column.isInline, let screen = spec.screens.first(where: { $0.origin == .inline(column.column) }) {
                if let list = screen.list { columnChildren.append(listSymbol(list)) }
                full = full.union(screen.range)
            }
            children.append(symbol(column.column.rawValue, detail: column.screen.value, kind: .field, range: full,
                                   selection: column.screen.keyRange ?? column.screen.range, children: columnChildren))
        }
        if let compact = split.compact {
            var tabs: [Symbol] = []
            let flow: String
            switch compact.kind {
            case .tabBar(let list):
                flow = "tabBar"
                for tab in list {
                    tabs.append(symbol(tab.title?.value ?? "tab", detail: tab.root?.value, kind: .field, range: tab.range,
                                       selection: tab.title?.range ?? tab.range))
                }
            case .navigation(let root):
                flow = "navigation" + (root.map { " → \($0.value)" } ?? "")
            }
            children.append(symbol("compact", detail: flow, kind: .object, range: compact.keyRange.union(compact.range),
                                   selection: compact.keyRange, children: tabs))
        }
        return symbol("split", detail: split.style?.value.rawValue, kind: .struct, range: split.keyRange.union(split.range),
                      selection: split.keyRange, children: children)
    }

    func listSymbol(_ list: ListSpec) -> Symbol {
        var children: [Symbol] = []
        switch list.content {
        case .sections(let sections):
            for section in sections {
                let name = section.title?.value ?? section.id?.value ?? "section"
                children.append(symbol(name, detail: section.id?.value, kind: .namespace, range: section.range,
                                       selection: section.id?.range ?? section.range, children: section.items.map(itemSymbol)))
            }
        case .items(let items):
            children = items.map(itemSymbol)
        case .dynamic, .none:
            break
        }
        let detail = [list.appearance?.value.rawValue, list.isDynamic ? "dynamic" : nil].compactMap { $0 }.joined(separator: ", ")
        return symbol("list", detail: detail.isEmpty ? nil : detail, kind: .array, range: list.keyRange.union(list.range),
                      selection: list.keyRange, children: children)
    }

    func itemSymbol(_ item: Item) -> Symbol {
        symbol(item.title?.value ?? item.id?.value ?? "item", detail: item.id?.value, kind: .enumMember, range: item.range,
               selection: item.id?.range ?? item.range, children: item.children.map(itemSymbol))
    }

    /// An outline entry; the full range always contains the selection range, as LSP requires.
    func symbol(_ name: String, detail: String?, kind: SymbolKind, range: SourceRange, selection: SourceRange,
                children: [Symbol] = []) -> Symbol {
        Symbol(name: name.isEmpty ? "?" : name, detail: detail, kind: kind, range: range.union(selection),
               selection: selection, children: children)
    }
}
