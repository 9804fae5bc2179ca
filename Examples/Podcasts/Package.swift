// swift-tools-version:6.0
// An iOS app's layout library as an app adds layoutc: the target depends on the LayoutRuntime
// product, and the build plugin turns each of its two specs into a model (Podcasts.layout.swift)
// and UIKit code (Podcasts+UIKit.layout.swift), compiled beside the app's code (written once by
// `layoutc scaffold`).
// Its deployment target is the app's own, iOS 15; layoutc's tests type-check the generated files,
// the app's code and LayoutRuntime at exactly that target against a real iOS SDK
// (Docs/Platforms.md). It builds for iOS only: open it in Xcode, or
// `xcodebuild -scheme PodcastsLayout -destination 'generic/platform=iOS'`.
import PackageDescription

let package = Package(
    name: "Podcasts",
    platforms: [.iOS(.v15)],
    products: [
        .library(name: "PodcastsLayout", targets: ["PodcastsLayout"]),
    ],
    dependencies: [
        // In your package: .package(url: "<layoutc's repository>", from: "<version>")
        .package(name: "layoutc", path: "../.."),
    ],
    targets: [
        .target(
            name: "PodcastsLayout",
            dependencies: [.product(name: "LayoutRuntime", package: "layoutc")],
            plugins: [.plugin(name: "LayoutSpecPlugin", package: "layoutc")]
        ),
    ]
)
