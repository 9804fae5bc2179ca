import LayoutModel
import LayoutRules
import SpecSource

/// `textDocument/definition` and `textDocument/references`: between the places that name a
/// screen (columns, selection and toolbar actions, tab and navigation roots, transient
/// presenters and contents) and the screen's definition (its key under `screens`, or an inline
/// column screen); between the `perform:` actions and the app action's key under `actions:`;
/// between `present:`/`dismiss:` and the transient UI entry's `id`; and between
/// `openScene:`/`closeScene:` and the scene kind's key under `scenes:`.
public struct ScreenNavigation: Sendable {
    public let spec: LayoutSpec

    public init(spec: LayoutSpec) {
        self.spec = spec
    }

    /// The screen named at `offset`, by a reference or by its definition.
    public func screenName(at offset: Int) -> String? {
        if let reference = spec.screenReferences.first(where: { $0.name.range.contains(offset) }) {
            return reference.name.value
        }
        return spec.screens.first { definitionRange(of: $0).contains(offset) }?.name.value
    }

    /// Where a screen is defined: its name under `screens`, or for an inline screen its `name`
    /// value (or the column key when it is named after its column).
    public func definitionRange(of screen: Screen) -> SourceRange {
        screen.name.range
    }

    /// The app action named at `offset`, by a `perform:` or by its key under `actions:`.
    public func appActionName(at offset: Int) -> String? {
        if let reference = spec.appActionReferences.first(where: { $0.range.contains(offset) }) { return reference.value }
        return spec.appActions.first { $0.name.range.contains(offset) }?.name.value
    }

    /// The transient UI entry named at `offset`, by a `present:` or `dismiss:` or by its `id`.
    public func transientID(at offset: Int) -> String? {
        if let reference = spec.transientReferences.first(where: { $0.range.contains(offset) }) { return reference.value }
        return spec.transient.first { $0.id?.range.contains(offset) ?? false }?.id?.value
    }

    /// The scene kind named at `offset`, by an `openScene:` or `closeScene:` or by its key under `scenes:`.
    public func sceneKindName(at offset: Int) -> String? {
        if let reference = spec.sceneReferences.first(where: { $0.target.range.contains(offset) }) { return reference.target.value }
        return spec.scenes.first { $0.name.range.contains(offset) }?.name.value
    }

    /// The definition of the screen, app action, transient UI entry or scene kind named at `offset`.
    public func definition(at offset: Int) -> SourceRange? {
        if let name = sceneKindName(at: offset) { return spec.sceneKind(named: name)?.name.range }
        if let id = transientID(at: offset) { return spec.transient(withID: id)?.id?.range }
        if let name = appActionName(at: offset) { return spec.appAction(named: name)?.name.range }
        guard let name = screenName(at: offset), let screen = spec.screen(named: name) else { return nil }
        return definitionRange(of: screen)
    }

    /// Every reference to the screen or app action named at `offset`, with its definition first
    /// when asked.
    public func references(at offset: Int, includeDeclaration: Bool) -> [SourceRange] {
        if let name = sceneKindName(at: offset) {
            var ranges: [SourceRange] = []
            if includeDeclaration, let kind = spec.sceneKind(named: name) { ranges.append(kind.name.range) }
            return ranges + spec.sceneReferences.filter { $0.target.value == name }.map(\.target.range)
        }
        if let id = transientID(at: offset) {
            var ranges: [SourceRange] = []
            if includeDeclaration, let range = spec.transient(withID: id)?.id?.range { ranges.append(range) }
            return ranges + spec.transientReferences.filter { $0.value == id }.map(\.range)
        }
        if let name = appActionName(at: offset) {
            var ranges: [SourceRange] = []
            if includeDeclaration, let action = spec.appAction(named: name) { ranges.append(action.name.range) }
            return ranges + spec.appActionReferences.filter { $0.value == name }.map(\.range)
        }
        guard let name = screenName(at: offset) else { return [] }
        var ranges: [SourceRange] = []
        if includeDeclaration, let screen = spec.screen(named: name) { ranges.append(definitionRange(of: screen)) }
        ranges += spec.screenReferences.filter { $0.name.value == name }.map(\.name.range)
        return ranges
    }
}
