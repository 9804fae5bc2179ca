import Foundation

/// A real Apple SDK to type-check against, when one is given: `LAYOUTC_IOS_SDK` or
/// `LAYOUTC_MACOS_SDK` names an `iPhoneOS.sdk` or `MacOSX.sdk` folder (public iPhoneOS 17.0 and
/// macOS 14.0 SDKs are in the `itsnebulalol/sdks` repository; never commit anything from them),
/// or on a Mac `xcrun` finds one.
///
/// On Linux the toolchain's resource folder brings Linux module maps that clash with the SDK's,
/// so a check gets a resource folder with only `shims`, `clang` and `apinotes`. For iOS, the
/// SDK's `os` overlay does not build with this compiler, so an `os` module that re-exports the C
/// module (and declares the few logging names SwiftUI's interface uses) is put first on the
/// import path. An SDK folder not named as Xcode names it (`MacOSX14.0.sdk`) is reached through
/// a link of that name, since clang infers the platform from the name.
public struct AppleSDK: Sendable {
    public enum Platform: String, Sendable {
        case iOS, macOS

        var environmentVariable: String { self == .iOS ? "LAYOUTC_IOS_SDK" : "LAYOUTC_MACOS_SDK" }
        var xcrunName: String { self == .iOS ? "iphoneos" : "macosx" }
        var folderPrefix: String { self == .iOS ? "iPhoneOS" : "MacOSX" }
        /// The target triple's OS part.
        public var tripleOS: String { self == .iOS ? "ios" : "macos" }
    }

    public let platform: Platform
    public let path: String

    public init(platform: Platform, path: String) {
        self.platform = platform
        self.path = path
    }

    /// The SDK given for `platform`, if any.
    public static func given(_ platform: Platform) -> AppleSDK? {
        if let path = ProcessInfo.processInfo.environment[platform.environmentVariable], !path.isEmpty {
            return AppleSDK(platform: platform, path: path)
        }
        #if os(macOS)
        if let run = try? ProcessRun.run("/usr/bin/xcrun", ["--sdk", platform.xcrunName, "--show-sdk-path"]), run.status == 0 {
            let path = run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            return path.isEmpty ? nil : AppleSDK(platform: platform, path: path)
        }
        #endif
        return nil
    }

    /// Why a test that needs this platform's SDK did not run.
    public static func skipReason(_ platform: Platform) -> String {
        "\(platform.environmentVariable) is not set: nothing was type-checked against a real \(platform.rawValue) SDK. "
            + "Set it to an \(platform.folderPrefix).sdk folder to run this check."
    }

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

    /// Compiler arguments that make `swiftc` see this SDK (without `-target`), using `folder` for
    /// what the setup writes.
    public func compilerArguments(in folder: TemporaryFolder, swiftc: String) throws -> [String] {
        let cache = ProcessInfo.processInfo.environment["LAYOUTC_\(platform == .iOS ? "IOS" : "MACOS")_MODULE_CACHE"]
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-\(platform.tripleOS)-module-cache").path
        var arguments = ["-sdk", try pathNamedAsXcodeNamesIt(in: folder), "-module-cache-path", cache]
        #if os(Linux)
        let info = try ProcessRun.run(swiftc, ["-print-target-info"])
        guard let json = try JSONSerialization.jsonObject(with: Data(info.stdout.utf8)) as? [String: Any],
              let paths = json["paths"] as? [String: Any], let resources = paths["runtimeResourcePath"] as? String else {
            throw SetupError(description: "swiftc -print-target-info did not name the resource folder:\n\(info.output)")
        }
        let resourceFolder = folder.file("resource")
        try FileManager.default.createDirectory(at: resourceFolder, withIntermediateDirectories: true)
        for name in ["shims", "clang", "apinotes"] {
            try FileManager.default.createSymbolicLink(atPath: resourceFolder.appendingPathComponent(name).path,
                                                       withDestinationPath: "\(resources)/\(name)")
        }
        arguments += ["-resource-dir", resourceFolder.path]
        if platform == .iOS {
            try folder.write("overlay-src/os.swift", Self.osOverlay)
            let overlay = folder.path + "/overlay"
            try FileManager.default.createDirectory(atPath: overlay, withIntermediateDirectories: true)
            let build = try ProcessRun.run(swiftc, ["-emit-module", "-module-name", "os", "-parse-as-library",
                                                    "-target", "arm64-apple-ios12.0",  // SwiftPM's lowest
                                                    "-emit-module-path", "\(overlay)/os.swiftmodule"] + arguments
                                                    + [folder.file("overlay-src/os.swift").path])
            guard build.status == 0 else {
                throw SetupError(description: "the os overlay does not build against \(path):\n\(build.output)")
            }
            arguments += ["-I", overlay]
        }
        #endif
        return arguments
    }

    /// The SDK's path, or a link to it in `folder` named as Xcode names the SDK when its own
    /// folder is not (clang infers the platform from the name and warns otherwise).
    public func pathNamedAsXcodeNamesIt(in folder: TemporaryFolder) throws -> String {
        let name = (path as NSString).lastPathComponent
        guard !name.hasPrefix(platform.folderPrefix) else { return path }
        let version = name.drop { !$0.isNumber }
        let link = folder.file("\(platform.folderPrefix)\(version.isEmpty ? ".sdk" : String(version))").path
        if (try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == nil {
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
        }
        return link
    }

    public struct SetupError: Error, CustomStringConvertible {
        public var description: String
    }
}
