import Foundation
import SwiftEmitter
import TestSupport
import Testing

/// The same type-check against a real iOS SDK, when one is available: `LAYOUTC_IOS_SDK` names an
/// iPhoneOS.sdk folder (a public iPhoneOS 17.0 SDK is in the `itsnebulalol/sdks` repository; never
/// commit anything from it), or on a Mac `xcrun --sdk iphoneos --show-sdk-path` finds one.
///
/// On Linux the toolchain's resource folder brings Linux module maps that clash with the SDK's,
/// so the check gets a resource folder with only `shims`, `clang` and `apinotes`; and the SDK's
/// `os` overlay does not build with this compiler, so an `os` module that re-exports the C module
/// (and declares the few logging names SwiftUI's interface uses) is put first on the import
/// path. SwiftUI's interface also needs `-disable-availability-checking` with this compiler.
@Suite("Generated code type-checks against a real iOS SDK", .serialized)
struct RealSDKTests {
    static let sdk: String? = {
        if let path = ProcessInfo.processInfo.environment["LAYOUTC_IOS_SDK"], !path.isEmpty { return path }
        #if os(macOS)
        if let run = try? ProcessRun.run("/usr/bin/xcrun", ["--sdk", "iphoneos", "--show-sdk-path"]), run.status == 0 {
            let path = run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            return path.isEmpty ? nil : path
        }
        #endif
        return nil
    }()

    static let skipReason: Comment = """
        LAYOUTC_IOS_SDK is not set: the generated code was type-checked against the stand-ins only. \
        Set it to an iPhoneOS.sdk folder to also check against the real SDK.
        """

    /// An empty `os` overlay: re-exports the C module, plus what SwiftUI's interface names.
    static let osOverlay = """
        @_exported import os

        public final class OSLog: @unchecked Sendable {
            public init(subsystem: String, category: String) {}
            public static let disabled = OSLog(subsystem: "", category: "")
            public static let `default` = OSLog(subsystem: "", category: "")
        }

        public struct OSLogType: Equatable, Sendable {
            let rawValue: UInt8
            public static let `default` = OSLogType(rawValue: 0)
            public static let info = OSLogType(rawValue: 1)
            public static let debug = OSLogType(rawValue: 2)
            public static let error = OSLogType(rawValue: 16)
            public static let fault = OSLogType(rawValue: 17)
        }

        public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
            public init(stringLiteral value: String) {}
            public init(stringInterpolation: DefaultStringInterpolation) {}
        }

        public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {}
        public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...) {}
        """

    /// Compiler arguments that make `swiftc` see the iOS SDK.
    struct Setup {
        var arguments: [String]
    }

    static func setUp(sdk: String, in folder: TemporaryFolder, swiftc: String) throws -> Setup {
        let cache = ProcessInfo.processInfo.environment["LAYOUTC_IOS_MODULE_CACHE"]
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-ios-module-cache").path
        var arguments = ["-sdk", sdk, "-module-cache-path", cache]
        #if os(Linux)
        let info = try ProcessRun.run(swiftc, ["-print-target-info"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(info.stdout.utf8)) as? [String: Any])
        let paths = try #require(json["paths"] as? [String: Any])
        let resources = try #require(paths["runtimeResourcePath"] as? String)
        let resourceFolder = folder.file("resource")
        try FileManager.default.createDirectory(at: resourceFolder, withIntermediateDirectories: true)
        for name in ["shims", "clang", "apinotes"] {
            try FileManager.default.createSymbolicLink(atPath: resourceFolder.appendingPathComponent(name).path,
                                                       withDestinationPath: "\(resources)/\(name)")
        }
        try folder.write("overlay-src/os.swift", osOverlay)
        let overlay = folder.path + "/overlay"
        try FileManager.default.createDirectory(atPath: overlay, withIntermediateDirectories: true)
        let build = try ProcessRun.run(swiftc, ["-emit-module", "-module-name", "os", "-parse-as-library",
                                                "-target", "arm64-apple-ios14.0", "-resource-dir", resourceFolder.path,
                                                "-emit-module-path", "\(overlay)/os.swiftmodule"] + arguments
                                                + [folder.file("overlay-src/os.swift").path])
        try #require(build.status == 0, "the os overlay does not build against \(sdk):\n\(build.output)")
        arguments += ["-resource-dir", resourceFolder.path, "-I", overlay]
        #endif
        return Setup(arguments: arguments)
    }

    @Test("Every generated and scaffolded file type-checks against the real SDK, with no warning", .enabled(if: sdk != nil, skipReason))
    func typeChecksAgainstRealSDK() throws {
        let sdk = try #require(Self.sdk)
        let swiftc = try #require(Toolchain.swiftc)
        let folder = try TemporaryFolder()
        let setup = try Self.setUp(sdk: sdk, in: folder, swiftc: swiftc)
        // UIKit output needs only iOS 14 API; SwiftUI output uses NavigationSplitView (iOS 16).
        let checks: [(EmitTarget, String, [String])] = [
            (.uikit, "5", ["-target", "arm64-apple-ios17.0"]),
            (.uikit, "6", ["-target", "arm64-apple-ios17.0"]),
            (.uikit, "5", ["-target", "arm64-apple-ios14.0"]),
            (.uikit, "6", ["-target", "arm64-apple-ios14.0"]),
            (.swiftui, "5", ["-target", "arm64-apple-ios17.0", "-Xfrontend", "-disable-availability-checking"]),
            (.swiftui, "6", ["-target", "arm64-apple-ios17.0", "-Xfrontend", "-disable-availability-checking"]),
        ]
        for (target, mode, extra) in checks {
            let scratch = try TemporaryFolder()
            // The runtime library generated code imports, built for the same SDK and target.
            let modules = scratch.path + "/modules"
            try TypeCheckTests.buildRuntime(into: modules, in: scratch, extra: setup.arguments + extra)
            let files = try TypeCheckTests.writeSources(target, scaffold: true, into: scratch)
            let run = try ProcessRun.run(swiftc, ["-typecheck", "-swift-version", mode, "-module-name", "LayoutApp", "-I", modules]
                                         + setup.arguments + extra + files)
            #expect(run.status == 0 && !Toolchain.hasDiagnostics(run.output),
                    "\(target) in Swift \(mode) mode (\(extra.joined(separator: " "))):\n\(run.output)")
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
