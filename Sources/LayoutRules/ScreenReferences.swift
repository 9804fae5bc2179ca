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
        for (_, list) in lists {
            var actions: [SelectionAction] = []
            if let onSelect = list.onSelect { actions.append(onSelect) }
            actions += list.allItems.compactMap(\.onSelect)
            for action in actions {
                result.append(ScreenReference(name: action.target, role: .selection(action.kind.value)))
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
        for entry in transient {
            if let screen = entry.screen { result.append(ScreenReference(name: screen, role: .transientPresenter)) }
        }
        return result.sorted { $0.name.range.start < $1.name.range.start }
    }

    /// Every selection action with the list that holds it (the list's own, then its rows').
    var selectionActions: [(screen: Screen, action: SelectionAction)] {
        var result: [(Screen, SelectionAction)] = []
        for (screen, list) in lists {
            if let onSelect = list.onSelect { result.append((screen, onSelect)) }
            for item in list.allItems { if let onSelect = item.onSelect { result.append((screen, onSelect)) } }
        }
        return result
    }
}
