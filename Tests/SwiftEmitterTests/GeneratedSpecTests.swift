import Foundation
import LayoutCompiler
import SwiftEmitter
import TestSupport
import Testing

/// The compile guarantee on specs nobody wrote: specs walked from the grammar
/// (`GrammarSpecGenerator`), and for every one that `check` accepts, the UIKit and SwiftUI code
/// and the scaffolds type-check against the stand-ins in Swift 6 with no warning, and every
/// `swift5Every`th of them in Swift 5 too (the regressions all in both).
///
/// `LAYOUTC_GENERATED_SPECS` sets how many accepted specs a run compiles (default 300; more find more, in minutes) and
/// `LAYOUTC_GENERATED_SEED` the first seed (default 1), for a longer or a different run. A spec
/// that fails is printed with its seed and written to `.build/generated-spec-failures/`, to be
/// kept as a fixture in `Tests/SwiftEmitterTests/Fixtures` once its bug is fixed. With
/// `LAYOUTC_IOS_SDK` set, every `sampleEvery`th accepted spec is type-checked against that SDK too.
@Suite("Specs generated from the grammar", .serialized)
struct GeneratedSpecTests {
    static let environment = ProcessInfo.processInfo.environment
    static let wanted = Int(environment["LAYOUTC_GENERATED_SPECS"] ?? "") ?? 300
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
        /// Accepted specs of directed walks, beyond `wanted`.
        var directed = 0

        /// Adds the spec `generator` makes, once `check` accepts what is left of it (after taking
        /// out the lines with errors), and for a directed walk only if it still uses `wanted`;
        /// whether it did.
        @discardableResult
        mutating func accept(_ generator: GrammarSpecGenerator, using wanted: String? = nil) -> Bool {
            var generator = generator
            let path = "Generated/seed-\(generator.seed).layout.yaml"
            let accepted = generator.generateAccepted { text in
                let result = LayoutCompiler().check(path: path, bytes: Array(text.utf8))
                return result.diagnostics.filter { $0.severity == .error }.map { result.source.lineIndex(of: $0.range.start) }
            }
            guard let spec = accepted, wanted.map({ spec.keys.contains($0) || spec.values.contains($0) }) ?? true else { return false }
            self.accepted.append((spec, path))
            keys.formUnion(spec.keys)
            values.formUnion(spec.values)
            return true
        }
    }

    /// Seeds of directed walks start here, apart from the random walks' seeds.
    static let directedSeeds: UInt64 = 1_000_000
    /// Walks directed at one value, at most: a walk's other keys may bring errors that take the
    /// value's line out with them, so some values need many.
    static let directedAttempts = 200

    static let run: Run = {
        var run = Run()
        var seed = firstSeed
        while run.accepted.count < wanted && run.tried < wanted * 20 {
            var walk = GrammarSpecGenerator(seed: seed)
            let walked = walk.generate()
            run.walkedKeys.formUnion(walked.keys)
            run.walkedValues.formUnion(walked.values)
            run.tried += 1
            run.accept(GrammarSpecGenerator(seed: seed))
            seed += 1
        }
        // A key or a value no accepted spec used: walks that write it wherever they can, a few
        // tries each. Each one's walks have seeds of their own: the spec's file is named after its seed.
        let everything = GrammarSpecGenerator.everything
        let missing = everything.keys.subtracting(run.keys).sorted() + everything.values.subtracting(run.values).sorted()
        for (index, value) in missing.enumerated() {
            for attempt in 0..<UInt64(directedAttempts) where !run.keys.contains(value) && !run.values.contains(value) {
                run.tried += 1
                let seed = directedSeeds + UInt64(index) * UInt64(directedAttempts) + attempt
                run.directed += run.accept(GrammarSpecGenerator(seed: seed, preferring: GrammarSpecGenerator.path(to: value)), using: value) ? 1 : 0
            }
        }
        return run
    }()

    @Test("Enough of the generated specs pass check to test the guarantee on")
    func enoughSpecsAreAccepted() {
        #expect(Self.run.accepted.count - Self.run.directed == Self.wanted, "only \(Self.run.accepted.count) of \(Self.run.tried) generated specs pass check")
        print("generated specs: \(Self.run.tried) walked, \(Self.run.accepted.count) accepted by check (\(Self.run.directed) of them from walks directed at a value the others left out), \(Self.swift5Sample.count) of them type-checked in Swift 5 too")
    }

    @Test("The walks write every key of the grammar and every enumerated value, and the accepted specs use them all")
    func walksCoverTheGrammar() {
        let everything = GrammarSpecGenerator.everything
        let missingKeys = everything.keys.subtracting(Self.run.walkedKeys).sorted()
        let missingValues = everything.values.subtracting(Self.run.walkedValues).sorted()
        #expect(missingKeys.isEmpty, "keys the generator never writes: \(missingKeys)")
        #expect(missingValues.isEmpty, "values the generator never writes: \(missingValues)")
        let keys = everything.keys.intersection(Self.run.keys).count, values = everything.values.intersection(Self.run.values).count
        let uncovered = everything.keys.subtracting(Self.run.keys).union(everything.values.subtracting(Self.run.values)).sorted()
        print("generated specs: the \(Self.run.accepted.count) accepted ones cover \(keys) of \(everything.keys.count) keys "
              + "and \(values) of \(everything.values.count) values and alternatives; not yet: " + uncovered.joined(separator: ", "))
        #expect(uncovered.isEmpty, "no accepted spec uses \(uncovered)")
    }

    /// Swift 5 mode finds what Swift 6 does not in the constructs the code is made of (isolation
    /// inferred differently, warnings Swift 6 words otherwise), not in particular specs: every
    /// `swift5Every`th spec, and any other that uses a key or value those have not, find it in
    /// about a third of the time (CI's wall clock ends with this suite).
    static let swift5Every = 3

    /// The accepted specs type-checked in Swift 5 too: between them they use every key and value
    /// the accepted specs use.
    static let swift5Sample: [(spec: GrammarSpecGenerator.Spec, path: String)] = {
        var keys = Set<String>(), values = Set<String>()
        return run.accepted.enumerated().filter { offset, accepted in
            guard offset % swift5Every == 0 || !accepted.spec.keys.isSubset(of: keys) || !accepted.spec.values.isSubset(of: values)
            else { return false }
            keys.formUnion(accepted.spec.keys)
            values.formUnion(accepted.spec.values)
            return true
        }.map(\.element)
    }()

    @Test("Every accepted spec's code type-checks in both targets in Swift 6, a third in Swift 5, with no warning",
          arguments: EmitTarget.allCases, TypeCheckTests.Mode.allCases)
    func acceptedSpecsCompile(target: EmitTarget, mode: TypeCheckTests.Mode) throws {
        let folder = try TemporaryFolder()
        let modules = try TypeCheckTests.buildStandIn(TypeCheckTests.standIn(for: target), in: folder)
        try TypeCheckTests.buildRuntime(into: modules, in: folder, swiftUI: target == .swiftui)
        let specs = mode == .swift6 ? Self.run.accepted : Self.swift5Sample
        try Self.typeCheck(specs, target: target, in: folder,
                           arguments: ["-I", modules, "-swift-version", mode.rawValue, "-module-cache-path", folder.path + "/cache"],
                           described: "in Swift \(mode.rawValue) against the stand-ins")
    }

    /// Every `sampleEvery`th accepted spec is also type-checked against the real SDK.
    static let sampleEvery = 8

    @Test("A sample of the accepted specs' code type-checks against the real iOS SDK, with no warning",
          .enabled(if: RealSDKTests.sdk != nil, RealSDKTests.skipReason), arguments: EmitTarget.allCases)
    func sampleCompilesAgainstRealSDK(target: EmitTarget) throws {
        let folder = try TemporaryFolder()
        let sample = Self.run.accepted.enumerated().filter { $0.offset % Self.sampleEvery == 0 }.map(\.element)
        try Self.typeCheck(sample, target: target, in: folder, arguments: try Self.realSDKArguments(target, in: folder),
                           described: "in Swift 6 against the real iOS SDK")
        print("generated specs: \(sample.count) of \(Self.run.accepted.count) type-checked against the real SDK (\(target))")
    }

    /// Compiler arguments for generated `target` code against the real iOS SDK in Swift 6, with
    /// LayoutRuntime built for it in `folder`. As `RealSDKTests`: UIKit output with availability
    /// checked at iOS 17; SwiftUI output's NavigationSplitView needs iOS 16 whatever the spec says.
    static func realSDKArguments(_ target: EmitTarget, in folder: TemporaryFolder) throws -> [String] {
        let sdk = try #require(RealSDKTests.sdk)
        let swiftc = try #require(Toolchain.swiftc)
        let setup = try RealSDKTests.setUp(sdk: sdk, in: folder, swiftc: swiftc)
        let extra = ["-target", "arm64-apple-ios17.0"] + (target == .swiftui ? ["-Xfrontend", "-disable-availability-checking"] : [])
        let modules = folder.path + "/modules"
        try TypeCheckTests.buildRuntime(into: modules, in: folder, extra: setup.arguments + extra, swiftUI: target == .swiftui)
        return ["-I", modules, "-swift-version", "6"] + setup.arguments + extra
    }

    /// Type-checks the code and scaffolds of `specs` for `target` in batches, each one module
    /// (their `app` names differ, as in an app with many specs), on both cores; records every
    /// diagnostic and keeps the failing specs.
    static func typeCheck(_ specs: [(spec: GrammarSpecGenerator.Spec, path: String)], target: EmitTarget, in folder: TemporaryFolder,
                          arguments: [String], described: String) throws {
        let swiftc = try #require(Toolchain.swiftc)
        var fileToSpec: [String: GrammarSpecGenerator.Spec] = [:]
        var batches: [[String]] = [[]]
        /// Whether the last batch (a module) has its `@main` app.
        var entryPoint = false
        for (spec, path) in specs {
            let checked = LayoutCompiler().check(path: path, bytes: Array(spec.text.utf8)).spec
            var files = try SwiftEmitter.emit(checked, sourcePath: path, target: target).files
            files += try ScaffoldEmitter.files(for: checked, sourcePath: path, target: target)
            if batches[batches.count - 1].count >= Self.filesPerBatch {
                batches.append([])
                entryPoint = false
            }
            for file in files.withOneEntryPoint(&entryPoint) {
                let written = try folder.write("seed-\(spec.seed)/\(file.name)", file.contents)
                fileToSpec[written] = spec
                batches[batches.count - 1].append(written)
            }
        }
        // One compiler process per batch over all its files (`-wmo`): without it the driver
        // starts a process per file, each parsing the whole batch again (twice the time).
        let results = try ParallelBatches.map(batches) { sources in
            let start = Date()
            let run = try ProcessRun.run(swiftc, ["-typecheck", "-wmo", "-module-name", "GeneratedApp"] + arguments + sources)
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
        let report = "\(failing.count) accepted specs generate \(target) code that does not compile \(described): "
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
        let folder = try TemporaryFolder()
        let modules = try TypeCheckTests.buildStandIn(TypeCheckTests.standIn(for: target), in: folder)
        try TypeCheckTests.buildRuntime(into: modules, in: folder, swiftUI: target == .swiftui)
        try Self.typeCheckRegressions(target, in: folder, arguments: ["-I", modules, "-swift-version", mode.rawValue,
                                                                    "-module-cache-path", folder.path + "/cache"],
                                      described: "Swift \(mode.rawValue)")
    }

    @Test("Every regression spec's code type-checks against the real iOS SDK, with no warning",
          .enabled(if: RealSDKTests.sdk != nil, RealSDKTests.skipReason), arguments: EmitTarget.allCases)
    func regressionsCompileAgainstRealSDK(target: EmitTarget) throws {
        let folder = try TemporaryFolder()
        try Self.typeCheckRegressions(target, in: folder, arguments: try Self.realSDKArguments(target, in: folder),
                                      described: "against the real SDK")
    }

    /// Checks every regression spec (each must still pass `check`) and type-checks its code and
    /// scaffolds for `target` as one module.
    static func typeCheckRegressions(_ target: EmitTarget, in folder: TemporaryFolder, arguments: [String], described: String) throws {
        let swiftc = try #require(Toolchain.swiftc)
        var sources: [String] = []
        var entryPoint = false
        for path in regressions {
            let result = LayoutCompiler().check(path: path, bytes: try Repository.bytes(path))
            #expect(!result.hasErrors, "\(path) no longer passes check")
            let files = try SwiftEmitter.emit(result.spec, sourcePath: path, target: target).files
                + (try ScaffoldEmitter.files(for: result.spec, sourcePath: path, target: target))
            for file in files.withOneEntryPoint(&entryPoint) {
                sources.append(try folder.write("src/\(file.name)", file.contents))
            }
        }
        let run = try ProcessRun.run(swiftc, ["-typecheck", "-wmo", "-module-name", "Regressions"] + arguments + sources)
        #expect(run.status == 0 && CompilerDiagnostic.parse(run.output).isEmpty, "\(target), \(described):\n\(run.output)")
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
