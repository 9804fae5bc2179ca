// What generated SwiftUI lists do the same way for every spec: swipe buttons, selection by id,
// and the outline rows a scene keeps collapsed.
#if canImport(SwiftUI) && !os(macOS)
import LayoutRuntime
import SwiftUI

/// A row's swipe actions for one edge, in spec order (the order UIKit and SwiftUI show them
/// from the edge): a button each, red for a destructive one, that runs `perform`.
@MainActor
public struct SwipeButtons<Action: SwipeActionDescribing>: View {
    let actions: [Action]
    let perform: @MainActor (Action) -> Void

    public init(_ actions: [Action], perform: @escaping @MainActor (Action) -> Void) {
        self.actions = actions
        self.perform = perform
    }

    public var body: some View {
        ForEach(actions, id: \.self) { action in
            Button(role: action.isDestructive ? .destructive : nil) {
                perform(action)
            } label: {
                RowLabel(title: action.title, subtitle: nil, systemImageName: action.systemImageName)
            }
        }
    }
}

extension Binding {
    /// The selection of a list of `rows` by their ids, for `List(selection:)`: a row whose content
    /// changes (a new subtitle) keeps its id, so it stays selected, as in UIKit.
    public func byID<Row: Identifiable>(in rows: [Row]) -> Binding<Row.ID?> where Value == Row? {
        Binding<Row.ID?>(get: { wrappedValue?.id },
                         set: { id in wrappedValue = id.flatMap { id in rows.first { $0.id == id } } })
    }

    /// The same for rows that hold rows (a folder's feeds, `children`), found at any depth.
    public func byID<Row: Identifiable>(in rows: [Row], children: KeyPath<Row, [Row]?>) -> Binding<Row.ID?>
    where Value == Row? {
        Binding<Row.ID?>(get: { wrappedValue?.id },
                         set: { id in wrappedValue = id.flatMap { Self.row(withID: $0, in: rows, children: children) } })
    }

    /// The row with `id` among `rows` and their children, at any depth.
    private static func row<Row: Identifiable>(withID id: Row.ID, in rows: [Row], children: KeyPath<Row, [Row]?>) -> Row? {
        var pending = rows
        while let row = pending.popLast() {
            if row.id == id { return row }
            pending += row[keyPath: children] ?? []
        }
        return nil
    }
}

extension Binding where Value == String {
    /// Whether the outline row of `key` shows its children, in the collapsed rows kept here (their
    /// keys one per line, a `@SceneStorage` string): expanded unless the user collapsed it.
    public func isExpanded(_ key: String) -> Binding<Bool> {
        Binding<Bool>(
            get: { !wrappedValue.split(separator: "\n").contains(Substring(key)) },
            set: { expanded in
                var rows = wrappedValue.split(separator: "\n").map(String.init).filter { $0 != key }
                if !expanded { rows.append(key) }
                wrappedValue = rows.sorted().joined(separator: "\n")
            })
    }
}
#endif
