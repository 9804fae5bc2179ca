import Diagnostics
import LayoutModel
import SpecSource

/// What specs built into one module must not share: the namespace their `app` declares
/// (`enum Mail` twice is "invalid redeclaration") and the file it is generated into, compared
/// without case, because the Mac's default disk is case-insensitive (`Photos.layout.swift` and
/// `photos.layout.swift` are one file there, and the second silently replaces the first).
///
/// Unlike the other rules it looks at several specs at once: `check`, `build` and the build
/// plugins run it over the specs they build together, and report it at each spec's `app`.
public enum SharedNames {
    public static let ruleID = "shared-app-name"

    public static let descriptor = RuleDescriptor(
        id: ruleID, category: .structure, defaultSeverity: .error,
        summary: "Two specs built together have the same `app`, or `app` names that differ only in case",
        rationale: "Each spec's `app` names the namespace its code is generated in and the file it is written to. "
            + "Two specs with the same `app` in one target declare the same types twice, which does not compile; "
            + "names that differ only in case are two files on Linux but one on the Mac's case-insensitive disk, "
            + "where one spec's code silently replaces the other's.")

    /// One spec's `app`, where it is written.
    public struct Entry: Sendable {
        /// The spec's path as shown in diagnostics.
        public var path: String
        public var app: Located<String>

        public init(path: String, app: Located<String>) {
            self.path = path
            self.app = app
        }
    }

    /// The findings for each entry, in the entries' order: each spec whose `app` another spec
    /// shares gets one error at its own `app`, pointing at another spec that shares it.
    /// `filesNamedByApp`: the generated files are named after `app` (`layoutc build` of a folder),
    /// so names that differ only in case clash too; build plugins and Bazel name them after the
    /// spec files instead, and compare those themselves.
    public static func diagnostics(_ entries: [Entry], filesNamedByApp: Bool = true) -> [[Diagnostic]] {
        var groups: [String: [Int]] = [:]
        for (index, entry) in entries.enumerated() {
            groups[filesNamedByApp ? entry.app.value.lowercased() : entry.app.value, default: []].append(index)
        }
        var found = Array(repeating: [Diagnostic](), count: entries.count)
        for indices in groups.values where indices.count > 1 {
            for index in indices {
                let entry = entries[index]
                // The same name if another spec has it, else one that differs in case.
                guard let otherIndex = indices.first(where: { $0 != index && entries[$0].app.value == entry.app.value })
                        ?? indices.first(where: { $0 != index }) else { continue }
                let other = entries[otherIndex]
                let same = other.app.value == entry.app.value
                let file = "\(entry.app.value).layout.swift"
                let message = same
                    ? "`\(other.path)` also has `app: \(entry.app.value)`: both would declare `\(entry.app.value)` in one module"
                    : "`app: \(entry.app.value)` differs from `app: \(other.app.value)` in `\(other.path)` only in case: "
                        + "on a case-insensitive disk (the Mac's default) `\(file)` and `\(other.app.value).layout.swift` are one file"
                found[index].append(Diagnostic(
                    ruleID: ruleID, severity: .error, message: message, range: entry.app.range,
                    label: same ? "declared in both specs" : "one file on the Mac",
                    related: [RelatedLocation(range: other.app.range, label: "`app: \(other.app.value)` here", path: other.path)],
                    notes: ["specs built together (a folder, a plugin target, a Bazel target) are compiled into one module"],
                    help: "give each spec its own `app` name"))
            }
        }
        return found
    }
}
