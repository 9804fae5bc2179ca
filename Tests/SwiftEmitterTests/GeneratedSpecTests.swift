import Foundation
import LayoutCompiler
import SwiftEmitter
import TestSupport
import Testing

/// The compile guarantee on specs nobody wrote: specs walked from the grammar
/// (`GrammarSpecGenerator`), and for every one that `check` accepts, the UIKit and SwiftUI code
/// and the scaffolds type-check against the stand-ins in Swift 5 and 6 with no warning.
///
/// `LAYOUTC_GENERATED_SPECS` sets how many accepted specs a run compiles (default 60; 160 and more find more, in minutes) and
/// `LAYOUTC_GENERATED_SEED` the first seed (default 1), for a longer or a different run. A spec
/// that fails is printed with its seed and written to `.build/generated-spec-failures/`, to be
/// kept as a fixture in `Tests/SwiftEmitterTests/Fixtures` once its bug is fixed.
@Suite("Specs generated from the grammar", .serialized)
struct GeneratedSpecTests {
    static let environment = ProcessInfo.processInfo.environment
    static let wanted = Int(environment["LAYOUTC_GENERATED_SPECS"] ?? "") ?? 60
    static let firstSeed = UInt64(environment["LAYOUTC_GENERATED_SEED"] ?? "") ?? 1

    /// The accepted specs of the run, with the code generated for each, and what all the
    /// generated specs (accepted or not) covered.
    struct Run {
        var accepted: [(spec: GrammarSpecGenerator.Spec, path: String)] = []
        var tried = 0
        var keys: Set<String> = []
        var values: Set<String> = []
        /// What the walks wrote before `check`'s errors were taken out.
        var walkedKeys: Set<String> = []
        var walkedValues: Set<String> = []
    }

    static let run: Run = {
        var run = Run()
        var seed = firstSeed
        while run.accepted.count < wanted && run.tried < wanted * 20 {
            var walk = GrammarSpecGenerator(seed: seed)
            let walked = walk.generate()
            run.walkedKeys.formUnion(walked.keys)
            run.walkedValues.formUnion(walked.values)
            var generator = GrammarSpecGenerator(seed: seed)
            let path = "Generated/seed-\(seed).layout.yaml"
            run.tried += 1
            seed += 1
            let accepted = generator.generateAccepted { text in
                let result = LayoutCompiler().check(path: path, bytes: Array(text.utf8))
                return result.diagnostics.filter { $0.severity == .error }.map { result.source.lineIndex(of: $0.range.start) }
            }
            guard let spec = accepted else { continue }
            run.accepted.append((spec, path))
            run.keys.formUnion(spec.keys)
            run.values.formUnion(spec.values)
        }
        return run
    }()

    @Test("Enough of the generated specs pass check to test the guarantee on")
    func enoughSpecsAreAccepted() {
        #expect(Self.run.accepted.count == Self.wanted, "only \(Self.run.accepted.count) of \(Self.run.tried) generated specs pass check")
        print("generated specs: \(Self.run.tried) walked, \(Self.run.accepted.count) accepted by check")
    }

    @Test("The walks write every key of the grammar and every enumerated value; the accepted specs' share is reported")
    func walksCoverTheGrammar() {
        let everything = GrammarSpecGenerator.everything
        let missingKeys = everything.keys.subtracting(Self.run.walkedKeys).sorted()
        let missingValues = everything.values.subtracting(Self.run.walkedValues).sorted()
        #expect(missingKeys.isEmpty, "keys the generator never writes: \(missingKeys)")
        #expect(missingValues.isEmpty, "values the generator never writes: \(missingValues)")
        let keys = everything.keys.intersection(Self.run.keys).count, values = everything.values.intersection(Self.run.values).count
        print("generated specs: the \(Self.run.accepted.count) accepted ones cover \(keys) of \(everything.keys.count) keys "
              + "and \(values) of \(everything.values.count) values and alternatives; not yet: "
              + everything.keys.subtracting(Self.run.keys).sorted().joined(separator: ", "))
    }

    @Test("Every accepted spec's code type-checks in both targets, Swift 5 and 6, with no warning",
          arguments: EmitTarget.allCases, TypeCheckTests.Mode.allCases)
    func acceptedSpecsCompile(target: EmitTarget, mode: TypeCheckTests.Mode) throws {
        let swiftc = try #require(Toolchain.swiftc)
        let folder = try TemporaryFolder()
        let modules = try TypeCheckTests.buildStandIn(TypeCheckTests.standIn(for: target), in: folder)
        try TypeCheckTests.buildRuntime(into: modules, in: folder)
        var fileToSpec: [String: GrammarSpecGenerator.Spec] = [:]
        var batches: [[String]] = [[]]
        for (spec, path) in Self.run.accepted {
            let checked = LayoutCompiler().check(path: path, bytes: Array(spec.text.utf8)).spec
            var files = [try SwiftEmitter.emit(checked, sourcePath: path, target: target)]
            files += try ScaffoldEmitter.files(for: checked, sourcePath: path, target: target)
            if batches[batches.count - 1].count >= Self.filesPerBatch { batches.append([]) }
            for file in files {
                let written = try folder.write("seed-\(spec.seed)/\(file.name)", file.contents)
                fileToSpec[written] = spec
                batches[batches.count - 1].append(written)
            }
        }
        // Batches of specs, each one module (their `app` names differ, as in an app with many
        // specs), on the cores.
        let results = try ParallelBatches.map(batches) { sources in
            let start = Date()
            let run = try ProcessRun.run(swiftc, ["-typecheck", "-I", modules, "-swift-version", mode.rawValue,
                                                  "-module-cache-path", folder.path + "/cache", "-module-name", "GeneratedApp"] + sources)
            return (run, Date().timeIntervalSince(start))
        }
        var diagnostics: [CompilerDiagnostic] = []
        var failing: [UInt64: GrammarSpecGenerator.Spec] = [:]
        for (run, seconds) in results {
            let found = CompilerDiagnostic.parse(run.output)
            diagnostics += found
            if run.status != 0 && found.isEmpty { diagnostics.append(CompilerDiagnostic(location: "swiftc", severity: "error", message: run.output)) }
            if seconds > 20 { print("a batch of generated \(target) code took \(Int(seconds)) s to type-check") }
        }
        for diagnostic in diagnostics {
            let file = String(diagnostic.location.prefix { $0 != ":" })
            if let spec = fileToSpec[file] { failing[spec.seed] = spec }
        }
        let report = "\(failing.count) accepted specs generate \(target) code that does not compile in Swift \(mode.rawValue): "
            + "seeds \(failing.keys.sorted())\n" + diagnostics.prefix(20).map(\.description).joined(separator: "\n")
        #expect(diagnostics.isEmpty, Comment(rawValue: report))
        try Self.keep(Array(failing.values))
    }

    static let filesPerBatch = 60

    /// Specs that once generated code that did not compile, kept where they were found.
    static let regressions = Repository.specs(in: "Tests/SwiftEmitterTests/Fixtures/Regressions")

    @Test("Every regression spec passes check and its code type-checks in both targets, Swift 5 and 6",
          arguments: EmitTarget.allCases, TypeCheckTests.Mode.allCases)
    func regressionsCompile(target: EmitTarget, mode: TypeCheckTests.Mode) throws {
        #expect(Self.regressions.count >= 4)
        let swiftc = try #require(Toolchain.swiftc)
        let folder = try TemporaryFolder()
        let modules = try TypeCheckTests.buildStandIn(TypeCheckTests.standIn(for: target), in: folder)
        try TypeCheckTests.buildRuntime(into: modules, in: folder)
        var sources: [String] = []
        for path in Self.regressions {
            let result = LayoutCompiler().check(path: path, bytes: try Repository.bytes(path))
            #expect(!result.hasErrors, "\(path) no longer passes check")
            for file in [try SwiftEmitter.emit(result.spec, sourcePath: path, target: target)]
                + (try ScaffoldEmitter.files(for: result.spec, sourcePath: path, target: target)) {
                sources.append(try folder.write("src/\(file.name)", file.contents))
            }
        }
        let run = try ProcessRun.run(swiftc, ["-typecheck", "-I", modules, "-swift-version", mode.rawValue,
                                              "-module-cache-path", folder.path + "/cache", "-module-name", "Regressions"] + sources)
        #expect(run.status == 0 && CompilerDiagnostic.parse(run.output).isEmpty, "\(target), Swift \(mode.rawValue):\n\(run.output)")
    }

    /// Writes failing specs where a developer finds them, with the seed in the name.
    static func keep(_ specs: [GrammarSpecGenerator.Spec]) throws {
        guard !specs.isEmpty else { return }
        let folder = Repository.url(".build/generated-spec-failures")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for spec in specs {
            try Data(spec.text.utf8).write(to: folder.appendingPathComponent("seed-\(spec.seed).layout.yaml"))
        }
    }
}

/// Runs a throwing closure over batches on two threads (the compiler is single-threaded per run).
enum ParallelBatches {
    static func map<T: Sendable>(_ batches: [[String]], _ body: @escaping @Sendable ([String]) throws -> T) throws -> [T] {
        let results = Results<T>(count: batches.count)
        DispatchQueue.concurrentPerform(iterations: min(2, batches.count)) { worker in
            for index in stride(from: worker, to: batches.count, by: 2) {
                results.set(index, Result { try body(batches[index]) })
            }
        }
        return try results.all().map { try $0.get() }
    }

    final class Results<T>: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Result<T, any Error>?]
        init(count: Int) { values = Array(repeating: nil, count: count) }
        func set(_ index: Int, _ value: Result<T, any Error>) { lock.withLock { values[index] = value } }
        func all() -> [Result<T, any Error>] { lock.withLock { values.compactMap { $0 } } }
    }
}
