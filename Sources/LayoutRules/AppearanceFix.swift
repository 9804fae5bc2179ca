import Diagnostics
import LayoutModel
import SpecSource

/// The fix-it the list-appearance rules share: replace the written appearance, or add one.
enum AppearanceFix {
    /// Where the finding goes: the wrong value, or the `list` key when no appearance is written.
    static func range(of list: ListSpec) -> SourceRange {
        list.appearance?.range ?? list.keyRange
    }

    static func fixIts(setting expected: ListAppearance, on list: ListSpec, in source: SourceFile) -> [FixIt] {
        let message = "use the `\(expected.rawValue)` appearance"
        if let appearance = list.appearance {
            return [.replace(appearance.range, with: expected.rawValue, message: message)]
        }
        guard let edit = SourceEditing.insertEntry("appearance: \(expected.rawValue)", intoMapping: list.range, in: source) else {
            return []
        }
        return [FixIt(message: message, edits: [edit])]
    }

    /// "is `plain`" or "has no `appearance`", for messages.
    static func written(_ list: ListSpec) -> String {
        list.appearance.map { "is `\($0.value.rawValue)`" } ?? "has no `appearance`"
    }
}
