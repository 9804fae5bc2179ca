/// What a rule is, for people and tools: `layoutc rules`, `layoutc explain`, SARIF's
/// `tool.driver.rules`, the language server's hover and code descriptions.
public struct RuleDescriptor: Sendable, Equatable {
    public enum Category: String, Sendable {
        /// The spec cannot be read as written.
        case input
        /// UIKit would ignore or silently remap it.
        case structure
        /// It builds, but people get a worse iPad app.
        case guideline
    }

    public var id: String
    public var category: Category
    public var defaultSeverity: Severity
    /// One line, for lists.
    public var summary: String
    /// Why it matters to the person using the app, in our own words.
    public var rationale: String
    /// Off unless a configuration enables it.
    public var isOptIn: Bool

    public init(id: String, category: Category, defaultSeverity: Severity, summary: String, rationale: String,
                isOptIn: Bool = false) {
        self.id = id
        self.category = category
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.rationale = rationale
        self.isOptIn = isOptIn
    }

    /// The rule's section of the rule reference, `Docs/Rules.md#<id>`, a path in the repository.
    public var documentationPath: String { ProjectHome.path(Self.documentationFile, anchor: id) }

    /// The same section as an absolute URL; nil while the project has no published home
    /// (`ProjectHome`), so outputs that need a URI leave it out.
    public var documentationURL: String? { ProjectHome.url(Self.documentationFile, anchor: id) }

    /// The rule's documentation for people: the URL, or the path in the repository.
    public var documentationReference: String { ProjectHome.reference(Self.documentationFile, anchor: id) }

    /// The same in Markdown: a link, or the path as code.
    public var documentationMarkdown: String { ProjectHome.markdownReference(Self.documentationFile, anchor: id) }

    /// The rule reference, generated from the registry (`RulesDocument`).
    public static let documentationFile = "Docs/Rules.md"
}
