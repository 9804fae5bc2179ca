import SpecSource

/// The one output order every renderer uses: file path, then line, column and rule id, so two
/// runs over the same specs print the same bytes whatever order the files were found in.
public enum DiagnosticOrder {
    public static func sorted(_ files: [FileDiagnostics]) -> [FileDiagnostics] {
        files.map { file in
            var file = file
            file.sort()
            return file
        }
        .enumerated()
        .sorted { a, b in
            a.element.source.path != b.element.source.path
                ? a.element.source.path < b.element.source.path
                : a.offset < b.offset
        }
        .map(\.element)
    }
}

/// How many findings of each severity, for summary lines and tool documents.
public struct DiagnosticCounts: Sendable, Equatable {
    public var errors = 0
    public var warnings = 0
    public var notes = 0

    public init(_ files: [FileDiagnostics]) {
        for file in files {
            for diagnostic in file.diagnostics {
                switch diagnostic.severity {
                case .error: errors += 1
                case .warning: warnings += 1
                case .note: notes += 1
                }
            }
        }
    }

    /// `2 errors, 1 warning in 3 specs`, or `no problems in 3 specs`.
    public func summary(specCount: Int) -> String {
        var parts: [String] = []
        if errors > 0 { parts.append(Quantity.of(errors, "error")) }
        if warnings > 0 { parts.append(Quantity.of(warnings, "warning")) }
        if notes > 0 { parts.append(Quantity.of(notes, "note")) }
        let found = parts.isEmpty ? "no problems" : parts.joined(separator: ", ")
        return "\(found) in \(Quantity.of(specCount, "spec"))"
    }
}

/// Finds the text a related location points into: the diagnostic's own file, another file
/// being rendered, or a file the caller supplied (such as `.layoutc.yml`).
struct SourceLookup {
    var byPath: [String: SourceFile]

    init(_ files: [FileDiagnostics], otherSources: [String: SourceFile]) {
        byPath = otherSources
        for file in files { byPath[file.source.path] = file.source }
    }

    /// The file `related` points into, or nil when it names a file nobody supplied.
    func source(of related: RelatedLocation, in file: SourceFile) -> SourceFile? {
        guard let path = related.path, path != file.path else { return file }
        return byPath[path]
    }
}

extension SourceFile {
    /// A range clamped to the file, so a producer's off-by-one never crashes a renderer.
    func clamped(_ range: SourceRange) -> SourceRange {
        let start = max(0, min(range.start, bytes.count))
        return SourceRange(start: start, end: max(start, min(range.end, bytes.count)))
    }

    /// The 0-based line a non-empty range ends on: a range that ends just after a line break
    /// ends on the line of that break.
    func lastLineIndex(of range: SourceRange) -> Int {
        lineIndex(of: range.end > range.start ? range.end - 1 : range.start)
    }
}
