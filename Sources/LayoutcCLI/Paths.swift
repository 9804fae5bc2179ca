/// Prints paths relative to the current folder when they are inside it, so output is the
/// same on every machine.
struct PathDisplay: Sendable {
    let prefix: String

    init(currentDirectory: String) {
        prefix = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
    }

    func display(_ path: String) -> String {
        var path = path
        if path.hasPrefix(prefix) { path = String(path.dropFirst(prefix.count)) }
        while path.hasPrefix("./") { path = String(path.dropFirst(2)) }
        return path
    }
}
