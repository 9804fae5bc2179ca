// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "layoutc",
    products: [
        .executable(name: "layoutc", targets: ["layoutc"]),
        .library(name: "LayoutModel", targets: ["LayoutModel"]),
        .library(name: "LayoutCompiler", targets: ["LayoutCompiler"]),
        .library(name: "SwiftEmitter", targets: ["SwiftEmitter"]),
        .library(name: "LayoutPreview", targets: ["LayoutPreview"]),
        .library(name: "LanguageServer", targets: ["LanguageServer"]),
        .plugin(name: "LayoutSpecPlugin", targets: ["LayoutSpecPlugin"]),
        .plugin(name: "LintLayoutSpecs", targets: ["LintLayoutSpecs"]),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "JSONValue"),
        .target(name: "SpecSource", dependencies: ["CYAML"]),
        .target(name: "Diagnostics", dependencies: ["SpecSource", "JSONValue"]),
        .target(name: "LayoutModel", dependencies: ["SpecSource", "Diagnostics", "JSONValue"]),
        .target(name: "LayoutRules", dependencies: ["LayoutModel", "Diagnostics", "SpecSource", "JSONValue"]),
        .target(name: "SwiftEmitter", dependencies: ["LayoutModel"]),
        .target(name: "LayoutCompiler", dependencies: ["SpecSource", "Diagnostics", "LayoutModel", "LayoutRules", "SwiftEmitter"]),
        .target(name: "LanguageServer", dependencies: ["LayoutCompiler", "LayoutRules", "LayoutModel", "Diagnostics", "SpecSource", "LayoutPreview", "JSONValue"]),
        .target(name: "LayoutPreview", dependencies: ["LayoutModel", "Diagnostics", "SpecSource"]),
        .executableTarget(name: "layoutc", dependencies: ["LayoutCompiler", "LayoutPreview", "LanguageServer"]),

        // SwiftPM plugins: generate Swift from every *.layout.yaml of a target at build time, and
        // `swift package lint-layout-specs` (Docs/BuildPlugin.md).
        .plugin(name: "LayoutSpecPlugin", capability: .buildTool(), dependencies: ["layoutc"]),
        .plugin(name: "LintLayoutSpecs",
                capability: .command(intent: .custom(verb: "lint-layout-specs",
                                                     description: "Check the layout specs of the package's targets")),
                dependencies: ["layoutc"]),

        // Benchmarks (release mode, not part of `swift test`): swift run -c release layoutc-bench
        .target(name: "SpecGenerator", path: "Benchmarks/SpecGenerator"),
        .target(name: "YAMLScan", dependencies: ["CYAML"], path: "Benchmarks/YAMLScan",
                linkerSettings: [.linkedLibrary("yaml")]),
        .executableTarget(name: "yaml-scan", dependencies: ["CYAML"], path: "Benchmarks/yaml-scan",
                          linkerSettings: [.linkedLibrary("yaml")]),
        .executableTarget(name: "layoutc-bench",
                          dependencies: ["LayoutCompiler", "SwiftEmitter", "SpecGenerator", "YAMLScan", "JSONValue"],
                          path: "Benchmarks/LayoutBenchmarks"),
        .testTarget(name: "SpecSourceTests", dependencies: ["SpecSource"]),
        .testTarget(name: "LayoutModelTests", dependencies: ["LayoutModel", "LayoutCompiler", "JSONValue"]),
        .testTarget(name: "LayoutCompilerTests", dependencies: ["LayoutCompiler"]),
        .testTarget(name: "SwiftEmitterTests", dependencies: ["SwiftEmitter", "LayoutCompiler", "layoutc"],
                    exclude: ["Goldens", "Fixtures"]),
        .testTarget(name: "LayoutRulesTests", dependencies: ["LayoutRules", "LayoutCompiler", "JSONValue"]),
        .testTarget(name: "LayoutRulesConfigTests", dependencies: ["LayoutRules", "LayoutCompiler", "layoutc"]),
        .testTarget(name: "LayoutPreviewTests", dependencies: ["LayoutPreview", "LayoutCompiler"],
                    exclude: ["Goldens", "Fixtures"]),
        .testTarget(name: "LanguageServerTests", dependencies: ["LanguageServer", "LayoutCompiler", "JSONValue"]),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics", "LayoutCompiler", "LayoutRules"],
                    exclude: ["Goldens"]),
    ]
)
