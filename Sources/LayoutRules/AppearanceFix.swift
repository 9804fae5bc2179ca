import Diagnostics
import LayoutModel
import SpecSource

/// The fix-it the list-appearance rules share: replace the written appearance, or add one.
enum AppearanceFix {
    /// Where the finding goes: the wrong value, or the `list` key when no appearance is written.
    static func range(of list: ListSpec) -> SourceRange {
        list.appearance?.range ?? list.keyRange
    }

    /// Sets the regular-width look. With `keepingCompact` (the list also fills a compact screen),
    /// a list whose one look serves both widths keeps its compact look by saying it per size
    /// class, so the fix changes only what the finding is about.
    static func fixIts(setting expected: ListAppearance, on list: ListSpec, in source: SourceFile,
                       keepingCompact: Bool = false) -> [FixIt] {
        var value = expected.rawValue
        var message = "use the `\(expected.rawValue)` appearance"
        let compact = list.appearance(in: .compact)
        if keepingCompact, list.compactAppearance == nil, compact != expected {
            value = "{ regular: \(expected.rawValue), compact: \(compact.rawValue) }"
            message += " in regular width, keeping `\(compact.rawValue)` in compact width"
        }
        if let appearance = list.appearance {
            return [.replace(appearance.range, with: value, message: message)]
        }
        guard let edit = SourceEditing.insertEntry("appearance: \(value)", intoMapping: list.range, in: source) else {
            return []
        }
        return [FixIt(message: message, edits: [edit])]
    }

    /// "is `plain`" or "has no `appearance`", for messages.
    static func written(_ list: ListSpec) -> String {
        list.appearance.map { "is `\($0.value.rawValue)`" } ?? "has no `appearance`"
    }
}
