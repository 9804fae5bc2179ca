/// Finds spec files: paths given as files are taken as they are; folders are searched
/// recursively for `*.layout.yaml`, skipping hidden folders and build products.
public enum SpecDiscovery {
    public static let fileSuffix = ".layout.yaml"

    public struct Found: Sendable {
        public var files: [String] = []
        public var errors: [FileSystem.Error] = []
    }

    public static func find(_ paths: [String]) -> Found {
        var found = Found()
        for path in paths {
            switch FileSystem.kind(of: path) {
            case .directory: walk(path, into: &found)
            case .missing: found.errors.append(FileSystem.Error(path: path, reason: "no such file or folder"))
            case .file, .other: found.files.append(path)
            }
        }
        var seen = Set<String>()
        found.files = found.files.filter { seen.insert($0).inserted }
        return found
    }

    static func walk(_ directory: String, into found: inout Found) {
        let names: [String]
        do { names = try FileSystem.list(directory) } catch {
            found.errors.append(error)
            return
        }
        for name in names {
            if name.hasPrefix(".") || name == "node_modules" { continue }
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            switch FileSystem.kind(of: path) {
            case .directory: walk(path, into: &found)
            case .file where name.hasSuffix(fileSuffix): found.files.append(path)
            default: break
            }
        }
    }
}
