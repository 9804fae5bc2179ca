import SpecSource

/// `path:line:col: error: message [rule-id]`, one line each, which Xcode, SwiftPM and most
/// editors turn into inline annotations. Related places follow as `note:` lines at their own
/// locations.
public struct XcodeRenderer: Sendable {
    public var displayPath: @Sendable (String) -> String
    /// How many findings of one rule are printed; the rest are counted in one line (`nil`: all).
    public var maximumPerRule: Int?

    public init(displayPath: @escaping @Sendable (String) -> String = { $0 }, maximumPerRule: Int? = nil) {
        self.displayPath = displayPath
        self.maximumPerRule = maximumPerRule
    }

    public func render(_ files: [FileDiagnostics], otherSources: [String: SourceFile] = [:]) -> String {
        var out = ""
        let lookup = SourceLookup(files, otherSources: otherSources)
        var limit = RuleLimit(maximum: maximumPerRule)
        for file in files {
            let path = displayPath(file.source.path)
            for d in file.diagnostics where limit.admits(d) {
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
        for line in limit.omissions { out += line + "\n" }
        return out
    }
}
