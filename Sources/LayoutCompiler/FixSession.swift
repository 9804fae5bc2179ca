import Diagnostics

/// `layoutc fix` as one library call: every planned spec fixed with its own configuration
/// (`FixApplier`), written back atomically or, for a dry run, turned into a unified diff.
public struct FixSession: Sendable {
    public var check: CheckSession
    /// Print what would change instead of writing it.
    public var dryRun: Bool

    public init(check: CheckSession, dryRun: Bool = false) {
        self.check = check
        self.dryRun = dryRun
    }

    public struct SpecFix: Sendable {
        public var displayPath: String
        /// The findings left after fixing.
        public var remaining: FileDiagnostics
        /// Fix-its applied (or, in a dry run, that would be).
        public var applied: Int
        public var changed: Bool
    }

    public struct Outcome: Sendable {
        public var specs: [SpecFix] = []
        /// Configuration files with problems.
        public var configurations: [FileDiagnostics] = []
        /// Files that could not be found, read, fixed or written: `path: reason`.
        public var errors: [String] = []
        /// A dry run's unified diff of every changed spec.
        public var diff = ""

        public var fixCount: Int { specs.reduce(0) { $0 + ($1.changed ? $1.applied : 0) } }
        public var changedCount: Int { specs.filter(\.changed).count }
        /// Errors remain in a spec or a configuration file.
        public var errorsRemain: Bool {
            (specs.map(\.remaining) + configurations).contains { $0.diagnostics.contains { $0.severity == .error } }
        }
    }

    public func fix(_ paths: [String]) -> Outcome {
        let plan = check.plan(paths)
        var outcome = Outcome()
        outcome.errors = plan.errors.map(\.description)
        outcome.configurations = check.configurationProblems(plan).0
        for job in plan.jobs {
            let bytes: [UInt8]
            do { bytes = try job.read() } catch {
                outcome.errors.append(error.description)
                continue
            }
            let fixed = FixApplier(compiler: job.compiler).fix(path: job.displayPath, bytes: bytes)
            if let refusal = fixed.refusal {
                outcome.errors.append("\(job.displayPath): \(refusal)")
                continue
            }
            var spec = SpecFix(displayPath: job.displayPath, remaining: fixed.remaining.fileDiagnostics,
                               applied: fixed.applied, changed: fixed.changed)
            if fixed.changed {
                if dryRun {
                    outcome.diff += UnifiedDiff.diff(old: fixed.original, new: fixed.fixed,
                                                     oldLabel: "a/\(job.displayPath)", newLabel: "b/\(job.displayPath)")
                } else {
                    do { try FileSystem.replace(job.absolutePath, with: fixed.fixed, ifStill: bytes) } catch {
                        outcome.errors.append("\(job.displayPath): \(error.reason)"
                                              + (error.reason == FileSystem.editedMeanwhile ? "" : "; the file is unchanged"))
                        spec.changed = false
                    }
                }
            }
            outcome.specs.append(spec)
        }
        return outcome
    }
}
