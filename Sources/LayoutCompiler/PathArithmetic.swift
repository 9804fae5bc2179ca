/// Path strings, done by hand: configuration discovery walks up from each spec, and excluded
/// paths and baseline entries are relative to the file that names them. Pure string work, no
/// file system access, no Foundation.
public enum PathArithmetic {
    /// `path` made absolute against `base` (normally the current folder), with `.` and `..`
    /// resolved and repeated slashes collapsed.
    public static func absolute(_ path: String, base: String) -> String {
        normalized(path.hasPrefix("/") ? path : join(base, path))
    }

    /// Resolves `.` and `..` and collapses slashes. Keeps a leading `/`; `..` above the root stays at
    /// the root, and a relative path keeps leading `..` components it cannot resolve.
    public static func normalized(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." { parts.removeLast() } else if !isAbsolute { parts.append(part) }
            default: parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    public static func join(_ base: String, _ path: String) -> String {
        if path.hasPrefix("/") { return path }
        if base.isEmpty || base == "." { return path }
        return base.hasSuffix("/") ? base + path : base + "/" + path
    }

    /// The folder that contains `path` (`/a/b` for `/a/b/c.yaml`, `.` for `c.yaml`, `/` for `/c`).
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// The last component of `path`.
    public static func fileName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `directory` and each folder above it, nearest first, ending at `/`. Expects an absolute,
    /// normalized path.
    public static func ancestors(of directory: String) -> [String] {
        var result = [directory]
        var current = directory
        while current != "/" && current.contains("/") {
            current = self.directory(of: current)
            result.append(current)
        }
        return result
    }

    /// `path` relative to the folder `base`; both absolute and normalized. Uses `..` to leave `base`.
    public static func relative(_ path: String, to base: String) -> String {
        let from = base.split(separator: "/")
        let to = path.split(separator: "/")
        var common = 0
        while common < from.count && common < to.count && from[common] == to[common] { common += 1 }
        let ups = Array(repeating: "..", count: from.count - common)
        let rest = to[common...].map(String.init)
        let parts = ups + rest
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
