/// Where layoutc's own documentation lives, for every link the tool prints or writes: `explain`,
/// the language server's hover and code descriptions, SARIF's rule help. One place, so that
/// publishing the project changes one line.
///
/// layoutc has no published home yet. Until it has, a link is a path in this repository
/// (`Docs/Rules.md#unknown-key`), and outputs that need an absolute URI (SARIF's `helpUri` and
/// `informationUri`, LSP's `codeDescription`) leave it out rather than invent one.
public enum ProjectHome {
    /// The web address the repository's files are browsed under, without a trailing slash (for
    /// a GitHub repository, `https://github.com/<owner>/layoutc/blob/main`); nil while the
    /// project is unpublished. The one line to change when it is published.
    public static let filesAddress: String? = nil

    /// A file of the repository as a path from its root, with an optional anchor:
    /// `Docs/Rules.md#unknown-key`.
    public static func path(_ file: String, anchor: String? = nil) -> String {
        file + (anchor.map { "#\($0)" } ?? "")
    }

    /// The same file as an absolute URL, or nil while the project has no published home.
    public static func url(_ file: String, anchor: String? = nil) -> String? {
        filesAddress.map { "\($0)/\(path(file, anchor: anchor))" }
    }

    /// For people: the URL when there is one, else the path and where it is.
    public static func reference(_ file: String, anchor: String? = nil) -> String {
        url(file, anchor: anchor) ?? "\(path(file, anchor: anchor)) in the layoutc repository"
    }

    /// The same as Markdown: a link when there is a URL, else the path as code.
    public static func markdownReference(_ file: String, anchor: String? = nil) -> String {
        if let url = url(file, anchor: anchor) { return "[\(path(file, anchor: anchor))](\(url))" }
        return "`\(path(file, anchor: anchor))` in the layoutc repository"
    }
}
