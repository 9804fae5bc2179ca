import Diagnostics
import LayoutCompiler
import LayoutModel
import SpecSource

/// `textDocument/completion`: keys valid at the cursor and not yet written, the values a key
/// accepts, and screen names where a screen is expected, each with its documentation.
public struct CompletionProvider: Sendable {
    public let source: SourceFile
    /// The latest check of the same text (its model supplies screen names).
    public let spec: LayoutSpec
    public let converter: PositionConverter
    /// Documentation as Markdown (else plain text), as the client allows.
    public let markdown: Bool

    public init(source: SourceFile, spec: LayoutSpec, encoding: PositionEncoding, markdown: Bool = true) {
        self.source = source
        self.spec = spec
        self.converter = PositionConverter(source: source, encoding: encoding)
        self.markdown = markdown
    }

    public func items(at offset: Int) -> [CompletionItem] {
        guard let context = CompletionContext.at(offset, in: source) else { return [] }
        let replace = SourceRange(start: offset - context.word.utf8.count, end: offset + context.wordSuffixLength)
        switch context.kind {
        case .key:
            var items: [CompletionItem] = []
            let shape = ShapeResolver.shape(at: context.path)
            if let shape, case .object(let object)? = ShapeResolver.choose(shape, for: .mapping) {
                for key in object.keys where !context.presentKeys.contains(key.name) {
                    items.append(keyItem(key, replace: replace, nameOnly: context.keyColonFollows))
                }
            }
            // A list entry that is a scalar (`- scroll` under `dismissOn:`).
            if let shape, context.path.segments.last == .element, let scalar = ShapeResolver.choose(shape, for: .scalar) {
                items += valueItems(scalar, replace: replace)
            }
            return items
        case .value(let key):
            guard let object = ShapeResolver.object(at: context.path), let keyShape = object.key(key) else { return [] }
            var shape = keyShape.shape
            if case .list(let element)? = ShapeResolver.choose(shape, for: .sequence), ShapeResolver.choose(shape, for: .scalar) == nil {
                shape = element
            }
            guard let scalar = ShapeResolver.choose(shape, for: .scalar) else { return [] }
            var items = valueItems(scalar, replace: replace)
            // `perform:` names an app action declared under `actions:`.
            if object.name == Grammar.action.name, key == "perform" {
                for action in spec.appActions {
                    let detail = action.title.map { "App action \"\($0.value)\"" } ?? "App action"
                    items.append(item(label: action.name.value, kind: .function, detail: detail, documentation: nil,
                                      newText: action.name.value, replace: replace))
                }
            }
            // `present:` and `dismiss:` name a transient UI entry by its `id`.
            if object.name == Grammar.action.name, key == "present" || key == "dismiss" {
                for entry in spec.transient {
                    guard let id = entry.id?.value else { continue }
                    let detail = entry.kind.map { "Transient UI (\($0.value.rawValue))" } ?? "Transient UI"
                    items.append(item(label: id, kind: .event, detail: detail, documentation: nil, newText: id, replace: replace))
                }
            }
            // `itemType:` names a type of rows: those declared under `itemTypes:`, and other lists'.
            if object.name == Grammar.list.name, key == "itemType" {
                var names: [String] = []
                for name in spec.itemTypes.map(\.name.value) + spec.lists.compactMap(\.list.itemType?.value) where !names.contains(name) {
                    names.append(name)
                }
                for name in names {
                    let holds = spec.itemTypeHasChildren(name) ? "Item type whose rows hold rows" : "Item type"
                    items.append(item(label: name, kind: .struct, detail: holds, documentation: nil, newText: name, replace: replace))
                }
            }
            // `sectionType:` names a type of sections other sections from data use.
            if object.name == Grammar.section.name, key == "sectionType" {
                var names: [String] = []
                for name in spec.lists.flatMap({ $0.list.sections.compactMap(\.sectionType?.value) }) where !names.contains(name) {
                    names.append(name)
                }
                for name in names {
                    items.append(item(label: name, kind: .struct, detail: "Section type", documentation: nil, newText: name, replace: replace))
                }
            }
            // `openScene:` and `closeScene:` name a scene kind under `scenes:`.
            if object.name == Grammar.action.name, key == "openScene" || key == "closeScene" {
                for kind in spec.scenes {
                    let detail = kind.screen.map { "Scene kind showing \($0.value)" } ?? "Scene kind"
                    items.append(item(label: kind.name.value, kind: .class, detail: detail, documentation: kind.title?.value,
                                      newText: kind.name.value, replace: replace))
                }
            }
            return items
        }
    }

    func keyItem(_ key: KeyShape, replace: SourceRange, nameOnly: Bool) -> CompletionItem {
        let isCollection: Bool
        switch key.shape {
        case .object, .list, .map: isCollection = true
        default: isCollection = false
        }
        let text = nameOnly ? key.name : key.name + (isCollection ? ":" : ": ")
        var detail = key.uikit ?? key.shape.expectation
        if key.required { detail += " (required)" }
        return item(label: key.name, kind: .property, detail: detail,
                    documentation: key.documentation + "\n\n" + HoverProvider.accepts(key.shape),
                    newText: text, replace: replace)
    }

    func valueItems(_ shape: ValueShape, replace: SourceRange) -> [CompletionItem] {
        var items: [CompletionItem] = []
        let values = ShapeResolver.scalarValues(shape)
        var enumValues: [String] = []
        collectEnumerations(shape, into: &enumValues)
        for value in values {
            let doc = EnumDocumentation.documentation(of: value, among: enumValues) ?? ""
            let kind: CompletionItemKind = enumValues.contains(value) ? .enumMember : .value
            items.append(item(label: value, kind: kind, detail: doc.isEmpty ? nil : doc, documentation: doc.isEmpty ? nil : doc,
                              newText: value, replace: replace))
        }
        if ShapeResolver.isScreenReference(shape) {
            for name in screenNames() {
                let screen = spec.screen(named: name)
                let detail = screen?.title.map { "Screen \"\($0.value)\"" } ?? "Screen"
                items.append(item(label: name, kind: .class, detail: detail, documentation: nil, newText: name, replace: replace))
            }
        }
        return items
    }

    func collectEnumerations(_ shape: ValueShape, into values: inout [String]) {
        switch shape {
        case .enumeration(let allowed): values += allowed
        case .oneOf(let options): for option in options { collectEnumerations(option, into: &values) }
        default: break
        }
    }

    /// Screen names from the model, plus those the text declares under `screens:` when a
    /// half-typed line kept the model from seeing all of them.
    func screenNames() -> [String] {
        var names = spec.screenNames
        var seen = Set(names)
        for name in TextualScreens.declared(in: source) where seen.insert(name).inserted { names.append(name) }
        return names
    }

    func item(label: String, kind: CompletionItemKind, detail: String?, documentation: String?, newText: String,
              replace: SourceRange) -> CompletionItem {
        CompletionItem(label: label, kind: kind, detail: detail,
                       documentation: documentation.map { MarkupContent(markdown: $0, markdownAllowed: markdown) },
                       textEdit: LSPTextEdit(range: converter.lspRange(replace), newText: newText), insertTextFormat: .plainText)
    }
}

/// Screen names read from the text: the keys one level under a top-level `screens:`.
enum TextualScreens {
    static func declared(in source: SourceFile) -> [String] {
        var names: [String] = []
        var inScreens = false
        var childColumn: Int?
        for index in 0..<source.lineStarts.count {
            let line = LineShape(Array(source.lineBytes(index)))
            if line.isBlank || line.isComment { continue }
            if line.contentColumn == 0 && line.dashColumns.isEmpty {
                inScreens = line.key == "screens"
                childColumn = nil
                continue
            }
            guard inScreens, line.dashColumns.isEmpty, let key = line.key else { continue }
            if childColumn == nil { childColumn = line.contentColumn }
            if line.contentColumn == childColumn { names.append(key) }
        }
        return names
    }
}
