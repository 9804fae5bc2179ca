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

    /// Where the rule's documentation lives (the README's rule reference).
    public var documentationURL: String {
        "\(RuleDescriptor.documentationBase)#\(id)"
    }

    public static let documentationBase = "https://github.com/layoutc/layoutc/blob/main/Docs/Rules.md"
}
