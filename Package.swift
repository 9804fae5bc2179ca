// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "layoutc",
    products: [
        .executable(name: "layoutc", targets: ["layoutc"]),
        .library(name: "LayoutModel", targets: ["LayoutModel"]),
        .library(name: "LayoutCompiler", targets: ["LayoutCompiler"]),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "SpecSource", dependencies: ["CYAML"]),
        .target(name: "Diagnostics", dependencies: ["SpecSource"]),
        .target(name: "LayoutModel", dependencies: ["SpecSource", "Diagnostics"]),
        .target(name: "LayoutRules", dependencies: ["LayoutModel", "Diagnostics", "SpecSource"]),
        .target(name: "LayoutCompiler", dependencies: ["SpecSource", "Diagnostics", "LayoutModel", "LayoutRules"]),
        .executableTarget(name: "layoutc", dependencies: ["LayoutCompiler"]),
        .testTarget(name: "SpecSourceTests", dependencies: ["SpecSource"]),
        .testTarget(name: "LayoutModelTests", dependencies: ["LayoutModel", "LayoutCompiler"]),
        .testTarget(name: "LayoutCompilerTests", dependencies: ["LayoutCompiler"]),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics", "LayoutCompiler", "LayoutRules"],
                    exclude: ["Goldens"]),
    ]
)
