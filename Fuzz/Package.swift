// swift-tools-version:6.0
// libFuzzer targets for layoutc. Build and run them with Scripts/fuzz.sh, which passes
// -sanitize=fuzzer,address to every module (so the whole compiler is instrumented).
import PackageDescription

let package = Package(
    name: "layoutc-fuzz",
    dependencies: [.package(name: "layoutc", path: "..")],
    targets: [
        .target(name: "FuzzSupport"),
        .executableTarget(name: "FuzzFrontEnd", dependencies: ["FuzzSupport", .product(name: "LayoutCompiler", package: "layoutc")]),
        .executableTarget(name: "FuzzPipeline", dependencies: [
            "FuzzSupport",
            .product(name: "LayoutCompiler", package: "layoutc"),
            .product(name: "SwiftEmitter", package: "layoutc"),
            .product(name: "LayoutPreview", package: "layoutc"),
        ]),
        .executableTarget(name: "FuzzLanguageServer", dependencies: [
            "FuzzSupport",
            .product(name: "LanguageServer", package: "layoutc"),
        ]),
    ]
)
