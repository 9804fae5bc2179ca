import LayoutModel
import SpecSource

/// A place where the spec names a screen it expects to exist.
public struct ScreenReference: Sendable {
    public enum Role: Sendable, Equatable {
        case column(Column)
        case selection(SelectionKind)
        case tabRoot
        case navigationRoot
        case transientPresenter
        /// A transient UI entry's `content`.
        case transientContent
        /// A toolbar item's action.
        case toolbarAction(SelectionKind)
        /// A keyboard shortcut's action.
        case shortcutAction(SelectionKind)
        /// An action tab's action.
        case tabAction(SelectionKind)
        /// A context menu item's action.
        case contextMenuAction(SelectionKind)
        /// A swipe action's action.
        case swipeAction(SelectionKind)
        /// A search field's `results` screen.
        case searchResults
        /// A scene kind's `screen`.
        case sceneScreen
        /// A list's `dragTo`.
        case dragTarget
    }

    public var name: Located<String>
    public var role: Role

    /// "the `secondary` column", "a `showDetail` action": for messages.
    public var description: String {
        switch role {
        case .column(let column): "the `\(column.rawValue)` column"
        case .selection(let kind): "a `\(kind.rawValue)` action"
        case .tabRoot: "a tab's `root`"
        case .navigationRoot: "the compact navigation `root`"
        case .transientPresenter: "a transient UI entry's `screen`"
        case .transientContent: "a transient UI entry's `content`"
        case .toolbarAction(let kind): "a toolbar or title menu item's `\(kind.rawValue)` action"
        case .shortcutAction(let kind): "a keyboard shortcut's `\(kind.rawValue)` action"
        case .tabAction(let kind): "an action tab's `\(kind.rawValue)` action"
        case .contextMenuAction(let kind): "a context menu item's `\(kind.rawValue)` action"
        case .swipeAction(let kind): "a swipe action's `\(kind.rawValue)` action"
        case .searchResults: "a search field's `results`"
        case .sceneScreen: "a scene kind's `screen`"
        case .dragTarget: "a list's `dragTo`"
        }
    }
}

extension LayoutSpec {
    /// Every reference to a screen by name, in source order: columns that name a screen (inline
    /// screens define themselves), selection actions, tab roots, the compact navigation root and
    /// the screens that present transient UI.
    public var screenReferences: [ScreenReference] {
        var result: [ScreenReference] = []
        for column in split?.columns ?? [] where !column.isInline {
            result.append(ScreenReference(name: column.screen, role: .column(column.column)))
        }
        for screen in screens {
            screen.forEachBarAction { action in
                if let kind = action.selectionKind { result.append(ScreenReference(name: action.target, role: .toolbarAction(kind))) }
            }
            if let results = screen.search?.results { result.append(ScreenReference(name: results, role: .searchResults)) }
            guard let list = screen.list else { continue }
            for target in list.dragTo { result.append(ScreenReference(name: target, role: .dragTarget)) }
            for action in list.contextMenu.compactMap(\.action) {
                if let kind = action.selectionKind { result.append(ScreenReference(name: action.target, role: .contextMenuAction(kind))) }
            }
            for action in list.swipeActionActions {
                if let kind = action.selectionKind { result.append(ScreenReference(name: action.target, role: .swipeAction(kind))) }
            }
            for action in list.rowActions {
                if let kind = action.selectionKind { result.append(ScreenReference(name: action.target, role: .selection(kind))) }
            }
            if let onSelect = list.onSelect {
                result.append(ScreenReference(name: onSelect.target, role: .selection(onSelect.kind.value)))
            }
            list.forEachItem { item in
                guard let onSelect = item.onSelect else { return }
                result.append(ScreenReference(name: onSelect.target, role: .selection(onSelect.kind.value)))
            }
        }
        if let compact = split?.compact {
            switch compact.kind {
            case .tabBar(let tabs):
                for root in tabs.compactMap(\.root) { result.append(ScreenReference(name: root, role: .tabRoot)) }
            case .navigation(let root):
                if let root { result.append(ScreenReference(name: root, role: .navigationRoot)) }
            }
        }
        for action in shortcuts.compactMap(\.action) {
            if let kind = action.selectionKind { result.append(ScreenReference(name: action.target, role: .shortcutAction(kind))) }
        }
        for action in (split?.compact?.tabs ?? []).compactMap(\.action) {
            if let kind = action.selectionKind { result.append(ScreenReference(name: action.target, role: .tabAction(kind))) }
        }
        for entry in transient {
            if let screen = entry.screen { result.append(ScreenReference(name: screen, role: .transientPresenter)) }
            if let content = entry.content { result.append(ScreenReference(name: content, role: .transientContent)) }
        }
        for kind in scenes {
            if let screen = kind.screen { result.append(ScreenReference(name: screen, role: .sceneScreen)) }
        }
        return result.sorted { $0.name.range.start < $1.name.range.start }
    }
}

extension RuleContext {
    /// The screen a name refers to (the first with that name, as `LayoutSpec.screen(named:)`),
    /// looked up in the graph's index so rules stay linear in specs with thousands of screens.
    public func screen(named name: String) -> Screen? {
        graph.screenIndex[name].map { spec.screens[$0] }
    }
}
