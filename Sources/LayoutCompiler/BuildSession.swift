import Diagnostics
import LayoutModel
import LayoutRules
import Parallel
import SpecSource
import SwiftEmitter

/// `layoutc build` as one library call: check each spec with the configuration that applies to
/// it, generate the specs that pass (`Strictness`), and write the results the way a build system
/// needs. The CLI, the build plugin's command (`--output-file`) and the benchmarks share it, so
/// they agree on what fails and on what is written.
public struct BuildSession: Sendable {
    /// Which specs, which configuration, `--strict`, and the folder paths are relative to.
    public var check: CheckSession
    /// The code generated beside each spec's model: `uikit`, `swiftui`, or both (one module can
    /// hold both, for an app that moves from one to the other screen by screen).
    public var targets: [EmitTarget]
    /// `--access`: the access level of generated declarations, over each spec's configuration
    /// (`access:`); `public` when neither says.
    public var access: GeneratedAccess?

    public init(check: CheckSession, targets: [EmitTarget] = [.uikit], access: GeneratedAccess? = nil) {
        self.check = check
        self.targets = targets
        self.access = access
    }

    /// What happened to one spec.
    public struct SpecBuild: Sendable {
        public var job: CheckSession.Job
        /// Its findings (empty when clean).
        public var diagnostics: FileDiagnostics
        /// The generated files; nil when the spec failed or could not be emitted.
        public var code: GeneratedCode?
        /// Why a spec without failing findings could still not be emitted.
        public var emitError: EmitError?
        /// Its `app`, compared with the other specs' (`SharedNames`).
        public var app: Located<String>?
    }

    /// The result of a whole build.
    public struct Outcome: Sendable {
        public var specs: [SpecBuild] = []
        /// Configuration files that have problems, and whether their warnings fail the build.
        public var configurations: [FileDiagnostics] = []
        public var configurationIsStrict: [Bool] = []
        /// Specs or configuration files that could not be found or read.
        public var errors: [FileSystem.Error] = []
        /// What writing the outputs did; nil when nothing was written.
        public var report: OutputWriter.Report?
        /// Why the outputs could not be written.
        public var writeFailure: OutputWriter.Failure?

        /// Every file with findings, configurations first: what to render.
        public var findings: [FileDiagnostics] {
            configurations + specs.map(\.diagnostics).filter { !$0.diagnostics.isEmpty }
        }

        public var configurationSources: [String: SourceFile] {
            Dictionary(configurations.map { ($0.source.path, $0.source) }, uniquingKeysWith: { a, _ in a })
        }

        /// Findings that fail under `Strictness`, a spec that could not be emitted, or outputs
        /// that could not be written.
        public var failed: Bool {
            specs.contains { $0.code == nil }
                || zip(configurations, configurationIsStrict).contains { Strictness.fails($0.diagnostics, strict: $1) }
                || writeFailure != nil
        }
    }

    /// Checks and generates every spec found under `paths` (on every core), then writes the
    /// generated files into `directory` through `OutputWriter`: atomically, only when changed,
    /// with the manifest that prunes outputs of deleted specs. Specs that fail are not generated;
    /// their earlier outputs stay until they generate again.
    public func build(_ paths: [String], into directory: String) -> Outcome {
        var outcome = generate(check.plan(paths))
        let writer = OutputWriter(directory: directory, base: check.base)
        let outputs = outcome.specs.flatMap { spec in
            (spec.code?.files ?? []).map { OutputWriter.Output(file: $0, specPath: spec.job.displayPath) }
        }
        do {
            outcome.report = try writer.write(outputs, builtSpecs: outcome.specs.map(\.job.displayPath))
        } catch {
            outcome.writeFailure = error
        }
        return outcome
    }

    /// One spec to exactly the files a build system's command declares: the model at
    /// `outputFile`, each target's code beside it (`GeneratedFile.name(beside:target:)`), named
    /// by the caller whatever the spec's `app` is, so they can be declared before layoutc runs.
    /// Nothing is written when anything fails (the configuration included), and nothing but those
    /// files. The generated header names the spec by its file name only, so no absolute path
    /// leaks into the output.
    public func build(spec: String, toFile outputFile: String) -> Outcome {
        var outcome = generate(check.plan([spec]), headerPath: { PathArithmetic.fileName(of: $0.path) })
        guard outcome.errors.isEmpty, !outcome.failed, let code = outcome.specs.first?.code else { return outcome }
        let displayPaths = [outputFile] + targets.map { Self.outputFile(beside: outputFile, target: $0) }
        var report = OutputWriter.Report()
        do {
            let written = try OutputWriter.writeGenerated(zip(code.files, displayPaths).map { file, displayPath in
                (file.segments, PathArithmetic.absolute(displayPath, base: check.base), displayPath)
            })
            for (displayPath, written) in zip(displayPaths, written) {
                if written { report.written.append(displayPath) } else { report.unchanged.append(displayPath) }
            }
            outcome.report = report
        } catch {
            outcome.writeFailure = error
        }
        return outcome
    }

    /// Where `target`'s code goes beside the model at `outputFile` (a path, as given).
    public static func outputFile(beside outputFile: String, target: EmitTarget) -> String {
        let name = PathArithmetic.fileName(of: outputFile)
        return String(outputFile.dropLast(name.count)) + GeneratedFile.name(beside: name, target: target)
    }

    /// Specs of this size or more, built alone, are generated while their rules run: below it,
    /// a thread costs more than it saves.
    static var generateAlongsideFromBytes: Int { 256 * 1024 }

    /// Reads, checks and emits each planned spec on every core; reports in plan order.
    func generate(_ plan: CheckSession.Plan,
                  headerPath: @escaping @Sendable (CheckSession.Job) -> String = { $0.displayPath }) -> Outcome {
        var outcome = Outcome()
        outcome.errors = plan.errors
        (outcome.configurations, outcome.configurationIsStrict) = check.configurationProblems(plan)
        let targets = self.targets
        let chosenAccess = self.access
        let oneSpec = plan.jobs.count == 1
        let results = ParallelMap.map(plan.jobs) { job -> Result<SpecBuild, FileSystem.Error> in
            do throws(FileSystem.Error) {
                let sourcePath = headerPath(job)
                let access = chosenAccess ?? job.configuration.access ?? .public
                let bytes = try job.read()
                // A large spec built alone is generated while its rules run, on the cores they leave.
                let (result, generated) = job.compiler(aloneOnTheCores: oneSpec).check(
                    path: job.displayPath, bytes: bytes, alongside: oneSpec && bytes.count >= Self.generateAlongsideFromBytes
                ) { spec in
                    Swift.Result<GeneratedCode, EmitError> { () throws(EmitError) -> GeneratedCode in
                        try SwiftEmitter.emit(spec, sourcePath: sourcePath, targets: targets, access: access,
                                              source: TextDecoding.decode(path: sourcePath, bytes: bytes).source)
                    }
                }
                var build = SpecBuild(job: job, diagnostics: result.fileDiagnostics, app: result.spec.app)
                guard !Strictness.fails(result.diagnostics, strict: job.isStrict) else { return .success(build) }
                do throws(EmitError) {
                    if let generated {
                        build.code = try generated.get()
                    } else {
                        build.code = try SwiftEmitter.emit(result.spec, sourcePath: sourcePath, targets: targets,
                                                           workers: oneSpec ? ParallelMap.coreCount : 1, access: access,
                                                           source: result.source)
                    }
                } catch {
                    var error = error
                    error.sourcePath = job.displayPath
                    build.emitError = error
                }
                return .success(build)
            } catch {
                return .failure(error)
            }
        }
        for result in results {
            switch result {
            case .success(let build): outcome.specs.append(build)
            case .failure(let error): outcome.errors.append(error)
            }
        }
        // Specs built together share one module: a clash of their names fails both.
        var files = outcome.specs.map(\.diagnostics)
        SharedNames.report(in: &files, apps: outcome.specs.map(\.app))
        for index in files.indices where files[index].diagnostics.count != outcome.specs[index].diagnostics.diagnostics.count {
            outcome.specs[index].diagnostics = files[index]
            outcome.specs[index].code = nil
        }
        return outcome
    }
}

extension OutputWriter.Report {
    init(written: [String] = [], unchanged: [String] = []) {
        self.init()
        self.written = written
        self.unchanged = unchanged
    }
}
