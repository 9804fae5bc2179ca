import Diagnostics
import LayoutRules
import SpecSource

/// Finds the `.layoutc.yml` that applies to each spec: the nearest one walking up from the
/// spec's folder to the file system root, or the one given with `--config`. Each file is read
/// and parsed once, however many specs share it.
public struct ConfigurationLoader: Sendable {
    /// A configuration file as read, with the folder its relative paths start from.
    public struct Loaded: Sendable {
        public var result: ConfigurationParser.Result
        /// Absolute, normalized.
        public var directory: String
        public var configuration: Configuration { result.configuration }

        /// Whether `excluded:` names the spec (any path form; resolved against `base`).
        public func excludes(_ specPath: String, base: String) -> Bool {
            let absolute = PathArithmetic.absolute(specPath, base: base)
            return configuration.isExcluded(relativePath: PathArithmetic.relative(absolute, to: directory))
        }
    }

    /// The `--config` file, when given: it applies to every spec and nothing is searched.
    public let explicitPath: String?
    /// The folder relative paths are resolved against (the current folder).
    public let base: String
    let displayPath: @Sendable (String) -> String
    /// Folder → the configuration file that applies there (nil: none up to the root).
    var nearest: [String: String?] = [:]
    /// Configuration file path (absolute) → what it says.
    var loaded: [String: Loaded] = [:]
    /// Configuration files in the order they were first used, for reporting their problems once.
    public private(set) var order: [String] = []

    public init(explicitPath: String? = nil, base: String, displayPath: @escaping @Sendable (String) -> String = { $0 }) {
        self.explicitPath = explicitPath
        self.base = PathArithmetic.normalized(base)
        self.displayPath = displayPath
    }

    /// Every configuration file used so far, in first-use order.
    public var files: [Loaded] { order.compactMap { loaded[$0] } }

    /// The configuration for a spec, or nil when no file applies (use `Configuration.default`).
    public mutating func configuration(forSpec specPath: String) throws(FileSystem.Error) -> Loaded? {
        if let explicitPath {
            return try load(PathArithmetic.absolute(explicitPath, base: base))
        }
        let directory = PathArithmetic.directory(of: PathArithmetic.absolute(specPath, base: base))
        guard let file = findNearest(from: directory) else { return nil }
        return try load(file)
    }

    mutating func findNearest(from directory: String) -> String? {
        var visited: [String] = []
        var found: String?
        for folder in PathArithmetic.ancestors(of: directory) {
            if let known = nearest[folder] {
                found = known
                break
            }
            visited.append(folder)
            let candidate = PathArithmetic.join(folder, ConfigurationParser.fileName)
            if FileSystem.kind(of: candidate) == .file {
                found = candidate
                break
            }
        }
        for folder in visited { nearest[folder] = .some(found) }
        return found
    }

    mutating func load(_ absolutePath: String) throws(FileSystem.Error) -> Loaded {
        if let known = loaded[absolutePath] { return known }
        let shown = displayPath(absolutePath)
        let bytes: [UInt8]
        do { bytes = try FileSystem.read(absolutePath, limit: 1 << 20) } catch {
            throw FileSystem.Error(path: shown, reason: error.reason)
        }
        let result = ConfigurationParser.parse(path: shown, bytes: bytes)
        let file = Loaded(result: result, directory: PathArithmetic.directory(of: absolutePath))
        loaded[absolutePath] = file
        order.append(absolutePath)
        return file
    }
}
