import LayoutCompiler

/// Prints paths relative to the current folder when they are inside it, so output is the
/// same on every machine.
struct PathDisplay: Sendable {
    let prefix: String

    init() {
        let cwd = FileSystem.currentDirectory()
        prefix = cwd.hasSuffix("/") ? cwd : cwd + "/"
    }

    func display(_ path: String) -> String {
        var path = path
        if path.hasPrefix(prefix) { path = String(path.dropFirst(prefix.count)) }
        while path.hasPrefix("./") { path = String(path.dropFirst(2)) }
        return path
    }
}
