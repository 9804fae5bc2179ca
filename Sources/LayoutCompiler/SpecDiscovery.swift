/// Finds spec files: paths given as files are taken as they are; folders are searched
/// recursively for `*.layout.yaml`, skipping hidden folders and build products.
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
    }

    /// Paths are kept as given (they are what diagnostics show); relative ones are opened
    /// against `base`, never against the process's current folder.
    public static func find(_ paths: [String], base: String) -> Found {
        var found = Found()
        for path in paths {
            switch FileSystem.kind(of: PathArithmetic.absolute(path, base: base)) {
            case .directory: walk(path, base: base, into: &found)
            case .missing: found.errors.append(FileSystem.Error(path: path, reason: "no such file or folder"))
            case .file, .other: found.files.append(path)
            }
        }
        var seen = Set<String>()
        found.files = found.files.filter { seen.insert($0).inserted }
        return found
    }

    static func walk(_ directory: String, base: String, into found: inout Found) {
        let names: [String]
        do { names = try FileSystem.list(PathArithmetic.absolute(directory, base: base)) } catch {
            found.errors.append(FileSystem.Error(path: directory, reason: error.reason))
            return
        }
        for name in names {
            if name.hasPrefix(".") || name == "node_modules" { continue }
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            switch FileSystem.kind(of: PathArithmetic.absolute(path, base: base)) {
            case .directory: walk(path, base: base, into: &found)
            case .file where name.hasSuffix(fileSuffix): found.files.append(path)
            default: break
            }
        }
    }
}
