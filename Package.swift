// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "layoutc",
    // The tool (CLI, plugins, language server) needs macOS 13 (`String.contains(_:)` and
    // `firstRange(of:)` on strings); LayoutRuntime and the UIKit code generated for it need iOS 14
    // (`UICollectionViewDiffableDataSource` sections, `UIListContentConfiguration`, split view
    // columns). Docs/Platforms.md says what is checked where.
    platforms: [.macOS(.v13), .iOS(.v14)],
    products: [
        .executable(name: "layoutc", targets: ["layoutc"]),
        .library(name: "LayoutModel", targets: ["LayoutModel"]),
        .library(name: "LayoutCompiler", targets: ["LayoutCompiler"]),
        .library(name: "SwiftEmitter", targets: ["SwiftEmitter"]),
        .library(name: "LayoutPreview", targets: ["LayoutPreview"]),
        .library(name: "LanguageServer", targets: ["LanguageServer"]),
        .library(name: "LayoutcCLI", targets: ["LayoutcCLI"]),
        // What generated code imports: navigation as state, and the UIKit and SwiftUI code that
        // shows it. Add it to the app target that compiles the generated files.
        .library(name: "LayoutRuntime", targets: ["LayoutRuntime"]),
        // What generated SwiftUI code imports besides LayoutRuntime (UIKit apps do not need it).
        .library(name: "LayoutRuntimeSwiftUI", targets: ["LayoutRuntimeSwiftUI"]),
        .plugin(name: "LayoutSpecPlugin", targets: ["LayoutSpecPlugin"]),
        .plugin(name: "LintLayoutSpecs", targets: ["LintLayoutSpecs"]),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // The one module that names the C library (Glibc, Musl or Darwin).
        .target(name: "SystemInterface"),
        .target(name: "JSONValue"),
        .target(name: "LayoutRuntime"),
        .target(name: "LayoutRuntimeSwiftUI", dependencies: ["LayoutRuntime"]),
        .target(name: "SpecSource", dependencies: ["CYAML", "SystemInterface"]),
        .target(name: "Diagnostics", dependencies: ["SpecSource", "JSONValue"]),
        .target(name: "LayoutModel", dependencies: ["SpecSource", "Diagnostics", "JSONValue", "Parallel"]),
        .target(name: "Parallel", dependencies: ["SystemInterface"]),
        .target(name: "LayoutRules", dependencies: ["LayoutModel", "Diagnostics", "SpecSource", "JSONValue", "Parallel"]),
        .target(name: "SwiftEmitter", dependencies: ["LayoutModel", "SpecSource", "Parallel", "SystemInterface"]),
        .target(name: "LayoutCompiler", dependencies: ["SpecSource", "Diagnostics", "LayoutModel", "LayoutRules", "SwiftEmitter", "LayoutPreview", "Parallel", "SystemInterface"]),
        .target(name: "LanguageServer", dependencies: ["LayoutCompiler", "LayoutRules", "LayoutModel", "Diagnostics", "SpecSource", "LayoutPreview", "JSONValue", "Parallel", "SystemInterface"]),
        .target(name: "LayoutPreview", dependencies: ["LayoutModel", "Diagnostics", "SpecSource"]),
        .target(name: "LayoutcCLI", dependencies: ["LayoutCompiler", "LanguageServer", "LayoutPreview", "Diagnostics", "LayoutModel", "LayoutRules", "SpecSource", "SwiftEmitter", "JSONValue", "SystemInterface"]),
        .executableTarget(name: "layoutc", dependencies: ["LayoutcCLI", "SystemInterface"]),

        // SwiftPM plugins: generate Swift from every *.layout.yaml of a target at build time, and
        // `swift package lint-layout-specs` (Docs/BuildPlugin.md).
        .plugin(name: "LayoutSpecPlugin", capability: .buildTool(), dependencies: ["layoutc"]),
        .plugin(name: "LintLayoutSpecs",
                capability: .command(intent: .custom(verb: "lint-layout-specs",
                                                     description: "Check the layout specs of the package's targets")),
                dependencies: ["layoutc"]),

        // Benchmarks (release mode, not part of `swift test`): swift run -c release layoutc-bench
        .target(name: "SpecGenerator", path: "Benchmarks/SpecGenerator"),
        .target(name: "ScalingStages", dependencies: ["LayoutCompiler", "LanguageServer", "LayoutPreview", "LayoutModel", "LayoutRules",
                                                      "Diagnostics", "SpecSource", "SpecGenerator", "SystemInterface"],
                path: "Benchmarks/ScalingStages"),
        .target(name: "YAMLScan", dependencies: ["CYAML"], path: "Benchmarks/YAMLScan",
                linkerSettings: [.linkedLibrary("yaml")]),
        .executableTarget(name: "yaml-scan", dependencies: ["CYAML"], path: "Benchmarks/yaml-scan",
                          linkerSettings: [.linkedLibrary("yaml")]),
        .executableTarget(name: "layoutc-bench",
                          dependencies: ["LayoutCompiler", "SwiftEmitter", "SpecGenerator", "YAMLScan", "JSONValue",
                                         "Diagnostics", "LayoutModel", "LayoutRules", "SpecSource", "SystemInterface", "ScalingStages"],
                          path: "Benchmarks/LayoutBenchmarks"),
        // Tests: one target per module, named after it, and one shared support target.
        .target(name: "TestSupport", dependencies: ["LayoutcCLI", "LayoutCompiler", "LayoutRules", "LayoutModel", "Diagnostics", "SpecSource"], path: "Tests/TestSupport"),
        .testTarget(name: "JSONValueTests", dependencies: ["JSONValue"]),
        .testTarget(name: "LayoutRuntimeTests", dependencies: ["LayoutRuntime", "LayoutModel", "LayoutCompiler", "SwiftEmitter", "SpecSource", "TestSupport"]),
        .testTarget(name: "ParallelTests", dependencies: ["Parallel"]),
        .testTarget(name: "LayoutRuntimeSwiftUITests", dependencies: ["LayoutRuntimeSwiftUI", "TestSupport"]),
        .testTarget(name: "SystemInterfaceTests", dependencies: ["SystemInterface", "TestSupport"]),
        .testTarget(name: "SpecSourceTests", dependencies: ["SpecSource", "TestSupport", "SpecGenerator"]),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics", "SpecSource", "LayoutCompiler", "LayoutRules", "TestSupport"],
                    exclude: ["Goldens"]),
        .testTarget(name: "LayoutModelTests", dependencies: ["LayoutModel", "SpecSource", "Diagnostics", "LayoutCompiler", "LayoutRules", "JSONValue", "TestSupport", "SpecGenerator"]),
        .testTarget(name: "LayoutRulesTests", dependencies: ["LayoutRules", "LayoutModel", "SpecSource", "Diagnostics", "LayoutCompiler", "JSONValue", "TestSupport"]),
        .testTarget(name: "SwiftEmitterTests", dependencies: ["SwiftEmitter", "LayoutModel", "SpecSource", "LayoutCompiler", "TestSupport", "SpecGenerator"],
                    exclude: ["Goldens", "Fixtures", "Scenarios"]),
        .testTarget(name: "LayoutPreviewTests", dependencies: ["LayoutPreview", "LayoutModel", "Diagnostics", "SpecSource", "LayoutCompiler", "TestSupport"],
                    exclude: ["Goldens", "Fixtures"]),
        .testTarget(name: "LayoutCompilerTests", dependencies: ["LayoutCompiler", "LayoutRules", "LayoutModel", "SwiftEmitter", "SpecSource", "Diagnostics", "TestSupport", "SpecGenerator"],
                    exclude: ["Goldens"]),
        .testTarget(name: "LanguageServerTests", dependencies: ["LanguageServer", "LayoutCompiler", "LayoutModel", "SpecSource", "Diagnostics", "JSONValue", "Parallel", "TestSupport"]),
        .testTarget(name: "LayoutcCLITests", dependencies: ["LayoutcCLI", "LayoutCompiler", "LayoutRules", "SwiftEmitter", "TestSupport", "SpecGenerator",
                                                          "ScalingStages"]),
    ]
)
