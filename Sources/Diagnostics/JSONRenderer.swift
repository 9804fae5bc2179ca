import JSONValue
import SpecSource

/// The format for scripts and editors: one versioned JSON document holding every field of
/// every diagnostic, documented in Docs/JSONFormat.md. Keys always appear, in a fixed order
/// (`null` or `[]` when empty), so consumers and diffs can rely on the shape.
public struct JSONRenderer: Sendable {
    /// Bumped only when a field is removed or changes meaning; new fields keep version 1.
    public static let formatVersion = 1

    public init() {}

    /// - Parameters:
    ///   - specCount: how many specs were checked, clean ones included.
    ///   - otherSources: files that related locations may point into besides `files`.
    public func render(_ files: [FileDiagnostics], specCount: Int, otherSources: [String: SourceFile] = [:]) -> String {
        let files = DiagnosticOrder.sorted(files)
        let lookup = SourceLookup(files, otherSources: otherSources)
        let all = files.flatMap { file in file.diagnostics.map { (file.source, $0) } }
        var bytes = JSON.serializedObject(header(files, specCount: specCount), streaming: "diagnostics", count: all.count) { index in
            object(all[index].1, in: all[index].0, lookup: lookup)
        }
        bytes.append(0x0A)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Every key of the document before `diagnostics`.
    func header(_ files: [FileDiagnostics], specCount: Int) -> [(String, JSON)] {
        let counts = DiagnosticCounts(files)
        return [
            ("version", .int(Self.formatVersion)),
            ("files", .int(specCount)),
            ("summary", .object([
                ("errors", .int(counts.errors)),
                ("warnings", .int(counts.warnings)),
                ("notes", .int(counts.notes)),
            ])),
        ]
    }

    /// The document as a value, for callers that embed it.
    public func document(_ files: [FileDiagnostics], specCount: Int, otherSources: [String: SourceFile] = [:]) -> JSON {
        let files = DiagnosticOrder.sorted(files)
        let lookup = SourceLookup(files, otherSources: otherSources)
        var diagnostics: [JSON] = []
        for file in files {
            for diagnostic in file.diagnostics {
                diagnostics.append(object(diagnostic, in: file.source, lookup: lookup))
            }
        }
        return .object(header(files, specCount: specCount) + [("diagnostics", .array(diagnostics))])
    }

    func object(_ d: Diagnostic, in source: SourceFile, lookup: SourceLookup) -> JSON {
        .object([
            ("ruleId", .string(d.ruleID)),
            ("severity", .string(d.severity.rawValue)),
            ("message", .string(d.message)),
            ("path", .string(source.path)),
            ("range", Self.range(d.range, in: source)),
            ("label", .string(d.label)),
            ("related", .array(d.related.map { related in
                let other = lookup.source(of: related, in: source)
                return .object([
                    ("path", .string(other?.path ?? related.path ?? source.path)),
                    ("range", Self.range(related.range, in: other)),
                    ("label", .string(related.label)),
                ])
            })),
            ("notes", .array(d.notes.map(JSON.string))),
            ("help", .string(d.help)),
            ("fixIts", .array(d.fixIts.map { fixIt in
                .object([
                    ("message", .string(fixIt.message)),
                    ("edits", .array(fixIt.edits.map { edit in
                        .object([
                            ("range", Self.range(edit.range, in: source)),
                            ("replacement", .string(edit.replacement)),
                        ])
                    })),
                ])
            })),
        ])
    }

    /// `{"start": {...}, "end": {...}}`; the end is exclusive (the position after the last
    /// character). Without the file's text only byte offsets are known.
    static func range(_ range: SourceRange, in source: SourceFile?) -> JSON {
        guard let source else {
            return .object([("start", position(nil, offset: range.start)), ("end", position(nil, offset: range.end))])
        }
        let clamped = source.clamped(range)
        return .object([
            ("start", position(source.location(of: clamped.start), offset: clamped.start)),
            ("end", position(source.location(of: clamped.end), offset: clamped.end)),
        ])
    }

    static func position(_ location: SourceLocation?, offset: Int) -> JSON {
        .object([
            ("line", location.map { .int($0.line) } ?? .null),
            ("column", location.map { .int($0.column) } ?? .null),
            ("offset", .int(offset)),
        ])
    }
}
