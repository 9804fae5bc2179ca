import Diagnostics
import LayoutModel
import LayoutRules
import Parallel
import SpecSource

/// Checks specs the way `layoutc check` does: finds them, finds the configuration that applies
/// to each, skips excluded ones, and runs the pipeline with that configuration. The CLI's
/// `check` and `fix` and the build plugin share it, so they agree on what applies where.
public struct CheckSession: Sendable {
    /// `--config FILE`: one configuration for every spec instead of discovery.
    public var configPath: String?
    /// `--strict`: warnings fail, whatever the configurations say.
    public var strict: Bool
    /// The folder relative paths start from (the CLI passes its current folder): relative spec
    /// paths are opened against it, and resolved against it to find the configuration files
    /// above them. Nothing here reads the process's current folder.
    public var base: String
    /// How paths appear in diagnostics (relative to the current folder where possible).
    public var displayPath: @Sendable (String) -> String

    public init(configPath: String? = nil, strict: Bool = false, base: String,
                displayPath: @escaping @Sendable (String) -> String = { $0 }) {
        self.configPath = configPath
        self.strict = strict
        self.base = base
        self.displayPath = displayPath
    }

    /// One spec to check, with the configuration that applies to it.
    public struct Job: Sendable {
        /// The path as found (what to read).
        public var path: String
        /// The path as shown.
        public var displayPath: String
        /// The path to open: `path` resolved against the session's folder, so reading never
        /// depends on the process's current folder.
        public var absolutePath: String
        public var configuration: Configuration
        /// Whether warnings fail this spec: `--strict`, or its configuration's `strict: true`.
        public var isStrict: Bool
        public var compiler: LayoutCompiler { LayoutCompiler(configuration: configuration) }

        /// The compiler for this spec: its rules share the cores only when no other spec is
        /// being checked beside it (specs themselves are checked in parallel).
        public func compiler(aloneOnTheCores: Bool) -> LayoutCompiler {
            var compiler = self.compiler
            if !aloneOnTheCores { compiler.rules.workers = 1 }
            return compiler
        }

        /// Reads the spec, within its configuration's size limit; errors name the path as shown.
        public func read() throws(FileSystem.Error) -> [UInt8] {
            do { return try FileSystem.read(absolutePath, limit: configuration.limits.maxFileBytes) } catch {
                throw FileSystem.Error(path: displayPath, reason: error.reason)
            }
        }
    }

    /// What to check, before reading any spec.
    public struct Plan: Sendable {
        public var jobs: [Job] = []
        /// Every configuration file used, with its problems.
        public var configurations: [ConfigurationParser.Result] = []
        /// Paths that could not be found or read, configuration files included.
        public var errors: [FileSystem.Error] = []
        /// Folders given that hold no spec.
        public var emptyFolders: [SpecDiscovery.EmptyFolder] = []
    }

    public func plan(_ paths: [String]) -> Plan {
        var plan = Plan()
        let found = SpecDiscovery.find(paths, base: base)
        plan.errors = found.errors
        plan.emptyFolders = found.emptyFolders
        let named = Set(paths.filter {
            let kind = FileSystem.kind(of: PathArithmetic.absolute($0, base: base))
            return kind != .directory && kind != .missing
        })
        var loader = ConfigurationLoader(explicitPath: configPath, base: base, displayPath: displayPath)
        var reported = Set<String>()
        for file in found.files {
            let loaded: ConfigurationLoader.Loaded?
            do { loaded = try loader.configuration(forSpec: file) } catch {
                if reported.insert(error.description).inserted { plan.errors.append(error) }
                continue
            }
            // A spec named on the command line is checked even when excluded, as asked.
            if let loaded, !named.contains(file), loaded.excludes(file, base: base) { continue }
            let configuration = loaded?.configuration ?? .default
            plan.jobs.append(Job(path: file, displayPath: displayPath(file),
                                 absolutePath: PathArithmetic.absolute(file, base: base),
                                 configuration: configuration, isStrict: strict || configuration.strict))
        }
        // A configuration asked for by name is read even when there is no spec to apply it to,
        // so a mistyped `--config` is an error, not a silent default.
        if found.files.isEmpty, configPath != nil {
            do { _ = try loader.configuration(forSpec: PathArithmetic.join(base, "-")) } catch { plan.errors.append(error) }
        }
        plan.configurations = loader.files.map(\.result)
        return plan
    }

    /// The findings of a whole run.
    public struct Outcome: Sendable {
        /// One entry per checked spec, in discovery order (clean specs included).
        public var specs: [FileDiagnostics] = []
        /// Whether warnings fail for each spec (its configuration's `strict`, or `--strict`).
        public var specIsStrict: [Bool] = []
        /// Configuration files that have problems.
        public var configurations: [FileDiagnostics] = []
        public var configurationIsStrict: [Bool] = []
        public var errors: [FileSystem.Error] = []
        /// Folders given that hold no spec (a warning; it fails under `--strict`).
        public var emptyFolders: [SpecDiscovery.EmptyFolder] = []

        /// Everything to render: configuration problems first, then the specs.
        public var files: [FileDiagnostics] { configurations + specs }

        /// The configuration files' text, for related locations that point into them.
        public var configurationSources: [String: SourceFile] {
            Dictionary(configurations.map { ($0.source.path, $0.source) }, uniquingKeysWith: { a, _ in a })
        }

        /// Errors anywhere, or warnings where `strict` applies.
        public var failed: Bool {
            zip(specs, specIsStrict).contains { Strictness.fails($0.diagnostics, strict: $1) }
                || zip(configurations, configurationIsStrict).contains { Strictness.fails($0.diagnostics, strict: $1) }
        }

        /// Hides the findings the baseline records; returns the comparison (stale entries
        /// included) so the caller can say what disappeared.
        public mutating func apply(_ baseline: Baseline, path: (FileDiagnostics) -> String) -> Baseline.Comparison {
            let comparison = baseline.compare(specs, path: path)
            specs = comparison.files
            return comparison
        }
    }

    /// The configuration files that have problems, and whether their warnings fail the run.
    public func configurationProblems(_ plan: Plan) -> ([FileDiagnostics], [Bool]) {
        let files = plan.configurations.filter { !$0.diagnostics.isEmpty }
        return (files.map(\.fileDiagnostics), files.map { strict || $0.configuration.strict })
    }

    /// Plans, reads and checks every spec.
    public func check(_ paths: [String]) -> Outcome {
        let plan = plan(paths)
        var outcome = Outcome()
        outcome.errors = plan.errors
        outcome.emptyFolders = plan.emptyFolders
        (outcome.configurations, outcome.configurationIsStrict) = configurationProblems(plan)
        // Specs are independent: check them on every core, then report in discovery order.
        let oneSpec = plan.jobs.count == 1
        let apps = collect(plan.jobs, into: &outcome) { job, bytes in
            job.compiler(aloneOnTheCores: oneSpec).diagnoseKeepingApp(path: job.displayPath, bytes: bytes)
        }
        SharedNames.report(in: &outcome.specs, apps: apps)
        return outcome
    }
}

extension CheckSession {
    /// Only what specs built together must not share (`SharedNames`): each spec is read and
    /// decoded, no rule runs, and problems of a spec on its own are left to its own check.
    /// Build plugins and Bazel run this once per target beside the commands that generate each
    /// spec; they name the files after the specs' file names, so only equal `app` names clash.
    public func checkSharedNames(_ paths: [String]) -> Outcome {
        let plan = plan(paths)
        var outcome = Outcome()
        outcome.errors = plan.errors
        let apps = collect(plan.jobs, into: &outcome) { job, bytes in
            let tree = YAMLParser.parse(path: job.displayPath, bytes: bytes, limits: job.configuration.limits)
            return (FileDiagnostics(source: tree.source, diagnostics: []), SpecDecoder.decode(tree).spec.app)
        }
        SharedNames.report(in: &outcome.specs, apps: apps, filesNamedByApp: false)
        return outcome
    }
}

extension CheckSession {
    /// Reads and checks each job on every core with `check`, then records the results in
    /// discovery order (a spec that cannot be read is an error); returns each recorded spec's `app`.
    func collect(_ jobs: [Job], into outcome: inout Outcome,
                 _ check: @escaping @Sendable (Job, [UInt8]) -> (file: FileDiagnostics, app: Located<String>?)) -> [Located<String>?] {
        let results = ParallelMap.map(jobs) { job -> Result<(file: FileDiagnostics, app: Located<String>?), FileSystem.Error> in
            do throws(FileSystem.Error) { return .success(check(job, try job.read())) } catch { return .failure(error) }
        }
        var apps: [Located<String>?] = []
        for (job, result) in zip(jobs, results) {
            switch result {
            case .success(let checked):
                outcome.specs.append(checked.file)
                outcome.specIsStrict.append(job.isStrict)
                apps.append(checked.app)
            case .failure(let error):
                outcome.errors.append(error)
            }
        }
        return apps
    }
}

extension SharedNames {
    /// Adds the findings of specs checked together whose `app` names clash to those specs' own
    /// findings (`files[i]` has the `app` `apps[i]`, nil where it has none).
    static func report(in files: inout [FileDiagnostics], apps: [Located<String>?], filesNamedByApp: Bool = true) {
        let named = apps.indices.compactMap { index in apps[index].map { (index, Entry(path: files[index].source.path, app: $0)) } }
        guard named.count > 1 else { return }
        for ((index, _), found) in zip(named, diagnostics(named.map(\.1), filesNamedByApp: filesNamedByApp)) where !found.isEmpty {
            files[index].diagnostics += found
            files[index].sort()
        }
    }
}
