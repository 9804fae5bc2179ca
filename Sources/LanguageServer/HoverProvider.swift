import Diagnostics
import LayoutCompiler
import LayoutModel
import SpecSource

/// `textDocument/hover`: what a key or value means in UIKit, and why a finding matters.
public struct HoverProvider: Sendable {
    public let analysis: LayoutCompiler.Result
    let descriptors: [String: RuleDescriptor]

    public init(analysis: LayoutCompiler.Result, descriptors: [String: RuleDescriptor]) {
        self.analysis = analysis
        self.descriptors = descriptors
    }

    /// Markdown for the place at `offset` and the range it describes; nil when there is nothing to say.
    public func hover(at offset: Int) -> (markdown: String, range: SourceRange)? {
        var sections: [String] = []
        var range: SourceRange?
        let tree = analysis.tree
        if let found = NodeAtOffset.find(in: tree, at: offset), tree.kind(found.node) == .scalar {
            let text = found.role == .key ? keyDocumentation(found.path) : valueDocumentation(found, tree: tree)
            if let text {
                sections.append(text)
                range = tree.range(found.node)
            }
        }
        let findings = analysis.diagnostics.filter { $0.range.contains(offset) }
        var explained = Set<String>()
        for finding in findings where explained.insert(finding.ruleID).inserted {
            guard let descriptor = descriptors[finding.ruleID] else { continue }
            sections.append("**\(descriptor.id)** (\(finding.severity.rawValue)): \(descriptor.summary)\n\n"
                + "\(descriptor.rationale)\n\nDocumentation: \(descriptor.documentationMarkdown)")
            range = range ?? finding.range
        }
        guard !sections.isEmpty, let range else { return nil }
        return (sections.joined(separator: "\n\n---\n\n"), range)
    }

    /// A key: what it means, its UIKit counterpart and what it accepts.
    func keyDocumentation(_ path: SpecPath) -> String? {
        guard case .key(let name)? = path.segments.last else { return nil }
        if let (_, key) = ShapeResolver.key(at: path) {
            var text = "**\(key.name)**: \(key.summary)"
            if let uikit = key.uikit { text += "\n\nUIKit: " + (uikit.contains("`") ? uikit : "`\(uikit)`") }
            text += "\n\n" + Self.accepts(key.shape)
            if key.required { text += " Required." }
            return text
        }
        // A name under `screens`.
        if path.segments.count == 2, path.segments.first == .key("screens") {
            return screenDocumentation(name)
        }
        return nil
    }

    static func accepts(_ shape: ValueShape) -> String {
        let values = ShapeResolver.scalarValues(shape)
        if case .bool = shape { return "Accepts `true` or `false`." }
        if !values.isEmpty, case .enumeration = shape {
            return "Allowed values: " + values.map { "`\($0)`" }.joined(separator: ", ") + "."
        }
        return "Expects \(shape.expectation)."
    }

    /// A value: an enumeration value's meaning, or the screen a reference names.
    func valueDocumentation(_ found: NodeAtOffset, tree: YAMLTree) -> String? {
        guard let shape = ShapeResolver.shape(at: found.path, kind: .scalar) else { return nil }
        let value = tree.string(found.node)
        if case .enumeration(let allowed) = shape {
            guard let doc = EnumDocumentation.documentation(of: value, among: allowed) else {
                return "`\(value)` is not one of " + allowed.map { "`\($0)`" }.joined(separator: ", ") + "."
            }
            let others = allowed.filter { $0 != value }.map { "`\($0)`" }.joined(separator: ", ")
            return "**\(value)**: \(doc)\n\nOther values: \(others)."
        }
        if ShapeResolver.isScreenReference(shape) {
            return screenDocumentation(value)
        }
        return nil
    }

    func screenDocumentation(_ name: String) -> String? {
        guard let screen = analysis.spec.screen(named: name) else { return "No screen named `\(name)`." }
        let line = analysis.source.location(of: screen.name.range.start).line
        var text = "**Screen `\(name)`**"
        if let title = screen.title { text += " — \"\(title.value)\"" }
        if let list = screen.list {
            text += "\n\nA list" + (list.appearance.map { " (`\($0.value.rawValue)`)" } ?? "")
        }
        text += "\n\nDefined on line \(line)."
        return text
    }
}
