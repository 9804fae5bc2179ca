import Foundation
import SwiftEmitter
import TestSupport
import Testing

/// The same type-check against a real iOS SDK, when one is given (`AppleSDK`).
@Suite("Generated code type-checks against a real iOS SDK", .serialized)
struct RealSDKTests {
    static let sdk: String? = AppleSDK.given(.iOS)?.path
    static let skipReason = Comment(rawValue: AppleSDK.skipReason(.iOS))

    /// Compiler arguments that make `swiftc` see the iOS SDK.
    struct Setup {
        var arguments: [String]
    }

    static func setUp(sdk: String, in folder: TemporaryFolder, swiftc: String) throws -> Setup {
        Setup(arguments: try AppleSDK(platform: .iOS, path: sdk).compilerArguments(in: folder, swiftc: swiftc))
    }

    @Test("Every generated and scaffolded file type-checks against the real SDK, each target alone and both in one module, with no warning",
          .enabled(if: sdk != nil, skipReason))
    func typeChecksAgainstRealSDK() throws {
        let sdk = try #require(Self.sdk)
        let swiftc = try #require(Toolchain.swiftc)
        let folder = try TemporaryFolder()
        let setup = try Self.setUp(sdk: sdk, in: folder, swiftc: swiftc)
        // UIKit output needs only iOS 14 API; SwiftUI output uses NavigationSplitView (iOS 16).
        // Last, both targets' code and starters in one module, as an app moving from UIKit to SwiftUI holds them.
        let checks: [([EmitTarget], String, [String])] = [
            ([.uikit], "5", ["-target", "arm64-apple-ios17.0"]),
            ([.uikit], "6", ["-target", "arm64-apple-ios17.0"]),
            ([.uikit], "5", ["-target", "arm64-apple-ios14.0"]),
            ([.uikit], "6", ["-target", "arm64-apple-ios14.0"]),
            ([.swiftui], "5", ["-target", "arm64-apple-ios17.0", "-Xfrontend", "-disable-availability-checking"]),
            ([.swiftui], "6", ["-target", "arm64-apple-ios17.0", "-Xfrontend", "-disable-availability-checking"]),
            ([.uikit, .swiftui], "6", ["-target", "arm64-apple-ios17.0", "-Xfrontend", "-disable-availability-checking"]),
        ]
        for (targets, mode, extra) in checks {
            let scratch = try TemporaryFolder()
            // The runtime library generated code imports, built for the same SDK and target.
            let modules = scratch.path + "/modules"
            try TypeCheckTests.buildRuntime(into: modules, in: scratch, extra: setup.arguments + extra, swiftUI: targets.contains(.swiftui))
            let files = try TypeCheckTests.writeSources(targets, scaffold: true, into: scratch)
            let run = try ProcessRun.run(swiftc, ["-typecheck", "-wmo", "-swift-version", mode, "-module-name", "LayoutApp", "-I", modules]
                                         + setup.arguments + extra + files)
            #expect(run.status == 0 && !Toolchain.hasDiagnostics(run.output),
                    "\(targets) in Swift \(mode) mode (\(extra.joined(separator: " "))):\n\(run.output)")
        }
    }

    @Test("The real SDK rejects every probe the stand-ins reject", .enabled(if: sdk != nil, skipReason))
    func probesFailAgainstRealSDK() throws {
        let sdk = try #require(Self.sdk)
        let swiftc = try #require(Toolchain.swiftc)
        let folder = try TemporaryFolder()
        let setup = try Self.setUp(sdk: sdk, in: folder, swiftc: swiftc)
        for (i, probe) in StandInFidelityTests.probes.enumerated() {
            try folder.write("probe\(i).swift", "import \(probe.module)\n\(probe.code)\n")
            var extra = ["-target", "arm64-apple-ios17.0"]
            if probe.module == "SwiftUI" { extra += ["-Xfrontend", "-disable-availability-checking"] }
            let run = try ProcessRun.run(swiftc, ["-typecheck", "-swift-version", "6"] + setup.arguments + extra
                                         + [folder.file("probe\(i).swift").path])
            #expect(Toolchain.hasDiagnostics(run.output), "the real SDK accepted a probe (\(probe.name)); the stand-in is stricter than the SDK there")
        }
    }
}
