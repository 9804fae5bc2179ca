import Foundation
import TestSupport
import Testing

/// LayoutRuntime as an iOS app gets it from this package: at the iOS version `Package.swift`
/// declares, and inside an app's own package at that app's deployment target, against a real
/// iOS SDK (`LAYOUTC_IOS_SDK`).
@Suite("LayoutRuntime in an iOS app, against a real iOS SDK", .serialized)
struct IOSAppTests {
    static let sdk = AppleSDK.given(.iOS)
    static let skip = Comment(rawValue: AppleSDK.skipReason(.iOS))

    @Test("LayoutRuntime builds at the package's declared iOS minimum, and that minimum is the lowest it can be",
          .enabled(if: sdk != nil, skip))
    func runtimeBuildsAtTheDeclaredMinimum() throws {
        let sdk = try #require(Self.sdk)
        let swiftc = try #require(Toolchain.swiftc)
        let manifest = try PackageManifest.read(Repository.root.path)
        let minimum = try #require(manifest.platforms["ios"], "Package.swift declares no iOS version")
        let folder = try TemporaryFolder()
        let arguments = try sdk.compilerArguments(in: folder, swiftc: swiftc)
        let sources = Repository.sources(of: "LayoutRuntime").map { Repository.url($0).path }
        for mode in ["5", "6"] {
            let run = try ProcessRun.run(swiftc, ["-typecheck", "-wmo", "-parse-as-library", "-module-name", "LayoutRuntime",
                                                  "-swift-version", mode, "-target", "arm64-apple-ios\(minimum)"]
                                                 + arguments + sources)
            #expect(run.status == 0 && CompilerDiagnostic.parse(run.output).isEmpty,
                    "LayoutRuntime at iOS \(minimum), Swift \(mode):\n\(run.output)")
        }
        // One major version lower, UIKit's iOS 14 list and split-view API is missing: the
        // declared minimum is what the code needs, not a guess.
        let major = try #require(Int(minimum.split(separator: ".")[0]))
        let below = try ProcessRun.run(swiftc, ["-typecheck", "-wmo", "-parse-as-library", "-module-name", "LayoutRuntime",
                                                "-swift-version", "6", "-target", "arm64-apple-ios\(major - 1).0"]
                                               + arguments + sources)
        #expect(CompilerDiagnostic.parse(below.output).contains { $0.message.contains("is only available in iOS \(major)") },
                "LayoutRuntime also builds at iOS \(major - 1); lower the declared minimum:\n\(below.output)")
    }

    @Test("An app's package that adds LayoutRuntime compiles its generated files at its own deployment target",
          .enabled(if: sdk != nil, skip))
    func examplePackageTypeChecksAtItsDeploymentTarget() throws {
        let sdk = try #require(Self.sdk)
        let swiftc = try #require(Toolchain.swiftc)
        let example = try PackageManifest.read(Repository.url("Examples/Podcasts").path)
        let deploymentTarget = try #require(example.platforms["ios"], "the example declares no iOS version")
        let target = try #require(example.targets.first { $0.name == "PodcastsLayout" })
        #expect(target.dependencies.contains("LayoutRuntime"), "the example's target must use the LayoutRuntime product")

        // What the build plugin does for the target: every spec in its folder becomes its files.
        let folder = try TemporaryFolder()
        let generated = folder.path + "/generated"
        let build = Layoutc.run(["build", target.folder, "--output", generated], in: Repository.root.path)
        try #require(build.status == 0, "layoutc build failed:\n\(build.output)")
        let generatedFiles = try FileManager.default.contentsOfDirectory(atPath: generated)
            .filter { $0.hasSuffix(".layout.swift") }.sorted().map { generated + "/" + $0 }
        #expect(generatedFiles.count == 4, "a model and UIKit code per spec: \(generatedFiles)")

        let extra = ["-target", "arm64-apple-ios\(deploymentTarget)"] + (try sdk.compilerArguments(in: folder, swiftc: swiftc))
        let modules = folder.path + "/modules"
        try TypeCheckTests.buildRuntime(into: modules, in: folder, extra: extra)
        let run = try ProcessRun.run(swiftc, ["-typecheck", "-swift-version", "6", "-module-name", target.name, "-I", modules]
                                     + extra + generatedFiles + target.swiftFiles)
        #expect(run.status == 0 && CompilerDiagnostic.parse(run.output).isEmpty,
                "the example at iOS \(deploymentTarget):\n\(run.output)")
    }
}
