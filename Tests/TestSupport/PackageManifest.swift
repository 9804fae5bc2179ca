import Foundation

/// A package's manifest as SwiftPM reads it (`swift package dump-package`): its platforms and
/// its targets in dependency order, for the checks that compile the package the way SwiftPM
/// would on another platform.
public struct PackageManifest: Sendable {
    public struct Target: Sendable {
        public var name: String
        /// `regular`, `executable`, `test`, `system`, `plugin`.
        public var kind: String
        /// The folder of its sources, absolute.
        public var folder: String
        public var dependencies: [String]
        public var excluded: [String]

        /// Its Swift files, absolute, sorted, without the folders it excludes.
        public var swiftFiles: [String] {
            let walker = FileManager.default.enumerator(atPath: folder)
            var files: [String] = []
            while let name = walker?.nextObject() as? String {
                guard name.hasSuffix(".swift"), !excluded.contains(where: { name == $0 || name.hasPrefix($0 + "/") }) else { continue }
                files.append(folder + "/" + name)
            }
            return files.sorted()
        }
    }

    public var folder: String
    /// The declared minimum version per platform name (`macos`, `ios`).
    public var platforms: [String: String]
    public var targets: [Target]

    /// Reads the manifest of the package in `folder`, with a scratch folder of its own so it
    /// never waits for the lock of a build running in that package.
    public static func read(_ folder: String) throws -> PackageManifest {
        guard let swift = Toolchain.swift else { throw Failure(description: "no swift found beside swiftc") }
        let scratch = try TemporaryFolder()
        let run = try ProcessRun.run(swift, ["package", "--package-path", folder, "--scratch-path", scratch.path, "dump-package"])
        guard run.status == 0, let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any] else {
            throw Failure(description: "swift package dump-package failed in \(folder):\n\(run.output)")
        }
        var platforms: [String: String] = [:]
        for platform in json["platforms"] as? [[String: Any]] ?? [] {
            if let name = platform["platformName"] as? String, let version = platform["version"] as? String {
                platforms[name] = version
            }
        }
        var targets: [Target] = []
        for target in json["targets"] as? [[String: Any]] ?? [] {
            guard let name = target["name"] as? String, let kind = target["type"] as? String else { continue }
            let base = ["test": "Tests", "plugin": "Plugins"][kind] ?? "Sources"
            let path = (target["path"] as? String).map { folder + "/" + $0 } ?? "\(folder)/\(base)/\(name)"
            var dependencies: [String] = []
            for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
                for key in ["byName", "target", "product"] {
                    if let value = dependency[key] as? [Any], let first = value.first as? String { dependencies.append(first) }
                }
            }
            targets.append(Target(name: name, kind: kind, folder: path, dependencies: dependencies,
                                  excluded: target["exclude"] as? [String] ?? []))
        }
        return PackageManifest(folder: folder, platforms: platforms, targets: targets)
    }

    /// The targets of the given kinds, each after the targets it depends on.
    public func inDependencyOrder(kinds: Set<String>) -> [Target] {
        let byName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var ordered: [Target] = []
        var placed: Set<String> = []
        func place(_ target: Target) {
            guard placed.insert(target.name).inserted else { return }
            for dependency in target.dependencies { if let other = byName[dependency] { place(other) } }
            if kinds.contains(target.kind) { ordered.append(target) }
        }
        for target in targets { place(target) }
        return ordered
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }
}
