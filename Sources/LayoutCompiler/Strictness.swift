import Diagnostics

/// The one rule for whether findings fail a run, shared by `check`, `build` (folder and single
/// file), `fix` and the build plugin: errors always fail; warnings fail where `strict` applies
/// (`--strict`, or `strict: true` in the configuration that applies to the file).
public enum Strictness {
    public static func fails(_ diagnostics: [Diagnostic], strict: Bool) -> Bool {
        diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
    }

    /// How many warnings `strict` turned into failures.
    public static func warnings(_ diagnostics: [Diagnostic]) -> Int {
        diagnostics.reduce(0) { $0 + ($1.severity == .warning ? 1 : 0) }
    }
}
