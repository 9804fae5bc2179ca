import Foundation
import SwiftEmitter
import TestSupport
import Testing

/// Generated UIKit layouts, run. Every spec's generated file and its scaffolded app side are
/// compiled with LayoutRuntime against the behavioural model of UIKit (Tests/StandIns/UIKit),
/// with the scenarios in Tests/SwiftEmitterTests/Scenarios, into one program; each scenario
/// launches a layout in a window and uses it as a person and the system would (taps on rows,
/// Back, tabs, rotation and Slide Over, display-mode changes, save and restore), checking what
/// is on screen after every step. The program prints `PASS name` or `FAIL name` with the checks
/// that failed.
@Suite("Navigation scenarios", NavigationScenarioBuild())
struct NavigationScenarioTests {
    /// Random sequences per spec, and steps per sequence.
    static let seeds = 30
    static let steps = 25

    static var specApps: [(path: String, app: String)] {
        Package.specPaths.compactMap { path in
            guard let spec = try? Package.spec(path), let app = spec.app?.value else { return nil }
            return (path, app)
        }
    }

    /// The scenarios the program runs: generic ones for every spec, and the scripted ones in
    /// Scenarios/*.swift (functions named `scenario_<name>`).
    static var scenarioNames: [String] {
        var names: [String] = []
        for (_, app) in specApps {
            names += ["launchCompact_\(app)", "launchRegular_\(app)", "random_\(app)"]
        }
        return names + scriptedScenarios
    }

    static var scriptedScenarios: [String] {
        let folder = Package.url("Tests/SwiftEmitterTests/Scenarios")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var names: [String] = []
        for file in files.sorted() where file.hasSuffix(".swift") {
            let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
            for match in text.matches(of: /func scenario_(\w+)\(\)/) { names.append(String(match.1)) }
        }
        return names
    }

    @Test("Scenario", arguments: scenarioNames)
    func scenario(_ name: String) throws {
        let program = try #require(Self.program, "the scenario program was not built")
        let run = try ProcessRun.run(program, [name])
        #expect(run.status == 0 && run.stdout.contains("PASS \(name)"), "\(run.output)")
    }

    // MARK: Building the program

    @TaskLocal static var program: String?

    static func build(in folder: TemporaryFolder) throws -> String {
        var sources = try TypeCheckTests.writeSources(.uikit, scaffold: true, into: folder)
        let scenarios = Package.url("Tests/SwiftEmitterTests/Scenarios")
        sources += try FileManager.default.contentsOfDirectory(atPath: scenarios.path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { scenarios.appendingPathComponent($0).path }
        sources.append(try folder.write("src/main.swift", mainSource))
        return try TypeCheckTests.buildProgram("scenarios", module: "Scenarios", linking: ["UIKit", "LayoutRuntime"], sources: sources, in: folder)
    }

    /// The program's entry: the generic scenarios of every spec, and the scripted ones.
    static var mainSource: String {
        var lines = [
            "import Foundation",
            "import LayoutRuntime",
            "import UIKit",
            "",
        ]
        for (_, app) in specApps {
            lines += [
                "@MainActor func make_\(app)(_ sizeClass: UIUserInterfaceSizeClass) -> Driven<\(app).Screen, \(app).Selection> {",
                "    let screens = \(app)Screens()",
                "    let layout = \(app).Layout(screens: screens)",
                "    let window = UIKitModel.makeWindow(in: sizeClass)",
                "    layout.install(in: window)",
                "    return Driven(window: window, navigator: layout.navigator)",
                "}",
                "",
            ]
        }
        lines += [
            "@MainActor func run(_ name: String) {",
            "    UIKitModel.reset()",
            "    UIKitListModel.reset()",
            "    Scenario.name = name",
            "    switch name {",
        ]
        for (_, app) in specApps {
            lines += [
                "    case \"launchCompact_\(app)\":",
                "        let driven = make_\(app)(.compact)",
                "        Scenario.check(driven.split.isCollapsed, \"a compact launch is collapsed\")",
                "        // The compact root alone, or with the screens the rows picked at launch open (`selectedAtLaunch`).",
                "        let launched = NavigationState(\(app).navigationMap, width: .compact).compactStack.count",
                "        Scenario.check(driven.stacks.last?.count == launched, \"a compact launch shows the compact root and what the spec picks at launch, not \\(driven.titles)\")",
                "        driven.checkInvariants(\"at a compact launch\")",
                "    case \"launchRegular_\(app)\":",
                "        let driven = make_\(app)(.regular)",
                "        Scenario.check(!driven.split.isCollapsed, \"a regular launch is expanded\")",
                "        driven.checkInvariants(\"at a regular launch\")",
                "    case \"random_\(app)\":",
                "        for seed in 1...\(seeds) {",
                "            UIKitModel.reset()",
                "            UIKitListModel.reset()",
                "            let sizeClass: UIUserInterfaceSizeClass = seed % 2 == 0 ? .compact : .regular",
                "            let driven = make_\(app)(sizeClass)",
                "            driven.exercise(seed: UInt64(seed), steps: \(steps)) { make_\(app)(sizeClass) }",
                "            if !Scenario.failures.isEmpty { break }",
                "        }",
            ]
        }
        for name in scriptedScenarios {
            lines += ["    case \"\(name)\":", "        scenario_\(name)()"]
        }
        lines += [
            "    default:",
            "        Scenario.failures.append(\"no scenario named \\(name)\")",
            "    }",
            "    // Generated code never presents while a presentation or dismissal is still animating.",
            "    for warning in UIKitModel.warnings where warning.contains(\"while a presentation is in progress\") {",
            "        Scenario.failures.append(warning)",
            "    }",
            "    if Scenario.failures.isEmpty {",
            "        print(\"PASS \\(name)\")",
            "    } else {",
            "        print(\"FAIL \\(name)\")",
            "        for failure in Scenario.failures { print(\"  \\(failure)\") }",
            "    }",
            "}",
            "",
            "MainActor.assumeIsolated {",
            "    for name in CommandLine.arguments.dropFirst() { run(name) }",
            "}",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}

struct NavigationScenarioBuild: SuiteTrait, TestScoping {
    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        let folder = try TemporaryFolder()
        let program = try NavigationScenarioTests.build(in: folder)
        try await NavigationScenarioTests.$program.withValue(program) { try await function() }
        withExtendedLifetime(folder) {}
    }
}
