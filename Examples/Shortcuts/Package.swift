// swift-tools-version:6.0
// An app's layout library that uses layoutc's build plugin: every *.layout.yaml in
// Sources/ShortcutsLayout becomes <Name>.layout.swift (the model) and <Name>+UIKit.layout.swift at
// build time, and the tests use the generated, platform-neutral typed model.
import PackageDescription

let package = Package(
    name: "Shortcuts",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "ShortcutsLayout", targets: ["ShortcutsLayout"]),
    ],
    dependencies: [
        // In your package: .package(name: "layoutc", path: "<path to your layoutc checkout>")
        .package(name: "layoutc", path: "../.."),
    ],
    targets: [
        .target(
            name: "ShortcutsLayout",
            // Generated code imports LayoutRuntime: navigation as state, and the UIKit that shows it.
            dependencies: [.product(name: "LayoutRuntime", package: "layoutc")],
            plugins: [.plugin(name: "LayoutSpecPlugin", package: "layoutc")]
        ),
        .testTarget(name: "ShortcutsLayoutTests", dependencies: ["ShortcutsLayout", .product(name: "LayoutRuntime", package: "layoutc")]),
    ]
)
