#if canImport(UIKit)
import UIKit

/// What the user collapsed in a window's outline lists, by list screen: saved with the window's
/// activity, and given back when the window is restored, to the lists on screen and to those
/// made later. A generated layout keeps one and hands it each outline list it makes.
@MainActor
public final class OutlineExpansions<Screen: RawRepresentable & Hashable> where Screen.RawValue == String {
    /// The activity's `userInfo` key: list screen → the collapsed rows' keys, as property-list values.
    public static var userInfoKey: String { "collapsedRows" }
    private var collapsed: [Screen: [String]] = [:]
    private var lists: [(screen: Screen, list: () -> (any OutlineList)?)] = []

    public init() {}

    /// Shows in `list`, just made for `screen`, what the user collapsed there before. Returns what
    /// the list calls when the user collapses or expands a row (its `didChangeExpansion`), which
    /// keeps the change.
    public func track(_ list: some OutlineList, as screen: Screen) -> @MainActor () -> Void {
        list.collapsedRowKeys = collapsed[screen] ?? []
        lists.removeAll { $0.list() == nil }
        lists.append((screen, { [weak list] in list }))
        return { [weak self, weak list] in
            guard let self, let list else { return }
            self.collapsed[screen] = list.collapsedRowKeys
        }
    }

    /// Adds what the user collapsed to `activity`.
    public func save(into activity: NSUserActivity) {
        let expansion = Dictionary(uniqueKeysWithValues: collapsed.map { ($0.key.rawValue, $0.value) })
        activity.addUserInfoEntries(from: [Self.userInfoKey: expansion])
    }

    /// Takes what the user collapsed from a saved `activity` (screens the spec no longer has are
    /// skipped) and shows it in the lists on screen.
    public func restore(from activity: NSUserActivity) {
        guard let saved = activity.userInfo?[Self.userInfoKey] as? [String: [String]] else { return }
        collapsed = Dictionary(uniqueKeysWithValues: saved.compactMap { key, rows in Screen(rawValue: key).map { ($0, rows) } })
        lists.removeAll { $0.list() == nil }
        for (screen, list) in lists { list()?.collapsedRowKeys = collapsed[screen] ?? [] }
    }
}
#endif
