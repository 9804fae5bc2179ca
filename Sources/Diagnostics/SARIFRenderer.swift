import JSONValue
import SpecSource

/// SARIF 2.1.0 for code scanning (GitHub, Azure DevOps, IDE viewers): one run whose driver
/// lists every rule, with results that carry regions, related locations, fixes and
/// line-independent fingerprints. Columns and character offsets count Unicode scalars
/// (`columnKind: unicodeCodePoints`), like every other layoutc format.
public struct SARIFRenderer: Sendable {
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The tool's home page; nil while the project has no published home (`ProjectHome`).
    /// SARIF 2.1.0 requires an absolute URI here, so the key is left out rather than invented.
    public static var informationURI: String? { ProjectHome.url("README.md") }
    public static let fingerprintKey = "layoutcFingerprint/v1"
    public static let sourceRootID = "%SRCROOT%"

    /// Every rule the tool knows (the CLI passes `RuleRegistry.descriptors`), so code
    /// scanning can show a rule's help even for rules with no result in this run.
    public var rules: [RuleDescriptor]
    public var toolVersion: String
    /// The absolute folder relative paths are resolved against (the current directory), or
    /// nil to leave `%SRCROOT%` for the consumer to supply.
    public var sourceRoot: String?

    public init(rules: [RuleDescriptor], toolVersion: String, sourceRoot: String? = nil) {
        self.rules = rules
        self.toolVersion = toolVersion
        self.sourceRoot = sourceRoot
    }

    public func render(_ files: [FileDiagnostics], otherSources: [String: SourceFile] = [:]) -> String {
        document(files, otherSources: otherSources).serialized() + "\n"
    }

    public func document(_ files: [FileDiagnostics], otherSources: [String: SourceFile] = [:]) -> JSON {
        let files = DiagnosticOrder.sorted(files)
        let lookup = SourceLookup(files, otherSources: otherSources)
        var descriptors = rules
        var seen = Set(rules.map(\.id))
        for file in files {
            for d in file.diagnostics where seen.insert(d.ruleID).inserted {
                descriptors.append(RuleDescriptor(id: d.ruleID, category: .input, defaultSeverity: d.severity,
                                                  summary: d.ruleID, rationale: d.ruleID))
            }
        }
        var index: [String: Int] = [:]
        for (i, descriptor) in descriptors.enumerated() where index[descriptor.id] == nil { index[descriptor.id] = i }

        var results: [JSON] = []
        var occurrences: [String: Int] = [:]
        // Character offsets, counted once for each non-ASCII text a region will be in: a file's
        // own findings and the texts their related locations point into.
        var scalars: [String: ScalarLineTable] = [:]
        func count(_ source: SourceFile?) {
            guard let source, !source.isASCII, scalars[source.path] == nil else { return }
            scalars[source.path] = ScalarLineTable(source)
        }
        for file in files where !file.diagnostics.isEmpty {
            count(file.source)
            for d in file.diagnostics { for related in d.related { count(lookup.source(of: related, in: file.source)) } }
        }
        for file in files {
            for d in file.diagnostics {
                let hash = Fingerprint.of(d, in: file.source)
                occurrences[hash, default: 0] += 1
                results.append(result(d, in: file.source, ruleIndex: index[d.ruleID] ?? 0,
                                      fingerprint: "\(hash):\(occurrences[hash]!)", lookup: lookup, scalars: scalars))
            }
        }

        var root: [(String, JSON)] = [("description", .object([("text", .string("The folder layoutc was run in; spec paths are relative to it."))]))]
        if let sourceRoot {
            root.insert(("uri", .string(Self.fileURI(sourceRoot.hasSuffix("/") ? sourceRoot : sourceRoot + "/"))), at: 0)
        }
        var driver: [(String, JSON)] = [
            ("name", .string("layoutc")),
            ("version", .string(toolVersion)),
            ("semanticVersion", .string(toolVersion)),
        ]
        if let uri = Self.informationURI { driver.append(("informationUri", .string(uri))) }
        driver.append(("rules", .array(descriptors.map(Self.rule))))
        let run: JSON = .object([
            ("tool", .object([("driver", .object(driver))])),
            ("originalUriBaseIds", .object([(Self.sourceRootID, .object(root))])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(results)),
        ])
        return .object([
            ("$schema", .string(Self.schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ])
    }

    /// A rule's description. `help` holds its whole text and where its documentation is;
    /// `helpUri`, which must be an absolute URI, only when the project has a published home.
    static func rule(_ d: RuleDescriptor) -> JSON {
        var fields: [(String, JSON)] = [
            ("id", .string(d.id)),
            ("name", .string(d.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())),
            ("shortDescription", .object([("text", .string(d.summary))])),
            ("fullDescription", .object([("text", .string(d.rationale))])),
            ("help", .object([
                ("text", .string("\(d.summary).\n\n\(d.rationale)\n\nDocumentation: \(d.documentationReference)")),
                ("markdown", .string("**\(d.summary).**\n\n\(d.rationale)\n\nDocumentation: \(d.documentationMarkdown)")),
            ])),
        ]
        if let url = d.documentationURL { fields.append(("helpUri", .string(url))) }
        fields += [
            ("defaultConfiguration", .object([
                ("enabled", .bool(!d.isOptIn)),
                ("level", .string(level(d.defaultSeverity))),
            ])),
            ("properties", .object([
                ("category", .string(d.category.rawValue)),
                ("tags", .array([.string("layout"), .string(d.category.rawValue)])),
            ])),
        ]
        return .object(fields)
    }

    func result(_ d: Diagnostic, in source: SourceFile, ruleIndex: Int, fingerprint: String, lookup: SourceLookup,
                scalars: [String: ScalarLineTable] = [:]) -> JSON {
        var primary: [(String, JSON)] = [("physicalLocation", Self.physicalLocation(source.path, d.range, in: source, scalars: scalars))]
        if let label = d.label { primary.append(("message", .object([("text", .string(label))]))) }
        var fields: [(String, JSON)] = [
            ("ruleId", .string(d.ruleID)),
            ("ruleIndex", .int(ruleIndex)),
            ("level", .string(Self.level(d.severity))),
            ("message", .object([("text", .string(d.message))])),
            ("locations", .array([.object(primary)])),
        ]
        if !d.related.isEmpty {
            fields.append(("relatedLocations", .array(d.related.enumerated().map { i, related in
                let other = lookup.source(of: related, in: source)
                return .object([
                    ("id", .int(i + 1)),
                    ("physicalLocation", Self.physicalLocation(other?.path ?? related.path ?? source.path, related.range, in: other, scalars: scalars)),
                    ("message", .object([("text", .string(related.label))])),
                ])
            })))
        }
        let fixes = d.fixIts.filter { !$0.edits.isEmpty }
        if !fixes.isEmpty {
            fields.append(("fixes", .array(fixes.map { fixIt in
                .object([
                    ("description", .object([("text", .string(fixIt.message))])),
                    ("artifactChanges", .array([.object([
                        ("artifactLocation", Self.artifactLocation(source.path)),
                        ("replacements", .array(fixIt.edits.map { edit in
                            .object([
                                ("deletedRegion", Self.region(edit.range, in: source, scalars: scalars)),
                                ("insertedContent", .object([("text", .string(edit.replacement))])),
                            ])
                        })),
                    ])])),
                ])
            })))
        }
        fields.append(("partialFingerprints", .object([(Self.fingerprintKey, .string(fingerprint))])))
        var properties: [(String, JSON)] = []
        if !d.notes.isEmpty { properties.append(("notes", .array(d.notes.map(JSON.string)))) }
        if let help = d.help { properties.append(("help", .string(help))) }
        if !properties.isEmpty { fields.append(("properties", .object(properties))) }
        return .object(fields)
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    static func physicalLocation(_ path: String, _ range: SourceRange, in source: SourceFile?,
                                 scalars: [String: ScalarLineTable] = [:]) -> JSON {
        .object([("artifactLocation", artifactLocation(path)), ("region", region(range, in: source, scalars: scalars))])
    }

    /// Relative paths resolve against `%SRCROOT%`; a path outside the current folder stays absolute.
    static func artifactLocation(_ path: String) -> JSON {
        if path.hasPrefix("/") { return .object([("uri", .string(fileURI(path)))]) }
        return .object([("uri", .string(percentEncoded(path))), ("uriBaseId", .string(sourceRootID))])
    }

    /// Start and end (exclusive) as 1-based line and column, plus the character offset and
    /// length; with no text at hand, the byte offset and length.
    static func region(_ range: SourceRange, in source: SourceFile?, scalars: [String: ScalarLineTable] = [:]) -> JSON {
        guard let source else {
            return .object([("byteOffset", .int(max(0, range.start))), ("byteLength", .int(range.length))])
        }
        let range = source.clamped(range)
        let start = source.location(of: range.start)
        let end = source.location(of: range.end)
        let table = scalars[source.path]
        func chars(_ offset: Int) -> Int { table?.scalarOffset(of: offset, in: source) ?? source.scalarOffset(of: offset) }
        let startChars = chars(range.start)
        return .object([
            ("startLine", .int(start.line)),
            ("startColumn", .int(start.column)),
            ("endLine", .int(end.line)),
            ("endColumn", .int(end.column)),
            ("charOffset", .int(startChars)),
            ("charLength", .int(chars(range.end) - startChars)),
        ])
    }

    static func fileURI(_ absolutePath: String) -> String {
        "file://" + percentEncoded(absolutePath)
    }

    /// A path as a URI reference: unreserved characters and `/` stay, every other byte is
    /// percent-encoded (spaces, `#`, `?`, `%`, non-ASCII).
    static func percentEncoded(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }
}
