import SpecSource

/// `path:line:col: error: message [rule-id]`, one line each, which Xcode, SwiftPM and most
/// editors turn into inline annotations. Related places follow as `note:` lines at their own
/// locations.
public struct XcodeRenderer: Sendable {
    public var displayPath: @Sendable (String) -> String

    public init(displayPath: @escaping @Sendable (String) -> String = { $0 }) {
        self.displayPath = displayPath
    }

    public func render(_ files: [FileDiagnostics], otherSources: [String: SourceFile] = [:]) -> String {
        var out = ""
        let lookup = SourceLookup(files, otherSources: otherSources)
        for file in files {
            let path = displayPath(file.source.path)
            for d in file.diagnostics {
                let at = file.source.location(of: d.range.start)
                out += "\(path):\(at.line):\(at.column): \(d.severity.rawValue): \(d.message) [\(d.ruleID)]\n"
                for related in d.related {
                    // Another spec being rendered, a configuration file, or (unknown) just its path.
                    guard let source = lookup.source(of: related, in: file.source) else {
                        out += "\(displayPath(related.path ?? file.source.path)): note: \(related.label)\n"
                        continue
                    }
                    let where_ = source.location(of: source.clamped(related.range).start)
                    out += "\(displayPath(source.path)):\(where_.line):\(where_.column): note: \(related.label)\n"
                }
                if let help = d.help {
                    out += "\(path):\(at.line):\(at.column): note: \(help)\n"
                }
            }
        }
        return out
    }
}
