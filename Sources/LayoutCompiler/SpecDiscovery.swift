/// Finds spec files: paths given as files are taken as they are; folders are searched
/// recursively for `*.layout.yaml`, skipping hidden folders and build products.
///
/// A walk stays inside the folder it was given: a symbolic link is followed only when what it
/// leads to is inside that folder too (a link to `/` would walk the whole disk, a link to a spec
/// elsewhere would check a file nobody asked about), and a folder reached twice (a link cycle) is
/// walked once, a spec reached twice (a link to it) is checked once. A link named on the command
/// line is followed wherever it leads.
public enum SpecDiscovery {
    public static let fileSuffix = ".layout.yaml"

    /// `Specs/Mail.layout.yaml` → `Mail`: how previews and other per-spec outputs are named.
    public static func baseName(of path: String) -> String {
        var name = PathArithmetic.fileName(of: path)
        for suffix in [fileSuffix, ".yaml", ".yml"] where name.hasSuffix(suffix) {
            name = String(name.dropLast(suffix.count))
            break
        }
        return name.isEmpty ? "spec" : name
    }

    public struct Found: Sendable {
        public var files: [String] = []
        public var errors: [FileSystem.Error] = []
        /// Folders given that hold no spec, with the YAML files in them that look like one.
        public var emptyFolders: [EmptyFolder] = []
    }

    /// A folder with no `*.layout.yaml`: checking it checks nothing, which must not look like a pass.
    public struct EmptyFolder: Sendable, Equatable {
        public var path: String
        /// YAML files that are probably specs under another name (`*.layout.yml`, `*.yaml`), first few.
        public var nearMisses: [String]
    }

    /// Whether a file name is probably a spec with the wrong suffix (not a configuration file).
    static func isNearMiss(_ name: String) -> Bool {
        guard name != ".layoutc.yml", name != ".layoutc.yaml", !name.hasSuffix(fileSuffix) else { return false }
        return name.hasSuffix(".yml") || name.hasSuffix(".yaml")
    }

    /// The name a near miss would have as a spec: `Podcasts.layout.yml` → `Podcasts.layout.yaml`.
    public static func specName(forNearMiss path: String) -> String {
        var name = PathArithmetic.fileName(of: path)
        for suffix in [".yaml", ".yml", ".layout"] where name.hasSuffix(suffix) { name = String(name.dropLast(suffix.count)) }
        return name + fileSuffix
    }

    /// Paths are kept as given (they are what diagnostics show); relative ones are opened
    /// against `base`, never against the process's current folder.
    public static func find(_ paths: [String], base: String) -> Found {
        var found = Found()
        for path in paths {
            switch FileSystem.kind(of: PathArithmetic.absolute(path, base: base)) {
            case .directory:
                let before = found.files.count
                var nearMisses: [String] = []
                let absolute = PathArithmetic.absolute(path, base: base)
                var walk = Walk(root: FileSystem.resolved(absolute) ?? absolute, base: base)
                if let identity = FileSystem.entry(absolute).identity { walk.visited.insert(identity) }
                walk.walk(path, into: &found, nearMisses: &nearMisses)
                if found.files.count == before {
                    found.emptyFolders.append(EmptyFolder(path: path, nearMisses: Array(nearMisses.prefix(5))))
                }
            case .missing: found.errors.append(FileSystem.Error(path: path, reason: "no such file or folder"))
            case .file, .other: found.files.append(path)
            }
        }
        var seen = Set<String>()
        found.files = found.files.filter { seen.insert($0).inserted }
        return found
    }

    /// One folder's walk: its real path, and the folders already walked.
    struct Walk {
        let root: String
        let base: String
        var visited: Set<FileSystem.Identity> = []

        init(root: String, base: String) {
            self.root = root
            self.base = base
        }

        /// Whether a link's target is inside the folder being walked.
        func isInside(_ absolute: String) -> Bool {
            guard let target = FileSystem.resolved(absolute) else { return false }
            return target == root || target.hasPrefix(root.hasSuffix("/") ? root : root + "/")
        }

        mutating func walk(_ directory: String, into found: inout Found, nearMisses: inout [String]) {
            let names: [String]
            do { names = try FileSystem.list(PathArithmetic.absolute(directory, base: base)) } catch {
                found.errors.append(FileSystem.Error(path: directory, reason: error.reason))
                return
            }
            for name in names {
                if name.hasPrefix(".") || name == "node_modules" { continue }
                let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
                let absolute = PathArithmetic.absolute(path, base: base)
                let entry = FileSystem.entry(absolute)
                if entry.isLink, entry.kind != .missing, !isInside(absolute) { continue }
                switch entry.kind {
                case .directory:
                    guard let identity = entry.identity, visited.insert(identity).inserted else { continue }
                    walk(path, into: &found, nearMisses: &nearMisses)
                case .file where name.hasSuffix(fileSuffix):
                    // A spec and a link to it are one spec (else it would clash with itself).
                    if let identity = entry.identity, !visited.insert(identity).inserted { continue }
                    found.files.append(path)
                case .file where isNearMiss(name): nearMisses.append(path)
                default: break
                }
            }
        }
    }
}
